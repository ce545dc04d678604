/**
 * The named checks of `checkGame` (OpenSpiel's `basic_tests` is the model):
 * each a small function of one moment of a game (its start, a state
 * reached, a seat's turn, a broken move, a move applied, its end) that
 * reports a breach through `fail`, so the failure names the check.
 *
 * @module
 */
import { BoneyardError, IllegalMoveError, InvalidStateError } from '../core/errors.js';
import type { AnyGame, BaseMove, BaseState, GameEvent, Seat, SetupBase, Violation } from '../core/game.js';
import { type RngHolder, randomInt } from '../core/random.js';
import { replay } from '../core/replay.js';
import { searchBot } from '../core/search-bot.js';
import { hostileViewers } from './hostile.js';

/**
 * Every check `checkGame` runs, by the name a failure carries
 * (`GameCheckError.check`), in the order they first run:
 *
 * - `setup`: `setup` gives a state (it does not throw).
 * - `frozen`: `setup` and `apply` give deeply frozen states.
 * - `game-invariant`: the game’s own `check` holds on every state reached.
 * - `json`: every state survives a JSON round trip, and a state revived from JSON plays on the same.
 * - `parse-state`: `parseState` accepts every reachable state and gives it back unchanged.
 * - `parse-state-accepts`: `parseState` refuses tampered states (a key missing or unknown,
 *   `__proto__`, 1000 players, a broken generator, garbage).
 * - `legal-moves`: every active seat has a legal move, every other seat none.
 * - `viewer`: `view` refuses viewers that are not seats.
 * - `view-leaks`: with `hide`, no view depends on what its viewer cannot see.
 * - `sample`: `sample` gives a state and leaves the view it is given unchanged.
 * - `sample-view`: a sampled state agrees with the view it was sampled from (its view for that
 *   seat is the view given).
 * - `sample-parses`: a sampled state is one the game accepts: its own `parseState` gives it back
 *   unchanged.
 * - `move-bound`: no game goes past its `moveBound`.
 * - `bot-peeks`: with `hide` and `sample`, a search bot chooses the same move on twin views.
 * - `validate`: `validate` accepts every listed move, and refuses every broken or hostile move
 *   not listed, with a code and a message.
 * - `validate-throws`: `validate` never throws.
 * - `apply-refuses`: `apply` refuses a broken move with an `IllegalMoveError` carrying
 *   `validate`’s code.
 * - `refused-move-mutates`: a refused move leaves the state as it was.
 * - `prototype-pollution`: no move pollutes `Object.prototype`.
 * - `apply`: `apply` accepts every listed move.
 * - `tiles-are-values`: no rule changes a tile in place (`apply` reports one that tries with a
 *   `tile-changed` error).
 * - `apply-mutates-input`: `apply` leaves the state it is given as it was.
 * - `events`: every viewer’s events of a move each have a type and a text.
 * - `events-leak`: no event shows a viewer a tile it could see neither before nor after the
 *   move.
 * - `step`: `step` gives the state `apply` gives, and a spectator the events `events` gives.
 * - `outcome`: at the end the outcome is over, scores every seat, and its winners hold the
 *   best score.
 * - `replay`: the setup and the moves replay to the same final state.
 *
 * @example
 * ```ts
 * try {
 *   checkGame(myGame);
 * } catch (error) {
 *   if (error instanceof GameCheckError) console.log(GAME_CHECKS.indexOf(error.check as GameCheckName));
 * }
 * ```
 */
export const GAME_CHECKS = [
  'setup',
  'frozen',
  'game-invariant',
  'json',
  'parse-state',
  'parse-state-accepts',
  'legal-moves',
  'viewer',
  'view-leaks',
  'sample',
  'sample-view',
  'sample-parses',
  'move-bound',
  'bot-peeks',
  'validate',
  'validate-throws',
  'apply-refuses',
  'refused-move-mutates',
  'prototype-pollution',
  'apply',
  'tiles-are-values',
  'apply-mutates-input',
  'events',
  'events-leak',
  'step',
  'outcome',
  'replay',
] as const;

