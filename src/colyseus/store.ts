/**
 * Where a table is kept between moves, so that a restarted process (or
 * another one) can restore it: the setup options and the moves, replayed.
 *
 * @module
 */

/**
 * Who sits in one seat, as stored: nobody yet, a bot by name, or a person
 * (identified by a hash of the seat token handed to them when they sat down).
 *
 * @example
 * ```ts
 * const seats: SeatRecord[] = [{ kind: 'human', name: 'Ada', tokenHash: '9f…' }, { kind: 'bot', bot: 'greedy' }];
 * ```
 */
export type SeatRecord =
  | {
      /** Nobody sits here yet. */
      readonly kind: 'empty';
    }
  | {
      /** A bot sits here. */
      readonly kind: 'bot';
      /** The bot's name among the table's bots. */
      readonly bot: string;
    }
  | {
      /** A person sits here. */
      readonly kind: 'human';
      /** The person's display name. */
      readonly name: string;
      /** Hash of the seat token handed to them when they sat down. */
      readonly tokenHash: string;
    };

/**
 * Everything needed to rebuild a table: `replay(game, setup, moves)` gives
 * its state again, on any process and machine.
 *
 * @example
 * ```ts
 * const record: TableRecord = {
 *   format: 1, tableId: 't1', gameId: 'build-up', variant: 'seed',
 *   setup: { seed: 't1', players: 2 }, moves: [], seats: [{ kind: 'empty' }, { kind: 'bot', bot: 'greedy' }],
 * };
 * ```
 */
export interface TableRecord {
  /** Version of this record's layout. */
  readonly format: 1;
  /** The table's id. */
  readonly tableId: string;
  /** The id of the game played at the table. */
  readonly gameId: string;
  /** The variant's name when the table was made from one, else `null`. */
  readonly variant: string | null;
  /** The options given to `setup`, seed and players included. */
  readonly setup: Readonly<Record<string, unknown>>;
  /** Every move applied since setup, in order. */
  readonly moves: readonly unknown[];
  /** Who sits in each seat, in seat order. */
  readonly seats: readonly SeatRecord[];
}

/**
 * Storage for tables: `load` gives `null` for an unknown table. Both may be
 * asynchronous.
 *
 * @example
 * ```ts
 * const store: TableStore = memoryTableStore();
 * await store.save('t1', record);
 * (await store.load('t1'))?.moves.length;
 * ```
 */
export interface TableStore {
  /** Gives the stored record of a table, or `null` if there is none. */
  load(tableId: string): TableRecord | null | Promise<TableRecord | null>;
  /** Stores (or replaces) the record of a table. */
  save(tableId: string, record: TableRecord): void | Promise<void>;
}

/**
 * A store in this process's memory (the default): tables survive their room
 * being disposed and re-created, not the process.
 *
 * @example
 * ```ts
 * const TableRoom = defineRoom(buildUp, { store: memoryTableStore() });
 * ```
 */
export function memoryTableStore(): TableStore & {
  /** The stored records, by table id. */
  readonly records: ReadonlyMap<string, TableRecord>;
} {
  const records = new Map<string, TableRecord>();
  return {
    records,
    load: (tableId) => records.get(tableId) ?? null,
    save: (tableId, record) => {
      records.set(tableId, JSON.parse(JSON.stringify(record)) as TableRecord);
    },
  };
}

/**
 * The part of a Colyseus `Presence` (or any Redis client wrapper) that
 * {@link presenceTableStore} uses: `hset` and `hget` on a hash.
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
}

/**
 * A store kept in a hash of the Colyseus presence: with `RedisPresence`,
 * every process sharing that Redis sees the same tables, and a table outlives
 * the process that held it.
 *
 * @example
 * ```ts
 * import { RedisPresence } from '@colyseus/redis-presence';
 * const presence = new RedisPresence('redis://127.0.0.1:6379');
 * const TableRoom = defineRoom(buildUp, { store: presenceTableStore(presence) });
 * ```
 */
export function presenceTableStore(presence: HashStore, key = 'boneyard:tables'): TableStore {
  return {
    async load(tableId) {
      const text = await presence.hget(key, tableId);
      return text ? (JSON.parse(text) as TableRecord) : null;
    },
    async save(tableId, record) {
      await presence.hset(key, tableId, JSON.stringify(record));
    },
  };
}
