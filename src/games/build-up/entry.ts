/**
 * Build Up's entry in the one list of games (`src/games/list.ts`): its bots,
 * its named variants and its drawing.
 *
 * @module
 */
import { defineEntry, type GameFamily } from '../../core/entry.js';
import { greedyBuildUpBot } from './bots.js';
import {
  buildUpMoveMessage,
  describeBuildUpMove,
  formatBuildUpMessages,
  formatBuildUpView,
} from './describe.js';
import { buildUp } from './game.js';
import { buildUpHowToPlay } from './how-to-play.js';

/**
 * The Build Up folder's games: `buildUp` with its greedy bot, its named
 * variants (the seed's rules first, then the common variants) and its text
 * drawing.
 *
 * @example
 * ```ts
 * import { buildUpFamily } from 'boneyard/build-up';
 * buildUpFamily.folder; // 'build-up'
 * Object.keys(buildUpFamily.games[0]!.variants); // ['seed', 'subtract unplayed', 'lowest score leads', 'equal on a double']
 * ```
 */
export const family: GameFamily = {
  folder: 'build-up',
  games: [
    /* @__PURE__ */ defineEntry(buildUp, {
      greedy: greedyBuildUpBot,
      variants: {
        seed: {},
        'subtract unplayed': { unplayable: 'subtract' },
        'lowest score leads': { laterLead: 'lowest-score' },
        'equal on a double': { equalOnDouble: true },
      },
      format: formatBuildUpView,
      formatMessages: formatBuildUpMessages,
      describeMove: describeBuildUpMove,
      describeMoveMessage: buildUpMoveMessage,
      howToPlay: buildUpHowToPlay,
      // About 25 ms a decision: search already wins about 4 games in 5 (docs/balance/bots.md).
      searchIterations: 300,
    }),
  ],
};
