/**
 * `boneyard/table-sqlite`: a table store in a SQLite file (through
 * `better-sqlite3`, an optional peer dependency), the embedded default: no
 * server, tables survive restarts and crashes, finished games are kept for
 * replay. Node only.
 *
 * @module
 */
import Database from 'better-sqlite3';
import type { ArchiveTableStore } from './games.js';
import { parseTableRecord, type TableRecord } from './record.js';
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
 * Options of {@link sqliteTableStore}.
 *
 * @example
 * ```ts
 * const options: SqliteTableStoreOptions = { synchronous: 'normal' };
 * ```
 */
export interface SqliteTableStoreOptions {
  /**
   * How hard SQLite makes each write durable: `'full'` (default) syncs the
   * file at every write, so a write survives a power cut; `'normal'` survives
   * a crash or SIGKILL of the process, not a power cut, and writes faster.
   */
  readonly synchronous?: 'full' | 'normal';
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
  version INTEGER NOT NULL,
  move_count INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER,
  result TEXT
);
CREATE INDEX IF NOT EXISTS boneyard_tables_updated ON boneyard_tables (updated_at);
CREATE INDEX IF NOT EXISTS boneyard_tables_game ON boneyard_tables (game_id, updated_at);
CREATE TABLE IF NOT EXISTS boneyard_moves (
  table_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  move TEXT NOT NULL,
  played_at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
`;

/** How long a write waits for another process's lock on the file before it is refused (as `busy_timeout` did). */
const LOCK_WAIT_MS = 5000;

/**
 * Runs a write; while another process holds the file's lock (`SQLITE_BUSY`),
 * tries again after a short, growing pause instead of blocking the event
 * loop, for at most {@link LOCK_WAIT_MS}.
 */
async function unlocked<T>(body: () => T): Promise<T> {
  const start = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return body();
    } catch (error) {
      const busy = (error as { code?: unknown }).code === 'SQLITE_BUSY';
      if (!busy || Date.now() - start >= LOCK_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(100, 2 ** attempt)));
    }
  }
}

/**
 * A table store in a SQLite file (or an open `better-sqlite3` database): the
 * store creates its tables (and migrates them, newer schemas are refused),
 * appends each write's new moves with their sequence numbers and updates the
 * seats, holder and version in one transaction, refusing a write whose
 * version is not the stored one + 1 (`stale-table`). A write costs the same
 * at move 5 as at move 500. Finished games stay, with their result, seats,
 * moves and times: list them with `listGames`, load one with `loadGame`,
 * replay it with `replayTable`. Several processes may share the file.
 *
 * @example
 * ```ts
 * import { defineRoom } from 'boneyard/colyseus';
 * import { sqliteTableStore } from 'boneyard/table-sqlite';
 *
 * const store = sqliteTableStore('tables.db');
 * const TableRoom = defineRoom(buildUp, { store });
 * const recent = await store.listGames({ finished: true });
 * ```
 */
export function sqliteTableStore(
  file: string | Database.Database,
  options: SqliteTableStoreOptions = {},
): ArchiveTableStore {
  const db = typeof file === 'string' ? new Database(file) : file;
  const now = options.now ?? Date.now;
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  // Another process holding the write lock is waited for without blocking this one (see `unlocked`), except
  // while opening the file (a one-off, before any table is served).
  db.pragma('busy_timeout = 5000');
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS boneyard_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    const row = db.prepare("SELECT value FROM boneyard_meta WHERE key = 'schema'").get() as
      | { value: string }
      | undefined;
    const found = row ? Number(row.value) : 0;
    checkSchema(found, typeof file === 'string' ? file : 'the database');
    if (found < 1) db.exec(SCHEMA_1);
    db.prepare("INSERT OR REPLACE INTO boneyard_meta (key, value) VALUES ('schema', ?)").run(
      String(TABLE_SCHEMA_VERSION),
    );
  }).immediate();

  db.pragma('busy_timeout = 0');

  const head = db.prepare<[string], { version: number; move_count: number }>(
    'SELECT version, move_count FROM boneyard_tables WHERE table_id = ?',
  );
  const insertTable = db.prepare(
    `INSERT INTO boneyard_tables (table_id, format, game_id, variant, setup, seats, holder, version, move_count, created_at, updated_at, finished_at, result)
     VALUES (@tableId, 2, @gameId, @variant, @setup, @seats, @holder, @version, @moveCount, @at, @at, @finishedAt, @result)`,
  );
  const updateTable = db.prepare(
    `UPDATE boneyard_tables SET seats = @seats, holder = @holder, version = @version, move_count = @moveCount,
       updated_at = @at, finished_at = COALESCE(finished_at, @finishedAt), result = COALESCE(result, @result)
     WHERE table_id = @tableId AND version = @previous`,
  );
  const insertMove = db.prepare(
    'INSERT INTO boneyard_moves (table_id, seq, move, played_at) VALUES (?, ?, ?, ?)',
  );
  const selectRow = db.prepare<[string], TableRow>('SELECT * FROM boneyard_tables WHERE table_id = ?');
  const selectMoves = db.prepare<[string], { move: string; played_at: number }>(
    'SELECT move, played_at FROM boneyard_moves WHERE table_id = ? ORDER BY seq',
  );

  const columns = (record: TableRecord, info: TableWriteInfo | undefined, at: number) => ({
    tableId: record.tableId,
    gameId: record.gameId,
    variant: record.variant,
    setup: JSON.stringify(record.setup),
    seats: JSON.stringify(record.seats),
    holder: record.holder,
    version: record.version,
    moveCount: record.moves.length,
    at,
    finishedAt: info?.result ? at : null,
    result: info?.result ? JSON.stringify(info.result) : null,
  });
  const append = (record: TableRecord, from: number, at: number) => {
    for (let seq = from; seq < record.moves.length; seq++) {
      insertMove.run(record.tableId, seq, JSON.stringify(record.moves[seq]), at);
    }
  };

  const write = db.transaction((record: TableRecord, info: TableWriteInfo | undefined) => {
    const stored = head.get(record.tableId);
    const version = stored?.version ?? 0;
    if (record.version !== version + 1) staleWrite(record, version);
    const at = now();
    if (!stored) {
      insertTable.run(columns(record, info, at));
      append(record, 0, at);
      return;
    }
    checkGrowth(record, stored.move_count);
    append(record, stored.move_count, at);
    updateTable.run({ ...columns(record, info, at), previous: version });
  });

  const load = (tableId: string) => {
    const row = selectRow.get(tableId);
    if (!row) return null;
    const moves = selectMoves.all(tableId);
    return { row, moves: moves.map((m) => m.move), times: moves.map((m) => m.played_at) };
  };

  const pruneTables = db.transaction((before: number) => {
    const stale =
      'SELECT table_id FROM boneyard_tables WHERE finished_at IS NULL AND holder IS NULL AND updated_at < ?';
    db.prepare(`DELETE FROM boneyard_moves WHERE table_id IN (${stale})`).run(before);
    return db.prepare(`DELETE FROM boneyard_tables WHERE table_id IN (${stale})`).run(before).changes;
  });

  const importTable = db.transaction((input: unknown) => {
    const record = parseTableRecord(input);
    if (head.get(record.tableId)) staleWrite(record, Number(head.get(record.tableId)?.version));
    const at = now();
    insertTable.run(columns(record, undefined, at));
    append(record, 0, at);
  });

  return {
    load(tableId) {
      const found = load(tableId);
      return found ? rowRecord(found.row, found.moves) : null;
    },
    write(record, info) {
      return unlocked(() => write.immediate(record, info));
    },
    prune(before) {
      return unlocked(() => pruneTables.immediate(before));
    },
    async importTable(input) {
      importTable.immediate(input);
    },
    async listGames(query = {}) {
      const { where, values, limit } = listWhere(query, () => '?');
      const rows = db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS} FROM boneyard_tables ${where} ORDER BY updated_at DESC LIMIT ${limit}`,
        )
        .all(...values) as TableRow[];
      return rows.map(rowSummary);
    },
    async loadGame(tableId) {
      const found = load(tableId);
      return found ? storedGame(found.row, found.moves, found.times) : null;
    },
    async close() {
      if (typeof file === 'string' && db.open) db.close();
    },
  };
}
