/**
 * Shanghai's default options and the options check.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
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

function wholeNumber(name: string, value: unknown, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) {
    throw new InvalidOptionError(name, `must be a whole number from ${min} to ${max}`);
  }
}

/**
 * Checks Shanghai's options: each value in its range.
 * @throws {@link InvalidOptionError} naming the first bad option.
 */
export function checkShanghaiOptions(options: ShanghaiOptions): void {
  wholeNumber('target', options.target, 1, 10_000);
  wholeNumber('handSize', options.handSize, 1, 10);
  if (options.tieBreaker !== 'tied' && options.tieBreaker !== 'everyone') {
    throw new InvalidOptionError('tieBreaker', "must be 'tied' or 'everyone'");
  }
  wholeNumber('maxRounds', options.maxRounds, 1, 10_000);
  wholeNumber('maxIdleTurns', options.maxIdleTurns, 1, 10_000);
}
