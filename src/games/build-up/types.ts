/**
 * Build Up's types: the options, the state, the moves and the view (the
 * first three inferred from their one declaration in `shape.ts`), the
 * events and the happenings. No runtime code.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { Message } from '../../core/message.js';
import type { Infer, MoveOf } from '../../core/schema.js';
import type { Tile } from '../../core/tiles.js';
import type { BUILD_UP_MOVE_FIELDS, BUILD_UP_OPTIONS, BUILD_UP_STATE, HAND_RESULT } from './shape.js';

/**
 * Options of Build Up. Every one has a default; see `docs/rules/build-up.md`.
 * Declared once, as `BUILD_UP_OPTIONS` (`shape.ts`).
 *
 * @example
 * ```ts
 * const state = buildUp.setup({ seed: 1, schedule: [6, 6, 6, 4], unplayable: 'subtract', laterLead: 'lowest-score' });
 * ```
 */
export interface BuildUpOptions extends Infer<typeof BUILD_UP_OPTIONS> {}

/**
 * One round of the opening draw: the tile each drawing seat turned up.
 *
 * @example
 * ```ts
 * const first: OpeningDraw = buildUp.setup({ seed: 1 }).openingDraws[0]!;
 * // [{ player: 0, tile: … }, { player: 1, tile: … }]
 * ```
 */
export type OpeningDraw = readonly {
  /** The seat that drew. */
  readonly player: Seat;
  /** The tile that seat turned up. */
  readonly tile: Tile;
}[];

/**
 * What one hand ended with.
 *
 * @example
 * ```ts
 * const [first]: readonly HandResult[] = state.results;
 * console.log(first?.scores, first?.ended);
 * ```
 */
export interface HandResult extends Infer<ReturnType<typeof HAND_RESULT>> {}

/**
 * The whole state of a Build Up game. A tile's `set` is its owner's seat (its
 * colour). Plain, frozen JSON. Declared once, as `BUILD_UP_STATE` (`shape.ts`).
 *
 * @example
 * ```ts
 * const state: BuildUpState = buildUp.setup({ seed: 'table-7' });
 * state.hands[0]; // seat 0's hand (never show it to seat 1: use buildUp.view)
 * ```
 */
export interface BuildUpState extends Infer<typeof BUILD_UP_STATE> {}

/**
 * Put a tile from your hand on top of a stack. `tile` is the tile's id, e.g. `'0:3-5'`.
 *
 * @example
 * ```ts
 * buildUp.apply(state, { type: 'play', player: 0, tile: '0:3-5', stack: 4 }); // seat 0's 3-5 on stack 4
 * ```
 */
export interface BuildUpPlay extends MoveOf<'play', typeof BUILD_UP_MOVE_FIELDS.play> {}

/**
 * Pass: allowed only when none of your tiles can cover any stack.
 *
 * @example
 * ```ts
 * buildUp.apply(state, { type: 'pass', player: 1 }); // refused with must-play if seat 1 can play
 * ```
 */
export interface BuildUpPass extends MoveOf<'pass', typeof BUILD_UP_MOVE_FIELDS.pass> {}

/**
 * A Build Up move.
 *
 * @example
 * ```ts
 * buildUp.legalMoves(state, 0); // e.g. [{ type: 'play', player: 0, tile: '0:3-5', stack: 4 }, …]
 * ```
 */
export type BuildUpMove = BuildUpPlay | BuildUpPass;

/**
 * What one seat (or a spectator) may see of a Build Up game: the state's
 * face-up parts as they are, and of the hidden ones only the viewer's own
 * hand and the sizes.
 *
 * @example
 * ```ts
 * const view: BuildUpView = buildUp.view(state, 0);
 * console.log(view.myHand, view.handSizes, view.stacks.map((stack) => stack.at(-1)));
 * ```
 */
export interface BuildUpView
  extends Pick<
    BuildUpState,
    | 'players'
    | 'options'
    | 'hand'
    | 'turn'
    | 'leader'
    | 'stacks'
    | 'setAside'
    | 'scores'
    | 'results'
    | 'openingDraws'
    | 'over'
  > {
  /** The seat this view is for, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly Tile[];
  /** How many tiles each seat holds. */
  readonly handSizes: readonly number[];
  /** How many tiles are left in each seat's boneyard. */
  readonly boneyardSizes: readonly number[];
}

/**
 * A tile put on a stack (the `play` move).
 *
 * @example
 * ```ts
 * buildUp.step(state, { type: 'play', player: 0, tile: '0:3-5', stack: 4 }, 1).events[0];
 * // { type: 'play', player: 0, tile, stack: 4, covered, text: 'Seat 0 plays 3-5 on stack 4, covering seat 1’s 2-4.' }
 * ```
 */