/**
 * The name of one of {@link GAME_CHECKS}.
 *
 * @example
 * ```ts
 * error instanceof GameCheckError && error.check; // e.g. 'view-leaks': the check that failed
 * ```
 */
export type GameCheckName = (typeof GAME_CHECKS)[number];

/**
 * A broken invariant, with everything needed to replay it: the setup
 * options, the moves played before it, and the move being checked (if any).
 *
 * @example
 * ```ts
 * try {
 *   checkGame(myGame);
 * } catch (error) {
 *   if (error instanceof GameCheckError) console.log(error.check, error.setup, error.moves.length, error.move);
 * }
 * ```
 */
export class GameCheckError extends BoneyardError {
  /** Which check broke, e.g. `'apply-mutates-input'`: one of {@link GAME_CHECKS}. */
  readonly check: string;
  /** The setup options of the failing game (seed included): `replay(game, setup, moves)` rebuilds the state. */
  readonly setup: SetupBase & Readonly<Record<string, unknown>>;
  /** The moves played before the failure. */
  readonly moves: readonly unknown[];
  /** The move under test when it broke, if any. */
  readonly move: unknown;

  constructor(
    check: string,
    detail: string,
    setup: SetupBase & Readonly<Record<string, unknown>>,
    moves: readonly unknown[],
    move: unknown,
  ) {
    super(
      'invariant-broken',
      `${check}: ${detail} (setup ${safeJson(setup)}, after ${moves.length} moves${move === undefined ? '' : `, move ${safeJson(move)}`})`,
    );
    this.name = 'GameCheckError';
    this.check = check;
    this.setup = setup;
    this.moves = moves;
    this.move = move;
  }
}

/** Reports a breach of the check being run: throws, naming it, with the move under test if any. */
export type Fail = (detail: string, move?: unknown) => never;

/** One named check of one moment of a game: a small function that calls `fail` on a breach. */
export interface Check<C> {
  /** The name a failure carries. */
  readonly name: GameCheckName;
  /** Whether it runs at this moment (default: always). */
  readonly applies?: (at: C) => boolean;
  /** The check. */
  readonly run: (at: C, fail: Fail) => void;
}

/** The setup options of one game checked (seed included; the other options as given). */
export type CheckedSetup = SetupBase & Readonly<Record<string, unknown>>;

/** The tallies of `checkGame`'s report that the checks count. */
export interface Tallies {
  /** States checked. */
  states: number;
  /** Broken, near-miss and hostile moves refused. */
  refusedMoves: number;
  /** Bad viewers refused. */
  refusedViewers: number;
  /** Tampered states refused by `parseState`. */
  refusedStates: number;
  /** Views compared across twin states. */
  hiddenViews: number;
}

/** One game under check: what every check of it sees. */
export interface Run<S extends BaseState> {
  /** The game. */
  readonly game: AnyGame<S>;
  /** Its setup options (seed included). */
  readonly setup: CheckedSetup;
  /** The random source choosing seats, moves, twins and samples. */
  readonly random: RngHolder;
  /** The moves played so far. */
  readonly moves: BaseMove[];
  /** Whether the hostile suite runs (bad viewers, tampered states, hostile moves). */
  readonly hostile: boolean;
  /** A twin of a state that differs only in what `seat` cannot see, or `null` (`CheckGameOptions.hide`). */
  hide?(state: S, seat: Seat | null, random: RngHolder): S | null;
  /** The game's own invariant (`CheckGameOptions.check`). */
  check?(state: S): void;
  /** The report's tallies. */
  readonly tallies: Tallies;
  /** Whether a search bot was asked about twin views yet (once a game; shared by every moment of it). */
  readonly bot: { asked: boolean };
}

/** The state `setup` gave, or the state a game ended in. */
export interface AtStart<S extends BaseState> extends Run<S> {
  /** The state. */
  readonly state: S;
}

/** The end of a game: no seat may move. */
export type AtEnd<S extends BaseState> = AtStart<S>;

