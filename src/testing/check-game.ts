/**
 * `checkGame`: the invariant harness that every built-in game runs, as a
 * public API for any `Game`, including one you define with `defineGame`. It
 * plays random games and runs the named checks of `checks.ts`
 * ({@link GAME_CHECKS}) at every moment of each: a failure names its check.
 *
 * @module
 */
import { BoneyardError, InvalidOptionError } from '../core/errors.js';
import type { AnyGame, BaseMove, BaseState, GameEvent, Seat } from '../core/game.js';
import { createRng, type RngHolder, type Seed } from '../core/random.js';
import {
  type AtEnd,
  type AtMove,
  type AtRefusal,
  type AtState,
  type AtTurn,
  type Check,
  type CheckedSetup,
  canonical,
  END_CHECKS,
  type Fail,
  GAME_CHECKS,
  GameCheckError,
  type GameCheckName,
  MOVE_CHECKS,
  messageOf,
  pick,
  REFUSAL_CHECKS,
  type Run,
  runChecks,
  type Sampled,
  START_CHECKS,
  STATE_CHECKS,
  type Tallies,
  TURN_CHECKS,
} from './checks.js';
import { hostileMoves } from './hostile.js';

export { GameCheckError } from './checks.js';

/**
 * Options of {@link checkGame}.
 *
 * @example
 * ```ts
 * checkGame(nim, { games: 50, seed: 1, players: [2, 3], options: [{}, { stones: 5 }] }).states; // states checked
 * ```
 */
export interface CheckGameOptions<S extends BaseState = BaseState> {
  /** Random games to play and check at every step (default 30). */
  readonly games?: number;
  /** Master seed: game `i` uses setup seed `${seed}:${i}` and its own move seed (default 1). */
  readonly seed?: Seed;
  /** Player counts to try, in turn (default: every count from `minPlayers` to `min(maxPlayers, 4)`). */
  readonly players?: readonly number[];
  /** Option sets to try, in turn (default `[{}]`, the game's defaults). */
  readonly options?: readonly Readonly<Record<string, unknown>>[];
  /**
   * A state that differs from `state` only in what `seat` cannot see (other
   * hands shuffled, the boneyard reordered…), or `null` when nothing is hidden
   * now. With it, `checkGame` proves that views (and search bots, which see
   * only views) do not depend on hidden information.
   */
  hide?(state: S, seat: Seat | null, random: RngHolder): S | null;
  /** The game's own invariants, run on every state reached; throw to report a breach. */
  check?(state: S): void;
  /** Play the hostile suite (getter, BigInt, Proxy moves; bad viewers) at every step (default true). */
  readonly hostile?: boolean;
  /**
   * Check at most this many states of each game in full (default: all); the
   * rest of a long game is played on with `apply`, each state still checked
   * for turns, the game's own `check`, and the end for outcome and replay.
   */
  readonly stepsChecked?: number;
}

/**
 * What {@link checkGame} tried.
 *
 * @example
 * ```ts
 * const { games, states, refusedMoves } = checkGame(nim, { games: 10 });
 * ```
 */
export interface CheckGameReport {
  /** Games played to their end. */
  readonly games: number;
  /** States checked (every state of every game). */
  readonly states: number;
  /** Broken, near-miss and hostile moves tried and refused. */
  readonly refusedMoves: number;
  /** Bad viewers tried and refused. */
  readonly refusedViewers: number;
  /** Tampered states tried and refused by `parseState` (0 for a game without it). */
  readonly refusedStates: number;
  /** Views compared across states that differ only in hidden information (0 without `hide`). */
  readonly hiddenViews: number;
  /**
   * How many times each named check ran (see {@link GAME_CHECKS}): 0 for a
   * check that never applied (e.g. `view-leaks` without `hide`).
   */
  readonly checks: Readonly<Record<GameCheckName, number>>;
}

/**
 * Broken and near-miss versions of a legal move: wrong shapes, seats, types,
 * missing and extra fields, out-of-range values, prototype keys.
 *
 * @example
 * ```ts
 * nearMisses({ type: 'take', player: 0, count: 2 }, 2, [1]).length; // a few dozen
 * ```
 */
