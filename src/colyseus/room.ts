/**
 * `defineRoom`: a Colyseus room that hosts one table of any boneyard `Game`.
 * A thin layer: Colyseus's callbacks are mapped onto a `TableHost` (the table
 * core of `boneyard/table`), which holds every rule of the table.
 *
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { type Client, logger, matchMaker, Room, ServerError } from '@colyseus/core';
import { BoneyardError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import { gameRegistry } from '../registry.js';
import type { TableBot } from '../table/bots.js';
import { TableHost } from '../table/host.js';
import { ClientLimits, type ClientOrigin, defaultClientKey, type TrustProxy } from '../table/limits.js';
import { TABLE_MESSAGES, type TableClock, type TableSeat, type TableSeatGrant } from '../table/protocol.js';
import { memoryTableStore, type TableStore } from '../table/store.js';
import { frameFor, isPaused, type Table, type TableRules } from '../table/table.js';
import { defaultTableBots, setBotThreads } from './bots.js';

/**
 * Options of {@link defineRoom}: how the table's room behaves on the server.
 *
 * @example
 * ```ts
 * server.define('build-up', defineRoom(buildUp, { store: presenceTableStore(presence), clock: { moveSeconds: 60 } }));
 * // each Build Up table of the server: its record in the presence, 60 s a move
 * ```
 */
export interface TableRoomOptions {
  /** Where tables are written after every change, before clients hear of it (default: this process's memory, shared by the room type's tables). */
  readonly store?: TableStore;
  /** The bots that may fill seats, by name (default: the registry's `random`, `greedy`, `search`, `easy`, `medium`, `hard` for a built-in game; `random` otherwise). */
  readonly bots?: Readonly<Record<string, TableBot>>;
  /** Named option sets a table may be created from (default: the registry's variants for a built-in game). */
  readonly variants?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Pause before a fast bot or a forced move is played, so people can follow (default 300 ms). */
  readonly botDelayMs?: number;
  /** Thinking budget of a slow bot (default 1000 ms), counted from when its thread starts thinking; one that overruns it by 2 s is replaced by the level's cheapest form (greedy), and the table is told. */
  readonly botBudgetMs?: number;
  /** Worker threads that think for the slow bots of every table of this process (default: the machine's cores; see `setBotThreads`). */
  readonly botThreads?: number;
  /** The move clock (default: none). When a seat's time runs out, the stand-in bot plays for it. */
  readonly clock?: TableClock;
  /** Seconds a person may be away from a started game before the stand-in bot plays for them (default 120). */
  readonly awaySeconds?: number;
  /** The bot that stands in for an away or timed-out person (default `'greedy'` when offered, else the first bot). */
  readonly standIn?: string;
  /** Whether a person's only legal move is played for them after `botDelayMs` (default `false`). */
  readonly autoForced?: boolean;
  /** How long a dropped client's connection waits for Colyseus's reconnection (default 60 s); the seat token works after that too. */
  readonly reconnectSeconds?: number;
  /** How long a finished table stays open before the room is disposed (default 30 s). */
  readonly closeAfterMs?: number;
  /** Largest move a client may send, as JSON characters (default 2048). */
  readonly maxMoveChars?: number;
  /** At most this many history entries go to a client that joins (default 5000). */
  readonly historyLimit?: number;
  /** Seats one client may hold at a table (default 1; see `clientKey`). */
  readonly seatsPerClient?: number;
  /** A hot seat: one client may take every seat (people sharing one screen); the same as `seatsPerClient: Infinity`. */
  readonly hotSeat?: boolean;
  /** Spectators a table lets in at once (default 100); past it a join to watch is refused with `spectators-full`. */
  readonly maxSpectators?: number;
  /** Joins (create, join, joinOrCreate, joinById) one client may make per minute on this process, counted across every room type (default 30); past it `too-many-joins`. */
  readonly joinsPerMinute?: number;
  /** New tables one client may create per minute on this process, counted across every room type (default 10); past it `too-many-creates`. */
  readonly createsPerMinute?: number;
  /** Unfinished tables one client may hold a seat at, on this process, across every room type, and still create another (default 5); past it `too-many-tables`. */
  readonly tablesPerClient?: number;
  /** The counters behind the limits per client (default: one set shared by every room type of the process). */
  readonly limits?: ClientLimits;
  /**
   * Whether a client's create options may choose the seed (default `false`:
   * the server draws every seed from `crypto.randomBytes`, and a client's
   * `seed` is refused with `seed-not-allowed`). Only for tests, local
   * development, or tournaments that publish their seeds.
   */
  readonly clientSeeds?: boolean;
  /** Days an unfinished table nobody comes back to is kept (default 7); then it is deleted from the store (`TableStore.prune`), checked hourly. `Infinity` keeps them. */
  readonly retentionDays?: number;
  /** Messages a client may send per second (default 50): past it one `too-many-messages` error a second; at twice it the client is let go (close code 4429). */
  readonly messagesPerSecond?: number;
  /** Who a request comes from, for the limits per client (default: the client's address behind the trusted proxies, `null` for local play: not limited; see `defaultClientKey`). Return a user id here when your `onAuth` knows one. */
  readonly clientKey?: (origin: ClientOrigin) => string | null;
  /**
   * Which proxies' `X-Forwarded-For` to believe (default `'loopback'`: a proxy
   * on the same host). The client is the rightmost address not added by a
   * trusted proxy; `true` also trusts private networks, a number trusts that
   * many hops, a list names the proxies (CIDR for IPv4), `false` none.
   */
  readonly trustProxy?: TrustProxy;
}

