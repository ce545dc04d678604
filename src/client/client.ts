/**
 * `tableClient`: a joined Colyseus room of a boneyard table, typed by its
 * game, that keeps the seat token per server and table and comes back after
 * a dropped connection. Works with either Colyseus client line
 * (`@colyseus/sdk` 0.18, `colyseus.js` 0.16): the room is typed by the
 * members used, and the app passes the function that joins.
 *
 * @module
 */
import { InvalidOptionError } from '../core/errors.js';
import type { AnyGame, Seat } from '../core/game.js';
import type {
  TableError,
  TableJoinOptions,
  TableOver,
  TableRematch,
  TableSeatGrant,
} from '../table/protocol.js';
import { TableRefusal } from '../table/record.js';
import { tableRefusal } from '../table/refusals-en.js';
import { verifyDeal } from '../table/seed.js';
import type { TableClientMessages, TableFrameOf, TableHistoryOf, TableServerMessages } from './protocol.js';
import { memoryTokenStore, type TokenStore, tokenKey } from './tokens.js';

/**
 * The members of a joined Colyseus room the client uses: a `Room` of
 * `@colyseus/sdk` (0.18) or of `colyseus.js` (0.16) has them all. `onDrop`
 * and `onReconnect` are the 0.17+ SDK's own reconnection; when the room has
 * them the client waits for it before joining again itself.
 *
 * @example
 * ```ts
 * const room = await new Client('wss://play.example.com').joinOrCreate('build-up'); // a TableRoom
 * tableClient(buildUp, room).move({ type: 'pass', player: 0 }); // sent through it
 * ```
 */
export interface TableRoom {
  /** The room's id. */
  readonly roomId: string;
  /** Sends a message to the room. */
  send(type: string, message?: unknown): void;
  /** Listens to one message type. */
  onMessage(type: string, callback: (message: unknown) => void): unknown;
  /** Listens for the end of the connection, with its close code. */
  onLeave(callback: (code: number, reason?: string) => void): unknown;
  /** Leaves the room (`consented`: a leave on purpose). */
  leave(consented?: boolean): unknown;
  /** Colyseus 0.17+: the connection dropped and the SDK is trying to reconnect. */
  onDrop?(callback: (code: number, reason?: string) => void): unknown;
  /** Colyseus 0.17+: the SDK reconnected after a drop. */
  onReconnect?(callback: () => void): unknown;
}

/**
 * Where a client's connection stands:
 * - `'connected'`: in the room;
 * - `'reconnecting'`: the connection dropped, the client is joining again
 *   with its seat token (with backoff);
 * - `'lost'`: it gave up (no way to rejoin, attempts spent, or the table
 *   refused the token);
 * - `'replaced'`: another connection took this client's seat with the same
 *   token (another tab); this one now only watches and never takes the seat
 *   back by itself;
 * - `'closed'`: the client left on purpose, or the room closed after the
 *   game ended.
 *
 * @example
 * ```ts
 * const banner = (state: TableConnectionState) => (state === 'reconnecting' ? 'Reconnecting…' : '');
 * ```
 */
export type TableConnectionState = 'connected' | 'reconnecting' | 'lost' | 'replaced' | 'closed';

/**
 * A change of the connection's state (event `'connection'`).
 *
 * @example
 * ```ts
 * client.on('connection', ({ state, attempt }: TableConnectionEvent) => console.log(state, attempt));
 * ```
 */
export interface TableConnectionEvent {
  /** The new state. */
  readonly state: TableConnectionState;
  /** Which attempt to join again this is (0 when not reconnecting). */
  readonly attempt: number;
  /** The close code of the connection that ended, when one did. */
  readonly code?: number;
  /** Why the client gave up or an attempt failed (the error `rejoin` threw). */
  readonly error?: unknown;
}

/**
 * What a client hears, by event name: the server's messages (typed by the
 * game) and the connection's changes.
 *
 * @example
 * ```ts
 * const onFrame = (frame: TableClientEvents<typeof buildUp>['frame']) => draw(frame.view);
 * ```
 */
export interface TableClientEvents<G extends AnyGame> extends TableServerMessages<G> {
  /** The connection's state changed. */
  readonly connection: TableConnectionEvent;
  /** A rematch of the finished game is offered (someone asked for it): the new table, heard once per table. */
  readonly rematch: TableRematch;
}

/**
 * The options `rejoin` is called with: the table and the seat token kept
 * for it on this server, or `spectate` when the client watched.
 *
 * @example
 * ```ts
 * const rejoin = (options: TableRejoinOptions) => colyseus.joinOrCreate('build-up', options);
 * ```
 */
