/**
 * The contract every boneyard game implements.
 *
 * @module
 */
import type { CoreCode, IllegalMoveError } from './errors.js';
import type { Message } from './message.js';
import type { RngHolder, Seed } from './random.js';

/**
 * A seat at the table, numbered from 0.
 *
 * @example
 * ```ts
 * buildUp.activePlayers(buildUp.setup({ seed: 1 })); // e.g. [1]: seats are numbered from 0
 * ```
 */
export type Seat = number;

/**
 * Why a move is refused: a stable `code` naming the rule, and a sentence for people.
 *
 * @example
 * ```ts
 * const violation: Violation | null = buildUp.validate(state, { type: 'pass', player: 0 });
 * // e.g. { code: 'must-play', message: 'A player who can play may not pass (rule 5).', why: { id: 'build-up.refusal.must-play', params: {} } }
 * ```
 */
export interface Violation<C extends string = string> {
  /** The rule broken: one of the game's `codes` or a core code. */
  readonly code: C;
  /** A one-line explanation for people, often citing the rule (in English). */
  readonly message: string;
  /**
   * The refusal as a message (an id and its parameters), to say it in any language with `textOf` from
   * `boneyard/texts`. boneyard's own games always give it (its English rendering is `message`); a game of
   * your own may leave it out.
   */
  readonly why?: Message;
}

/**
 * Something that happened in a move, for an app to animate and a log to
 * narrate: a `type`, the seat it concerns (if any) and a one-line `text`.
 * Each game exports the union of its own events (e.g. `BuildUpEvent`); an
 * event told to one seat never shows another seat's hidden tiles.
 *
 * @example
 * ```ts
 * const { events } = buildUp.step(state, move);
 * for (const event of events) console.log(event.type, event.text);
 * ```
 */
export interface GameEvent {
  /** What happened, e.g. `'play'`, `'pass'`, `'hand-end'`. */
  readonly type: string;
  /** The seat it concerns, when it concerns one. */
  readonly player?: Seat;
  /** One line for people, e.g. `'Seat 1 plays 3-5 on stack 4.'` (the English rendering of `message`). */
  readonly text: string;
  /**
   * The same line as a message (an id and its parameters), for any language: `textOf` in `boneyard/texts`.
   * Every game of the library gives one; a game of your own may leave it out.
   */
  readonly message?: Message;
}

/**
 * Every move is a plain JSON object with a `type` and the `player` (seat) making it.
 *
 * @example
 * ```ts
 * buildUp.apply(state, { type: 'pass', player: 1 }); // every move has a type and the seat that plays it
 * ```
 */
export interface BaseMove {
  /** Which kind of move this is, e.g. `'play'` or `'pass'`. */
  readonly type: string;
  /** The seat making the move. */
  readonly player: Seat;
}

/**
 * What every `setup` takes besides the game's own options.
 *
 * @example
 * ```ts
 * buildUp.setup({ seed: 'table-7', players: 3 }).players; // 3
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
 * buildUp.setup({ seed: 1, unplayable: 'subtract' }).options.unplayable; // 'subtract' (the rest default)
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
  /** Whether the game has ended. */
  readonly over: boolean;
  /** Each seat's score, indexed by seat. */
  readonly scores: readonly number[];
  /** The winning seats (several on a tie). */
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
  /** How many seats are playing. */
  readonly players: number;
  /** The seeded generator state (an `RngState`), advanced as the game draws. */
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
 * @typeParam C - the game's own rule codes (see `codes`)
 * @typeParam E - the game's events (see `step`)
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
export interface Game<
  S extends BaseState,
  M extends BaseMove,
  O,
  V,
  C extends string = string,
  E extends GameEvent = GameEvent,
