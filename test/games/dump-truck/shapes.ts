/** Grid shapes with known answers, shared by the Dump Truck scorer tests. */
import {
  frontierLongest,
  NO_LIMIT,
  newSearch,
  relax,
  type Search,
} from '../../../src/games/dump-truck/frontier.js';

/** Cells as rows of 0/1. */
export type Mask = number[][];

/**
 * A square spiral corridor of 1s, walls of 0s between its turns: one path
 * through every 1 (segments n-1, n-1, n-1, n-3, n-3, n-5, …).
 */
export function spiral(n: number): Mask {
  const mask: Mask = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const steps = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const;
  let [r, c] = [0, 0];
  mask[0]![0] = 1;
  const lengths = [n - 1];
  for (let length = n - 1; length > 0; length -= 2) lengths.push(length, length);
  lengths.forEach((length, turn) => {
    const [dr, dc] = steps[turn % 4]!;
    for (let k = 0; k < length; k++) {
      r += dr;
      c += dc;
      mask[r]![c] = 1;
    }
  });
  return mask;
}

/**
 * The frontier engine alone on the marked cells of a `height × width` grid
 * (`frontierLongest` with its relaxed table made here, as `solvePart` does),
 * with `search` (default: no allowance).
 */
export function frontierAlone(
  member: Uint8Array,
  height: number,
  width: number,
  atLeast: number,
  search: Search = newSearch(),
): number[] | null {
  return frontierLongest(
    member,
    height,
    width,
    atLeast,
    search,
    relax(search, member, height, width, NO_LIMIT)!,
  );
}
