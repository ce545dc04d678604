/**
 * Domino Squares Draw: defaults and the options check.
 *
 * @module
 */
import { InvalidOptionError } from '../../../core/errors.js';
import { checkClassicOptions } from '../shared/options.js';
import { DOMINO_SQUARES_SET } from '../shared/pieces.js';
import type { DominoSquaresDrawOptions } from './types.js';

/**
 * The defaults of {@link dominoSquaresDraw}.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DRAW_DEFAULTS.drawRule; // 'until-playable'
 * ```
 */
export const DOMINO_SQUARES_DRAW_DEFAULTS: DominoSquaresDrawOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  drawRule: 'until-playable',
  goingOut: 'wins',
};

/**
 * Draw: a set of 7 pieces per player and a starter, a seat to start, a known draw rule.
 * @throws {@link InvalidOptionError} naming the first bad option.
 */
export function checkDominoSquaresDrawOptions(options: DominoSquaresDrawOptions, players: number): void {
  checkClassicOptions('draw', options, players);
  if (options.drawRule !== 'until-playable' && options.drawRule !== 'one') {
    throw new InvalidOptionError('drawRule', "must be 'until-playable' or 'one'");
  }
}
