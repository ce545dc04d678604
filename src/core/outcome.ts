/**
 * Outcomes: `bestSeats`, the seats holding the best score (the winners of a
 * scored game).
 *
 * @module
 */
import type { Seat } from './game.js';

/**
 * The seats holding the highest score: the winners when the highest total
 * wins and equal totals share.
 *
 * @example
 * ```ts
 * bestSeats([12, 30, 30]); // [1, 2]
 * ```
 */
export function bestSeats(scores: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === best ? [seat] : []));
}
