/**
 * The types of the four games played with Domino Squares pieces (Domino
 * Squares, Block, Draw, Blind Hughie): their options, states, moves and
 * views, and the small records the flow passes around. No runtime code.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { DominoSquaresPlay, PlacedSquaresPiece } from './layout.js';

export type { DominoSquaresPlay } from './layout.js';

import type { DominoSquaresCommand, DominoSquaresPiece } from './pieces.js';

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

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
 * Options of Block played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresBlock.setup({ seed: 1, players: 4, firstPlayer: 2 });
 * ```
 */
export interface DominoSquaresBlockOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The seat that plays first (ruling 10: the oldest player, seat 0 unless told). */
  readonly firstPlayer: number;
  /**
   * Who wins when a player goes out (issue 14, ruling 28): `'wins'` (the
   * default) — the player who went out wins outright and scores the pips
   * left in every other hand; `'fewest-pips'` (R1) — the hands are counted
   * as after a block, so an opponent left with only 0-pip pieces ties him.
   */
  readonly goingOut: 'wins' | 'fewest-pips';
}

/**
 * Options of Draw played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresDraw.setup({ seed: 1, drawRule: 'one' });
 * ```
 */
export interface DominoSquaresDrawOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 7 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /** The seat that plays first (ruling 10: the oldest player, seat 0 unless told). */
  readonly firstPlayer: number;
  /**
   * `'until-playable'` (the rules): a player who cannot play draws piece after
   * piece until one can be played. `'one'` (the printed variant): draw one
   * piece, play it at once if it fits and you wish, else keep it; the turn ends.
   */
  readonly drawRule: 'until-playable' | 'one';
  /**
   * Who wins when a player goes out (issue 14, ruling 28): `'wins'` (the
   * default) — the player who went out wins outright and scores the pips
   * left in every other hand; `'fewest-pips'` (R1) — the hands are counted
   * as after a block, so an opponent left with only 0-pip pieces ties him.
   */
  readonly goingOut: 'wins' | 'fewest-pips';
}

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
  /** The seat that plays first (ruling 10: the oldest player, seat 0 unless told). */
  readonly firstPlayer: number;
  /** The printed variant: after his first turn a player may turn over either end of his row. */
  readonly eitherEnd: boolean;
  /**
   * The long stop (ruling 17, changed in R2): the game is blocked as soon as
   * no player can make a play (no piece of any row fits), and also when every
   * player has had this many turns in a row without playing a piece
   * (`idleRounds × players` playless turns in a row). 1 to 9, default 9: a
   * row holds at most 9 pieces, so without the either-end variant this never
   * ends a game in which a player can still play. `idleRounds: 2` gives R1's
   * reading of "two successive turns".
   */
  readonly idleRounds: number;
  /**
   * Who wins when a player goes out (issue 14, ruling 28): `'wins'` (the
   * default) — the player who went out wins outright and scores the pips
   * left in every other hand; `'fewest-pips'` (R1) — the hands are counted
   * as after a block, so an opponent left with only 0-pip pieces ties him.
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

// ---------------------------------------------------------------------------
// Moves shared by the games
// ---------------------------------------------------------------------------

/**
 * Take the top piece of the draw pile (or boneyard).
 *
 * @example
 * ```ts
 * const move: DominoSquaresDraw = { type: 'draw', player: 1 };
 * ```
 */
export interface DominoSquaresDraw {
  /** The move's kind. */
  readonly type: 'draw';
  /** The seat drawing. */
  readonly player: Seat;
}

/**
 * End your turn without playing: when you cannot play and may not draw, or
 * to keep a piece you just drew (or to decline a Play Again).
 *
 * @example
 * ```ts
 * const move: DominoSquaresPass = { type: 'pass', player: 2 };
 * ```
 */
export interface DominoSquaresPass {
  /** The move's kind. */
  readonly type: 'pass';
  /** The seat passing. */
  readonly player: Seat;
}

