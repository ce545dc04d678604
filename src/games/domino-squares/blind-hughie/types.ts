/**
 * Blind Hughie: the types only; the options, the state and the moves inferred from their one
 * declaration in `shape.ts`, the view picking the state's fields it shares.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { Message } from '../../../core/message.js';
import type { Infer, MoveOf } from '../../../core/schema.js';
import type { DominoSquaresPlay } from '../shared/layout.js';
import type { DominoSquaresPiece } from '../shared/pieces.js';
import type {
  SquaresBlockedEvent,
  SquaresEndFields,
  SquaresGameOverEvent,
  SquaresPlayEvent,
  SquaresTurnEndEvent,
} from '../shared/types.js';
import type {
  BLIND_HUGHIE_MOVE_FIELDS,
  BLIND_HUGHIE_OPTIONS,
  BLIND_HUGHIE_STATE,
  ROW_PIECE,
} from './shape.js';

/**
 * Options of Blind Hughie played with Domino Squares pieces. Declared once,
 * as `BLIND_HUGHIE_OPTIONS` (`shape.ts`).
 *
 * @example
 * ```ts
 * blindHughie.setup({ seed: 1, players: 3, eitherEnd: true, idleRounds: 1 });
 * ```
 */
export interface BlindHughieOptions extends Required<Infer<typeof BLIND_HUGHIE_OPTIONS>> {}

/**
 * One piece of a player's row.
 *
 * @example
 * ```ts
 * blindHughie.setup({ seed: 1 }).rows[0]![0]; // e.g. { piece, faceUp: false, seen: false }: dealt face down
 * ```
 */
export interface BlindHughieRowPiece extends Infer<typeof ROW_PIECE> {}

/**
 * What a viewer sees of one row piece: face-down pieces show `null` unless the viewer owns and has seen it.
 *
 * @example
 * ```ts
 * blindHughie.view(state, 0).rows[0]; // [{ faceUp: false, piece: null }, …]
 * ```
 */
export interface BlindHughieRowView {
  /** Face up: anyone may see it. */
  readonly faceUp: boolean;
  /** The piece, or `null` when the viewer may not see it. */
  readonly piece: DominoSquaresPiece | null;
}

/**
 * The state of Blind Hughie with Domino Squares pieces (plain, frozen JSON).
 * Declared once, as `BLIND_HUGHIE_STATE` (`shape.ts`).
 *
 * @example
 * ```ts
 * const state: BlindHughieState = blindHughie.setup({ seed: 1 });
 * state.rows[0]!.length; // 9
 * ```
 */
export interface BlindHughieState extends Infer<typeof BLIND_HUGHIE_STATE> {}

/**
 * Turn over the piece at an end of your row: the left end, or (variant
 * `eitherEnd`, after your first turn) the right end. If it fits it must be
 * played next; if not, it goes to the right end of the row and the turn ends.
 *
 * @example
 * ```ts
 * blindHughie.apply(state, { type: 'turn-over', player: 0, end: 'left' }); // seat 0 turns over the left end of its row
 * ```
 */
export interface BlindHughieTurnOver
  extends MoveOf<'turn-over', (typeof BLIND_HUGHIE_MOVE_FIELDS)['turn-over']> {}

/**
 * A Blind Hughie move: turn over a piece, or play the turned piece or a face-up piece of your row.
 *
 * @example
 * ```ts
 * blindHughie.legalMoves(state, 0); // e.g. [{ type: 'turn-over', player: 0, end: 'left' }]
 * ```
 */
export type BlindHughieMove = BlindHughieTurnOver | DominoSquaresPlay;

/**
 * What one seat (or a spectator) sees of Blind Hughie.
 *
 * @example
 * ```ts
 * const view: BlindHughieView = blindHughie.view(state, 1);
 * view.turned; // the piece being played, or null
 * ```
 */
export interface BlindHughieView
  extends Pick<
    BlindHughieState,
    | 'players'
    | 'options'
    | 'layout'
    | 'turn'
    | 'turned'
    | 'turnsTaken'
    | 'playedThisTurn'
    | 'idleTurns'
    | SquaresEndFields
  > {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** Every row, left end first; hidden pieces are `null` (all shown once the game is over). */
  readonly rows: readonly (readonly BlindHughieRowView[])[];
  /** How many pieces are out of play. */
  readonly outOfPlaySize: number;
}

/**
 * Blind Hughie: a piece was turned over. It is shown to everyone when it
 * fits (it must be played) or goes back face up (a wild); otherwise only to
 * its owner (ruling 18 of `docs/rules/domino-squares.md`).
 *
 * @example
 * ```ts
 * // to others: { type: 'turn-over', player: 0, end: 'left', fits: false, faceUp: false, text: 'Seat 0 turns over a piece that does not fit; it goes face down to the right end.' }
 * ```
 */
export interface BlindHughieTurnOverEvent {
  /** The event's type. */
  readonly type: 'turn-over';
  /** The seat turning it over. */
  readonly player: Seat;
  /** Which end of the row. */
  readonly end: 'left' | 'right';
  /** Whether it fits (then it must be played). */
  readonly fits: boolean;
  /** Whether it went back face up (an unplayable piece with a wild). */
  readonly faceUp: boolean;
  /** The piece, when the viewer may see it. */
  readonly piece?: DominoSquaresPiece;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * Something that happened in a Blind Hughie move (see `blindHughie.step`).
 *
 * @example
 * ```ts
 * const { events } = blindHughie.step(state, { type: 'turn-over', player: 0, end: 'left' }, 1);
 * ```
 */
export type BlindHughieEvent =
  | BlindHughieTurnOverEvent
  | SquaresPlayEvent
  | SquaresTurnEndEvent
  | SquaresBlockedEvent
  | SquaresGameOverEvent;
