/**
 * Shanghai's entry in the one list of games (`src/games/list.ts`).
 *
 * @module
 */
import { defineEntry, type GameFamily } from '../../core/entry.js';
import { greedyShanghaiBot, shanghaiCandidates, shanghaiPlayOutMove } from './bots.js';
import {
  describeShanghaiMove,
  formatShanghaiMessages,
  formatShanghaiView,
  shanghaiMoveMessage,
} from './describe.js';
import { shanghai } from './game.js';
import { shanghaiHowToPlay } from './how-to-play.js';

/**
 * The Shanghai folder's games: `shanghai`, its greedy bot, its named
 * variants (the seed's rules first) and its text drawing.
 *
 * @example
 * ```ts
 * import { shanghaiFamily } from 'boneyard/shanghai';
 * const [entry] = shanghaiFamily.games;
 * Object.keys(entry!.variants); // ['seed', 'one round', 'tie-breaker: everyone']
 * ```
 */
export const family: GameFamily = {
  folder: 'shanghai',
  games: [
    /* @__PURE__ */ defineEntry(shanghai, {
      greedy: greedyShanghaiBot,
      variants: {
        seed: {},
        'one round': { maxRounds: 1 },
        'tie-breaker: everyone': { tieBreaker: 'everyone' },
      },
      format: formatShanghaiView,
      formatMessages: formatShanghaiMessages,
      describeMove: describeShanghaiMove,
      describeMoveMessage: shanghaiMoveMessage,
      howToPlay: shanghaiHowToPlay,
      searchIterations: 180,
      // Up to ~870 lays a turn: search a few different chain lengths first; play-outs end with the round.
      candidates: shanghaiCandidates,
      statePolicy: shanghaiPlayOutMove,
      horizon: (from, to) => to.round !== from.round || to.over,
    }),
  ],
};
