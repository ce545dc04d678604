/**
 * The table's refusals and its bots' notes in English. A table refusal's
 * `why` is the sentence of its code (`table.refusal.<code>`), said to the
 * player in general words (its `message` keeps the detail for developers and
 * logs); a bot's note is told to everyone as a `bot-note` table event.
 * `boneyard/texts` holds the other languages.
 *
 * @module
 */
import type { Catalog, Message } from '../core/message.js';

/**
 * The table's English refusal sentences by message id: one for each of `TABLE_CODES`.
 *
 * @example
 * ```ts
 * TABLE_REFUSALS_EN['table.refusal.game-over']; // 'The game is over.'
 * ```
 */
export const TABLE_REFUSALS_EN = {
  'table.refusal.malformed-move': 'That move cannot be read.',
  'table.refusal.move-too-large': 'That move is too long.',
  'table.refusal.malformed-message': 'The table could not read that.',
  'table.refusal.unknown-message': 'The table does not know that request.',
  'table.refusal.too-many-messages': 'Too many moves too fast: wait a moment.',
  'table.refusal.not-seated': 'Only a seated player may do that.',
  'table.refusal.not-your-turn': 'It is not your turn.',
  'table.refusal.table-not-full': 'Play starts when every seat is filled.',
  'table.refusal.game-over': 'The game is over.',
  'table.refusal.game-not-over': 'The game is not over yet: a rematch is dealt once it is.',
  'table.refusal.seat-taken': 'That seat is taken.',
  'table.refusal.no-such-seat': 'This table has no such seat.',
  'table.refusal.no-free-seat': 'Every seat is taken: you may watch.',
  'table.refusal.seat-limit': 'You already have a seat at this table.',
  'table.refusal.spectators-full': 'This table has as many watchers as it takes.',
  'table.refusal.unknown-bot': 'No such bot here.',
  'table.refusal.not-away': 'That player is here: no bot may play for them.',
  'table.refusal.not-standing-in': 'No bot plays for this seat.',
  'table.refusal.unknown-table': 'There is no such table.',
  'table.refusal.too-many-joins': 'Too many joins in a minute: wait a little.',
  'table.refusal.too-many-creates': 'Too many new tables in a minute: wait a little.',
  'table.refusal.too-many-tables': 'You are at too many unfinished tables: finish or leave one first.',
  'table.refusal.unknown-seat-token': 'That seat is not yours any more.',
  'table.refusal.bad-table-id': 'That is not the name of a table.',
  'table.refusal.wrong-game': 'That table plays another game.',
  'table.refusal.unknown-variant': 'This game has no such variant.',
  'table.refusal.bad-options': 'This game cannot be set up that way.',
  'table.refusal.bad-seed': 'That seed cannot be used.',
  'table.refusal.seed-not-allowed': 'This server deals the tiles itself.',
  'table.refusal.seed-mismatch': 'The deal does not match what the server promised.',
  'table.refusal.bad-bots': 'At most one bot per seat.',
  'table.refusal.table-live-elsewhere': 'This table is being played on another server: join again.',
  'table.refusal.stale-table': 'This table moved to another server: join again.',
  'table.refusal.store-failed': 'The table could not be saved: try again.',
  'table.refusal.store-unavailable': 'The table cannot be saved right now: nothing was played; try again.',
  'table.refusal.bad-record': 'This table’s record cannot be read.',
  'table.refusal.server-error': 'The server failed: try again.',
  // A move refused by a game that gives no message of its own.
  'table.refused-move': 'That move is not allowed.',
} as const satisfies Catalog;

/**
 * What the library's bots tell a table about a move (`bot`: the bot's name; `budget`, `used`: milliseconds).
 *
 * @example
 * ```ts
 * BOT_NOTES_EN['table.bot-failed']; // '{bot} failed; a random move was played.'
 * ```
 */
export const BOT_NOTES_EN = {
  'table.bot-failed': '{bot} failed; a random move was played.',
  'table.bot-fallback': '{bot} could not think ({why}); greedy played this move.',
  'table.bot-shortened': '{bot} thought for {used} of its {budget} ms (the bot threads were busy).',
} as const satisfies Catalog;

/**
 * The message of a table refusal: the sentence of its code when it is one of `TABLE_CODES`, else (a game's
 * own code with no message) a general sentence.
 *
 * @example
 * ```ts
 * tableRefusal('game-over'); // { id: 'table.refusal.game-over', params: {} }
 * ```
 */
export function tableRefusal(code: string): Message {
  return Object.hasOwn(TABLE_REFUSALS_EN, `table.refusal.${code}`)
    ? { id: `table.refusal.${code}`, params: {} }
    : { id: 'table.refused-move', params: {} };
}