/** A state reached. */
export interface AtState<S extends BaseState> extends Run<S> {
  /** The state. */
  readonly state: S;
  /** The game's move bound (`moveBound` of the state `setup` gave). */
  readonly bound: number;
  /** Its JSON text. */
  readonly json: string;
  /** Whether it is checked in full (see `stepsChecked`); the rest are only played on. */
  readonly full: boolean;
  /** Every seat. */
  readonly seats: readonly Seat[];
  /** The seats that may move (asked once, by the first check that needs them). */
  readonly active: () => readonly Seat[];
  /** A seat chosen at random, its view, and the state `sample` gave for it (asked once, by the first check). */
  readonly sampled: () => Sampled<S>;
}

/** A state `sample` gave for a seat's view. */
export interface Sampled<S extends BaseState> {
  /** The seat. */
  readonly seat: Seat;
  /** Its view, as `sample` was given it. */
  readonly view: unknown;
  /** The view's canonical JSON before `sample` was asked. */
  readonly before: string;
  /** What `sample` gave. */
  readonly state: S | undefined;
}

/** A seat to move, in a state checked in full. */
export interface AtTurn<S extends BaseState> extends AtState<S> {
  /** The seat chosen to move. */
  readonly player: Seat;
  /** Its legal moves (never empty). */
  readonly legal: readonly BaseMove[];
}

/** A broken, near-miss or hostile version of the chosen move. */
export interface AtRefusal<S extends BaseState> extends AtState<S> {
  /** The move tried. */
  readonly move: unknown;
  /** The state's JSON before it was tried. */
  readonly before: string;
  /** The listed moves, as canonical JSON (a near miss may land on one). */
  readonly listed: ReadonlySet<string>;
  /** What `validate` said of it. */
  violation: Violation | null;
  /** Set when the near miss is a listed move: the checks of refusals stop there. */
  listedMove: boolean;
}

/** The chosen move, applied. */
export interface AtMove<S extends BaseState> extends AtState<S> {
  /** The move (a listed one). */
  readonly move: BaseMove;
  /** The state's JSON before `apply`. */
  readonly before: string;
  /** What `apply` gave. */
  readonly next: S;
  /** What `events` tells `viewer` of the move (asked once per viewer). */
  readonly told: (viewer: Seat | null) => readonly GameEvent[];
}

/**
 * Runs each check of `checks` that applies to `at`, in order, counting it in
 * `counts`. A check fails through its `fail`; anything else it throws is a
 * failure of that check too.
 */
export function runChecks<C>(
  checks: readonly Check<C>[],
  at: C,
  failer: (name: GameCheckName) => Fail,
  counts: Record<GameCheckName, number>,
): void {
  for (const check of checks) {
    if (check.applies && !check.applies(at)) continue;
    counts[check.name]++;
    const fail = failer(check.name);
    try {
      check.run(at, fail);
    } catch (error) {
      if (error instanceof GameCheckError) throw error;
      fail(`threw ${messageOf(error)}`);
    }
  }
}

/** An error's message, or the value thrown as text. */
export function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return '(unprintable)';
  }
}

/**
 * A value as JSON for a message, at most 300 characters (BigInts as `1n`).
 *
 * @example
 * ```ts
 * safeJson({ big: 10n }); // '{"big":"10n"}'
 * ```
 */
export function safeJson(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v));
    return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return '(unprintable)';
  }
}

/**
 * JSON with sorted keys, so equal data compares equal whatever the key order.
 *
 * @example
 * ```ts
 * canonical({ b: 1, a: 2 }) === canonical({ a: 2, b: 1 }); // true
 * ```
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(isDeepFrozen);
}

/**
 * One of `items`, chosen with `random`.
 *
 * @example
 * ```ts
 * pick({ rng: createRng(1) }, [0, 1, 2]);
 * ```
 */
export function pick<T>(random: RngHolder, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}

// ── At the start: the state `setup` gave. ─────────────────────────────────────────────────────────

/** frozen: `setup` gives a deeply frozen state. */
function setupIsFrozen<S extends BaseState>(at: AtStart<S>, fail: Fail): void {
  if (!isDeepFrozen(at.state)) fail('setup returned a state that is not deeply frozen');
}

