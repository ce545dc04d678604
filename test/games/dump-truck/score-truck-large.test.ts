/**
 * scoreTruck on grids too big for the brute-force reference: families with
 * known answers, the eight symmetries of the square, today's search (kept
 * under legacy/) where it finishes quickly, and the size limits.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreTruck as legacyScore } from '../../../bench/baselines/dump-truck-legacy/score-truck.js';
import {
  type DumpTruckBlanks,
  SCORE_TRUCK_LIMITS,
  scoreTruck,
  type TruckScore,
} from '../../../src/games/dump-truck/index.js';
import { scoreTruckUsing } from '../../../src/games/dump-truck/score-truck.js';
import { InvalidOptionError } from '../../../src/index.js';
import { runs } from '../../harness/effort.js';
import { spiral } from './shapes.js';

type Grid = (number | null)[][];
const ALL_BLANKS: readonly DumpTruckBlanks[] = ['normal', 'worthless', 'double', 'jokers'];

const full = (rows: number, columns: number, value = 3): Grid =>
  Array.from({ length: rows }, () => new Array<number | null>(columns).fill(value));

/** The like chain of `value` in a result (its cells), checked to be a path of that value. */
function likeChain(grid: Grid, result: TruckScore, value: number) {
  const chain = result.chains.find((c) => c.kind === 'like' && c.value === value);
  if (!chain) return [];
  const keys = chain.cells.map((c) => `${c.row},${c.column}`);
  expect(new Set(keys).size).toBe(keys.length);
  chain.cells.forEach((cell, i) => {
    expect(grid[cell.row]![cell.column]).toBe(value);
    if (i === 0) return;
    const before = chain.cells[i - 1]!;
    expect(Math.abs(cell.row - before.row) + Math.abs(cell.column - before.column)).toBe(1);
  });
  return chain.cells;
}

/** The eight symmetries of the square applied to a grid. */
function symmetries(grid: Grid): Grid[] {
  const mirror = (g: Grid) => g.map((row) => [...row].reverse());
  const transpose = (g: Grid) => (g[0] ?? []).map((_, c) => g.map((row) => row[c]!));
  const rotate = (g: Grid) => mirror(transpose(g));
  const out: Grid[] = [];
  let g = grid;
  for (let k = 0; k < 4; k++) {
    out.push(g, mirror(g));
    g = rotate(g);
  }
  return out;
}

/** A random tree of one value grown cell by cell: a new cell touches exactly one cell of the tree. */
function randomTree(rows: number, columns: number, seed: number, steps: number): Grid {
  let s = seed;
  const random = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  const grid: Grid = Array.from({ length: rows }, () => new Array<number | null>(columns).fill(null));
  const at = (r: number, c: number) => grid[r]?.[c] === 5;
  const touching = (r: number, c: number) =>
    [at(r - 1, c), at(r + 1, c), at(r, c - 1), at(r, c + 1)].filter(Boolean).length;
  grid[Math.floor(rows / 2)]![Math.floor(columns / 2)] = 5;
  for (let k = 0; k < steps; k++) {
    const r = Math.floor(random() * rows);
    const c = Math.floor(random() * columns);
    if (grid[r]![c] === null && touching(r, c) === 1) grid[r]![c] = 5;
  }
  return grid;
}

/** The diameter (in cells) of a tree of 5s: two breadth-first searches. */
function treeDiameter(grid: Grid): number {
  const cells = grid.flatMap((row, r) => row.flatMap((v, c) => (v === 5 ? [[r, c] as const] : [])));
  const farthest = (from: readonly [number, number]) => {
    const seen = new Map([[`${from[0]},${from[1]}`, 1]]);
    let queue = [from];
    let last: [readonly [number, number], number] = [from, 1];
    while (queue.length > 0) {
      const next: (readonly [number, number])[] = [];
      for (const [r, c] of queue) {
        const d = seen.get(`${r},${c}`)!;
        if (d > last[1]) last = [[r, c], d];
        for (const [nr, nc] of [
          [r + 1, c],
          [r - 1, c],
          [r, c + 1],
          [r, c - 1],
        ] as const) {
          if (grid[nr]?.[nc] !== 5 || seen.has(`${nr},${nc}`)) continue;
          seen.set(`${nr},${nc}`, d + 1);
          next.push([nr, nc]);
        }
      }
      queue = next;
    }
    return last;
  };
  return farthest(farthest(cells[0]!)[0])[1];
}

