/**
 * Shanghai's default options and the options check (from the options' one
 * declaration in `shape.ts`).
 *
 * @module
 */
import type { InvalidOptionError } from '../../core/errors.js';
import { optionsCheck } from '../../core/schema.js';
import { SHANGHAI_OPTIONS } from './shape.js';
import type { ShanghaiOptions } from './types.js';

/**
 * The defaults: the seed's rules and this library's rulings.
 *
 * @example
 * ```ts
 * SHANGHAI_DEFAULTS.target; // 50
 * ```
 */
export const SHANGHAI_DEFAULTS: ShanghaiOptions = {
  target: 50,
  handSize: 10,
  tieBreaker: 'tied',
  maxRounds: 100,
  maxIdleTurns: 500,
};

/**
 * Checks Shanghai's options, each value in its range, with their one
 * declaration, `SHANGHAI_OPTIONS`: the check `parseState` runs on a stored
 * state's options too.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkShanghaiOptions({ ...SHANGHAI_DEFAULTS, handSize: 11 }); // throws InvalidOptionError 'handSize'
 * ```
 */
export const checkShanghaiOptions: (options: ShanghaiOptions) => void =
  /* @__PURE__ */ optionsCheck(SHANGHAI_OPTIONS);
