import type { Seat } from '../../core/game.js';
import { isDouble } from '../../core/tiles.js';
import type { DumpTruckPlace, DumpTruckReplace, DumpTruckReturn, DumpTruckView } from './game.js';
import { scoreTruck } from './score-truck.js';
import { type DumpTruckPlacement, normaliseLoad, openSpots, truckGrid } from './truck.js';

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
  readonly move: DumpTruckPlace | DumpTruckReplace | DumpTruckReturn;
  /** `scoreTruck` of the load after the move. */
  readonly score: number;
}

/**
 * What {@link rankTruckPlacements} reads: a {@link DumpTruckView} (or the state) has it.
 *
 * @example
 * ```ts
 * const input: TruckRankingInput = dumpTruck.view(state, 0);
 * ```
 */
export type TruckRankingInput = Pick<DumpTruckView, 'options' | 'trucks' | 'held' | 'steps'>;

/**
 * Every legal way for `player` to load the domino in hand (each placement,
 * each replacement, and returning it), best resulting truck score first
 * (ties keep the order of `legalMoves`). Empty when the player holds nothing
 * to load. Works from a seat's own view, so bots and hint buttons can use it.
 *
 * @example
 * ```ts
 * const view = dumpTruck.view(state, seat);
 * const [best] = rankTruckPlacements(view, seat);
 * if (best) state = dumpTruck.apply(state, best.move);
 * ```
 */
export function rankTruckPlacements(input: TruckRankingInput, player: Seat): RankedTruckMove[] {
  const step = input.steps[player];
  const held = input.held[player];
  if (!held || (step !== 'load' && step !== 'relocate')) return [];
  const { template, noShift, noReplace, blanks, minChain } = input.options;
  const load = input.trucks[player]!;
  const score = (next: readonly DumpTruckPlacement[]) =>
    scoreTruck(truckGrid(next), { blanks, minChain }).total;
  const flips = isDouble(held.tile) ? [false] : [false, true];
  const ranked: RankedTruckMove[] = [];
  if (step === 'load' || !noShift) {
    for (const spot of openSpots(load, template)) {
      for (const flipped of flips) {
        const move: DumpTruckPlace = { type: 'place', player, ...spot, flipped };
        const next = [...load, { tile: held.tile, ...spot, flipped }];
        if (!template) normaliseLoad(next);
        ranked.push({ move, score: score(next) });
      }
    }
  }
  if (step === 'load' && !noReplace) {
    load.forEach((placed, index) => {
      for (const flipped of flips) {
        const move: DumpTruckReplace = { type: 'replace', player, replaced: placed.tile.id, flipped };
        const next = load.map((p, i) => (i === index ? { ...p, tile: held.tile, flipped } : p));
        ranked.push({ move, score: score(next) });
      }
    });
  }
  ranked.push({ move: { type: 'return', player }, score: score(load) });
  return ranked
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.score - a.entry.score || a.order - b.order)
    .map(({ entry }) => entry);
}
