/**
 * Tiny Block as text for people.
 *
 * @module
 */
import { formatTile } from 'boneyard';
import type { TinyBlockMove, TinyBlockView } from './types.js';

/**
 * Draws a view as a few lines of text: the line of play as laid (each tile
 * written with the pips facing left first), the viewer's hand, the hand
 * sizes, the boneyard and whose turn it is.
 *
 * @example
 * ```ts
 * console.log(formatTinyBlockView(tinyBlock.view(state, 0)));
 * // line: [1|3][3|3]
 * // your hand (seat 0): 0-2 1-1
 * // hands: seat 0: 2, seat 1: 3   boneyard: 3
 * // to move: seat 1
 * ```
 */
export function formatTinyBlockView(view: TinyBlockView): string {
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

/**
 * A legal move in words, from the moving seat's point of view (what the CLI
 * lists and a UI puts on a button).
 *
 * @example
 * ```ts
 * describeTinyBlockMove(view, { type: 'play', player: 0, tile: '0:1-3', end: 'left' }); // 'Play 1-3 at the left end.'
 * ```
 */
export function describeTinyBlockMove(view: TinyBlockView, move: TinyBlockMove): string {
  if (move.type === 'draw') return 'Draw a tile from the boneyard.';
  if (move.type === 'pass') return 'Pass: you cannot play and the boneyard is empty.';
  const tile = view.hand?.find((t) => t.id === move.tile);
  // On an empty line both ends are listed: the end is named so that the two moves read differently.
  const where =
    view.line.length === 0 ? `to start the line at its ${move.end} end` : `at the ${move.end} end`;
  return `Play ${tile ? formatTile(tile) : 'a tile'} ${where}.`;
}
