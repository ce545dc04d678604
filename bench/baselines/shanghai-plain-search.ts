/**
 * Baseline for Shanghai's chain solver (`findChain`, `src/games/shanghai/solver.ts`):
 * the plain search over every ordering of the hand, kept apart from the library
 * for two uses: the tests check the solver against it (test/games/shanghai), and
 * `npm run bench -- shanghai` times the solver against it in the same process.
 *
 * @module
 */
import type { Tile } from '../../src/index.js';

/**
 * The plain search the solver is checked against: every ordering and every
 * orientation of every subset of the hand, straight from the rules (touching
 * ends equal or one blank; first end matches one die, last end the other).
 * Returns the most and the fewest tiles of any legal chain (0 when none).
 *
 * With `memo`, a partial chain already met (same first end, open end and
 * tiles used) is not walked again: the same orderings are covered, much faster.
 */
export function plainSearch(
  hand: readonly Tile[],
  dice: readonly [number, number],
  memo = true,
): { longest: number; shortest: number } {
  const [d1, d2] = dice;
  const fits = (end: number, die: number) => end === 0 || end === die;
  let longest = 0;
  let shortest = 0;
  const seen = new Set<number>();
  // `first` is the left end of the first tile (7 before any tile), `end` the open right end.
  const walk = (first: number, end: number, used: number, length: number): void => {
    if (memo) {
      const key = (used * 8 + first) * 8 + end;
      if (seen.has(key)) return;
      seen.add(key);
    }
    if (length > 0 && ((fits(first, d1) && fits(end, d2)) || (fits(first, d2) && fits(end, d1)))) {
      longest = Math.max(longest, length);
      shortest = shortest === 0 ? length : Math.min(shortest, length);
    }
    for (let i = 0; i < hand.length; i++) {
      if (used & (1 << i)) continue;
      const tile = hand[i]!;
      for (const [left, right] of [
        [tile.low, tile.high],
        [tile.high, tile.low],
      ] as const) {
        if (length > 0 && !(left === end || left === 0 || end === 0)) continue;
        walk(length === 0 ? left : first, right, used | (1 << i), length + 1);
      }
    }
  };
  walk(7, 7, 0, 0);
  return { longest, shortest };
}
