/**
 * Where tables are kept between moves, so that a restarted process (or
 * another one) can restore them. Every write carries the record's next
 * version; a store refuses any other, so a stale copy of a table can never
 * overwrite (or fork) its history.
 *
 * @module
 */
import type { Outcome } from '../core/game.js';
import { parseTableRecord, type TableRecord, TableRefusal } from './record.js';

/**
 * What a host tells a store besides the record: the game's result when this
 * write ends the game (a store that keeps finished games marks it finished,
 * in the same write).
 *
 * @example
 * ```ts
 * await store.write(record, { result: game.outcome(state) });
 * ```
 */
export interface TableWriteInfo {
  /** The final outcome, given with the write that ends the game. */
  readonly result?: Outcome;
}

/**
 * Storage for tables. `load` gives `null` for an unknown table. `write`
 * stores a record whose `version` is exactly one more than the stored one
 * (1 for a new table) and throws `TableRefusal` with `stale-table`
 * otherwise. Both may be asynchronous; a write resolves once it is kept.
 *
 * @example
 * ```ts
 * const store: TableStore = memoryTableStore();
 * await store.write({ ...record, version: 1 });
 * (await store.load('t1'))?.version; // 1
 * ```
 */
export interface TableStore {
  /** Gives the stored record of a table, or `null` if there is none. */
  load(tableId: string): TableRecord | null | Promise<TableRecord | null>;
  /** Stores the record if its version is the stored version + 1; else throws `TableRefusal('stale-table')`. `info.result` comes with the write that ends the game. */
  write(record: TableRecord, info?: TableWriteInfo): void | Promise<void>;
  /** A finished table's last live copy closed: a live store may let it go (an archive keeps it). Optional. */
  retire?(tableId: string): void | Promise<void>;
  /**
   * Deletes the unfinished tables nobody came back to: no live copy holds
   * them and they were last written before `before` (ms since the epoch).
   * Finished games are kept. Gives how many were deleted. Optional; the
   * Colyseus room calls it for its `retentionDays`.
   */
  prune?(before: number): number | Promise<number>;
}

/**
 * Throws the refusal of a write from a stale copy (`stale-table`), for
 * stores written elsewhere.
 *
 * @throws {TableRefusal} `stale-table`, always, naming the stored version and the one written.
 *
 * @example
 * ```ts
 * if (record.version !== stored + 1) staleWrite(record, stored);
 * ```
 */
export function staleWrite(record: TableRecord, stored: number): never {
  throw new TableRefusal(
    'stale-table',
    `Table ${record.tableId} is at version ${stored}; a write of version ${record.version} comes from a stale copy.`,
  );
}

/**
 * How much a {@link memoryTableStore} keeps.
 *
 * @example
 * ```ts
 * const limits: MemoryStoreLimits = { maxTables: 1000, keepFinished: 10 };
 * ```
 */
export interface MemoryStoreLimits {
  /** Tables kept at most (default 10,000): past it finished tables go first, then the longest-unwritten tables no live copy holds; a held table is never dropped. */
  readonly maxTables?: number;
  /** Finished games kept for a late rejoin (default 100, the most recently finished); older ones are dropped. */
  readonly keepFinished?: number;
  /** The time (default `Date.now`), for when a table was last written (see `prune`). */
  readonly now?: () => number;
}

/**
 * A store in this process's memory (the default): tables survive their room
 * being disposed and re-created, not the process. Bounded: finished games
 * leave it (the last `keepFinished` stay), and past `maxTables` tables that
 * no live copy holds leave it, the longest-unwritten first.
 *
 * @example
 * ```ts
 * const TableRoom = defineRoom(buildUp, { store: memoryTableStore({ keepFinished: 10 }) });
 * ```
 */
export function memoryTableStore(limits: MemoryStoreLimits = {}): TableStore & {
  /** The stored records, by table id (least recently written first). */
  readonly records: ReadonlyMap<string, TableRecord>;
} {
  const maxTables = limits.maxTables ?? 10_000;
  const keepFinished = limits.keepFinished ?? 100;
  const now = limits.now ?? Date.now;
  const records = new Map<string, TableRecord>();
  /** When each table was last written. */
  const writtenAt = new Map<string, number>();
  /** Finished tables, oldest first. */
  const finished = new Set<string>();
  const trim = () => {
    for (const tableId of finished) {
      if (finished.size <= keepFinished && records.size <= maxTables) break;
      finished.delete(tableId);
      records.delete(tableId);
      writtenAt.delete(tableId);
    }
    if (records.size <= maxTables) return;
    for (const [tableId, record] of records) {
      if (records.size <= maxTables) break;
      if (record.holder === null || record.holder === undefined) {
        records.delete(tableId);
        writtenAt.delete(tableId);
      }
    }
  };
  return {
    records,
    load: (tableId) => records.get(tableId) ?? null,
    write: (record, info) => {
      const stored = records.get(record.tableId)?.version ?? 0;
      if (record.version !== stored + 1) staleWrite(record, stored);
      records.delete(record.tableId); // re-inserted last: the map stays in order of last write
      records.set(record.tableId, JSON.parse(JSON.stringify(record)) as TableRecord);
      writtenAt.set(record.tableId, now());
      if (info?.result) {
        finished.delete(record.tableId);
        finished.add(record.tableId);
      }
      trim();
    },
    prune: (before) => {
      let deleted = 0;
      for (const [tableId, record] of records) {
        if (finished.has(tableId) || (record.holder ?? null) !== null) continue;
        if ((writtenAt.get(tableId) ?? 0) >= before) continue;
        records.delete(tableId);
        writtenAt.delete(tableId);
        deleted += 1;
      }
      return deleted;
    },
  };
}

