/**
 * `boneyard/table-postgres`: a table store in PostgreSQL (through a `pg`
 * pool, `pg` being an optional peer dependency), for several processes and
 * machines sharing tables: versioned append-only writes that two writers
 * cannot fork, finished games kept for replay. Node only.
 *
 * @module
 */
import type { ArchiveTableStore } from './games.js';
import { parseTableRecord, type TableRecord, TableRefusal } from './record.js';
import {
  checkGrowth,
  checkSchema,
  listWhere,
  rowRecord,
  rowSummary,
  SUMMARY_COLUMNS,
  storedGame,
  TABLE_SCHEMA_VERSION,
  type TableRow,
} from './sql-rows.js';
import { staleWrite, type TableWriteInfo } from './store.js';

/**
 * What a `pg` query gives that this store reads.
 *
 * @example
 * ```ts
 * const { rows, rowCount }: PgResult = await pool.query('SELECT 1');
 * ```
 */
export interface PgResult {
  /** The rows, as objects by column name. */
  readonly rows: unknown[];
  /** Rows inserted, updated or selected. */
  readonly rowCount: number | null;
}

/**
 * The part of a `pg` client this store uses (a `pg.PoolClient`).
 *
 * @example
 * ```ts
 * const client: PgClient = await pool.connect();
 * ```
 */
export interface PgClient {
  /** Runs one statement. */
  query(text: string, values?: unknown[]): Promise<PgResult>;
  /** Gives the client back to its pool (an error: throw it away). */
  release(error?: Error | boolean): void;
}

/**
 * The part of a `pg.Pool` this store uses.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * const pool: PgPool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * ```
 */
export interface PgPool {
  /** Runs one statement on any client. */
  query(text: string, values?: unknown[]): Promise<PgResult>;
  /** Takes a client for a transaction. */
  connect(): Promise<PgClient>;
}

/**
 * Options of {@link postgresTableStore}.
 *
 * @example
 * ```ts
 * const options: PostgresTableStoreOptions = { now: Date.now };
 * ```
 */
export interface PostgresTableStoreOptions {
  /** The time (default `Date.now`), for the stored timestamps. */
  readonly now?: () => number;
}

const SCHEMA_1 = `
CREATE TABLE IF NOT EXISTS boneyard_tables (
  table_id TEXT PRIMARY KEY,
  format INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  variant TEXT,
  setup TEXT NOT NULL,
  seats TEXT NOT NULL,
  holder TEXT,
  version BIGINT NOT NULL,
  move_count INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  finished_at BIGINT,
  result TEXT
);
CREATE INDEX IF NOT EXISTS boneyard_tables_updated ON boneyard_tables (updated_at);
CREATE INDEX IF NOT EXISTS boneyard_tables_game ON boneyard_tables (game_id, updated_at);
CREATE TABLE IF NOT EXISTS boneyard_moves (
  table_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  move TEXT NOT NULL,
  played_at BIGINT NOT NULL,
  PRIMARY KEY (table_id, seq)
);
`;

/** Arbitrary key of the advisory lock that serialises schema migrations across processes. */
const MIGRATION_LOCK = 725_310_024;

async function transaction<T>(pool: PgPool, body: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await body(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
      client.release();
    } catch (again) {
      client.release(again as Error);
    }
    throw error;
  }
}

/**
 * A table store in PostgreSQL, on a `pg` pool you make (and end): the store
 * creates (and migrates) its tables on first use, refusing a newer schema.
 * Each write locks the table's row, checks that the record's version is the
 * stored one + 1 (else `stale-table`), appends only the new moves with their
 * sequence numbers and updates seats, holder and version, in one
 * transaction: two processes writing the same table at once cannot fork it,
 * and a write costs the same at move 5 as at move 500. Finished games stay
 * (result, seats, moves, times): `listGames`, `loadGame`, then `replayTable`.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { postgresTableStore } from 'boneyard/table-postgres';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const store = postgresTableStore(pool);
 * const TableRoom = defineRoom(buildUp, { store });
 * ```
 */
