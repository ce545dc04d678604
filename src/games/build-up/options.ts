import { InvalidOptionError } from '../../core/errors.js';

/**
 * Options of Build Up. Every one has a default; see `docs/rules/build-up.md`.
 *
 * @example
 * ```ts
 * const state = buildUp.setup({ seed: 1, schedule: [6, 6, 6, 4], unplayable: 'subtract', laterLead: 'lowest-score' });
 * ```
 */
export interface BuildUpOptions {
  /**
   * Tiles drawn for each hand, in order. Default `[6, 6, 6, 4]`: with the six
   * stack tiles, one full double-six set per player. Sum at most 22.
   */
  readonly schedule: readonly number[];
  /**
   * What happens to tiles a player could not play when a hand ends:
   * `'set-aside'` (the seed: not scored) or `'subtract'` (common variant: their
   * pips count against the player).
   */
  readonly unplayable: 'set-aside' | 'subtract';
  /**
   * Who leads the second and later hands: `'rotate'` (ruling 3: the lead
   * passes to the next seat each hand) or `'lowest-score'` (the player
   * furthest behind leads; ties go to the earliest seat in rotation).
   */
  readonly laterLead: 'rotate' | 'lowest-score';
}

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
};

/** Tiles of one double-six set that are not laid out as stacks. */
export const TILES_FOR_HANDS = 28 - 6;

export function checkBuildUpOptions(options: BuildUpOptions): void {
  const { schedule, unplayable, laterLead } = options;
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
}
