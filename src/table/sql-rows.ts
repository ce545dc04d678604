/**
 * What the SQLite and PostgreSQL table stores share: the schema version, the
 * row layout and how a row becomes a record or a listed game.
 *
 * @module
 */
import type { Outcome } from '../core/game.js';
import { type GameQuery, type GameSummary, gameSeats, type StoredGame } from './games.js';
import { parseTableRecord, type SeatRecord, type TableRecord, TableRefusal } from './record.js';

/** The layout of the stores' own tables this version creates and reads. */
export const TABLE_SCHEMA_VERSION = 1;

/** One row of `boneyard_tables`. */
export interface TableRow {
  readonly table_id: string;
  readonly format: number;
  readonly game_id: string;
  readonly variant: string | null;
  readonly setup: string;
  readonly seats: string;
  readonly holder: string | null;
  readonly version: number | string;
  readonly move_count: number | string;
  readonly created_at: number | string;
  readonly updated_at: number | string;
  readonly finished_at: number | string | null;
  readonly result: string | null;
}

/** The columns a listing reads. */
export const SUMMARY_COLUMNS =
  'table_id, format, game_id, variant, seats, holder, move_count, created_at, updated_at, finished_at, result';

function json(text: string, path: string, tableId: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new TableRefusal('bad-record', `table ${tableId} ${path}: is not JSON`);
  }
}

/** A row (with its moves) as a record: through `parseTableRecord`, so a row of an unknown format is refused. */
export function rowRecord(row: TableRow, moves: readonly string[]): TableRecord {
  return parseTableRecord({
    format: Number(row.format),
    version: Number(row.version),
    holder: row.holder,
    tableId: row.table_id,
    gameId: row.game_id,
    variant: row.variant,
    setup: json(row.setup, 'setup', row.table_id),
    moves: moves.map((m, i) => json(m, `moves[${i}]`, row.table_id)),
    seats: json(row.seats, 'seats', row.table_id),
  });
}

/** A row as a listed game. */
export function rowSummary(row: Omit<TableRow, 'setup' | 'version'>): GameSummary {
  const seats = json(row.seats, 'seats', row.table_id) as SeatRecord[];
  return {
    tableId: row.table_id,
    gameId: row.game_id,
    variant: row.variant,
    seats: Array.isArray(seats) ? gameSeats(seats) : [],
    moveCount: Number(row.move_count),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    result: row.result === null ? null : (json(row.result, 'result', row.table_id) as Outcome),
    held: row.holder !== null,
  };
}

/** A stored game from its row, moves and their times. */
export function storedGame(row: TableRow, moves: readonly string[], times: readonly number[]): StoredGame {
  return { summary: rowSummary(row), record: rowRecord(row, moves), moveTimes: times };
}

/** The WHERE clause and values of a listing, with `$n` (PostgreSQL) or `?` (SQLite) placeholders. */
export function listWhere(
  query: GameQuery,
  placeholder: (n: number) => string,
): { where: string; values: unknown[]; limit: number } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(placeholder(values.length)));
  };
  if (query.tableId !== undefined) add((p) => `table_id = ${p}`, String(query.tableId));
  if (query.gameId !== undefined) add((p) => `game_id = ${p}`, String(query.gameId));
  if (query.before !== undefined) add((p) => `updated_at < ${p}`, Number(query.before));
  if (query.finished === true) parts.push('finished_at IS NOT NULL');
  if (query.finished === false) parts.push('finished_at IS NULL');
  const limit = Math.max(1, Math.min(500, Math.floor(Number(query.limit ?? 20)) || 20));
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values, limit };
}

/**
 * Refuses a write whose record has fewer moves than are stored (history is never rewritten).
 *
 * @throws {TableRefusal} `stale-table` when the record has fewer moves than `stored`.
 */
export function checkGrowth(record: TableRecord, stored: number): void {
  if (record.moves.length < stored) {
    throw new TableRefusal(
      'stale-table',
      `Table ${record.tableId} has ${stored} moves stored; a write with ${record.moves.length} would drop some.`,
    );
  }
}

/**
 * Refuses a database whose schema is newer than this version's.
 *
 * @throws {TableRefusal} `store-failed`, saying to upgrade, when `found` is newer than this version's schema.
 */
export function checkSchema(found: number, where: string): void {
  if (found > TABLE_SCHEMA_VERSION) {
    throw new TableRefusal(
      'store-failed',
      `${where} holds boneyard tables of schema ${found}; this version of boneyard reads schema ${TABLE_SCHEMA_VERSION} and older. Upgrade boneyard.`,
    );
  }
}