/** Seeded grids of values 0..top with a share of holes. */
function gridArb(rows: fc.Arbitrary<number>, columns: fc.Arbitrary<number>, top: number): fc.Arbitrary<Grid> {
  return fc
    .record({ rows, columns, holes: fc.constantFrom(0, 0.1, 0.2, 0.3) })
    .chain(({ rows, columns, holes }) =>
      fc.array(
        fc.array(
          fc
            .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: top }))
            .map(([h, v]) => (h < holes ? null : v)),
          { minLength: columns, maxLength: columns },
        ),
        { minLength: rows, maxLength: rows },
      ),
    );
}

describe('scoreTruck on large grids: families with known answers', () => {
  it('takes every cell of a full rectangle of one value, up to the limits', () => {
    for (const [rows, columns] of [
      [8, 8],
      [7, 9],
      [8, 24],
      [24, 8],
      [5, 31],
      [1, 192],
      [3, 64],
    ] as const) {
      const grid = full(rows, columns);
      const result = scoreTruck(grid);
      expect(result.total).toBe(rows * columns);
      expect(likeChain(grid, result, 3)).toHaveLength(rows * columns);
    }
  });

  it('follows spiral and zigzag corridors of one value to their ends', () => {
    const spiralGrid: Grid = spiral(8).map((row) => row.map((v) => (v === 1 ? 4 : null)));
    const length = spiralGrid.flat().filter((v) => v === 4).length;
    expect(scoreTruck(spiralGrid).total).toBe(length);
    // Zigzag: rows of 6s joined at alternate ends, separated by rows of 1s and one 6.
    const zigzag: Grid = Array.from({ length: 8 }, (_, r) =>
      Array.from({ length: 20 }, (_, c) => (r % 2 === 0 || c === (r % 4 === 1 ? 19 : 0) ? 6 : 1)),
    );
    const sixes = zigzag.flat().filter((v) => v === 6).length;
    const result = scoreTruck(zigzag);
    expect(likeChain(zigzag, result, 6)).toHaveLength(sixes);
  });

  it('finds the diameter of tree-shaped regions', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const grid = randomTree(8, 20, seed, 3000);
      const result = scoreTruck(grid);
      const diameter = treeDiameter(grid);
      expect(likeChain(grid, result, 5)).toHaveLength(diameter >= 3 ? diameter : 0);
    }
  });

  it('takes all but the corner of a full rectangle whose corner is a hole when the colours allow it', () => {
    // 8×8 minus one corner: 31 cells of the corner's colour, 32 of the other: a path can take all 63.
    const grid = full(8, 8, 2);
    grid[0]![0] = null;
    expect(scoreTruck(grid).total).toBe(63);
    // Minus two corners of the same colour: 30 against 32, at most 2·30 + 1 = 61.
    grid[7]![7] = null;
    expect(scoreTruck(grid).total).toBe(61);
  });
});

describe("scoreTruck past the limits ('unlimited' engine): families with known answers", () => {
  const unlimited = (grid: Grid) => scoreTruckUsing(grid, undefined, 'unlimited');

  it('takes every cell of full rectangles up to 12 across', () => {
    for (const [rows, columns] of [
      [10, 10],
      [12, 12],
      [11, 13],
      [12, 30],
    ] as const) {
      const grid = full(rows, columns);
      const result = unlimited(grid);
      expect(result.total).toBe(rows * columns);
      expect(likeChain(grid, result, 3)).toHaveLength(rows * columns);
    }
  });

  it('follows a 12×12 spiral corridor and finds the diameter of 12-wide trees', () => {
    const spiralGrid: Grid = spiral(12).map((row) => row.map((v) => (v === 1 ? 4 : null)));
    const result = unlimited(spiralGrid);
    expect(likeChain(spiralGrid, result, 4)).toHaveLength(spiralGrid.flat().filter((v) => v === 4).length);
    for (let seed = 1; seed <= 4; seed++) {
      const grid = randomTree(12, 16, seed, 4000);
      const diameter = treeDiameter(grid);
      expect(likeChain(grid, unlimited(grid), 5)).toHaveLength(diameter >= 3 ? diameter : 0);
    }
  });

  it('gives the same chain length under all 8 rotations and mirrors on 10×10 grids with 30% holes', () => {
    const holed = fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }), {
      minLength: 10,
      maxLength: 10,
    });
    fc.assert(
      fc.property(holed, (digits) => {
        const grid: Grid = digits.map((row) => row.map((d) => (d < 3 ? null : 1)));
        const [first, ...rest] = symmetries(grid).map((g) => unlimited(g).total);
        for (const other of rest) expect(other).toBe(first);
      }),
      { numRuns: 6 },
    );
  });
});

