/**
 * The types of Dump Truck: its state, its moves, a seat's view, its options
 * (all but the view inferred from their one declaration in `shape.ts`), its
 * events and happenings. Types only, no runtime code.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { Message } from '../../core/message.js';
import type { Infer, MoveOf } from '../../core/schema.js';
import type { Tile } from '../../core/tiles.js';
import type { TruckChain } from './score-truck.js';
import type {
  DUMP_TRUCK_HELD,
  DUMP_TRUCK_MOVE_FIELDS,
  DUMP_TRUCK_OPTIONS,
  DUMP_TRUCK_PLACEMENT,
  DUMP_TRUCK_STATE,
  DUMP_TRUCK_UNLOAD,
} from './shape.js';

/**
 * Options of Dump Truck. Every one has a default (the seed's main rules and
 * this library's rulings); see `docs/rules/dump-truck.md`.
 *
 * @example
 * ```ts
 * const options: DumpTruckOptions = { ...dumpTruck.defaultOptions, blanks: 'jokers', template: true };
 * dumpTruck.setup({ seed: 1, ...options });
 * ```
 */
export interface DumpTruckOptions extends Infer<typeof DUMP_TRUCK_OPTIONS> {}

/**
 * A domino in a truck. Its first cell is (`row`, `column`); its second is to
 * the right (`'horizontal'`) or below (`'vertical'`). As the player sees it:
 * not `flipped`, the smaller number is on the left (lying) or on top
 * (upright); `flipped`, the larger number is there.
 *
 * Coordinates never change while the domino is in the truck. With a
 * template they are the truck's fixed cells (rows 0–2, columns 0–3).
 * Without one they are relative to the load's first domino, whose first cell
 * is row 0, column 0; later dominoes may have negative coordinates (rows -2
 * to 2, columns -3 to 3), and the load as a whole still fits 4 wide and 3
 * high. `truckGrid` draws any load from its top-left.
 *
 * @example
 * ```ts
 * // 2-5 lying flat in the top-left corner, the 5 on the left:
 * const placed: DumpTruckPlacement = {
 *   tile: makeTile(2, 5), row: 0, column: 0, orientation: 'horizontal', flipped: true,
 * };
 * ```
 */
export interface DumpTruckPlacement extends Infer<typeof DUMP_TRUCK_PLACEMENT> {}

/**
 * Where the round stands.
 *
 * @example
 * ```ts
 * if (state.phase === 'over') console.log(dumpTruck.outcome(state).winners);
 * ```
 */
export type DumpTruckPhase = DumpTruckState['phase'];

/**
 * What a seat is doing: `'choose'` its draw, `'load'` the drawn domino,
 * `'relocate'` a domino it displaced, decide whether to `'unload'`, or
 * `'wait'` for the others.
 *
 * @example
 * ```ts
 * const loading = state.steps[0] === 'load' || state.steps[0] === 'relocate';
 * ```
 */
export type DumpTruckStep = DumpTruckState['steps'][number];

/**
 * A domino in a player's hand: drawn `'face-down'` (only its holder sees it),
 * drawn `'face-up'` from the pool, or displaced from the `'truck'` (both seen
 * by all).
 *
 * @example
 * ```ts
 * dumpTruck.view(state, 0).held[0]; // e.g. { tile: 2-5, from: 'face-down' }: what seat 0 drew
 * ```
 */
export interface DumpTruckHeld extends Infer<typeof DUMP_TRUCK_HELD> {}

/**
 * One truck unloaded (or scored as it stood at the end of the game: `final`).
 *
 * @example
 * ```ts
 * for (const unload of state.unloads) console.log(unload.player, unload.points, unload.grid);
 * ```
 */
export interface DumpTruckUnload extends Infer<typeof DUMP_TRUCK_UNLOAD> {}

/**
 * The whole state of a Dump Truck game. Plain, frozen JSON.
 *
 * @example
 * ```ts
 * const state: DumpTruckState = dumpTruck.setup({ seed: 7 });
 * state.faceDown.length; // 26: two drawn at once
 * ```
 */
export interface DumpTruckState extends Infer<typeof DUMP_TRUCK_STATE> {}

/**
 * Phase 1: choose what to draw, hidden until everyone has chosen: a face-down
 * domino (no `tile`) or the face-up domino `tile` (its id, e.g. `'0:3-5'`).
 *
 * @example
 * ```ts
 * const faceDown: DumpTruckDraw = { type: 'draw', player: 0 };
 * const faceUp: DumpTruckDraw = { type: 'draw', player: 1, tile: '0:3-5' };
 * ```
 */
export interface DumpTruckDraw extends MoveOf<'draw', typeof DUMP_TRUCK_MOVE_FIELDS.draw> {}

