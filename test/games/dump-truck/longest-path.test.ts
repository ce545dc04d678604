/**
 * The parts of src/games/dump-truck/longest-path.ts used past the exact
 * range: the band bound never undercuts the longest path (checked against the
 * exact frontier DP, with bands of every width forced by the allowance), and
 * the walk returns a path of marked cells no longer than the longest.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newSearch } from '../../../src/games/dump-truck/frontier.js';
import { bandBound, walk } from '../../../src/games/dump-truck/longest-path.js';
import { runs } from '../../harness/effort.js';
import { frontierAlone } from './shapes.js';

const masks = fc
  .record({
    rows: fc.integer({ min: 1, max: 10 }),
    columns: fc.integer({ min: 1, max: 10 }),
    holes: fc.constantFrom(0, 0.1, 0.2, 0.3, 0.5),
  })
  .chain(({ rows, columns, holes }) =>
    fc
      .array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: rows * columns,
        maxLength: rows * columns,
      })
      .map((draws) => ({ rows, columns, member: Uint8Array.from(draws, (d) => +(d >= holes)) })),
  );

describe('bandBound and walk', () => {
  it('bound the longest path from above and below, whatever the band width', () => {
    fc.assert(
      fc.property(masks, fc.integer({ min: 1, max: 12 }), ({ rows, columns, member }, band) => {
        const longest = frontierAlone(member, rows, columns, 0)?.length ?? 0;
        // The allowance picks the band width: the widest whose tables fit.
        const search = newSearch(rows * columns * (3 << (band + 1)));
        expect(bandBound(search, member, rows, columns)).toBeGreaterThanOrEqual(longest);
        search.left = 100_000;
        const path = walk(search, member, rows, columns, rows * columns);
        expect(path.length).toBeLessThanOrEqual(longest);
        expect(new Set(path).size).toBe(path.length);
        path.forEach((cell, i) => {
          expect(member[cell]).toBe(1);
          if (i === 0) return;
          const before = path[i - 1]!;
          const step =
            Math.abs(Math.floor(cell / columns) - Math.floor(before / columns)) +
            Math.abs((cell % columns) - (before % columns));
          expect(step).toBe(1);
        });
        if (longest > 0) expect(path.length).toBeGreaterThan(0);
      }),
      { numRuns: runs(300), seed: 27 },
    );
  });

  it('are tight on a full rectangle cut into bands', () => {
    const member = new Uint8Array(12 * 12).fill(1);
    const search = newSearch(144 * (3 << 5)); // bands of 4
    expect(bandBound(search, member, 12, 12)).toBe(144);
    search.left = 100_000;
    expect(walk(search, member, 12, 12, 144)).toHaveLength(144);
  });
});
