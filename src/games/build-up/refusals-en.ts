/**
 * Build Up's refusals in English: why a move is refused (`BUILD_UP_CODES`).
 * A refusal's `message` is its sentence rendered; `boneyard/texts` holds the
 * other languages.
 *
 * @module
 */
import type { Catalog } from '../../core/message.js';
import { refusalsOf } from '../../core/refusals.js';

/**
 * Build Up's English refusal sentences by message id.
 *
 * @example
 * ```ts
 * BUILD_UP_REFUSALS_EN['build-up.refusal.must-play']; // 'A player who can play may not pass (rule 5).'
 * ```
 */
export const BUILD_UP_REFUSALS_EN = {
  'build-up.refusal.tile-not-in-hand': 'Seat {player} holds no tile {tile}.',
  'build-up.refusal.no-such-stack': (p: { stacks: number }) => `Stacks are numbered 0 to ${p.stacks - 1}.`,
  'build-up.refusal.cannot-cover': '{tile} may not cover the top of stack {stack} (rules 1–3: pip totals).',
  'build-up.refusal.must-play': 'A player who can play may not pass (rule 5).',
} as const satisfies Catalog;

/** A Build Up refusal: its code, English message and message. */
export const refused = /* @__PURE__ */ refusalsOf(BUILD_UP_REFUSALS_EN, 'build-up');
