/**
 * Append-only history shared between a table's versions: a table's moves and
 * log grow by one entry a move, and each operation gives a new table, so
 * copying them would make a game quadratic.
 *
 * `appended(list, item)` returns a read-only array view of `list` plus
 * `item`. Views of one history share a buffer (as Go slices share one): the
 * newest version pushes onto it in place; an older version that is appended
 * to again (a fork, e.g. after a store write failed and the host went on
 * from the table before) copies its own entries first. A view reads only its
 * own entries, so every version stays what it was.
 *
 * @module
 */

/** The key under which a view hands out its buffer (only to this module). */
const BUFFER = Symbol('history buffer');

interface Shared<T> {
  readonly [BUFFER]?: T[];
}

/**
 * `list` with `item` at the end, without copying `list` when it is the newest
 * view of its history.
 *
 * @example
 * ```ts
 * const a = appended([], 'x');
 * const b = appended(a, 'y'); // pushes onto a's buffer
 * const c = appended(a, 'z'); // a fork: copies a's one entry
 * [a.length, b[1], c[1]]; // [1, 'y', 'z']
 * ```
 */
export function appended<T>(list: readonly T[], item: T): readonly T[] {
  const shared = (list as Shared<T>)[BUFFER];
  // At the tip, the buffer holds exactly this view's entries: push in place. Otherwise copy once.
  const buffer = shared !== undefined && shared.length === list.length ? shared : list.slice();
  buffer.push(item);
  return view(buffer, buffer.length);
}

function isIndex(key: string | symbol): key is string {
  return typeof key === 'string' && key !== '' && String(Number(key) >>> 0) === key;
}

/** The first `length` entries of `buffer`, as a read-only array (`Array.isArray` and `JSON.stringify` see an array). */
function view<T>(buffer: T[], length: number): readonly T[] {
  return new Proxy(buffer, {
    get(target, key, receiver) {
      if (key === BUFFER) return target;
      if (key === 'length') return length;
      if (isIndex(key) && Number(key) >= length) return undefined;
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (isIndex(key)) return Number(key) < length;
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      return Reflect.ownKeys(target).filter((key) => !isIndex(key) || Number(key) < length);
    },
    getOwnPropertyDescriptor(target, key) {
      if (isIndex(key) && Number(key) >= length) return undefined;
      const found = Reflect.getOwnPropertyDescriptor(target, key);
      return key === 'length' && found ? { ...found, value: length } : found;
    },
    set: refuse,
    defineProperty: refuse,
    deleteProperty: refuse,
  });
}

function refuse(): boolean {
  return false; // read-only: a write throws a TypeError in strict mode
}
