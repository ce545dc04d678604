/**
 * Tiny Block's entry in the one list of games.
 *
 * @module
 */
import { defineEntry, type GameFamily } from 'boneyard';
import { greedyTinyBlockBot } from './bots.js';
import { describeTinyBlockMove, formatTinyBlockView } from './describe.js';
import { tinyBlock } from './game.js';
import { tinyBlockHowToPlay } from './how-to-play.js';

/**
 * The Tiny Block folder's games: `tinyBlock` with its greedy bot, its seed
 * rules as the one variant, its text drawing and its how-to-play.
 *
 * @example
 * ```ts
 * family.folder; // 'tiny-block'
 * family.games[0]!.bots.search(1, 50); // a search bot using the greedy bot for play-outs
 * ```
 */
export const family: GameFamily = {
  folder: 'tiny-block',
  games: [
    defineEntry(tinyBlock, {
      greedy: greedyTinyBlockBot,
      variants: { seed: {} },
      format: formatTinyBlockView,
      describeMove: describeTinyBlockMove,
      howToPlay: tinyBlockHowToPlay,
    }),
  ],
};
