/**
 * Domino Squares Draw: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import type { Message } from '../../../core/message.js';
import { classicMessages, formatClassic } from '../shared/describe.js';
import type { DominoSquaresClassicView } from '../shared/types.js';

/**
 * Draw (Domino Squares pieces) as text for one seat: as for Block, with the
 * boneyard's size and whether a piece just drawn may be kept.
 *
 * @example
 * ```ts
 * console.log(formatDominoSquaresDrawView(dominoSquaresDraw.view(state, 0)));
 * ```
 */
export function formatDominoSquaresDrawView(view: DominoSquaresClassicView): string {
  return formatClassic(view, 'Draw');
}

/**
 * The drawing of {@link formatDominoSquaresDrawView} as messages, one a line (its English text is the drawing).
 *
 * @example
 * ```ts
 * formatDominoSquaresDrawMessages(view)[0]!.id; // 'domino-squares.view.title'
 * ```
 */
export function formatDominoSquaresDrawMessages(view: DominoSquaresClassicView): Message[] {
  return classicMessages(view, 'Draw');
}
