/**
 * Finished games kept by a store: what a store lists (`GameSummary`), what
 * it gives back for one game (`StoredGame`), and `replayTable`, which turns a
 * stored record into the frames a seat (or a spectator) would have seen, one
 * per move. Plain data and functions, safe to import in a browser (a page can
 * replay a game it fetched).
 *
 * @module
 */
import type { AnyGame, BaseMove, Outcome, Seat } from '../core/game.js';
import type { TableFrame, TableSeat } from './protocol.js';
import { type TableRecord, TableRefusal } from './record.js';
import { moveAsSeenBy, openRecord, replayMoves } from './record-replay.js';
import type { TableStore } from './store.js';

/**
 * One seat of a listed game: who sat there (never their seat token's hash).
 *
 * @example
 * ```ts
 * const seat: GameSeat = { kind: 'human', name: 'Ada' };
 * ```
 */
export interface GameSeat {
  /** Whether the seat was empty, a bot's or a person's. */
  readonly kind: 'empty' | 'bot' | 'human';
  /** The person's or the bot's name (`''` when empty). */
  readonly name: string;
}

/**
 * A game as a store lists it: one per table (a table plays one game).
 *
 * @example
 * ```ts
 * const games: GameSummary[] = await store.listGames({ finished: true, limit: 20 });
 * games[0]?.result?.winners;
 * ```
 */
export interface GameSummary {
  /** The table's id. */
  readonly tableId: string;
  /** The id of the game played (e.g. `'build-up'`). */
  readonly gameId: string;
  /** The variant the table was made from, or `null`. */
  readonly variant: string | null;
  /** Who sat in each seat, in seat order. */
  readonly seats: readonly GameSeat[];
  /** Moves played. */
  readonly moveCount: number;
  /** When the table was first written (ms since the epoch). */
  readonly createdAt: number;
  /** When the table was last written. */
  readonly updatedAt: number;
  /** When the game ended, or `null` while it is unfinished. */
  readonly finishedAt: number | null;
  /** The final outcome, or `null` while the game is unfinished. */
  readonly result: Outcome | null;
  /** Whether a live copy holds the table now. */
  readonly held: boolean;
}

/**
 * Which games {@link TableArchive.listGames} gives: newest first.
 *
 * @example
 * ```ts
 * const query: GameQuery = { gameId: 'build-up', finished: true, limit: 10 };
 * ```
 */
export interface GameQuery {
  /** Only the game(s) of this table. */
  readonly tableId?: string;
  /** Only games of this kind (e.g. `'shanghai'`). */
  readonly gameId?: string;
  /** `true`: only finished games; `false`: only unfinished ones (default: both). */
  readonly finished?: boolean;
  /** At most this many (default 20, at most 500). */
  readonly limit?: number;
  /** Only games last written before this time (ms), to page back. */
  readonly before?: number;
}

/**
 * One stored game: its summary, its whole record, and when each move was
 * written.
 *
 * @example
 * ```ts
 * const game = await store.loadGame('t1');
 * if (game) for (const frame of replayTable(buildUp, game.record, null)) draw(frame);
 * ```
 */
export interface StoredGame {
  /** The game as listed. */
  readonly summary: GameSummary;
  /** The stored record (setup, moves, seats). */
  readonly record: TableRecord;
  /** When each move was written (ms since the epoch), in move order. */
  readonly moveTimes: readonly number[];
}

/**
 * What a store that keeps finished games offers besides `TableStore`:
 * listing them and loading one (the SQLite and PostgreSQL stores).
 *
 * @example
 * ```ts
 * const archive: TableArchive = sqliteTableStore('tables.db');
 * const recent = await archive.listGames({ finished: true });
 * ```
 */
export interface TableArchive {
  /** The games matching `query`, most recently written first. */
  listGames(query?: GameQuery): Promise<GameSummary[]>;
  /** One game with its whole record, or `null` if the store has no such table. */
  loadGame(tableId: string): Promise<StoredGame | null>;
}

/**
 * A table store that is also an archive of games, with a way to bring in
 * records kept elsewhere and to close it.
 *
 * @example
 * ```ts
 * const store: ArchiveTableStore = sqliteTableStore('tables.db');
 * await store.close();
 * ```
 */
