/**
 * Tiny Block as text for people.
 *
 * @module
 */
import { formatTile } from 'boneyard';
import type { TinyBlockView } from './types.js';

/**
 * Draws a view as a few lines of text: the line of play as laid (each tile
 * written with the pips facing left first), the viewer's hand, the hand
 * sizes, the boneyard and whose turn it is.
 *
 * @example
 * ```ts
 * console.log(drawTinyBlockView(tinyBlock.view(state, 0)));
 * // line: [1|3][3|3]
 * // your hand (seat 0): 0-2 1-1
 * // hands: seat 0: 2, seat 1: 3   boneyard: 3
 * // to move: seat 1
 * ```
 */
export function drawTinyBlockView(view: TinyBlockView): string {
  const line = view.line.length === 0 ? '(empty)' : view.line.map((p) => `[${p.left}|${p.right}]`).join('');
  const hands = view.handSizes.map((size, seat) => `seat ${seat}: ${size}`).join(', ');
  const rows = [`line: ${line}`];
  if (view.hand !== null) {
    rows.push(`your hand (seat ${view.viewer}): ${view.hand.map(formatTile).join(' ') || '(empty)'}`);
  }
  rows.push(`hands: ${hands}   boneyard: ${view.boneyardSize}`);
  rows.push(
    view.passes > 0
      ? `to move: seat ${view.turn} (${view.passes} passes in a row)`
      : `to move: seat ${view.turn}`,
  );
  return rows.join('\n');
}
