/**
 * Benchmark of `scoreTruck` against the plain exhaustive search
 * (test/games/dump-truck/reference-score.ts), both run here in the same
 * process on the same seeded grids. Hand-timed loops; per-call figures use
 * process CPU time (robust when other work shares the machine), single grids
 * use wall time. Every figure is taken after a warm-up pass.
 */
import { scoreTruck } from '../src/games/dump-truck/index.js';
import { createRng, randomInt } from '../src/index.js';
import { type ReferenceBlanks, referenceScore } from '../test/games/dump-truck/reference-score.js';

type Grid = (number | null)[][];

const holder = { rng: createRng('dump-truck-bench') };
const randomGrid = (rows: number, columns: number, top: number, holes = 0): Grid =>
  Array.from({ length: rows }, () =>
    Array.from({ length: columns }, () =>
      randomInt(holder, 0, 99) < holes * 100 ? null : randomInt(holder, 0, top),
    ),
  );

/** Milliseconds of CPU time used by this process so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Mean CPU time per call in nanoseconds: repeats the whole list until at least `minMs` have passed. */
function timePerCall(grids: readonly Grid[], score: (grid: Grid) => number, minMs: number): number {
  let sink = 0;
  let calls = 0;
  const start = cpuMs();
  let elapsed = 0;
  do {
    for (const grid of grids) sink += score(grid);
    calls += grids.length;
    elapsed = cpuMs() - start;
  } while (elapsed < minMs);
  if (sink < 0) console.log(sink);
  return (elapsed * 1e6) / calls;
}

/** Each grid timed alone: mean and worst in milliseconds. */
function eachTimed(grids: readonly Grid[], score: (grid: Grid) => number): { mean: number; worst: number } {
  let sum = 0;
  let worst = 0;
  for (const grid of grids) {
    const start = performance.now();
    score(grid);
    const ms = performance.now() - start;
    sum += ms;
    worst = Math.max(worst, ms);
  }
  return { mean: sum / grids.length, worst };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/**
 * Context only, not the baseline: the most literal search, which walks every
 * simple path of the grid whatever its values and keeps the longest like
 * chain per value and the longest sequence (blanks normal).
 */
function everyPathScore(grid: Grid): number {
  const rows = grid.length;
  const columns = grid[0]?.length ?? 0;
  const used = grid.map((row) => row.map(() => false));
  const like = new Map<number, number>();
  let sequence = 0;
  const walk = (
    r: number,
    c: number,
    first: number,
    length: number,
    same: boolean,
    up: boolean,
    previous: number,
  ) => {
    if (same) like.set(first, Math.max(like.get(first) ?? 0, length));
    if (up && first > 0) sequence = Math.max(sequence, length);
    used[r]![c] = true;
    for (const [dr, dc] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ] as const) {
      const nr = r + dr;
      const nc = c + dc;
      const value = grid[nr]?.[nc];
      if (value === undefined || value === null || used[nr]![nc]) continue;
      walk(nr, nc, first, length + 1, same && value === first, up && value === previous + 1, value);
    }
    used[r]![c] = false;
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const value = grid[r]![c];
      if (value !== null && value !== undefined) walk(r, c, value, 1, true, true, value);
    }
  }
  let total = sequence >= 3 ? sequence : 0;
  for (const length of like.values()) if (length >= 3) total += length;
  return total;
}

export async function run(): Promise<void> {
  console.log('Dump Truck: scoreTruck against the plain exhaustive search (same process, same grids)');

  // Full 4×3 trucks of domino values.
  const trucks = Array.from({ length: 2000 }, () => randomGrid(3, 4, 6));
  for (const blanks of ['normal', 'jokers'] as ReferenceBlanks[]) {
    const fast = (grid: Grid) => scoreTruck(grid, { blanks }).total;
    const plain = (grid: Grid) => referenceScore(grid, blanks);
    timePerCall(trucks, fast, 300);
    timePerCall(trucks.slice(0, 500), plain, 300);
    const fastNs = timePerCall(trucks, fast, 1000);
    const plainNs = timePerCall(trucks.slice(0, 500), plain, 1000);
    console.log(
      `  full 4×3 trucks (blanks ${blanks}): scoreTruck ${fmt(fastNs, 0)} ns, plain ${fmt(plainNs / 1000)} µs, ` +
        `ratio ${fmt(plainNs / fastNs, 0)}×`,
    );
  }

  const literalNs = timePerCall(trucks.slice(0, 20), everyPathScore, 500);
  const fastNs = timePerCall(trucks, (grid) => scoreTruck(grid).total, 500);
  console.log(
    `  context: walking every simple path of a 4×3 truck whatever its values takes ${fmt(literalNs / 1000)} µs ` +
      `(${fmt(literalNs / fastNs, 0)}× scoreTruck); it is not the baseline above`,
  );

  // A 6×6 grid of one value: the plain search cannot finish (it walks every self-avoiding path).
  const six = Array.from({ length: 6 }, () => new Array<number | null>(6).fill(4));
  const sixFirst = eachTimed([six], (grid) => scoreTruck(grid).total).worst;
  const sixWarm = eachTimed(new Array(50).fill(six), (grid) => scoreTruck(grid).total);
  console.log(
    `  6×6 of one value: total ${scoreTruck(six).total} (exact: every cell), first call ${fmt(sixFirst, 2)} ms, ` +
      `then ${fmt(sixWarm.mean, 3)} ms mean; plain search: not feasible`,
  );

  // Random 8×8 grids of domino values.
  const eights = Array.from({ length: 300 }, () => randomGrid(8, 8, 6));
  eachTimed(eights, (grid) => scoreTruck(grid).total);
  const eightFast = eachTimed(eights, (grid) => scoreTruck(grid).total);
  const eightPlain = eachTimed(eights.slice(0, 100), (grid) => referenceScore(grid));
  const eightFastSame = eachTimed(eights.slice(0, 100), (grid) => scoreTruck(grid).total);
  console.log(
    `  random 8×8 grids (values 0-6): mean ${fmt(eightFast.mean * 1000, 0)} µs, worst ${fmt(eightFast.worst, 2)} ms; ` +
      `plain ${fmt(eightPlain.mean, 2)} ms mean, ratio ${fmt(eightPlain.mean / eightFastSame.mean, 0)}×`,
  );

  // The hard family: one value with holes, where long paths wind between dead ends.
  for (const [side, holes, count] of [
    [6, 0.2, 100],
    [8, 0.3, 40],
    [8, 0.4, 40],
  ] as const) {
    const grids = Array.from({ length: count }, () => randomGrid(side, side, 0, holes));
    const timed = eachTimed(grids, (grid) => scoreTruck(grid).total);
    console.log(
      `  worst case family, ${side}×${side} of one value with ${holes * 100}% holes: ` +
        `mean ${fmt(timed.mean, 2)} ms, worst ${fmt(timed.worst, 1)} ms (${count} grids)`,
    );
  }
}
