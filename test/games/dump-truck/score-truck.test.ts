import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceScore } from '../../../bench/baselines/dump-truck-reference.js';
import { type DumpTruckBlanks, scoreTruck, type TruckScore } from '../../../src/games/dump-truck/index.js';
import { scoreTruckUsing } from '../../../src/games/dump-truck/score-truck.js';
import { InvalidOptionError } from '../../../src/index.js';
import { runs } from '../../harness/effort.js';

type Grid = (number | null)[][];
const ALL_BLANKS: readonly DumpTruckBlanks[] = ['normal', 'worthless', 'double', 'jokers'];

/** The seed's two examples, with the blank the text copy lost put back (shared/seeds/README.md). */
const EXAMPLE_1: Grid = [
  [1, 2, 3, 4],
  [1, 1, 5, 3],
  [0, 1, 3, 3],
];
const EXAMPLE_2: Grid = [
  [2, 0, 0, 0],
  [2, 5, 6, 6],
  [2, 4, 3, 2],
];

/** Random grids of at most `maxCells` cells, values 0..top, some empty. */
function gridArb(maxCells: number, maxSide = 6): fc.Arbitrary<Grid> {
  return fc
    .record({
      rows: fc.integer({ min: 1, max: maxSide }),
      columns: fc.integer({ min: 1, max: maxSide }),
      top: fc.integer({ min: 0, max: 6 }),
      holes: fc.constantFrom(0, 0.1, 0.3),
    })
    .filter(({ rows, columns }) => rows * columns <= maxCells)
    .chain(({ rows, columns, top, holes }) =>
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

const valueAt = (grid: Grid, row: number, column: number) => grid[row]?.[column];

/** Every promise the result makes about itself, checked from the grid alone. */
function expectConsistent(grid: Grid, result: TruckScore, blanks: DumpTruckBlanks, minChain = 3): void {
  const joker = result.joker ?? 0;
  expect(result.joker === null).toBe(blanks !== 'jokers');
  let sum = 0;
  const likeValues = new Set<number>();
  let sequences = 0;
  for (const chain of result.chains) {
    expect(chain.cells.length).toBeGreaterThanOrEqual(minChain);
    const keys = chain.cells.map((c) => `${c.row},${c.column}`);
    expect(new Set(keys).size).toBe(keys.length);
    const values = chain.cells.map((c) => {
      const v = valueAt(grid, c.row, c.column);
      expect(typeof v).toBe('number');
      return v === 0 && joker > 0 ? joker : (v as number);
    });
    chain.cells.forEach((cell, i) => {
      if (i === 0) return;
      const before = chain.cells[i - 1]!;
      expect(Math.abs(cell.row - before.row) + Math.abs(cell.column - before.column)).toBe(1);
    });
    if (chain.kind === 'like') {
      expect(likeValues.has(chain.value)).toBe(false);
      likeValues.add(chain.value);
      for (const v of values) expect(v).toBe(chain.value);
      const perCell = chain.value === 0 ? (blanks === 'double' ? 2 : blanks === 'worthless' ? 0 : 1) : 1;
      expect(chain.points).toBe(chain.cells.length * perCell);
    } else {
      sequences++;
      expect(values[0]).toBe(chain.value);
      values.forEach((v, i) => {
        expect(v).toBe(chain.value + i);
        expect(v).toBeGreaterThan(0);
      });
      expect(chain.points).toBe(chain.cells.length);
    }
    expect(chain.points).toBeGreaterThan(0);
    sum += chain.points;
  }
  expect(sequences).toBeLessThanOrEqual(1);
  expect(sum).toBe(result.total);
}

const mirror = (grid: Grid): Grid => grid.map((row) => [...row].reverse());
const flip = (grid: Grid): Grid => [...grid].reverse();
const transpose = (grid: Grid): Grid => (grid[0] ?? []).map((_, c) => grid.map((row) => row[c]!));

describe('scoreTruck: the seed examples', () => {
  it('example 1 scores 11: 1-1-1-1, 1-2-3-4 and 3-3-3 (the 5 is diagonal from the 4)', () => {
    const result = scoreTruck(EXAMPLE_1);
    expect(result.total).toBe(11);
    expect(referenceScore(EXAMPLE_1)).toBe(11);
    const summary = result.chains.map((c) => `${c.kind} ${c.value} ${c.points}`);
    expect(summary).toEqual(['sequence 1 4', 'like 1 4', 'like 3 3']);
    expectConsistent(EXAMPLE_1, result, 'normal');
  });

  it('example 2 scores 11: 2-2-2, 2-3-4-5-6 and blank-blank-blank', () => {
    const result = scoreTruck(EXAMPLE_2);
    expect(result.total).toBe(11);
    expect(referenceScore(EXAMPLE_2)).toBe(11);
    const summary = result.chains.map((c) => `${c.kind} ${c.value} ${c.points}`);
    expect(summary).toEqual(['sequence 2 5', 'like 0 3', 'like 2 3']);
    expectConsistent(EXAMPLE_2, result, 'normal');
  });

  it('scores the examples under every blanks rule as the plain search does', () => {
    for (const blanks of ALL_BLANKS) {
      for (const grid of [EXAMPLE_1, EXAMPLE_2]) {
        const result = scoreTruck(grid, { blanks });
        expect(result.total).toBe(referenceScore(grid, blanks));
        expectConsistent(grid, result, blanks);
      }
    }
    expect(scoreTruck(EXAMPLE_2, { blanks: 'worthless' }).total).toBe(8);
    expect(scoreTruck(EXAMPLE_2, { blanks: 'double' }).total).toBe(14);
  });
});

describe('scoreTruck: rulings', () => {
  it('ruling 1: cells connect up, down, left and right, never diagonally', () => {
    expect(
      scoreTruck([
        [1, null],
        [null, 1],
        [1, null],
      ]).total,
    ).toBe(0);
    expect(
      scoreTruck([
        [1, 2],
        [null, 3],
      ]).total,
    ).toBe(3);
    expect(
      scoreTruck([
        [1, null],
        [null, 2],
        [null, 3],
      ]).total,
    ).toBe(0);
  });

  it('ruling 2: a like chain is a path, so a T of five scores four', () => {
    expect(
      scoreTruck([
        [4, 4, 4],
        [null, 4, null],
        [null, 4, null],
      ]).total,
    ).toBe(4);
    expect(
      scoreTruck([
        [4, 4, 4],
        [4, null, 4],
        [4, 4, 4],
      ]).total,
    ).toBe(8);
  });

  it('ruling 3: a sequence goes up by one in either reading direction; blanks never join it; it does not wrap', () => {
    expect(scoreTruck([[3, 2, 1]]).total).toBe(3);
    expect(scoreTruck([[1, 3, 5]]).total).toBe(0);
    expect(scoreTruck([[0, 1, 2]]).total).toBe(0);
    expect(scoreTruck([[5, 6, 0]]).total).toBe(0);
    expect(scoreTruck([[5, 6, 1]]).total).toBe(0);
  });

  it('ruling 4: one sequence per load, one like chain per value, cells shared between them', () => {
    expect(scoreTruck([[1, 2, 3, null, 4, 5, 6]]).total).toBe(3);
    expect(scoreTruck([[2, 2, 2, null, 2, 2, 2, 2]]).total).toBe(4);
    // 2-2-2 vertical and 1-2-3 across share the middle 2.
    expect(
      scoreTruck([
        [null, 2, null],
        [1, 2, 3],
        [null, 2, null],
      ]).total,
    ).toBe(6);
  });

  it('ruling 5: chains shorter than minChain score nothing; minChain changes the threshold', () => {
    expect(scoreTruck([[6, 6]]).total).toBe(0);
    expect(scoreTruck([[6, 6]], { minChain: 2 }).total).toBe(2);
    expect(scoreTruck([[6]], { minChain: 1 }).total).toBe(2);
  });

  it('ruling 6: jokers take one value for all blanks, chosen for the best total, 0 meaning left blank', () => {
    const a = scoreTruck([[0, 2, 3]], { blanks: 'jokers' });
    expect(a.total).toBe(3);
    expect(a.joker).toBe(1);
    const b = scoreTruck([[0, 0, 0]], { blanks: 'jokers' });
    expect(b).toMatchObject({ total: 3, joker: 0 });
    // Two blanks cannot be 1 and 5 at once: 1-2-3 or 3-4-5, not both.
    const c = scoreTruck([[0, 2, 3, 4, 0]], { blanks: 'jokers' });
    expect(c.total).toBe(4);
    expect(scoreTruck([[0, 2, 3, 4, 0]], { blanks: 'jokers' }).total).toBe(
      referenceScore([[0, 2, 3, 4, 0]], 'jokers'),
    );
    // Jokers join a like chain and the sequence at the same time.
    const cross: Grid = [
      [null, 4, null],
      [5, 0, 5],
      [null, 6, null],
    ];
    const d = scoreTruck(cross, { blanks: 'jokers' });
    expect(d).toMatchObject({ total: 3 + 3, joker: 5 });
    expectConsistent(cross, d, 'jokers');
    // Ties go to leaving them blank, then to the lowest value.
    expect(
      scoreTruck(
        [
          [0, 0, 0],
          [1, 1, 1],
        ],
        { blanks: 'jokers' },
      ),
    ).toMatchObject({ total: 6, joker: 0 });
  });

  it('ruling 6: a joker takes values up to highestPip (default 6, or the grid’s highest)', () => {
    expect(scoreTruck([[5, 6, 0]], { blanks: 'jokers' }).total).toBe(0);
    expect(scoreTruck([[5, 6, 0]], { blanks: 'jokers', highestPip: 7 })).toMatchObject({
      total: 3,
      joker: 7,
    });
    expect(scoreTruck([[8, 9, 0]], { blanks: 'jokers' }).total).toBe(0);
    expect(scoreTruck([[0, 4, 5]], { blanks: 'jokers', highestPip: 5 })).toMatchObject({
      total: 3,
      joker: 3,
    });
  });

  it('ruling 7: blanks options only change blank chains', () => {
    const grid: Grid = [
      [0, 0, 0],
      [1, 1, 1],
    ];
    expect(scoreTruck(grid).total).toBe(6);
    expect(scoreTruck(grid, { blanks: 'worthless' }).total).toBe(3);
    expect(scoreTruck(grid, { blanks: 'double' }).total).toBe(9);
    const short: Grid = [
      [0, 0, null],
      [1, 1, 1],
    ];
    expect(scoreTruck(short).total).toBe(3);
    expect(scoreTruck(short, { blanks: 'double' }).total).toBe(3);
    expect(scoreTruck(short, { blanks: 'jokers' })).toMatchObject({ total: 5, joker: 1 });
  });

  it('scores empty and all-empty grids 0', () => {
    expect(scoreTruck([])).toEqual({ total: 0, chains: [], joker: null, exact: true, upperBound: 0 });
    expect(scoreTruck([[]]).total).toBe(0);
    expect(
      scoreTruck([
        [null, null],
        [null, null],
      ]).total,
    ).toBe(0);
  });
});

describe('scoreTruck: exact against the plain exhaustive search', () => {
  for (const blanks of ALL_BLANKS) {
    it(`agrees on random grids of up to 20 cells (blanks: ${blanks})`, () => {
      fc.assert(
        fc.property(gridArb(20), fc.constantFrom(3, 3, 3, 1, 2, 4), (grid, minChain) => {
          const expected = referenceScore(grid, blanks, minChain);
          const fast = scoreTruck(grid, { blanks, minChain });
          expect(fast.total).toBe(expected);
          expectConsistent(grid, fast, blanks, minChain);
          const general = scoreTruckUsing(grid, { blanks, minChain }, 'general');
          expect(general.total).toBe(expected);
          expectConsistent(grid, general, blanks, minChain);
        }),
        { numRuns: runs(blanks === 'jokers' ? 700 : 1000) },
      );
    });
  }

  it('agrees on full 4×3 trucks made of dominoes’ values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.constantFrom(...ALL_BLANKS),
        (grid, blanks) => {
          expect(scoreTruck(grid, { blanks }).total).toBe(referenceScore(grid, blanks));
        },
      ),
      { numRuns: runs(1000) },
    );
  });

  it('agrees on larger grids of few values (up to 25 cells), general engine', () => {
    fc.assert(
      fc.property(gridArb(25, 5), (grid) => {
        expect(scoreTruck(grid).total).toBe(referenceScore(grid));
      }),
      { numRuns: runs(150) },
    );
  });

  it('finds the whole grid on single-value rectangles (a snake through every cell)', () => {
    for (const [rows, columns] of [
      [6, 6],
      [5, 7],
      [8, 8],
      [1, 30],
      [4, 4],
    ] as const) {
      const grid: Grid = Array.from({ length: rows }, () => new Array(columns).fill(2));
      // A rectangle with an even side has a snake through all cells; 5×7 (odd × odd) too, corner to corner.
      expect(scoreTruck(grid).total).toBe(rows * columns);
    }
  });

  it('is exact on rooms of one value joined by one-cell doors', () => {
    // Room | door | room: a path enters a 3×3 room at its middle row and can cover all 9 cells of each.
    const grid: Grid = [
      [1, 1, 1, null, 1, 1, 1],
      [1, 1, 1, 1, 1, 1, 1],
      [1, 1, 1, null, 1, 1, 1],
    ];
    expect(scoreTruck(grid).total).toBe(referenceScore(grid));
    // Three rooms around a hub: only two rooms fit on one path.
    const hub: Grid = [
      [1, 1, 1, null, 1, 1, 1],
      [1, 1, 1, 1, 1, 1, 1],
      [1, 1, 1, null, 1, 1, 1],
      [null, null, null, 1, null, null, null],
      [null, null, 1, 1, 1, null, null],
      [null, null, 1, 1, 1, null, null],
      [null, null, 1, 1, 1, null, null],
    ];
    expect(scoreTruck(hub).total).toBe(referenceScore(hub));
  });
});

