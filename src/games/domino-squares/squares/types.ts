/**
 * Domino Squares: the types only.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { DominoSquaresPlay, PlacedSquaresPiece } from '../shared/layout.js';
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

/**
 * Options of Domino Squares.
 *
 * @example
 * ```ts
 * dominoSquares.setup({ seed: 1, players: 3, firstPlayer: 2, rounds: 1 });
 * ```
 */
export interface DominoSquaresOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least a hand per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The oldest player's seat, who leads the first round (default 0). */
  readonly firstPlayer: number;
  /** Rounds in a game: 3 in the rules; 1 to 10. */
  readonly rounds: number;
}

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
export type DominoSquaresPhase = 'play' | 'drawn' | 'again' | 'give' | 'direction' | 'passing';

/**
 * How one round ended.
 *
 * @example
 * ```ts
 * const last: DominoSquaresRoundResult | undefined = state.results.at(-1);
 * last?.bonus; // e.g. [0, 27, 0]
 * ```
 */
export interface DominoSquaresRoundResult {
  /**
   * The player who ran out of pieces, or `null` when the round blocked (ruling 13 of
   * `docs/rules/domino-squares.md`).
   */
  readonly winner: Seat | null;
  /** Who led the round. */
  readonly leader: Seat;
  /** The finished layout. */
  readonly layout: readonly PlacedSquaresPiece[];
  /** The hands left, exposed for the count. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[];
  /** Points each seat scored with scoring sides this round. */
  readonly playPoints: readonly number[];
  /** The going-out bonus: 10 + 2 per ordinary and 3 per command piece in the other hands. */
  readonly bonus: readonly number[];
}

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
export interface DominoSquaresKnownPiece {
  /** The seat that gave or passed the piece, and remembers it. */
  readonly by: Seat;
  /** The seat holding it, as far as `by` can tell. */
  readonly holder: Seat;
  /** The piece's id. */
  readonly piece: string;
}

/**
 * The whole state of a Domino Squares game (plain, frozen JSON).
 *
 * @example
 * ```ts
 * const state: DominoSquaresState = dominoSquares.setup({ seed: 1 });
 * state.hands[0]!.length; // 7
 * ```
 */
export interface DominoSquaresState {
  /** Number of seats. */
  readonly players: number;
  /** The seeded generator's state (deals of later rounds). */
  readonly rng: readonly number[];
  /** The rules in play; `pieces` is the whole set (public: every player knows what the box holds). */
  readonly options: {
    /** The seat that led the first round. */
    readonly firstPlayer: number;
    /** Rounds in the game. */
    readonly rounds: number;
    /** The whole piece set. */
    readonly pieces: readonly DominoSquaresPiece[];
  };
  /** The round being played, from 0. */
  readonly round: number;
  /** Who led this round. */
  readonly leader: Seat;
  /** Whose turn it is (the player of the command during `'give'`, `'direction'` and `'passing'`). */
  readonly turn: Seat;
  /** Where the turn stands. */
  readonly phase: DominoSquaresPhase;
  /** The layout, starter first, then every piece in the order played. */
  readonly layout: readonly PlacedSquaresPiece[];
  /** Each seat's hidden hand. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[];
  /** The face-down draw pile, top first. */
  readonly pile: readonly DominoSquaresPiece[];
  /** In `'drawn'`: the id of the piece just drawn, the only one that may be played now. */
  readonly drawn: string | null;
  /** All Pass 1: the chosen direction. */
  readonly passDirection: 'left' | 'right' | null;
  /** All Pass 1: each seat's hidden choice (a piece id) until everyone has chosen. */
  readonly passChoices: readonly (string | null)[];
  /**
   * What seats remember of other hands this round: the pieces they gave or passed (ruling 25 of
   * `docs/rules/domino-squares.md`).
   */
  readonly known: readonly DominoSquaresKnownPiece[];
  /** Points from scoring sides this round. */
  readonly roundPoints: readonly number[];
  /** Totals over the game. */
  readonly scores: readonly number[];
  /** How each finished round ended. */
  readonly results: readonly DominoSquaresRoundResult[];
  /** Whether the last round has ended. */
  readonly over: boolean;
}

/**
 * Give 1: give one piece of your hand to another player.
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'give', player: 0, to: 2, piece: 'p31' }); // give 1: seat 0 gives p31 to seat 2
 * ```
 */
export interface DominoSquaresGive {
  /** The move's kind. */
  readonly type: 'give';
  /** The seat that played Give 1. */
  readonly player: Seat;
  /** The seat receiving the piece. */
  readonly to: Seat;
  /** The id of the piece given. */
  readonly piece: string;
}

/**
 * All Pass 1: choose which way the pieces go (left is the next seat).
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'direction', player: 1, toward: 'right' }); // play goes on to the right
 * ```
 */
export interface DominoSquaresDirection {
  /** The move's kind. */
  readonly type: 'direction';
  /** The seat that played All Pass 1. */
  readonly player: Seat;
  /** Which way every piece goes: left is the next seat. */
  readonly toward: 'left' | 'right';
}

/**
 * All Pass 1: the piece you pass, chosen face down; every player chooses at
 * the same time and nobody sees another's choice until all have chosen.
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'pass-piece', player: 3, piece: 'p05' }); // seat 3 passes p05 on
 * ```
 */
export interface DominoSquaresPassPiece {
  /** The move's kind. */
  readonly type: 'pass-piece';
  /** The seat choosing. */
  readonly player: Seat;
  /** The id of the piece it passes. */
  readonly piece: string;
}

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
 * What one seat (or a spectator) sees of a Domino Squares game.
 *
 * @example
 * ```ts
 * const view: DominoSquaresView = dominoSquares.view(state, 0);
 * view.passChosen; // who has chosen a piece during All Pass 1
 * ```
 */
export interface DominoSquaresView {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** Number of seats. */
  readonly players: number;
  /** The rules in play, with the whole piece set. */
  readonly options: DominoSquaresState['options'];
  /** The round being played, from 0. */
  readonly round: number;
  /** Who led this round. */
  readonly leader: Seat;
  /** Whose turn it is. */
  readonly turn: Seat;
  /** Where the turn stands. */
  readonly phase: DominoSquaresPhase;
  /** The layout, starter first. */
  readonly layout: readonly PlacedSquaresPiece[];
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly DominoSquaresPiece[];
  /** How many pieces each seat holds. */
  readonly handSizes: readonly number[];
  /** How many pieces the draw pile holds. */
  readonly pileSize: number;
  /** The piece just drawn, shown only to the player who drew it. */
  readonly drawn: string | null;
  /** All Pass 1: the chosen direction. */
  readonly passDirection: 'left' | 'right' | null;
  /** All Pass 1: who has chosen (not what). */
  readonly passChosen: readonly boolean[];
  /** All Pass 1: the viewer's own choice. */
  readonly myPassChoice: string | null;
  /**
   * The pieces the viewer gave or passed and knows where they are (ruling 25 of
   * `docs/rules/domino-squares.md`); empty for a spectator.
   */
  readonly known: readonly DominoSquaresKnownPiece[];
  /** Points from scoring sides this round. */
  readonly roundPoints: readonly number[];
  /** Totals over the game. */
  readonly scores: readonly number[];
  /** How each finished round ended. */
  readonly results: readonly DominoSquaresRoundResult[];
  /** Whether the last round has ended. */
  readonly over: boolean;
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
