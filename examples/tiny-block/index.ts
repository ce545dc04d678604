/**
 * Tiny Block: the game, its types, its rule codes, its greedy bot, its
 * drawing, its how-to-play and its entry in the list.
 *
 * @module
 */
export { greedyTinyBlockBot } from './bots.js';
export { describeTinyBlockMove, formatTinyBlockView } from './describe.js';
export { family as tinyBlockFamily } from './entry.js';
export { tinyBlock } from './game.js';
export { tinyBlockHowToPlay } from './how-to-play.js';
export { TINY_BLOCK_CODES, type TinyBlockCode } from './rules.js';
export type {
  TinyBlockDraw,
  TinyBlockEnd,
  TinyBlockMove,
  TinyBlockOptions,
  TinyBlockPass,
  TinyBlockPlaced,
  TinyBlockPlay,
  TinyBlockState,
  TinyBlockView,
} from './types.js';