export function nearMisses(move: BaseMove, players: number, inactive: readonly Seat[]): unknown[] {
  const out: unknown[] = [
    null,
    undefined,
    42,
    'play',
    [],
    [move],
    {},
    { type: move.type },
    { ...move, type: 'no-such-move' },
    { ...move, player: -1 },
    { ...move, player: players },
    { ...move, player: 0.5 },
    { ...move, player: '0' },
    { ...move, extra: true },
    JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(move).slice(1)}`),
    Object.assign(Object.create({ inherited: true }), move),
    JSON.parse(JSON.stringify({ ...move, constructor: { prototype: { polluted: true } } })),
  ];
  for (const seat of inactive) out.push({ ...move, player: seat });
  for (const [key, value] of Object.entries(move)) {
    if (key === 'type' || key === 'player') continue;
    const { [key]: _omitted, ...without } = move as unknown as Record<string, unknown>;
    out.push(without);
    if (typeof value === 'number') {
      for (const bad of [-1, value + 1000, 0.5, Number.NaN, Infinity, String(value), null]) {
        out.push({ ...move, [key]: bad });
      }
    } else if (typeof value === 'string') {
      for (const bad of ['', 'no-such-thing', `${value}x`, 7, null]) out.push({ ...move, [key]: bad });
    } else if (typeof value === 'boolean') {
      out.push({ ...move, [key]: String(value) }, { ...move, [key]: 1 });
    } else if (Array.isArray(value)) {
      out.push({ ...move, [key]: 'x' }, { ...move, [key]: [...value, ...value] }, { ...move, [key]: [null] });
    }
  }
  return out;
}

/**
 * Plays random games of `game` and checks, at every step: active seats have
 * legal moves and the others none; `validate` accepts every listed move;
 * broken, near-miss and hostile moves (getters, BigInt, Proxies) are refused
 * with `IllegalMoveError` carrying the same code as `validate`, and leave the
 * state byte-identical; `apply` never changes its input and returns deeply
 * frozen states; states survive a JSON round trip and play on identically;
 * `parseState` (when the game has it) accepts every reachable state; bad
 * viewers are refused; with `hide`, views and search bots do not depend on
 * hidden information; `sample` (when present) reproduces the seat's view
 * and gives a state the game's own `parseState` accepts; no rule changes a
 * tile in place (`tile-changed`); each
 * game ends within `moveBound` with a consistent outcome and replays from its
 * seed and moves.
 *
 * @throws {@link GameCheckError} naming the first check the game fails, with a replayable setup and moves; {@link InvalidOptionError} for bad options (`games`…).
 * @returns A {@link CheckGameReport}: how many games, states, refused moves and states, hidden views and runs of each named check it went through.
 * @example
 * ```ts
 * import { checkGame } from 'boneyard/testing';
 * const report = checkGame(myGame, { games: 50, seed: 1 });
 * console.log(report.states, report.refusedMoves);
 * ```
 */
export function checkGame<S extends BaseState>(
  game: AnyGame<S>,
  options: CheckGameOptions<S> = {},
): CheckGameReport {
  const games = options.games ?? 30;
  if (!Number.isSafeInteger(games) || games < 1 || games > 100_000) {
    throw new InvalidOptionError('games', 'must be a whole number from 1 to 100000');
  }
  const seed = options.seed ?? 1;
  const playerCounts =
    options.players ??
    Array.from({ length: Math.min(game.maxPlayers, 4) - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);
  const optionSets = options.options ?? [{}];
  const totals = { games: 0, ...noTallies(), checks: noChecks() };
  for (let index = 0; index < games; index++) {
    const setup = {
      ...optionSets[index % optionSets.length],
      players: playerCounts[index % playerCounts.length],
      seed: `${String(seed)}:${index}`,
    };
    checkOneGame(game, setup, createRng(`${String(seed)}:${index}:moves`), options, totals, totals.checks);
    totals.games++;
  }
  return totals;
}

function noTallies(): Tallies {
  return { states: 0, refusedMoves: 0, refusedViewers: 0, refusedStates: 0, hiddenViews: 0 };
}

function noChecks(): Record<GameCheckName, number> {
  return Object.fromEntries(GAME_CHECKS.map((name) => [name, 0])) as Record<GameCheckName, number>;
}

/** How the checks of one game run: each named check counted, each failure naming it. */
interface Checker {
  /** Runs the checks of `list` that apply to `at`, in order. */
  checks<C>(list: readonly Check<C>[], at: C): void;
  /**
   * A step of the game that must not throw (`setup`, `apply`), under the name of its check, or under
   * `blame`'s when its `when` holds of the error thrown (both counted).
   */
  attempt<T>(
    name: GameCheckName,
    step: () => T,
    detail: (message: string) => string,
    move?: unknown,
    blame?: Blame,
  ): T;
}

/** The check a step's error fails instead of the step's own, when `when` holds of it. */
interface Blame {
  /** The check. */
  readonly name: GameCheckName;
  /** Whether an error is this check's failure. */
  readonly when: (error: unknown) => boolean;
}

/** tiles-are-values: a rule that changed a tile in place, which `apply` reports as `tile-changed`. */
const TILES_ARE_VALUES: Blame = {
  name: 'tiles-are-values',
  when: (error) => error instanceof BoneyardError && error.code === 'tile-changed',
};

/**
 * Plays and checks one game from `setup`, choosing moves with `rng`: each
 * moment of the game (its start, every state, each turn, each broken move,
 * each move applied, its end) goes through its list of named checks, in
 * order. Counts into `tallies` and, per check, into `counts`.
 *
 * @internal
 */
export function checkOneGame<S extends BaseState>(
  game: AnyGame<S>,
  setup: CheckedSetup,
  rng: readonly number[],
  options: CheckGameOptions<S>,
  tallies: Tallies = noTallies(),
  counts: Record<GameCheckName, number> = noChecks(),
): void {
  const moves: BaseMove[] = [];
  const checker = checkerOf(setup, moves, counts);
  const run: Run<S> = {
    game,
    setup,
    random: { rng },
    moves,
    hostile: options.hostile !== false,
    ...(options.hide ? { hide: options.hide.bind(options) } : {}),
    ...(options.check ? { check: options.check.bind(options) } : {}),
    tallies,
    bot: { asked: false },
  };
  let state = checker.attempt(
    'setup',
    () => game.setup(setup),
    (message) => `setup threw ${message}`,
  );
  checker.checks(START_CHECKS, { ...run, state });
  const bound = game.moveBound(state);
  const last = tallies.states + (options.stepsChecked ?? Infinity);
  for (;;) {
    tallies.states++;
    const at = stateAt(run, state, bound, tallies.states <= last);
    checker.checks(STATE_CHECKS, at);
    if (at.active().length === 0) break;
    const player = pick(run.random, at.active());
    const legal = game.legalMoves(state, player);
    const move = at.full ? checkTurn(at, player, legal, checker) : pick(run.random, legal);
    state = at.full ? checkMove(at, move, checker) : applyMove(at, move, checker);
    moves.push(move);
  }
  checker.checks(END_CHECKS, { ...run, state } satisfies AtEnd<S>);
}

/** The checker of one game: a failure carries the check's name, the setup and the moves played so far. */
function checkerOf(
  setup: CheckedSetup,
  moves: readonly BaseMove[],
  counts: Record<GameCheckName, number>,
): Checker {
  const failer =
    (name: GameCheckName): Fail =>
    (detail, move) => {
      throw new GameCheckError(name, detail, setup, [...moves], move);
    };
  return {
    checks: (list, at) => runChecks(list, at, failer, counts),
    attempt(name, step, detail, move, blame) {
      counts[name]++;
      if (blame) counts[blame.name]++;
      try {
        return step();
      } catch (error) {
        if (blame?.when(error)) return failer(blame.name)(messageOf(error), move);
        return failer(name)(detail(messageOf(error)), move);
      }
    },
  };
}

/** A state reached, as its checks see it (the active seats asked once, when first needed). */
function stateAt<S extends BaseState>(run: Run<S>, state: S, bound: number, full: boolean): AtState<S> {
  let active: readonly Seat[] | undefined;
  let sampled: Sampled<S> | undefined;
  return {
    ...run,
    state,
    bound,
    json: JSON.stringify(state),
    full,
    seats: Array.from({ length: state.players }, (_, s) => s),
    active: () => (active ??= run.game.activePlayers(state)),
    sampled: () => (sampled ??= sampleFor(run, state)),
  };
}

/** A seat chosen at random, its view, and what `sample` gives for it. */
function sampleFor<S extends BaseState>(run: Run<S>, state: S): Sampled<S> {
  const { game } = run;
  const seat = pick(
    run.random,
    Array.from({ length: state.players }, (_, s) => s),
  );
  const view = game.view(state, seat);
  const before = canonical(view);
  return { seat, view, before, state: game.sample?.(view, seat, run.random) };
}

/**
 * A seat's turn in a state checked in full: the turn's checks, then the move
 * (chosen at random from `legal`) broken every way, each broken version
 * through the checks of refusals. Returns the move chosen.
 */
function checkTurn<S extends BaseState>(
  at: AtState<S>,
  player: Seat,
  legal: readonly BaseMove[],
  checker: Checker,
): BaseMove {
  const turn: AtTurn<S> = { ...at, player, legal };
  checker.checks(TURN_CHECKS, turn);
  const move = pick(at.random, legal);
  const inactive = at.seats.filter((seat) => !at.active().includes(seat));
  const listed = new Set(legal.map(canonical));
  const broken = [...nearMisses(move, at.state.players, inactive), ...(at.hostile ? hostileMoves(move) : [])];
  for (const tried of broken) {
    const refusal: AtRefusal<S> = {
      ...at,
      move: tried,
      before: JSON.stringify(at.state),
      listed,
      violation: null,
      listedMove: false,
    };
    checker.checks(REFUSAL_CHECKS, refusal);
    at.tallies.refusedMoves++;
  }
  return move;
}

/** The chosen move applied: the step named `apply` (and `tiles-are-values`, which `apply` reports). */
function applyMove<S extends BaseState>(at: AtState<S>, move: BaseMove, checker: Checker): S {
  return checker.attempt(
    'apply',
    () => at.game.apply(at.state, move),
    (message) => `apply refused a listed move: ${message}`,
    move,
    TILES_ARE_VALUES,
  );
}

/**
 * The chosen move applied (the step named `apply`), then through the checks
 * of a move. Returns the next state.
 */
function checkMove<S extends BaseState>(at: AtState<S>, move: BaseMove, checker: Checker): S {
  const { game, state } = at;
  const before = JSON.stringify(state);
  const next = applyMove(at, move, checker);
  const told = new Map<Seat | null, readonly GameEvent[]>();
  const applied: AtMove<S> = {
    ...at,
    move,
    before,
    next,
    told: (viewer) => {
      const known = told.get(viewer);
      if (known) return known;
      const events = game.events(state, next, move, viewer);
      told.set(viewer, events);
      return events;
    },
  };
  checker.checks(MOVE_CHECKS, applied);
  return next;
}
