/**
 * The table core's data: a table, its rules, what an operation returns, and the small helpers every part of the core shares.
 *
 * @module
 */
import type { BotTurn } from '../core/bots.js';
import type { AnyGame, BaseMove, BaseState, Seat } from '../core/game.js';
import type { TableClock, TableCode, TableRematch } from './protocol.js';
import { type SeatRecord, type TableRecord, TableRefusal } from './record.js';

/**
 * How a table behaves: the bots it may seat, its variants, its clock, how
 * long a person may be away, and how seat tokens are made and hashed.
 *
 * @example
 * ```ts
 * const rules: TableRules = {
 *   bots: ['random', 'greedy'], variants: {}, clock: { moveSeconds: 30 }, awaySeconds: 60,
 *   newToken: () => randomBytes(18).toString('base64url'),
 *   hashToken: (token) => createHash('sha256').update(token).digest('hex'),
 * };
 * ```
 */
export interface TableRules {
  /** The names of the bots that may sit or stand in. */
  readonly bots: readonly string[];
  /** Named option sets a table may be created from. */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The move clock (default: none). */
  readonly clock?: TableClock;
  /** Seconds a person may be away from a started game before a bot stands in (default 120). */
  readonly awaySeconds?: number;
  /** The bot that stands in for an away or timed-out person (default `'greedy'` if offered, else the first bot). */
  readonly standIn?: string;
  /** Whether a person's only legal move is played for them (default `false`). */
  readonly autoForced?: boolean;
  /** Largest move a client may send, as JSON characters (default 2048). */
  readonly maxMoveChars?: number;
  /** At most this many history entries go to a client that joins (default 5000). */
  readonly historyLimit?: number;
  /** Seats one client (by its client key, see {@link joinTable}) may hold at this table (default 1; `Infinity` for a hot seat). */
  readonly seatsPerClient?: number;
  /** Spectators the table lets in at once (default 100). */
  readonly maxSpectators?: number;
  /**
   * Whether a client's create options may choose the seed (default `false`:
   * the server draws every seed, and a `seed` in create options is refused
   * with `seed-not-allowed`). Only for tests, local development, or
   * tournaments that publish their seeds: whoever knows a live game's seed
   * knows every hidden tile.
   */
  readonly clientSeeds?: boolean;
  /** Draws a new table's seed (default {@link newTableSeed}: 128 bits from the platform's cryptographic source). */
  readonly newSeed?: () => string;
  /** Makes a new seat token (a secret handed to the person). */
  newToken(): string;
  /** Hashes a seat token for the record (the record never holds a token). */
  hashToken(token: string): string;
}

/** A seat's live state (not stored). */
export interface LiveSeat {
  /** Connections playing this seat (usually one). */
  readonly connections: readonly string[];
  /** When the seat's person left (no connection), or `null`. */
  readonly awaySince: number | null;
  /** When the seat became one to move, or `null` when it is not. */
  readonly turnSince: number | null;
  /** Milliseconds left in the seat's bank. */
  readonly bankMs: number;
  /** The client key of whoever took the seat (in this process), or `null`. */
  readonly client: string | null;
}

export interface LogEntry {
  readonly moveCount: number;
  readonly player: Seat | null;
  /** The same events for every viewer (table events), or … */
  readonly shared: readonly unknown[] | null;
  /** … the events per viewer: seats in order, then the spectator. */
  readonly perViewer: readonly (readonly unknown[])[] | null;
}

/**
 * A table: immutable; every operation gives a new one.
 *
 * @example
 * ```ts
 * const table = createTable(buildUp, rules, { seed: 1 }, Date.now());
 * table.record.seats.length; // 2
 * ```
 */
export interface Table {
  /** The game played. */
  readonly game: AnyGame;
  /** The table's rules. */
  readonly rules: TableRules;
  /** The record as it is (or is about to be) stored. */
  readonly record: TableRecord;
  /** The game's state (`replay(game, record.setup, record.moves)`). */
  readonly state: BaseState;
  /** Which seat each connection holds (`null`: spectator). */
  readonly connections: Readonly<Record<string, Seat | null>>;
  /** Live state per seat. @internal */
  readonly live: readonly LiveSeat[];
  /** What happened so far. @internal */
  readonly log: readonly LogEntry[];
  /** The last move and the state before it. @internal */
  readonly last: { readonly move: BaseMove; readonly before: BaseState } | null;
  /**
   * Since when the game is paused (`null`: not paused). A table with people
   * seated, none of whom is connected, runs no clock, no stand-in and no bot
   * until one of them comes back; its clocks then go on where they stopped.
   */
  readonly pausedAt: number | null;
  /** The finished game's rematch, once asked for (see `rematchTable`): kept by this live copy, told in every frame. */
  readonly rematch?: TableRematch;
}

/**
 * A message for one connection, from a table operation.
 *
 * @example
 * ```ts
 * for (const { to, type, message } of step.out) transport.send(to, type, message);
 * ```
 */
