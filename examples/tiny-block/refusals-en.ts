/**
 * Tiny Block's refusals in English: why a move is refused
 * (`TINY_BLOCK_CODES`), as messages an app can say in any language. A
 * refusal's `message` is its sentence rendered; the other languages are the
 * app's catalogs (`textOf(violation.why, locale, { catalogs })`), or, for a
 * game listed in the library, `boneyard/texts`.
 *
 * @module
 */
import { refusalsOf } from 'boneyard';

/**
 * Tiny Block's English refusal sentences by message id (`no-match` has one
 * per end of the line).
 *
 * @example
 * ```ts
 * TINY_BLOCK_REFUSALS_EN['tiny-block.refusal.empty-boneyard']; // 'The boneyard is empty: pass.'
 * ```
 */
export const TINY_BLOCK_REFUSALS_EN = {
  'tiny-block.refusal.must-play': 'A player with a tile that matches an end must play it.',
  'tiny-block.refusal.tile-not-in-hand': 'Seat {player} holds no tile {tile}.',
  'tiny-block.refusal.no-match.left': 'The tile must show the pips of the left end.',
  'tiny-block.refusal.no-match.right': 'The tile must show the pips of the right end.',
  'tiny-block.refusal.empty-boneyard': 'The boneyard is empty: pass.',
  'tiny-block.refusal.must-draw': 'A player who cannot play draws while the boneyard has tiles.',
} as const;

/**
 * A Tiny Block refusal: its code, its English `message` and its message
 * (`why`).
 *
 * @example
 * ```ts
 * refused('empty-boneyard').why; // { id: 'tiny-block.refusal.empty-boneyard', params: {} }
 * ```
 */
export const refused = refusalsOf(TINY_BLOCK_REFUSALS_EN, 'tiny-block');