/** The checks of the state `setup` gave (`setup` itself is the step named `setup`). */
export const START_CHECKS: readonly Check<AtStart<BaseState>>[] = [{ name: 'frozen', run: setupIsFrozen }];

// ── Every state reached. ──────────────────────────────────────────────────────────────────────────

/** game-invariant: the game's own `check`. */
function gameInvariantHolds<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  try {
    at.check?.(at.state);
  } catch (error) {
    fail(messageOf(error));
  }
}

/** json: the state survives JSON. */
function stateSurvivesJson<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  if (canonical(JSON.parse(at.json)) !== canonical(at.state)) fail('the state does not survive JSON');
}

/** parse-state: `parseState` gives back every reachable state unchanged. */
function parseStateAcceptsReachable<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  let parsed: unknown;
  try {
    parsed = at.game.parseState?.(JSON.parse(at.json));
  } catch (error) {
    fail(`parseState refused a reachable state: ${messageOf(error)}`);
  }
  if (canonical(parsed) !== canonical(at.state)) fail('parseState changed the state');
}

/** parse-state-accepts: `parseState` refuses every tampered copy of the state. */
function parseStateRefusesTampered<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  for (const [what, tampered] of tamperedStates(at.json)) {
    let refused = false;
    try {
      at.game.parseState?.(tampered);
    } catch (error) {
      refused = error instanceof InvalidStateError;
    }
    if (!refused) fail(`parseState accepted a state with ${what}`);
    at.tallies.refusedStates++;
  }
}

/** legal-moves: active seats have legal moves, the others none. */
function onlyActiveSeatsMove<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  const active = at.active();
  for (const seat of at.seats) {
    const legal = at.game.legalMoves(at.state, seat);
    if (active.includes(seat)) {
      if (legal.length === 0) fail(`active seat ${seat} has no legal move`);
    } else if (legal.length !== 0) fail(`inactive seat ${seat} has legal moves`);
  }
}

/** viewer: `view` refuses every viewer that is not a seat. */
function viewRefusesBadViewers<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  for (const viewer of hostileViewers(at.state.players)) {
    let refused = false;
    try {
      at.game.view(at.state, viewer as Seat);
    } catch (error) {
      refused = error instanceof BoneyardError;
    }
    if (!refused) fail(`view accepted the viewer ${safeJson(viewer)}`);
    at.tallies.refusedViewers++;
  }
}

/** view-leaks: every viewer sees the same of a twin that differs only in what it cannot see. */
function viewsHideWhatIsHidden<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  const { game, state, hide } = at;
  for (const seat of [null, ...at.seats]) {
    const twin = hide?.(state, seat, at.random);
    if (twin === null || twin === undefined) continue;
    at.tallies.hiddenViews++;
    if (canonical(game.view(twin, seat)) !== canonical(game.view(state, seat))) {
      fail(`the view of ${seat === null ? 'a spectator' : `seat ${seat}`} depends on what it cannot see`);
    }
  }
}

/** sample: `sample` gives a state and leaves the view alone. */
function sampleLeavesView<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  const { seat, view, before, state } = at.sampled();
  if (canonical(view) !== before) fail('sample changed the view it was given');
  if (typeof state !== 'object' || state === null) fail(`sample gave no state for seat ${seat}`);
}

/** sample-view: the sampled state shows its seat the view it was sampled from. */
function sampleAgreesWithView<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  const { seat, before, state } = at.sampled();
  if (canonical(at.game.view(state as S, seat)) !== before)
    fail(`a sample does not look like seat ${seat}'s view`);
}

/** sample-parses: the game's own `parseState` gives the sampled state back unchanged. */
function sampleParses<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  const { seat, state } = at.sampled();
  let parsed: unknown;
  try {
    parsed = at.game.parseState?.(JSON.parse(JSON.stringify(state)));
  } catch (error) {
    fail(`parseState refused a state sampled for seat ${seat}: ${messageOf(error)}`);
  }
  if (canonical(parsed) !== canonical(state)) fail(`parseState changed a state sampled for seat ${seat}`);
}