export interface BuildUpPlayEvent {
  /** Always `'play'`. */
  readonly type: 'play';
  /** The seat that played. */
  readonly player: Seat;
  /** The tile played (now face up on top of the stack). */
  readonly tile: Tile;
  /** The stack it went on. */
  readonly stack: number;
  /** The tile it covered. */
  readonly covered: Tile;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A seat passed: by its own `pass` move because none of its tiles can cover a
 * stack (`reason: 'cannot-play'`, rule 5), or skipped by the engine because it
 * has emptied its hand (`reason: 'empty-hand'`, `automatic: true`, Ruling 8 of
 * `docs/rules/build-up.md`).
 *
 * @example
 * ```ts
 * buildUp.step(state, { type: 'pass', player: 1 }, 0).events[0];
 * // { type: 'pass', player: 1, automatic: false, reason: 'cannot-play', text: 'Seat 1 cannot play and passes.' }
 * ```
 */
export interface BuildUpPassEvent {
  /** Always `'pass'`. */
  readonly type: 'pass';
  /** The seat that passed. */
  readonly player: Seat;
  /** `false` for the seat's own `pass` move; `true` when the engine skipped the seat. */
  readonly automatic: boolean;
  /** Why: no tile can cover a stack, or no tile is left in the hand. */
  readonly reason: 'cannot-play' | 'empty-hand';
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A hand ended and was scored (rule 4 and the scoring sentences): every hand
 * emptied, or nobody could play (blocked). Unplayed tiles are set aside face
 * up (or subtracted, with `unplayable: 'subtract'`).
 *
 * @example
 * ```ts
 * const event = events.find((e): e is BuildUpHandEndEvent => e.type === 'hand-end');
 * console.log(event?.scores, event?.totals);
 * ```
 */
export interface BuildUpHandEndEvent {
  /** Always `'hand-end'`. */
  readonly type: 'hand-end';
  /** Index of the hand that ended in `options.schedule`. */
  readonly hand: number;
  /** Why it ended. */
  readonly ended: 'emptied' | 'blocked';
  /** Each seat's points for this hand. */
  readonly scores: readonly number[];
  /** Each seat's cumulative score after this hand. */
  readonly totals: readonly number[];
  /** The tiles each seat could not play (face up from now on). */
  readonly unplayed: readonly (readonly Tile[])[];
  /** Whether those tiles were set aside unscored or subtracted. */
  readonly unplayable: BuildUpOptions['unplayable'];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A new hand was dealt: everyone's hand size, and the tiles only to their
 * owner (`tiles` is the viewer's own new hand; empty for a spectator).
 *
 * @example
 * ```ts
 * const { events } = buildUp.step(state, move, 0);
 * const deal = events.find((e): e is BuildUpDealEvent => e.type === 'deal');
 * deal?.tiles; // seat 0's new hand only
 * ```
 */
export interface BuildUpDealEvent {
  /** Always `'deal'`. */
  readonly type: 'deal';
  /** Index of the new hand in `options.schedule`. */
  readonly hand: number;
  /** How many tiles each seat was dealt. */
  readonly sizes: readonly number[];
  /** The viewer's own dealt tiles (none for a spectator). */
  readonly tiles: readonly Tile[];
  /** The seat leading the new hand. */
  readonly leader: Seat;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * The last hand was scored: the final scores and the winners (ties share).
 *
 * @example
 * ```ts
 * const over = events.find((e): e is BuildUpGameOverEvent => e.type === 'game-over');
 * over?.winners; // e.g. [1]
 * ```
 */
export interface BuildUpGameOverEvent {
  /** Always `'game-over'`. */
  readonly type: 'game-over';
  /** The final cumulative scores. */
  readonly scores: readonly number[];
  /** Every seat with the highest total. */
  readonly winners: readonly Seat[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * What happened in a Build Up move (`buildUp.step`, `buildUp.events`), in
 * order: the play or pass, seats skipped for empty hands, then any hand end,
 * the next deal (possibly several when a new hand blocks at once) and the end
 * of the game.
 *
 * @example
 * ```ts
 * const { state: next, events } = buildUp.step(state, move, 0);
 * for (const event of events) console.log(event.text);
 * ```
 */
export type BuildUpEvent =
  | BuildUpPlayEvent
  | BuildUpPassEvent
  | BuildUpHandEndEvent
  | BuildUpDealEvent
  | BuildUpGameOverEvent;

/**
 * One thing a move did, as the rules emit it while they run, with
 * everything known: each {@link BuildUpEvent} without its text, except the
 * deal, which holds every seat's new hand (`events.ts` tells each viewer
 * only its own).
 *
 * @example
 * ```ts
 * events.emit({ type: 'pass', player: 1, automatic: true, reason: 'empty-hand' });
 * ```
 */
export type BuildUpHappening =
  | Omit<BuildUpPlayEvent, 'text' | 'message'>
  | Omit<BuildUpPassEvent, 'text' | 'message'>
  | Omit<BuildUpHandEndEvent, 'text' | 'message'>
  | {
      readonly type: 'deal';
      readonly hand: number;
      readonly hands: readonly (readonly Tile[])[];
      readonly leader: Seat;
    }
  | Omit<BuildUpGameOverEvent, 'text' | 'message'>;
