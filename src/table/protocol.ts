/**
 * The table protocol: message names, what the server sends each client, what
 * clients send, and the table's refusal codes. Plain types and constants, safe
 * to import in a browser.
 *
 * @module
 */
import type { Outcome, Seat } from '../core/game.js';
import type { Message } from '../core/message.js';

/**
 * Every code a table refuses something with, as an `as const` list (like the
 * games' own `codes`): a client can `switch` on `TableError.code`. A move a
 * game refuses carries the game's own code instead (e.g. `'cannot-cover'`).
 *
 * @example
 * ```ts
 * TABLE_CODES.includes('not-your-turn'); // true
 * ```
 */
export const TABLE_CODES = [
  // Messages
  'malformed-move',
  'move-too-large',
  'malformed-message',
  'unknown-message',
  'too-many-messages',
  // Seats
  'not-seated',
  'not-your-turn',
  'table-not-full',
  'game-over',
  'game-not-over',
  'seat-taken',
  'no-such-seat',
  'no-free-seat',
  'seat-limit',
  'spectators-full',
  'unknown-bot',
  'not-away',
  'not-standing-in',
  // Tables and matchmaking
  'unknown-table',
  'too-many-joins',
  'too-many-creates',
  'too-many-tables',
  'unknown-seat-token',
  'bad-table-id',
  'wrong-game',
  'unknown-variant',
  'bad-options',
  'bad-seed',
  'seed-not-allowed',
  'seed-mismatch',
  'bad-bots',
  'table-live-elsewhere',
  'stale-table',
  'store-failed',
  'store-unavailable',
  'bad-record',
  'server-error',
] as const;

/**
 * One of {@link TABLE_CODES}.
 *
 * @example
 * ```ts
 * const code: TableCode = 'not-your-turn';
 * ```
 */
export type TableCode = (typeof TABLE_CODES)[number];

/**
 * The message names of the protocol: what the server sends (`seat`, `frame`,
 * `history`, `error`, `over`) and what clients send (`move`, `bot`,
 * `stand-in`, `back`, `rematch`).
 *
 * @example
 * ```ts
 * room.onMessage(TABLE_MESSAGES.frame, (frame: TableFrame) => draw(frame));
 * room.send(TABLE_MESSAGES.move, move);
 * ```
 */
export const TABLE_MESSAGES = {
  /** Server → client, once per join: the seat granted and its token. */
  seat: 'seat',
  /** Server → client, after every change: the client's own view and legal moves. */
  frame: 'frame',
  /** Server → client, once per join: what happened so far, as this seat may see it. */
  history: 'history',
  /** Server → client: a refusal of something this client sent. */
  error: 'error',
  /** Server → clients: the game is over. */
  over: 'over',
  /** Client → server: a move of the game. */
  move: 'move',
  /** Client → server: seat a bot in an empty seat (`{ seat, bot }`). */
  bot: 'bot',
  /** Client → server: hand an away seat to a bot now (`{ seat, bot? }`). */
  standIn: 'stand-in',
  /** Client → server: take my seat back from the bot standing in for me. */
  back: 'back',
  /** Client → server, once the game is over: deal again at a new table, every person offered their seat there (no payload). */
  rematch: 'rematch',
} as const;

/**
 * The rematch of a finished table (a frame's `rematch`): the new table, with
 * the same game, options, seats and bots and a new deal, where each person
 * of the finished table is offered the same seat. Join it with
 * `{ tableId, seatToken }` and the seat token of the finished table: the
 * seat is yours, with a new token.
 *
 * @example
 * ```ts
 * if (frame.rematch) await colyseus.joinOrCreate('build-up', { tableId: frame.rematch.tableId, seatToken });
 * ```
 */
export interface TableRematch {
  /** The new table's id. */
  readonly tableId: string;
}

/**
 * A move clock, per table: seconds per move and/or a time bank per seat
 * (spent by the time a move takes past `moveSeconds`). When a seat's time
 * runs out, a bot stands in for it.
 *
 * @example
 * ```ts
 * const clock: TableClock = { moveSeconds: 30, bankSeconds: 120 };
 * ```
 */
export interface TableClock {
  /** Seconds a seat has for each move before its bank is spent (default: no move clock). */
  readonly moveSeconds?: number | null;
  /** Seconds of extra time per seat for the whole game (default: none). */
  readonly bankSeconds?: number | null;
}

