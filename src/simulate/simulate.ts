/**
 * `simulate`: many seeded games of one game between bots on a pool of worker
 * threads, and the report of their results.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import type { BotName, EntryBot } from '../core/entry.js';
import { InvalidOptionError } from '../core/errors.js';
import type { AnyGame, Seat } from '../core/game.js';
import type { Seed } from '../core/random.js';
import { findGame } from '../registry.js';
import {
  type BotSpec,
  type GameSpec,
  type LoadedGame,
  type ModuleExport,
  namedBot,
  seatBots,
} from './jobs.js';
import { type GameRecord, runGames } from './run-games.js';
import { type Distribution, distribution, wilson } from './stats.js';

/**
 * The most games one {@link simulate} call plays.
 *
 * @example
 * ```ts
 * MAX_SIMULATED_GAMES; // 1_000_000
 * ```
 */
export const MAX_SIMULATED_GAMES = 1_000_000;

/**
 * A seat's bot for {@link simulate}: a name (a {@link BotName}; `'search:300'`
 * sets the iterations per decision, `'search:100ms'` the time per decision,
 * also for `medium` and `hard`), a bot factory `(seed) => bot` (this thread
 * only), or a factory's module and export name (any number of workers).
 *
 * @example
 * ```ts
 * simulate(buildUp, { games: 100, seed: 1, bots: ['search:300', 'hard:100ms'] }); // by name, by budget, or (one thread) a function
 * ```
 */
export type SimulatedBot =
  | BotName
  | `${'search' | 'medium' | 'hard'}:${number}`
  | `${'search' | 'medium' | 'hard'}:${number}ms`
  | ModuleExport
  | ((seed: string) => EntryBot);

/**
 * Options of {@link simulate}.
 *
 * @example
 * ```ts
 * await simulate(buildUp, { games: 1000, seed: 1, players: 2, bots: ['greedy', 'random'], workers: 2 }); // a SimulationReport
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
  /**
   * Worker threads to spread the games over (default 1: this thread). Workers
   * need the game listed (`gameRegistry`) or given by `module`, and bots by
   * name or by module.
   */
  readonly workers?: number;
  /**
   * Where worker threads import the game from when it is not a listed one:
   * the module (path, `file:` URL or package name) and the export, a `Game` or
   * a `GameEntry` (then its named bots work too). It must be the same game as
   * the one passed.
   */
  readonly module?: ModuleExport;
  /** Called as games finish: after each game in this thread, after each chunk of a few games with workers. */
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
  /** The seat these results are for. */
  readonly seat: Seat;
  /** The seat's bot: its name, a custom function's name (or `'custom'`), or a module's export. */
  readonly bot: string;
  /** Games won, a k-way tie counting 1/k. */
  readonly wins: number;
  /** `wins` divided by the number of games, from 0 to 1. */
  readonly winRate: number;
  /** 95% Wilson interval of the win rate. */
  readonly winRateCi: readonly [number, number];
  /** The seat's final score over all games. */
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
  /** The simulated game's `id`. */
  readonly game: string;
  /** How many games were played. */
  readonly games: number;
  /** Seats per game. */
  readonly players: number;
  /** The game options passed to `setup` (`{}` when none were given). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The master seed the games were set up from. */
  readonly seed: Seed;
  /** One report per seat, in seat order. */
  readonly seats: readonly SeatReport[];
  /** Games with more than one winner. */
  readonly ties: number;
  /** Moves per game. */
  readonly moves: Distribution;
  /** Winner's score minus the best other score, per game. */
  readonly margin: Distribution;
  /** Wall-clock time the simulation took, in milliseconds. */
  readonly elapsedMs: number;
}

function botLabel(bot: SimulatedBot): string {
  if (typeof bot === 'string') return bot;
  if (typeof bot === 'function') return bot.name || 'custom';
  return bot.export;
}

/**
 * The worker task module next to this one: the built `simulate-worker.js`,
 * or, when running from source (tests, `tsx`), `worker.ts` behind tsx's loader.
 */
function workerFile(): string {
  const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return join(dirname(here), 'simulate-worker.js');
  // The ESM build of tsx's API (require.resolve finds the CommonJS one next to it).
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const source = pathToFileURL(join(dirname(here), 'worker.ts')).href;
  const code = `import { register } from ${JSON.stringify(tsx)};\nregister();\nconst task = await import(${JSON.stringify(source)});\nexport default task.default;\n`;
  const file = join(tmpdir(), `boneyard-simulate-worker-${process.pid}.mjs`);
  writeFileSync(file, code);
  return file;
}

/**
 * The job one worker task runs.
 *
 * @example
 * ```ts
 * await runJob({ game: { id: 'build-up' }, setup: {}, seed: 1, from: 0, to: 50, bots: ['random'] });
 * // worker.ts's task: games 0 to 49 of the run, as the pool hands them out
 * ```
 */
export interface WorkerJob {
  readonly game: GameSpec;
  readonly setup: Readonly<Record<string, unknown>>;
  readonly seed: Seed;
  readonly from: number;
  readonly to: number;
  readonly bots: readonly BotSpec[];
}

/**
 * A run as `simulate` and the queue entry plan it: the setup, the seats, the
 * bots, and how workers name the game (`spec`, when they can load it).
 *
 * @internal
 */
