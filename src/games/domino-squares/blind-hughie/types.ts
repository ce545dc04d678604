/**
 * Blind Hughie: the types only.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { Message } from '../../../core/message.js';
import type { DominoSquaresPlay, PlacedSquaresPiece } from '../shared/layout.js';
import type { DominoSquaresPiece } from '../shared/pieces.js';
import type {
  SquaresBlockedEvent,
  SquaresGameOverEvent,
  SquaresPlayEvent,
  SquaresTurnEndEvent,
} from '../shared/types.js';

/**
 * Options of Blind Hughie played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * blindHughie.setup({ seed: 1, players: 3, eitherEnd: true, idleRounds: 1 });
 * ```
 */
export interface BlindHughieOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /**
   * The seat that plays first (ruling 10 of `docs/rules/domino-squares.md`: the
   * oldest player, seat 0 unless told).
   */
  readonly firstPlayer: number;
  /** The printed variant: after his first turn a player may turn over either end of his row. */
  readonly eitherEnd: boolean;
  /**
   * The long stop (ruling 17 of `docs/rules/domino-squares.md`, changed in
   * R2): the game is blocked as soon as no player can make a play (no piece
   * of any row fits), and also when every player has had this many turns in a
   * row without playing a piece (`idleRounds × players` playless turns in a
   * row). 1 to 9, default 9: a row holds at most 9 pieces, so without the
   * either-end variant this never ends a game in which a player can still
   * play. `idleRounds: 2` gives R1's reading of "two successive turns".
   */
  readonly idleRounds: number;
  /**
   * Who wins when a player goes out (ruling 28 of
   * `docs/rules/domino-squares.md`): `'wins'` (the default) — the player who
   * went out wins outright and scores the pips left in every other hand;
   * `'fewest-pips'` (R1) — the hands are counted as after a block, so an
   * opponent left with only 0-pip pieces ties him.
   */
  readonly goingOut: 'wins' | 'fewest-pips';
  /**
   * What a seat's view shows its owner of the pieces in its row that it has
   * turned over and put back face down: `'perfect'` (the default: every one,
   * as if it never forgot; what bots use) or `'none'` (the seed's reading for
   * people: face down is face down, even to its owner, so "a player who
   * memorizes the piece placed on the right" has to remember it). The web
   * table's variants play `'none'`.
   */
  readonly memory: 'none' | 'perfect';
}

/**
 * One piece of a player's row.
 *
 * @example
 * ```ts
 * blindHughie.setup({ seed: 1 }).rows[0]![0]; // e.g. { piece, faceUp: false, seen: false }: dealt face down
 * ```
 */
export interface BlindHughieRowPiece {
  /** The piece. */
  readonly piece: DominoSquaresPiece;
  /** Face up (a piece with a wild square that could not be played); anyone may see it. */
  readonly faceUp: boolean;
  /** Its owner has turned it over before (and remembers it). */
  readonly seen: boolean;
}

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
 *
 * @example
 * ```ts
 * const state: BlindHughieState = blindHughie.setup({ seed: 1 });
 * state.rows[0]!.length; // 9
 * ```
 */
export interface BlindHughieState {
  /** Number of seats. */
  readonly players: number;
  /** The seeded generator's state. */
  readonly rng: readonly number[];
  /** The rules in play; `pieces` is the whole set (public: every player knows what the box holds). */
  readonly options: {
    /** The seat that played first. */
    readonly firstPlayer: number;
    /** Whether either end of a row may be turned over after a player's first turn. */
    readonly eitherEnd: boolean;
    /**
     * Rounds of playless turns that block the game (the long stop, ruling 17 of
     * `docs/rules/domino-squares.md`).
     */
    readonly idleRounds: number;
    /**
     * Who wins when a player goes out (ruling 28 of
     * `docs/rules/domino-squares.md`).
     */
    readonly goingOut: 'wins' | 'fewest-pips';
    /** What a seat's view shows of its own face-down pieces (absent in states saved before R2: `'perfect'`). */
    readonly memory?: 'none' | 'perfect';
    /** The whole piece set. */
    readonly pieces: readonly DominoSquaresPiece[];
  };
  /** The layout, starter first; pieces score nothing in this game (`points` 0). */
  readonly layout: readonly PlacedSquaresPiece[];
  /** Each seat's row, left end first. */
  readonly rows: readonly (readonly BlindHughieRowPiece[])[];
  /** The pieces set aside face down. */
  readonly outOfPlay: readonly DominoSquaresPiece[];
  /** The seat to move. */
  readonly turn: Seat;
  /** The piece just turned over, which fits and must be played now; `null` otherwise. */
  readonly turned: DominoSquaresPiece | null;
  /** Turns each seat has finished. */
  readonly turnsTaken: readonly number[];
  /** Whether the player to move has played a piece this turn. */
  readonly playedThisTurn: boolean;
  /** Finished turns in a row in which no piece was played. */
  readonly idleTurns: number;
  /** How the game ended: a row played out (`'out'`) or nobody played long enough (`'block'`). */
  readonly ended: 'out' | 'block' | null;
  /** Pips left in each row when the game ended (empty before). */
  readonly pips: readonly number[];
  /** Points each seat won (all 0 until the end). */
  readonly scores: readonly number[];
  /** The seats with the fewest pips once over (empty before). */
  readonly winners: readonly Seat[];
  /** Whether the game has ended. */
  readonly over: boolean;
}

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
export interface BlindHughieTurnOver {
  /** The move's kind. */
  readonly type: 'turn-over';
  /** The seat turning a piece over. */
  readonly player: Seat;
  /** Which end of the row. */
  readonly end: 'left' | 'right';
}

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
export interface BlindHughieView {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** Number of seats. */
  readonly players: number;
  /** The rules in play, with the whole piece set. */
  readonly options: BlindHughieState['options'];
  /** The layout, starter first. */
  readonly layout: readonly PlacedSquaresPiece[];
  /** Every row, left end first; hidden pieces are `null` (all shown once the game is over). */
  readonly rows: readonly (readonly BlindHughieRowView[])[];
  /** How many pieces are out of play. */
  readonly outOfPlaySize: number;
  /** The seat to move. */
  readonly turn: Seat;
  /** The piece just turned over, which must be played; `null` otherwise. */
  readonly turned: DominoSquaresPiece | null;
  /** Turns each seat has finished. */
  readonly turnsTaken: readonly number[];
  /** Whether the player to move has played a piece this turn. */
  readonly playedThisTurn: boolean;
  /** Finished turns in a row in which no piece was played. */
  readonly idleTurns: number;
  /** How the game ended, or `null` while it goes on. */
  readonly ended: 'out' | 'block' | null;
  /** Pips left in each row when the game ended (empty before). */
  readonly pips: readonly number[];
  /** Points each seat won (all 0 until the end). */
  readonly scores: readonly number[];
  /** The seats with the fewest pips once over (empty before). */
  readonly winners: readonly Seat[];
  /** Whether the game has ended. */
  readonly over: boolean;
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
