/**
 * What a {@link TableHost} is given: how it reaches its clients, how it
 * stores, plays bots and logs, and which table it opens.
 *
 * @module
 */
import type { TableBot } from './bots.js';
import type { TableStore } from './store.js';

/**
 * How a host reaches its clients.
 *
 * @example
 * ```ts
 * const transport: TableTransport = { send: (to, type, message) => sockets.get(to)?.send(type, message) };
 * ```
 */
export interface TableTransport {
  /** Delivers one message to one connection. */
  send(connection: string, type: string, message: unknown): void;
  /** The game ended (e.g. lock the room and close it later). */
  ended?(): void;
  /** The table was lost to another copy (a stale write was refused): let every client go, so they rejoin the live one. */
  lost?(): void;
  /** Let one connection go: it kept sending past the message limit after it was told (`too-many-messages`). */
  drop?(connection: string): void;
}

/**
 * What a host needs besides the table: where to write it, the bots, and time.
 *
 * @example
 * ```ts
 * const options: TableHostOptions = { store: memoryTableStore(), bots: { random: { choose: (t) => t.legalMoves[0] } } };
 * ```
 */
export interface TableHostOptions {
  /** Where the table is written before anything is sent. */
  readonly store: TableStore;
  /** The bots by name. */
  readonly bots: Readonly<Record<string, TableBot>>;
  /** Pause before a fast bot (or a forced move) is played, so people can follow (default 300 ms). */
  readonly botDelayMs?: number;
  /** Thinking budget of a bot (default 1000 ms); one that overruns it by 5 s is replaced by a random move. */
  readonly botBudgetMs?: number;
  /**
   * Messages a connection may send per second (default 50). Past it the
   * connection gets one `too-many-messages` error per second and its extra
   * messages are not read; past twice the limit in one second (and at least
   * 10 over) it is dropped (`TableTransport.drop`).
   */
  readonly messagesPerSecond?: number;
  /** The time (default `Date.now`). */
  readonly now?: () => number;
  /** Where failures worth a log line go (default `console.error`). */
  readonly log?: (message: string, error?: unknown) => void;
}

/**
 * Where a host's table comes from: a new one from create options, or a stored
 * one by id; `holder` names this live copy, and `isHolderAlive` tells whether
 * the copy a stored record names still runs somewhere.
 *
 * @example
 * ```ts
 * const host = await TableHost.open(buildUp, rules, { create: { seed: 1 }, newTableId: 't1', holder: 'p1/r1' }, transport, options);
 * ```
 */
export interface TableSource {
  /** The id of a stored table to open (refused with `unknown-table` if the store has none). */
  readonly tableId?: string;
  /** The id a new table gets (when `tableId` is not given). */
  readonly newTableId: string;
  /** Create options (variant, options, players, seed, bots) for a new table. */
  readonly create?: unknown;
  /** This live copy's name, kept in the record while it holds the table. */
  readonly holder: string;
  /** Whether the copy named in a stored record still holds it (default: never). */
  readonly isHolderAlive?: (holder: string) => boolean | Promise<boolean>;
}
