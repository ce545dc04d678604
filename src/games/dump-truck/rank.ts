/**
 * Ranking the ways to load the domino in hand by the truck score they leave
 * (for bots and hint buttons).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { isDouble } from '../../core/tiles.js';
import { scoreTruck } from './score-truck.js';
import { openSpots, truckGrid } from './truck.js';
import type {
  DumpTruckPlace,
  DumpTruckPlacement,
  DumpTruckReplace,
  DumpTruckReturn,
  DumpTruckView,
} from './types.js';

/**
 * One way to load the domino in hand, with what the truck would then score
 * if unloaded.
 *
 * @example
 * ```ts
 * const best: RankedTruckMove = rankTruckPlacements(view, 0)[0]!;
 * best.score; // e.g. 7
 * ```
 */
export interface RankedTruckMove {
  /** The move: a placement, a replacement or returning the domino. */
  readonly move: DumpTruckPlace | DumpTruckReplace | DumpTruckReturn;
  /** `scoreTruck` of the load after the move. */
  readonly score: number;
}

/**
 * What {@link rankTruckPlacements} reads: a {@link DumpTruckView} (or the state) has it.
 *
 * @example
 * ```ts
 * rankTruckPlacements(dumpTruck.view(state, 0), 0)[0]; // the best placement for seat 0: a view is an input
 * ```
 */
export type TruckRankingInput = Pick<DumpTruckView, 'options' | 'trucks' | 'held' | 'steps'>;

/**
 * Every legal way for `player` to load the domino in hand (each placement,
 * each replacement, and returning it), best resulting truck score first
 * (ties keep the order of `legalMoves`). Empty when the player holds nothing
 * to load. Works from a seat's own view, so bots and hint buttons can use it.
 *
 * @returns The moves with the truck score each leads to, best first; `[]` with nothing to load.
 * @example
 * ```ts
 * const view = dumpTruck.view(state, seat);
 * const [best] = rankTruckPlacements(view, seat);
 * if (best) state = dumpTruck.apply(state, best.move);
 * ```
 */
export function rankTruckPlacements(input: TruckRankingInput, player: Seat): RankedTruckMove[] {
  const { blanks, minChain } = input.options;
  return truckLoadCandidates(input, player)
    .map(({ move, load }, order) => ({
      entry: { move, score: scoreTruck(truckGrid(load), { blanks, minChain }).total },
      order,
    }))
    .sort((a, b) => b.entry.score - a.entry.score || a.order - b.order)
    .map(({ entry }) => entry);
}

/** One way to load the domino in hand and the load it leaves (internal: the ranking and the greedy bot). */
export interface TruckLoadCandidate {
  /** The move. */
  readonly move: DumpTruckPlace | DumpTruckReplace | DumpTruckReturn;
  /** The load after it. */
  readonly load: readonly DumpTruckPlacement[];
}

/** Every legal load move of `player` (in `legalMoves` order) with the load after it; empty if none. */
export function truckLoadCandidates(input: TruckRankingInput, player: Seat): TruckLoadCandidate[] {
  const step = input.steps[player];
  const held = input.held[player];
  if (!held || held === 'hidden' || (step !== 'load' && step !== 'relocate')) return [];
  const { template, noShift, noReplace, noRelocate } = input.options;
  const load = input.trucks[player]!;
  const flips = isDouble(held.tile) ? [false] : [false, true];
  const candidates: TruckLoadCandidate[] = [];
  if (step === 'load' || !noRelocate) {
    for (const spot of openSpots(load, template)) {
      for (const flipped of flips) {
        const next = [...load, { tile: held.tile, ...spot, flipped }];
        candidates.push({ move: { type: 'place', player, ...spot, flipped }, load: next });
      }
    }
  }
  if (step === 'load' && !noReplace && !noShift) {
    load.forEach((placed, index) => {
      for (const flipped of flips) {
        candidates.push({
          move: { type: 'replace', player, replaced: placed.tile.id, flipped },
          load: load.map((p, i) => (i === index ? { ...p, tile: held.tile, flipped } : p)),
        });
      }
    });
  }
  candidates.push({ move: { type: 'return', player }, load });
  return candidates;
}