> {
  /** Stable id, e.g. `'build-up'`. */
  readonly id: string;
  /** Display name, e.g. `'Build Up'`. */
  readonly name: string;
  /** The fewest players `setup` accepts. */
  readonly minPlayers: number;
  /** The most players `setup` accepts. */
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
  /** Every code a refused move of this game can carry: the game's own, then {@link CORE_CODES}. */
  readonly codes: readonly (C | CoreCode)[];
  /** `null` if the move is legal, else the rule it breaks. Accepts any value and never throws. */
  validate(state: S, move: unknown): Violation<C | CoreCode> | null;
  /**
   * The next state (deeply frozen). Throws `IllegalMoveError`; the input state
   * is never changed. The move is read once: its own data fields are copied,
   * then checked, then applied.
   */
  apply(state: S, move: M): S;
  /**
   * `apply` for a host: the move is applied as `seat` (a seat the server has
   * authenticated), whatever the client wrote in `move.player`. A move naming
   * another seat is refused with `not-your-seat`; a move without `player` is
   * taken as `seat`'s.
   */
  applyAs(state: S, seat: Seat, move: unknown): S;
  /**
   * `apply`, and what happened: the move itself and its automatic
   * consequences (forced passes, draws, ends of hands, rounds and games),
   * told as `viewer` (a seat, or `null` for a spectator) may see them.
   */
  step(
    state: S,
    move: M,
    viewer?: Seat | null,
  ): {
    /** The new state, as `apply` returns it. */
    readonly state: S;
    /** What happened, in order, as `viewer` may see it. */
    readonly events: readonly E[];
  };
  /**
   * `applyAs`, and what happened for every viewer, from the one run of the
   * rules that makes the next state: `tell(viewer)` gives the events as that
   * viewer (a seat, or `null` for a spectator) may see them, by filtering what
   * the run emitted (the rules do not run again). A host asks it once per
   * move and tells each seat and the spectators from it.
   *
   * @throws `IllegalMoveError` as `applyAs` does; `tell` throws
   * `InvalidOptionError` (option `'viewer'`) for a viewer that is not a seat
   * of the game or `null`.
   *
   * @example
   * ```ts
   * const played = buildUp.stepAs(state, 0, move);
   * const forSeat0 = played.tell(0), forSeat1 = played.tell(1), forWatchers = played.tell(null);
   * ```
   */
  stepAs(state: S, seat: Seat, move: unknown): Stepped<S, M, E>;
  /**
   * The events between two consecutive states (`after = apply(before, move)`),
   * as `viewer` may see them. It runs the move's rules again on `before`: a
   * host telling several viewers uses {@link Game.stepAs}, which runs them once.
   */
  events(before: S, after: S, move: M, viewer: Seat | null): readonly E[];
  /**
   * True when `error` is an `IllegalMoveError` from this game: its `code` is
   * then typed as this game's codes, so a `switch` on it is checked.
   */
  isIllegalMove(error: unknown): error is IllegalMoveError<C | CoreCode>;
  /**
   * Checks an untrusted state (e.g. parsed from storage or the network) and
   * returns it deeply frozen, or throws `InvalidStateError` naming the first
   * bad value. Every state `setup` and `apply` can reach passes.
   */
  readonly parseState?: (input: unknown) => S;
  /**
   * What a seat (or a spectator, `null`) may see. Throws `InvalidOptionError`
   * (option `'viewer'`) for anything but `null` or a whole seat number in range.
   */
  view(state: S, player: Seat | null): V;
  /** Whether the game is over, the scores, the winners. */
  outcome(state: S): Outcome;
  /** A bound on the number of moves any game from this state's setup can take. */
  moveBound(state: S): number;
  /**
   * The fast path for bots and simulation: the same rules code run on private,
   * mutable, unfrozen states (no copy, no freezing). Never hand these states
   * to an app; use `setup`/`apply` there.
   */
  readonly fast: FastPath<S, M, O>;
  /**
   * A full state consistent with what `player` sees in `view` (a
   * determinization): everything the seat cannot see is dealt at random from
   * what it could be. Mutable, for the fast path. Used by search bots, which
   * never receive the real state.
   */
  sample?(view: V, player: Seat, random: RngHolder): S;
}

/**
 * A move applied by {@link Game.stepAs}: the next state, the move as the game
 * read it, and what happened as each viewer may see it.
 */