/**
 * One seat as every client sees it.
 *
 * @example
 * ```ts
 * const seat: TableSeat = { kind: 'human', name: 'Ada', connected: false, away: true, standIn: 'greedy', clock: null };
 * ```
 */
export interface TableSeat {
  /** Whether the seat is empty, a bot's or a person's. */
  readonly kind: 'empty' | 'bot' | 'human';
  /** The person's name or the bot's name (`''` when empty). */
  readonly name: string;
  /** Whether someone is playing the seat now (always for bots, never when empty). */
  readonly connected: boolean;
  /** A person who has left and not come back (their seat waits for them). */
  readonly away?: boolean;
  /** The bot playing for this person while they are away or out of time, or `null`. */
  readonly standIn?: string | null;
  /** The seat's clock, when the table has one: when its time runs out (ms since the epoch, while it is to move) and its bank left. */
  readonly clock?: {
    /** When the seat's time for this move runs out (`Date.now()` scale), or `null` when it is not to move. */
    readonly deadline: number | null;
    /** Milliseconds left in its bank. */
    readonly bankMs: number;
  } | null;
}

/**
 * Something that happened at the table rather than in the game: a person sat
 * down, left, came back; a bot stood in or was seated; a clock ran out.
 * Every client sees these, in frames and in the history.
 *
 * @example
 * ```ts
 * const event: TableEvent = { type: 'table', kind: 'stand-in', seat: 1, name: 'Ada', bot: 'greedy', reason: 'away', text: 'greedy plays for Ada (away).' };
 * ```
 */
export interface TableEvent {
  /** Always `'table'`, to tell these apart from a game's events. */
  readonly type: 'table';
  /** What happened. */
  readonly kind: 'sat-down' | 'away' | 'back' | 'stand-in' | 'bot-seated' | 'timeout' | 'bot-note';
  /** The seat it happened to. */
  readonly seat: Seat;
  /** The person's (or bot's) name at that seat. */
  readonly name: string;
  /** The bot that stands in or was seated, for `stand-in` and `bot-seated`. */
  readonly bot?: string;
  /** Why a bot stands in: the person left (`away`), ran out of time (`clock`), or another player handed the seat over (`handed`). */
  readonly reason?: 'away' | 'clock' | 'handed';
  /** The same, as a sentence (for `bot-note`: what a bot's thinking came to, e.g. a shortened budget). */
  readonly text: string;
  /** The sentence as a message (an id and its parameters), for other languages: `textOf` in `boneyard/texts`. */
  readonly message: Message;
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
  /** This seat's legal moves (empty when it may not move, before every seat is filled, or while a bot stands in for it). */
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
  /** What happened at the table with this change (people leaving, bots standing in), if anything. */
  readonly tableEvents?: readonly TableEvent[];
  /** Every seat, in order. */
  readonly seats: readonly TableSeat[];
  /** Whether every seat is filled (play starts then). */
  readonly started: boolean;
  /** Seats that are to move now (so a waiting player or a spectator knows whose turn it is). */
  readonly toMove?: readonly Seat[];
  /** Whether the game is paused: people sit at the table and none of them is connected (nothing runs until one is back). */
  readonly paused?: boolean;
  /** The finished game's rematch, once a seated person asked for one (message `'rematch'`): the new table to take one's seat at. */
  readonly rematch?: TableRematch;
}

/**
 * One thing that happened, in a {@link TableHistory}: a move's events as the
 * receiving seat may see them, or a table event.
 *
 * @example
 * ```ts
 * const entry: TableHistoryEntry = { moveCount: 3, player: 1, events: [{ type: 'play', player: 1, text: 'Seat 1 plays 2-5 on stack 4.' }] };
 * ```
 */
export interface TableHistoryEntry {
  /** Moves applied once this had happened. */
  readonly moveCount: number;
  /** The seat whose move it was, or `null` for a table event. */
  readonly player: Seat | null;
  /** The game's events of that move as this seat may see them, or table events. */
  readonly events: readonly unknown[];
}

/**
 * Sent once to a client that joins (message `'history'`), before its first
 * frame: what happened so far, as its seat may see it (the last
 * `historyLimit` entries; `from` says how many were left out before them).
 *
 * @example
 * ```ts
 * room.onMessage('history', ({ entries }: TableHistory) => entries.forEach((e) => log(e.events)));
 * ```
 */
