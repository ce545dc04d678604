/**
 * The truck's geometry: its size, the cells of a placement, the load as a
 * grid, where a domino may go (rulings 8–11).
 *
 * @module
 */
import type { Violation } from '../../core/game.js';
import { refused } from './refusals-en.js';
import { TRUCK_CAPACITY, TRUCK_COLUMNS, TRUCK_ROWS } from './shape.js';
import type { DumpTruckPlacement } from './types.js';

export { TRUCK_CAPACITY, TRUCK_COLUMNS, TRUCK_ROWS };

/**
 * Where a domino goes: first cell and orientation (its tile and flip aside).
 *
 * @example
 * ```ts
 * spotCells({ row: 1, column: 2, orientation: 'vertical' }); // [1, 2, 2, 2]: cells (1, 2) and (2, 2)
 * ```
 */
export interface TruckSpot {
  /** Row of the first cell. */
  readonly row: number;
  /** Column of the first cell. */
  readonly column: number;
  /** Where the second cell lies: to the right (`'horizontal'`) or below (`'vertical'`). */
  readonly orientation: 'horizontal' | 'vertical';
}

/** The two cells of a spot, `[row, column, row, column]`. */
export function spotCells(spot: TruckSpot): [number, number, number, number] {
  return spot.orientation === 'horizontal'
    ? [spot.row, spot.column, spot.row, spot.column + 1]
    : [spot.row, spot.column, spot.row + 1, spot.column];
}

/**
 * The load as a 3×4 grid of pip values (`null` = empty), the form
 * `scoreTruck` takes. A load without a template (coordinates relative to its
 * first domino, maybe negative) is drawn from its top-left; a template load
 * (or any load inside rows 0–2 and columns 0–3) is drawn where it stands.
 *
 * @example
 * ```ts
 * truckGrid([{ tile: makeTile(1, 2), row: 0, column: 0, orientation: 'horizontal', flipped: false }]);
 * // [[1, 2, null, null], [null, null, null, null], [null, null, null, null]]
 * ```
 */
export function truckGrid(load: readonly DumpTruckPlacement[]): (number | null)[][] {
  const grid: (number | null)[][] = [];
  for (let r = 0; r < TRUCK_ROWS; r++) grid.push(new Array<number | null>(TRUCK_COLUMNS).fill(null));
  const { row: top, column: left } = gridOrigin(load);
  for (const placed of load) {
    const [r1, c1, r2, c2] = spotCells(placed);
    grid[r1 - top]![c1 - left] = placed.flipped ? placed.tile.high : placed.tile.low;
    grid[r2 - top]![c2 - left] = placed.flipped ? placed.tile.low : placed.tile.high;
  }
  return grid;
}

/**
 * The truck coordinates of the top-left cell of `truckGrid(load)`: row 0,
 * column 0, or the load's top row and left column when it reaches above or
 * left of them (a load without a template, whose coordinates are relative
 * to its first domino).
 */
export function gridOrigin(load: readonly DumpTruckPlacement[]): { row: number; column: number } {
  let row = 0;
  let column = 0;
  for (const placed of load) {
    row = Math.min(row, placed.row);
    column = Math.min(column, placed.column);
  }
  return { row, column };
}

function occupied(load: readonly DumpTruckPlacement[]): Set<number> {
  const cells = new Set<number>();
  for (const placed of load) {
    const [r1, c1, r2, c2] = spotCells(placed);
    cells.add(r1 * 16 + c1);
    cells.add(r2 * 16 + c2);
  }
  return cells;
}

const key = (row: number, column: number): number => row * 16 + column;

/**
 * Why a domino may not go to `spot` in this load, or `null` if it may
 * (rulings 9–11 of `docs/rules/dump-truck.md`): the truck holds fewer than
 * six; the cells are free; next to a domino already there (the first
 * anywhere, which without a template means at row 0, column 0, the anchor its
 * later dominoes are named from); inside the truck: the fixed 3×4 cells with a
 * template, else the whole load fits in 3 rows and 4 columns. Its codes are
 * among `DUMP_TRUCK_CODES` (rules.ts checks it: the `place` rule returns them).
 */
