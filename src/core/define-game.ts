/**
 * `defineGame`: builds a {@link Game} from a game's rules, so every game
 * checks move shapes, turns and options the same way and applies moves the
 * same way (move read once, deeply frozen and structurally shared results,
 * input untouched), and tells every move's events the same way (emitted by
 * the rules while they run, into an {@link EventSink}; filtered per viewer by
 * the game's `tell`).
 *
 * @module
 */
import { freeze, type Draft as ImmerDraft } from 'immer';
import {
  BoneyardError,
  CORE_CODES,
  type CoreCode,
  describeValue,
  IllegalMoveError,
  InvalidOptionError,
  InvalidStateError,
} from './errors.js';
import type {
  BaseMove,
  BaseState,
  Game,
  GameEvent,
  GamePart,
  GameWith,
  Outcome,
  Seat,
  SetupOptions,
  Stepped,
  Violation,
} from './game.js';
import { CORE_EN, said } from './message.js';
import { invalid, type JsonValue, readJson, object as readObject } from './parse.js';
import { createRng, type RngHolder, type RngState } from './random.js';
import { coreRefusal } from './refusals.js';

/**
 * A private mutable copy of a state (or of a part of one), as a move's
 * `reduce` and the flow it calls change it: the type without `readonly`, all
 * the way down. The one draft type of every game: write `Draft<MyState>` (or
 * `Draft<MyPiece[]>`…) for the helpers a rule calls.
 *
 * @example
 * ```ts
 * function endTurn(draft: Draft<NimState>): void {
 *   draft.turn = 1 - draft.turn;
 * }
 * ```
 */
export type Draft<T> = ImmerDraft<T>;

/**
 * The type of one move field: `'int'` (a safe integer), `'string'`,
 * `'boolean'`, `'int[]'`, `'string[]'`; a trailing `?` makes it optional.
 * A readonly array of strings is an enumeration.
 *
 * @example
 * ```ts
 * const fields: Record<string, FieldKind> = { tile: 'string', stack: 'int', note: 'string?', side: ['left', 'right'] };
 * ```
 */
export type FieldKind =
  | 'int'
  | 'string'
  | 'boolean'
  | 'int[]'
  | 'string[]'
  | 'int?'
  | 'string?'
  | 'boolean?'
  | 'int[]?'
  | 'string[]?'
  | readonly string[];

/**
 * Where a move's rules tell what happened while they run: each thing that
 * happens (a play, a draw, the end of a hand…) is emitted once, with
 * everything known, hidden tiles included; the game's `tell` then gives each
 * viewer what it may see of it, with its text. `step` and `events` hand the
 * rules a sink that keeps what they emit; `apply` and the fast path hand them
 * a no-op (`NO_EVENTS`, `on` false), so a rule guards work done only to
 * tell with `if (events.on)`.
 *
 * @example
 * ```ts
 * reduce(draft, move, events) {
 *   const tile = takeTile(draft.hands[move.player]!, move.tile);
 *   events.emit({ kind: 'play', seat: move.player, tile });
 *   if (events.on) events.emit({ kind: 'hint', playable: countPlayable(draft) }); // costly: only when kept
 * }
 * ```
 */
export interface EventSink<H> {
  /** Whether what is emitted is kept (`step`, `events`); false in `apply` and on the fast path. */
  readonly on: boolean;
  /** Tells one thing that happened, with everything known (the game's `tell` filters it for each viewer). */
  emit(happening: H): void;
}

/**
 * The sink of `apply` and the fast path: keeps nothing (`on` is false).
 *
 * @internal
 * @example
 * ```ts
 * rule.reduce(state, move, NO_EVENTS);
 * ```
 */
export const NO_EVENTS: EventSink<never> = Object.freeze({ on: false, emit(): void {} });

/** A sink that keeps what the rules emit in `into`. */
function keepEvents<H>(into: H[]): EventSink<H> {
  return {
    on: true,
    emit(happening: H): void {
      into.push(happening);
    },
  };
}

