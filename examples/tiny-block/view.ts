/**
 * What a seat or a spectator sees of Tiny Block.
 *
 * @module
 */
import type { Seat } from 'boneyard';
import type { TinyBlockState, TinyBlockView } from './types.js';

/**
 * The view of `player` (`null`: a spectator): its own hand, every seat's
 * hand size, the boneyard's size (not its tiles, nor their order), the line,
 * the turn and the passes in a row. Shares no array with the state.
 *
 * @example
 * ```ts
 * const view = viewTinyBlock(state, 0);
 * view.hand; // seat 0's tiles
 * view.handSizes; // [3, 3]
 * ```
 */
export function viewTinyBlock(state: TinyBlockState, player: Seat | null): TinyBlockView {
  return {
    players: state.players,
    viewer: player,
    hand: player === null ? null : state.hands[player]!.map((tile) => ({ ...tile })),
    handSizes: state.hands.map((hand) => hand.length),
    boneyardSize: state.boneyard.length,
    line: state.line.map((placed) => ({ ...placed, tile: { ...placed.tile } })),
    turn: state.turn,
    passes: state.passes,
  };
}
