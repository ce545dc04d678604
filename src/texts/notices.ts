/**
 * The refusals and notes in English: why a move or a table refuses something
 * (every game's, the core's and the table's refusal sentences, one or more
 * for every code of `CORE_CODES`, the games' codes and `TABLE_CODES`), and
 * what the library's bots tell a table. Kept apart from the event sentences
 * (`en.ts`); each shipped language has its own (`notices-es.ts`, …), checked
 * complete by its type.
 *
 * @module
 */
import type { Sentence } from '../core/message.js';
import { CORE_REFUSALS_EN } from '../core/refusals.js';
import { BUILD_UP_REFUSALS_EN } from '../games/build-up/refusals-en.js';
import { DOMINO_SQUARES_REFUSALS_EN } from '../games/domino-squares/shared/refusals-en.js';
import { DUMP_TRUCK_REFUSALS_EN } from '../games/dump-truck/refusals-en.js';
import { SHANGHAI_REFUSALS_EN } from '../games/shanghai/refusals-en.js';
import { BOT_NOTES_EN, TABLE_REFUSALS_EN } from '../table/refusals-en.js';

/**
 * Every English refusal and bot note by message id.
 *
 * @example
 * ```ts
 * NOTICES_EN['table.refusal.game-over']; // 'The game is over.'
 * ```
 */
export const NOTICES_EN = {
  ...CORE_REFUSALS_EN,
  ...BUILD_UP_REFUSALS_EN,
  ...SHANGHAI_REFUSALS_EN,
  ...DUMP_TRUCK_REFUSALS_EN,
  ...DOMINO_SQUARES_REFUSALS_EN,
  ...TABLE_REFUSALS_EN,
  ...BOT_NOTES_EN,
} as const;

/** A complete catalog of refusals and notes: a sentence for every id of {@link NOTICES_EN} and no other. */
export type CompleteNotices = { readonly [Id in keyof typeof NOTICES_EN]: Sentence };
