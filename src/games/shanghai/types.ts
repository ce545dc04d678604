/**
 * Shanghai's types: the state, the moves, the view and the options (all
 * but the view inferred from their one declaration in `shape.ts`), the
 * events and the happenings. No runtime code.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { Message } from '../../core/message.js';
import type { Infer, MoveOf } from '../../core/schema.js';
import type { Tile } from '../../core/tiles.js';
import type {
  SHANGHAI_LAID_CHAIN,
  SHANGHAI_MOVE_FIELDS,
  SHANGHAI_OPTIONS,
  SHANGHAI_ROUND_RESULT,
  SHANGHAI_STATE,
} from './shape.js';
import type { ShanghaiLink } from './solver.js';

/**
 * Options of Shanghai. Every one has a default; see `docs/rules/shanghai.md`.
 * Declared once, as `SHANGHAI_OPTIONS` (`shape.ts`).
 *
 * @example
 * ```ts
 * const state = shanghai.setup({ seed: 1, players: 3, target: 30, tieBreaker: 'everyone' });
 * ```
 */
export interface ShanghaiOptions extends Infer<typeof SHANGHAI_OPTIONS> {}

/**
 * A chain laid face up, with the roll it answered.
 *
 * @example
 * ```ts
 * const [first] = state.chains[0]!; // { dice: [6, 2], links: [{ tile, left: 6, right: 3 }, …] }
 * ```
 */
export interface ShanghaiLaidChain extends Infer<typeof SHANGHAI_LAID_CHAIN> {}

/**
 * How one round ended and what each seat scored in it.
 *
 * @example
 * ```ts
 * const last = state.results.at(-1); // { round: 1, laid: [12, 9], inHand: [3, 1], scores: [9, 8], … }
 * ```
 */
export interface ShanghaiRoundResult extends Infer<ReturnType<typeof SHANGHAI_ROUND_RESULT>> {}

/**
 * The whole state of a Shanghai match. Plain, frozen JSON. Tiles of set `s`
 * have ids `'s:a-b'`; every set is mixed with the others. Declared once, as
 * `SHANGHAI_STATE` (`shape.ts`).
 *
 * @example
 * ```ts
 * let state: ShanghaiState = shanghai.setup({ seed: 'table-7' });
 * state.dice; // the roll seat 0 must answer
 * ```
 */
export interface ShanghaiState extends Infer<typeof SHANGHAI_STATE> {}

/**
 * Lay a chain for the current roll. `tiles` are the ids of the tiles used, in
 * any order (ruling 5 of `docs/rules/shanghai.md`, changed in R2); the engine
 * lines them up end to end (see `arrangeShanghaiChain`). `legalMoves` lists
 * each choice of tiles once, in hand order.
 *
 * @example
 * ```ts
 * shanghai.apply(state, { type: 'lay', player: 0, tiles: ['0:2-3', '1:3-6'] }); // a chain from 2 to 6
 * ```
 */
export interface ShanghaiLay extends MoveOf<'lay', typeof SHANGHAI_MOVE_FIELDS.lay> {}

/**
 * Make no chain for the current roll: the turn ends and you draw one tile per chain laid.
 *
 * @example
 * ```ts
 * shanghai.apply(state, { type: 'stop', player: 0 }); // seat 0 ends its turn
 * ```
 */
export interface ShanghaiStop extends MoveOf<'stop', typeof SHANGHAI_MOVE_FIELDS.stop> {}

/**
 * A Shanghai move.
 *
 * @example
 * ```ts
 * shanghai.legalMoves(state, 0); // e.g. [{ type: 'lay', player: 0, tiles: ['0:2-3', '1:3-6'] }, …, { type: 'stop', player: 0 }]
 * ```
 */
export type ShanghaiMove = ShanghaiLay | ShanghaiStop;

/**
 * What one seat (or a spectator) may see of a Shanghai match: the state's
 * face-up parts as they are (`dice` is meaningless once `over`), and of the
 * hidden ones only the viewer's own hand and the sizes.
 *
 * @example
 * ```ts
 * const view: ShanghaiView = shanghai.view(state, 1);
 * view.myHand; // seat 1's tiles; the others only as view.handSizes
 * ```
 */
