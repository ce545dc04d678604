/**
 * `checkGame`: the invariant harness that every built-in game runs, as a
 * public API for any `Game`, including one you define with `defineGame`.
 *
 * @module
 */
import { BoneyardError, IllegalMoveError, InvalidOptionError, InvalidStateError } from '../core/errors.js';
import type { AnyGame, BaseMove, BaseState, Seat, SetupOptions } from '../core/game.js';
import { createRng, type RngHolder, randomInt, type Seed } from '../core/random.js';
import { replay } from '../core/replay.js';
import { searchBot } from '../core/search-bot.js';
import { hostileMoves, hostileViewers } from './hostile.js';

/**
 * Options of {@link checkGame}.
 *
 * @example
 * ```ts
 * const options: CheckGameOptions<NimState> = { games: 50, seed: 1, players: [2, 3], options: [{}, { stones: 5 }] };
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
}

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
  /** Which invariant broke, e.g. `'apply-mutates-input'`. */
  readonly check: string;
  /** The setup options of the failing game (seed included): `replay(game, setup, moves)` rebuilds the state. */
  readonly setup: Readonly<Record<string, unknown>>;
  /** The moves played before the failure. */
  readonly moves: readonly unknown[];
  /** The move under test when it broke, if any. */
  readonly move: unknown;

  constructor(
    check: string,
    detail: string,
    setup: Record<string, unknown>,
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

function safeJson(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v));
    return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return '(unprintable)';
  }
}