/**
 * How one move type is checked and applied.
 *
 * @example
 * ```ts
 * const pass: MoveRule<NimState, NimPass> = {
 *   fields: {},
 *   check: (state, move) => (state.turn === move.player ? null : { code: 'not-your-turn', message: 'Wait.' }),
 *   reduce: (draft) => {
 *     draft.turn = 1 - draft.turn;
 *   },
 * };
 * ```
 */
export interface MoveRule<S, M, C extends string = string, H = never> {
  /** The move's fields besides `type` and `player`. Any other field is refused. */
  readonly fields: Readonly<Record<string, FieldKind>>;
  /** `null` if legal, else the rule broken. Called only on a well-formed move by an active seat. */
  check(state: S, move: M): Violation<C> | null;
  /**
   * Applies a checked move to a private mutable copy of the state (`Draft<S>`:
   * the state's type without `readonly`). Copy values out of `move`; never
   * store the move object itself. Emits what happens, in order, into `events`
   * (see {@link EventSink}); an emitted value must not change afterwards
   * (copy arrays the rule goes on changing).
   */
  reduce(draft: Draft<S>, move: M, events: EventSink<H>): void;
}

/**
 * A game's moves table: one {@link MoveRule} per move type, keyed by the
 * move's `type`, each rule typed with its own move. The one way to type the
 * `moves` a game hands {@link defineGame} (`defineGame` infers the state,
 * move, code and happening types from it).
 *
 * @example
 * ```ts
 * export const nimMoves: MoveRules<NimState, NimMove, NimCode> = { take: takeRule, pass: passRule };
 * ```
 */
export type MoveRules<S, M extends BaseMove, C extends string = string, H = never> = {
  readonly [K in M['type']]: MoveRule<
    S,
    Extract<
      M,
      {
        /** The move type this rule handles. */
        type: K;
      }
    >,
    C,
    H
  >;
};

/**
 * The rules of a game, from which {@link defineGame} builds the {@link Game}.
 * Hand them to `defineGame` as they are (or name them with `satisfies`): a
 * value typed `GameRules<…>` has `parseState` and `sample` as optional, so
 * the game built from it has them as optional too.
 *
 * @example
 * ```ts
 * const rules = {
 *   id: 'nim', name: 'Nim', minPlayers: 2, maxPlayers: 2, defaultPlayers: 2, codes: NIM_CODES,
 *   defaultOptions: { stones: 10 }, checkOptions, init, moves, activePlayers, legalMoves, view, outcome, moveBound,
 *   parseState: parseNimState,
 * } satisfies GameRules<NimState, NimMove, NimOptions, NimView, NimCode>;
 * export const nim = defineGame(rules); // nim.parseState is there
 * ```
 */
export interface GameRules<
  S extends BaseState,
  M extends BaseMove,
  O,
  V,
  C extends string = string,
  E extends GameEvent = GameEvent,
  H = never,
