import { describe, expect, it } from 'vitest';
import { makeTile, playOut, randomBot } from '../../../src/core/index.js';
import {
  type DumpTruckPlacement,
  type DumpTruckState,
  dumpTruck,
  greedyDumpTruckBot,
} from '../../../src/games/dump-truck/index.js';
import {
  gridOrigin,
  openSpots,
  spotCells,
  spotViolation,
  truckGrid,
} from '../../../src/games/dump-truck/truck.js';

const h = (row: number, column: number): DumpTruckPlacement => ({
  tile: makeTile(1, 2),
  row,
  column,
  orientation: 'horizontal',
  flipped: false,
});

describe('truck geometry', () => {
  it('puts the second cell right of or below the first', () => {
    expect(spotCells({ row: 1, column: 2, orientation: 'horizontal' })).toEqual([1, 2, 1, 3]);
    expect(spotCells({ row: 1, column: 2, orientation: 'vertical' })).toEqual([1, 2, 2, 2]);
  });

  it('draws a load as a 3×4 grid, low end first unless flipped', () => {
    const load: DumpTruckPlacement[] = [
      { tile: makeTile(6, 3), row: 0, column: 0, orientation: 'horizontal', flipped: false },
      { tile: makeTile(6, 3), row: 1, column: 3, orientation: 'vertical', flipped: true },
    ];
    expect(truckGrid(load)).toEqual([
      [3, 6, null, null],
      [null, null, null, 6],
      [null, null, null, 3],
    ]);
    expect(truckGrid([])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ]);
  });

  it('counts the open spots: 17 in an empty template, 2 in an empty loose truck', () => {
    expect(openSpots([], true)).toHaveLength(17);
    expect(openSpots([], false)).toEqual([
      { row: 0, column: 0, orientation: 'horizontal' },
      { row: 0, column: 0, orientation: 'vertical' },
    ]);
  });

  it('lets a loose load grow in every direction until it spans 4 columns or 3 rows', () => {
    const one = [h(0, 0)];
    const spots = openSpots(one, false);
    // Left, right, above and below a lone horizontal domino.
    expect(spots).toContainEqual({ row: 0, column: -2, orientation: 'horizontal' });
    expect(spots).toContainEqual({ row: -2, column: 0, orientation: 'vertical' });
    expect(spots).toContainEqual({ row: 0, column: 2, orientation: 'horizontal' });
    const wide = [h(0, 0), h(0, 2)];
    expect(spotViolation(wide, { row: 0, column: -2, orientation: 'horizontal' }, false)?.code).toBe(
      'outside-truck',
    );
    expect(spotViolation(wide, { row: 1, column: 1, orientation: 'vertical' }, false)).toBeNull();
    expect(spotViolation(wide, { row: -1, column: 0, orientation: 'vertical' }, false)?.code).toBe(
      'cell-taken',
    );
  });

  it('every open spot is accepted and every other spot in range is refused', () => {
    const load = [h(0, 1), { ...h(1, 1), orientation: 'vertical' as const }];
    for (const template of [false, true]) {
      const open = new Set(openSpots(load, template).map((s) => JSON.stringify(s)));
      for (let row = -4; row < 5; row++) {
        for (let column = -5; column < 6; column++) {
          for (const orientation of ['horizontal', 'vertical'] as const) {
            const spot = { row, column, orientation };
            expect(spotViolation(load, spot, template) === null).toBe(open.has(JSON.stringify(spot)));
          }
        }
      }
    }
  });

  it('draws a loose load from its top-left without moving its coordinates (ruling 10, changed in R2)', () => {
    const load = [h(0, 0), { ...h(-1, -1), orientation: 'vertical' as const }];
    expect(gridOrigin(load)).toEqual({ row: -1, column: -1 });
    expect(truckGrid(load)).toEqual([
      [1, null, null, null],
      [2, 1, 2, null],
      [null, null, null, null],
    ]);
    expect(load.map((p) => [p.row, p.column])).toEqual([
      [0, 0],
      [-1, -1],
    ]);
    expect(gridOrigin([h(1, 2)])).toEqual({ row: 0, column: 0 });
  });

  it('lists exactly the spots spotViolation accepts, for every load of random games', () => {
    const loads: { load: readonly DumpTruckPlacement[]; template: boolean }[] = [];
    const seen = new Set<unknown>();
    for (let seed = 0; seed < 16; seed++) {
      const bot = seed % 4 < 2 ? greedyDumpTruckBot() : randomBot(seed);
      playOut(dumpTruck, { seed, template: seed % 2 === 0 }, bot, {
        onMove: (_, next) => {
          const state = next as DumpTruckState;
          for (const load of state.trucks) {
            if (!seen.has(load)) loads.push({ load, template: state.options.template });
            seen.add(load);
          }
        },
      });
    }
    expect(loads.filter((l) => l.load.length >= 4).length).toBeGreaterThan(40);
    for (const { load, template } of loads) {
      const open = new Set(openSpots(load, template).map((s) => JSON.stringify(s)));
      let accepted = 0;
      for (let row = -4; row < 4; row++) {
        for (let column = -5; column < 5; column++) {
          for (const orientation of ['horizontal', 'vertical'] as const) {
            const spot = { row, column, orientation };
            const ok = spotViolation(load, spot, template) === null;
            if (ok) accepted++;
            expect(open.has(JSON.stringify(spot))).toBe(ok);
          }
        }
      }
      expect(open.size).toBe(accepted);
    }
  });
});