describe('scoreTruck on large grids: exact', () => {
  it("agrees with today's search on 7×7 grids of few values (it finishes quickly there)", () => {
    fc.assert(
      fc.property(
        gridArb(fc.constant(7), fc.integer({ min: 5, max: 7 }), 2),
        fc.constantFrom(...ALL_BLANKS),
        (grid, blanks) => {
          const result = scoreTruck(grid, { blanks });
          const old = legacyScore(grid, { blanks });
          expect(result.total).toBe(old.total);
          expect(result.joker).toBe(old.joker);
        },
      ),
      { numRuns: runs(120) },
    );
  });

  it("agrees with today's search on 6×8 grids of one value with holes (the DP's hard case)", () => {
    fc.assert(
      fc.property(gridArb(fc.constant(6), fc.constant(8), 0), (grid) => {
        expect(scoreTruck(grid).total).toBe(legacyScore(grid).total);
      }),
      { numRuns: runs(60) },
    );
  });

  it('gives the same total and joker under all 8 rotations and mirrors, up to 8×14', () => {
    fc.assert(
      fc.property(
        gridArb(fc.integer({ min: 5, max: 8 }), fc.integer({ min: 5, max: 14 }), 3),
        fc.constantFrom(...ALL_BLANKS),
        (grid, blanks) => {
          const [first, ...rest] = symmetries(grid).map((g) => scoreTruck(g, { blanks }));
          for (const other of rest) {
            expect(other.total).toBe(first!.total);
            expect(other.joker).toBe(first!.joker);
          }
        },
      ),
      { numRuns: runs(25) },
    );
  });
});

