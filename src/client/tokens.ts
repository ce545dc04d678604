/**
 * Where a client keeps its seat tokens: one per server and table, so a
 * token is only ever handed back to the server that gave it.
 *
 * @module
 */

/**
 * A place to keep seat tokens, by key ({@link tokenKey}: the server's
 * address, `|`, the table id). Each method may answer now or with a promise
 * (an async store: IndexedDB, a native app's storage).
 *
 * @example
 * ```ts
 * const store: TokenStore = memoryTokenStore();
 * await store.set(tokenKey('wss://a.example', 'table-1'), 'tok');
 * ```
 */
export interface TokenStore {
  /** The token kept under `key`, or `null`. */
  get(key: string): string | null | Promise<string | null>;
  /** Keeps `token` under `key` (replacing any). */
  set(key: string, token: string): void | Promise<void>;
  /** Forgets the token under `key`. */
  delete(key: string): void | Promise<void>;
}

/**
 * The part of the Web Storage API {@link localStorageTokenStore} uses
 * (`localStorage`, `sessionStorage`, or any object with these methods).
 *
 * @example
 * ```ts
 * localStorageTokenStore(window.sessionStorage); // tokens kept for this tab only
 * ```
 */
export interface StorageLike {
  /** The value under `key`, or `null`. */
  getItem(key: string): string | null;
  /** Writes `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Removes `key`. */
  removeItem(key: string): void;
}

/**
 * The key a seat token is kept under: the server's address and the table id,
 * joined by `|`. A client reads only the keys of its own server.
 *
 * @example
 * ```ts
 * tokenKey('wss://play.example.com', 'x1y2'); // 'wss://play.example.com|x1y2'
 * ```
 */
export function tokenKey(server: string, tableId: string): string {
  return `${server}|${tableId}`;
}

/**
 * A token store in memory (the default): the tokens last as long as the page
 * or process, enough to come back after a dropped connection.
 *
 * @example
 * ```ts
 * const tokens = memoryTokenStore();
 * tokens.set('wss://a.example|t1', 'tok');
 * tokens.get('wss://a.example|t1'); // 'tok'
 * ```
 */
export function memoryTokenStore(): TokenStore & {
  /** The tokens kept, by key. */
  readonly tokens: ReadonlyMap<string, string>;
} {
  const tokens = new Map<string, string>();
  return {
    tokens,
    get: (key) => tokens.get(key) ?? null,
    set: (key, token) => {
      tokens.set(key, token);
    },
    delete: (key) => {
      tokens.delete(key);
    },
  };
}

/**
 * A token store in the browser's `localStorage` (or the `storage` given), so
 * a seat survives a reload or a closed tab. Keys are prefixed with
 * `prefix` (default `'boneyard:seat:'`). A storage that refuses a write
 * (private mode, quota) loses that token and nothing else.
 *
 * @param storage - Where to keep the tokens (default `globalThis.localStorage`).
 * @param prefix - The prefix of every key written.
 * @example
 * ```ts
 * const client = tableClient(buildUp, room, {
 *   server: 'wss://play.example.com',
 *   tokens: localStorageTokenStore(),
 *   rejoin: (options) => colyseus.joinOrCreate('build-up', options),
 * });
 * ```
 */
export function localStorageTokenStore(storage?: StorageLike, prefix = 'boneyard:seat:'): TokenStore {
  const store = (): StorageLike | null =>
    storage ?? (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  return {
    get: (key) => {
      try {
        return store()?.getItem(prefix + key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, token) => {
      try {
        store()?.setItem(prefix + key, token);
      } catch {
        // A full or refused storage keeps nothing: the seat is still held while connected.
      }
    },
    delete: (key) => {
      try {
        store()?.removeItem(prefix + key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}
