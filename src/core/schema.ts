/**
 * Shapes declared once: a game's state, options and move fields written as
 * a schema, from which come its TypeScript types (`Infer<typeof SCHEMA>`,
 * like zod's `z.infer`) and the shape checks of its `parseState` (each
 * reader of `core/parse.ts`, with its codes, paths and messages). The
 * game's `parse.ts` keeps only its own invariants: it lists the schema's
 * field checks (`STATE.fields('players')`) where they run among them, so
 * the first bad value is named in the order the game chose.
 *
 * @module
 */

import type { FieldKind } from './define-game.js';
import { InvalidOptionError, InvalidStateError } from './errors.js';
import {
  array,
  invalid,
  bool as readBool,
  int as readInt,
  object as readObject,
  text as readText,
  rngState,
  tileAt,
  tileList,
} from './parse.js';
import type { Tile } from './tiles.js';

/**
 * What a reader is handed besides its value: what the state's checks have
 * read so far (`players`, `options`…), for bounds that depend on them, and
 * `found`, where tracked tile lists note each tile for `conserveTiles`.
 */
export type Known = Readonly<Record<string, unknown>>;

/**
 * A bound: a number, or a number read from what is known (e.g.
 * `(k: { players: number }) => k.players - 1`).
 */
export type Bound =
  | number
  | {
      /** The bound, from what the checks before have read (any parameter type: checked where it is used). */
      bivariant(known: never): number;
    }['bivariant'];

/** Where each tile (or piece) was read, its id and path, for `conserveTiles`. */
export type Found = {
  /** The tile's id. */
  id: string;
  /** Where it was read. */
  path: string;
}[];

const at = (bound: Bound, known: Known): number =>
  typeof bound === 'number' ? bound : (bound as (known: Known) => number)(known);

/**
 * One declared shape: reads an untrusted value at a path into `T`, or
 * throws an `InvalidStateError` naming the first bad value.
 *
 * @example
 * ```ts
 * const seat = schema.int(0, 3);
 * seat.read(2, 'turn', {}); // 2
 * ```
 */
export interface Schema<T> {
  /** Reads `value` at `path` (`known` holds what was read before), or throws `InvalidStateError`. */
  read(value: unknown, path: string, known: Known): T;
  /** This shape, then `check` on what it read (an invariant of the value itself). */
  refine(check: { bivariant(value: T, path: string, known: never): void }['bivariant']): Schema<T>;
}

/**
 * The type a schema reads, as `z.infer` gives it.
 *
 * @example
 * ```ts
 * type Seat = schema.Infer<typeof SEAT>; // number
 * ```
 */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/*#__NO_SIDE_EFFECTS__*/
function schemaOf<T>(read: (value: unknown, path: string, known: Known) => T): Schema<T> {
  return {
    read,
    refine(check) {
      return schemaOf((value, path, known) => {
        const out = read(value, path, known);
        (check as (value: T, path: string, known: Known) => void)(out, path, known);
        return out;
      });
    },
  };
}

