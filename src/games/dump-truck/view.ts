/**
 * What a seat or a spectator sees of a Dump Truck game (ruling 20).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { DumpTruckState, DumpTruckView } from './types.js';

/**
 * What `viewer` (a seat, or `null` for a spectator) may see: every truck, the
 * face-up pool, the face-down count, its own hand and draw choice, others'
 * hands only when drawn face up or displaced from a truck (`'hidden'` when
 * another seat holds a face-down draw, `null` for an empty hand); never the
 * face-down order, others' pending choices or the generator.
 *
 * @example
 * ```ts
 * viewDumpTruck(state, 0).faceDownCount; // 26
 * ```
 */
export function viewDumpTruck(state: DumpTruckState, viewer: Seat | null): DumpTruckView {
  return {
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    phase: state.phase,
    steps: state.steps,
    trucks: state.trucks,
    faceUp: state.faceUp,
    faceDownCount: state.faceDown.length,
    returns: state.returns,
    held: state.held.map((held, seat) =>
      held === null ? null : seat === viewer || held.from !== 'face-down' ? held : 'hidden',
    ),
    holding: state.held.map((held) => held !== null),
    myChoice: viewer === null ? null : (state.choices[viewer] ?? null),
    drawOrder: state.drawOrder,
    discarded: state.discarded,
    retired: state.retired,
    scores: state.scores,
    unloads: state.unloads,
    over: state.phase === 'over',
  };
}