export type TableRejoinOptions = TableJoinOptions & {
  /** The table to come back to. */
  readonly tableId: string;
};

/**
 * How a client joins again after a dropped connection: attempts and the
 * delays between them (doubling from `delayMs` up to `maxDelayMs`).
 *
 * @example
 * ```ts
 * tableClient(buildUp, room, { reconnect: { attempts: 20, delayMs: 500, maxDelayMs: 15_000 } });
 * // after a dropped connection: 20 tries, 0.5 s, 1 s, 2 s … at most 15 s apart
 * ```
 */
export interface TableReconnect {
  /** Attempts before the client gives up (`'lost'`; default 10). */
  readonly attempts?: number;
  /** The delay before the first attempt, in ms (default 250); each next one doubles. */
  readonly delayMs?: number;
  /** The longest delay between attempts, in ms (default 10 000). */
  readonly maxDelayMs?: number;
}

/**
 * Options of {@link tableClient}. A shared token store needs the server's
 * address: a token is kept under the server and table it came from, and only
 * ever sent back to that server.
 *
 * @example
 * ```ts
 * const options: TableClientOptions<Room> = {
 *   server: 'wss://play.example.com',
 *   tokens: localStorageTokenStore(),
 *   rejoin: (join) => colyseus.joinOrCreate('build-up', join),
 * };
 * ```
 */
export type TableClientOptions<R extends TableRoom = TableRoom> = {
  /** Joins the table again after a dropped connection, e.g. `(o) => colyseus.joinOrCreate(gameId, o)` (without it a drop is `'lost'`). */
  readonly rejoin?: (options: TableRejoinOptions) => Promise<R>;
  /** Attempts and backoff for `rejoin`, or `false` never to rejoin. */
  readonly reconnect?: TableReconnect | false;
} & (
  | {
      /** The server's address (the endpoint the Colyseus client was made with). */
      readonly server?: string;
      /** Where seat tokens are kept (default: a store of this client's own, in memory). */
      readonly tokens?: undefined;
    }
  | {
      /** The server's address (the endpoint the Colyseus client was made with): part of every token's key. */
      readonly server: string;
      /** Where seat tokens are kept, e.g. `localStorageTokenStore()` (shared by every server and table). */
      readonly tokens: TokenStore;
    }
);

/**
 * A finished game's record, as `verify` needs it (e.g. from `GET /api/games/:tableId`).
 *
 * @example
 * ```ts
 * (await (await fetch(`/api/games/${tableId}`)).json()).moves.length; // the moves of the finished table
 * ```
 */
export interface TableFinishedRecord {
  /** The options the game was set up with, seed included. */
  readonly setup: Readonly<Record<string, unknown>>;
  /** Every move of the game, in order. */
  readonly moves: readonly unknown[];
}

/**
 * A client of one table of game `G`, made by {@link tableClient}.
 *
 * @example
 * ```ts
 * const client: TableClient<typeof buildUp> = tableClient(buildUp, room);
 * client.on('frame', (frame) => draw(frame.view));
 * ```
 */
