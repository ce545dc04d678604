import { InvalidOptionError } from '../../core/errors.js';
import type { DumpTruckBlanks } from './score-truck.js';

/**
 * Options of Dump Truck. Every one has a default (the seed's main rules and
 * this library's rulings); see `docs/rules/dump-truck.md`.
 *
 * @example
 * ```ts
 * const options: DumpTruckOptions = { ...DUMP_TRUCK_DEFAULTS, blanks: 'jokers', template: true };
 * dumpTruck.setup({ seed: 1, ...options });
 * ```
 */
export interface DumpTruckOptions {
  /**
   * How blanks score: `'normal'` (default), `'worthless'` (HARDER),
   * `'double'` (EASIER), `'jokers'` (MUCH EASIER).
   */
  readonly blanks: DumpTruckBlanks;
  /**
   * Play with a template (ruling 11): the truck's 12 cells are fixed and the
   * load never slides. Default `false`: the load has no fixed place, only its
   * shape must fit 4 wide and 3 high.
   */
  readonly template: boolean;
  /**
   * NO SHIFT rule (ruling 13): a domino in the truck never moves to another
   * cell, so a domino displaced by a replacement must go back to the pool.
   */
  readonly noShift: boolean;
  /** NO REPLACE rule (ruling 13): a drawn domino may never replace one in the truck. */
  readonly noReplace: boolean;
  /**
   * How many times one domino may go back to the pool face up (ruling 15,
   * which keeps every game finite). Returning it once more discards it from
   * the game. Default 1; 0 to 10.
   */
  readonly returnLimit: number;
  /** Fewest cells a chain needs to score. Default 3 (the seed); 1 to 12. */
  readonly minChain: number;
}

/**
 * The defaults: the seed's main rules and this library's rulings.
 *
 * @example
 * ```ts
 * DUMP_TRUCK_DEFAULTS.blanks; // 'normal'
 * ```
 */
export const DUMP_TRUCK_DEFAULTS: DumpTruckOptions = {
  blanks: 'normal',
  template: false,
  noShift: false,
  noReplace: false,
  returnLimit: 1,
  minChain: 3,
};

export function checkDumpTruckOptions(options: DumpTruckOptions): void {
  const { blanks, template, noShift, noReplace, returnLimit, minChain } = options;
  if (blanks !== 'normal' && blanks !== 'worthless' && blanks !== 'double' && blanks !== 'jokers') {
    throw new InvalidOptionError('blanks', "must be 'normal', 'worthless', 'double' or 'jokers'");
  }
  if (typeof template !== 'boolean') throw new InvalidOptionError('template', 'must be true or false');
  if (typeof noShift !== 'boolean') throw new InvalidOptionError('noShift', 'must be true or false');
  if (typeof noReplace !== 'boolean') throw new InvalidOptionError('noReplace', 'must be true or false');
  if (!Number.isSafeInteger(returnLimit) || returnLimit < 0 || returnLimit > 10) {
    throw new InvalidOptionError('returnLimit', 'must be a whole number from 0 to 10');
  }
  if (!Number.isSafeInteger(minChain) || minChain < 1 || minChain > 12) {
    throw new InvalidOptionError('minChain', 'must be a whole number from 1 to 12');
  }
}
