/**
 * Baseline for Dump Truck's scorer: the plain, obviously correct scorer that
 * the fast `scoreTruck` is checked against (test/games/dump-truck) and timed
 * against (`npm run bench -- dump-truck`, in the same process). It shares no
 * code with it: it walks every simple path of the grid.
 *
 * @module
 */

export type ReferenceBlanks = 'normal' | 'worthless' | 'double' | 'jokers';

const STEPS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;

/**
 * The longest path of distinct cells, each next to the one before, whose
 * first cell passes `first` and whose every step passes `step(from, to)`.
 */
function longestPath(
  grid: readonly (readonly (number | null)[])[],
  first: (value: number) => boolean,
  step: (from: number, to: number) => boolean,
): number {
  const rows = grid.length;
  const columns = rows > 0 ? grid[0]!.length : 0;
  const used = grid.map((row) => row.map(() => false));
  let best = 0;
  const walk = (r: number, c: number, length: number): void => {
    if (length > best) best = length;
    used[r]![c] = true;
    for (const [dr, dc] of STEPS) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nr >= rows || nc < 0 || nc >= columns || used[nr]![nc]) continue;
      const to = grid[nr]![nc];
      if (to === null || to === undefined || !step(grid[r]![c]!, to)) continue;
      walk(nr, nc, length + 1);
    }
    used[r]![c] = false;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const value = grid[r]![c];
      if (value !== null && value !== undefined && first(value)) walk(r, c, 1);
    }
  }
  return best;
}

/** The total of a grid whose blanks stay blanks; `blankWorth` points per cell of a blank chain. */
function plainTotal(
  grid: readonly (readonly (number | null)[])[],
  blankWorth: number,
  minChain: number,
): number {
  const values = new Set<number>();
  for (const row of grid) for (const v of row) if (v !== null) values.add(v);
  let total = 0;
  for (const value of values) {
    const length = longestPath(
      grid,
      (v) => v === value,
      (_, to) => to === value,
    );
    if (length >= minChain) total += length * (value === 0 ? blankWorth : 1);
  }
  const sequence = longestPath(
    grid,
    (v) => v !== 0,
    (from, to) => to === from + 1,
  );
  if (sequence >= minChain) total += sequence;
  return total;
}

/**
 * The best total, by brute force. Jokers: tries every value from 0 (left
 * blank) to `highestPip` (default the larger of 6 and the grid's highest).
 */
export function referenceScore(
  grid: readonly (readonly (number | null)[])[],
  blanks: ReferenceBlanks = 'normal',
  minChain = 3,
  highestPip?: number,
): number {
  if (blanks === 'worthless') return plainTotal(grid, 0, minChain);
  if (blanks === 'double') return plainTotal(grid, 2, minChain);
  let best = plainTotal(grid, 1, minChain);
  if (blanks === 'jokers') {
    let highest = highestPip ?? 6;
    for (const row of grid) for (const v of row) if (v !== null && v > highest) highest = v;
    for (let joker = 1; joker <= highest; joker++) {
      const replaced = grid.map((row) => row.map((v) => (v === 0 ? joker : v)));
      best = Math.max(best, plainTotal(replaced, 1, minChain));
    }
  }
  return best;
}