/** move-bound: a seat may move only while the game is within its bound. */
function withinMoveBound<S extends BaseState>(at: AtState<S>, fail: Fail): void {
  if (at.moves.length >= at.bound) fail(`the game passed its move bound of ${at.bound}`);
}

const sampling = (at: AtState<BaseState>) => at.full && at.game.sample !== undefined;

/**
 * The checks of every state reached, in order (those marked `full` only on
 * states checked in full; the others also on the states a long game is
 * played on with).
 */
export const STATE_CHECKS: readonly Check<AtState<BaseState>>[] = [
  { name: 'game-invariant', run: gameInvariantHolds },
  { name: 'json', run: stateSurvivesJson },
  {
    name: 'parse-state',
    applies: (at) => at.full && typeof at.game.parseState === 'function',
    run: parseStateAcceptsReachable,
  },
  {
    name: 'parse-state-accepts',
    applies: (at) => at.full && typeof at.game.parseState === 'function' && at.hostile,
    run: parseStateRefusesTampered,
  },
  { name: 'legal-moves', run: onlyActiveSeatsMove },
  { name: 'viewer', applies: (at) => at.full && at.hostile, run: viewRefusesBadViewers },
  { name: 'view-leaks', applies: (at) => at.full && at.hide !== undefined, run: viewsHideWhatIsHidden },
  { name: 'sample', applies: sampling, run: sampleLeavesView },
  { name: 'sample-view', applies: sampling, run: sampleAgreesWithView },
  {
    name: 'sample-parses',
    applies: (at) => sampling(at) && typeof at.game.parseState === 'function',
    run: sampleParses,
  },
  { name: 'move-bound', applies: (at) => at.active().length > 0, run: withinMoveBound },
];

// ── A seat's turn, in a state checked in full. ────────────────────────────────────────────────────

/** bot-peeks: a search bot chooses the same on a twin that differs only in what the seat cannot see. */
function botSeesOnlyItsView<S extends BaseState>(at: AtTurn<S>, fail: Fail): void {
  const { game, state, player } = at;
  const twin = at.hide?.(state, player, at.random);
  if (!twin) return;
  const ask = (s: S) =>
    searchBot(game, { seed: at.moves.length, iterations: 6 })({
      player,
      view: game.view(s, player),
      legalMoves: game.legalMoves(s, player),
    });
  if (canonical(ask(twin)) !== canonical(ask(state))) fail('a search bot chose differently on twin views');
  at.bot.asked = true;
}

/** validate: every listed move (at most 12 of them, chosen at random) is valid. */
function listedMovesAreValid<S extends BaseState>(at: AtTurn<S>, fail: Fail): void {
  const { legal } = at;
  for (const move of legal.length <= 12 ? legal : Array.from({ length: 12 }, () => pick(at.random, legal))) {
    const violation = at.game.validate(at.state, move);
    if (violation) fail(`a listed move is refused (${violation.code})`, move);
  }
}

/** The checks of a seat's turn, before its move is chosen. */
export const TURN_CHECKS: readonly Check<AtTurn<BaseState>>[] = [
  {
    name: 'bot-peeks',
    applies: (at) =>
      !at.bot.asked && at.hide !== undefined && at.game.sample !== undefined && at.legal.length > 1,
    run: botSeesOnlyItsView,
  },
  { name: 'validate', run: listedMovesAreValid },
];

// ── Each broken, near-miss or hostile version of the chosen move. ─────────────────────────────────

/** validate-throws: `validate` answers whatever it is given. */
function validateNeverThrows<S extends BaseState>(at: AtRefusal<S>, fail: Fail): void {
  try {
    at.violation = at.game.validate(at.state, at.move);
  } catch (error) {
    fail(`validate threw ${messageOf(error)}`, at.move);
  }
}

/** validate: a move that is not listed is refused, with a code and a message. */
function unlistedMovesAreRefused<S extends BaseState>(at: AtRefusal<S>, fail: Fail): void {
  const { violation } = at;
  if (violation === null) {
    // A near miss may land on another legal move; then it must be one of the listed ones.
    let text: string | undefined;
    try {
      text = canonical(at.move);
    } catch {
      text = undefined;
    }
    if (text !== undefined && at.listed.has(text)) {
      at.listedMove = true;
      return;
    }
    fail('validate accepted a move that is not listed', at.move);
  }
  if (typeof violation.code !== 'string' || !violation.message)
    fail('a violation needs a code and a message', at.move);
}