/**
 * The part of a Colyseus `Presence` (or any Redis client wrapper) that
 * {@link presenceTableStore} uses.
 *
 * @example
 * ```ts
 * const hash: HashStore = new RedisPresence(redisUrl); // or matchMaker.presence
 * ```
 */
export interface HashStore {
  /** Sets `field` of the hash at `key` to `value`. */
  hset(key: string, field: string, value: string): unknown;
  /** Gives `field` of the hash at `key`, or `null` if it is not set. */
  hget(key: string, field: string): Promise<string | null> | string | null;
  /** Adds `value` to `field` of the hash at `key` (atomically) and sets the key to expire; gives the new value. */
  hincrbyex(key: string, field: string, value: number, expireInSeconds: number): Promise<number> | number;
  /** Deletes a key. */
  del(key: string): unknown;
  /** Deletes `field` of the hash at `key` (when given with `setex` and `get`, finished tables leave the hash when their room closes). */
  hdel?(key: string, field: string): unknown;
  /** Sets `key` to `value`, expiring after `seconds`. */
  setex?(key: string, value: string, seconds: number): unknown;
  /** Gives the value at `key` (a string), or `null`. */
  get?(key: string): unknown;
  /** Every field of the hash at `key` (with `hdel`, unfinished tables nobody came back to can be pruned). */
  hgetall?(key: string): Promise<Record<string, string>> | Record<string, string>;
}

/**
 * A store kept in a hash of the Colyseus presence: with `RedisPresence`,
 * every process sharing that Redis sees the same tables, and a table outlives
 * the process that held it. A finished game leaves the hash when its room
 * closes, to a key of its own that expires after `finishedSeconds` (a live
 * store, not an archive: keep finished games with the SQLite or PostgreSQL
 * store). Each write takes a short lock on the table
 * (`hincrbyex`, expiring after 5 s if its writer dies), checks the version
 * and writes.
 *
 * @example
 * ```ts
 * import { RedisPresence } from '@colyseus/redis-presence';
 * const presence = new RedisPresence('redis://127.0.0.1:6379');
 * const TableRoom = defineRoom(buildUp, { store: presenceTableStore(presence) });
 * ```
 */
export function presenceTableStore(
  presence: HashStore,
  key = 'boneyard:tables',
  options: {
    /** How long a finished table stays readable after its room closed, in seconds (default 3600), before Redis lets it go. */
    readonly finishedSeconds?: number;
  } = {},
): TableStore {
  const finishedSeconds = options.finishedSeconds ?? 3600;
  const finishedKey = (tableId: string) => `${key}:finished:${tableId}`;
  /** When each unfinished table was last written (ms), for `prune`. */
  const writtenKey = `${key}:written`;
  const read = async (tableId: string): Promise<string | null> =>
    (await presence.hget(key, tableId)) ??
    (presence.get ? (((await presence.get(finishedKey(tableId))) as string | null) ?? null) : null);
  const load = async (tableId: string): Promise<TableRecord | null> => {
    const text = await read(tableId);
    return text ? parseTableRecord(JSON.parse(text)) : null;
  };
  return {
    load,
    async retire(tableId) {
      if (!presence.hdel || !presence.setex || !presence.get) return;
      const text = await presence.hget(key, tableId);
      if (!text) return;
      await presence.setex(finishedKey(tableId), text, finishedSeconds);
      await presence.hdel(key, tableId);
    },
    async prune(before) {
      if (!presence.hgetall || !presence.hdel) return 0;
      let deleted = 0;
      for (const [tableId, at] of Object.entries((await presence.hgetall(writtenKey)) ?? {})) {
        if (Number(at) >= before) continue;
        const record = await load(tableId);
        if (record && (record.holder ?? null) !== null) continue;
        await presence.hdel(key, tableId);
        await presence.hdel(writtenKey, tableId);
        if (record) deleted += 1;
      }
      return deleted;
    },
    async write(record, info) {
      const lock = `${key}:lock:${record.tableId}`;
      for (let tries = 0; ; tries++) {
        // Look before taking: `hincrbyex` sets the expiry again each time, so writers taking turns at a lock a
        // killed writer left would keep it alive for ever. Only a free lock is incremented (two writers racing
        // for it extend it once), so a dead writer's lock goes within 5 s of when it was taken.
        if ((await presence.hget(lock, 'n')) === null && (await presence.hincrbyex(lock, 'n', 1, 5)) === 1)
          break;
        if (tries >= 400) {
          throw new TableRefusal('store-failed', `Table ${record.tableId} stayed locked for 2 s.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      try {
        const stored = (await load(record.tableId))?.version ?? 0;
        if (record.version !== stored + 1) staleWrite(record, stored);
        await presence.hset(key, record.tableId, JSON.stringify(record));
        if (info?.result) await presence.hdel?.(writtenKey, record.tableId);
        else await presence.hset(writtenKey, record.tableId, String(Date.now()));
      } finally {
        await presence.del(lock);
      }
    },
  };
}