/**
 * The listing metadata of a table's room (what a lobby shows).
 *
 * @example
 * ```ts
 * const { gameName, open }: TableMetadata = listing.metadata;
 * ```
 */
export interface TableMetadata {
  /** The table's id. */
  readonly tableId: string;
  /** The id of the game played at the table. */
  readonly gameId: string;
  /** The game's display name. */
  readonly gameName: string;
  /** The variant the table was made from, or `null`. */
  readonly variant: string | null;
  /** How many seats the table has. */
  readonly players: number;
  /** Seats nobody has taken yet. */
  readonly open: number;
  /** Every seat, in order. */
  readonly seats: readonly TableSeat[];
  /** Whether the game has ended. */
  readonly over: boolean;
  /** Whether the game is paused: people sit at it and none is connected (a lobby should not list it). */
  readonly paused: boolean;
}

/**
 * The room class {@link defineRoom} returns, for `server.define`.
 *
 * @example
 * ```ts
 * const BuildUpTable: TableRoomClass = defineRoom(buildUp);
 * server.define('build-up', BuildUpTable).filterBy(['tableId', 'seating']);
 * ```
 */
export type TableRoomClass = new () => Room;

/**
 * The members of Colyseus's `Room` the table uses, alike on the 0.16 and 0.18 lines, whose `Room` generics
 * differ (`Room<State, Metadata>` against `Room<Options>`): the table's room extends `Room` through this shape,
 * so the package builds, and its declarations hold, against either line.
 */
interface RoomMembers {
  readonly roomId: string;
  readonly clients: { getById(sessionId: string): Client | undefined };
  readonly clock: { setTimeout(handler: () => void, ms: number): unknown };
  onMessage(type: '*', handler: (client: Client, type: string | number, message: unknown) => void): unknown;
  allowReconnection(client: Client, seconds: number): unknown;
  setMetadata(metadata: Partial<TableMetadata>): Promise<unknown>;
  lock(): Promise<unknown>;
  disconnect(closeCode?: number): Promise<unknown>;
}
const RoomBase = Room as unknown as new () => RoomMembers;

const TABLE_ID = /^[\w-]{1,64}$/;

/** The create option `onAuth` writes the creator's client key under (whatever the client sent there). */
const CREATOR = 'boneyardCreator';

/** Whether the copy named `process/room` still runs: this process's rooms, or a listed room on a process that answers. */
async function isHolderAlive(holder: string): Promise<boolean> {
  const [processId, roomId] = holder.split('/');
  if (!processId || !roomId) return false;
  if (processId === matchMaker.processId) return matchMaker.getLocalRoomById(roomId) !== undefined;
  const listed = await matchMaker.query({ roomId });
  if (listed.length === 0) return false;
  return Boolean(await matchMaker.healthCheckProcessId(processId));
}

/** The header {@link notePeerAddress} writes each request's peer address into (any value a client sent is replaced). */
const PEER_HEADER = 'x-boneyard-peer';