/** apply-refuses: `apply` throws `IllegalMoveError` with `validate`'s code. */
function applyRefusesAsValidate<S extends BaseState>(at: AtRefusal<S>, fail: Fail): void {
  let thrown: unknown;
  try {
    at.game.apply(at.state, at.move as BaseMove); // a corrupted move on purpose: refused at run time
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof IllegalMoveError)) fail('apply did not throw IllegalMoveError', at.move);
  if (thrown.code !== at.violation?.code) {
    fail(`apply said ${thrown.code}, validate ${at.violation?.code}`, at.move);
  }
}

/** refused-move-mutates: the state is as it was before the move was tried. */
function refusalLeavesState<S extends BaseState>(at: AtRefusal<S>, fail: Fail): void {
  if (JSON.stringify(at.state) !== at.before) fail('a refused move changed the state', at.move);
}

/** prototype-pollution: `Object.prototype` gained nothing. */
function noPrototypePollution<S extends BaseState>(at: AtRefusal<S>, fail: Fail): void {
  if (({} as Record<string, unknown>).polluted !== undefined) fail('Object.prototype was polluted', at.move);
}

const refused = (at: AtRefusal<BaseState>) => !at.listedMove;

/** The checks of each broken, near-miss or hostile move, in order (none after a near miss that is listed). */
export const REFUSAL_CHECKS: readonly Check<AtRefusal<BaseState>>[] = [
  { name: 'validate-throws', run: validateNeverThrows },
  { name: 'validate', run: unlistedMovesAreRefused },
  { name: 'apply-refuses', applies: refused, run: applyRefusesAsValidate },
  { name: 'refused-move-mutates', applies: refused, run: refusalLeavesState },
  { name: 'prototype-pollution', applies: refused, run: noPrototypePollution },
];

// ── The chosen move, applied. ─────────────────────────────────────────────────────────────────────

/** apply-mutates-input: the state `apply` was given is as it was. */
function applyLeavesInput<S extends BaseState>(at: AtMove<S>, fail: Fail): void {
  if (JSON.stringify(at.state) !== at.before) fail('apply changed the state it was given', at.move);
}

const viewers = (at: AtMove<BaseState>): (Seat | null)[] => [null, ...at.seats];

/** events: every event every viewer is told has a type and a text. */
function eventsHaveText<S extends BaseState>(at: AtMove<S>, fail: Fail): void {
  for (const viewer of viewers(at)) {
    for (const event of at.told(viewer)) {
      if (typeof event.type !== 'string' || typeof event.text !== 'string' || !event.text) {
        fail('every event needs a type and a text', at.move);
      }
    }
  }
}

const TILE_ID = /^\d+:\d+-\d+$/;

function tileIds(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (TILE_ID.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const item of value) tileIds(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) tileIds(item, out);
  return out;
}

/** events-leak: no event names a tile id its viewer sees neither before nor after the move. */
function eventsShowOnlyWhatIsSeen<S extends BaseState>(at: AtMove<S>, fail: Fail): void {
  const { game } = at;
  for (const viewer of viewers(at)) {
    const seen = tileIds(game.view(at.next, viewer), tileIds(game.view(at.state, viewer), new Set()));
    for (const id of tileIds(at.told(viewer), new Set())) {
      if (!seen.has(id))
        fail(
          `an event told to ${viewer === null ? 'a spectator' : `seat ${viewer}`} shows hidden tile ${id}`,
          at.move,
        );
    }
  }
}

/**
 * step: `step` gives `apply`'s state and a spectator `events`'s events; `stepAs` (one run for every viewer)
 * gives the same state and tells every seat and a spectator what `events` tells them.
 */