> {
  /** A stable identifier for the game, such as `'nim'`. */
  readonly id: string;
  /** The game's display name, used in error messages. */
  readonly name: string;
  /** The fewest seats the game accepts. */
  readonly minPlayers: number;
  /** The most seats the game accepts. */
  readonly maxPlayers: number;
  /** The seat count used when `setup` is given no `players`. */
  readonly defaultPlayers: number;
  /** Every option with its default value; `setup` refuses keys not listed here. */
  readonly defaultOptions: O;
  /** Every code the game's `check`s can return, declared once (`as const`). */
  readonly codes: readonly C[];
  /** Throws `InvalidOptionError` on a bad option value (unknown keys are refused before). */
  readonly checkOptions: (options: O, players: number) => void;
  /** The initial state, plain and mutable; `rng` is the seeded generator state to store. */
  readonly init: (players: number, options: O, rng: RngState) => S;
  /** One rule per move type, keyed by the move's `type`. */
  readonly moves: MoveRules<S, M, C, H>;
  /** The seats that may move now. */
  readonly activePlayers: (state: S) => Seat[];
  /** Every legal move of an active seat (`defineGame` answers `[]` for the others). */
  readonly legalMoves: (state: S, player: Seat) => M[];
  /** What a seat or a spectator (`null`) may see; `defineGame` checks the viewer first. */
  readonly view: (state: S, player: Seat | null) => V;
  /** Whether the game is over, the scores, the winners. */
  readonly outcome: (state: S) => Outcome;
  /** A bound on the moves any game from this state's setup can take. */
  readonly moveBound: (state: S) => number;
  /**
   * Checks an untrusted state, already copied into plain JSON by `readJson`,
   * and returns it typed, or throws `InvalidStateError` (see `core/parse.ts`
   * for the readers). `defineGame` then checks the stored `options` as `setup`
   * would, asks the rules for every seat's moves and view and the outcome (a
   * state that makes them throw is refused), and freezes the result.
   */
  readonly parseState?: (input: JsonValue) => S;
  /**
   * What the rules emitted while one move ran (see {@link EventSink}), as
   * `viewer` may see it (never another seat's hidden tiles), each with its
   * text: a filter per viewer, nothing re-derived. Without it, `step` and
   * `events` tell one event naming the move.
   */
  readonly tell?: (happenings: readonly H[], viewer: Seat | null) => E[];
  /** Optional: a state consistent with a seat's view, for search bots (see `Game.sample`). */
  readonly sample?: (view: V, player: Seat, random: RngHolder) => S;
}

/**
 * A deep copy of plain JSON data (arrays and plain objects), unfrozen.
 *
 * @internal
 * @example
 * ```ts
 * const copy = cloneJson(frozenState); // unfrozen, deep
 * copy.turn = 1;
 * ```
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const length = value.length;
    const out = new Array(length);
    for (let i = 0; i < length; i++) {
      const item = value[i];
      out[i] = typeof item === 'object' && item !== null ? cloneJson(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = (value as Record<string, unknown>)[key];
    out[key] = typeof item === 'object' && item !== null ? cloneJson(item) : item;
  }
  return out as T;
}

const OWN = Object.prototype.hasOwnProperty;

/**
 * What a move's rules emit (see {@link EventSink}) when the move runs on a
 * private copy of `before`; `before` itself is left as it was and the move is
 * not checked. For `events`, which is handed two states and a move instead of
 * running the move itself.
 *
 * @internal
 * @example
 * ```ts
 * const happenings = recordMove(dumpTruckMoves, before, move);
 * ```
 */
export function recordMove<S, M extends BaseMove, H>(
  moves: { readonly [type: string]: MoveRule<S, never, string, H> },
  before: S,
  move: M,
  name?: string,
): H[] {
  const happenings: H[] = [];
  const rule = moves[move.type] as unknown as MoveRule<S, M, string, H>;
  reduceCopy(rule, before, move, keepEvents(happenings), name);
  return happenings;
}

/**
 * Runs `rule` on a private copy of `state` (see `copyForRules`) and returns
 * the changed copy. A rule that changes a shared frozen tile in place throws
 * a `TypeError` (rules are strict code); that is reported as a
 * `BoneyardError` with the code `tile-changed`, never run again on a full
 * copy. Whether a `TypeError` came from a shared tile is known by running the
 * rule once more, on a full copy, keeping nothing: only on the way to an
 * error.
 */
function reduceCopy<S, M extends BaseMove, H>(
  rule: MoveRule<S, M, string, H>,
  state: S,
  move: M,
  events: EventSink<H>,
  name = 'a game',
): S {
  const draft = copyForRules(state);
  try {
    rule.reduce(draft as Draft<S>, move, events);
  } catch (error) {
    if (!(error instanceof TypeError) || !passesOnFullCopy(rule, state, move)) throw error;
    throw new BoneyardError(
      'tile-changed',
      `The ${describeValue(move.type)} rule of ${name} changed a tile in place (${error.message}): tiles are ` +
        'values shared between states, so a rule puts a new tile where it changes one.',
    );
  }
  return draft;
}

