/**
 * Domino Squares Block: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import type { Message } from '../../../core/message.js';
import { classicMessages, formatClassic } from '../shared/describe.js';
import type { DominoSquaresClassicView } from '../shared/types.js';

/**
 * Block (Domino Squares pieces) as text for one seat: whose turn, the layout,
 * the hand sizes and the viewer's hand; at the end every hand, the pips and
 * the scores.
 *
 * @example
 * ```ts
 * console.log(formatDominoSquaresBlockView(dominoSquaresBlock.view(state, 1)));
 * ```
 */
export function formatDominoSquaresBlockView(view: DominoSquaresClassicView): string {
  return formatClassic(view, 'Block');
}

/**
 * The drawing of {@link formatDominoSquaresBlockView} as messages, one a line (its English text is the drawing).
 *
 * @example
 * ```ts
 * formatDominoSquaresBlockMessages(view)[0]!.id; // 'domino-squares.view.title'
 * ```
 */
export function formatDominoSquaresBlockMessages(view: DominoSquaresClassicView): Message[] {
  return classicMessages(view, 'Block');
}
