/**
 * Domino Squares Draw: defaults and the options check (from the options'
 * one declaration, `DRAW_OPTIONS` in `shared/shape.ts`).
 *
 * @module
 */
import type { InvalidOptionError } from '../../../core/errors.js';
import { optionsCheck } from '../../../core/schema.js';
import { DOMINO_SQUARES_SET } from '../shared/pieces.js';
import { DRAW_OPTIONS } from '../shared/shape.js';
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
 * Draw: a set of 7 pieces per player and a starter, a seat to start, a
 * known draw rule, who wins on going out; the check `parseState` runs on a
 * stored state's options too.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkDominoSquaresDrawOptions({ ...DOMINO_SQUARES_DRAW_DEFAULTS, drawRule: 'twice' as never }, 2); // throws 'drawRule'
 * ```
 */
export const checkDominoSquaresDrawOptions: (options: DominoSquaresDrawOptions, players: number) => void =
  /* @__PURE__ */ optionsCheck(DRAW_OPTIONS);
