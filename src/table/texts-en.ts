/**
 * The table's sentences in English: people sitting down, leaving, coming
 * back, bots standing in, clocks running out. `boneyard/texts` holds the
 * other languages.
 *
 * @module
 */
import type { Catalog } from '../core/message.js';

const WHY: Readonly<Record<string, string>> = { away: 'away', clock: 'out of time', handed: 'handed over' };

/**
 * The table's English sentences by message id.
 *
 * @example
 * ```ts
 * TABLE_EN['table.back']; // '{name} is back.'
 * ```
 */
export const TABLE_EN = {
  'table.sat-down': '{name} sits at seat {seat}.',
  'table.away': '{name} has left.',
  'table.back': '{name} is back.',
  'table.stand-in': (p: { bot: string; name: string; reason: string | null }) =>
    `${p.bot} plays for ${p.name} (${p.reason ? WHY[p.reason] : 'away'}).`,
  'table.bot-seated': '{bot} sits at seat {seat}.',
  'table.timeout': '{name} ran out of time.',
  // A bot's own words about its thinking (e.g. a shortened budget): told as the bot said them.
  'table.bot-note': '{note}',
} as const satisfies Catalog;
