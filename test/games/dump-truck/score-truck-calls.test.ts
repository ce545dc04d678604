/**
 * scoreTruck's calls own everything they use (issue 38): a call made while
 * another is under way (from a getter of the grid being read, or between the
 * steps of a generator) changes nothing of the other; answers are the same
 * for the same grid and work; full rectangles of one value are exact at any
 * size; and the first paths (a snake, a walk) with the colours' bound agree
 * with the frontier engine run alone and with the exhaustive search.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceScore } from '../../../bench/baselines/dump-truck-reference.js';

import { scoreTruck, type TruckScore } from '../../../src/games/dump-truck/index.js';
import { scoreTruckUsing } from '../../../src/games/dump-truck/score-truck.js';
import { runs } from '../../harness/effort.js';
import { frontierAlone } from './shapes.js';

type Grid = (number | null)[][];

const full = (rows: number, columns: number, value = 3): Grid =>
  Array.from({ length: rows }, () => new Array<number | null>(columns).fill(value));

/** A seeded grid of values 0..top with a share of holes. */
function seeded(rows: number, columns: number, top: number, holes: number, seed: number): Grid {
  let s = seed;
  const random = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return Array.from({ length: rows }, () =>
    Array.from({ length: columns }, () => (random() < holes ? null : Math.floor(random() * (top + 1)))),
  );
}

/** Checks every chain of a result is a path of distinct cells next to each other, its points adding up. */
function checkChains(grid: Grid, result: TruckScore): void {
  for (const chain of result.chains) {
    const keys = chain.cells.map((c) => `${c.row},${c.column}`);
    expect(new Set(keys).size).toBe(keys.length);
    chain.cells.forEach((cell, i) => {
      expect(grid[cell.row]![cell.column]).not.toBeNull();
      if (chain.kind === 'like' && chain.value !== result.joker) {
        expect(grid[cell.row]![cell.column]).toBe(chain.value);
      }
      if (i === 0) return;
      const before = chain.cells[i - 1]!;
      expect(Math.abs(cell.row - before.row) + Math.abs(cell.column - before.column)).toBe(1);
    });
  }
  expect(result.chains.reduce((sum, chain) => sum + chain.points, 0)).toBe(result.total);
}

/** A copy of `grid` whose last cell runs `during` each time it is read (the rest of the grid read before). */
function reading(grid: Grid, during: () => void): Grid {
  const copy = grid.map((row) => [...row]);
  const last = copy[copy.length - 1]!;
  const value = last[last.length - 1]!;
  Object.defineProperty(last, last.length - 1, {
    get: () => {
      during();
      return value;
    },
  });
  return copy;
}

describe('scoreTruck: each call owns its context', () => {
  const truckA: Grid = [
    [1, 2, 3, 4],
    [1, 1, 5, 3],
    [0, 1, 3, 3],
  ];
  const truckB: Grid = [
    [6, 6, 6, 6],
    [0, 0, 0, 6],
    [2, 3, 4, 5],
  ];
  const large = seeded(16, 16, 0, 0.2, 38);
  const middle = seeded(9, 11, 1, 0.1, 5);
  const grids = [truckA, truckB, large, middle];

  it('gives the same answers when another call runs while a grid is being read (re-entrant calls)', () => {
    const alone = grids.map((grid) => scoreTruck(grid, { work: 200_000 }));
    for (const [i, outer] of grids.entries()) {
      for (const [j, inner] of grids.entries()) {
        const seen: TruckScore[] = [];
        const result = scoreTruck(
          reading(outer, () => seen.push(scoreTruck(inner, { work: 200_000 }))),
          { work: 200_000 },
        );
        expect(result).toEqual(alone[i]);
        expect(seen.length).toBeGreaterThan(0);
        for (const answer of seen) expect(answer).toEqual(alone[j]);
      }
    }
  });

  it('gives the same answers to calls interleaved by generators as to separate calls', () => {
    function* scores(list: readonly Grid[]): Generator<TruckScore> {
      for (const grid of list) yield scoreTruck(grid, { blanks: 'jokers', work: 100_000 });
    }
    const separate = grids.map((grid) => scoreTruck(grid, { blanks: 'jokers', work: 100_000 }));
    const forward = scores(grids);
    const backward = scores([...grids].reverse());
    const got: TruckScore[][] = [[], []];
    for (let k = 0; k < grids.length; k++) {
      got[0]!.push(forward.next().value as TruckScore);
      got[1]!.push(backward.next().value as TruckScore);
    }
    expect(got[0]).toEqual(separate);
    expect(got[1]).toEqual([...separate].reverse());
  });

  it('leaves a tiny grid untouched by a refused call made while it was read', () => {
    const alone = scoreTruck(truckA);
    const result = scoreTruck(
      reading(truckA, () => {
        expect(() => scoreTruck([[1, 2, 'x' as never]])).toThrow();
      }),
    );
    expect(result).toEqual(alone);
    expect(scoreTruck(truckB)).toEqual(scoreTruck(truckB.map((row) => [...row])));
  });

  it('answers the same for the same grid and work, whatever came before', () => {
    for (const work of [0, 5_000, 300_000]) {
      for (const blanks of ['normal', 'jokers'] as const) {
        const grid = seeded(20, 20, 2, 0.1, work + 1);
        const first = scoreTruck(grid, { work, blanks });
        scoreTruck(large, { work: 1_000_000 });
        scoreTruck(truckA);
        expect(scoreTruck(grid, { work, blanks })).toEqual(first);
      }
    }
  });
});

