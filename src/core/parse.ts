/**
 * Checks for untrusted states (`game.parseState`): a bounded copy of plain
 * JSON data, then readers that name the path of the first bad value. Every
 * failure is an `InvalidStateError` with a `code` and a `path`.
 *
 * @module
 */
import { describeValue, InvalidStateError, type StateCode } from './errors.js';
import type { Tile } from './tiles.js';

/**
 * The largest state `parseState` reads: values in all, nesting depth, string length.
 *
 * @example
 * ```ts
 * STATE_LIMITS.values; // 200_000
 * ```
 */
export const STATE_LIMITS = {
  /** The most values (every object, array and primitive) a state may hold in all. */
  values: 200_000,
  /** The deepest nesting of objects and arrays allowed. */
  depth: 32,
  /** The longest string allowed, in characters. */
  string: 1_000,
} as const;

/** Plain JSON data (the copy `readJson` makes). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * Copies an untrusted value into fresh plain JSON data: only arrays, plain
 * objects (no prototype but `Object.prototype` or `null`), finite numbers,
 * strings, booleans and `null`; own data properties only (getters, symbols,
 * cycles and Proxies with throwing traps are refused); within
 * {@link STATE_LIMITS}. `__proto__` and `constructor` keys are refused.
 *
 * @example
 * ```ts
 * const copy = readJson(JSON.parse(stored)); // throws InvalidStateError on anything else
 * ```
 */
export function readJson(input: unknown): JsonValue {
  let count = 0;
  const seen = new Set<object>();
  const fail = (path: string, message: string): never => invalid('not-json', path, message);
  const copy = (value: unknown, path: string, depth: number): JsonValue => {
    if (++count > STATE_LIMITS.values) fail(path, `a state holds at most ${STATE_LIMITS.values} values`);
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number')
      return Number.isFinite(value) ? value : fail(path, 'numbers must be finite');
    if (typeof value === 'string') {
      return value.length <= STATE_LIMITS.string
        ? value
        : fail(path, `strings hold at most ${STATE_LIMITS.string} characters`);
    }
    if (typeof value !== 'object') return fail(path, `${describeValue(value)} is not JSON data`);
    if (depth >= STATE_LIMITS.depth) return fail(path, `nesting deeper than ${STATE_LIMITS.depth}`);
    if (seen.has(value)) return fail(path, 'the same object appears twice (a cycle or a shared part)');
    seen.add(value);
    try {
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return fail(path, 'not a plain array');
        const out: JsonValue[] = [];
        const length = value.length;
        for (let i = 0; i < length; i++) {
          const descriptor = Reflect.getOwnPropertyDescriptor(value, i);
          if (!descriptor || !('value' in descriptor)) return fail(join(path, i), 'must be plain data');
          out.push(copy(descriptor.value, join(path, i), depth + 1));
        }
        return out;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return fail(path, 'not a plain object');
      const out: { [key: string]: JsonValue } = {};
      for (const key of Reflect.ownKeys(value)) {
        if (typeof key !== 'string') return fail(path, 'symbol keys are not JSON');
        if (key === '__proto__' || key === 'constructor' || key === 'prototype')
          return fail(join(path, key), 'reserved key');
        const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
        if (!descriptor || !('value' in descriptor))
          return fail(join(path, key), 'must be plain data, not an accessor');
        if (descriptor.value === undefined) continue;
        out[key] = copy(descriptor.value, join(path, key), depth + 1);
      }
      return out;
    } catch (error) {
      if (error instanceof InvalidStateError) throw error;
      return fail(path, 'cannot be read as plain data');
    } finally {
      seen.delete(value);
    }
  };
  return copy(input, '', 0);
}

/**
 * Throws an `InvalidStateError` with one of boneyard's `STATE_CODES`, the
 * path of the bad value and what is wrong with it. The readers below use it
 * for their first bad value; a game of your own with a code of its own
 * throws `new InvalidStateError(code, path, message)` instead.
 *
 * @throws {@link InvalidStateError} always: `code`, `path` and `message` as given.
 * @example
 * ```ts
 * if (state.scores[0] < 0) invalid('bad-score', 'scores[0]', 'a score is never negative');
 * ```
 */
export function invalid(code: StateCode, path: string, message: string): never {
  throw new InvalidStateError(code, path, message);
}