export interface ArchiveTableStore extends TableStore, TableArchive {
  /**
   * Brings in a record kept elsewhere (e.g. a format 1 or 2 record from a
   * presence store), read with `parseTableRecord` (an unknown format is
   * refused): stored at its own version (format 1: version 0), refused with
   * `stale-table` if the store already has that table.
   */
  importTable(record: unknown): Promise<void>;
  /** Closes the database (or the store's part of it). */
  close(): Promise<void>;
}

/**
 * The seats of a record as a listing shows them (names only).
 *
 * @example
 * ```ts
 * gameSeats(record.seats); // [{ kind: 'human', name: 'Ada' }, { kind: 'bot', name: 'greedy' }]
 * ```
 */
export function gameSeats(seats: TableRecord['seats']): GameSeat[] {
  return seats.map((s) =>
    s.kind === 'human'
      ? { kind: 'human', name: s.name }
      : s.kind === 'bot'
        ? { kind: 'bot', name: s.bot }
        : { kind: 'empty', name: '' },
  );
}

/**
 * A record fit to show anyone: every seat token hash blanked, stand-ins kept.
 * (Give out only finished games' records: the setup's seed reveals every
 * hidden tile of a game still being played.)
 *
 * @example
 * ```ts
 * response.end(JSON.stringify(publicRecord(game.record)));
 * ```
 */
export function publicRecord(record: TableRecord): TableRecord {
  return {
    ...record,
    holder: null,
    seats: record.seats.map((s) => (s.kind === 'human' ? { ...s, tokenHash: '' } : s)),
  };
}

/**
 * Options of {@link replayTable}.
 *
 * @example
 * ```ts
 * const options: ReplayOptions = { from: 10, to: 20 };
 * ```
 */
export interface ReplayOptions {
  /** The first frame given: after this many moves (default 0, before any move). */
  readonly from?: number;
  /** The last frame given: after this many moves (default: every move). */
  readonly to?: number;
}

/**
 * Replays a stored game step by step as `seat` (or a spectator, `null`)
 * would have seen it: one {@link TableFrame} after each number of moves
 * from `from` to `to` (frame 0 is the deal, before any move), with that
 * seat's view, the move (whole for its own moves, only `{ type, player }`
 * for other seats) and the game's events of that move as the seat may see
 * them. The seed and the moves rebuild every state, so nothing else is
 * needed. `legalMoves` are empty (a replay is not played).
 *
 * @throws {TableRefusal} `bad-record` (naming the bad field or move), `wrong-game`,
 * or `not-seated` for a seat the table does not have.
 *
 * @example
 * ```ts
 * for (const frame of replayTable(buildUp, game.record, 0)) {
 *   console.log(frame.moveCount, frame.events);
 * }
 * ```
 */
export function* replayTable(
  game: AnyGame,
  stored: unknown,
  seat: Seat | null,
  options: ReplayOptions = {},
): Generator<TableFrame, void, undefined> {
  const opened = openRecord(game, stored);
  const { record } = opened;
  let state = opened.state;
  const players = state.players;
  if (seat !== null && !(Number.isSafeInteger(seat) && seat >= 0 && seat < players)) {
    throw new TableRefusal(
      'not-seated',
      `Table ${record.tableId} has seats 0 to ${players - 1}, not ${seat}.`,
    );
  }
  const total = record.moves.length;
  const whole = (value: number | undefined, fallback: number) =>
    Number.isFinite(value) ? Math.floor(value as number) : fallback;
  const from = Math.max(0, Math.min(total, whole(options.from, 0)));
  const to = Math.max(from, Math.min(total, whole(options.to, total)));
  const seats: TableSeat[] = gameSeats(record.seats).map(({ kind, name }) => ({
    kind,
    name,
    connected: false,
    away: false,
    standIn: null,
    clock: null,
  }));
  const frame = (moveCount: number, last: BaseMove | null, events: readonly unknown[] | null): TableFrame => {
    const outcome: Outcome = game.outcome(state);
    return {
      tableId: record.tableId,
      gameId: game.id,
      variant: record.variant,
      seat,
      view: game.view(state, seat),
      legalMoves: [],
      outcome,
      moveCount,
      lastMove: last ? moveAsSeenBy(last, seat) : null,
      ...(events ? { events } : {}),
      seats,
      started: true,
      toMove: outcome.over ? [] : game.activePlayers(state),
    };
  };
  if (from === 0) yield frame(0, null, null);
  for (const step of replayMoves(game, record, state, to)) {
    state = step.after;
    if (step.moveCount < from) continue;
    yield frame(step.moveCount, step.move, step.tell(seat));
  }
}