export interface TableHistory {
  /** The table's id. */
  readonly tableId: string;
  /** The seat this history is told to, or `null` for a spectator. */
  readonly seat: Seat | null;
  /** The commitment to the table's seed: the SHA-256 of `String(seed)` (UTF-8), lowercase hex (see {@link TableSeatGrant.seedHash}). */
  readonly seedHash: string;
  /** Entries left out before `entries` (0 when the history is whole). */
  readonly from: number;
  /** What happened, oldest first. */
  readonly entries: readonly TableHistoryEntry[];
}

/**
 * Sent once to a client that joins (message `'seat'`): its seat (or `null`)
 * and the token that takes the seat back later.
 *
 * @example
 * ```ts
 * room.onMessage('seat', ({ tableId, seat, seatToken }: TableSeatGrant) => saveToken(tableId, seatToken));
 * ```
 */
export interface TableSeatGrant {
  /** The table's id (a key to keep the token under). */
  readonly tableId: string;
  /** The seat given to this client, or `null` for a spectator. */
  readonly seat: Seat | null;
  /** The token that takes the seat back later, or `null` for a spectator. */
  readonly seatToken: string | null;
  /**
   * The server's commitment to the table's seed, given before the first deal
   * anyone sees: the SHA-256 of `String(seed)` (UTF-8), lowercase hex. The
   * `over` message reveals the seed; `verifyDeal` checks the two and
   * replays the game.
   */
  readonly seedHash: string;
}

/**
 * A refusal, sent to the client whose message caused it (message `'error'`).
 *
 * @example
 * ```ts
 * room.onMessage('error', ({ code, message, why }: TableError) => console.warn(code, message, why)); // e.g. 'not-your-turn'
 * ```
 */
export interface TableError {
  /** A stable code for the refusal: one of {@link TABLE_CODES}, or the game's own code for a refused move. */
  readonly code: TableCode | (string & {});
  /** A readable description of the refusal (in English, with detail for developers). */
  readonly message: string;
  /**
   * The refusal as a message for the player (`textOf(error.why, 'es')` from `boneyard/texts`): a refused
   * move's own, else the sentence of the table's code (`table.refusal.<code>`). Absent from older servers.
   */
  readonly why?: Message;
}

/**
 * Sent to every client when the game ends (message `'over'`).
 *
 * @example
 * ```ts
 * room.onMessage('over', ({ outcome }: TableOver) => console.log(outcome.winners));
 * ```
 */
export interface TableOver {
  /** The final outcome. */
  readonly outcome: Outcome;
  /** The table's seed, revealed now the game is over: its SHA-256 is the `seedHash` every player got when they sat down. */
  readonly seed: string | number;
}

/**
 * What a client passes to `create` (or `joinOrCreate`): a variant or options,
 * players, seed, the bots to seat, or the `tableId` of a stored table to
 * come back to. The same object is the creator's {@link TableJoinOptions}.
 *
 * @example
 * ```ts
 * const room = await client.create('build-up', { variant: 'seed', players: 2, bots: [null, 'greedy'] } satisfies TableCreateOptions);
 * ```
 */
export interface TableCreateOptions {
  /** A stored table to reach (live on any process, or restored): refused with `unknown-table` if the store has no such table. */
  readonly tableId?: string;
  /** One of the room's variants (default: the game's own rules). */
  readonly variant?: string;
  /** Options for `setup` (on top of the variant's). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** How many players (default: the game's own). */
  readonly players?: number;
  /** The seed: refused with `seed-not-allowed` unless the room allows client seeds (`clientSeeds`); by default the server draws it. */
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
 * await client.joinById(roomId, { name: 'Ada', seat: 1 } satisfies TableJoinOptions);
 * ```
 */
export interface TableJoinOptions {
  /** A token from an earlier {@link TableSeatGrant}, to take that seat back (refused with `unknown-seat-token` if it matches no seat); at a rematch's table, the token of the finished table takes the same seat, and a new token is granted. */
  readonly seatToken?: string;
  /** The empty seat wanted (default: the first empty one). */
  readonly seat?: number;
  /** Whether to watch instead of taking a seat. */
  readonly spectate?: boolean;
  /** The name shown for this person's seat (default: `'player'`, cut to 40 characters). */
  readonly name?: string;
  /**
   * What of every event's text this connection is sent: `'both'` (the default: the English `text` and the
   * `message`), `'messages'` (a client that says every `message` in its reader's language with `textOf`: the
   * frames and the history come without the English, about 40 % smaller for a long game) or `'text'` (the
   * English only). Kept for the connection; a rejoin on a new connection says it again.
   */
  readonly texts?: 'text' | 'messages' | 'both';
}