/**
 * Phase 2: put the domino in hand into the truck. (`row`, `column`) is its
 * first cell (its left or top cell), the second lies to the right
 * (`'horizontal'`) or below (`'vertical'`). As the player sees it: not
 * `flipped`, the smaller number is on the left / on top; `flipped`, the
 * larger (never for a double). With a template, coordinates are the truck's
 * fixed cells. Without one, the first domino of a load goes at row 0,
 * column 0 and every later one is named relative to it (so coordinates may
 * be negative); stored coordinates never move while the load is in the
 * truck (ruling 10 of `docs/rules/dump-truck.md`).
 *
 * @example
 * ```ts
 * dumpTruck.apply(state, { type: 'place', player: 0, row: 0, column: 0, orientation: 'horizontal', flipped: false });
 * // seat 0 loads its domino at the top-left, across
 * ```
 */
export interface DumpTruckPlace extends MoveOf<'place', typeof DUMP_TRUCK_MOVE_FIELDS.place> {}

/**
 * Phase 2: the drawn domino takes the cells of the truck's domino
 * `replaced` (`flipped`: its larger number on the left / on top). The displaced
 * domino is then in hand: place it elsewhere or return it.
 *
 * @example
 * ```ts
 * dumpTruck.apply(state, { type: 'replace', player: 0, replaced: '0:1-4', flipped: false }); // swaps out the 1-4
 * ```
 */
export interface DumpTruckReplace extends MoveOf<'replace', typeof DUMP_TRUCK_MOVE_FIELDS.replace> {}

/**
 * Phase 2: put the domino in hand face up into the pool, or, once it has
 * been returned `returnLimit` times, out of the game (this library's return
 * limit, ruling 15 of `docs/rules/dump-truck.md`: it shows in `retired` and
 * as a `discard` event).
 *
 * @example
 * ```ts
 * dumpTruck.apply(state, { type: 'return', player: 1 }); // seat 1 returns the displaced domino to the pool
 * ```
 */
export interface DumpTruckReturn extends MoveOf<'return', typeof DUMP_TRUCK_MOVE_FIELDS.return> {}

/**
 * Phase 3: unload the whole truck, `scored` or not; its dominoes leave the
 * game. Also allowed before loading the drawn domino.
 *
 * @example
 * ```ts
 * dumpTruck.apply(state, { type: 'unload', player: 0, scored: true }); // seat 0 unloads and scores its truck
 * ```
 */
export interface DumpTruckUnloadMove extends MoveOf<'unload', typeof DUMP_TRUCK_MOVE_FIELDS.unload> {}

/**
 * Phase 3: keep the load for now.
 *
 * @example
 * ```ts
 * dumpTruck.apply(state, { type: 'keep', player: 0 }); // seat 0 keeps loading
 * ```
 */
export interface DumpTruckKeep extends MoveOf<'keep', typeof DUMP_TRUCK_MOVE_FIELDS.keep> {}

/**
 * A Dump Truck move.
 *
 * @example
 * ```ts
 * dumpTruck.legalMoves(state, 0); // e.g. [{ type: 'place', player: 0, row: 0, column: 0, orientation: 'vertical', flipped: false }, …]
 * ```
 */
export type DumpTruckMove =
  | DumpTruckDraw
  | DumpTruckPlace
  | DumpTruckReplace
  | DumpTruckReturn
  | DumpTruckUnloadMove
  | DumpTruckKeep;

/**
 * What one seat (or a spectator) may see of a Dump Truck game: every truck,
 * the face-up pool, how many dominoes are face down, the seat's own hand and
 * draw choice, and others' hands only when they were drawn face up or came
 * out of a truck.
 *
 * @example
 * ```ts
 * const view: DumpTruckView = dumpTruck.view(state, 0);
 * view.faceDownCount; // 26
 * ```
 */
export interface DumpTruckView
  extends Pick<
    DumpTruckState,
    | 'players'
    | 'options'
    | 'round'
    | 'phase'
    | 'steps'
    | 'trucks'
    | 'faceUp'
    | 'returns'
    | 'drawOrder'
    | 'discarded'
    | 'retired'
    | 'scores'
    | 'unloads'
  > {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** How many dominoes are face down in the pool. */
  readonly faceDownCount: number;
  /**
   * Each seat's hand: the domino when the viewer may see it (its own, and
   * others' drawn face up or displaced), `'hidden'` when the seat holds a
   * domino the viewer may not see (another seat's face-down draw), `null`
   * when the hand is empty.
   */
  readonly held: readonly (DumpTruckHeld | 'hidden' | null)[];
  /** Whether each seat holds a domino. */
  readonly holding: readonly boolean[];
  /** The viewer's own pending draw choice: `'face-down'`, a face-up tile id, or `null`. */
  readonly myChoice: string | null;
  /** Whether the game is over. */
  readonly over: boolean;
}