export interface PlannedRun {
  readonly setup: Readonly<Record<string, unknown>>;
  readonly players: number;
  readonly botList: readonly SimulatedBot[];
  readonly spec: GameSpec | undefined;
  readonly target: LoadedGame;
}

/**
 * Checks the options every runner shares (games, bots) and plans the run.
 *
 * @throws `InvalidOptionError` naming the first bad option (`games`, `bots`, the setup…).
 * @internal
 */
export function planRun(game: AnyGame, options: SimulateOptions): PlannedRun {
  const { games, seed } = options;
  if (!Number.isSafeInteger(games) || games < 1 || games > MAX_SIMULATED_GAMES) {
    throw new InvalidOptionError('games', `must be a whole number from 1 to ${MAX_SIMULATED_GAMES}`);
  }
  const setup = {
    ...(options.options ?? {}),
    ...(options.players === undefined ? {} : { players: options.players }),
  };
  const players = game.setup({ ...setup, seed: `${String(seed)}:0` }).players as number;
  const botList: readonly SimulatedBot[] = Array.isArray(options.bots)
    ? (options.bots as SimulatedBot[])
    : [(options.bots as SimulatedBot | undefined) ?? 'random'];
  const listed = findGame(game.id);
  const spec: GameSpec | undefined = options.module ?? (listed?.game === game ? { id: game.id } : undefined);
  const target: LoadedGame = { game, entry: listed?.game === game ? listed : undefined };
  for (const bot of botList) if (typeof bot === 'string') namedBot(target, bot); // refuse bad names at once
  return { setup, players, botList, spec, target };
}

/**
 * The game spec and bots a run in other threads or processes needs, or a typed error naming `option`.
 *
 * @throws `InvalidOptionError` `option` when the game or a bot cannot be named to another thread or process.
 * @internal
 */
export function portable(game: AnyGame, plan: PlannedRun, option: string, where: string): GameSpec {
  if (!plan.spec) {
    throw new InvalidOptionError(option, `${where} need a listed game or the module option for ${game.name}`);
  }
  if (plan.botList.some((bot) => typeof bot === 'function')) {
    throw new InvalidOptionError(option, `${where} need bots by name or by module, not functions`);
  }
  return plan.spec;
}

/**
 * A pool of `threads` worker threads running {@link WorkerJob}s (chunks of games).
 *
 * @internal
 */
export function gamePool(threads: number): Tinypool {
  return new Tinypool({ filename: workerFile(), minThreads: threads, maxThreads: threads });
}

/**
 * The report of a run from its records, in game order.
 *
 * @internal
 */
export function buildReport(
  game: AnyGame,
  options: SimulateOptions,
  plan: PlannedRun,
  records: readonly GameRecord[],
  elapsedMs: number,
): SimulationReport {
  const { games, seed } = options;
  const { players, botList } = plan;
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

/**
 * Plays many seeded games between bots on the fast path and reports per-seat
 * win rates (with 95% intervals), score distributions, winning margins and
 * game length. Deterministic for a seed, whatever the number of workers.
 *
 * @throws `InvalidOptionError` naming the first bad option (`games`, `bots`, `workers`, the setup…), before any game is played.
 * @returns A {@link SimulationReport}: per-seat win rates with 95% intervals, scores, margins and game lengths.
 * @example
 * ```ts
 * const report = await simulate(buildUp, { games: 1000, seed: 1, bots: ['greedy', 'random'], workers: 2 });
 * console.log(report.seats.map((s) => s.winRate));
 * ```
 */
export async function simulate(game: AnyGame, options: SimulateOptions): Promise<SimulationReport> {
  const { games, seed } = options;
  const plan = planRun(game, options);
  const workers = options.workers ?? 1;
  if (!Number.isSafeInteger(workers) || workers < 1 || workers > Math.max(1, cpus().length) * 4) {
    throw new InvalidOptionError('workers', 'must be a whole number from 1 to four per core');
  }
  const { setup, botList } = plan;
  const started = performance.now();
  let records: GameRecord[];
  if (workers === 1) {
    let done = 0;
    const botsFor = await seatBots(plan.target, seed, botList);
    records = runGames(game, setup, seed, 0, games, botsFor, () => options.onProgress?.(++done, games));
  } else {
    const spec = portable(game, plan, 'workers', 'worker threads');
    // Small chunks keep every worker busy and report progress as they finish; records are put back in game order.
    const chunk = Math.max(1, Math.min(50, Math.ceil(games / (workers * 8))));
    const pool = gamePool(workers);
    let done = 0;
    try {
      const chunks = await Promise.all(
        Array.from({ length: Math.ceil(games / chunk) }, (_, c) => {
          const job: WorkerJob = {
            game: spec,
            setup,
            seed,
            from: c * chunk,
            to: Math.min(games, (c + 1) * chunk),
            bots: botList as BotSpec[],
          };
          return (pool.run(job) as Promise<GameRecord[]>).then((records) => {
            done += records.length;
            options.onProgress?.(done, games);
            return records;
          });
        }),
      );
      records = chunks.flat();
    } finally {
      await pool.destroy();
    }
  }
  return buildReport(game, options, plan, records, performance.now() - started);
}