export interface TableClient<G extends AnyGame, R extends TableRoom = TableRoom> {
  /** The game played. */
  readonly game: G;
  /** The room in use now (a new one after each rejoin). */
  readonly room: R;
  /** Where the connection stands. */
  readonly state: TableConnectionState;
  /** The latest frame, or `null` before the first. */
  readonly frame: TableFrameOf<G> | null;
  /** The latest history (sent on every join), or `null`. */
  readonly history: TableHistoryOf<G> | null;
  /** This client's seat, or `null` when it watches (or was replaced). */
  readonly seat: Seat | null;
  /** The table's id, once the seat message came. */
  readonly tableId: string | null;
  /** The server's commitment to the table's seed, once the seat message came. */
  readonly seedHash: string | null;
  /** The end of the game (the outcome and the revealed seed), or `null`. */
  readonly over: TableOver | null;
  /** The rematch offered at this finished table (from a frame's `rematch`), or `null` while none is. */
  readonly rematchOffer: TableRematch | null;
  /**
   * Listens to one event: a server message (`'frame'`, `'history'`,
   * `'seat'`, `'error'`, `'over'`), `'connection'` or `'rematch'`. Returns
   * the function that stops listening.
   */
  on<K extends keyof TableClientEvents<G>>(
    event: K,
    listener: (value: TableClientEvents<G>[K]) => void,
  ): () => void;
  /** Sends a move of the game; `false` (not sent) unless connected. */
  move(move: TableClientMessages<G>['move']): boolean;
  /** Sends any client message (`'move'`, `'bot'`, `'stand-in'`, `'back'`, `'rematch'`); `false` (not sent) unless connected. */
  send<K extends keyof TableClientMessages<G>>(
    type: K,
    ...message: undefined extends TableClientMessages<G>[K]
      ? [message?: TableClientMessages<G>[K]]
      : [message: TableClientMessages<G>[K]]
  ): boolean;
  /**
   * Checks the finished game's deal: the seed `over` revealed hashes to the
   * commitment this client got, and `record` replays from it. Returns the
   * final state; throws `TableRefusal` (`seed-mismatch`, `bad-record`).
   */
  verify(record: TableFinishedRecord, over?: TableOver): ReturnType<G['setup']>;
  /**
   * Asks for a rematch once the game is over (the `'rematch'` message): one
   * new table however many ask, told to everyone as `'rematch'`. A refusal
   * comes back as `'error'` (`game-not-over`, `not-seated`). `false` (not
   * sent) unless connected.
   */
  rematch(): boolean;
  /**
   * Goes to the rematch offered (`rematchOffer`): joins the new table with
   * the seat token kept for this table (the same seat there, and a new
   * token for it, kept under the new table), or to watch when none is kept;
   * then leaves this table. Resolves with the client of the new table (the
   * same options). `join` defaults to the `rejoin` given to `tableClient`.
   * Rejects with what the join rejects with (`unknown-seat-token`, …), or
   * `TableRefusal` `game-not-over` while no rematch is offered.
   */
  joinRematch(join?: (options: TableRejoinOptions) => Promise<R>): Promise<TableClient<G, R>>;
  /** Leaves the room on purpose (state `'closed'`); no rejoin after it. */
  leave(): Promise<void>;
}

const DEFAULTS = { attempts: 10, delayMs: 250, maxDelayMs: 10_000 };

/** Refusals a rejoin will never get past: the client gives up at once. */
const FINAL_REFUSALS = ['unknown-seat-token', 'unknown-table', 'bad-table-id', 'wrong-game', 'bad-options'];

/** The table code a refused join carries (`code: message`, as the room words it), if any. */
function refusalCode(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  const match = typeof message === 'string' ? /^([a-z-]+):/.exec(message) : null;
  return match ? match[1]! : null;
}

/**
 * A refused join or create (what `joinOrCreate`, `create` or `joinById` throws: the room's `code: message`)
 * as a {@link TableError}, with `why`, the sentence of its code to say in any language (`textOf(refusal.why,
 * 'es')` from `boneyard/texts`); `null` for any other failure (no server, a network error).
 *
 * @example
 * ```ts
 * try {
 *   await colyseus.joinOrCreate('build-up', options);
 * } catch (error) {
 *   const refusal = joinRefusal(error); // e.g. { code: 'no-free-seat', message: '…', why: { id: 'table.refusal.no-free-seat', params: {} } }
 * }
 * ```
 */
export function joinRefusal(error: unknown): TableError | null {
  const code = refusalCode(error);
  if (code === null) return null;
  const message = String((error as { message: string }).message)
    .slice(code.length + 1)
    .trim();
  return { code, message, why: tableRefusal(code) };
}

/**
 * The options to join `tableId` on `server` with: its seat token from
 * `tokens` when one is kept there, else to watch.
 *
 * @example
 * ```ts
 * const room = await colyseus.joinOrCreate('build-up', await rejoinOptions(tokens, endpoint, tableId));
 * ```
 */
export async function rejoinOptions(
  tokens: TokenStore,
  server: string,
  tableId: string,
): Promise<TableRejoinOptions> {
  const seatToken = await tokens.get(tokenKey(server, tableId));
  return seatToken ? { tableId, seatToken } : { tableId, spectate: true };
}

class Client<G extends AnyGame, R extends TableRoom> implements TableClient<G, R> {
  room!: R;
  state: TableConnectionState = 'connected';
  frame: TableFrameOf<G> | null = null;
  history: TableHistoryOf<G> | null = null;
  seat: Seat | null = null;
  tableId: string | null = null;
  seedHash: string | null = null;
  over: TableOver | null = null;
  rematchOffer: TableRematch | null = null;
  private readonly listeners = new Map<string, Set<(value: never) => void>>();
  private readonly tokens: TokenStore;
  private readonly server: string;
  private readonly retry: Required<TableReconnect> | null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private leaving = false;
  /** Whether this client held a seat (so a seat message of `null` means it was replaced). */
  private seated = false;