// ---------------------------------------------------------------------------
// Domino Squares
// ---------------------------------------------------------------------------

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
  /** The player who ran out of pieces, or `null` when the round blocked (ruling 13). */
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
 * A fact a seat remembers (ruling 25): `by` gave or passed the piece `piece`
 * to `holder`, who still holds it as far as `by` can tell. Facts last until
 * the piece is played, until `holder` gives or passes a piece that `by` did
 * not see, or until the round ends.
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
  /** What seats remember of other hands this round: the pieces they gave or passed (ruling 25). */
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
 * const move: DominoSquaresGive = { type: 'give', player: 0, to: 2, piece: 'p31' };
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
 * const move: DominoSquaresDirection = { type: 'direction', player: 1, toward: 'right' };
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
 * const move: DominoSquaresPassPiece = { type: 'pass-piece', player: 3, piece: 'p05' };
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
 * const move: DominoSquaresMove = { type: 'direction', player: 0, toward: 'left' };
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
  /** The pieces the viewer gave or passed and knows where they are (ruling 25); empty for a spectator. */
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

// ---------------------------------------------------------------------------
// Block and Draw
// ---------------------------------------------------------------------------

/**
 * The state of Block or Draw with Domino Squares pieces (plain, frozen JSON).
 *
 * @example
 * ```ts
 * const state: DominoSquaresClassicState = dominoSquaresDraw.setup({ seed: 1 });
 * state.boneyard.length; // 48 - 15
 * ```
 */
export interface DominoSquaresClassicState {
  /** Number of seats. */
  readonly players: number;
  /** The seeded generator's state. */
  readonly rng: readonly number[];
  /** Which of the two games. */
  readonly game: 'block' | 'draw';
  /** Block has no `drawRule` (no boneyard); `pieces` is the whole set (public). */
  readonly options: {
    /** The seat that played first. */
    readonly firstPlayer: number;
    /** Draw's draw rule; absent in Block (its options have none, changed in R2 so that `parseState` can check them). */
    readonly drawRule?: 'until-playable' | 'one';
    /** Who wins when a player goes out (ruling 28). */
    readonly goingOut: 'wins' | 'fewest-pips';
    /** The whole piece set. */
    readonly pieces: readonly DominoSquaresPiece[];
  };
  /** The layout, starter first; pieces score nothing in these games (`points` 0). */
  readonly layout: readonly PlacedSquaresPiece[];
  /** Each seat's hidden hand. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[];
  /** Draw: the face-down boneyard, top first. Block: always empty. */
  readonly boneyard: readonly DominoSquaresPiece[];
  /** Block: the pieces put out of play, face down. Draw: always empty. */
  readonly outOfPlay: readonly DominoSquaresPiece[];
  /** The seat to move; meaningless once `over`. */
  readonly turn: Seat;
  /** Draw, variant `'one'`: the player drew a piece that fits and may play it or keep it (pass). */
  readonly mayKeep: boolean;
  /** How the game ended: a player went out (`'domino'`) or nobody could play (`'block'`). */
  readonly ended: 'domino' | 'block' | null;
  /** Pips left in each hand when the game ended (empty before). */
  readonly pips: readonly number[];
  /** Points each seat won (all 0 until the end). */
  readonly scores: readonly number[];
  /** The winners once over: the player who went out (ruling 28), else the fewest pips (empty before). */
  readonly winners: readonly Seat[];
  /** Whether the game has ended. */
  readonly over: boolean;
}

/**
 * A move of Block with Domino Squares pieces.
 *
 * @example
 * ```ts
 * const move: DominoSquaresBlockMove = { type: 'pass', player: 1 };
 * ```
 */
export type DominoSquaresBlockMove = DominoSquaresPlay | DominoSquaresPass;

/**
 * A move of Draw with Domino Squares pieces.
 *
 * @example
 * ```ts
 * const move: DominoSquaresDrawMove = { type: 'draw', player: 0 };
 * ```
 */
export type DominoSquaresDrawMove = DominoSquaresPlay | DominoSquaresDraw | DominoSquaresPass;

/**
 * What one seat (or a spectator) sees of Block or Draw.
 *
 * @example
 * ```ts
 * const view: DominoSquaresClassicView = dominoSquaresBlock.view(state, 0);
 * view.myHand.length; // 9 at the start
 * ```
 */
