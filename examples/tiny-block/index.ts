/**
 * Tiny Block, the example of adding a game to boneyard: the game, its types,
 * its rule codes, its greedy bot, its drawing and its entry in the list.
 *
 * @module
 */
export { greedyTinyBlockBot } from './bots.js';
export { describeTinyBlockMove, formatTinyBlockView } from './describe.js';
export { family as tinyBlockFamily } from './entry.js';
export { tinyBlock } from './game.js';
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
