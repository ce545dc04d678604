/**
 * Domino Squares Block: defaults and the options check (from the options'
 * one declaration, `BLOCK_OPTIONS` in `shared/shape.ts`).
 *
 * @module
 */
import type { InvalidOptionError } from '../../../core/errors.js';
import { optionsCheck } from '../../../core/schema.js';
import { DOMINO_SQUARES_SET } from '../shared/pieces.js';
import { BLOCK_OPTIONS } from '../shared/shape.js';
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

/**
 * Block: a set of 9 pieces per player and a starter, a seat to start, who
 * wins on going out; the check `parseState` runs on a stored state's
 * options too.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkDominoSquaresBlockOptions({ ...DOMINO_SQUARES_BLOCK_DEFAULTS, firstPlayer: 2 }, 2); // throws 'firstPlayer'
 * ```
 */
export const checkDominoSquaresBlockOptions: (options: DominoSquaresBlockOptions, players: number) => void =
  /* @__PURE__ */ optionsCheck(BLOCK_OPTIONS);