export interface DominoSquaresClassicView {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** Number of seats. */
  readonly players: number;
  /** Which of the two games. */
  readonly game: 'block' | 'draw';
  /** The rules in play, with the whole piece set. */
  readonly options: DominoSquaresClassicState['options'];
  /** The layout, starter first. */
  readonly layout: readonly PlacedSquaresPiece[];
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly DominoSquaresPiece[];
  /** How many pieces each seat holds. */
  readonly handSizes: readonly number[];
  /** How many pieces the boneyard holds (Draw). */
  readonly boneyardSize: number;
  /** How many pieces are out of play (Block). */
  readonly outOfPlaySize: number;
  /** The seat to move. */
  readonly turn: Seat;
  /** Draw, variant `'one'`: the player to move may play or keep the piece just drawn. */
  readonly mayKeep: boolean;
  /** Every hand, once the game is over and hands are exposed; `null` before. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[] | null;
  /** How the game ended, or `null` while it goes on. */
  readonly ended: 'domino' | 'block' | null;
  /** Pips left in each hand when the game ended (empty before). */
  readonly pips: readonly number[];
  /** Points each seat won (all 0 until the end). */
  readonly scores: readonly number[];
  /** The seats with the fewest pips once over (empty before). */
  readonly winners: readonly Seat[];
  /** Whether the game has ended. */
  readonly over: boolean;
}

// ---------------------------------------------------------------------------
// Blind Hughie
// ---------------------------------------------------------------------------

/**
 * One piece of a player's row.
 *
 * @example
 * ```ts
 * const entry: BlindHughieRowPiece = { piece: DOMINO_SQUARES_SET[0]!, faceUp: false, seen: true };
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
    /** Rounds of playless turns that block the game (the long stop, ruling 17). */
    readonly idleRounds: number;
    /** Who wins when a player goes out (ruling 28). */
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
 * const move: BlindHughieTurnOver = { type: 'turn-over', player: 0, end: 'left' };
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
 * const move: BlindHughieMove = { type: 'turn-over', player: 0, end: 'left' };
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

// ---------------------------------------------------------------------------
// Events (what happened in a move, as one seat may see it)
// ---------------------------------------------------------------------------

/**
 * A piece was placed (public: it lies face up on the layout).
 *
 * @example
 * ```ts
 * // { type: 'play', player: 0, piece: { id: 'p07', squares: ['blank', 6, 1, 6] }, rotation: 2, x: 1, y: 0, points: 7,
 * //   text: 'Seat 0 plays p07 .-6-1-6 turned 2 at (1, 0), scoring 7.' }
 * ```
 */
export interface SquaresPlayEvent {
  /** The event's type. */
  readonly type: 'play';
  /** The seat playing. */
  readonly player: Seat;
  /** The piece placed. */
  readonly piece: DominoSquaresPiece;
  /** Its clockwise quarter turns. */
  readonly rotation: number;
  /** Its cell's column. */
  readonly x: number;
  /** Its cell's row. */
  readonly y: number;
  /** What its scoring side scored (Domino Squares; 0 in the other games). */
  readonly points: number;
  /** One line for people. */
  readonly text: string;
}

/**
 * A piece was drawn. `piece` is told only to the drawer; everyone learns whether it fits (the turn goes on or not).
 *
 * @example
 * ```ts
 * // to the drawer: { type: 'draw', player: 1, cause: 'choice', fits: true, piece: { id: 'p12', … }, text: 'Seat 1 draws p12 3-5-6-1: it fits.' }
 * // to others:     { type: 'draw', player: 1, cause: 'choice', fits: true, text: 'Seat 1 draws a piece: it fits.' }
 * ```
 */
export interface SquaresDrawEvent {
  /** The event's type. */
  readonly type: 'draw';
  /** The seat drawing. */
  readonly player: Seat;
  /** Why: by choice or because he could not play (Domino Squares), forced (Draw), or a Draw 1 command. */
  readonly cause: 'choice' | 'cannot-play' | 'draw-1';
  /** Whether the piece drawn fits the layout. */
  readonly fits: boolean;
  /** The piece, for the drawer only. */
  readonly piece?: DominoSquaresPiece;
  /** One line for people. */
  readonly text: string;
}

