/**
 * The types several Domino Squares games share: the draw and pass moves, the Block and Draw state
 * (inferred from its one declaration in `shape.ts`), moves and view (the state's fields it shares
 * picked from the state), the events and the happenings the rules emit.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { Message } from '../../../core/message.js';
import type { Infer, MoveOf } from '../../../core/schema.js';
import type { DominoSquaresPlay } from './layout.js';
import type { DominoSquaresCommand, DominoSquaresPiece } from './pieces.js';
import type { CLASSIC_STATE, SQUARES_MOVE_FIELDS } from './shape.js';

/**
 * Take the top piece of the draw pile (or boneyard).
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'draw', player: 1 }); // seat 1 draws a piece
 * ```
 */
export interface DominoSquaresDraw extends MoveOf<'draw', typeof SQUARES_MOVE_FIELDS.draw> {}

/**
 * End your turn without playing: when you cannot play and may not draw, or
 * to keep a piece you just drew (or to decline a Play Again).
 *
 * @example
 * ```ts
 * dominoSquaresBlock.apply(state, { type: 'pass', player: 2 }); // refused with must-play if seat 2 can play
 * ```
 */
export interface DominoSquaresPass extends MoveOf<'pass', typeof SQUARES_MOVE_FIELDS.pass> {}

/**
 * The state of Block or Draw with Domino Squares pieces (plain, frozen
 * JSON). Declared once, as `CLASSIC_STATE` (`shape.ts`).
 *
 * @example
 * ```ts
 * const state: DominoSquaresClassicState = dominoSquaresDraw.setup({ seed: 1 });
 * state.boneyard.length; // 48 - 15
 * ```
 */
export interface DominoSquaresClassicState extends Infer<typeof CLASSIC_STATE> {}

/**
 * A move of Block with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresBlock.legalMoves(state, 1); // e.g. [{ type: 'pass', player: 1 }] when nothing fits
 * ```
 */
export type DominoSquaresBlockMove = DominoSquaresPlay | DominoSquaresPass;

/**
 * A move of Draw with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresDraw.legalMoves(state, 0); // e.g. [{ type: 'draw', player: 0 }] when nothing fits
 * ```
 */
export type DominoSquaresDrawMove = DominoSquaresPlay | DominoSquaresDraw | DominoSquaresPass;

/** The end's fields (`endOf` in `shape.ts`), shown in a view as they are in the state. */
export type SquaresEndFields = 'ended' | 'pips' | 'scores' | 'winners' | 'over';

/**
 * What one seat (or a spectator) sees of Block or Draw.
 *
 * @example
 * ```ts
 * const view: DominoSquaresClassicView = dominoSquaresBlock.view(state, 0);
 * view.myHand.length; // 9 at the start
 * ```
 */
export interface DominoSquaresClassicView
  extends Pick<
    DominoSquaresClassicState,
    'players' | 'game' | 'options' | 'layout' | 'turn' | 'mayKeep' | SquaresEndFields
  > {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly DominoSquaresPiece[];
  /** How many pieces each seat holds. */
  readonly handSizes: readonly number[];
  /** How many pieces the boneyard holds (Draw). */
  readonly boneyardSize: number;
  /** How many pieces are out of play (Block). */
  readonly outOfPlaySize: number;
  /** Every hand, once the game is over and hands are exposed; `null` before. */
  readonly hands: readonly (readonly DominoSquaresPiece[])[] | null;
}

/**
 * A piece was placed (public: it lies face up on the layout).
 *
 * @example
 * ```ts
 * // { type: 'play', player: 0, piece: { id: 'p07', squares: ['blank', 6, 1, 6] }, rotation: 2, x: 1, y: 0, points: 7,
 * //   text: 'Seat 0 plays p07 .-6-1-6 turned 2 at row 1, column 2, scoring 7.' }
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * The round (Domino Squares) or game was blocked: nobody can make a play
 * (`'nobody-can-play'`), or Blind Hughie's long stop (`'idle-turns'`, ruling 17
 * of `docs/rules/domino-squares.md`).
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

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
  | (Omit<SquaresPlayEvent, 'text' | 'message'> & {
      /** Where the piece lies as people read the layout: row and column counted from 1 from its top-left piece. */
      readonly at: { readonly row: number; readonly column: number };
    })
  | {
      readonly type: 'draw';
      readonly player: Seat;
      readonly cause: SquaresDrawEvent['cause'];
      readonly fits: boolean;
      readonly piece: DominoSquaresPiece;
    }
  | Omit<SquaresPassEvent, 'text' | 'message'>
  | {
      readonly type: 'command';
      readonly player: Seat;
      readonly command: DominoSquaresCommand;
      readonly skipped?: Seat;
      readonly more: boolean;
    }
  | { readonly type: 'give'; readonly player: Seat; readonly to: Seat; readonly piece: DominoSquaresPiece }
  | Omit<SquaresDirectionEvent, 'text' | 'message'>
  | { readonly type: 'pass-piece'; readonly player: Seat; readonly piece: DominoSquaresPiece }
  | {
      readonly type: 'exchange';
      readonly toward: 'left' | 'right';
      readonly passed: readonly (DominoSquaresPiece | null)[];
    }
  | Omit<SquaresTurnEndEvent, 'text' | 'message'>
  | { readonly type: 'blocked'; readonly reason: SquaresBlockedEvent['reason']; readonly turns: number }
  | Omit<SquaresRoundEndEvent, 'text' | 'message'>
  | {
      readonly type: 'round-start';
      readonly round: number;
      readonly rounds: number;
      readonly player: Seat;
      readonly starter: DominoSquaresPiece;
      readonly hands: readonly (readonly DominoSquaresPiece[])[];
    }
  | Omit<SquaresGameOverEvent, 'text' | 'message'>
  | {
      readonly type: 'turn-over';
      readonly player: Seat;
      readonly end: 'left' | 'right';
      readonly fits: boolean;
      readonly faceUp: boolean;
      readonly piece: DominoSquaresPiece;
      readonly shown: boolean;
    };