  constructor(
    readonly game: G,
    room: R,
    private readonly options: TableClientOptions<R>,
  ) {
    this.tokens = options.tokens ?? memoryTokenStore();
    this.server = options.server ?? '';
    this.retry =
      options.reconnect === false || !options.rejoin ? null : { ...DEFAULTS, ...options.reconnect };
    this.attach(room);
  }

  on<K extends keyof TableClientEvents<G>>(
    event: K,
    listener: (value: TableClientEvents<G>[K]) => void,
  ): () => void {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    set.add(listener as (value: never) => void);
    return () => {
      set.delete(listener as (value: never) => void);
    };
  }

  move(move: TableClientMessages<G>['move']): boolean {
    return this.send('move', move as never);
  }

  send<K extends keyof TableClientMessages<G>>(type: K, ...message: unknown[]): boolean {
    if (this.state !== 'connected') return false;
    this.room.send(type as string, message[0]);
    return true;
  }

  verify(record: TableFinishedRecord, over: TableOver | null = this.over): ReturnType<G['setup']> {
    if (this.seedHash === null || over === null) {
      throw new TableRefusal(
        'seed-mismatch',
        'Nothing to verify yet: the seed commitment and the revealed seed are both needed.',
      );
    }
    return verifyDeal(this.game, {
      seedHash: this.seedHash,
      seed: over.seed,
      setup: record.setup,
      moves: record.moves,
    }) as ReturnType<G['setup']>;
  }

  rematch(): boolean {
    return this.send('rematch');
  }

  async joinRematch(
    join: ((options: TableRejoinOptions) => Promise<R>) | undefined = this.options.rejoin,
  ): Promise<TableClient<G, R>> {
    const offer = this.rematchOffer;
    if (offer === null) {
      throw new TableRefusal('game-not-over', 'No rematch is offered at this table yet: ask with rematch().');
    }
    if (!join) throw new InvalidOptionError('join', 'is needed: pass one, or give tableClient a rejoin.');
    const seatToken =
      this.tableId === null ? null : await this.tokens.get(tokenKey(this.server, this.tableId));
    const room = await join(
      seatToken ? { tableId: offer.tableId, seatToken } : { tableId: offer.tableId, spectate: true },
    );
    // Listening to the new room at once (its first messages come while the old one is being left).
    const next = new Client(this.game, room, this.options);
    await this.leave();
    return next;
  }

  async leave(): Promise<void> {
    if (this.leaving) return;
    this.leaving = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const live = this.state === 'connected' || this.state === 'replaced';
    this.setState('closed');
    if (live) await this.room.leave(true);
  }

  private emit<K extends keyof TableClientEvents<G>>(event: K, value: TableClientEvents<G>[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as (value: TableClientEvents<G>[K]) => void)(value);
      } catch (error) {
        // One listener's bug must not stop the others, nor the client: report it on its own.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  private setState(state: TableConnectionState, detail: { code?: number; error?: unknown } = {}): void {
    if (this.state === state && state !== 'reconnecting') return;
    this.state = state;
    this.emit('connection', { state, attempt: state === 'reconnecting' ? this.attempt : 0, ...detail });
  }

  /** Listens to `room`; messages of a room no longer in use are ignored. */
  private attach(room: R): void {
    this.room = room;
    const current = () => this.room === room && !this.leaving;
    const on = <K extends keyof TableServerMessages<G>>(
      type: K,
      handle: (message: TableServerMessages<G>[K]) => void,
    ) =>
      room.onMessage(type as string, (message) => {
        if (current()) handle(message as TableServerMessages<G>[K]);
      });
    on('seat', (grant) => this.onSeat(grant));
    on('history', (history) => {
      this.history = history;
      this.emit('history', history);
    });
    on('frame', (frame) => {
      if (frame.gameId !== this.game.id) {
        this.emit('error', {
          code: 'wrong-game',
          message: `This client plays ${this.game.id}; the table plays ${frame.gameId}.`,
        });
        return;
      }
      this.frame = frame;
      this.emit('frame', frame);
      if (frame.rematch && frame.rematch.tableId !== this.rematchOffer?.tableId) {
        this.rematchOffer = frame.rematch;
        this.emit('rematch', frame.rematch);
      }
    });
    on('error', (error: TableError) => this.emit('error', error));
    on('over', (over) => {
      this.over = over;
      this.emit('over', over);
    });
    room.onLeave((code) => {
      if (this.room === room) this.dropped(code);
    });
    room.onDrop?.((code) => {
      if (current()) this.setState('reconnecting', { code });
    });
    room.onReconnect?.(() => {
      if (current()) this.setState(this.seated || this.seat === null ? 'connected' : 'replaced');
    });
  }