/**
 * What happened in one Dump Truck move, as one viewer may see it
 * (`dumpTruck.events`, `dumpTruck.step`): the move itself and every automatic
 * consequence, in order. Tile ids (`'0:2-5'`) appear only where the viewer
 * may see the domino; texts use the drawing's notation (`2-5`).
 *
 * - `choose`: a seat made its hidden draw choice (`choice` only for itself).
 * - `round-start`: a round began; `drawOrder` and the tied seats that a
 *   coin flip ordered (`coinFlips`, one group per tied score).
 * - `draw`: a seat was served a domino: what it `chose` (`null` when the draw
 *   was automatic, no face-up domino being in the pool), where it came from
 *   and, when the viewer may see it, the `tile`.
 * - `choice-gone`: a seat's choice was taken by a seat before it (or no
 *   face-down domino was left); it chooses again before any later seat is
 *   served (ruling 14 of `docs/rules/dump-truck.md`).
 * - `no-draw`: the pool was empty when the seat's turn to be served came.
 * - `place` (`relocated`: the domino displaced by a replacement), `replace`,
 *   `return`, `discard` (the return limit, ruling 15), `unload` (scored or
 *   not, `final` at the end of the game, with its points and chains), `keep`.
 * - `round-end` with the scores; `game-over` with scores and winners.
 *
 * @example
 * ```ts
 * const { state: next, events } = dumpTruck.step(state, move, 0);
 * for (const event of events) console.log(event.text);
 * ```
 */
export type DumpTruckEvent =
  | DumpTruckChooseEvent
  | DumpTruckRoundStartEvent
  | DumpTruckDrawEvent
  | DumpTruckChoiceGoneEvent
  | DumpTruckNoDrawEvent
  | DumpTruckPlaceEvent
  | DumpTruckReplaceEvent
  | DumpTruckReturnEvent
  | DumpTruckDiscardEvent
  | DumpTruckUnloadEvent
  | DumpTruckKeepEvent
  | DumpTruckRoundEndEvent
  | DumpTruckGameOverEvent;