let warnedNoPeer = false;
/** Colyseus 0.17+ gives `onAuth` no peer address: say once how to give it one. */
function warnNoPeer(): void {
  if (warnedNoPeer) return;
  warnedNoPeer = true;
  logger.warn(
    'boneyard: this Colyseus line gives onAuth no peer address, so the limits per client fall back to the ' +
      "address Colyseus resolves (which a client's own headers can set); call notePeerAddress(httpServer) after listen.",
  );
}

/**
 * Makes the peer address of every HTTP request to `server` known to the
 * rooms' limits per client. Colyseus 0.17+ hands `onAuth` a request with no
 * socket, so without it the room can only use the address Colyseus resolves
 * from `X-Real-IP` or the first `X-Forwarded-For` entry, which a client
 * writes itself. Call it once after `server.listen` (Colyseus installs its
 * own request listener there); on 0.16 it changes nothing.
 *
 * @param server - The HTTP server the Colyseus transport listens on.
 * @example
 * ```ts
 * const http = createServer();
 * const server = new Server({ transport: new WebSocketTransport({ server: http }) });
 * await server.listen(2567);
 * notePeerAddress(http);
 * ```
 */
export function notePeerAddress(server: HttpServer): void {
  const mark = (req: IncomingMessage): void => {
    const peer = req.socket.remoteAddress ?? '';
    req.headers[PEER_HEADER] = peer;
    // Colyseus 0.17+ builds its request from the raw headers: the client's own value goes, the peer's is added.
    const raw: string[] = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i]!.toLowerCase() !== PEER_HEADER)
        raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    }
    raw.push(PEER_HEADER, peer);
    req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
  };
  // Before any listener sees the request (Colyseus 0.18 takes requests without a 'request' listener of its own).
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'request') mark(args[0] as IncomingMessage);
    return emit(event, ...args);
  }) as HttpServer['emit'];
}

/** The limits per client every room type of this process shares (unless a room is given its own). */
const processLimits = new ClientLimits();

/** Stores already pruned on a timer in this process (one timer per store, however many room types share it). */
const pruning = new WeakSet<TableStore>();

/**
 * Deletes, every hour, the unfinished tables of `store` nobody came back to
 * within `retentionDays` (the first pass a minute after start).
 */
function prunePeriodically(store: TableStore, retentionDays: number): void {
  if (!store.prune || !Number.isFinite(retentionDays) || pruning.has(store)) return;
  pruning.add(store);
  const pass = async () => {
    try {
      const deleted = await store.prune!(Date.now() - retentionDays * 86_400_000);
      if (deleted > 0)
        logger.info(`boneyard: deleted ${deleted} unfinished tables older than ${retentionDays} days`);
    } catch (error) {
      logger.error('boneyard: pruning old tables failed', error);
    }
    setTimeout(pass, 3_600_000).unref();
  };
  setTimeout(pass, 60_000).unref();
}

/**
 * A refusal as Colyseus carries it to the client that joined or created:
 * `code: message`. Only the library's own refusals are told; anything else
 * (a driver's error, a bug) is a generic `server-error`, never its text.
 */
function serverError(error: unknown): ServerError {
  if (error instanceof ServerError) return error;
  if (error instanceof BoneyardError) {
    const status = error.code === 'store-unavailable' ? 503 : error.code.startsWith('too-many') ? 429 : 400;
    return new ServerError(status, `${error.code}: ${error.message}`);
  }
  logger.error('boneyard table: a create or join failed', error);
  return new ServerError(500, 'server-error: the table failed');
}