/**
 * A whole number in `[min, max]` (`bad-type`, `out-of-range`).
 *
 * @example
 * ```ts
 * schema.int(2, 8).read(9, 'players', {}); // throws out-of-range at 'players'
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function int(min: Bound, max: Bound): Schema<number> {
  return schemaOf((value, path, known) => readInt(value, path, at(min, known), at(max, known)));
}

/**
 * `true` or `false` (`bad-type`).
 *
 * @example
 * ```ts
 * schema.bool().read(true, 'over', {}); // true
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function bool(): Schema<boolean> {
  return schemaOf((value, path) => readBool(value, path));
}

/**
 * A string, one of `oneOf` when given (`bad-type`, `out-of-range`): its type is their union.
 *
 * @example
 * ```ts
 * const PHASE = schema.text(['load', 'unload']); // Schema<'load' | 'unload'>
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function text<const L extends readonly string[] = readonly string[]>(
  oneOf?: L,
): Schema<L extends readonly [] ? string : L[number]> {
  return schemaOf(
    (value, path) => readText(value, path, oneOf) as L extends readonly [] ? string : L[number],
  );
}

/**
 * A generator state (`rngState`).
 *
 * @example
 * ```ts
 * schema.rng().read([1, 2, 3, 4], 'rng', {});
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function rng(): Schema<readonly number[]> {
  return schemaOf((value, path) => rngState(value, path));
}

/**
 * One tile (`tileAt`): pips up to `maxPip`, `set` below `sets`; `found:
 * true` notes it and its path in the `found` list of what is known.
 *
 * @example
 * ```ts
 * schema.tile(6, 1).read({ id: '0:1-2', set: 0, low: 1, high: 2 }, 'tile', {});
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function tile(maxPip: Bound, sets: Bound, noted: { readonly found?: boolean } = {}): Schema<Tile> {
  return schemaOf((value, path, known) => {
    const read = tileAt(value, path, at(maxPip, known), at(sets, known));
    if (noted.found) (known.found as { id: string; path: string }[]).push({ id: read.id, path });
    return read;
  });
}

/**
 * A list of tiles (`tileList`), at most `max` long; `found: true` notes
 * each tile and its path in the `found` list of what is known (for
 * `conserveTiles`).
 *
 * @example
 * ```ts
 * const BONEYARD = schema.tiles({ maxPip: 6, sets: 1, max: 28, found: true });
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function tiles(limits: {
  /** The highest pip value. */
  readonly maxPip: Bound;
  /** How many sets the game uses. */
  readonly sets: Bound;
  /** The most tiles the list may hold. */
  readonly max: Bound;
  /** Whether each tile is noted in `known.found`. */
  readonly found?: boolean;
}): Schema<readonly Tile[]> {
  return schemaOf((value, path, known) =>
    tileList(value, path, {
      maxPip: at(limits.maxPip, known),
      sets: at(limits.sets, known),
      max: at(limits.max, known),
      ...(limits.found ? { found: known.found as { id: string; path: string }[] } : {}),
    }),
  );
}

/** The length an {@link list} allows. */
export interface Size {
  /** Exactly this many items. */
  readonly length?: Bound;
  /** At least this many. */
  readonly min?: Bound;
  /** At most this many. */
  readonly max?: Bound;
}

/** A list schema: its item's schema and size, and the same list with checks run at its seams. */
export interface ListSchema<I extends Schema<unknown>> extends Schema<readonly Infer<I>[]> {
  /** This list with `check` run on the raw items once the length is checked, before any item is read. */
  whole(
    check: { bivariant(items: readonly unknown[], path: string, known: never): void }['bivariant'],
  ): ListSchema<I>;
  /** This list with `check` run on each item as soon as it is read, before the next (`before`: the items read so far, this one last; `path`: the item's). */
  each(
    check: {
      bivariant(item: Infer<I>, index: number, known: never, before: readonly Infer<I>[], path: string): void;
    }['bivariant'],
  ): ListSchema<I>;
  /** This list with each item's schema made by `change` from its own (e.g. the item with an invariant); checks given by `each` before are dropped. */
  items<J extends Schema<unknown>>(change: (item: I, index: number) => J): ListSchema<J>;
}

/**
 * An array of `item` (an item's shape may depend on its index:
 * `(seat) => …`), within `size`.
 *
 * @example
 * ```ts
 * const SCORES = schema.list(schema.int(0, 999), { length: (k: { players: number }) => k.players });
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function list<I extends Schema<unknown>>(
  item: I | ((index: number, known: Known) => I),
  size: Size = {},
): ListSchema<I> {
  const itemAt = typeof item === 'function' ? item : () => item;
  return listOf(itemAt, size, [], []);
}

/*#__NO_SIDE_EFFECTS__*/
function listOf<I extends Schema<unknown>>(
  itemAt: (index: number, known: Known) => I,
  size: Size,
  wholes: readonly Parameters<ListSchema<I>['whole']>[0][],
  eaches: readonly Parameters<ListSchema<I>['each']>[0][],
): ListSchema<I> {
  const base = schemaOf((value, path, known) => {
    const items = array(value, path, {
      ...(size.length !== undefined ? { length: at(size.length, known) } : {}),
      ...(size.min !== undefined ? { min: at(size.min, known) } : {}),
      ...(size.max !== undefined ? { max: at(size.max, known) } : {}),
    });
    for (const check of wholes)
      (check as (i: readonly unknown[], p: string, k: Known) => void)(items, path, known);
    const out: Infer<I>[] = [];
    items.forEach((one, i) => {
      const at = `${path}[${i}]`;
      out.push(itemAt(i, known).read(one, at, known) as Infer<I>);
      for (const check of eaches)
        (check as (item: Infer<I>, i: number, k: Known, all: readonly Infer<I>[], p: string) => void)(
          out[i]!,
          i,
          known,
          out,
          at,
        );
    });
    return out;
  });
  return {
    ...base,
    whole: (check) => listOf(itemAt, size, [...wholes, check], eaches),
    each: (check) => listOf(itemAt, size, wholes, [...eaches, check]),
    items: <J extends Schema<unknown>>(change: (item: I, index: number) => J) =>
      listOf<J>((i, known) => change(itemAt(i, known), i), size, wholes, []),
  };
}

