/**
 * `defineRoom`: a Colyseus room that hosts one table of any boneyard `Game`.
 *
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Client, Room, ServerError } from '@colyseus/core';
import { randomBot } from '../core/bots.js';
import { BoneyardError, IllegalMoveError } from '../core/errors.js';
import type { AnyGame, Outcome, Seat } from '../core/game.js';
import { replay } from '../core/replay.js';
import { gameRegistry } from '../registry.js';
import { defaultTableBots, type TableBot } from './bots.js';
import { memoryTableStore, type SeatRecord, type TableRecord, type TableStore } from './store.js';

/**
 * Options of {@link defineRoom}: how the table's room behaves on the server.
 *
 * @example
 * ```ts
 * const options: TableRoomOptions = { store: presenceTableStore(presence), botDelayMs: 400, botBudgetMs: 1500 };
 * ```
 */
export interface TableRoomOptions {
  /** Where tables are saved after every move (default: this process's memory, shared by the room type's tables). */
  readonly store?: TableStore;
  /** The bots that may fill seats, by name (default: the registry's `random`, `greedy`, `search` for a built-in game; `random` otherwise). */
  readonly bots?: Readonly<Record<string, TableBot>>;
  /** Named option sets a table may be created from (default: the registry's variants for a built-in game). */
  readonly variants?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Pause before a fast bot moves, so people can follow (default 300 ms). */
  readonly botDelayMs?: number;
  /** Thinking budget of a slow bot (default 1000 ms); a bot that overruns it by 5 s is replaced by a random move. */
  readonly botBudgetMs?: number;
  /** How long a dropped player's seat waits for Colyseus's reconnection (default 60 s); the seat token works after that too. */
  readonly reconnectSeconds?: number;
  /** How long a finished table stays open before the room is disposed (default 30 s). */
  readonly closeAfterMs?: number;
  /** Largest move a client may send, as JSON characters (default 2048). */
  readonly maxMoveChars?: number;
}

/**
 * What a client passes to `create` (or `joinOrCreate`): a variant or options,
 * players, seed, the bots to seat, and a `tableId` to restore a saved table.
 * The same object is the creator's {@link TableJoinOptions} (e.g. `name`).
 *
 * @example
 * ```ts
 * const room = await client.create<unknown>('build-up', { variant: 'seed', players: 2, bots: [null, 'greedy'] } satisfies TableCreateOptions);
 * ```
 */
export interface TableCreateOptions {
  /** A saved table to restore, or the id to give the new one (default: a fresh id). */
  readonly tableId?: string;
  /** One of the room's variants (default: the game's own rules). */
  readonly variant?: string;
  /** Options for `setup` (on top of the variant's). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** How many players (default: the game's own). */
  readonly players?: number;
  /** The seed (default: a random one, kept in the table's record). */
  readonly seed?: string | number;
  /** A bot name (or `null` for a person) per seat. */
  readonly bots?: readonly (string | null)[];
}

/**
 * What a client passes when joining: a seat token to take back its seat
 * (after a reconnect or a server restart), a seat it wants, or to watch.
 *
 * @example
 * ```ts
 * await client.joinById<unknown>(roomId, { name: 'Ada', seat: 1 } satisfies TableJoinOptions);
 * ```
 */
export interface TableJoinOptions {
  /** A token from an earlier {@link TableSeatGrant}, to take that seat back. */
  readonly seatToken?: string;
  /** The empty seat wanted (default: the first empty one). */
  readonly seat?: number;
  /** Whether to watch instead of taking a seat. */
  readonly spectate?: boolean;
  /** The name shown for this person's seat (default: `'player'`, cut to 40 characters). */
  readonly name?: string;
}

/**
 * One seat as every client sees it.
 *
 * @example
 * ```ts
 * const seat: TableSeat = { kind: 'bot', name: 'greedy', connected: true };
 * ```
 */
export interface TableSeat {
  /** Whether the seat is empty, a bot's or a person's. */
  readonly kind: 'empty' | 'bot' | 'human';
  /** The person's name or the bot's name (`''` when empty). */
  readonly name: string;
  /** Whether someone is playing the seat now (always for bots, never when empty). */
  readonly connected: boolean;
}

