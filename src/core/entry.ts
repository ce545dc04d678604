/**
 * A game's entry in the one list of games: the game objects of one folder,
 * their bots by name, their named variants and their text drawing. The
 * registry, the CLI, the demo, the benchmarks and `simulate` read this list;
 * a test checks the package exports, build entries, docs entries and rules
 * docs against it.
 *
 * @module
 */
import { type BotTurn, randomBot } from './bots.js';
import type { AnyGame, ViewOf } from './game.js';
import type { Seed } from './random.js';
import { searchBot } from './search-bot.js';

/**
 * The bots every listed game offers: `random`, `greedy` (its own scorers) and `search` (samples hidden info).
 *
 * @example
 * ```ts
 * const name: BotName = 'greedy';
 * ```
 */
export type BotName = 'random' | 'greedy' | 'search';

/**
 * A bot for whichever game it was made for (the list's loose bot type).
 *
 * @example
 * ```ts
 * const bot: EntryBot = gameRegistry['build-up']!.bots.search(1, 200);
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: a listed bot takes its own game's moves and views.
export type EntryBot = (turn: BotTurn<any, any>) => any;

/**
 * Makes a fresh bot for one game from a seed (and, for `search`, an iteration budget).
 *
 * @example
 * ```ts
 * const make: BotFactory = gameRegistry['build-up']!.bots.random;
 * const bot = make('seed');
 * ```
 */
export type BotFactory = (seed: Seed, iterations?: number) => EntryBot;

/**
 * One listed game: the `Game`, its bots by name, the option sets a designer
 * compares, and a text drawing of a seat's view.
 *
 * @example
 * ```ts
 * const entry: GameEntry = gameRegistry['build-up']!;
 * Object.keys(entry.variants); // ['seed', 'subtract unplayed', …]
 * console.log(entry.draw(entry.game.view(state, 0)));
 * ```
 */
export interface GameEntry<G extends AnyGame = AnyGame> {
  /** The game. */
  readonly game: G;
  /** Its bots by name. */
  readonly bots: Readonly<Record<BotName, BotFactory>>;
  /** Named option sets (each is passed to `setup`), the first being the seed's own rules. */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Draws a seat's (or a spectator's) view as text for people. */
  readonly draw: (view: ViewOf<G>) => string;
}

/**
 * What a game folder exports: its import path (`boneyard/<folder>`, also the
 * name of its rules doc `docs/rules/<folder>.md`) and its listed games.
 *
 * @example
 * ```ts
 * const family: GameFamily = buildUpFamily;
 * family.folder; // 'build-up'
 * family.games.map((entry) => entry.game.id); // ['build-up']
 * ```
 */
export interface GameFamily {
  /** The folder under `src/games/`, the package subpath and the rules doc's name. */
  readonly folder: string;
  /** The games of the folder. */
  readonly games: readonly GameEntry[];
}

/**
 * What {@link defineEntry} needs besides the game.
 *
 * @example
 * ```ts
 * const parts: EntryParts<typeof buildUp> = { greedy: greedyBuildUpBot, variants: { seed: {} }, draw: drawBuildUpView };
 * ```
 */
export interface EntryParts<G extends AnyGame> {
  /** Makes the game's greedy bot (also the search bot's play-out policy). */
  readonly greedy: () => EntryBot;
  /** Named option sets; the first is the seed's own rules (usually `{}`). */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Text drawing of a view. */
  readonly draw: (view: ViewOf<G>) => string;
  /** Play-outs per decision of the `search` bot (default 100). */
  readonly searchIterations?: number;
}

/**
 * Builds a game's {@link GameEntry}: `random` and `search` bots come from
 * core, `greedy` from the game.
 *
 * @example
 * ```ts
 * export const buildUpEntry = defineEntry(buildUp, { greedy: greedyBuildUpBot, variants: { seed: {} }, draw: drawBuildUpView });
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEntry<G extends AnyGame>(game: G, parts: EntryParts<G>): GameEntry<G> {
  const { greedy } = parts;
  return {
    game,
    bots: {
      random: (seed) => randomBot(seed),
      greedy: () => greedy(),
      search: (seed, iterations = parts.searchIterations ?? 100) =>
        searchBot(game, { seed, iterations, rollout: greedy() }),
    },
    variants: parts.variants,
    draw: parts.draw,
  };
}