export interface ShanghaiView
  extends Pick<
    ShanghaiState,
    | 'players'
    | 'options'
    | 'round'
    | 'tieBreaker'
    | 'contenders'
    | 'playing'
    | 'leader'
    | 'turn'
    | 'dice'
    | 'chainsThisTurn'
    | 'idleTurns'
    | 'chains'
    | 'scores'
    | 'results'
    | 'winners'
    | 'over'
  > {
  /** The seat looking, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly Tile[];
  /** How many tiles each seat holds. */
  readonly handSizes: readonly number[];
  /** How many face-down tiles are left to draw. */
  readonly boneyardSize: number;
}

/**
 * The dice were rolled for a player: at the start of his turn (a new round's
 * leader included) or after each chain he lays.
 *
 * @example
 * ```ts
 * shanghai.step(state, move, 0).events[0]; // e.g. { type: 'roll', player: 1, dice: [6, 2], text: 'Seat 1 rolls 6·2.' }
 * ```
 */
export interface ShanghaiRollEvent {
  /** The event's type. */
  readonly type: 'roll';
  /** The seat that must answer the roll. */
  readonly player: Seat;
  /** The two dice, as rolled. */
  readonly dice: readonly number[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A chain was laid, face up: its tiles are public.
 *
 * @example
 * ```ts
 * // { type: 'lay', player: 0, dice: [6, 2], links: [{ tile, left: 6, right: 3 }, …], text: 'Seat 0 lays 6-3 3-2 for 6·2.' }
 * ```
 */
export interface ShanghaiLayEvent {
  /** The event's type. */
  readonly type: 'lay';
  /** The seat laying the chain. */
  readonly player: Seat;
  /** The roll the chain answers. */
  readonly dice: readonly number[];
  /** The chain as laid, from the end matching `dice[0]`. */
  readonly links: readonly ShanghaiLink[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A player stopped: his turn ends (he draws next, one tile per chain laid this
 * turn). `declined` (told only to the player himself) says whether he could
 * have answered the roll.
 *
 * @example
 * ```ts
 * // { type: 'stop', player: 0, chains: 2, text: 'Seat 0 stops after 2 chains.' }
 * ```
 */
export interface ShanghaiStopEvent {
  /** The event's type. */
  readonly type: 'stop';
  /** The seat stopping. */
  readonly player: Seat;
  /** Chains laid this turn: the tiles owed. */
  readonly chains: number;
  /** For the player himself only: whether some chain could have answered the roll. */
  readonly declined?: boolean;
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A player drew at the end of his turn. The tiles are told only to him; the
 * others see how many.
 *
 * @example
 * ```ts
 * // to seat 0: { type: 'draw', player: 0, owed: 2, count: 2, tiles: ['1:2-5', '0:4-4'], text: 'Seat 0 draws 2 tiles: 2-5 4-4.' }
 * // to others: { type: 'draw', player: 0, owed: 2, count: 2, text: 'Seat 0 draws 2 tiles.' }
 * ```
 */
export interface ShanghaiDrawEvent {
  /** The event's type. */
  readonly type: 'draw';
  /** The seat drawing. */
  readonly player: Seat;
  /** Tiles owed: one per chain laid this turn. */
  readonly owed: number;
  /** Tiles drawn: `owed`, or what was left when the boneyard could not cover it (the round then ends). */
  readonly count: number;
  /** The ids drawn, for the drawer only. */
  readonly tiles?: readonly string[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A round ended and was scored: +1 per tile laid, −1 per tile in hand.
 *
 * @example
 * ```ts
 * // { type: 'round-end', round: 1, tieBreaker: false, ended: 'boneyard', laid: [12, 9], inHand: [3, 1], scores: [9, 8], totals: [9, 8], text: 'Round 1 ends…' }
 * ```
 */
export interface ShanghaiRoundEndEvent {
  /** The event's type. */
  readonly type: 'round-end';
  /** The round's number, from 1. */
  readonly round: number;
  /** Whether it was a tie-breaker (its scores decide the tie and are not added). */
  readonly tieBreaker: boolean;
  /**
   * Why it ended: a draw the boneyard could not cover, or too many idle turns (ruling 6 of
   * `docs/rules/shanghai.md`).
   */
  readonly ended: 'boneyard' | 'idle';
  /** Tiles each seat laid this round. */
  readonly laid: readonly number[];
  /** Tiles left in each seat's hand. */
  readonly inHand: readonly number[];
  /** Each seat's round score, `laid − inHand` (0 for a seat sitting out). */
  readonly scores: readonly number[];
  /** Each seat's total after the round. */
  readonly totals: readonly number[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * Players are tied for the lead: a tie-breaker round starts (rulings 8, 9 of
 * `docs/rules/shanghai.md`).
 *
 * @example
 * ```ts
 * // { type: 'tie-breaker', round: 4, contenders: [0, 2], text: 'Seats 0 and 2 are tied: round 4 is a tie-breaker.' }
 * ```
 */
export interface ShanghaiTieBreakerEvent {
  /** The event's type. */
  readonly type: 'tie-breaker';
  /** The tie-breaker round's number. */
  readonly round: number;
  /** The tied seats. */
  readonly contenders: readonly Seat[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * A new round was dealt: every set mixed, each playing seat drew the deal.
 *
 * @example
 * ```ts
 * // { type: 'round-start', player: 1, round: 2, handSizes: [10, 10], text: 'Round 2: seat 1 leads; 10 tiles each.' }
 * ```
 */
export interface ShanghaiRoundStartEvent {
  /** The event's type. */
  readonly type: 'round-start';
  /** The seat that leads the round. */
  readonly player: Seat;
  /** The round's number. */
  readonly round: number;
  /** Tiles dealt to each seat (0 for a seat sitting out a tie-breaker). */
  readonly handSizes: readonly number[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * The match is over.
 *
 * @example
 * ```ts
 * // { type: 'match-end', winners: [0], scores: [52, 31], text: 'Match over: seat 0 wins (52 · 31).' }
 * ```
 */
export interface ShanghaiMatchEndEvent {
  /** The event's type. */
  readonly type: 'match-end';
  /** The winning seats (several share a win). */
  readonly winners: readonly Seat[];
  /** The final totals. */
  readonly scores: readonly number[];
  /** One line for people. */
  readonly text: string;
  /** The text as a message (an id and its parameters), for other languages: see `textOf` in `boneyard/texts`. */
  readonly message: Message;
}

/**
 * Something that happened in a Shanghai move (see `shanghai.step` and
 * `shanghai.events`): the move itself (`lay`, `stop`) and its consequences
 * (`roll`, `draw`, `round-end`, `tie-breaker`, `round-start`, `match-end`).
 *
 * @example
 * ```ts
 * const { events } = shanghai.step(state, move, 0);
 * for (const event of events) console.log(event.text);
 * ```
 */
export type ShanghaiEvent =
  | ShanghaiRollEvent
  | ShanghaiLayEvent
  | ShanghaiStopEvent
  | ShanghaiDrawEvent
  | ShanghaiRoundEndEvent
  | ShanghaiTieBreakerEvent
  | ShanghaiRoundStartEvent
  | ShanghaiMatchEndEvent;

/**
 * One thing a move did, as the rules emit it while they run, with
 * everything known (`events.ts` tells each viewer its part, as a
 * {@link ShanghaiEvent}): the lay or the stop (whether the stopper declined
 * a chain), the tiles drawn, each roll, the end of a round (with the seats
 * that played it), a tie-breaker, the next round's deal, the end of the match.
 *
 * @example
 * ```ts
 * events.emit({ type: 'roll', player: 1, dice: [6, 2] });
 * ```
 */
export type ShanghaiHappening =
  | Omit<ShanghaiRollEvent, 'text' | 'message'>
  | Omit<ShanghaiLayEvent, 'text' | 'message'>
  | {
      readonly type: 'stop';
      readonly player: Seat;
      readonly chains: number;
      readonly declined: boolean;
      readonly dice: readonly number[];
    }
  | {
      readonly type: 'draw';
      readonly player: Seat;
      readonly owed: number;
      readonly tiles: readonly Tile[];
    }
  | (Omit<ShanghaiRoundEndEvent, 'text' | 'message'> & { readonly playing: readonly boolean[] })
  | Omit<ShanghaiTieBreakerEvent, 'text' | 'message'>
  | (Omit<ShanghaiRoundStartEvent, 'text' | 'message'> & {
      readonly handSize: number;
      readonly everyone: boolean;
    })
  | Omit<ShanghaiMatchEndEvent, 'text' | 'message'>;
