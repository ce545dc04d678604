/**
 * Longest simple paths in grid graphs, the hard half of scoring a truck
 * (internal). One exact engine, `generalLongest`, for any grid: the cells are
 * split into connected parts; each part with more cells than the best path
 * so far goes to the frontier dynamic programme of `frontier.ts` (time linear
 * in the part's long side, bounded by a relaxed problem solved first). Grids
 * of at most {@link TINY_CELLS} cells keep every answer in a per-shape table
 * indexed by the bitmask of the cells, so a 4×3 truck is a table look-up
 * after the first few thousand loads.
 *
 * @module
 */

import { frontierLongest } from './frontier.js';

/** Grids with at most this many cells use the bitmask table. */
export const TINY_CELLS = 16;

/**
 * A cell of the grid, as apps address it: row from the top, column from the left, from 0.
 *
 * @example
 * ```ts
 * const cell: TruckCellRef = { row: 2, column: 0 }; // bottom-left of a truck
 * ```
 */
export interface TruckCellRef {
  /** The cell's row, from 0 at the top. */
  readonly row: number;
  /** The cell's column, from 0 at the left. */
  readonly column: number;
}

/**
 * Everything that depends only on a grid's size, and scratch buffers (never
 * shared across calls in flight: scoring is synchronous). Cells are numbered
 * row by row. Short names: they survive minification.
 */
export interface GridShape {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  /** Frozen `{ row, column }` of every cell. */
  readonly refs: readonly TruckCellRef[];
  /** Tiny shapes: the cells with a neighbour to the east (not in the last column), to the west (bitmasks). */
  readonly east: number;
  readonly west: number;
  /** Tiny shapes: longest path length + 1 per mask (0: not known yet), and the path. */
  readonly table: Int8Array;
  readonly paths: (readonly TruckCellRef[])[];
  /** Scratch: part labels, cell values, set membership, sequence lengths and links. */
  readonly label: Int32Array;
  readonly values: Float64Array;
  readonly member: Uint8Array;
  readonly chain: Int32Array;
  readonly prev: Int32Array;
}

const shapes = new Map<number, GridShape>();

/** The cells next to `cell` (up, left, right, down). */
export const around = ({ columns, cells }: GridShape, cell: number): number[] =>
  [
    cell - columns,
    cell % columns ? cell - 1 : -1,
    (cell + 1) % columns ? cell + 1 : -1,
    cell + columns,
  ].filter((other) => other >= 0 && other < cells);

/** The cached {@link GridShape} of a `rows × columns` grid. */
export function gridShape(rows: number, columns: number): GridShape {
  const key = rows * 65_536 + columns;
  let shape = shapes.get(key);
  if (!shape) {
    if (shapes.size > 63) shapes.clear();
    const cells = rows * columns;
    const tiny = cells <= TINY_CELLS;
    const refs: TruckCellRef[] = [];
    let east = 0;
    for (let i = 0; i < cells; i++) {
      const row = (i / columns) | 0;
      const column = i % columns;
      if (column < columns - 1) east |= 1 << i;
      refs.push(Object.freeze({ row, column }));
    }
    shape = {
      rows,
      columns,
      cells,
      refs: Object.freeze(refs),
      east,
      west: east << 1,
      table: new Int8Array(tiny ? 1 << cells : 0),
      paths: [],
      label: new Int32Array(cells),
      values: new Float64Array(cells),
      member: new Uint8Array(cells),
      chain: new Int32Array(cells),
      prev: new Int32Array(cells),
    };
    shapes.set(key, shape);
  }
  return shape;
}

/**
 * The length of the longest path through cells of `mask` (a tiny shape), from
 * the table, solving it (and its path, `shape.paths[mask]`) on first request.
 */
export function tinyLongest(shape: GridShape, mask: number): number {
  let known = shape.table[mask]!;
  if (known === 0) {
    const members: number[] = [];
    const member = shape.member;
    for (let cell = 0; cell < shape.cells; cell++) {
      member[cell] = (mask >>> cell) & 1;
      if (member[cell]) members.push(cell);
    }
    const path = generalLongest(shape, member, members);
    member.fill(0);
    shape.paths[mask] = Object.freeze(path.map((cell) => shape.refs[cell]!));
    known = shape.table[mask] = path.length + 1;
  }
  return known - 1;
}

/**
 * The connected parts of the cells `members` (`inSet` marks them with 1),
 * largest first, labelled in `shape.label` (until the next call).
 */
function findParts(shape: GridShape, inSet: Uint8Array, members: readonly number[]): number[][] {
  const label = shape.label;
  label.fill(0);
  const parts: number[][] = [];
  for (const first of members) {
    if (label[first]) continue;
    const id = parts.length + 1;
    const cells = [first];
    label[first] = id;
    for (let head = 0; head < cells.length; head++) {
      for (const other of around(shape, cells[head]!)) {
        if (inSet[other] === 1 && !label[other]) {
          label[other] = id;
          cells.push(other);
        }
      }
    }
    parts.push(cells);
  }
  return parts.sort((x, y) => y.length - x.length);
}

/**
 * The longest path through the cells `members` (a list of cell numbers;
 * `inSet` marks them with 1), any grid size: cell numbers in order. Each
 * connected part, largest first, while it has more cells than the best path
 * so far: the frontier DP over the part's bounding box (`frontierLongest`),
 * asked for a path longer than the best so far.
 *
 * `known` keeps the longest path of every part whose cells all hold one
 * value of `shape.values`, by its first cell: such a part is the same
 * whatever set it was found in (jokers reuse them across values).
 */
export function generalLongest(
  shape: GridShape,
  inSet: Uint8Array,
  members: readonly number[],
  known?: Map<number, number[]>,
): number[] {
  const values = shape.values;
  let best: number[] = [];
  for (const cells of findParts(shape, inSet, members)) {
    if (cells.length <= best.length) break;
    const first = Math.min(...cells);
    const pure = known && cells.every((cell) => values[cell] === values[first]);
    let found = pure ? known.get(first) : undefined;
    if (!found) {
      found = frontierPart(shape, cells, pure ? 0 : best.length) ?? [];
      if (pure) known.set(first, found);
    }
    if (found.length > best.length) best = found;
  }
  return best;
}

/** The frontier DP over the bounding box of `cells`, its narrow side across: a path longer than `atLeast`, if any. */
function frontierPart(shape: GridShape, cells: readonly number[], atLeast: number): number[] | undefined {
  const columns = shape.columns;
  const rows = cells.map((cell) => (cell / columns) | 0);
  const cols = cells.map((cell) => cell % columns);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  const tall = Math.max(...rows) - top + 1;
  const wide = Math.max(...cols) - left + 1;
  // Sweep along the long side: local rows run along it, local columns across the narrow side.
  const flip = wide > tall;
  const across = flip ? tall : wide;
  const member = new Uint8Array(tall * wide);
  const global: number[] = [];
  cells.forEach((cell, k) => {
    const local = flip
      ? (cols[k]! - left) * across + rows[k]! - top
      : (rows[k]! - top) * across + cols[k]! - left;
    member[local] = 1;
    global[local] = cell;
  });
  const along = (tall * wide) / across;
  return frontierLongest(member, along, across, atLeast)?.map((local) => global[local]!);
}