/** The shape of an object: a schema per key. */
export type Shape = { readonly [key: string]: Schema<unknown> };

/** The keys of `S` whose schema is {@link optional}. */
export type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Pick<OptionalSchema<unknown>, 'optional'> ? K : never;
}[keyof S];

/** The type an object of `shape` reads (its keys' docs kept; an {@link optional} key may be missing). */
export type InferShape<S extends Shape> = [OptionalKeys<S>] extends [never]
  ? { readonly [K in keyof S]: Infer<S[K]> }
  : { readonly [K in keyof S as K extends OptionalKeys<S> ? never : K]: Infer<S[K]> } & {
      readonly [K in keyof S as K extends OptionalKeys<S> ? K : never]?: Exclude<Infer<S[K]>, undefined>;
    };

/** A check run inside an object as soon as a key is read: the values read so far, the object's path. */
type After<S extends Shape> = {
  bivariant(read: InferShape<S>, path: string, known: never): void;
}['bivariant'];

/**
 * An object schema: its keys' schemas, read in their order.
 */
export interface ObjectSchema<S extends Shape> extends Schema<InferShape<S>> {
  /** The schema of each key. */
  readonly shape: S;
  /** This object with `check` run as soon as `key` is read (the keys read after it are not there yet). */
  after(key: keyof S & string, check: After<S>): ObjectSchema<S>;
  /**
   * This object with `key` read by `change` of its schema (e.g. the key's
   * list with an invariant at each item), the rest as it was: a game's
   * `parse.ts` puts its checks inside a key this way, and reads it with
   * `fields` where it chose.
   */
  with<K extends keyof S & string>(key: K, change: (schema: S[K]) => Schema<Infer<S[K]>>): ObjectSchema<S>;
  /**
   * The state check that every key is there and no other (`missing-key`,
   * `unknown-key`, `bad-shape` at the root): it hands on `state`, the
   * top-level values, for {@link ObjectSchema.fields}.
   */
  keys(): (read: { readonly input: unknown }) => {
    /** The state's top-level values, its keys checked. */
    readonly state: Readonly<Record<string, unknown>>;
  };
  /**
   * The state check that reads `keys` of `state`, in this order, each with
   * its schema (bounds read from what the checks before read); it hands on
   * the values read and `found`.
   */
  fields<K extends keyof S & string>(
    ...keys: K[]
  ): (read: Known & { readonly state: Readonly<Record<string, unknown>> }) => {
    readonly [P in K]: Infer<S[P]>;
  } & {
    /** Where each tile was read so far (by these fields and the checks before). */
    readonly found: Found;
  };
  /** The value of every key taken from what the checks read, in the shape's order. */
  from(read: { readonly [K in keyof S]: Infer<S[K]> }): InferShape<S>;
}

/**
 * A plain object with exactly these keys (a missing one named in this
 * order; an {@link optional} key may be missing), each read with its
 * schema in this order, or in `read` order when given; as a state's
 * schema, its `keys()` and `fields(…)` make the checks of the game's list.
 *
 * @example
 * ```ts
 * const STATE = schema.object({ players: schema.int(2, 4), over: schema.bool() });
 * type State = schema.Infer<typeof STATE>; // { readonly players: number; readonly over: boolean }
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function object<S extends Shape>(
  shape: S,
  options: {
    /** The order the keys are read in, when not the shape's. */
    readonly read?: readonly (keyof S & string)[];
  } = {},
): ObjectSchema<S> {
  const keys = Object.keys(shape);
  const optionals = keys.filter((key) => (shape[key] as { readonly optional?: boolean }).optional === true);
  const required = optionals.length === 0 ? keys : keys.filter((key) => !optionals.includes(key));
  return objectOf(shape, { keys, required, optionals }, options.read ?? keys, new Map());
}