/**
 * A plain object with exactly these keys (`optional` keys may be missing).
 *
 * @example
 * ```ts
 * const move = object(input.lastMove, 'lastMove', ['type', 'player']);
 * ```
 */
export function object(
  value: unknown,
  path: string,
  keys: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid('bad-shape', path, `must be an object, not ${describeValue(value)}`);
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!keys.includes(key) && !optional.includes(key))
      invalid('unknown-key', join(path, key), 'is not part of this state');
  }
  for (const key of keys)
    if (!Object.hasOwn(record, key)) invalid('missing-key', join(path, key), 'is missing');
  return record;
}

/**
 * An array, optionally of a length or within a length range.
 *
 * @example
 * ```ts
 * const hands = array(state.hands, 'hands', { length: players });
 * ```
 */
export function array(
  value: unknown,
  path: string,
  size: { readonly length?: number; readonly min?: number; readonly max?: number } = {},
): unknown[] {
  if (!Array.isArray(value))
    return invalid('bad-shape', path, `must be an array, not ${describeValue(value)}`);
  if (size.length !== undefined && value.length !== size.length) {
    invalid('bad-length', path, `must hold ${size.length} items, not ${value.length}`);
  }
  if (size.min !== undefined && value.length < size.min)
    invalid('bad-length', path, `must hold at least ${size.min} items`);
  if (size.max !== undefined && value.length > size.max)
    invalid('bad-length', path, `must hold at most ${size.max} items`);
  return value;
}

/**
 * A whole number in `[min, max]`.
 *
 * @example
 * ```ts
 * const turn = int(state.turn, 'turn', 0, players - 1);
 * ```
 */
export function int(value: unknown, path: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value))
    return invalid('bad-type', path, `must be a whole number, not ${describeValue(value)}`);
  const n = value as number;
  if (n < min || n > max) invalid('out-of-range', path, `must be from ${min} to ${max}, not ${n}`);
  return n;
}

/**
 * A boolean.
 *
 * @example
 * ```ts
 * const over = bool(state.over, 'over');
 * ```
 */
export function bool(value: unknown, path: string): boolean {
  return typeof value === 'boolean'
    ? value
    : invalid('bad-type', path, `must be true or false, not ${describeValue(value)}`);
}

/**
 * A string, optionally one of a list.
 *
 * @example
 * ```ts
 * const phase = text(state.phase, 'phase', ['load', 'unload']);
 * ```
 */
export function text(value: unknown, path: string, oneOf?: readonly string[]): string {
  if (typeof value !== 'string')
    return invalid('bad-type', path, `must be a string, not ${describeValue(value)}`);
  if (oneOf && !oneOf.includes(value)) invalid('out-of-range', path, `must be one of ${oneOf.join(', ')}`);
  return value;
}

/**
 * A generator state as `createRng` makes it: four 32-bit integers, not all zero.
 *
 * @example
 * ```ts
 * rngState(state.rng, 'rng');
 * ```
 */
export function rngState(value: unknown, path: string): number[] {
  const words = array(value, path, { length: 4 });
  words.forEach((word, i) => {
    int(word, join(path, i), -(2 ** 31), 2 ** 31 - 1);
  });
  if (words.every((word) => word === 0))
    invalid('bad-rng', path, 'an all-zero generator state never changes');
  return words as number[];
}

/**
 * A tile `{ id, set, low, high }` whose id agrees with its pips, with pips up
 * to `maxPip` and `set` below `sets`.
 *
 * @example
 * ```ts
 * const tile = tileAt(state.hands[0][2], 'hands[0][2]', 6, 2);
 * ```
 */
export function tileAt(value: unknown, path: string, maxPip: number, sets: number): Tile {
  const record = object(value, path, ['id', 'set', 'low', 'high']);
  const set = int(record.set, join(path, 'set'), 0, sets - 1);
  const low = int(record.low, join(path, 'low'), 0, maxPip);
  const high = int(record.high, join(path, 'high'), low, maxPip);
  if (record.id !== `${set}:${low}-${high}`)
    invalid('bad-tile', join(path, 'id'), `must be '${set}:${low}-${high}' for these pips`);
  return record as unknown as Tile;
}

/**
 * A list of tiles (each read by {@link tileAt}), at most `max` long; each
 * tile's id and path is added to `found` for {@link conserveTiles}.
 *
 * @example
 * ```ts
 * const found: { id: string; path: string }[] = [];
 * const boneyard = tileList(state.boneyard, 'boneyard', { maxPip: 6, sets: 1, max: 28, found });
 * ```
 */