describe('scoreTruck: full rectangles of one value', () => {
  it('takes every cell, exact, from 1×3 to 100×100', () => {
    for (const [rows, columns] of [
      [1, 3],
      [3, 1],
      [2, 9],
      [5, 5],
      [4, 17],
      [12, 12],
      [13, 14],
      [20, 20],
      [7, 90],
      [32, 32],
      [100, 100],
    ] as const) {
      const grid = full(rows, columns, 4);
      const result = scoreTruck(grid, { work: 0 });
      expect(result).toMatchObject({ total: rows * columns, exact: true, upperBound: rows * columns });
      checkChains(grid, result);
    }
  });
});

describe('scoreTruck: first paths and the colours bound against the oracles', () => {
  it('agrees with the exhaustive search on one-value grids of up to 25 cells (parts past 16 cells)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 5 }),
        fc.integer({ min: 5, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 4 }),
        (rows, columns, holes) => {
          const grid = full(rows, columns, 2);
          for (const hole of holes) grid[Math.floor(hole / columns) % rows]![hole % columns] = null;
          const result = scoreTruckUsing(grid, undefined, 'general');
          expect(result.total).toBe(referenceScore(grid));
          expect(result.exact).toBe(true);
          checkChains(grid, result);
        },
      ),
      { numRuns: runs(40), seed: 38 },
    );
  });

  it('agrees with the frontier engine run alone on nearly full grids in the exact range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([10, 12], [12, 10], [9, 9], [6, 20]),
        fc.array(fc.integer({ min: 0, max: 239 }), { minLength: 1, maxLength: 5 }),
        ([rows, columns], holes) => {
          const grid = full(rows!, columns!, 1);
          for (const hole of holes) grid[Math.floor(hole / columns!) % rows!]![hole % columns!] = null;
          const member = Uint8Array.from(grid.flat(), (v) => +(v !== null));
          const narrow = columns! <= rows!;
          const longest = narrow
            ? (frontierAlone(member, rows!, columns!, 0)?.length ?? 0)
            : (frontierAlone(
                Uint8Array.from(
                  { length: member.length },
                  (_, t) => member[(t % rows!) * columns! + Math.floor(t / rows!)]!,
                ),
                columns!,
                rows!,
                0,
              )?.length ?? 0);
          const result = scoreTruck(grid);
          expect(result).toMatchObject({ total: longest, exact: true, upperBound: longest });
          checkChains(grid, result);
        },
      ),
      { numRuns: runs(30), seed: 38 },
    );
  });

  it('past the range: an exact answer is the frontier engine’s, any other lies between it and the bound', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const grid = seeded(11 + (seed % 2), 13, seed % 3, [0.02, 0.1, 0.2][seed % 3]!, seed);
      for (const blanks of ['normal', 'jokers'] as const) {
        const truth = scoreTruckUsing(grid, { blanks }, 'unlimited').total;
        const result = scoreTruck(grid, { blanks, work: 20_000 });
        expect(result.total).toBeLessThanOrEqual(truth);
        expect(result.upperBound).toBeGreaterThanOrEqual(truth);
        if (result.exact) expect(result.total).toBe(truth);
        checkChains(grid, result);
      }
    }
  });
});
