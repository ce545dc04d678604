/**
 * Blind Hughie: what a seat or a spectator sees.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { BlindHughieState, BlindHughieView } from './types.js';

/**
 * A seat's view of Blind Hughie: every row, with the face-up pieces, the
 * viewer's own pieces it has seen (unless the game's `memory` is `'none'`),
 * and every piece once over; the others hidden (`null`).
 */
export function viewBlindHughie(state: BlindHughieState, viewer: Seat | null): BlindHughieView {
  return {
    viewer,
    players: state.players,
    options: state.options,
    layout: state.layout,
    rows: state.rows.map((row, seat) =>
      row.map((entry) => ({
        faceUp: entry.faceUp,
        piece:
          entry.faceUp || state.over || (seat === viewer && entry.seen && state.options.memory !== 'none')
            ? entry.piece
            : null,
      })),
    ),
    outOfPlaySize: state.outOfPlay.length,
    turn: state.turn,
    turned: state.turned,
    turnsTaken: state.turnsTaken,
    playedThisTurn: state.playedThisTurn,
    idleTurns: state.idleTurns,
    ended: state.ended,
    pips: state.pips,
    scores: state.scores,
    winners: state.winners,
    over: state.over,
  };
}
