/**
 * What a table needs of a bot: a choice from a seat's view and legal moves
 * (never the state), maybe asynchronous (a worker thread, another machine).
 *
 * @module
 */
import type { BotTurn } from '../core/bots.js';
import type { Message } from '../core/message.js';

/**
 * What a table bot is told besides its turn: a seed (derived from the
 * table's seed, the seat and the move number) and its thinking budget.
 *
 * @example
 * ```ts
 * const context: TableBotContext = { seed: 'table-7:seat1:move12', budgetMs: 500 };
 * ```
 */
export interface TableBotContext {
  /** Seed for the bot's randomness, derived from the table seed, seat and move number. */
  readonly seed: string;
  /** How long the bot may think, in milliseconds. */
  readonly budgetMs: number;
  /** The table it plays at (a pool of threads serves tables in turn). */
  readonly tableId?: string;
  /**
   * Tells the table something worth showing about this move (e.g. a shortened budget); everyone sees it.
   * A message (e.g. `{ id: 'table.bot-shortened', params: { bot, used, budget } }`) is told in each reader's
   * language; a plain text as it is.
   */
  readonly note?: (note: string | Message) => void;
}

/**
 * A bot a table can seat: `choose` gets only the seat's view and legal moves
 * and returns one of those moves (or a promise of it). `slow` bots are started
 * at once; fast ones after the table's `botDelayMs`, so people can follow.
 *
 * @example
 * ```ts
 * const first: TableBot = { choose: ({ legalMoves }) => legalMoves[0] };
 * defineRoom(myGame, { bots: { first } });
 * ```
 */
export interface TableBot {
  /** Whether the bot is started at once (e.g. runs in a worker) instead of after `botDelayMs`. */
  readonly slow?: boolean;
  /** Picks one of `turn.legalMoves` (or a promise of it) from the seat's view. */
  // biome-ignore lint/suspicious/noExplicitAny: a table bot takes its own game's moves and views.
  choose(turn: BotTurn<any, any>, context: TableBotContext): unknown;
}