describe('scoreTruck: size limits', () => {
  const optionOf = (run: () => unknown): [string, string] => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOptionError);
      return [(error as InvalidOptionError).option, (error as Error).message];
    }
    throw new Error('did not throw');
  };

  it('are an exact range of short side 12 and 144 cells, a memory cap of 1,000,000 cells and a default work, exported', () => {
    expect(SCORE_TRUCK_LIMITS).toEqual({ shortSide: 12, cells: 144, maxCells: 1_000_000, work: 4_000_000 });
    expect(Object.isFrozen(SCORE_TRUCK_LIMITS)).toBe(true);
  });

  it('refuse only grids past the memory cap, at once, naming the grid and the cap', () => {
    const row = new Array(1000).fill('x'); // never read: the size alone decides
    for (const [rows, columns] of [
      [1001, 1000],
      [1, 1_000_001],
    ] as const) {
      const grid = Array.from({ length: rows }, () => (columns === 1000 ? row : new Array(columns)));
      const [option, message] = optionOf(() => scoreTruck(grid as never));
      expect(option).toBe('grid');
      expect(message).toContain(`${rows}×${columns}, past SCORE_TRUCK_LIMITS.maxCells (1000000 cells)`);
    }
  });

  it('are exact within the range: exact true and the bound equal to the total', () => {
    for (const [rows, columns] of [
      [12, 12],
      [11, 13],
      [144, 1],
      [9, 16],
    ] as const) {
      const result = scoreTruck(full(rows, columns));
      expect(result).toMatchObject({ total: rows * columns, exact: true, upperBound: rows * columns });
    }
    // Not only full ones: at the range's edge, one value with holes and no allowance at all is still exact
    // (the allowance is ignored there); one column more is past the range, where the allowance rules.
    const holed = (columns: number): Grid =>
      full(12, columns, 1).map((row, r) => row.map((v, c) => ((r * 7 + c * 5) % 11 === 3 ? null : v)));
    const edge = scoreTruck(holed(12), { work: 0 });
    expect(edge).toMatchObject({
      exact: true,
      total: scoreTruckUsing(holed(12), undefined, 'unlimited').total,
    });
    expect(edge.upperBound).toBe(edge.total);
    const past = scoreTruck(holed(13), { work: 0 });
    expect(past.exact).toBe(false);
    expect(past.total).toBeLessThanOrEqual(scoreTruckUsing(holed(13), undefined, 'unlimited').total);
    expect(past).toEqual(scoreTruck(holed(13), { work: 0 }));
  });

  it('answer any grid past the range with chains that are paths and a bound at least the total', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (const [rows, columns, holes, top] of [
      [12, 12, 0.2, 0],
      [16, 16, 0.2, 0],
      [24, 24, 0.1, 1],
      [32, 32, 0.3, 0],
      [5, 200, 0.1, 2],
    ] as const) {
      const grid: Grid = Array.from({ length: rows }, () =>
        Array.from({ length: columns }, () => (random() < holes ? null : Math.floor(random() * (top + 1)))),
      );
      for (const blanks of ALL_BLANKS) {
        const result = scoreTruck(grid, { blanks });
        expect(result.upperBound).toBeGreaterThanOrEqual(result.total);
        expect(result.exact).toBe(result.upperBound === result.total);
        expect(result.chains.reduce((sum, chain) => sum + chain.points, 0)).toBe(result.total);
        for (const chain of result.chains.filter(
          (c) => c.kind === 'like' && !(blanks === 'jokers' && c.value === result.joker),
        )) {
          expect(likeChain(grid, result, chain.value)).toHaveLength(chain.cells.length);
        }
        // Deterministic: the same grid and options give the same answer.
        expect(scoreTruck(grid, { blanks })).toEqual(result);
      }
    }
  });

  it('scores long sequences and huge grids (no recursion as deep as the grid)', () => {
    const snake: Grid = [Array.from({ length: 30_000 }, (_, c) => c + 1)];
    expect(scoreTruck(snake).chains[0]).toMatchObject({ kind: 'sequence', value: 1, points: 30_000 });
    const big = scoreTruck(full(300, 300), { work: 0 });
    expect(big.upperBound).toBe(90_000);
    expect(big.total).toBeGreaterThan(0);
  });

  it('stop at the work allowance or the wall clock, still with a bound', () => {
    const grid: Grid = full(24, 24, 1).map((row, r) =>
      row.map((v, c) => ((r * 5 + c * 3) % 7 === 0 ? null : v)),
    );
    const exactish = scoreTruckUsing(grid, undefined, 'unlimited');
    for (const options of [{ work: 0 }, { work: 1000 }, { thinkMs: 0 }, { work: 50_000_000, thinkMs: 1 }]) {
      const result = scoreTruck(grid, options);
      expect(result.upperBound).toBeGreaterThanOrEqual(result.total);
      expect(result.upperBound).toBeGreaterThanOrEqual(exactish.total);
    }
    for (const [key, value] of [
      ['work', -1],
      ['work', 1.5],
      ['thinkMs', -1],
      ['thinkMs', Number.NaN],
    ] as const) {
      expect(optionOf(() => scoreTruck(grid, { [key]: value }))[0]).toBe(`options.${key}`);
    }
  });
});

describe('scoreTruck past the exact range: the bound never undercuts the exact total', () => {
  it('on grids the exact engine solves (11×13 to 12×16, every blanks mode, small allowances)', () => {
    fc.assert(
      fc.property(
        gridArb(fc.integer({ min: 11, max: 12 }), fc.integer({ min: 13, max: 16 }), 2),
        fc.constantFrom(...ALL_BLANKS),
        fc.constantFrom(0, 2_000, 50_000, 1_000_000),
        (grid, blanks, work) => {
          const truth = scoreTruckUsing(grid, { blanks }, 'unlimited').total;
          const result = scoreTruck(grid, { blanks, work });
          expect(result.total).toBeLessThanOrEqual(truth);
          expect(result.upperBound).toBeGreaterThanOrEqual(truth);
          expect(result.exact).toBe(result.total === result.upperBound);
          if (result.exact) expect(result.total).toBe(truth);
        },
      ),
      { numRuns: runs(40), seed: 27 },
    );
  });
});