/**
 * What each client receives (message `'frame'`) after every change: its own
 * view and legal moves, never the state. Spectators get `view(state, null)`.
 * `lastMove` is whole for the seat that made it, and only `{ type, player }`
 * for everyone else (some moves are secret choices).
 *
 * @example
 * ```ts
 * room.onMessage('frame', (frame: TableFrame<BuildUpView, BuildUpMove>) => draw(frame.view, frame.legalMoves));
 * ```
 */
export interface TableFrame<V = unknown, M = unknown> {
  /** The table's id. */
  readonly tableId: string;
  /** The id of the game played at the table. */
  readonly gameId: string;
  /** The variant the table was made from, or `null`. */
  readonly variant: string | null;
  /** This client's seat, or `null` for a spectator. */
  readonly seat: Seat | null;
  /** This seat's view of the state (`view(state, seat)`). */
  readonly view: V;
  /** This seat's legal moves (empty when it may not move, or before every seat is filled). */
  readonly legalMoves: readonly M[];
  /** The game's outcome so far: whether it is over, the scores and the winners. */
  readonly outcome: Outcome;
  /** Moves applied so far. */
  readonly moveCount: number;
  /** The last move applied (only its type and player for other seats), or `null` before any. */
  readonly lastMove:
    | M
    | {
        /** The move's type. */
        readonly type: string;
        /** The seat that made the move. */
        readonly player: Seat;
      }
    | null;
  /** What the last move did, as this seat may see it (`game.events`): never another seat's hidden tiles. */
  readonly events?: readonly unknown[];
  /** Every seat, in order. */
  readonly seats: readonly TableSeat[];
  /** Whether every seat is filled (play starts then). */
  readonly started: boolean;
}

/**
 * Sent once to a client that joins (message `'seat'`): its seat (or `null`)
 * and the token that takes the seat back later.
 *
 * @example
 * ```ts
 * room.onMessage('seat', ({ tableId, seat, seatToken }: TableSeatGrant) => localStorage.setItem(tableId, seatToken ?? ''));
 * ```
 */
export interface TableSeatGrant {
  /** The table's id (a key to keep the token under). */
  readonly tableId: string;
  /** The seat given to this client, or `null` for a spectator. */
  readonly seat: Seat | null;
  /** The token that takes the seat back later, or `null` for a spectator. */
  readonly seatToken: string | null;
}

/**
 * A refusal, sent to the client whose message caused it (message `'error'`).
 *
 * @example
 * ```ts
 * room.onMessage('error', ({ code, message }: TableError) => console.warn(code, message)); // e.g. 'not-your-turn'
 * ```
 */
export interface TableError {
  /** A stable code for the refusal, e.g. `'not-your-turn'`. */
  readonly code: string;
  /** A readable description of the refusal. */
  readonly message: string;
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
}

/**
 * The room class {@link defineRoom} returns, for `server.define`.
 *
 * @example
 * ```ts
 * const BuildUpTable: TableRoomClass = defineRoom(buildUp);
 * server.define('build-up', BuildUpTable).filterBy(['tableId']);
 * ```
 */
export type TableRoomClass = new () => Room<object, TableMetadata>;

interface SeatState {
  record: SeatRecord;
  client: Client | null;
}

const OWN = Object.prototype.hasOwnProperty;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function refuse(code: string, message: string): never {
  throw new BoneyardError(code, message);
}

/** `JSON.stringify` that gives `null` for what cannot be written (cycles, deep nesting, BigInt). */
function jsonLength(value: unknown): number | null {
  try {
    return JSON.stringify(value)?.length ?? null;
  } catch {
    return null;
  }
}

