/**
 * What Block's and Draw's rules share: the play rule, the active player, the legal moves, the outcome
 * and the move bound.
 *
 * @module
 */
import type { MoveRule } from '../../../core/define-game.js';
import type { Outcome, Seat } from '../../../core/game.js';
import {
  checkSquaresPlacement,
  type DominoSquaresPlay,
  layoutCell,
  listSquarePlacements,
  type SquaresPlacementCode,
} from './layout.js';
import { refused } from './refusals-en.js';
import { SQUARES_MOVE_FIELDS } from './shape.js';
import { finishClassic, nextClassicTurn } from './state.js';
import type { DominoSquaresClassicState, DominoSquaresDrawMove, SquaresHappening } from './types.js';

/** The Block and Draw state, for short. */
export type ClassicState = DominoSquaresClassicState;

/** Block and Draw: the play rule (a piece placed at an end; going out or a block ends the game). */
export const classicPlayRule: MoveRule<
  ClassicState,
  DominoSquaresPlay,
  'piece-not-in-hand' | SquaresPlacementCode,
  SquaresHappening
> = {
  fields: SQUARES_MOVE_FIELDS.play,
  check(state, move) {
    const piece = state.hands[move.player]!.find((p) => p.id === move.piece);
    if (!piece) return refused('piece-not-in-hand', { player: move.player, piece: move.piece });
    const result = checkSquaresPlacement(state.layout, piece, move.rotation, move.x, move.y);
    return 'code' in result ? result : null;
  },
  reduce(draft, move, events) {
    const hand = draft.hands[move.player]!;
    const index = hand.findIndex((p) => p.id === move.piece);
    const [piece] = hand.splice(index, 1);
    const { player, rotation, x, y } = move;
    events.emit({
      type: 'play',
      player,
      piece: piece!,
      rotation,
      x,
      y,
      points: 0,
      at: layoutCell(draft.layout, x, y),
    });
    draft.layout.push({
      piece: piece!,
      rotation: move.rotation,
      // + 0 turns a move's -0 into 0, so the state equals itself read back from JSON (which writes -0 as 0).
      x: move.x + 0,
      y: move.y + 0,
      player: move.player,
      points: 0,
    });
    if (hand.length === 0) finishClassic(draft, 'domino', events);
    else nextClassicTurn(draft, events);
  },
};

/** Who moves in Block, Draw and Blind Hughie: the seat to move, nobody once over. */
export function turnActivePlayers(state: { readonly over: boolean; readonly turn: Seat }): Seat[] {
  return state.over ? [] : [state.turn];
}

/** Every legal Block or Draw move: the plays; else a draw while the boneyard lasts; else a pass. */
export function classicLegalMoves(state: ClassicState, player: Seat): DominoSquaresDrawMove[] {
  const plays: DominoSquaresDrawMove[] = listSquarePlacements(state.layout, state.hands[player]!, player).map(
    (p) => p.move,
  );
  if (state.mayKeep) return [...plays, { type: 'pass', player }];
  if (plays.length > 0) return plays;
  if (state.boneyard.length > 0) return [{ type: 'draw', player }];
  return [{ type: 'pass', player }];
}

/** Block and Draw: scores 0 until the end, then the count's. */
export function classicOutcome(state: ClassicState): Outcome {
  if (!state.over) return { over: false, scores: new Array<number>(state.players).fill(0), winners: [] };
  return { over: true, scores: state.scores, winners: state.winners };
}

/** A bound on the moves left in any Block or Draw game from this state's setup. */
export function classicMoveBound(state: ClassicState): number {
  // N pieces in all. Plays ≤ N and draws ≤ N (each removes a piece from a hand
  // or the boneyard for good); keeps (variant passes) ≤ draws. Any other pass
  // needs an empty boneyard and changes nothing, and every turn starts with
  // someone able to play (else the game ends in a block), so at most
  // players − 1 such passes come before each play, and none after the last.
  const pieces = state.layout.length + state.boneyard.length + state.outOfPlay.length;
  const n = state.hands.reduce((sum, hand) => sum + hand.length, pieces);
  return (n + 1) * (state.players + 3);
}
