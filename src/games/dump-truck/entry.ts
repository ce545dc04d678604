/**
 * Dump Truck in the one list of games (`src/games/list.ts`): its bots, its
 * named variants and its drawing.
 *
 * @module
 */
import { defineEntry, type GameFamily } from '../../core/entry.js';
import { dumpTruckCandidates, greedyDumpTruckBot } from './bots.js';
import {
  describeDumpTruckMove,
  dumpTruckMoveMessage,
  formatDumpTruckMessages,
  formatDumpTruckView,
} from './describe.js';
import { dumpTruck } from './game.js';
import { dumpTruckHowToPlay } from './how-to-play.js';

/**
 * The Dump Truck folder's games: `dumpTruck` with its greedy bot, the option
 * sets a designer compares (the seed's rules first, then its optional rules,
 * then this library's `noRelocate` variant) and its text drawing.
 *
 * @example
 * ```ts
 * import { dumpTruckFamily } from 'boneyard/dump-truck';
 * dumpTruckFamily.folder; // 'dump-truck'
 * Object.keys(dumpTruckFamily.games[0]!.variants); // ['seed', 'harder (blanks worthless)', …]
 * ```
 */
export const family: GameFamily = {
  folder: 'dump-truck',
  games: [
    // A loading turn offers up to ~60 moves: the search opens the best-ranked loads first.
    /* @__PURE__ */ defineEntry(dumpTruck, {
      greedy: greedyDumpTruckBot,
      variants: {
        seed: {},
        'harder (blanks worthless)': { blanks: 'worthless' },
        'easier (blanks double)': { blanks: 'double' },
        'much easier (blanks jokers)': { blanks: 'jokers' },
        'no shift': { noShift: true },
        'no replace': { noReplace: true },
        // This library's variant, not the seed's: NO SHIFT as R1 read it (ruling 13).
        'no relocate (library variant)': { noRelocate: true },
        template: { template: true },
      },
      format: formatDumpTruckView,
      formatMessages: formatDumpTruckMessages,
      describeMove: describeDumpTruckMove,
      describeMoveMessage: dumpTruckMoveMessage,
      howToPlay: dumpTruckHowToPlay,
      searchIterations: 160,
      candidates: dumpTruckCandidates,
    }),
  ],
};