/** Whether `rule` runs without throwing on a full copy of `state` (nothing shared, nothing kept). */
function passesOnFullCopy<S, M extends BaseMove, H>(
  rule: MoveRule<S, M, string, H>,
  state: S,
  move: M,
): boolean {
  try {
    rule.reduce(cloneJson(state) as Draft<S>, move, NO_EVENTS);
    return true;
  } catch {
    return false;
  }
}

/** A frozen tile `{ id, set, low, high }`: a value no rule changes in place, so copies may share it. */
function isFrozenTile(value: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key in value) {
    keys++;
    if (key !== 'id' && key !== 'set' && key !== 'low' && key !== 'high') return false;
  }
  return keys === 4 && Object.isFrozen(value);
}

/**
 * A private mutable copy of a frozen state for the rules to change: every
 * array and object is copied, except frozen tiles, which are values and are
 * shared (a rule that tried to change one in place would throw, being strict
 * code; `apply` reports it as `tile-changed`).
 */
function copyForRules<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const length = value.length;
    const out = new Array(length);
    for (let i = 0; i < length; i++) {
      const item = value[i];
      out[i] = typeof item === 'object' && item !== null ? copyForRules(item) : item;
    }
    return out as T;
  }
  if (isFrozenTile(value as Record<string, unknown>)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    out[key] = typeof item === 'object' && item !== null ? copyForRules(item) : item;
  }
  return out as T;
}