export interface TableMessage {
  /** The connection it goes to. */
  readonly to: string;
  /** The message name (see `TABLE_MESSAGES`). */
  readonly type: string;
  /** The message. */
  readonly message: unknown;
}

/**
 * What a table operation gives: the next table, whether its record must be
 * written (its version is already the next one) before any message is sent,
 * and the messages.
 *
 * @example
 * ```ts
 * const step = moveAtTable(table, 'conn-1', { type: 'play', tile: '1:2-5', stack: 4 }, Date.now());
 * if (step.write) await store.write(step.table.record);
 * send(step.out);
 * ```
 */
export interface TableStep {
  /** The table after the operation (the same object when nothing changed). */
  readonly table: Table;
  /** Whether `table.record` must be written before `out` is sent. */
  readonly write: boolean;
  /** The messages to send, in order. */
  readonly out: readonly TableMessage[];
  /** Whether this operation ended the game. */
  readonly over: boolean;
  /**
   * A new table's record to write before `out` is sent (a rematch): version 1, held by no copy. A store that
   * refuses it as stale already holds that table (another copy made the same rematch).
   */
  readonly created?: TableRecord;
}

/**
 * A seat a host should play now: a bot's seat, a person's with a bot
 * standing in, or a person's only legal move (with `autoForced`). Its `key`
 * goes back with the move to {@link playFor}, which refuses an answer the
 * table has moved past.
 *
 * @example
 * ```ts
 * for (const turn of turnsToPlay(table)) runBot(turn.bot, turn.turn).then((m) => playFor(table, turn.key, m, Date.now()));
 * ```
 */
export interface HostTurn {
  /** The seat. */
  readonly seat: Seat;
  /** Who plays it: a seated bot, a bot standing in for a person, or the forced move. */
  readonly kind: 'bot' | 'stand-in' | 'forced';
  /** The bot's name (`''` for a forced move). */
  readonly bot: string;
  /** What the bot is told. */
  readonly turn: BotTurn<unknown, unknown>;
  /** A seed for the bot, from the table's seed, the seat and the move number. */
  readonly seed: string;
  /** Identifies this turn: `moveCount:seat:kind:bot`. */
  readonly key: string;
}

export const OWN = Object.prototype.hasOwnProperty;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `JSON.stringify` length, or `null` for what cannot be written (cycles, BigInt). */
export function jsonLength(value: unknown): number | null {
  try {
    return JSON.stringify(value)?.length ?? null;
  } catch {
    return null;
  }
}

/**
 * Refuses an operation of the table core.
 *
 * @throws `TableRefusal` with `code` and `message`, always.
 */
export function refuse(code: TableCode, message: string): never {
  throw new TableRefusal(code, message);
}

export const awayMs = (rules: TableRules) => Math.max(0, rules.awaySeconds ?? 120) * 1000;
export const moveMs = (rules: TableRules) =>
  rules.clock?.moveSeconds == null ? null : Math.max(0, rules.clock.moveSeconds) * 1000;
const bankStart = (rules: TableRules) =>
  rules.clock?.bankSeconds == null ? 0 : Math.max(0, rules.clock.bankSeconds) * 1000;
export const hasClock = (rules: TableRules) =>
  rules.clock?.moveSeconds != null || rules.clock?.bankSeconds != null;

export function standInBot(rules: TableRules): string {
  if (rules.standIn !== undefined) return rules.standIn;
  return rules.bots.includes('greedy') ? 'greedy' : (rules.bots[0] ?? 'random');
}

export function over(table: Table): boolean {
  return table.game.outcome(table.state).over;
}

/**
 * Whether every seat is filled (play starts then).
 *
 * @example
 * ```ts
 * isStarted(table); // false until the last seat is taken
 * ```
 */
export function isStarted(table: Table): boolean {
  return table.record.seats.every((s) => s.kind !== 'empty');
}

export function seatName(seat: SeatRecord, at: Seat): string {
  return seat.kind === 'human' ? seat.name : seat.kind === 'bot' ? seat.bot : `seat ${at}`;
}

/** A change of the record (its version is set once per operation, by {@link settle}). */
export function withRecord(table: Table, patch: Partial<TableRecord>): Table {
  return { ...table, record: { ...table.record, ...patch } };
}

/**
 * The one write of an operation: whatever it changed in the record (several
 * seats stood in by one tick included), the record's version is the stored
 * one + 1, once.
 */
export function settle(before: Table, after: Table): Table {
  if (after.record === before.record) return after;
  const version = before.record.version + 1;
  return after.record.version === version ? after : { ...after, record: { ...after.record, version } };
}

export function setSeat(table: Table, at: Seat, seat: SeatRecord): Table {
  const seats = table.record.seats.slice();
  seats[at] = seat;
  return withRecord(table, { seats });
}

export function emptyLive(rules: TableRules, players: number): LiveSeat[] {
  return Array.from({ length: players }, () => ({
    connections: [],
    awaySince: null,
    turnSince: null,
    bankMs: bankStart(rules),
    client: null,
  }));
}
