/**
 * The table protocol typed by a game: one map of what the server sends
 * (`TableServerMessages<G>`) and one of what a client sends
 * (`TableClientMessages<G>`), so both sides name a message and get its
 * payload's type, with the game's own view, move and event types.
 *
 * @module
 */
import type { AnyGame, EventOf, MoveOf, Seat, ViewOf } from '../core/game.js';
import type {
  TableError,
  TableEvent,
  TableFrame,
  TableHistory,
  TableHistoryEntry,
  TableOver,
  TableSeatGrant,
} from '../table/protocol.js';

/**
 * A frame of `G`'s table: `view` is the game's view, `legalMoves` and a
 * whole `lastMove` its moves, `events` its events.
 *
 * @example
 * ```ts
 * const draw = (frame: TableFrameOf<typeof buildUp>) => frame.view.myHand; // BuildUpView's hand
 * ```
 */
export type TableFrameOf<G extends AnyGame> = Omit<TableFrame<ViewOf<G>, MoveOf<G>>, 'events'> & {
  /** What the last move did, as this seat may see it: the game's events. */
  readonly events?: readonly EventOf<G>[];
};

/**
 * One entry of a {@link TableHistoryOf}: a move's game events, or table events.
 *
 * @example
 * ```ts
 * const texts = (entry: TableHistoryEntryOf<typeof buildUp>) => entry.events.map((event) => event.text);
 * ```
 */
export type TableHistoryEntryOf<G extends AnyGame> = Omit<TableHistoryEntry, 'events'> & {
  /** The game's events of that move as this seat may see them, or table events. */
  readonly events: readonly (EventOf<G> | TableEvent)[];
};

/**
 * The history of `G`'s table sent on every join, with the game's events.
 *
 * @example
 * ```ts
 * const lines = (history: TableHistoryOf<typeof buildUp>) => history.entries.flatMap((entry) => entry.events);
 * ```
 */
export type TableHistoryOf<G extends AnyGame> = Omit<TableHistory, 'entries'> & {
  /** What happened, oldest first. */
  readonly entries: readonly TableHistoryEntryOf<G>[];
};

/**
 * Every message the server sends a client of `G`'s table, by name
 * (the names of `TABLE_MESSAGES`).
 *
 * @example
 * ```ts
 * room.onMessage('frame', (frame: TableServerMessages<typeof buildUp>['frame']) => draw(frame.view));
 * ```
 */
export interface TableServerMessages<G extends AnyGame> {
  /** Once per join, and again when another connection takes the seat (`seat: null`). */
  readonly seat: TableSeatGrant;
  /** After every change: this client's view and legal moves. */
  readonly frame: TableFrameOf<G>;
  /** Once per join, before the first frame: what happened so far. */
  readonly history: TableHistoryOf<G>;
  /** A refusal of something this client sent. */
  readonly error: TableError;
  /** The game is over: the outcome, and the seed revealed. */
  readonly over: TableOver;
}

/**
 * Every message a client of `G`'s table may send, by name.
 *
 * @example
 * ```ts
 * const seatBot: TableClientMessages<typeof buildUp>['bot'] = { seat: 1, bot: 'greedy' };
 * room.send('bot', seatBot);
 * ```
 */
export interface TableClientMessages<G extends AnyGame> {
  /** A move of the game (applied as this client's seat, whatever seat it names). */
  readonly move: MoveOf<G>;
  /** Seat a bot in an empty seat. */
  readonly bot: {
    /** The empty seat. */
    readonly seat: Seat;
    /** The bot's name, one of the room's bots. */
    readonly bot: string;
  };
  /** Hand an away person's seat to a bot now. */
  readonly 'stand-in': {
    /** The away person's seat. */
    readonly seat: Seat;
    /** The bot's name (default: the table's stand-in bot). */
    readonly bot?: string;
  };
  /** Take this client's seat back from the bot standing in for it (no payload). */
  readonly back: undefined;
  /** Once the game is over: deal again at a new table where every person is offered their seat (no payload). */
  readonly rematch: undefined;
}
