import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InvalidOptionError } from '../core/errors.js';
import type { AnyGame, Seat } from '../core/game.js';
import type { Seed } from '../core/random.js';
import { type BotName, gameRegistry, type RegistryBot } from '../registry.js';
import { type GameRecord, runGames } from './run-games.js';
import { type Distribution, distribution, wilson } from './stats.js';

/**
 * A seat's bot for {@link simulate}: a built-in name (`'search:300'` sets the iterations), or a factory.
 *
 * @example
 * ```ts
 * const bots: SimulatedBot[] = ['search:300', 'greedy', (seed) => randomBot(seed)];
 * ```
 */
export type SimulatedBot = BotName | `search:${number}` | ((seed: string) => RegistryBot);

/**
 * Options of {@link simulate}.
 *
 * @example
 * ```ts
 * const options: SimulateOptions = { games: 1000, seed: 1, players: 2, bots: ['greedy', 'random'], workers: 2 };
 * ```
 */
export interface SimulateOptions {
  /** How many games. */
  readonly games: number;
  /** Master seed: game `i` is set up with seed `${seed}:${i}`; the report is the same for the same seed. */
  readonly seed: Seed;
  /** Players (default: the game's default). */
  readonly players?: number;
  /** The game's options, passed to `setup`. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** One bot for every seat, or one per seat (default `'random'`). */
  readonly bots?: SimulatedBot | readonly SimulatedBot[];
  /** Worker threads to spread the games over (default 1: this thread). Needs built-in bot names. */
  readonly workers?: number;
  /** Called as games finish (in this thread only when `workers` is 1; per chunk otherwise). */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * One seat's results.
 *
 * @example
 * ```ts
 * const [first]: readonly SeatReport[] = (await simulate(buildUp, { games: 100, seed: 1 })).seats;
 * console.log(first?.winRate, first?.winRateCi);
 * ```
 */
export interface SeatReport {
  readonly seat: Seat;
  readonly bot: string;
  /** Games won, a k-way tie counting 1/k. */
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson interval of the win rate. */
  readonly winRateCi: readonly [number, number];
  readonly score: Distribution;
}

/**
 * What {@link simulate} returns.
 *
 * @example
 * ```ts
 * const report: SimulationReport = await simulate(buildUp, { games: 100, seed: 1 });
 * console.log(report.moves.mean, report.ties);
 * ```
 */
export interface SimulationReport {
  readonly game: string;
  readonly games: number;
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: Seed;
  readonly seats: readonly SeatReport[];
  /** Games with more than one winner. */
  readonly ties: number;
  /** Moves per game. */
  readonly moves: Distribution;
  /** Winner's score minus the best other score, per game. */
  readonly margin: Distribution;
  readonly elapsedMs: number;
}

function botLabel(bot: SimulatedBot): string {
  return typeof bot === 'string' ? bot : bot.name || 'custom';
}

function makeFactory(gameId: string, bot: SimulatedBot): (seed: string) => RegistryBot {
  if (typeof bot === 'function') return bot;
  const entry = gameRegistry[gameId];
  if (!entry) throw new InvalidOptionError('bots', `named bots need a built-in game, not ${gameId}`);
  const [name, budget] = bot.split(':') as [BotName, string | undefined];
  const factory = entry.bots[name];
  if (!factory || (budget !== undefined && (name !== 'search' || !(Number(budget) > 0)))) {
    throw new InvalidOptionError(
      'bots',
      `unknown bot ${JSON.stringify(bot)} (random, greedy, search, search:N)`,
    );
  }
  return (seed) => factory(seed, budget === undefined ? undefined : Number(budget)) as RegistryBot;
}

/**
 * Starts the worker script next to this module: the built `simulate-worker.js`
 * (or `.cjs`), or, when running from source (tests, `tsx`), `worker.ts`
 * through tsx's loader.
 */
function startWorker(job: WorkerJob): Worker {
  const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) {
    return new Worker(
      join(dirname(here), here.endsWith('.cjs') ? 'simulate-worker.cjs' : 'simulate-worker.js'),
      {
        workerData: job,
      },
    );
  }
  const source = pathToFileURL(join(dirname(here), 'worker.ts')).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData: job });
}

/**
 * The job one worker runs.
 *
 * @example
 * ```ts
 * const job: WorkerJob = { gameId: 'build-up', setup: {}, seed: 1, from: 0, to: 50, bots: ['random'] };
 * ```
 */
