/**
 * Domino Squares Draw: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import { formatClassic } from '../shared/describe.js';
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