/**
 * Builds a Colyseus room class that hosts one table of `game` (a built-in
 * game or your own). Register it with `server.define(name, defineRoom(game))`
 * and `.filterBy(['tableId', 'seating'])`, so that `joinOrCreate(name, { tableId })`
 * reaches the live table on any process, or restores it from the store when
 * no process holds it.
 *
 * - A client is bound to a seat when it joins; its moves are applied as that
 *   seat. Each client gets a `history` of what happened, then a frame after
 *   every change: its own view and legal moves; spectators get the view of `null`.
 * - Every change is written to the store before any client hears of it.
 * - A person away past `awaySeconds`, or out of time on the `clock`, gets a
 *   stand-in bot until they come back; the others may hand an away seat to a
 *   bot at once (`'stand-in'`).
 * - Once the game is over, a seated client's `'rematch'` makes one new table
 *   (same game, options, seats and bots, the server's new deal) and tells
 *   every client its id in a frame (`rematch: { tableId }`); each person
 *   takes the same seat there with their seat token of the finished table.
 * - Bad messages get an `'error'` with a code from `TABLE_CODES` (or the
 *   game's own); the room goes on. A refused create or join rejects with
 *   `code: message`.
 *
 * @example
 * ```ts
 * import { Server } from '@colyseus/core';
 * import { WebSocketTransport } from '@colyseus/ws-transport';
 * import { buildUp } from 'boneyard';
 * import { defineRoom } from 'boneyard/colyseus';
 *
 * const server = new Server({ transport: new WebSocketTransport() });
 * server.define('build-up', defineRoom(buildUp)).filterBy(['tableId', 'seating']);
 * await server.listen(2567);
 * ```
 */