export interface WorkerJob {
  readonly gameId: string;
  readonly setup: Readonly<Record<string, unknown>>;
  readonly seed: Seed;
  readonly from: number;
  readonly to: number;
  readonly bots: readonly string[];
}

/**
 * Builds the per-seat bot maker for a range of games.
 *
 * @example
 * ```ts
 * const botFor = seatBots('build-up', 1, ['greedy', 'random']);
 * const bot = botFor(0, 1); // game 0, seat 1: a random bot
 * ```
 */
export function seatBots(gameId: string, seed: Seed, bots: readonly SimulatedBot[]) {
  const factories = bots.map((bot) => makeFactory(gameId, bot));
  return (index: number, seat: Seat) => factories[seat % factories.length]!(`${seed}:${index}:bot${seat}`);
}

function runInWorker(job: WorkerJob): Promise<GameRecord[]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    worker.once('message', (records: GameRecord[]) => resolve(records));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`simulation worker exited with code ${code}`));
    });
  });
}

/**
 * Plays many seeded games between bots on the fast path and reports per-seat
 * win rates (with 95% intervals), score distributions, winning margins and
 * game length. Deterministic for a seed, whatever the number of workers.
 *
 * @example
 * ```ts
 * const report = await simulate(buildUp, { games: 1000, seed: 1, bots: ['greedy', 'random'], workers: 2 });
 * console.log(report.seats.map((s) => s.winRate));
 * ```
 */
export async function simulate(game: AnyGame, options: SimulateOptions): Promise<SimulationReport> {
  const { games, seed } = options;
  if (!Number.isSafeInteger(games) || games < 1)
    throw new InvalidOptionError('games', 'must be a positive whole number');
  const workers = options.workers ?? 1;
  if (!Number.isSafeInteger(workers) || workers < 1 || workers > Math.max(1, cpus().length) * 4) {
    throw new InvalidOptionError('workers', 'must be a whole number from 1 to a few per core');
  }
  const setup = {
    ...(options.options ?? {}),
    ...(options.players === undefined ? {} : { players: options.players }),
  };
  const players = game.setup({ ...setup, seed: `${String(seed)}:0` }).players as number;
  const botList: readonly SimulatedBot[] = Array.isArray(options.bots)
    ? (options.bots as SimulatedBot[])
    : [(options.bots as SimulatedBot | undefined) ?? 'random'];
  const botsFor = seatBots(game.id, seed, botList);
  const started = performance.now();
  let records: GameRecord[];
  if (workers === 1) {
    let done = 0;
    records = runGames(game, setup, seed, 0, games, botsFor, () => options.onProgress?.(++done, games));
  } else {
    if (botList.some((bot) => typeof bot !== 'string') || gameRegistry[game.id]?.game !== game) {
      throw new InvalidOptionError('workers', 'worker threads need a built-in game and named bots');
    }
    const size = Math.ceil(games / workers);
    let done = 0;
    const chunks = await Promise.all(
      Array.from({ length: workers }, (_, w) => {
        const from = Math.min(games, w * size);
        const to = Math.min(games, from + size);
        const job: WorkerJob = { gameId: game.id, setup, seed, from, to, bots: botList as string[] };
        return from === to
          ? Promise.resolve([])
          : runInWorker(job).then((chunk) => {
              done += chunk.length;
              options.onProgress?.(done, games);
              return chunk;
            });
      }),
    );
    records = chunks.flat();
  }
  const elapsedMs = performance.now() - started;
  const seats: SeatReport[] = Array.from({ length: players }, (_, seat) => {
    const wins = records.reduce((sum, r) => sum + (r.winners.includes(seat) ? 1 / r.winners.length : 0), 0);
    return {
      seat,
      bot: botLabel(botList[seat % botList.length]!),
      wins,
      winRate: wins / games,
      winRateCi: wilson(wins, games),
      score: distribution(records.map((r) => r.scores[seat] ?? 0)),
    };
  });
  const margins = records.map((r) => {
    const best = Math.max(...r.scores);
    const rest = r.scores.filter((_, seat) => !r.winners.includes(seat));
    return rest.length === 0 ? 0 : best - Math.max(...rest);
  });
  return {
    game: game.id,
    games,
    players,
    options: options.options ?? {},
    seed,
    seats,
    ties: records.filter((r) => r.winners.length > 1).length,
    moves: distribution(records.map((r) => r.moves)),
    margin: distribution(margins),
    elapsedMs,
  };
}