function stepIsApplyAndEvents<S extends BaseState>(at: AtMove<S>, fail: Fail): void {
  const stepped = at.game.step(at.state, at.move, null);
  if (canonical(stepped.state) !== canonical(at.next)) fail('step and apply give different states', at.move);
  if (canonical(stepped.events) !== canonical(at.told(null))) {
    fail('step and events tell a spectator different events', at.move);
  }
  const played = at.game.stepAs(at.state, at.move.player, at.move);
  if (canonical(played.state) !== canonical(at.next)) fail('stepAs and apply give different states', at.move);
  const viewers: (Seat | null)[] = [...Array.from({ length: at.state.players }, (_, seat) => seat), null];
  for (const viewer of viewers) {
    if (canonical(played.tell(viewer)) !== canonical(at.told(viewer)))
      fail(
        `stepAs and events tell ${viewer === null ? 'a spectator' : `seat ${viewer}`} different events`,
        at.move,
      );
  }
}

/** frozen: `apply` gives a deeply frozen state. */
function applyIsFrozen<S extends BaseState>(at: AtMove<S>, fail: Fail): void {
  if (!isDeepFrozen(at.next)) fail('apply returned a state that is not deeply frozen', at.move);
}

/** json: the state revived from its JSON plays the move to the same state. */
function revivedStatePlaysOn<S extends BaseState>(at: AtMove<S>, fail: Fail): void {
  const revived = at.game.apply(JSON.parse(at.before), at.move);
  if (canonical(revived) !== canonical(at.next))
    fail('a state revived from JSON plays on differently', at.move);
}

/** The checks of the chosen move once applied (`apply` itself is the step named `apply`), in order. */
export const MOVE_CHECKS: readonly Check<AtMove<BaseState>>[] = [
  { name: 'apply-mutates-input', run: applyLeavesInput },
  { name: 'events', run: eventsHaveText },
  { name: 'events-leak', run: eventsShowOnlyWhatIsSeen },
  { name: 'step', run: stepIsApplyAndEvents },
  { name: 'frozen', run: applyIsFrozen },
  { name: 'json', run: revivedStatePlaysOn },
];

// ── The end of the game. ──────────────────────────────────────────────────────────────────────────

/** outcome: over, a score for every seat, winners holding the best score. */
function outcomeIsConsistent<S extends BaseState>(at: AtEnd<S>, fail: Fail): void {
  const outcome = at.game.outcome(at.state);
  if (!outcome.over) fail('no seat may move but the outcome is not over');
  if (outcome.scores.length !== at.state.players) fail('the outcome does not score every seat');
  const best = Math.max(...outcome.scores);
  if (outcome.winners.length === 0 || outcome.winners.some((seat) => outcome.scores[seat] !== best)) {
    fail(`winners ${safeJson(outcome.winners)} do not hold the best score ${best}`);
  }
}

/** replay: the setup and the moves give the same final state. */
function gameReplays<S extends BaseState>(at: AtEnd<S>, fail: Fail): void {
  if (canonical(replay(at.game, at.setup, at.moves)) !== canonical(at.state)) {
    fail('replaying the seed and the moves gives another state');
  }
}

/** The checks of a game's end. */
export const END_CHECKS: readonly Check<AtEnd<BaseState>>[] = [
  { name: 'outcome', run: outcomeIsConsistent },
  { name: 'replay', run: gameReplays },
];

/**
 * Tampered copies of a state's JSON that no game may accept: a key missing,
 * an unknown key, a `__proto__` key, 1000 players, a broken generator state,
 * the whole state replaced by garbage.
 */
function tamperedStates(json: string): [string, unknown][] {
  const out: [string, unknown][] = [];
  const base = JSON.parse(json) as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    const { [key]: _dropped, ...rest } = base;
    out.push([`no ${key}`, rest]);
  }
  out.push(['an unknown key', { ...base, extra: 1 }]);
  out.push(['a __proto__ key', JSON.parse(`{"__proto__": {"polluted": true}, ${json.slice(1)}`)]);
  out.push(['1000 players', { ...base, players: 1000 }]);
  out.push(['rng []', { ...base, rng: [] }]);
  out.push(['rng of zeros', { ...base, rng: [0, 0, 0, 0] }]);
  out.push(['null', null], ['an array', [base]], ['a string', json]);
  return out;
}