/**
 * A player passed: by his own move (`automatic: false`: cannot play, keeps a
 * drawn piece, stops a Play Again) or because the rules ended his turn
 * (`automatic: true`: the piece drawn does not fit, the boneyard ran out).
 *
 * @example
 * ```ts
 * // { type: 'pass', player: 2, automatic: false, reason: 'keep', text: 'Seat 2 keeps the piece drawn and ends the turn.' }
 * ```
 */
export interface SquaresPassEvent {
  /** The event's type. */
  readonly type: 'pass';
  /** The seat passing. */
  readonly player: Seat;
  /** Whether the rules passed for him. */
  readonly automatic: boolean;
  /** Why. */
  readonly reason: 'cannot-play' | 'keep' | 'stop' | 'drawn-unplayable' | 'boneyard-empty';
  /** One line for people. */
  readonly text: string;
}

/**
 * Domino Squares: the command of the piece just played takes effect (`skipped`: the seat that loses its turn).
 *
 * @example
 * ```ts
 * // { type: 'command', player: 0, command: 'skip', skipped: 1, text: 'Skip: seat 1 loses the turn.' }
 * ```
 */
export interface SquaresCommandEvent {
  /** The event's type. */
  readonly type: 'command';
  /** The seat that played the command. */
  readonly player: Seat;
  /** The command. */
  readonly command: DominoSquaresCommand;
  /** Skip: the seat skipped. */
  readonly skipped?: Seat;
  /** One line for people. */
  readonly text: string;
}

/**
 * Give 1: a piece went from `player` to `to`; which one is told only to those two.
 *
 * @example
 * ```ts
 * // { type: 'give', player: 0, to: 2, text: 'Seat 0 gives seat 2 a piece.' }
 * ```
 */
export interface SquaresGiveEvent {
  /** The event's type. */
  readonly type: 'give';
  /** The giver. */
  readonly player: Seat;
  /** The receiver. */
  readonly to: Seat;
  /** The piece, for the giver and the receiver only. */
  readonly piece?: DominoSquaresPiece;
  /** One line for people. */
  readonly text: string;
}

/**
 * All Pass 1: the direction chosen.
 *
 * @example
 * ```ts
 * // { type: 'direction', player: 1, toward: 'left', text: 'Seat 1 sends the pieces left.' }
 * ```
 */
export interface SquaresDirectionEvent {
  /** The event's type. */
  readonly type: 'direction';
  /** The seat that played All Pass 1. */
  readonly player: Seat;
  /** Which way every piece goes. */
  readonly toward: 'left' | 'right';
  /** One line for people. */
  readonly text: string;
}

/**
 * All Pass 1: a seat chose the piece it passes (the piece told only to that seat).
 *
 * @example
 * ```ts
 * // { type: 'pass-piece', player: 2, text: 'Seat 2 has chosen a piece to pass.' }
 * ```
 */
export interface SquaresPassPieceEvent {
  /** The event's type. */
  readonly type: 'pass-piece';
  /** The seat choosing. */
  readonly player: Seat;
  /** The piece, for that seat only. */
  readonly piece?: DominoSquaresPiece;
  /** One line for people. */
  readonly text: string;
}

/**
 * All Pass 1: every seat has chosen; the pieces change hands. `gave` and
 * `received` are the viewer's own (absent for a spectator).
 *
 * @example
 * ```ts
 * // { type: 'exchange', toward: 'left', gave: { id: 'p05', … }, received: { id: 'p31', … }, text: 'The pieces pass left: you gave p05 …, you received p31 ….' }
 * ```
 */
export interface SquaresExchangeEvent {
  /** The event's type. */
  readonly type: 'exchange';
  /** Which way the pieces went. */
  readonly toward: 'left' | 'right';
  /** The piece the viewer passed. */
  readonly gave?: DominoSquaresPiece;
  /** The piece the viewer received. */
  readonly received?: DominoSquaresPiece;
  /** One line for people. */
  readonly text: string;
}

