/**
 * Build Up's option defaults and their check.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
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

/** Tiles of one double-six set that are not laid out as stacks. */
export const TILES_FOR_HANDS = 28 - 6;

/**
 * Checks Build Up's options: `schedule`, `unplayable`, `laterLead`, `equalOnDouble`.
 * @throws {@link InvalidOptionError} naming the first bad option.
 */
export function checkBuildUpOptions(options: BuildUpOptions): void {
  const { schedule, unplayable, laterLead, equalOnDouble } = options;
  if (
    !Array.isArray(schedule) ||
    schedule.length === 0 ||
    !schedule.every((n) => Number.isSafeInteger(n) && n >= 1)
  ) {
    throw new InvalidOptionError('schedule', 'must be a non-empty array of whole numbers of at least 1');
  }
  const total = schedule.reduce((sum, n) => sum + n, 0);
  if (total > TILES_FOR_HANDS) {
    throw new InvalidOptionError(
      'schedule',
      `asks for ${total} tiles; a set has ${TILES_FOR_HANDS} after the stacks`,
    );
  }
  if (unplayable !== 'set-aside' && unplayable !== 'subtract') {
    throw new InvalidOptionError('unplayable', "must be 'set-aside' or 'subtract'");
  }
  if (laterLead !== 'rotate' && laterLead !== 'lowest-score') {
    throw new InvalidOptionError('laterLead', "must be 'rotate' or 'lowest-score'");
  }
  if (typeof equalOnDouble !== 'boolean') {
    throw new InvalidOptionError('equalOnDouble', 'must be true or false');
  }
}