/** An object's keys: all in the shape's order, those that must be there, those that may be missing. */
interface Keys {
  readonly keys: readonly string[];
  readonly required: readonly string[];
  readonly optionals: readonly string[];
}

/*#__NO_SIDE_EFFECTS__*/
function objectOf<S extends Shape>(
  shape: S,
  names: Keys,
  order: readonly string[],
  hooks: ReadonlyMap<string, readonly After<S>[]>,
): ObjectSchema<S> {
  const { keys, required, optionals } = names;
  const base = schemaOf((value, path, known) => {
    const record = readObject(value, path, required, optionals);
    const read: Record<string, unknown> = {};
    for (const key of order) {
      if (optionals.length === 0 || Object.hasOwn(record, key) || !optionals.includes(key))
        read[key] = shape[key]!.read(record[key], path ? `${path}.${key}` : key, known);
      for (const check of hooks.get(key) ?? [])
        (check as (read: Record<string, unknown>, p: string, k: Known) => void)(read, path, known);
    }
    if (order === keys) return read as InferShape<S>;
    const out: Record<string, unknown> = {};
    for (const key of keys) if (Object.hasOwn(read, key)) out[key] = read[key];
    return out as InferShape<S>;
  });
  return {
    ...base,
    shape,
    after: (key, check) =>
      objectOf(shape, names, order, new Map([...hooks, [key, [...(hooks.get(key) ?? []), check]]])),
    with: (key, change) => objectOf({ ...shape, [key]: change(shape[key]) }, names, order, hooks),
    keys() {
      return named('everyKeyIsThere', ({ input }: { readonly input: unknown }) => ({
        state: readObject(input, '', required, optionals),
      }));
    },
    fields(...names) {
      return named(`read ${names.join(', ')}`, (read) => {
        const known: Record<string, unknown> = { ...read };
        const found = (read.found as { id: string; path: string }[] | undefined) ?? [];
        known.found = found;
        for (const key of names) known[key] = shape[key]!.read(read.state[key], key, known);
        const out: Record<string, unknown> = { found };
        for (const key of names) out[key] = known[key];
        return out as never;
      });
    },
    from(read) {
      const out: Record<string, unknown> = {};
      for (const key of keys) if (read[key] !== undefined || !optionals.includes(key)) out[key] = read[key];
      return out as InferShape<S>;
    },
  };
}

/**
 * `null`, or a value of `inner`.
 *
 * @example
 * ```ts
 * const HELD = schema.nullable(schema.tile(6, 1)); // Schema<Tile | null>
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return schemaOf((value, path, known) => (value === null ? null : inner.read(value, path, known)));
}

/** A schema whose key may be missing from its object (see {@link optional}). */
export interface OptionalSchema<T> extends Schema<T | undefined> {
  /** Marks the key as one that may be missing. */
  readonly optional: true;
}