export interface Stepped<S, M, E> {
  /** The new state, as `applyAs` returns it. */
  readonly state: S;
  /** The move as the game read and checked it (its `player` is the seat it was applied as). */
  readonly move: M;
  /** What happened, in order, as `viewer` (a seat, or `null` for a spectator) may see it. */
  tell(viewer: Seat | null): readonly E[];
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
  /** A mutable deep copy of any state (frozen or not); frozen tiles, which are values, are shared. */
  clone(state: S): S;
  /** Validates like `apply` (throws `IllegalMoveError`, leaving `state` unchanged), then changes `state` in place. */
  apply(state: S, move: unknown): void;
  /** Changes `state` in place without validating: only for moves taken from `legalMoves` of that state. */
  applyTrusted(state: S, move: M): void;
}

/**
 * Any game, whatever its types: what the registry, `simulate`, the CLI, the
 * table layer and `checkGame` take, with no cast. Every `Game` is one (its
 * methods take its own states, moves and views); through this type a state
 * is a {@link BaseState}, a move a {@link BaseMove}, a view `unknown` (read it
 * with the game's own types, or hand it back to the same game), and `setup`
 * takes any object: options it cannot know, which the game checks (throwing
 * `InvalidOptionError`, e.g. for a missing `seed` or an unknown option).
 * `AnyGame<S>` is any game whose states are `S` (e.g. for a `hide` or a
 * `check` of `checkGame` that reads them).
 *
 * @example
 * ```ts
 * const games: AnyGame[] = [buildUp, dumpTruck];
 * for (const game of games) {
 *   const state = game.setup(JSON.parse(storedSetup)); // a BaseState, or InvalidOptionError
 *   game.view(state, 0); // unknown
 * }
 * ```
 */
export type AnyGame<S extends BaseState = BaseState> = Game<
  S,
  BaseMove,
  object,
  unknown,
  string,
  GameEvent
> & {
  /** The initial state from options the caller cannot type; the game checks them (see {@link Game.setup}). */
  setup(options: object): S;
};

/**
 * The parts a game may go without: `parseState` (checking a stored state)
 * and `sample` (a state consistent with a view, for search bots).
 *
 * @example
 * ```ts
 * buildUp.sample(view, 0, { rng: createRng(1) }); // no `!`: Build Up's type has both parts, 'parseState' and 'sample'
 * ```
 */
export type GamePart = 'parseState' | 'sample';

/**
 * A game with the parts `K` present: what {@link defineGame} returns when the
 * rules give `parseState` and/or `sample`, so `buildUp.parseState(input)`
 * needs no `!`.
 *
 * @example
 * ```ts
 * const game: GameWith<Game<NimState, NimMove, NimOptions, NimView>, 'parseState'> = nim;
 * game.parseState(JSON.parse(stored)); // present: no `!`
 * ```
 */
export type GameWith<G extends AnyGame, K extends GamePart> = [K] extends [never]
  ? G
  : G & Required<Pick<G, K>>;

/**
 * The state type of a game.
 *
 * @example
 * ```ts
 * type State = StateOf<typeof buildUp>; // BuildUpState
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any options, moves and views (a game's moves sit on both sides of `apply`).
export type StateOf<G> = G extends Game<infer S, any, any, any> ? S : never;
/**
 * The move type of a game.
 *
 * @example
 * ```ts
 * type Move = MoveOf<typeof buildUp>; // BuildUpMove
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any options, states and views (a game's moves sit on both sides of `apply`).
export type MoveOf<G> = G extends Game<any, infer M, any, any> ? M : never;
/**
 * The view type of a game.
 *
 * @example
 * ```ts
 * type View = ViewOf<typeof buildUp>; // BuildUpView
 * ```
 */
export type ViewOf<G> = G extends Game<BaseState, BaseMove, unknown, infer V> ? V : never;
/**
 * The rule codes of a game (its own and the core ones).
 *
 * @example
 * ```ts
 * type Code = CodeOf<typeof buildUp>; // 'cannot-cover' | 'must-play' | … | 'not-your-turn' | …
 * ```
 */
export type CodeOf<G> = G extends Game<BaseState, BaseMove, unknown, unknown, infer C> ? C | CoreCode : never;

/**
 * The event type of a game.
 *
 * @example
 * ```ts
 * type Event = EventOf<typeof buildUp>; // BuildUpEvent
 * ```
 */
export type EventOf<G> = G extends Game<BaseState, BaseMove, unknown, unknown, string, infer E> ? E : never;