  private onSeat(grant: TableSeatGrant): void {
    this.tableId = grant.tableId;
    this.seedHash = grant.seedHash;
    if (grant.seatToken !== null) this.keep(tokenKey(this.server, grant.tableId), grant.seatToken);
    const replaced = grant.seat === null && this.seated;
    this.seat = grant.seat;
    this.seated = grant.seat !== null;
    this.emit('seat', grant);
    if (replaced) this.setState('replaced');
    else if (this.seated && this.state === 'replaced') this.setState('connected');
  }

  /** Writes a token; a store that fails loses it (the seat stays held while connected). */
  private keep(key: string, token: string): void {
    try {
      const written = this.tokens.set(key, token);
      if (written && typeof (written as Promise<void>).catch === 'function') {
        (written as Promise<void>).catch(() => undefined);
      }
    } catch {
      // As above.
    }
  }

  /** The room's connection ended: the end, or a drop to come back from. */
  private dropped(code: number): void {
    if (this.leaving || this.state === 'closed' || this.state === 'lost') return;
    if (this.state === 'replaced') return; // the seat is another connection's now: never take it back unasked
    if (this.over !== null || this.frame?.outcome.over) {
      this.setState('closed', { code });
      return;
    }
    if (!this.retry || this.tableId === null) {
      this.setState('lost', { code });
      return;
    }
    this.attempt = 0;
    this.schedule(code);
  }

  private schedule(code?: number, error?: unknown): void {
    const retry = this.retry!;
    if (this.attempt >= retry.attempts) {
      this.setState('lost', { ...(code !== undefined ? { code } : {}), error });
      return;
    }
    this.attempt++;
    this.setState('reconnecting', {
      ...(code !== undefined ? { code } : {}),
      ...(error !== undefined ? { error } : {}),
    });
    const delay = Math.min(retry.maxDelayMs, retry.delayMs * 2 ** (this.attempt - 1));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.rejoin();
    }, delay);
  }

  private async rejoin(): Promise<void> {
    let room: R;
    try {
      const options = await rejoinOptions(this.tokens, this.server, this.tableId!);
      if (this.seated && options.seatToken === undefined) {
        this.setState('lost', {
          error: new TableRefusal('unknown-seat-token', 'No seat token is kept for this table.'),
        });
        return;
      }
      room = await this.options.rejoin!(options);
    } catch (error) {
      if (this.leaving) return;
      const code = refusalCode(error);
      if (code !== null && FINAL_REFUSALS.includes(code)) this.setState('lost', { error });
      else this.schedule(undefined, error);
      return;
    }
    if (this.leaving) {
      await room.leave(true);
      return;
    }
    this.attempt = 0;
    this.attach(room);
    this.setState('connected');
  }
}

/**
 * Wraps a joined Colyseus room of a boneyard table (from `@colyseus/sdk` or
 * `colyseus.js`) in a client typed by `game`: frames carry the game's view,
 * moves and events; the seat token is kept per server and table; after a
 * dropped connection it joins again through `options.rejoin` with the token
 * (backing off between attempts), and says so as `'connection'` events.
 *
 * @param game - The game the table plays (its types type the frames; `verify` replays with it).
 * @param room - The joined room.
 * @param options - The server's address, the token store, how to rejoin.
 * @example
 * ```ts
 * import { Client } from '@colyseus/sdk';
 * import { buildUp } from 'boneyard/build-up';
 * import { localStorageTokenStore, tableClient } from 'boneyard/client';
 *
 * const endpoint = 'wss://play.example.com';
 * const colyseus = new Client(endpoint);
 * const room = await colyseus.joinOrCreate('build-up', { name: 'Ada' });
 * const table = tableClient(buildUp, room, {
 *   server: endpoint,
 *   tokens: localStorageTokenStore(),
 *   rejoin: (options) => colyseus.joinOrCreate('build-up', options),
 * });
 * table.on('frame', (frame) => {
 *   const move = frame.legalMoves[0]; // a BuildUpMove
 *   if (move) table.move(move);
 * });
 * table.on('connection', ({ state }) => console.log(state)); // 'reconnecting', 'connected', …
 * ```
 */
export function tableClient<G extends AnyGame, R extends TableRoom>(
  game: G,
  room: R,
  options: TableClientOptions<R> = {},
): TableClient<G, R> {
  return new Client(game, room, options);
}
