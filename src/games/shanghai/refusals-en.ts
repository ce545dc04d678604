/**
 * Shanghai's refusals in English: why a move is refused (`SHANGHAI_CODES`).
 * A refusal's `message` is its sentence rendered; `boneyard/texts` holds the
 * other languages.
 *
 * @module
 */
import type { Catalog } from '../../core/message.js';
import { refusalsOf } from '../../core/refusals.js';

/**
 * Shanghai's English refusal sentences by message id.
 *
 * @example
 * ```ts
 * SHANGHAI_REFUSALS_EN['shanghai.refusal.empty-chain']; // 'A chain has at least one tile.'
 * ```
 */
export const SHANGHAI_REFUSALS_EN = {
  'shanghai.refusal.empty-chain': 'A chain has at least one tile.',
  'shanghai.refusal.tile-not-in-hand': 'You hold no tile {tile}.',
  'shanghai.refusal.tile-repeated': 'Tile {tile} is listed twice.',
  'shanghai.refusal.not-a-chain':
    'These tiles cannot be laid in one chain whose ends show {die1} and {die2}.',
} as const satisfies Catalog;

/** A Shanghai refusal: its code, English message and message. */
export const refused = /* @__PURE__ */ refusalsOf(SHANGHAI_REFUSALS_EN, 'shanghai');
