import { InvalidOptionError } from '../../core/errors.js';

/** Options of Shanghai. Every one has a default; see `docs/rules/shanghai.md`. *
 * @example
 * ```ts
 * const state = shanghai.setup({ seed: 1, players: 3, target: 30, tieBreaker: 'everyone' });
 * ```
 */
export interface ShanghaiOptions {
  /** Points that end the match at the end of a round (the seed: 50). */
  readonly target: number;
  /** Tiles dealt to each player at the start of a round (the seed: 10; 1 to 10). */
  readonly handSize: number;
  /**
   * Who plays a tie-breaker round (ruling 8): `'tied'` (the default: only the
   * players tied for the lead) or `'everyone'` (all play; only the tied
   * players' round scores decide).
   */
  readonly tieBreaker: 'tied' | 'everyone';
  /**
   * Rounds (tie-breakers included) after which the match stops even if
   * nobody has reached `target`; the highest total wins, equal totals share
   * (ruling 10). Default 100.
   */
  readonly maxRounds: number;
  /**
   * A round also ends, scored as usual, after this many turns in a row in
   * which nobody laid a chain (ruling 6). Default 500: a safety stop that
   * ordinary play (about one answerable roll in 18 even with a single tile) does not reach.
   */
  readonly maxIdleTurns: number;
}

/** The defaults: the seed's rules and this library's rulings. *
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

export function checkShanghaiOptions(options: ShanghaiOptions): void {
  wholeNumber('target', options.target, 1, 10_000);
  wholeNumber('handSize', options.handSize, 1, 10);
  if (options.tieBreaker !== 'tied' && options.tieBreaker !== 'everyone') {
    throw new InvalidOptionError('tieBreaker', "must be 'tied' or 'everyone'");
  }
  wholeNumber('maxRounds', options.maxRounds, 1, 10_000);
  wholeNumber('maxIdleTurns', options.maxIdleTurns, 1, 10_000);
}