function checkCreateOptions(
  game: AnyGame,
  variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  bots: Readonly<Record<string, TableBot>>,
  options: unknown,
): { variant: string | null; setup: Record<string, unknown>; seatBots: (string | null)[] } {
  const o: Record<string, unknown> = isPlainObject(options) ? options : {};
  let variant: string | null = null;
  let setup: Record<string, unknown> = {};
  if (o.variant !== undefined) {
    if (typeof o.variant !== 'string' || !OWN.call(variants, o.variant)) {
      refuse('unknown-variant', `${game.name} has no variant ${JSON.stringify(o.variant)}.`);
    }
    variant = o.variant;
    setup = { ...variants[variant] };
  }
  if (o.options !== undefined) {
    if (!isPlainObject(o.options) || (jsonLength(o.options) ?? Infinity) > 4096) {
      refuse('bad-options', 'options must be a small plain object.');
    }
    setup = { ...setup, ...o.options };
  }
  if (o.players !== undefined) setup.players = o.players;
  const seed = o.seed ?? randomBytes(9).toString('base64url');
  if (!(typeof seed === 'string' && seed.length <= 200) && !Number.isSafeInteger(seed)) {
    refuse('bad-seed', 'seed must be a short string or a whole number.');
  }
  setup.seed = seed;
  const state = game.setup(setup as never); // throws InvalidOptionError on a bad option
  const players = state.players as number;
  setup.players = players;
  const seatBots: (string | null)[] = new Array(players).fill(null);
  if (o.bots !== undefined) {
    if (!Array.isArray(o.bots) || o.bots.length > players)
      refuse('bad-bots', 'bots must list at most one name per seat.');
    o.bots.forEach((name: unknown, seat: number) => {
      if (name === null || name === undefined) return;
      if (typeof name !== 'string' || !OWN.call(bots, name)) {
        refuse('unknown-bot', `No bot ${JSON.stringify(name)} (${Object.keys(bots).join(', ')}).`);
      }
      seatBots[seat] = name;
    });
  }
  return { variant, setup, seatBots };
}

/**
 * Builds a Colyseus room class that hosts one table of `game` (a built-in
 * game or your own). Register it with `server.define(name, defineRoom(game))`
 * and `.filterBy(['tableId'])`, so that `joinOrCreate(name, { tableId })`
 * finds a table or restores it from the store.
 *
 * - A client is bound to a seat when it joins; its moves are applied as that
 *   seat (the `player` it sends is replaced). A seat that may not move now is
 *   refused with `'not-your-turn'`.
 * - After every change each client gets a {@link TableFrame}: its own view and
 *   legal moves; spectators get the view of `null`.
 * - Bad messages get a {@link TableError} back (`'malformed-move'`,
 *   `'move-too-large'`, the game's own codes, …); the room goes on.
 * - Empty seats can be filled by bots by name (`'bot'` message or the
 *   `bots` create option); slow bots think in a worker thread.
 * - The setup options and moves are saved after every move; a table is
 *   restored with `replay` when a room is created with its `tableId`. A
 *   dropped client gets its seat back with Colyseus's reconnection, or later
 *   with its seat token.
 * - When the game is over, every client gets `'over'` with the outcome, the
 *   room is locked and then disposed.
 *
 * Messages from clients: `'move'` (a move of the game), `'bot'`
 * (`{ seat, bot }`: seat a bot in an empty seat).
 *
 * @example
 * ```ts
 * import { Server } from '@colyseus/core';
 * import { WebSocketTransport } from '@colyseus/ws-transport';
 * import { buildUp } from 'boneyard';
 * import { defineRoom } from 'boneyard/colyseus';
 *
 * const server = new Server({ transport: new WebSocketTransport() });
 * server.define('build-up', defineRoom(buildUp)).filterBy(['tableId']);
 * await server.listen(2567);
 * ```
 */
