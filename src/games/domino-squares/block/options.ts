/**
 * Domino Squares Block: defaults and the options check.
 *
 * @module
 */
import { checkClassicOptions } from '../shared/options.js';
import { DOMINO_SQUARES_SET } from '../shared/pieces.js';
import type { DominoSquaresBlockOptions } from './types.js';

/**
 * The defaults of {@link dominoSquaresBlock}.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_BLOCK_DEFAULTS.firstPlayer; // 0
 * ```
 */
export const DOMINO_SQUARES_BLOCK_DEFAULTS: DominoSquaresBlockOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  goingOut: 'wins',
};

/** Block: a set of 9 pieces per player and a starter, a seat to start. */
export function checkDominoSquaresBlockOptions(options: DominoSquaresBlockOptions, players: number): void {
  checkClassicOptions('block', options, players);
}
