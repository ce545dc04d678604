/**
 * Domino Squares: the types only; the options, the state and the moves inferred from their one
 * declaration in `shape.ts`, the view picking the state's fields it shares.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { Infer, MoveOf } from '../../../core/schema.js';
import type { DominoSquaresPlay } from '../shared/layout.js';
import type { DominoSquaresPiece } from '../shared/pieces.js';
import type {
  DominoSquaresDraw,
  DominoSquaresPass,
  SquaresBlockedEvent,
  SquaresCommandEvent,
  SquaresDirectionEvent,
  SquaresDrawEvent,
  SquaresExchangeEvent,
  SquaresGameOverEvent,
  SquaresGiveEvent,
  SquaresPassEvent,
  SquaresPassPieceEvent,
  SquaresPlayEvent,
  SquaresRoundEndEvent,
  SquaresRoundStartEvent,
  SquaresTurnEndEvent,
} from '../shared/types.js';
import type {
  DOMINO_SQUARES_MOVE_FIELDS,
  DOMINO_SQUARES_OPTIONS,
  DOMINO_SQUARES_STATE,
  KNOWN_PIECE,
  ROUND_RESULT,
} from './shape.js';

/**
 * Options of Domino Squares. Declared once, as `DOMINO_SQUARES_OPTIONS` (`shape.ts`).
 *
 * @example
 * ```ts
 * dominoSquares.setup({ seed: 1, players: 3, firstPlayer: 2, rounds: 1 });
 * ```
 */
export interface DominoSquaresOptions extends Infer<typeof DOMINO_SQUARES_OPTIONS> {}

/**
 * Where a turn stands: `'play'` (play, draw, or pass on an empty pile),
 * `'drawn'` (play the piece just drawn or keep it), `'again'` (Play Again:
 * play another piece or stop), `'give'` (Give 1: choose who and what),
 * `'direction'` (All Pass 1: choose left or right), `'passing'` (All Pass 1:
 * every player chooses a piece to pass, all at once, hidden).
 *
 * @example
 * ```ts
 * if (state.phase === 'passing') console.log('everyone chooses a piece to pass');
 * ```
 */
export type DominoSquaresPhase = DominoSquaresState['phase'];

/**
 * How one round ended.
 *
 * @example
 * ```ts
 * const last: DominoSquaresRoundResult | undefined = state.results.at(-1);
 * last?.bonus; // e.g. [0, 27, 0]
 * ```
 */
export interface DominoSquaresRoundResult extends Infer<typeof ROUND_RESULT> {}

/**
 * A fact a seat remembers (ruling 25 of `docs/rules/domino-squares.md`): `by`
 * gave or passed the piece `piece` to `holder`, who still holds it as far as
 * `by` can tell. Facts last until the piece is played, until `holder` gives
 * or passes a piece that `by` did not see, or until the round ends.
 *
 * @example
 * ```ts
 * const fact: DominoSquaresKnownPiece = { by: 0, holder: 2, piece: 'p31' }; // seat 0 gave p31 to seat 2
 * dominoSquares.view(state, 0).known; // the facts seat 0 remembers
 * ```
 */
export interface DominoSquaresKnownPiece extends Infer<typeof KNOWN_PIECE> {}

/**
 * The whole state of a Domino Squares game (plain, frozen JSON). Declared
 * once, as `DOMINO_SQUARES_STATE` (`shape.ts`).
 *
 * @example
 * ```ts
 * const state: DominoSquaresState = dominoSquares.setup({ seed: 1 });
 * state.hands[0]!.length; // 7
 * ```
 */
export interface DominoSquaresState extends Infer<typeof DOMINO_SQUARES_STATE> {}

/**
 * Give 1: give one piece of your hand to another player.
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'give', player: 0, to: 2, piece: 'p31' }); // give 1: seat 0 gives p31 to seat 2
 * ```
 */
export interface DominoSquaresGive extends MoveOf<'give', typeof DOMINO_SQUARES_MOVE_FIELDS.give> {}

/**
 * All Pass 1: choose which way the pieces go (left is the next seat).
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'direction', player: 1, toward: 'right' }); // play goes on to the right
 * ```
 */
export interface DominoSquaresDirection
  extends MoveOf<'direction', typeof DOMINO_SQUARES_MOVE_FIELDS.direction> {}

/**
 * All Pass 1: the piece you pass, chosen face down; every player chooses at
 * the same time and nobody sees another's choice until all have chosen.
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'pass-piece', player: 3, piece: 'p05' }); // seat 3 passes p05 on
 * ```
 */
export interface DominoSquaresPassPiece
  extends MoveOf<'pass-piece', (typeof DOMINO_SQUARES_MOVE_FIELDS)['pass-piece']> {}

/**
 * A Domino Squares move.
 *
 * @example
 * ```ts
 * dominoSquares.legalMoves(state, 0); // e.g. [{ type: 'direction', player: 0, toward: 'left' }, { … toward: 'right' }]
 * ```
 */
export type DominoSquaresMove =
  | DominoSquaresPlay
  | DominoSquaresDraw
  | DominoSquaresPass
  | DominoSquaresGive
  | DominoSquaresDirection
  | DominoSquaresPassPiece;

/**
 * What one seat (or a spectator) sees of a Domino Squares game: the state's
 * public fields as they are (`drawn` only to the seat that drew it, `known`
 * only the viewer's own facts), the viewer's hand and the sizes of the rest.
 *
 * @example
 * ```ts
 * const view: DominoSquaresView = dominoSquares.view(state, 0);
 * view.passChosen; // who has chosen a piece during All Pass 1
 * ```
 */
export interface DominoSquaresView
  extends Pick<
    DominoSquaresState,
    | 'players'
    | 'options'
    | 'round'
    | 'leader'
    | 'turn'
    | 'phase'
    | 'layout'
    | 'drawn'
    | 'passDirection'
    | 'known'
    | 'roundPoints'
    | 'scores'
    | 'results'
    | 'over'
  > {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly DominoSquaresPiece[];
  /** How many pieces each seat holds. */
  readonly handSizes: readonly number[];
  /** How many pieces the draw pile holds. */
  readonly pileSize: number;
  /** All Pass 1: who has chosen (not what). */
  readonly passChosen: readonly boolean[];
  /** All Pass 1: the viewer's own choice. */
  readonly myPassChoice: string | null;
}

/**
 * Something that happened in a Domino Squares move (see `dominoSquares.step`).
 *
 * @example
 * ```ts
 * const { events } = dominoSquares.step(state, move, 0);
 * for (const event of events) console.log(event.text);
 * ```
 */
export type DominoSquaresEvent =
  | SquaresPlayEvent
  | SquaresDrawEvent
  | SquaresPassEvent
  | SquaresCommandEvent
  | SquaresGiveEvent
  | SquaresDirectionEvent
  | SquaresPassPieceEvent
  | SquaresExchangeEvent
  | SquaresTurnEndEvent
  | SquaresBlockedEvent
  | SquaresRoundEndEvent
  | SquaresRoundStartEvent
  | SquaresGameOverEvent;
