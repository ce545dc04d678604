/**
 * Domino Squares: defaults and the options check.
 *
 * @module
 */
import { InvalidOptionError } from '../../../core/errors.js';
import { checkFirstPlayer } from '../shared/options.js';
import { checkSquaresPieceSet, DOMINO_SQUARES_SET } from '../shared/pieces.js';
import type { DominoSquaresOptions } from './types.js';

/**
 * The defaults of {@link dominoSquares}: the default set, seat 0 leads, three rounds.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DEFAULTS.rounds; // 3
 * ```
 */
export const DOMINO_SQUARES_DEFAULTS: DominoSquaresOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  rounds: 3,
};

/**
 * Pieces dealt to each player in Domino Squares: 7, or 6 when four play.
 *
 * @example
 * ```ts
 * dominoSquaresHandSize(4); // 6
 * dominoSquaresHandSize(3); // 7
 * ```
 */
export function dominoSquaresHandSize(players: number): number {
  return players === 4 ? 6 : 7;
}

/**
 * Domino Squares: a set big enough for the deal and a starter, a seat to lead, 1 to 10 rounds.
 * @throws {@link InvalidOptionError} naming the first bad option.
 */
export function checkDominoSquaresOptions(options: DominoSquaresOptions, players: number): void {
  checkSquaresPieceSet(options.pieces, players * dominoSquaresHandSize(players) + 1);
  checkFirstPlayer(options.firstPlayer, players);
  if (!Number.isSafeInteger(options.rounds) || options.rounds < 1 || options.rounds > 10) {
    throw new InvalidOptionError('rounds', 'must be a whole number from 1 to 10');
  }
}