export function defineRoom(game: AnyGame, options: TableRoomOptions = {}): TableRoomClass {
  const store = options.store ?? memoryTableStore();
  const bots = options.bots ?? defaultTableBots(game);
  const variants =
    options.variants ?? (gameRegistry[game.id]?.game === game ? gameRegistry[game.id]!.variants : {});
  const botDelayMs = options.botDelayMs ?? 300;
  const botBudgetMs = options.botBudgetMs ?? 1000;
  const reconnectSeconds = options.reconnectSeconds ?? 60;
  const closeAfterMs = options.closeAfterMs ?? 30_000;
  const maxMoveChars = options.maxMoveChars ?? 2048;

  return class TableRoom extends Room<object, TableMetadata> {
    private record!: TableRecord;
    private state_: unknown;
    private seats: SeatState[] = [];
    private lastMove: { move: unknown; before: unknown } | null = null;
    private version = 0;
    private thinking = new Set<Seat>();
    private saving: Promise<void> = Promise.resolve();
    private closed = false;

    override async onCreate(createOptions: unknown): Promise<void> {
      const o = isPlainObject(createOptions) ? createOptions : {};
      const tableId = o.tableId;
      if (tableId !== undefined && (typeof tableId !== 'string' || !/^[\w-]{1,64}$/.test(tableId))) {
        throw new ServerError(400, 'tableId must be 1 to 64 letters, digits, - or _.');
      }
      const saved = typeof tableId === 'string' ? await store.load(tableId) : null;
      if (saved) {
        if (saved.gameId !== game.id) throw new ServerError(400, `Table ${tableId} is not ${game.name}.`);
        this.record = saved;
        this.state_ = replay(game, saved.setup as never, saved.moves);
      } else {
        let checked: ReturnType<typeof checkCreateOptions>;
        try {
          checked = checkCreateOptions(game, variants, bots, createOptions);
        } catch (error) {
          throw new ServerError(400, error instanceof Error ? error.message : String(error));
        }
        const seats: SeatRecord[] = checked.seatBots.map((bot) =>
          bot ? { kind: 'bot', bot } : { kind: 'empty' },
        );
        this.record = {
          format: 1,
          tableId: (tableId as string | undefined) ?? this.roomId,
          gameId: game.id,
          variant: checked.variant,
          setup: checked.setup,
          moves: [],
          seats,
        };
        this.state_ = game.setup(checked.setup as never);
        this.save();
      }
      this.seats = this.record.seats.map((record) => ({ record, client: null }));
      this.onMessage('move', (client, message) => this.guard(client, () => this.onMove(client, message)));
      this.onMessage('bot', (client, message) => this.guard(client, () => this.onSeatBot(client, message)));
      this.onMessage('*', (client, type) =>
        this.guard(client, () => refuse('unknown-message', `No message type ${JSON.stringify(type)}.`)),
      );
      await this.updateListing();
      if (game.outcome(this.state_).over) this.finish();
      else this.scheduleBots();
    }

    override onUncaughtException(error: Error): void {
      // A refused create (bad options) goes back to the client; anything else is a bug worth a log line.
      if ((error as { cause?: unknown }).cause instanceof ServerError) return;
      console.error(`boneyard table ${this.record?.tableId}:`, error);
    }

    override onJoin(client: Client, joinOptions: unknown): void {
      const o: Record<string, unknown> = isPlainObject(joinOptions) ? joinOptions : {};
      const name = typeof o.name === 'string' && o.name.trim() ? o.name.trim().slice(0, 40) : 'player';
      let seat: Seat | null = null;
      let token: string | null = null;
      if (typeof o.seatToken === 'string' && o.seatToken.length <= 100) {
        const hash = hashToken(o.seatToken);
        const at = this.seats.findIndex((s) => s.record.kind === 'human' && s.record.tokenHash === hash);
        if (at >= 0) {
          seat = at;
          token = o.seatToken;
        }
      }
      if (seat === null && o.spectate !== true) {
        const wanted = Number.isSafeInteger(o.seat) ? (o.seat as number) : -1;
        const free = this.seats.findIndex((s) => s.record.kind === 'empty');
        seat = this.seats[wanted]?.record.kind === 'empty' ? wanted : free >= 0 ? free : null;
        if (seat !== null) {
          token = randomBytes(18).toString('base64url');
          this.seats[seat]!.record = { kind: 'human', name, tokenHash: hashToken(token) };
        }
      }
      if (seat !== null) {
        const previous = this.seats[seat]!.client;
        if (previous && previous !== client) previous.userData = { seat: null };
        this.seats[seat]!.client = client;
      }
      client.userData = { seat };
      const grant: TableSeatGrant = { tableId: this.record.tableId, seat, seatToken: token };
      client.send('seat', grant);
      this.changed(true);
    }

    override async onLeave(client: Client, consented: boolean): Promise<void> {
      const seat = this.seatOf(client);
      if (seat === null) return;
      this.seats[seat]!.client = null;
      this.changed(false);
      if (consented || this.closed) return;
      try {
        const back = await this.allowReconnection(client, reconnectSeconds);
        if (this.seats[seat]!.client === null) {
          this.seats[seat]!.client = back;
          back.userData = { seat };
          this.changed(false);
        }
      } catch {
        // The seat stays the player's: its seat token takes it back.
      }
    }

    override onDispose(): Promise<void> {
      this.closed = true;
      return this.saving;
    }

    private seatOf(client: Client): Seat | null {
      const seat = (client.userData as { seat?: Seat | null } | undefined)?.seat;
      return typeof seat === 'number' && this.seats[seat]?.client === client ? seat : null;
    }

    /** Runs a message handler; anything it throws goes back to the sender as `{ code, message }`. */
    private guard(client: Client, handle: () => void): void {
      try {
        handle();
      } catch (error) {
        const code = error instanceof BoneyardError ? error.code : 'server-error';
        const message = error instanceof Error ? error.message : String(error);
        if (code === 'server-error') console.error(error);
        const refusal: TableError = { code, message };
        client.send('error', refusal);
      }
    }

    private get started(): boolean {
      return this.seats.every((s) => s.record.kind !== 'empty');
    }

    private onMove(client: Client, message: unknown): void {
      const length = jsonLength(message);
      if (length === null || !isPlainObject(message))
        refuse('malformed-move', 'A move must be a plain object.');
      if (length > maxMoveChars)
        refuse('move-too-large', `A move may have at most ${maxMoveChars} characters.`);
      const seat = this.seatOf(client);
      if (seat === null) refuse('not-seated', 'Spectators may not move.');
      if (this.closed || game.outcome(this.state_).over) refuse('game-over', 'The game is over.');
      if (!this.started) refuse('table-not-full', 'Play starts when every seat is filled.');
      if (!game.activePlayers(this.state_).includes(seat)) {
        refuse('not-your-turn', `Seat ${seat} may not move now.`);
      }
      this.play({ ...message, player: seat });
    }

    private onSeatBot(client: Client, message: unknown): void {
      if (this.seatOf(client) === null) refuse('not-seated', 'Only a seated player may seat bots.');
      if (!isPlainObject(message)) refuse('malformed-message', 'Send { seat, bot }.');
      const { seat, bot } = message;
      if (!Number.isSafeInteger(seat) || this.seats[seat as number]?.record.kind !== 'empty') {
        refuse('seat-taken', 'Bots may only fill an empty seat.');
      }
      if (typeof bot !== 'string' || !OWN.call(bots, bot)) {
        refuse('unknown-bot', `No bot ${JSON.stringify(bot)} (${Object.keys(bots).join(', ')}).`);
      }
      this.seats[seat as number]!.record = { kind: 'bot', bot };
      this.changed(true);
    }

    /** Applies a move for its (already bound) seat: validated, saved, sent. */
    private play(move: Record<string, unknown>): void {
      const before = this.state_;
      try {
        // Applied as the seat this connection holds, whatever the message says (`applyAs`).
        this.state_ = game.applyAs(before, move.player as Seat, move);
      } catch (error) {
        if (error instanceof IllegalMoveError) refuse(error.code, error.message);
        throw error;
      }
      this.lastMove = { move, before };
      this.record = { ...this.record, moves: [...this.record.moves, move] };
      this.version++;
      this.changed(true);
      if (game.outcome(this.state_).over) this.finish();
    }

    /** After any change: save if asked, refresh the listing, send every client its frame, wake the bots. */
    private changed(save: boolean): void {
      if (save) {
        this.record = { ...this.record, seats: this.seats.map((s) => s.record) };
        this.save();
        void this.updateListing();
      }
      for (const client of this.clients) this.sendFrame(client);
      this.scheduleBots();
    }

    private save(): void {
      const record = this.record;
      this.saving = this.saving
        .then(() => store.save(record.tableId, record))
        .catch((error) => console.error(`boneyard table ${record.tableId}: could not save`, error));
    }

    private seatInfo(): TableSeat[] {
      return this.seats.map((s) => {
        const r = s.record;
        if (r.kind === 'bot') return { kind: 'bot', name: r.bot, connected: true };
        if (r.kind === 'human') return { kind: 'human', name: r.name, connected: s.client !== null };
        return { kind: 'empty', name: '', connected: false };
      });
    }

    private async updateListing(): Promise<void> {
      if (this.closed) return;
      const metadata: TableMetadata = {
        tableId: this.record.tableId,
        gameId: game.id,
        gameName: game.name,
        variant: this.record.variant,
        players: this.seats.length,
        open: this.seats.filter((s) => s.record.kind === 'empty').length,
        seats: this.seatInfo(),
        over: game.outcome(this.state_).over,
      };
      await this.setMetadata(metadata);
    }

    private sendFrame(client: Client): void {
      const seat = this.seatOf(client);
      const state = this.state_;
      const last = this.lastMove;
      const lastMove = last?.move as { type: string; player: Seat } | undefined;
      const frame: TableFrame = {
        tableId: this.record.tableId,
        gameId: game.id,
        variant: this.record.variant,
        seat,
        view: game.view(state, seat),
        legalMoves: seat !== null && this.started ? game.legalMoves(state, seat) : [],
        outcome: game.outcome(state),
        moveCount: this.record.moves.length,
        lastMove: !lastMove
          ? null
          : lastMove.player === seat
            ? lastMove
            : { type: lastMove.type, player: lastMove.player },
        // What the last move did, as this client may see it: the game's events for its seat (or a spectator).
        ...(last && typeof game.events === 'function'
          ? { events: game.events(last.before, state, last.move, seat) }
          : {}),
        seats: this.seatInfo(),
        started: this.started,
      };
      client.send('frame', frame);
    }

    /** Asks every bot whose seat may move now, unless it is already thinking. */
    private scheduleBots(): void {
      if (this.closed || !this.started) return;
      const state = this.state_;
      for (const seat of game.activePlayers(state) as Seat[]) {
        const record = this.seats[seat]!.record;
        if (record.kind !== 'bot' || this.thinking.has(seat)) continue;
        const bot = bots[record.bot];
        if (!bot) continue;
        this.thinking.add(seat);
        const version = this.version;
        const turn = { player: seat, view: game.view(state, seat), legalMoves: game.legalMoves(state, seat) };
        const context = {
          seed: `${String(this.record.setup.seed)}:seat${seat}:move${this.record.moves.length}`,
          budgetMs: botBudgetMs,
        };
        const think = async (): Promise<unknown> => {
          if (!bot.slow) await new Promise((resolve) => this.clock.setTimeout(resolve, botDelayMs));
          let timer: ReturnType<typeof setTimeout> | undefined;
          const overrun = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('bot overran its budget')), botBudgetMs + 5000);
          });
          try {
            return await Promise.race([Promise.resolve().then(() => bot.choose(turn, context)), overrun]);
          } catch (error) {
            console.error(
              `boneyard table ${this.record.tableId}: bot ${record.bot} failed; playing at random`,
              error,
            );
            return randomBot(context.seed)(turn);
          } finally {
            clearTimeout(timer);
          }
        };
        void think().then((move) => {
          this.thinking.delete(seat);
          if (this.closed || version !== this.version || this.seats[seat]!.record !== record) {
            this.scheduleBots();
            return;
          }
          try {
            this.play({ ...(move as Record<string, unknown>), player: seat });
          } catch (error) {
            console.error(
              `boneyard table ${this.record.tableId}: bot ${record.bot} chose an illegal move`,
              error,
            );
            try {
              this.play({ ...(randomBot(context.seed)(turn) as Record<string, unknown>), player: seat });
            } catch (again) {
              console.error(`boneyard table ${this.record.tableId}: no move for seat ${seat}`, again);
            }
          }
        });
      }
    }

    /** Game over: results to everyone, the room locked, then disposed. */
    private finish(): void {
      const over = { outcome: game.outcome(this.state_) };
      this.broadcast('over', over);
      void this.lock();
      this.clock.setTimeout(() => {
        this.closed = true;
        void this.disconnect();
      }, closeAfterMs);
    }
  };
}
