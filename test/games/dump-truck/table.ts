/** Hand-built Dump Truck states for tests. */

import { doubleSet, makeTile, type Tile } from '../../../src/core/index.js';
import {
  type DumpTruckOptions,
  type DumpTruckPlacement,
  type DumpTruckState,
  dumpTruck,
} from '../../../src/games/dump-truck/index.js';
import { DUMP_TRUCK_DEFAULTS } from '../../../src/games/dump-truck/options.js';
import { checkDumpTruck } from './check.js';

/** Shorthand for `makeTile`. */
export const t = makeTile;
/** A domino lying flat at (row, column). */
export const h = (tile: Tile, row: number, column: number, flipped = false): DumpTruckPlacement => ({
  tile,
  row,
  column,
  orientation: 'horizontal',
  flipped,
});
/** A domino standing upright at (row, column). */
export const v = (tile: Tile, row: number, column: number, flipped = false): DumpTruckPlacement => ({
  tile,
  row,
  column,
  orientation: 'vertical',
  flipped,
});

/**
 * A hand-built two-player state. Every domino not placed elsewhere goes to the
 * face-down pool unless `rest` says where (`'discarded'`), so all 28 are in one place.
 */
export function table(
  over: Omit<Partial<DumpTruckState>, 'options'> & { options?: Partial<DumpTruckOptions> },
  rest: 'face-down' | 'discarded' = 'face-down',
): DumpTruckState {
  const players = over.players ?? 2;
  const base: DumpTruckState = {
    players,
    rng: dumpTruck.setup({ seed: 0 }).rng,
    options: { ...DUMP_TRUCK_DEFAULTS, ...over.options },
    round: 1,
    phase: 'load',
    steps: new Array(players).fill('wait'),
    faceDown: [],
    faceUp: [],
    returns: {},
    choices: new Array(players).fill(null),
    drawOrder: Array.from({ length: players }, (_, s) => s),
    held: new Array(players).fill(null),
    trucks: Array.from({ length: players }, () => []),
    discarded: [],
    retired: [],
    scores: new Array(players).fill(0),
    unloads: [],
  };
  const state = { ...base, ...over, options: base.options };
  if (over.unloads === undefined) {
    // Scores come from unloads: give a hand-built score one unload of its own.
    state.unloads = state.scores.flatMap((points, player) =>
      points > 0 ? [{ player, round: 0, grid: [], points, scored: true, final: false }] : [],
    );
  }
  const used = new Set(
    [
      ...(over.faceDown ?? []),
      ...state.faceUp,
      ...state.discarded,
      ...state.held.flatMap((x) => (x ? [x.tile] : [])),
      ...state.trucks.flat().map((p) => p.tile),
    ].map((x) => x.id),
  );
  const others = doubleSet(6).filter((x) => !used.has(x.id));
  const full =
    over.faceDown !== undefined && rest === 'discarded'
      ? { ...state, discarded: [...state.discarded, ...others] }
      : {
          ...state,
          faceDown: [
            ...state.faceDown,
            ...(over.faceDown === undefined || rest === 'face-down' ? others : []),
          ],
        };
  checkDumpTruck(full);
  return full;
}