/** A seat made its hidden draw choice. */
export interface DumpTruckChooseEvent {
  /** The event's type. */
  readonly type: 'choose';
  /** The seat choosing. */
  readonly player: Seat;
  /** `'face-down'` or the face-up tile id; only in the chooser's own events. */
  readonly choice?: string;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A round began (its draw order fixed). */
export interface DumpTruckRoundStartEvent {
  /** The event's type. */
  readonly type: 'round-start';
  /** The round, from 1. */
  readonly round: number;
  /** The draw priority: lower score first. */
  readonly drawOrder: readonly Seat[];
  /** Seats on equal scores, each group in the order the coin flip gave them. */
  readonly coinFlips: readonly (readonly Seat[])[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A seat was served a domino. */
export interface DumpTruckDrawEvent {
  /** The event's type. */
  readonly type: 'draw';
  /** The seat served. */
  readonly player: Seat;
  /** What it chose: `'face-down'`, a face-up tile id, or `null` when the draw was automatic. */
  readonly chose: string | null;
  /** Where the domino came from. */
  readonly from: 'face-down' | 'face-up';
  /** The domino's id, when the viewer may see it. */
  readonly tile?: string;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A seat's draw choice was gone when its turn to be served came: it chooses again. */
export interface DumpTruckChoiceGoneEvent {
  /** The event's type. */
  readonly type: 'choice-gone';
  /** The seat that chooses again. */
  readonly player: Seat;
  /** What it had chosen: `'face-down'` or a face-up tile id. */
  readonly chose: string;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** The pool was empty when the seat's turn to be served came. */
export interface DumpTruckNoDrawEvent {
  /** The event's type. */
  readonly type: 'no-draw';
  /** The seat going without. */
  readonly player: Seat;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A domino went into a truck. */
export interface DumpTruckPlaceEvent {
  /** The event's type. */
  readonly type: 'place';
  /** The seat loading. */
  readonly player: Seat;
  /** The domino's id. */
  readonly tile: string;
  /** Row of its first cell. */
  readonly row: number;
  /** Column of its first cell. */
  readonly column: number;
  /** Lying (`'horizontal'`) or upright (`'vertical'`). */
  readonly orientation: 'horizontal' | 'vertical';
  /** Whether the larger number is on the left / on top. */
  readonly flipped: boolean;
  /** Whether it was a domino displaced by a replacement, placed again. */
  readonly relocated: boolean;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A drawn domino replaced one in the truck (which is now in hand). */
export interface DumpTruckReplaceEvent {
  /** The event's type. */
  readonly type: 'replace';
  /** The seat loading. */
  readonly player: Seat;
  /** The domino put in. */
  readonly tile: string;
  /** The domino taken out. */
  readonly replaced: string;
  /** Whether the larger number of the new domino is on the left / on top. */
  readonly flipped: boolean;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A domino went back to the pool face up. */
export interface DumpTruckReturnEvent {
  /** The event's type. */
  readonly type: 'return';
  /** The seat returning it. */
  readonly player: Seat;
  /** The domino's id. */
  readonly tile: string;
  /** How many times it has now gone back. */
  readonly returns: number;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A return the limit refused: the domino left the game (this library's rule, ruling 15 of
 * `docs/rules/dump-truck.md`).
 */
export interface DumpTruckDiscardEvent {
  /** The event's type. */
  readonly type: 'discard';
  /** The seat that returned it. */
  readonly player: Seat;
  /** The domino's id. */
  readonly tile: string;
  /** How many times it had gone back before (the limit). */
  readonly returns: number;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A truck was unloaded (or scored where it stood at the end of the game). */
export interface DumpTruckUnloadEvent {
  /** The event's type. */
  readonly type: 'unload';
  /** The seat whose truck it was. */
  readonly player: Seat;
  /** Whether it was scored. */
  readonly scored: boolean;
  /**
   * Whether it was scored at the end of the game (ruling 16 of
   * `docs/rules/dump-truck.md`).
   */
  readonly final: boolean;
  /** Points added. */
  readonly points: number;
  /** The chains scored (cells in the unload's grid), empty when unscored. */
  readonly chains: readonly TruckChain[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A seat kept its load in the unload phase. */
export interface DumpTruckKeepEvent {
  /** The event's type. */
  readonly type: 'keep';
  /** The seat keeping. */
  readonly player: Seat;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** A round ended. */
export interface DumpTruckRoundEndEvent {
  /** The event's type. */
  readonly type: 'round-end';
  /** The round that ended. */
  readonly round: number;
  /** Every seat's total. */
  readonly scores: readonly number[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/** The game ended. */
export interface DumpTruckGameOverEvent {
  /** The event's type. */
  readonly type: 'game-over';
  /** Final totals. */
  readonly scores: readonly number[];
  /** The winning seats (ties share). */
  readonly winners: readonly Seat[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * One thing a move did, as the rules emit it while they run, with
 * everything known (`events.ts` tells each viewer its part, as a
 * {@link DumpTruckEvent}): the move (`choose`, `place`, `replace`, `keep`),
 * then the flow's consequences in order.
 *
 * @example
 * ```ts
 * events.emit({ kind: 'keep', seat: 1 });
 * ```
 */
export type DumpTruckHappening =
  | { readonly kind: 'choose'; readonly seat: Seat; readonly choice: string }
  | {
      readonly kind: 'place';
      readonly seat: Seat;
      readonly tile: string;
      readonly row: number;
      readonly column: number;
      readonly orientation: 'horizontal' | 'vertical';
      readonly flipped: boolean;
      readonly relocated: boolean;
      /** Its first cell as people read the load once it lies there: row and column counted from 1 from the top-left cell. */
      readonly at: { readonly row: number; readonly column: number };
    }
  | {
      readonly kind: 'replace';
      readonly seat: Seat;
      readonly tile: string;
      readonly replaced: string;
      readonly flipped: boolean;
    }
  | { readonly kind: 'keep'; readonly seat: Seat }
  | { readonly kind: 'round-start'; readonly round: number; readonly order: Seat[]; readonly ties: Seat[][] }
  | {
      readonly kind: 'draw';
      readonly seat: Seat;
      readonly tile: Tile;
      readonly from: 'face-down' | 'face-up';
      readonly chose: string | null;
    }
  | { readonly kind: 'choice-gone'; readonly seat: Seat; readonly chose: string }
  | { readonly kind: 'no-draw'; readonly seat: Seat }
  | { readonly kind: 'return'; readonly seat: Seat; readonly tile: Tile; readonly returns: number }
  | { readonly kind: 'discard'; readonly seat: Seat; readonly tile: Tile; readonly returns: number }
  | {
      readonly kind: 'unload';
      readonly seat: Seat;
      readonly scored: boolean;
      readonly final: boolean;
      readonly points: number;
      readonly chains: readonly TruckChain[];
    }
  | { readonly kind: 'round-end'; readonly round: number; readonly scores: number[] }
  | { readonly kind: 'game-over'; readonly scores: number[] };