describe('scoreTruck: properties', () => {
  it('gives the same total for the grid mirrored, flipped and transposed', () => {
    fc.assert(
      fc.property(gridArb(36), fc.constantFrom(...ALL_BLANKS), (grid, blanks) => {
        const total = scoreTruck(grid, { blanks }).total;
        expect(scoreTruck(mirror(grid), { blanks }).total).toBe(total);
        expect(scoreTruck(flip(grid), { blanks }).total).toBe(total);
        expect(scoreTruck(transpose(grid), { blanks }).total).toBe(total);
      }),
      { numRuns: runs(400) },
    );
  });

  it('returns valid chains whose points add up on grids up to 8×8', () => {
    fc.assert(
      fc.property(gridArb(64, 8), fc.constantFrom(...ALL_BLANKS), (grid, blanks) => {
        expectConsistent(grid, scoreTruck(grid, { blanks }), blanks);
      }),
      { numRuns: runs(200) },
    );
  });

  it('never scores less after one more cell joins an empty spot of a 4×3 truck (chains only grow)', () => {
    fc.assert(
      fc.property(gridArb(12, 4), fc.integer({ min: 0, max: 6 }), (grid, value) => {
        const spot = grid.flatMap((row, r) =>
          row.flatMap((v, c) => (v === null ? [[r, c] as const] : [])),
        )[0];
        if (!spot) return;
        const more = grid.map((row) => [...row]);
        more[spot[0]]![spot[1]] = value;
        expect(scoreTruck(more).total).toBeGreaterThanOrEqual(scoreTruck(grid).total);
      }),
      { numRuns: runs(300) },
    );
  });

  it('does not mutate its input', () => {
    const grid = EXAMPLE_1.map((row) => [...row]);
    const options = { blanks: 'jokers' as const };
    const before = JSON.stringify([grid, options]);
    scoreTruck(grid, options);
    expect(JSON.stringify([grid, options])).toBe(before);
    const frozen = Object.freeze(EXAMPLE_2.map((row) => Object.freeze([...row])));
    expect(scoreTruck(frozen).total).toBe(11);
  });

  it('gives results that later calls do not change', () => {
    const first = scoreTruck(EXAMPLE_1);
    const copy = JSON.stringify(first);
    scoreTruck(EXAMPLE_2);
    scoreTruck([[1, 1, 1, 1]]);
    expect(JSON.stringify(first)).toBe(copy);
  });
});

