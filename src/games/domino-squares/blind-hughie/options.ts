/**
 * Blind Hughie: defaults and the options check.
 *
 * @module
 */
import { InvalidOptionError } from '../../../core/errors.js';
import { checkFirstPlayer, checkGoingOut } from '../shared/options.js';
import { checkSquaresPieceSet, DOMINO_SQUARES_SET } from '../shared/pieces.js';
import type { BlindHughieOptions } from './types.js';

/**
 * The defaults of {@link blindHughie}.
 *
 * @example
 * ```ts
 * BLIND_HUGHIE_DEFAULTS.idleRounds; // 9 (the long stop; 2 in R1)
 * ```
 */
export const BLIND_HUGHIE_DEFAULTS: BlindHughieOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  eitherEnd: false,
  idleRounds: 9,
  goingOut: 'wins',
  memory: 'perfect',
};

/** Pieces in each Blind Hughie row. */
export const ROW_SIZE = 9;

/**
 * Blind Hughie: a set of 9 pieces per player and a starter, a seat to start, `eitherEnd`, 1 to 9 idle rounds, `goingOut`, `memory`.
 * @throws {@link InvalidOptionError} naming the first bad option.
 */
export function checkBlindHughieOptions(options: BlindHughieOptions, players: number): void {
  checkSquaresPieceSet(options.pieces, players * ROW_SIZE + 1);
  checkFirstPlayer(options.firstPlayer, players);
  if (typeof options.eitherEnd !== 'boolean')
    throw new InvalidOptionError('eitherEnd', 'must be true or false');
  if (!Number.isSafeInteger(options.idleRounds) || options.idleRounds < 1 || options.idleRounds > ROW_SIZE) {
    throw new InvalidOptionError('idleRounds', `must be a whole number from 1 to ${ROW_SIZE}`);
  }
  checkGoingOut(options.goingOut);
  if (options.memory !== 'none' && options.memory !== 'perfect')
    throw new InvalidOptionError('memory', "must be 'none' or 'perfect'");
}
