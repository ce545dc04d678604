/**
 * Every built-in game by id, with its named bots and its variants: what the
 * CLI, `simulate` (also in worker threads) and the balance report look up.
 *
 * @module
 */
import type { BotTurn } from './core/bots.js';
import { randomBot } from './core/bots.js';
import type { AnyGame } from './core/game.js';
import type { Seed } from './core/random.js';
import { searchBot } from './core/search-bot.js';
import { buildUp, greedyBuildUpBot } from './games/build-up/index.js';
import {
  blindHughie,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  greedyBlindHughieBot,
  greedyDominoSquaresBlockBot,
  greedyDominoSquaresBot,
  greedyDominoSquaresDrawBot,
} from './games/domino-squares/index.js';
import { dumpTruck, greedyDumpTruckBot } from './games/dump-truck/index.js';
import { greedyShanghaiBot, shanghai } from './games/shanghai/index.js';

/**
 * The bots every built-in game offers: `random`, `greedy` (its own scorers) and `search` (samples hidden info).
 *
 * @example
 * ```ts
 * const name: BotName = 'greedy';
 * gameRegistry['build-up']!.bots[name](1);
 * ```
 */
export type BotName = 'random' | 'greedy' | 'search';

/**
 * A bot for whichever game it was made for (the registry's loose bot type).
 *
 * @example
 * ```ts
 * const bot: RegistryBot = gameRegistry['build-up']!.bots.search(1, 200);
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry bot takes its own game's moves and views.
export type RegistryBot = (turn: BotTurn<any, any>) => any;

/**
 * Makes a fresh bot for one game from a seed (and, for `search`, an iteration budget).
 *
 * @example
 * ```ts
 * const make: BotFactory = gameRegistry['build-up']!.bots.random;
 * const bot = make('seed');
 * ```
 */
export type BotFactory = (seed: Seed, iterations?: number) => RegistryBot;

/**
 * One built-in game: the `Game`, its bots, and the option sets a designer compares.
 *
 * @example
 * ```ts
 * const entry: GameEntry = gameRegistry['build-up']!;
 * Object.keys(entry.variants); // ['seed', 'subtract unplayed', …]
 * ```
 */
export interface GameEntry {
  readonly game: AnyGame;
  readonly bots: Readonly<Record<BotName, BotFactory>>;
  /** Named option sets (each is passed to `setup`), the first being the seed's own rules. */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

function entry(
  game: AnyGame,
  greedy: () => RegistryBot,
  variants: Record<string, Record<string, unknown>>,
  searchIterations = 100,
): GameEntry {
  return {
    game,
    bots: {
      random: (seed) => randomBot(seed),
      greedy: () => greedy(),
      search: (seed, iterations = searchIterations) =>
        searchBot(game, { seed, iterations, rollout: greedy() }),
    },
    variants,
  };
}

/**
 * The built-in games by id.
 *
 * @example
 * ```ts
 * const { game, bots } = gameRegistry['build-up']!;
 * playOut(game, { seed: 1 }, [bots.greedy(1), bots.random(2)]);
 * ```
 */
export const gameRegistry: Readonly<Record<string, GameEntry>> = {
  'build-up': entry(buildUp, greedyBuildUpBot, {
    seed: {},
    'subtract unplayed': { unplayable: 'subtract' },
    'lowest score leads': { laterLead: 'lowest-score' },
  }),
  // A loading turn offers up to ~60 moves: the search needs more play-outs to beat greedy (docs/balance/bots.md).
  'dump-truck': entry(
    dumpTruck,
    greedyDumpTruckBot,
    {
      seed: {},
      'harder (blanks worthless)': { blanks: 'worthless' },
      'easier (blanks double)': { blanks: 'double' },
      'much easier (blanks jokers)': { blanks: 'jokers' },
      'no shift': { noShift: true },
      'no replace': { noReplace: true },
      template: { template: true },
    },
    400,
  ),
  // Plays often offer 10–40 moves: about 400 play-outs before search clearly beats greedy.
  'domino-squares': entry(
    dominoSquares,
    greedyDominoSquaresBot,
    { seed: {}, 'one round': { rounds: 1 } },
    400,
  ),
  'domino-squares-block': entry(dominoSquaresBlock, greedyDominoSquaresBlockBot, { seed: {} }),
  'domino-squares-draw': entry(dominoSquaresDraw, greedyDominoSquaresDrawBot, {
    seed: {},
    'draw one': { drawRule: 'one' },
  }),
  shanghai: entry(shanghai, greedyShanghaiBot, {
    seed: {},
    'one round': { maxRounds: 1 },
    'tie-breaker: everyone': { tieBreaker: 'everyone' },
  }),
  'blind-hughie': entry(
    blindHughie,
    greedyBlindHughieBot,
    { seed: {}, 'either end': { eitherEnd: true } },
    300,
  ),
};