describe('scoreTruck: bad input', () => {
  const optionOf = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOptionError);
      return (error as InvalidOptionError).option;
    }
    throw new Error('did not throw');
  };

  it('names the cell, row or option at fault', () => {
    expect(optionOf(() => scoreTruck('x' as never))).toBe('grid');
    expect(optionOf(() => scoreTruck([5] as never))).toBe('grid[0]');
    expect(optionOf(() => scoreTruck([[1, 2], [3]]))).toBe('grid[1]');
    expect(optionOf(() => scoreTruck([[1, 2], 'ab'] as never))).toBe('grid[1]');
    expect(
      optionOf(() =>
        scoreTruck([
          [1, 2],
          [3, 1.5],
        ]),
      ),
    ).toBe('grid[1][1]');
    expect(optionOf(() => scoreTruck([[1, -2]]))).toBe('grid[0][1]');
    expect(optionOf(() => scoreTruck([[1, '2']] as never))).toBe('grid[0][1]');
    expect(optionOf(() => scoreTruck([[Number.NaN]]))).toBe('grid[0][0]');
    expect(optionOf(() => scoreTruck([[1, undefined]] as never))).toBe('grid[0][1]');
    expect(optionOf(() => scoreTruck([new Array(3)] as never))).toBe('grid[0][0]');
    const big: Grid = Array.from({ length: 6 }, () => new Array(6).fill(1));
    big[5]![4] = -1;
    expect(optionOf(() => scoreTruck(big))).toBe('grid[5][4]');
    expect(optionOf(() => scoreTruck([[1]], { blanks: 'wild' } as never))).toBe('options.blanks');
    expect(optionOf(() => scoreTruck([[1]], { minChain: 0 }))).toBe('options.minChain');
    expect(optionOf(() => scoreTruck([[1]], { highestPip: -1 }))).toBe('options.highestPip');
    expect(optionOf(() => scoreTruck([[9]], { highestPip: 6 }))).toBe('options.highestPip');
    expect(optionOf(() => scoreTruck([[1]], { colour: 1 } as never))).toBe('options.colour');
    expect(optionOf(() => scoreTruck([[1]], null as never))).toBe('options');
  });

  it('says what it found in the message', () => {
    expect(() => scoreTruck([[1, 2], [3]])).toThrow(/has 1 cells but row 0 has 2/);
    expect(() => scoreTruck([[1, 2.5]])).toThrow(/not 2\.5/);
  });

  it('refuses a first row that is not an array whatever its length says', () => {
    // Its length once sized the scratch memory (a RangeError, after 128 MB for -5).
    for (const length of [-5, -0.5, 2.5, 1e7, Number.NaN]) {
      expect(optionOf(() => scoreTruck([{ length }] as never))).toBe('grid[0]');
      expect(optionOf(() => scoreTruck([{ length }, [1]] as never))).toBe('grid[0]');
    }
  });

  it('leaves nothing behind when it refuses a grid half read, or anything stops the read', () => {
    const truck: Grid = [
      [2, 2, 2],
      [2, 5, 2],
    ];
    const fresh = scoreTruck(truck);
    expect(fresh.total).toBe(5);
    // A row that throws on its last cell: the cells before it were read.
    const throwing = new Proxy([1, 1, 1], {
      get: (target, key) => {
        if (key === '2') throw new Error('hostile getter');
        return Reflect.get(target, key);
      },
    });
    expect(() => scoreTruck([[1, 1, 1], throwing] as never)).toThrow('hostile getter');
    expect(scoreTruck(truck)).toEqual(fresh);
    expect(
      optionOf(() =>
        scoreTruck([
          [1, 1, 1],
          [1, 'x', 1],
        ] as never),
      ),
    ).toBe('grid[1][1]');
    expect(scoreTruck(truck)).toEqual(fresh);
    expect(optionOf(() => scoreTruck([[1, 1, 9]], { highestPip: 6 }))).toBe('options.highestPip');
    expect(scoreTruck(truck)).toEqual(fresh);
    expect(scoreTruck(truck, { blanks: 'jokers' })).toEqual({ ...fresh, joker: 0 });
  });

  it('accepts large pip values and large grids (house-rule sets)', () => {
    expect(scoreTruck([[300, 301, 302]]).total).toBe(3);
    expect(scoreTruck([[12, 12, 12, 11]]).total).toBe(3);
    expect(scoreTruck([[1e9, 1e9 + 1, 1e9 + 2]]).total).toBe(3);
  });
});