export function tileList(
  value: unknown,
  path: string,
  limits: {
    /** The highest pip value. */
    readonly maxPip: number;
    /** How many sets the game uses (`set` is below this). */
    readonly sets: number;
    /** The most tiles the list may hold. */
    readonly max: number;
    /** Where each tile's id and path is recorded, for {@link conserveTiles}. */
    readonly found?: { id: string; path: string }[];
  },
): Tile[] {
  return array(value, path, { max: limits.max }).map((item, i) => {
    const at = join(path, i);
    const tile = tileAt(item, at, limits.maxPip, limits.sets);
    limits.found?.push({ id: tile.id, path: at });
    return tile;
  });
}

/**
 * Tile conservation: the tiles found (with their paths) are exactly the
 * expected ids, each once.
 *
 * @example
 * ```ts
 * conserveTiles(found, doubleSet(6).map((t) => t.id));
 * ```
 */
export function conserveTiles(
  found: readonly { readonly id: string; readonly path: string }[],
  expected: readonly string[],
): void {
  const wanted = new Set(expected);
  const seen = new Set<string>();
  for (const { id, path } of found) {
    if (!wanted.has(id)) invalid('foreign-tile', path, `${id} is not a tile of this game`);
    if (seen.has(id)) invalid('duplicate-tile', path, `${id} appears twice`);
    seen.add(id);
  }
  for (const id of expected) if (!seen.has(id)) invalid('lost-tile', '', `tile ${id} is missing`);
}

/**
 * A validator as a list of small named checks, run in order (see
 * {@link checkList}). Each check is a function named for the invariant it
 * holds: it takes what the checks before it read (its parameter's type
 * names exactly what it needs, so the compiler refuses a check placed
 * before the one that reads its values), throws an `InvalidStateError` at
 * the first bad value, and returns what it read for the checks after it
 * (or nothing). The first check that fails names the error, so the order
 * of the list is the order values are checked in.
 *
 * @example
 * ```ts
 * const checks = checkList<{ input: JsonValue }>()
 *   .and(({ input }) => ({ state: object(input, '', ['players']) }))
 *   .and(({ state }) => ({ players: int(state.players, 'players', 2, 4) }));
 * checks.run({ input: { players: 3 } }).players; // 3
 * ```
 */
export interface CheckList<I extends object, R extends object> {
  /** The checks, in the order they run (each a function named for what it holds). */
  readonly checks: readonly ((read: never) => object | undefined)[];
  /** This list with `check` run last; what `check` returns is handed to the checks after it. */
  and<A extends object>(check: (read: R) => A): CheckList<I, R & A>;
  /** This list with `check` run last (a check that only checks). */
  and(check: (read: R) => void): CheckList<I, R>;
  /** Runs every check in order on `start` (a copy of it), returning everything they read; throws the first failure. */
  run(start: I): R;
}

/**
 * An empty {@link CheckList} starting from `I` (usually `{ input }`, the
 * state as plain JSON): add checks with `and`, run them with `run`. A list
 * built once at module level is marked with a `@__PURE__` comment, so that
 * a bundle that never parses a state leaves it (and its checks) out.
 *
 * @example
 * ```ts
 * function playersAreTwoToFour({ input }: { input: JsonValue }): { players: number } {
 *   return { players: int(object(input, '', ['players']).players, 'players', 2, 4) };
 * }
 * const CHECKS = checkList<{ input: JsonValue }>().and(playersAreTwoToFour);
 * CHECKS.run({ input: { players: 5 } }); // throws InvalidStateError out-of-range at 'players'
 * ```
 */
export function checkList<I extends object>(): CheckList<I, I> {
  return listOf<I, I>([]);
}

function listOf<I extends object, R extends object>(
  checks: readonly ((read: never) => object | undefined)[],
): CheckList<I, R> {
  return {
    checks,
    and: (check: (read: R) => object | undefined) =>
      listOf([...checks, check as (read: never) => object | undefined]),
    run(start: I): R {
      const read = { ...start } as Record<string, unknown>;
      for (const check of checks) {
        const found = (check as (read: Record<string, unknown>) => object | undefined)(read);
        if (found !== undefined) Object.assign(read, found);
      }
      return read as R;
    },
  } as CheckList<I, R>;
}