export function postgresTableStore(pool: PgPool, options: PostgresTableStoreOptions = {}): ArchiveTableStore {
  const now = options.now ?? Date.now;
  let ready: Promise<void> | null = null;
  const migrate = () =>
    transaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS boneyard_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
      );
      const { rows } = await client.query("SELECT value FROM boneyard_meta WHERE key = 'schema'");
      const found = rows.length ? Number((rows[0] as { value: string }).value) : 0;
      checkSchema(found, 'the PostgreSQL database');
      if (found < 1) await client.query(SCHEMA_1);
      await client.query(
        "INSERT INTO boneyard_meta (key, value) VALUES ('schema', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
        [String(TABLE_SCHEMA_VERSION)],
      );
    });
  const ensure = (): Promise<void> => {
    ready ??= migrate().catch((error) => {
      ready = null;
      throw error;
    });
    return ready;
  };
  const failed = (error: unknown): never => {
    if (error instanceof TableRefusal) throw error;
    throw new TableRefusal(
      'store-failed',
      `PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
    );
  };

  const appendMoves = (client: PgClient, record: TableRecord, from: number, at: number) => {
    if (from >= record.moves.length) return Promise.resolve();
    const seqs: number[] = [];
    const moves: string[] = [];
    for (let seq = from; seq < record.moves.length; seq++) {
      seqs.push(seq);
      moves.push(JSON.stringify(record.moves[seq]));
    }
    return client.query(
      'INSERT INTO boneyard_moves (table_id, seq, move, played_at) SELECT $1, s, m, $4 FROM unnest($2::int[], $3::text[]) AS u(s, m)',
      [record.tableId, seqs, moves, at],
    );
  };
  const insertTable = (client: PgClient, record: TableRecord, info: TableWriteInfo | undefined, at: number) =>
    client.query(
      `INSERT INTO boneyard_tables (table_id, format, game_id, variant, setup, seats, holder, version, move_count, created_at, updated_at, finished_at, result)
       VALUES ($1, 2, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11) ON CONFLICT (table_id) DO NOTHING`,
      [
        record.tableId,
        record.gameId,
        record.variant,
        JSON.stringify(record.setup),
        JSON.stringify(record.seats),
        record.holder,
        record.version,
        record.moves.length,
        at,
        info?.result ? at : null,
        info?.result ? JSON.stringify(info.result) : null,
      ],
    );

  const loadRows = async (tableId: string) => {
    await ensure();
    const { rows } = await pool.query('SELECT * FROM boneyard_tables WHERE table_id = $1', [tableId]);
    if (rows.length === 0) return null;
    const moves = await pool.query(
      'SELECT move, played_at FROM boneyard_moves WHERE table_id = $1 ORDER BY seq',
      [tableId],
    );
    const list = moves.rows as { move: string; played_at: string }[];
    return {
      row: rows[0] as TableRow,
      moves: list.map((m) => m.move),
      times: list.map((m) => Number(m.played_at)),
    };
  };

  return {
    async load(tableId) {
      const found = await loadRows(tableId).catch(failed);
      return found ? rowRecord(found.row, found.moves) : null;
    },
    async write(record, info) {
      await ensure().catch(failed);
      await transaction(pool, async (client) => {
        const { rows } = await client.query(
          'SELECT version, move_count FROM boneyard_tables WHERE table_id = $1 FOR UPDATE',
          [record.tableId],
        );
        const stored = rows[0] as { version: string; move_count: number } | undefined;
        const version = stored ? Number(stored.version) : 0;
        if (record.version !== version + 1) staleWrite(record, version);
        const at = now();
        if (!stored) {
          // A new table: two creators racing meet at the primary key; one inserts, the other is stale.
          const inserted = await insertTable(client, record, info, at);
          if (inserted.rowCount !== 1) staleWrite(record, version);
          await appendMoves(client, record, 0, at);
          return;
        }
        checkGrowth(record, stored.move_count);
        await appendMoves(client, record, stored.move_count, at);
        const updated = await client.query(
          `UPDATE boneyard_tables SET seats = $2, holder = $3, version = $4, move_count = $5, updated_at = $6,
             finished_at = COALESCE(finished_at, $7), result = COALESCE(result, $8)
           WHERE table_id = $1 AND version = $9`,
          [
            record.tableId,
            JSON.stringify(record.seats),
            record.holder,
            record.version,
            record.moves.length,
            at,
            info?.result ? at : null,
            info?.result ? JSON.stringify(info.result) : null,
            version,
          ],
        );
        if (updated.rowCount !== 1) staleWrite(record, version);
      }).catch(failed);
    },
    async prune(before) {
      await ensure().catch(failed);
      return transaction(pool, async (client) => {
        const stale =
          'SELECT table_id FROM boneyard_tables WHERE finished_at IS NULL AND holder IS NULL AND updated_at < $1';
        await client.query(`DELETE FROM boneyard_moves WHERE table_id IN (${stale})`, [before]);
        const { rowCount } = await client.query(`DELETE FROM boneyard_tables WHERE table_id IN (${stale})`, [
          before,
        ]);
        return rowCount ?? 0;
      }).catch(failed);
    },
    async importTable(input) {
      const record = parseTableRecord(input);
      await ensure().catch(failed);
      await transaction(pool, async (client) => {
        const at = now();
        const inserted = await insertTable(client, record, undefined, at);
        if (inserted.rowCount !== 1) staleWrite(record, record.version - 1);
        await appendMoves(client, record, 0, at);
      }).catch(failed);
    },
    async listGames(query = {}) {
      await ensure().catch(failed);
      const { where, values, limit } = listWhere(query, (n) => `$${n}`);
      const { rows } = await pool
        .query(
          `SELECT ${SUMMARY_COLUMNS} FROM boneyard_tables ${where} ORDER BY updated_at DESC LIMIT ${limit}`,
          values,
        )
        .catch(failed);
      return (rows as TableRow[]).map(rowSummary);
    },
    async loadGame(tableId) {
      const found = await loadRows(tableId).catch(failed);
      return found ? storedGame(found.row, found.moves, found.times) : null;
    },
    async close() {
      // The pool is yours: end it when you are done.
    },
  };
}