/**
 * A turn ended (Domino Squares: after a play, a pass, a command or a draw
 * that does not fit; Blind Hughie: after a piece that does not fit). `next`
 * is the seat to move, `null` when the round or game ended with it;
 * `skipped` the seat a Skip passed over.
 *
 * @example
 * ```ts
 * // { type: 'turn-end', player: 0, next: 1, text: 'Seat 0\'s turn ends; seat 1 to move.' }
 * ```
 */
export interface SquaresTurnEndEvent {
  /** The event's type. */
  readonly type: 'turn-end';
  /** The seat whose turn ended. */
  readonly player: Seat;
  /** The seat to move next, or `null`. */
  readonly next: Seat | null;
  /** Skip: the seat passed over. */
  readonly skipped?: Seat;
  /** Blind Hughie: playless turns in a row after this one. */
  readonly idleTurns?: number;
  /** One line for people. */
  readonly text: string;
}

/**
 * The round (Domino Squares) or game was blocked: nobody can make a play
 * (`'nobody-can-play'`), or Blind Hughie's long stop (`'idle-turns'`, ruling 17).
 *
 * @example
 * ```ts
 * // { type: 'blocked', reason: 'nobody-can-play', text: 'Blocked: nobody can make a play.' }
 * ```
 */
export interface SquaresBlockedEvent {
  /** The event's type. */
  readonly type: 'blocked';
  /** Why. */
  readonly reason: 'nobody-can-play' | 'idle-turns';
  /** One line for people. */
  readonly text: string;
}

/**
 * Domino Squares: a round ended and was scored.
 *
 * @example
 * ```ts
 * // { type: 'round-end', round: 0, winner: 1, bonus: [0, 24], playPoints: [31, 27], totals: [31, 51], text: 'Round 1 ends: …' }
 * ```
 */
export interface SquaresRoundEndEvent {
  /** The event's type. */
  readonly type: 'round-end';
  /** The round, from 0. */
  readonly round: number;
  /** The seat that went out, or `null` when the round blocked. */
  readonly winner: Seat | null;
  /** The going-out bonus per seat. */
  readonly bonus: readonly number[];
  /** Points each seat scored with scoring sides this round. */
  readonly playPoints: readonly number[];
  /** Totals after the round. */
  readonly totals: readonly number[];
  /** One line for people. */
  readonly text: string;
}

/**
 * Domino Squares: a new round was dealt. `hand` is the viewer's own new hand.
 *
 * @example
 * ```ts
 * // { type: 'round-start', round: 1, player: 2, starter: { id: 'p19', … }, handSizes: [7, 7, 7], text: 'Round 2 of 3: …' }
 * ```
 */
export interface SquaresRoundStartEvent {
  /** The event's type. */
  readonly type: 'round-start';
  /** The round, from 0. */
  readonly round: number;
  /** The seat that leads it. */
  readonly player: Seat;
  /** The new starter (face up). */
  readonly starter: DominoSquaresPiece;
  /** Pieces dealt to each seat. */
  readonly handSizes: readonly number[];
  /** The viewer's own hand. */
  readonly hand?: readonly DominoSquaresPiece[];
  /** One line for people. */
  readonly text: string;
}

/**
 * The game is over: how it ended (`'rounds'` in Domino Squares), the pips
 * left (Block, Draw, Blind Hughie; every hand is then exposed), the scores and
 * the winners.
 *
 * @example
 * ```ts
 * // { type: 'game-over', ended: 'domino', pips: [0, 12], scores: [12, 0], winners: [0], text: 'Game over: seat 0 went out and wins 12.' }
 * ```
 */
export interface SquaresGameOverEvent {
  /** The event's type. */
  readonly type: 'game-over';
  /** How it ended. */
  readonly ended: 'rounds' | 'domino' | 'out' | 'block';
  /** Pips left in each hand or row (empty in Domino Squares). */
  readonly pips: readonly number[];
  /** Final scores. */
  readonly scores: readonly number[];
  /** The winners. */
  readonly winners: readonly Seat[];
  /** One line for people. */
  readonly text: string;
}

