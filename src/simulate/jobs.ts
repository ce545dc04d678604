/**
 * What a simulation job names, and how a thread (the caller's or a worker)
 * turns those names into a game and bots. Shared by `simulate` and its
 * worker, so both build exactly the same bots for the same seeds.
 *
 * @internal
 * @module
 */
import { randomBot } from '../core/bots.js';
import type { BotName, EntryBot, GameEntry, SearchBudget } from '../core/entry.js';
import { BoneyardError, InvalidOptionError } from '../core/errors.js';
import type { AnyGame, Seat } from '../core/game.js';
import type { Seed } from '../core/random.js';
import { SEARCH_LIMITS, searchBot } from '../core/search-bot.js';
import { findGame } from '../registry.js';

/**
 * An export of a module that a worker thread can import: a path or URL (or
 * package name) and the export's name.
 *
 * @example
 * ```ts
 * simulate(houseRules, { games: 100, seed: 1, module: { module: new URL('./house-rules.js', import.meta.url).href, export: 'houseRules' } });
 * // worker threads load the game from that module
 * ```
 */
export interface ModuleExport {
  /** What `import()` in a worker thread is given: an absolute path, a `file:` URL or a package name. */
  readonly module: string;
  /** The export's name (`'default'` for the default export). */
  readonly export: string;
}

/**
 * A bot as a job names it: a listed name, `search:N`, `search:Nms`, or a factory export
 * `(seed) => bot`; in the caller's thread also the factory itself.
 */
export type BotSpec = string | ModuleExport | ((seed: string) => EntryBot);

/** The game as a job names it: a listed id, or a module export (a `Game` or a `GameEntry`). */
export type GameSpec = { readonly id: string } | ModuleExport;

/** A game with, when it is listed or given as an entry, its named bots. */
export interface LoadedGame {
  readonly game: AnyGame;
  readonly entry: GameEntry | undefined;
}

const loaded = new Map<string, Promise<unknown>>();

async function importExport(ref: ModuleExport, what: string): Promise<unknown> {
  const key = `${ref.module}\0${ref.export}`;
  let found = loaded.get(key);
  if (!found) {
    found = import(ref.module).then((mod: Record<string, unknown>) => {
      if (!Object.hasOwn(mod, ref.export)) {
        throw new InvalidOptionError(what, `${ref.module} has no export ${JSON.stringify(ref.export)}`);
      }
      return mod[ref.export];
    });
    loaded.set(key, found);
  }
  return found;
}

function isGame(value: unknown): value is AnyGame {
  return typeof value === 'object' && value !== null && typeof (value as AnyGame).apply === 'function';
}

/**
 * Loads a job's game.
 * @throws `InvalidOptionError` `game` for an id not listed, `module` for an export that is not a game or an entry.
 */
export async function loadGame(spec: GameSpec): Promise<LoadedGame> {
  if ('id' in spec) {
    const entry = findGame(spec.id);
    if (!entry) throw new InvalidOptionError('game', `no listed game ${JSON.stringify(spec.id)}`);
    return { game: entry.game, entry };
  }
  const value = await importExport(spec, 'module');
  if (isGame(value)) return { game: value, entry: undefined };
  if (typeof value === 'object' && value !== null && isGame((value as GameEntry).game)) {
    return { game: (value as GameEntry).game, entry: value as GameEntry };
  }
  throw new InvalidOptionError('module', `${spec.export} of ${spec.module} is not a Game or a GameEntry`);
}

/**
 * Checks a bot name and returns its factory.
 * @throws `InvalidOptionError` `bots` for a name the game has no bot for.
 */
export function namedBot(target: LoadedGame, name: string): (seed: Seed) => EntryBot {
  const [base, budget, ...rest] = name.split(':');
  const inMs = budget?.endsWith('ms') ?? false;
  const amount = budget === undefined ? undefined : Number(inMs ? budget.slice(0, -2) : budget);
  const bad = () =>
    new InvalidOptionError(
      'bots',
      `unknown bot ${JSON.stringify(name.slice(0, 40))} (random, greedy, search, easy, medium, hard, search:N with N iterations from 1 to ${SEARCH_LIMITS.iterations}, or search:Nms with N from 1 to ${SEARCH_LIMITS.thinkMs})`,
    );
  const searching = base === 'search' || base === 'medium' || base === 'hard';
  if (rest.length > 0 || (amount !== undefined && !searching)) throw bad();
  const most = inMs ? SEARCH_LIMITS.thinkMs : SEARCH_LIMITS.iterations;
  if (amount !== undefined && !(Number.isSafeInteger(amount) && amount >= 1 && amount <= most)) throw bad();
  if (!searching && base !== 'random' && base !== 'greedy' && base !== 'easy') throw bad();
  const searchBudget: SearchBudget | undefined =
    amount === undefined ? undefined : inMs ? { thinkMs: amount } : amount;
  const { entry, game } = target;
  if (entry) {
    const factory = entry.bots[base as BotName];
    return (seed) => factory(seed, searchBudget);
  }
  if (base === 'random') return (seed) => randomBot(seed);
  if (base === 'search') {
    if (!game.sample)
      throw new InvalidOptionError('bots', `${game.name} cannot sample, so it has no search bot`);
    const given = typeof searchBudget === 'number' ? { iterations: searchBudget } : (searchBudget ?? {});
    return (seed) => searchBot(game, { seed, ...given });
  }
  throw new InvalidOptionError(
    'bots',
    `${game.name} is not a listed game or entry, so it has no ${base} bot`,
  );
}

/**
 * Builds the per-seat bot maker of a job: game `index`, seat `seat` gets seed `${seed}:${index}:bot${seat}`.
 * @throws `InvalidOptionError` `bots` for a module export that is not a bot factory; {@link BoneyardError} `no-bot` for no bot at all.
 */
export async function seatBots(
  target: LoadedGame,
  seed: Seed,
  bots: readonly BotSpec[],
): Promise<(index: number, seat: Seat) => EntryBot> {
  const factories = await Promise.all(
    bots.map(async (bot) => {
      if (typeof bot === 'string') return namedBot(target, bot);
      if (typeof bot === 'function') return bot as (seed: Seed) => EntryBot;
      const factory = await importExport(bot, 'bots');
      if (typeof factory !== 'function') {
        throw new InvalidOptionError('bots', `${bot.export} of ${bot.module} is not a bot factory`);
      }
      return factory as (seed: Seed) => EntryBot;
    }),
  );
  if (factories.length === 0) throw new BoneyardError('no-bot', 'A simulation needs at least one bot.');
  return (index, seat) => factories[seat % factories.length]!(`${seed}:${index}:bot${seat}`);
}
