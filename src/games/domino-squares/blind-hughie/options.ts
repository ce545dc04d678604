/**
 * Blind Hughie: defaults and the options check (from the options' one
 * declaration in `shape.ts`).
 *
 * @module
 */
import type { InvalidOptionError } from '../../../core/errors.js';
import { optionsCheck } from '../../../core/schema.js';
import { DOMINO_SQUARES_SET } from '../shared/pieces.js';
import { BLIND_HUGHIE_OPTIONS } from './shape.js';
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

export { ROW_SIZE } from './shape.js';

/**
 * Blind Hughie: a set of 9 pieces per player and a starter, a seat to
 * start, `eitherEnd`, 1 to 9 idle rounds, `goingOut`, `memory`, checked
 * with their one declaration, `BLIND_HUGHIE_OPTIONS`: the check
 * `parseState` runs on a stored state's options too.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkBlindHughieOptions({ ...BLIND_HUGHIE_DEFAULTS, idleRounds: 10 }, 2); // throws InvalidOptionError 'idleRounds'
 * ```
 */
export const checkBlindHughieOptions: (options: BlindHughieOptions, players: number) => void =
  /* @__PURE__ */ optionsCheck(BLIND_HUGHIE_OPTIONS);
