/**
 * Blind Hughie: the rule codes and the move rules.
 *
 * @module
 */
import type { MoveRules } from '../../../core/define-game.js';
import type { Outcome, Seat } from '../../../core/game.js';
import { asDraft } from '../shared/deal.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  layoutCell,
  listSquarePlacements,
  SQUARES_PLACEMENT_CODES,
} from '../shared/layout.js';
import { type DominoSquaresPiece, hasWild } from '../shared/pieces.js';
import { refused } from '../shared/refusals-en.js';
import { SQUARES_MOVE_FIELDS } from '../shared/shape.js';
import type { SquaresHappening } from '../shared/types.js';
import { BLIND_HUGHIE_MOVE_FIELDS } from './shape.js';
import { endBlindHughieTurn, finishBlindHughie } from './state.js';
import type { BlindHughieMove, BlindHughieState } from './types.js';

/**
 * Every code a Blind Hughie move can be refused with, besides the core codes
 * (`CORE_CODES`). See `docs/rules/domino-squares.md` ("Rule codes").
 *
 * @example
 * ```ts
 * BLIND_HUGHIE_CODES.includes('must-play-turned'); // true
 * ```
 */
export const BLIND_HUGHIE_CODES = [
  'must-play-turned',
  'left-end-only',
  'piece-not-in-row',
  'face-down',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link BLIND_HUGHIE_CODES}: why Blind Hughie refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * blindHughie.validate(state, move)?.code; // e.g. 'face-down': a BlindHughieCode (or a core code), undefined when legal
 * ```
 */
export type BlindHughieCode = (typeof BLIND_HUGHIE_CODES)[number];

function mayTurnRight(state: BlindHughieState, player: Seat): boolean {
  return state.options.eitherEnd && state.turnsTaken[player]! >= 1;
}

/** The moves of Blind Hughie: turn over and play. */
export const blindHughieMoves: MoveRules<
  BlindHughieState,
  BlindHughieMove,
  BlindHughieCode,
  SquaresHappening
> = {
  'turn-over': {
    fields: BLIND_HUGHIE_MOVE_FIELDS['turn-over'],
    check(state, move) {
      if (state.turned) {
        return refused('must-play-turned');
      }
      if (move.end === 'right' && !mayTurnRight(state, move.player)) {
        return refused('left-end-only', {}, state.options.eitherEnd ? 'first-turn' : undefined);
      }
      return null;
    },
    reduce(draft, move, events) {
      const { player, end } = move;
      const row = draft.rows[player]!;
      const entry = (end === 'left' ? row.shift() : row.pop())!;
      const piece = entry.piece as DominoSquaresPiece;
      const fits = canPlaceAnySquare(draft.layout, [piece]);
      const faceUp = !fits && hasWild(piece);
      // Shown to all when it fits, goes back face up, or was face up already; else only to its owner (ruling 18).
      const shown = fits || faceUp || entry.faceUp;
      events.emit({ type: 'turn-over', player, end, fits, faceUp, piece, shown });
      if (fits) {
        draft.turned = asDraft(piece);
        return;
      }
      row.push({ piece: asDraft(piece), faceUp, seen: true });
      endBlindHughieTurn(draft, events);
    },
  },
  play: {
    fields: SQUARES_MOVE_FIELDS.play,
    check(state, move) {
      let piece: DominoSquaresPiece | undefined;
      if (state.turned) {
        if (state.turned.id !== move.piece) {
          return refused('must-play-turned', { piece: state.turned.id }, 'named');
        }
        piece = state.turned;
      } else {
        const entry = state.rows[move.player]!.find((e) => e.piece.id === move.piece);
        if (!entry) return refused('piece-not-in-row', { player: move.player, piece: move.piece });
        if (!entry.faceUp) {
          return refused('face-down');
        }
        piece = entry.piece;
      }
      const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
      return 'code' in result ? result : null;
    },
    reduce(draft, move, events) {
      let piece: DominoSquaresPiece;
      if (draft.turned && draft.turned.id === move.piece) {
        piece = draft.turned as DominoSquaresPiece;
        draft.turned = null;
      } else {
        const row = draft.rows[move.player]!;
        const index = row.findIndex((e) => e.piece.id === move.piece);
        piece = row.splice(index, 1)[0]!.piece as DominoSquaresPiece;
      }
      const { player, rotation, x, y } = move;
      events.emit({
        type: 'play',
        player,
        piece,
        rotation,
        x,
        y,
        points: 0,
        at: layoutCell(draft.layout, x, y),
      });
      draft.layout.push({
        piece: asDraft(piece),
        rotation: move.rotation,
        // + 0 turns a move's -0 into 0, so the state equals itself read back from JSON (which writes -0 as 0).
        x: move.x + 0,
        y: move.y + 0,
        player: move.player,
        points: 0,
      });
      draft.playedThisTurn = true;
      if (draft.rows[move.player]!.length === 0) finishBlindHughie(draft, 'out', events);
    },
  },
};

/** Every legal Blind Hughie move: plays of the turned piece (only those), else of face-up pieces, and turn-overs. */
export function blindHughieLegalMoves(state: BlindHughieState, player: Seat): BlindHughieMove[] {
  const toPlay = state.turned
    ? [state.turned]
    : state.rows[player]!.filter((entry) => entry.faceUp).map((entry) => entry.piece);
  const moves: BlindHughieMove[] = listSquarePlacements(state.layout, toPlay, player).map((p) => p.move);
  if (state.turned) return moves;
  moves.push({ type: 'turn-over', player, end: 'left' });
  if (mayTurnRight(state, player)) moves.push({ type: 'turn-over', player, end: 'right' });
  return moves;
}

/** Blind Hughie: scores 0 until the end, then the count's. */
export function blindHughieOutcome(state: BlindHughieState): Outcome {
  if (!state.over) return { over: false, scores: new Array<number>(state.players).fill(0), winners: [] };
  return { over: true, scores: state.scores, winners: state.winners };
}

/** A bound on the moves left in any Blind Hughie game from this state's setup. */
export function blindHughieMoveBound(state: BlindHughieState): number {
  // P row pieces. Plays ≤ P; each play follows at most one turn-over; every
  // turn ends with one more turn-over (or the game). Turns with a play ≤ P;
  // playless turns come in runs of fewer than idleRounds × players (the run
  // that reaches it ends the game), at most one run before each playing turn
  // and one at the end.
  const p =
    state.rows.reduce((sum, row) => sum + row.length, 0) + (state.turned ? 1 : 0) + state.layout.length - 1;
  return 3 * p + (p + 1) * state.options.idleRounds * state.players + 1;
}
