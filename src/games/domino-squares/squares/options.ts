/**
 * Domino Squares: defaults and the options check (from the options' one
 * declaration in `shape.ts`).
 *
 * @module
 */
import type { InvalidOptionError } from '../../../core/errors.js';
import { optionsCheck } from '../../../core/schema.js';
import { DOMINO_SQUARES_SET } from '../shared/pieces.js';
import { DOMINO_SQUARES_OPTIONS } from './shape.js';
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

export { dominoSquaresHandSize } from './shape.js';

/**
 * Domino Squares: a set big enough for the deal and a starter, a seat to
 * lead, 1 to 10 rounds, checked with their one declaration,
 * `DOMINO_SQUARES_OPTIONS`: the check `parseState` runs on a stored
 * state's options too.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkDominoSquaresOptions({ ...DOMINO_SQUARES_DEFAULTS, rounds: 11 }, 2); // throws InvalidOptionError 'rounds'
 * ```
 */
export const checkDominoSquaresOptions: (options: DominoSquaresOptions, players: number) => void =
  /* @__PURE__ */ optionsCheck(DOMINO_SQUARES_OPTIONS);