/**
 * Blind Hughie: a piece was turned over. It is shown to everyone when it
 * fits (it must be played) or goes back face up (a wild); otherwise only to
 * its owner (ruling 18).
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

/**
 * Something that happened in a Block or Draw move (see `dominoSquaresBlock.step`, `dominoSquaresDraw.step`).
 *
 * @example
 * ```ts
 * const { events } = dominoSquaresDraw.step(state, { type: 'draw', player: 0 }, 0);
 * ```
 */
export type DominoSquaresClassicEvent =
  | SquaresPlayEvent
  | SquaresDrawEvent
  | SquaresPassEvent
  | SquaresBlockedEvent
  | SquaresGameOverEvent;

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

// ---------------------------------------------------------------------------
// Records the flow passes around (internal)
// ---------------------------------------------------------------------------

/** A shuffled deal: each hand, the starter, and the rest (draw pile or out of play). */
export interface SquaresDeal {
  /** Each seat's pieces. */
  hands: DominoSquaresPiece[][];
  /** The piece turned up to start the layout. */
  starter: DominoSquaresPiece;
  /** The pieces left: the draw pile, the boneyard, or out of play. */
  rest: DominoSquaresPiece[];
}

/** What a Block-style count gives: each seat's pips in hand, points won, winners. */
export interface FewestPipsResult {
  /** Pips in each hand. */
  readonly pips: number[];
  /** Points each seat won. */
  readonly scores: number[];
  /** The seats with the fewest pips. */
  readonly winners: Seat[];
}

/**
 * One thing a move of the four games did, as the rules emit it while they
 * run, with everything known (hidden pieces included): each event without
 * its text, except where the text or the viewer's part needs more (a
 * command says whether there was `more` to it: a piece to draw for Draw 1,
 * another play for Play Again; an exchange holds every seat's piece passed;
 * a deal every seat's hand; a turned-over piece whether all see it).
 * `events.ts` tells each viewer its part.
 *
 * @example
 * ```ts
 * events.emit({ type: 'direction', player: 0, toward: 'left' });
 * ```
 */
export type SquaresHappening =
  | Omit<SquaresPlayEvent, 'text'>
  | {
      readonly type: 'draw';
      readonly player: Seat;
      readonly cause: SquaresDrawEvent['cause'];
      readonly fits: boolean;
      readonly piece: DominoSquaresPiece;
    }
  | Omit<SquaresPassEvent, 'text'>
  | {
      readonly type: 'command';
      readonly player: Seat;
      readonly command: DominoSquaresCommand;
      readonly skipped?: Seat;
      readonly more: boolean;
    }
  | { readonly type: 'give'; readonly player: Seat; readonly to: Seat; readonly piece: DominoSquaresPiece }
  | Omit<SquaresDirectionEvent, 'text'>
  | { readonly type: 'pass-piece'; readonly player: Seat; readonly piece: DominoSquaresPiece }
  | {
      readonly type: 'exchange';
      readonly toward: 'left' | 'right';
      readonly passed: readonly (DominoSquaresPiece | null)[];
    }
  | Omit<SquaresTurnEndEvent, 'text'>
  | { readonly type: 'blocked'; readonly reason: SquaresBlockedEvent['reason']; readonly turns: number }
  | Omit<SquaresRoundEndEvent, 'text'>
  | {
      readonly type: 'round-start';
      readonly round: number;
      readonly rounds: number;
      readonly player: Seat;
      readonly starter: DominoSquaresPiece;
      readonly hands: readonly (readonly DominoSquaresPiece[])[];
    }
  | Omit<SquaresGameOverEvent, 'text'>
  | {
      readonly type: 'turn-over';
      readonly player: Seat;
      readonly end: 'left' | 'right';
      readonly fits: boolean;
      readonly faceUp: boolean;
      readonly piece: DominoSquaresPiece;
      readonly shown: boolean;
    };