/**
 * A key of an {@link object} that may be missing (then it is not read, and
 * its type is `key?: T`); when there, a value of `inner`. Any other key
 * not in the shape is still refused (`unknown-key`).
 *
 * @example
 * ```ts
 * const OPTIONS = schema.object({ rounds: schema.int(1, 9), memory: schema.optional(schema.text(['none'])) });
 * OPTIONS.read({ rounds: 3 }, 'options', {}); // { rounds: 3 }: type { rounds: number; memory?: 'none' }
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  return {
    ...schemaOf((value, path, known) => (value === undefined ? undefined : inner.read(value, path, known))),
    optional: true,
  };
}

/**
 * A discriminated union of shapes: the value is read with the case named
 * by a value read before it, `known[key]` (a state's `game`, or `over`:
 * `'true'` or `'false'`), so the shape of one key may depend on another
 * (options that differ between two games, fields that hold something only
 * once a game is over). Its type is the union of the cases'. A discriminant
 * with no case refuses the value (`out-of-range`).
 *
 * @example
 * ```ts
 * const PIPS = schema.variant('over', {
 *   false: schema.list(schema.int(0, 99), { length: 0 }),
 *   true: schema.list(schema.int(0, 99), { length: (k: { players: number }) => k.players }),
 * });
 * PIPS.read([3, 0], 'pips', { over: true, players: 2 }); // [3, 0]
 * PIPS.read([3, 0], 'pips', { over: false }); // throws bad-length at 'pips'
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function variant<C extends { readonly [name: string]: Schema<unknown> }>(
  key: string,
  cases: C,
): Schema<Infer<C[keyof C]>> {
  return schemaOf((value, path, known) => {
    const name = String(known[key]);
    if (!Object.hasOwn(cases, name)) invalid('out-of-range', path, `has no shape for ${key} ${name}`);
    return cases[name]!.read(value, path, known) as Infer<C[keyof C]>;
  });
}

/**
 * A shape read by the game's own function (one whose reading is its rule,
 * e.g. rounds that depend on the round before): the type is declared here,
 * the reading there.
 *
 * @example
 * ```ts
 * const DRAWS = schema.custom((value, path) => readDraws(value, path));
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function custom<T>(read: (value: unknown, path: string, known: Known) => T): Schema<T> {
  return schemaOf(read);
}

function named<F>(name: string, check: F): F {
  Object.defineProperty(check, 'name', { value: name });
  return check;
}

/**
 * A game's `checkOptions` from its options' schema: the options read as a
 * state's `options` would be, a refusal turned into an
 * `InvalidOptionError` naming the option. One check for `setup` and
 * `parseState`. A reader that refuses with an option error of its own
 * words (the `InvalidStateError`'s `cause`, its option named from
 * `options`, as a check shared with setup gives it) has those words kept.
 *
 * @example
 * ```ts
 * export const checkMyOptions = schema.optionsCheck(MY_OPTIONS);
 * checkMyOptions({ rounds: 0 }); // throws InvalidOptionError 'rounds'
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function optionsCheck<O>(options: Schema<O>): (value: O, players?: number) => void {
  return (value, players) => {
    try {
      options.read(value, 'options', players === undefined ? {} : { players });
    } catch (error) {
      if (!(error instanceof InvalidStateError)) throw error;
      if (error.cause instanceof InvalidOptionError) {
        // A reader that refused with the option's own words (its cause, named from `options`) keeps them.
        const { option, message } = error.cause;
        throw new InvalidOptionError(
          option.replace(/^options\.?/, '') || 'options',
          message.slice(`${option}: `.length),
        );
      }
      const option = error.path.replace(/^options\.?/, '').replace(/[.[].*$/, '') || 'options';
      // The reader's words without the path it put first (`options.hand: …`): the option names it.
      throw new InvalidOptionError(option, error.message.slice(`${error.path || 'state'}: `.length));
    }
  };
}

/** The TypeScript type of one move field kind (`'int'` → `number`, a list of strings → their union). */
export type FieldType<K> = K extends readonly (infer L)[]
  ? L
  : K extends 'int' | 'int?'
    ? number
    : K extends 'string' | 'string?'
      ? string
      : K extends 'boolean' | 'boolean?'
        ? boolean
        : K extends 'int[]' | 'int[]?'
          ? readonly number[]
          : K extends 'string[]' | 'string[]?'
            ? readonly string[]
            : never;

/**
 * The move a move type's declared fields make: `type`, `player`, and each
 * field typed by its kind (a `?` kind optional). The fields a `MoveRule`
 * checks (`fields`) and the move's type are one declaration.
 *
 * @example
 * ```ts
 * const PLAY = { tile: 'string', stack: 'int' } as const;
 * type Play = schema.MoveOf<'play', typeof PLAY>; // { type: 'play'; player: number; tile: string; stack: number }
 * ```
 */
export type MoveOf<T extends string, F extends Readonly<Record<string, FieldKind>>> = {
  /** The move type. */
  readonly type: T;
  /** The seat moving. */
  readonly player: number;
} & { readonly [K in keyof F as F[K] extends `${string}?` ? never : K]: FieldType<F[K]> } & {
  readonly [K in keyof F as F[K] extends `${string}?` ? K : never]?: FieldType<F[K]>;
};
