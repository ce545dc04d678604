/**
 * The CLI's own sentences in English (`boneyard play`): the greeting, the
 * move list's headings and hints, the end of the game. `boneyard/texts` holds
 * the other languages.
 *
 * @module
 */
import type { Catalog } from '../core/message.js';

/**
 * The CLI's English sentences by message id.
 *
 * @example
 * ```ts
 * CLI_EN['cli.bye']; // 'bye'
 * ```
 */
export const CLI_EN = {
  'cli.start': '{game}, seed {seed}. You are seat {seat}.',
  'cli.your-moves': 'Your moves:',
  'cli.mention': (p: { shown: number; total: number; filter: string }) =>
    `(${p.shown} of ${p.total} moves mention "${p.filter}")`,
  'cli.groups': (p: { count: number; filter: string | null }) =>
    `${p.count} moves${p.filter === null ? '' : ` mention "${p.filter}"`}:`,
  'cli.group': (p: { verb: string; count: number; detail: string | null }) =>
    `${p.verb}: ${p.count} move${p.count > 1 ? 's' : ''}${p.detail === null ? '' : `; by first tile: ${p.detail}`}`,
  'cli.narrow': 'Type a tile (e.g. 3-5) or any words from a move to list those moves, or a number.',
  'cli.type': 'Type a number from 1 to {count}, words from a move to list those, or q.',
  'cli.not-allowed': 'Not allowed ({code}): {reason}',
  'cli.bye': 'bye',
  'cli.game-over': (p: { scores: readonly number[]; winners: readonly number[] }) =>
    `Game over. Scores: ${p.scores.join(' / ')}; winners: seat ${p.winners.join(' and seat ')}.`,
} as const satisfies Catalog;
