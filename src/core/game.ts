/**
 * The contract every boneyard game implements.
 *
 * @module
 */
import type { RngHolder, Seed } from './random.js';

/**
 * A seat at the table, numbered from 0.
 *
 * @example
 * ```ts
 * const seat: Seat = buildUp.activePlayers(state)[0]!;
 * ```
 */
export type Seat = number;

/**
 * Why a move is refused: a stable `code` naming the rule, and a sentence for people.
 *
 * @example
 * ```ts
 * const violation: Violation | null = buildUp.validate(state, { type: 'pass', player: 0 });
 * // e.g. { code: 'must-play', message: 'A player who can play may not pass (rule 5).' }
 * ```
 */
export interface Violation {
  readonly code: string;
  readonly message: string;
}

/**
 * Every move is a plain JSON object with a `type` and the `player` (seat) making it.
 *
 * @example
 * ```ts
 * const move: BaseMove = { type: 'pass', player: 1 };
 * ```
 */
export interface BaseMove {
  readonly type: string;
  readonly player: Seat;
}

/**
 * What every `setup` takes besides the game's own options.
 *
 * @example
 * ```ts
 * const base: SetupBase = { seed: 'table-7', players: 3 };
 * ```
 */
export interface SetupBase {
  /** Number of players; each game has its default and its range. */
  readonly players?: number;
  /** The seed: same seed and same moves give the identical state, on any machine. */
  readonly seed: Seed;
}

/**
 * The options `setup` accepts for a game with options `O`.
 *
 * @example
 * ```ts
 * const options: SetupOptions<BuildUpOptions> = { seed: 1, unplayable: 'subtract' };
 * ```
 */
export type SetupOptions<O> = SetupBase & Partial<O>;

/**
 * The result of a game: whether it is over, each seat's score, and the winning seats (ties share).
 *
 * @example
 * ```ts
 * const { over, scores, winners }: Outcome = buildUp.outcome(state);
 * ```
 */
export interface Outcome {
  readonly over: boolean;
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
}

/**
 * What every game state holds at least: the player count and the generator state.
 *
 * @example
 * ```ts
 * const { players, rng }: BaseState = buildUp.setup({ seed: 1 });
 * ```
 */
export interface BaseState {
  readonly players: number;
  readonly rng: readonly number[];
}

/**
 * A rules engine: state in, move in, new state out. Every state is plain,
 * deeply frozen JSON.
 *
 * @typeParam S - the game's state
 * @typeParam M - the union of its moves
 * @typeParam O - its options
 * @typeParam V - what `view` returns
 *
 * @example
 * ```ts
 * import { buildUp } from 'boneyard';
 * let state = buildUp.setup({ seed: 'demo' });
 * const [seat] = buildUp.activePlayers(state);
 * const [move] = buildUp.legalMoves(state, seat!);
 * state = buildUp.apply(state, move!);
 * ```
 */
export interface Game<S extends BaseState, M extends BaseMove, O, V> {
  /** Stable id, e.g. `'build-up'`. */
  readonly id: string;
  /** Display name, e.g. `'Build Up'`. */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Players when `setup` is not told. */
  readonly defaultPlayers: number;
  /** Every option with its default value. */
  readonly defaultOptions: Readonly<O>;
  /** The initial state. Throws `InvalidOptionError` naming a bad or unknown option. */
  setup(options: SetupOptions<O>): S;
  /** The seats that may move now: usually one, several for simultaneous choices, none when over. */
  activePlayers(state: S): Seat[];
  /** Every legal move for that seat (none if the seat is not active). */
  legalMoves(state: S, player: Seat): M[];
  /** `null` if the move is legal, else the rule it breaks. Accepts any value. */
  validate(state: S, move: unknown): Violation | null;
  /** The next state (deeply frozen). Throws `IllegalMoveError`; the input state is never changed. */
  apply(state: S, move: unknown): S;
  /** What a seat (or a spectator, `null`) may see. */
  view(state: S, player: Seat | null): V;
  /** Whether the game is over, the scores, the winners. */
  outcome(state: S): Outcome;
  /** A bound on the number of moves any game from this state's setup can take. */
  moveBound(state: S): number;
  /**
   * The fast path for bots and simulation: the same rules code run on private,
   * mutable, unfrozen states (no immer, no freezing). Never hand these states
   * to an app; use `setup`/`apply` there.
   */
  readonly fast: FastPath<S, M, O>;
  /**
   * A full state consistent with what `player` sees in `view` (a
   * determinization): everything the seat cannot see is dealt at random from
   * what it could be. Mutable, for the fast path. Used by search bots, which
   * never receive the real state.
   */
  readonly sample?: (view: V, player: Seat, random: RngHolder) => S;
}

/**
 * The fast path of a game (see {@link Game.fast}). States here are mutable and
 * change in place.
 *
 * @example
 * ```ts
 * const state = buildUp.fast.setup({ seed: 1 });
 * while (buildUp.activePlayers(state).length > 0) {
 *   const seat = buildUp.activePlayers(state)[0]!;
 *   buildUp.fast.applyTrusted(state, buildUp.legalMoves(state, seat)[0]!);
 * }
 * ```
 */
export interface FastPath<S, M, O> {
  /** Like `setup`, but the state is not frozen. */
  setup(options: SetupOptions<O>): S;
  /** A mutable deep copy of any state (frozen or not). */
  clone(state: S): S;
  /** Validates like `apply` (throws `IllegalMoveError`, leaving `state` unchanged), then changes `state` in place. */
  apply(state: S, move: unknown): void;
  /** Changes `state` in place without validating: only for moves taken from `legalMoves` of that state. */
  applyTrusted(state: S, move: M): void;
}

/**
 * Any game, whatever its types.
 *
 * @example
 * ```ts
 * const games: AnyGame[] = [buildUp];
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: the widest game type, for helpers that accept every game.
export type AnyGame = Game<any, any, any, any>;

/**
 * The state type of a game.
 *
 * @example
 * ```ts
 * type State = StateOf<typeof buildUp>; // BuildUpState
 * ```
 */
export type StateOf<G> = G extends Game<infer S, BaseMove, unknown, unknown> ? S : never;
/**
 * The move type of a game.
 *
 * @example
 * ```ts
 * type Move = MoveOf<typeof buildUp>; // BuildUpMove
 * ```
 */
export type MoveOf<G> = G extends Game<BaseState, infer M, unknown, unknown> ? M : never;
/**
 * The view type of a game.
 *
 * @example
 * ```ts
 * type View = ViewOf<typeof buildUp>; // BuildUpView
 * ```
 */
export type ViewOf<G> = G extends Game<BaseState, BaseMove, unknown, infer V> ? V : never;
