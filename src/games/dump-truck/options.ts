/**
 * Dump Truck's options: their defaults and their check.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
import type { DumpTruckOptions } from './types.js';

/**
 * The defaults: the seed's main rules and this library's rulings (apps read
 * them as `dumpTruck.defaultOptions`).
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
  noRelocate: false,
  returnLimit: 1,
  minChain: 3,
};

/**
 * Checks Dump Truck's options, value by value.
 *
 * @throws {@link InvalidOptionError} naming the first bad option.
 * @example
 * ```ts
 * checkDumpTruckOptions({ ...DUMP_TRUCK_DEFAULTS, returnLimit: 11 }); // throws: returnLimit
 * ```
 */
export function checkDumpTruckOptions(options: DumpTruckOptions): void {
  const { blanks, template, noShift, noReplace, noRelocate, returnLimit, minChain } = options;
  if (blanks !== 'normal' && blanks !== 'worthless' && blanks !== 'double' && blanks !== 'jokers') {
    throw new InvalidOptionError('blanks', "must be 'normal', 'worthless', 'double' or 'jokers'");
  }
  if (typeof template !== 'boolean') throw new InvalidOptionError('template', 'must be true or false');
  if (typeof noShift !== 'boolean') throw new InvalidOptionError('noShift', 'must be true or false');
  if (typeof noReplace !== 'boolean') throw new InvalidOptionError('noReplace', 'must be true or false');
  if (typeof noRelocate !== 'boolean') throw new InvalidOptionError('noRelocate', 'must be true or false');
  if (!Number.isSafeInteger(returnLimit) || returnLimit < 0 || returnLimit > 10) {
    throw new InvalidOptionError('returnLimit', 'must be a whole number from 0 to 10');
  }
  if (!Number.isSafeInteger(minChain) || minChain < 1 || minChain > 12) {
    throw new InvalidOptionError('minChain', 'must be a whole number from 1 to 12');
  }
}