/** JSON with sorted keys, so equal data compares equal whatever the key order. */
function canonical(value: unknown): string {
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

function pick<T>(random: RngHolder, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
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
 * hidden information; `sample` (when present) reproduces the seat's view; each
 * game ends within `moveBound` with a consistent outcome and replays from its
 * seed and moves. Throws {@link GameCheckError} with a replayable setup and the
 * move that broke.
 *
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
  const totals = {
    games: 0,
    states: 0,
    refusedMoves: 0,
    refusedViewers: 0,
    refusedStates: 0,
    hiddenViews: 0,
  };
  for (let index = 0; index < games; index++) {
    const setup = {
      ...optionSets[index % optionSets.length],
      players: playerCounts[index % playerCounts.length],
      seed: `${String(seed)}:${index}`,
    };
    checkOneGame(game, setup, createRng(`${String(seed)}:${index}:moves`), options, totals);
    totals.games++;
  }
  return totals;
}

/**
 * Plays and checks one game from `setup`, choosing moves with `rng`.
 *
 * @internal
 */
export function checkOneGame<S extends BaseState>(
  game: AnyGame<S>,
  setup: SetupOptions<Readonly<Record<string, unknown>>>,
  rng: readonly number[],
  options: CheckGameOptions<S>,
  totals: {
    states: number;
    refusedMoves: number;
    refusedViewers: number;
    refusedStates: number;
    hiddenViews: number;
  } = {
    states: 0,
    refusedMoves: 0,
    refusedViewers: 0,
    refusedStates: 0,
    hiddenViews: 0,
  },
): void {
  const random: RngHolder = { rng };
  const moves: unknown[] = [];
  function fail(check: string, detail: string, move?: unknown): never {
    throw new GameCheckError(check, detail, setup, [...moves], move);
  }
  const hide = options.hide?.bind(options);
  let state: S;
  try {
    state = game.setup(setup);
  } catch (error) {
    fail('setup', `setup threw ${(error as Error).message}`);
  }
  if (!isDeepFrozen(state)) fail('frozen', 'setup returned a state that is not deeply frozen');
  const bound = game.moveBound(state);
  const startStates = totals.states;
  let peeked = false;
  for (;;) {
    totals.states++;
    const players = state.players;
    const seats = Array.from({ length: players }, (_, s) => s);
    try {
      options.check?.(state);
    } catch (error) {
      fail('game-invariant', (error as Error).message);
    }
    const detailed = totals.states <= startStates + (options.stepsChecked ?? Infinity);
    const json = JSON.stringify(state);
    if (canonical(JSON.parse(json)) !== canonical(state)) fail('json', 'the state does not survive JSON');
    if (detailed && typeof game.parseState === 'function') {
      try {
        const parsed = game.parseState(JSON.parse(json));
        if (canonical(parsed) !== canonical(state)) fail('parse-state', 'parseState changed the state');
      } catch (error) {
        if (error instanceof GameCheckError) throw error;
        fail('parse-state', `parseState refused a reachable state: ${(error as Error).message}`);
      }
      if (options.hostile !== false) {
        for (const [what, tampered] of tamperedStates(json)) {
          let refused = false;
          try {
            game.parseState(tampered);
          } catch (error) {
            refused = error instanceof InvalidStateError;
          }
          if (!refused) fail('parse-state-accepts', `parseState accepted a state with ${what}`);
          totals.refusedStates++;
        }
      }
    }
    const active: Seat[] = game.activePlayers(state);
    const inactive: Seat[] = [];
    for (const seat of seats) {
      const legal: unknown[] = game.legalMoves(state, seat);
      if (active.includes(seat)) {
        if (legal.length === 0) fail('legal-moves', `active seat ${seat} has no legal move`);
      } else {
        if (legal.length !== 0) fail('legal-moves', `inactive seat ${seat} has legal moves`);
        inactive.push(seat);
      }
    }
    if (!detailed) {
      if (active.length === 0) break;
      if (moves.length >= bound) fail('move-bound', `the game passed its move bound of ${bound}`);
      const quick = pick(random, game.legalMoves(state, pick(random, active)));
      state = game.apply(state, quick);
      moves.push(quick);
      continue;
    }
    if (options.hostile !== false) {
      for (const viewer of hostileViewers(players)) {
        let refused = false;
        try {
          game.view(state, viewer as Seat);
        } catch (error) {
          refused = error instanceof BoneyardError;
        }
        if (!refused) fail('viewer', `view accepted the viewer ${safeJson(viewer)}`);
        totals.refusedViewers++;
      }
    }
    if (hide) {
      for (const seat of [null, ...seats]) {
        const twin = hide(state, seat, random);
        if (twin === null || twin === undefined) continue;
        totals.hiddenViews++;
        if (canonical(game.view(twin, seat)) !== canonical(game.view(state, seat))) {
          fail(
            'view-leaks',
            `the view of ${seat === null ? 'a spectator' : `seat ${seat}`} depends on what it cannot see`,
          );
        }
      }
    }
    if (game.sample) {
      const seat = pick(random, seats);
      const view = game.view(state, seat);
      const before = canonical(view);
      const sampled = game.sample(view, seat, random);
      if (canonical(view) !== before) fail('sample', 'sample changed the view it was given');
      if (canonical(game.view(sampled, seat)) !== before)
        fail('sample', `a sample does not look like seat ${seat}'s view`);
    }
    if (active.length === 0) break;
    if (moves.length >= bound) fail('move-bound', `the game passed its move bound of ${bound}`);
    const player = pick(random, active);
    const legal: BaseMove[] = game.legalMoves(state, player);
    if (!peeked && hide && game.sample && legal.length > 1) {
      const twin = hide(state, player, random);
      if (twin) {
        const ask = (s: S) =>
          searchBot(game, { seed: moves.length, iterations: 6 })({
            player,
            view: game.view(s, player),
            legalMoves: game.legalMoves(s, player),
          });
        if (canonical(ask(twin)) !== canonical(ask(state)))
          fail('bot-peeks', 'a search bot chose differently on twin views');
        peeked = true;
      }
    }
    const listed = new Set(legal.map(canonical));
    for (const move of legal.length <= 12 ? legal : Array.from({ length: 12 }, () => pick(random, legal))) {
      const violation = game.validate(state, move);
      if (violation) fail('validate', `a listed move is refused (${violation.code})`, move);
    }
    const move = pick(random, legal);
    const candidates = [
      ...nearMisses(move, players, inactive),
      ...(options.hostile === false ? [] : hostileMoves(move)),
    ];
    for (const broken of candidates) {
      refuse(game, state, broken, listed, fail);
      totals.refusedMoves++;
    }
    const before = JSON.stringify(state);
    let next: S;
    try {
      next = game.apply(state, move);
    } catch (error) {
      fail('apply', `apply refused a listed move: ${(error as Error).message}`, move);
    }
    if (JSON.stringify(state) !== before)
      fail('apply-mutates-input', 'apply changed the state it was given', move);
    checkEvents(game, state, next, move, fail);
    if (!isDeepFrozen(next)) fail('frozen', 'apply returned a state that is not deeply frozen', move);
    const revived = game.apply(JSON.parse(before), move);
    if (canonical(revived) !== canonical(next))
      fail('json', 'a state revived from JSON plays on differently', move);
    moves.push(move);
    state = next;
  }
  const outcome = game.outcome(state);
  const players = state.players;
  if (!outcome.over) fail('outcome', 'no seat may move but the outcome is not over');
  if (outcome.scores.length !== players) fail('outcome', 'the outcome does not score every seat');
  const best = Math.max(...outcome.scores);
  if (outcome.winners.length === 0 || outcome.winners.some((seat) => outcome.scores[seat] !== best)) {
    fail('outcome', `winners ${safeJson(outcome.winners)} do not hold the best score ${best}`);
  }
  if (canonical(replay(game, setup, moves)) !== canonical(state)) {
    fail('replay', 'replaying the seed and the moves gives another state');
  }
}

function refuse<S extends BaseState>(
  game: AnyGame<S>,
  state: S,
  move: unknown,
  listed: ReadonlySet<string>,
  fail: (check: string, detail: string, move?: unknown) => never,
): void {
  const before = JSON.stringify(state);
  let violation: { code: string; message: string } | null;
  try {
    violation = game.validate(state, move);
  } catch (error) {
    fail('validate-throws', `validate threw ${(error as Error)?.message ?? String(error)}`, move);
  }
  if (violation === null) {
    // A near miss may land on another legal move; then it must be one of the listed ones.
    let text: string | undefined;
    try {
      text = canonical(move);
    } catch {
      text = undefined;
    }
    if (text !== undefined && listed.has(text)) return;
    fail('validate', 'validate accepted a move that is not listed', move);
  }
  if (typeof violation.code !== 'string' || !violation.message)
    fail('validate', 'a violation needs a code and a message', move);
  let thrown: unknown;
  try {
    game.apply(state, move);
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof IllegalMoveError))
    fail('apply-refuses', 'apply did not throw IllegalMoveError', move);
  if ((thrown as IllegalMoveError).code !== violation.code) {
    fail(
      'apply-refuses',
      `apply said ${(thrown as IllegalMoveError).code}, validate ${violation.code}`,
      move,
    );
  }
  if (JSON.stringify(state) !== before)
    fail('refused-move-mutates', 'a refused move changed the state', move);
  if (({} as Record<string, unknown>).polluted !== undefined)
    fail('prototype-pollution', 'Object.prototype was polluted', move);
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

/**
 * Every viewer's events of a move: a type and a text each, the same as
 * `step` gives, and no tile id the viewer could not see before or after.
 */
function checkEvents<S extends BaseState>(
  game: AnyGame<S>,
  before: S,
  after: S,
  move: BaseMove,
  fail: (check: string, detail: string, move?: unknown) => never,
): void {
  const players = before.players;
  for (const viewer of [null, ...Array.from({ length: players }, (_, s) => s)]) {
    const events: readonly { type: unknown; text: unknown }[] = game.events(before, after, move, viewer);
    for (const event of events) {
      if (typeof event.type !== 'string' || typeof event.text !== 'string' || !event.text) {
        fail('events', 'every event needs a type and a text', move);
      }
    }
    const seen = tileIds(game.view(after, viewer), tileIds(game.view(before, viewer), new Set()));
    for (const id of tileIds(events, new Set())) {
      if (!seen.has(id))
        fail(
          'events-leak',
          `an event told to ${viewer === null ? 'a spectator' : `seat ${viewer}`} shows hidden tile ${id}`,
          move,
        );
    }
  }
  const stepped = game.step(before, move, null);
  if (canonical(stepped.state) !== canonical(after))
    fail('step', 'step and apply give different states', move);
  if (canonical(stepped.events) !== canonical(game.events(before, after, move, null))) {
    fail('step', 'step and events tell a spectator different events', move);
  }
}

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
