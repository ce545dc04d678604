/**
 * Build Up's option defaults and their check (from the options' one
 * declaration in `shape.ts`).
 *
 * @module
 */
import type { InvalidOptionError } from '../../core/errors.js';
import { optionsCheck } from '../../core/schema.js';
import { BUILD_UP_OPTIONS } from './shape.js';
import type { BuildUpOptions } from './types.js';

/**
 * The defaults: the seed's rules and this library's rulings.
 *
 * @example
 * ```ts
 * BUILD_UP_DEFAULTS.schedule; // [6, 6, 6, 4]
 * ```
 */
export const BUILD_UP_DEFAULTS: BuildUpOptions = {
  schedule: [6, 6, 6, 4],
  unplayable: 'set-aside',
  laterLead: 'rotate',
  equalOnDouble: false,
};

export { TILES_FOR_HANDS } from './shape.js';

/**
 * Checks Build Up's options (`schedule`, `unplayable`, `laterLead`,
 * `equalOnDouble`) with their one declaration, `BUILD_UP_OPTIONS`: the
 * check `parseState` runs on a stored state's options too.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkBuildUpOptions({ ...BUILD_UP_DEFAULTS, schedule: [20, 3] }); // throws InvalidOptionError 'schedule'
 * ```
 */
export const checkBuildUpOptions: (options: BuildUpOptions) => void =
  /* @__PURE__ */ optionsCheck(BUILD_UP_OPTIONS);