function isNode(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/**
 * The next state from the input and a changed private copy of it: every part
 * of `next` equal to the same part of `base` is replaced by `base`'s own
 * (already frozen) object, so the result shares everything unchanged with the
 * input; only the new parts are fresh. One pass over the state.
 */
function reconcile(base: unknown, next: unknown): unknown {
  if (base === next || !isNode(next) || !isNode(base)) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(base)) return next;
    const length = next.length;
    let same = base.length === length;
    for (let i = 0; i < length; i++) {
      const item = next[i];
      if (isNode(item)) {
        const kept = i < base.length ? reconcile(base[i], item) : item;
        next[i] = kept;
        if (kept !== base[i]) same = false;
      } else if (same && item !== base[i]) same = false;
    }
    return same ? base : next;
  }
  if (Array.isArray(base)) return next;
  const old = base as Record<string, unknown>;
  let same = true;
  let count = 0;
  for (const key in next) {
    count++;
    const item = next[key];
    const was = old[key];
    if (isNode(item)) {
      const kept = was === undefined ? item : reconcile(was, item);
      next[key] = kept;
      if (kept !== was) same = false;
    } else if (same && item !== was) same = false;
  }
  if (same) {
    // Equal on every key of `next`: the same only if `base` has no other key.
    let baseCount = 0;
    for (const _key in old) baseCount++;
    if (baseCount !== count) same = false;
  }
  return same ? base : next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function fieldMatches(kind: FieldKind, value: unknown): boolean {
  if (typeof kind !== 'string') return typeof value === 'string' && kind.includes(value);
  const base = kind.endsWith('?') ? kind.slice(0, -1) : kind;
  switch (base) {
    case 'int':
      return Number.isSafeInteger(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'int[]':
      return Array.isArray(value) && value.every((v) => Number.isSafeInteger(v));
    default:
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

/**
 * Checks that `move` is a plain object whose `type` is one of `rules`, whose
 * `player` is a seat of the game, and whose fields are exactly the declared
 * ones with the declared types. Returns the violation or `null`.
 *
 * @internal
 * @example
 * ```ts
 * checkMoveShape({ type: 'take', player: 0 }, 2, { take: takeRule }); // { code: 'missing-field', … }
 * ```
 */
export function checkMoveShape(
  move: unknown,
  players: number,
  rules: Readonly<Record<string, MoveRule<never, never>>>,
): Violation<CoreCode> | null {
  if (!isPlainObject(move)) return { code: 'malformed-move', message: 'A move must be a plain object.' };
  const type = move.type;
  if (typeof type !== 'string' || !OWN.call(rules, type)) {
    return { code: 'unknown-move-type', message: `Unknown move type ${describeValue(type)}.` };
  }
  const player = move.player;
  if (!Number.isSafeInteger(player) || (player as number) < 0 || (player as number) >= players) {
    return { code: 'bad-player', message: `player must be a seat from 0 to ${players - 1}.` };
  }
  const fields = (rules[type] as MoveRule<never, never>).fields;
  for (const key of Reflect.ownKeys(move)) {
    if (typeof key !== 'string' || (key !== 'type' && key !== 'player' && !OWN.call(fields, key))) {
      return {
        code: 'unknown-field',
        message: `A ${type} move has no field ${typeof key === 'string' ? key.slice(0, 40) : 'symbol'}.`,
      };
    }
  }
  for (const [key, kind] of Object.entries(fields)) {
    const present = OWN.call(move, key) && move[key] !== undefined;
    const optional = typeof kind === 'string' && kind.endsWith('?');
    if (!present) {
      if (optional) continue;
      return { code: 'missing-field', message: `A ${type} move needs ${key}.` };
    }
    if (!fieldMatches(kind, move[key])) {
      const expected = typeof kind === 'string' ? kind.replace('?', '') : `one of ${kind.join(', ')}`;
      return { code: 'bad-field', message: `${type}.${key} must be ${expected}.` };
    }
  }
  return null;
}

const MAX_MOVE_FIELDS = 16;
const MAX_MOVE_ARRAY = 64;

/**
 * Reads an untrusted move once: its own enumerable data fields (no getters,
 * no symbols, no prototype) into a fresh plain object, arrays copied element
 * by element. Anything that cannot be read that way is refused; a Proxy or a
 * throwing trap is refused too, never propagated.
 *
 * @internal
 */
export function readMove(
  move: unknown,
): { readonly move: Record<string, unknown> } | { readonly violation: Violation<CoreCode> } {
  const malformed = (message: string) => ({
    violation: { code: 'malformed-move', message } as Violation<CoreCode>,
  });
  try {
    if (!isPlainObject(move)) return malformed('A move must be a plain object.');
    const keys = Reflect.ownKeys(move);
    if (keys.length > MAX_MOVE_FIELDS) return malformed(`A move has at most ${MAX_MOVE_FIELDS} fields.`);
    const copy: Record<string, unknown> = {};
    for (const key of keys) {
      if (typeof key !== 'string') {
        return { violation: { code: 'unknown-field', message: 'A move has no symbol fields.' } };
      }
      if (key === '__proto__')
        return { violation: { code: 'unknown-field', message: 'A move has no field __proto__.' } };
      const descriptor = Reflect.getOwnPropertyDescriptor(move, key);
      if (!descriptor || !('value' in descriptor)) {
        return malformed(`Move field ${key.slice(0, 40)} must be plain data, not an accessor.`);
      }
      let value: unknown = descriptor.value;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype)
          return malformed(`${key.slice(0, 40)} is not a plain array.`);
        const length = value.length;
        if (!Number.isSafeInteger(length) || length > MAX_MOVE_ARRAY) {
          return malformed(`${key.slice(0, 40)} holds more than ${MAX_MOVE_ARRAY} items.`);
        }
        const items: unknown[] = [];
        for (let i = 0; i < length; i++) {
          const item = Reflect.getOwnPropertyDescriptor(value, i);
          if (!item || !('value' in item)) return malformed(`${key.slice(0, 40)}[${i}] must be plain data.`);
          items.push(item.value);
        }
        value = items;
      }
      copy[key] = value;
    }
    return { move: copy };
  } catch {
    return malformed('A move must be plain data that can be read.');
  }
}

/**
 * Builds a {@link Game} from its rules. Every type is inferred from the rules
 * themselves (the state from `init`, the moves from the `moves` table and
 * `legalMoves`, the options from `defaultOptions`, the view from `view`, the
 * codes from `codes`, the events and happenings from `tell`): a game writes
 * no type argument. A game given `parseState` and/or `sample` has them
 * (see {@link GameWith}); one given neither has them as optional.
 *
 * `validate` reads the move once into a
 * plain copy, then checks its shape, then the turn, then the move's own rule;
 * `apply` validates, then runs the move's `reduce` on a private plain copy of
 * the state; the result shares every unchanged part with the input and is
 * deep-frozen (immer's `freeze`), so it is immutable and the input state is never
 * changed. `step` runs the move once, keeping what the rules emit (see
 * {@link EventSink}), and tells each viewer its part with the rules' `tell`;
 * `events` runs the move again on a copy of `before` (once for all the
 * viewers of a move). `apply` and the fast path keep nothing.
 *
 * @example
 * ```ts
 * export const myGame = defineGame({ id: 'my-game', codes: MY_CODES, init: initMyGame, moves: myMoves, ... });
 * myGame.parseState(JSON.parse(stored)); // present when the rules give it
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineGame<
  S extends BaseState,
  M extends BaseMove,
  O extends object,
  V,
  C extends string = string,
  E extends GameEvent = GameEvent,
  H = never,
  X = object,
  // The parts the rules surely give: present and not optional in their type (`GameRules<…>` gives none for sure).
  P extends GamePart = { [K in GamePart & keyof X]-?: undefined extends X[K] ? never : K }[GamePart &
    keyof X],
>(
  rules: GameRules<S, M, O, V, C, E, H> & { readonly [K in keyof X]: X[K] },
): GameWith<Game<S, M, O, V, C, E>, P> {
  const moveRules = rules.moves as unknown as Readonly<Record<string, MoveRule<S, M, C, H>>>;
  const optionKeys = new Set(Object.keys(rules.defaultOptions));
  const codes = Object.freeze([...new Set<C | CoreCode>([...rules.codes, ...CORE_CODES])]);
  const codeSet = new Set<string>(codes);

  type Checked = { readonly move: M } | { readonly violation: Violation<C | CoreCode> };

  function check(state: S, move: unknown, seat?: Seat): Checked {
    const checked = checkOnce(state, move, seat);
    if (!('violation' in checked) || checked.violation.why) return checked;
    // The core's own refusals, and a game's that gives no message of its own: the core's sentence of the code.
    const { code } = checked.violation;
    if (!(CORE_CODES as readonly string[]).includes(code)) return checked;
    return { violation: { ...checked.violation, why: coreRefusal(code) } };
  }

  function checkOnce(state: S, move: unknown, seat?: Seat): Checked {
    const result = readMove(move);
    if ('violation' in result) return result;
    const read = result.move;
    if (seat !== undefined) {
      if (read.player === undefined) read.player = seat;
      else if (read.player !== seat) {
        return {
          violation: {
            code: 'not-your-seat',
            message: `This connection plays seat ${seat}, not another.`,
            why: coreRefusal('not-your-seat', { seat }),
          },
        };
      }
    }
    const shape = checkMoveShape(read, state.players, moveRules as Record<string, MoveRule<never, never>>);
    if (shape) return { violation: shape };
    const m = read as unknown as M;
    if (!rules.activePlayers(state).includes(m.player)) {
      return {
        violation: {
          code: 'not-your-turn',
          message: `Seat ${m.player} may not move now.`,
          why: coreRefusal('not-your-turn', { player: m.player }),
        },
      };
    }
    const broken = (moveRules[m.type] as MoveRule<S, M, C>).check(state, m);
    return broken ? { violation: broken } : { move: m };
  }

  function validate(state: S, move: unknown): Violation<C | CoreCode> | null {
    const checked = check(state, move);
    return 'violation' in checked ? checked.violation : null;
  }

  function accepted(state: S, move: unknown, seat?: Seat): M {
    const checked = check(state, move, seat);
    if ('violation' in checked) {
      const { code, message, why } = checked.violation;
      throw new IllegalMoveError<C | CoreCode>(code, message, move, why);
    }
    return checked.move;
  }

  /** The next state; what the rules emit goes into `happenings` when given. */
  function produceNext(state: S, move: M, happenings?: H[]): S {
    // The rules run on a private plain copy (as on the fast path: no proxy on every read); the result
    // shares every unchanged part with the input, which is never touched.
    const rule = moveRules[move.type] as MoveRule<S, M, C, H>;
    const next = reduceCopy(rule, state, move, happenings ? keepEvents(happenings) : NO_EVENTS, rules.name);
    // immer's deep freeze stops at the shared parts, which are frozen already: only new parts are walked.
    return freeze(reconcile(state, next) as S, true);
  }

  function build(options: SetupOptions<O>): S {
    if (!isPlainObject(options)) throw new InvalidOptionError('options', 'must be a plain object');
    if (!OWN.call(options, 'seed')) throw new InvalidOptionError('seed', 'is required');
    for (const key of Reflect.ownKeys(options)) {
      if (typeof key !== 'string' || (key !== 'seed' && key !== 'players' && !optionKeys.has(key))) {
        throw new InvalidOptionError(String(key).slice(0, 40), `is not an option of ${rules.name}`);
      }
    }
    const { seed, players = rules.defaultPlayers, ...rest } = options;
    if (!Number.isSafeInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
      throw new InvalidOptionError(
        'players',
        `${rules.name} takes ${rules.minPlayers} to ${rules.maxPlayers} players, not ${describeValue(players)}`,
      );
    }
    const merged = { ...rules.defaultOptions };
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    rules.checkOptions(merged, players);
    return rules.init(players, merged, createRng(seed));
  }

  function applyTrusted(state: S, move: M): void {
    (moveRules[move.type] as MoveRule<S, M, C, H>).reduce(state as Draft<S>, move, NO_EVENTS);
  }

  function checkViewer(state: S, player: unknown): void {
    if (player === null) return;
    if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= state.players) {
      throw new InvalidOptionError(
        'viewer',
        `must be null (a spectator) or a seat from 0 to ${state.players - 1}, not ${describeValue(player)}`,
      );
    }
  }

  function parseState(input: unknown): S {
    if (!rules.parseState) throw new BoneyardError('no-parser', `${rules.name} cannot check a stored state.`);
    const state = rules.parseState(readJson(input));
    const record = state as unknown as Record<string, unknown>;
    if (Object.hasOwn(record, 'options')) {
      const options = readObject(record.options, 'options', [...optionKeys]) as unknown as O;
      try {
        rules.checkOptions(options, state.players);
      } catch (error) {
        if (error instanceof InvalidOptionError) {
          invalid('bad-option', `options.${error.option}`, error.message);
        }
        throw error;
      }
    }
    // The rules must be able to answer every question about the state; one that makes them throw is refused.
    const stuck = whyTheRulesCannotGoOn(state);
    if (stuck !== null) invalid('inconsistent', '', `the rules cannot go on from this state (${stuck})`);
    return freeze(state, true);
  }

  /** Why the rules cannot go on from `state` (a question they cannot answer, or answer amiss), or `null`. */
  function whyTheRulesCannotGoOn(state: S): string | null {
    try {
      const active = rules.activePlayers(state);
      for (const seat of active) {
        if (!Number.isSafeInteger(seat) || seat < 0 || seat >= state.players) return 'bad active seat';
        if (rules.legalMoves(state, seat).length === 0) return `active seat ${seat} has no move`;
      }
      for (let seat = 0; seat < state.players; seat++) rules.view(state, seat);
      rules.view(state, null);
      const outcome = rules.outcome(state);
      if (outcome.over !== (active.length === 0)) return 'over and the active seats disagree';
      rules.moveBound(state);
      return null;
    } catch (error) {
      if (error instanceof InvalidStateError) throw error;
      return (error as Error).message;
    }
  }

  /** The one event of a move when the game tells nothing of its own. */
  function moveEvent(move: M): readonly E[] {
    return [
      {
        type: move.type,
        player: move.player,
        ...said(CORE_EN, 'core.move', { player: move.player, move: move.type }),
      } as unknown as E,
    ];
  }

  /** `stepAs`: one run of the rules, told to any viewer afterwards from what it emitted. */
  function stepAs(state: S, seat: Seat, move: unknown): Stepped<S, M, E> {
    const checked = accepted(state, move, seat);
    if (!rules.tell) {
      const told = moveEvent(checked);
      return {
        state: produceNext(state, checked),
        move: checked,
        tell: (viewer) => {
          checkViewer(state, viewer);
          return told;
        },
      };
    }
    const tell = rules.tell;
    const happenings: H[] = [];
    const next = produceNext(state, checked, happenings);
    return {
      state: next,
      move: checked,
      tell: (viewer) => {
        checkViewer(state, viewer);
        return tell(happenings, viewer);
      },
    };
  }

  const game: Game<S, M, O, V, C, E> = {
    id: rules.id,
    name: rules.name,
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    defaultPlayers: rules.defaultPlayers,
    defaultOptions: freeze({ ...rules.defaultOptions }, true),
    codes,
    setup(options: SetupOptions<O>): S {
      return freeze(build(options), true);
    },
    activePlayers: rules.activePlayers,
    legalMoves(state: S, player: Seat): M[] {
      if (!rules.activePlayers(state).includes(player)) return [];
      return rules.legalMoves(state, player);
    },
    validate,
    ...(rules.parseState ? { parseState } : {}),
    apply(state: S, move: unknown): S {
      return produceNext(state, accepted(state, move));
    },
    applyAs(state: S, seat: Seat, move: unknown): S {
      return produceNext(state, accepted(state, move, seat));
    },
    step(state: S, move: unknown, viewer: Seat | null = null) {
      checkViewer(state, viewer);
      const checked = accepted(state, move);
      if (!rules.tell) return { state: produceNext(state, checked), events: moveEvent(checked) };
      const happenings: H[] = [];
      const next = produceNext(state, checked, happenings);
      return { state: next, events: rules.tell(happenings, viewer) };
    },
    stepAs,
    events(before: S, _after: S, move: M, viewer: Seat | null): readonly E[] {
      checkViewer(before, viewer);
      if (!rules.tell) return moveEvent(move);
      return rules.tell(recordMove(moveRules, before, move, rules.name), viewer);
    },
    isIllegalMove(error: unknown): error is IllegalMoveError<C | CoreCode> {
      return error instanceof IllegalMoveError && codeSet.has(error.code);
    },
    view(state: S, player: Seat | null): V {
      checkViewer(state, player);
      return rules.view(state, player);
    },
    outcome: rules.outcome,
    moveBound: rules.moveBound,
    fast: {
      setup: build,
      clone: copyForRules,
      apply(state: S, move: unknown): void {
        applyTrusted(state, accepted(state, move));
      },
      applyTrusted,
    },
    ...(rules.sample ? { sample: rules.sample.bind(rules) } : {}),
  };
  // The parts are spread in exactly when the rules give them, as the type says.
  return game as GameWith<Game<S, M, O, V, C, E>, P>;
}