export function defineRoom(game: AnyGame, options: TableRoomOptions = {}): TableRoomClass {
  const store = options.store ?? memoryTableStore();
  if (options.botThreads !== undefined) setBotThreads(options.botThreads);
  const bots = options.bots ?? defaultTableBots(game);
  const variants =
    options.variants ?? (gameRegistry[game.id]?.game === game ? gameRegistry[game.id]!.variants : {});
  const rules: TableRules = {
    bots: Object.keys(bots),
    variants,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.awaySeconds !== undefined ? { awaySeconds: options.awaySeconds } : {}),
    ...(options.standIn !== undefined ? { standIn: options.standIn } : {}),
    autoForced: options.autoForced ?? false,
    maxMoveChars: options.maxMoveChars ?? 2048,
    historyLimit: options.historyLimit ?? 5000,
    seatsPerClient: options.hotSeat ? Number.POSITIVE_INFINITY : (options.seatsPerClient ?? 1),
    maxSpectators: options.maxSpectators ?? 100,
    clientSeeds: options.clientSeeds ?? false,
    newSeed: () => randomBytes(16).toString('hex'),
    newToken: () => randomBytes(18).toString('base64url'),
    hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  };
  const reconnectSeconds = options.reconnectSeconds ?? 60;
  const closeAfterMs = options.closeAfterMs ?? 30_000;
  const joinsPerMinute = options.joinsPerMinute ?? 30;
  const createsPerMinute = options.createsPerMinute ?? 10;
  const tablesPerClient = options.tablesPerClient ?? 5;
  const limits = options.limits ?? processLimits;
  prunePeriodically(store, options.retentionDays ?? 7);
  const keyOf = (context: unknown): string | null => {
    const c = (typeof context === 'object' && context !== null ? context : {}) as {
      token?: string;
      ip?: string;
      headers?: unknown;
      req?: { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
    };
    const headers =
      c.req?.headers ??
      (c.headers instanceof Headers ? Object.fromEntries(c.headers) : (c.headers as ClientOrigin['headers']));
    const header = (name: string) => {
      const value = headers instanceof Headers ? headers.get(name) : headers?.[name];
      return Array.isArray(value) ? value[0] : (value ?? undefined);
    };
    const peer = c.req?.socket?.remoteAddress ?? header(PEER_HEADER);
    if (!peer && !options.clientKey) warnNoPeer();
    const origin: ClientOrigin = {
      remoteAddress: peer ?? c.ip ?? null,
      headers: headers ?? {},
      token: c.token ?? null,
    };
    return options.clientKey
      ? options.clientKey(origin)
      : defaultClientKey(origin, options.trustProxy ?? 'loopback');
  };

  class TableRoom extends RoomBase {
    /**
     * Matchmaking, before any room is picked: the client's key and its joins
     * per minute; a stranger (no table id, no seat token, not watching) is
     * matched only with tables that have a free seat (`seating`, when the
     * room type is filtered by it: `.filterBy(['tableId', 'seating'])`).
     */
    static async onAuth(
      _token: string,
      clientOptions: unknown,
      context: unknown,
    ): Promise<{ clientKey: string | null }> {
      const clientKey = keyOf(context);
      if (clientKey !== null && limits.joins.hit(clientKey, Date.now()) > joinsPerMinute) {
        throw new ServerError(
          429,
          `too-many-joins: at most ${joinsPerMinute} joins a minute from one client.`,
        );
      }
      if (clientKey !== null && (typeof clientOptions !== 'object' || clientOptions === null)) {
        throw new ServerError(400, 'bad-options: join and create options must be an object.');
      }
      if (typeof clientOptions === 'object' && clientOptions !== null) {
        const o = clientOptions as Record<string, unknown>;
        if (o.tableId === undefined && o.seatToken === undefined && o.spectate !== true) o.seating = true;
        // For `onCreate` (Colyseus passes it these same options): who creates, always set here, never the client's word.
        o[CREATOR] = clientKey;
      }
      return { clientKey };
    }

    private host!: TableHost;
    /** Seat tokens this room handed out, by session, for Colyseus's reconnection. */
    private tokens = new Map<string, string>();
    private listed = '';
    private listingDue = false;
    /** Client keys holding a seat here while the game is unfinished (counted by `tablesPerClient`). */
    private holders = new Set<string>();

    async onCreate(createOptions: unknown): Promise<void> {
      const o = (typeof createOptions === 'object' && createOptions !== null ? createOptions : {}) as Record<
        string,
        unknown
      >;
      const tableId = o.tableId;
      if (tableId !== undefined && (typeof tableId !== 'string' || !TABLE_ID.test(tableId))) {
        throw new ServerError(400, 'bad-table-id: tableId must be 1 to 64 letters, digits, - or _.');
      }
      const creator = typeof o[CREATOR] === 'string' ? (o[CREATOR] as string) : null;
      if (tableId === undefined && creator !== null) {
        if (limits.holding(creator) >= tablesPerClient) {
          throw new ServerError(
            429,
            `too-many-tables: one client may hold seats at ${tablesPerClient} unfinished tables; finish or leave one first.`,
          );
        }
        if (limits.creates.hit(creator, Date.now()) > createsPerMinute) {
          throw new ServerError(
            429,
            `too-many-creates: at most ${createsPerMinute} new tables a minute from one client.`,
          );
        }
      }
      try {
        this.host = await TableHost.open(
          game,
          rules,
          {
            ...(tableId !== undefined ? { tableId: tableId as string } : {}),
            newTableId: this.roomId,
            create: createOptions,
            holder: `${matchMaker.processId}/${this.roomId}`,
            isHolderAlive,
          },
          {
            send: (to, type, message) => this.deliver(to, type, message),
            ended: () => this.finish(),
            lost: () => void this.disconnect(4409),
            drop: (connection) => this.clients.getById(connection)?.leave(4429),
          },
          {
            store,
            bots,
            botDelayMs: options.botDelayMs ?? 300,
            botBudgetMs: options.botBudgetMs ?? 1000,
            messagesPerSecond: options.messagesPerSecond ?? 50,
            log: (message, error) =>
              error === undefined ? logger.error(message) : logger.error(message, error),
          },
        );
      } catch (error) {
        throw serverError(error);
      }
      // Matchmaking filters by tableId: a table made without one is found by its id from now on.
      const assigned = this.host.table.record.tableId;
      const room = this as unknown as {
        setMatchmaking?: (updates: Record<string, unknown>) => Promise<void>;
        listing: Record<string, unknown>;
      };
      if (typeof room.setMatchmaking === 'function')
        await room.setMatchmaking({ tableId: assigned }); // 0.17+
      else room.listing.tableId = assigned; // 0.16
      this.onMessage('*', (client, type, message) => void this.host.message(client.sessionId, type, message));
      await this.updateListing(this.host.table);
      if (game.outcome(this.host.table.state).over) this.finish();
    }

    onUncaughtException(error: Error): void {
      if ((error as { cause?: unknown }).cause instanceof ServerError) return;
      console.error(`boneyard table ${this.host?.table.record.tableId}:`, error);
    }

    async onJoin(client: Client, joinOptions: unknown, auth?: unknown): Promise<void> {
      const clientKey = (auth as { clientKey?: string | null } | undefined)?.clientKey ?? null;
      try {
        await this.host.join(client.sessionId, joinOptions, clientKey);
      } catch (error) {
        throw serverError(error);
      }
      const table = this.host.table;
      if (
        clientKey !== null &&
        table.connections[client.sessionId] != null &&
        !game.outcome(table.state).over
      ) {
        this.holders.add(clientKey);
        limits.hold(clientKey, this.holdKey());
      }
    }

    /** The key this table is held under in the limits per client. */
    private holdKey(): string {
      return `${game.id}/${this.host.table.record.tableId}`;
    }

    /** The game ended or the room goes: its seats no longer count against their clients. */
    private releaseHolders(): void {
      if (!this.host) return;
      for (const key of this.holders) limits.release(key, this.holdKey());
      this.holders.clear();
    }

    /**
     * A client left. On Colyseus 0.16 (`consented` is a boolean) a dropped
     * client is given `reconnectSeconds` to come back here; on 0.17+ (a close
     * code) `onDrop` did that already.
     */
    async onLeave(client: Client, consented?: boolean | number): Promise<void> {
      await this.host.leave(client.sessionId);
      this.changed();
      const token = this.tokens.get(client.sessionId);
      if (typeof consented !== 'boolean' || consented || !token || this.host.lost) return;
      try {
        await this.allowReconnection(client, reconnectSeconds);
        await this.host.join(client.sessionId, { seatToken: token });
        this.changed();
      } catch {
        // The seat stays the player's: its seat token takes it back.
      }
    }

    /** Colyseus 0.17+: a client dropped without a word; its person is away, and its connection may come back. */
    async onDrop(client: Client): Promise<void> {
      await this.host.leave(client.sessionId);
      this.changed();
      if (!this.tokens.get(client.sessionId) || this.host.lost) return;
      const waiting = this.allowReconnection(client, reconnectSeconds) as unknown as {
        catch?: (f: () => void) => void;
      };
      waiting.catch?.(() => undefined); // not back in time: the seat token still takes the seat back
    }

    /** Colyseus 0.17+: a dropped client came back: its seat again. */
    async onReconnect(client: Client): Promise<void> {
      const token = this.tokens.get(client.sessionId);
      if (!token) return;
      await this.host.join(client.sessionId, { seatToken: token }).catch(() => undefined);
      this.changed();
    }

    async onDispose(): Promise<void> {
      this.releaseHolders();
      await this.host?.close();
    }

    /** Sends one message of the table to one client (and notes the seat tokens handed out, for reconnection). */
    private deliver(to: string, type: string, message: unknown): void {
      if (type === TABLE_MESSAGES.seat) {
        const { seatToken } = message as TableSeatGrant;
        if (seatToken) this.tokens.set(to, seatToken);
        else this.tokens.delete(to);
      }
      const client = this.clients.getById(to);
      client?.send(type, message);
      if (type === TABLE_MESSAGES.frame) this.changed();
    }

    /** Refreshes the listing when the seats or the end changed. */
    /** Refreshes the listing once per change, however many frames the change sent (one per client). */
    private changed(): void {
      if (!this.host || this.listingDue) return;
      this.listingDue = true;
      queueMicrotask(() => {
        this.listingDue = false;
        void this.updateListing(this.host.table);
      });
    }

    private async updateListing(table: Table): Promise<void> {
      const seats = frameFor(table, null, Date.now(), []).seats;
      const metadata: TableMetadata = {
        tableId: table.record.tableId,
        gameId: game.id,
        gameName: game.name,
        variant: table.record.variant,
        players: seats.length,
        open: seats.filter((s) => s.kind === 'empty').length,
        seats: seats.map(({ kind, name, connected, away, standIn }) => ({
          kind,
          name,
          connected,
          away,
          standIn,
        })),
        over: game.outcome(table.state).over,
        paused: isPaused(table),
      };
      const seating = metadata.open > 0 && !metadata.over && !metadata.paused;
      const key = JSON.stringify([metadata, seating]);
      if (key === this.listed) return;
      this.listed = key;
      const room = this as unknown as {
        setMatchmaking?: (updates: Record<string, unknown>) => Promise<void>;
        listing: Record<string, unknown>;
      };
      if (typeof room.setMatchmaking === 'function')
        await room.setMatchmaking({ metadata, seating }); // 0.17+
      else {
        room.listing.seating = seating; // 0.16: saved with the metadata
        await this.setMetadata(metadata);
      }
    }

    /** Game over: the room is locked, then disposed. */
    private finish(): void {
      this.releaseHolders();
      void this.lock();
      this.clock.setTimeout(() => void this.disconnect(), closeAfterMs);
    }
  }
  return TableRoom as unknown as TableRoomClass; // it is a Room at run time: RoomBase is Room
}