export function spotViolation(
  load: readonly DumpTruckPlacement[],
  spot: TruckSpot,
  template: boolean,
): Violation<'truck-full' | 'outside-truck' | 'first-at-corner' | 'cell-taken' | 'not-adjacent'> | null {
  if (load.length >= TRUCK_CAPACITY) {
    return refused('truck-full');
  }
  const [r1, c1, r2, c2] = spotCells(spot);
  if (template) {
    if (r1 < 0 || c1 < 0 || r2 >= TRUCK_ROWS || c2 >= TRUCK_COLUMNS) {
      return refused('outside-truck');
    }
  } else if (load.length === 0) {
    if (r1 !== 0 || c1 !== 0) {
      return refused('first-at-corner');
    }
  } else {
    const { top, bottom, left, right } = loadExtent(load);
    const rows = Math.max(bottom, r1, r2) - Math.min(top, r1, r2) + 1;
    const columns = Math.max(right, c1, c2) - Math.min(left, c1, c2) + 1;
    if (rows > TRUCK_ROWS || columns > TRUCK_COLUMNS) {
      return refused('outside-truck', {}, 'load');
    }
  }
  const taken = occupied(load);
  if (taken.has(key(r1, c1)) || taken.has(key(r2, c2))) {
    return refused('cell-taken');
  }
  if (load.length > 0) {
    const touches = [
      [r1, c1],
      [r2, c2],
    ].some(([r, c]) =>
      [key(r! - 1, c!), key(r! + 1, c!), key(r!, c! - 1), key(r!, c! + 1)].some((k) => taken.has(k)),
    );
    if (!touches) {
      return refused('not-adjacent');
    }
  }
  return null;
}

/**
 * The rows and columns a load spans (infinite bounds for an empty load):
 * without a template, a load fits while `bottom - top < TRUCK_ROWS` and
 * `right - left < TRUCK_COLUMNS`.
 *
 * @example
 * ```ts
 * loadExtent([{ tile, row: 0, column: 0, orientation: 'vertical', flipped: false }]); // { top: 0, bottom: 1, left: 0, right: 0 }
 * ```
 */
export function loadExtent(load: readonly DumpTruckPlacement[]): {
  top: number;
  bottom: number;
  left: number;
  right: number;
} {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const placed of load) {
    const [a, b, c, d] = spotCells(placed);
    top = Math.min(top, a, c);
    bottom = Math.max(bottom, a, c);
    left = Math.min(left, b, d);
    right = Math.max(right, b, d);
  }
  return { top, bottom, left, right };
}

/**
 * Every spot where a domino may go in this load, top to bottom, left to
 * right, horizontal first: exactly the spots `spotViolation` accepts, checked
 * against the occupied cells and the load's extent worked out once.
 */
export function openSpots(load: readonly DumpTruckPlacement[], template: boolean): TruckSpot[] {
  const spots: TruckSpot[] = [];
  if (load.length >= TRUCK_CAPACITY) return spots;
  const taken = occupied(load);
  const { top, bottom, left, right } = loadExtent(load);
  const touches = (r: number, c: number) =>
    taken.has(key(r - 1, c)) ||
    taken.has(key(r + 1, c)) ||
    taken.has(key(r, c - 1)) ||
    taken.has(key(r, c + 1));
  const loose = !template && load.length > 0;
  const low = loose ? -TRUCK_ROWS : 0;
  const lowColumn = loose ? -TRUCK_COLUMNS : 0;
  for (let row = low; row < TRUCK_ROWS; row++) {
    for (let column = lowColumn; column < TRUCK_COLUMNS; column++) {
      for (const orientation of ['horizontal', 'vertical'] as const) {
        const r2 = orientation === 'horizontal' ? row : row + 1;
        const c2 = orientation === 'horizontal' ? column + 1 : column;
        if (template) {
          if (r2 >= TRUCK_ROWS || c2 >= TRUCK_COLUMNS) continue;
        } else if (load.length === 0) {
          if (row !== 0 || column !== 0) continue;
        } else if (
          Math.max(bottom, r2) - Math.min(top, row) + 1 > TRUCK_ROWS ||
          Math.max(right, c2) - Math.min(left, column) + 1 > TRUCK_COLUMNS
        ) {
          continue;
        }
        if (taken.has(key(row, column)) || taken.has(key(r2, c2))) continue;
        if (load.length > 0 && !touches(row, column) && !touches(r2, c2)) continue;
        spots.push({ row, column, orientation });
      }
    }
  }
  return spots;
}
