/**
 * Longest simple paths in grid graphs, the hard half of scoring a truck
 * (internal). One exact engine, `generalLongest`, for any grid: the cells are
 * split into connected parts; each part whose upper bound can still beat the
 * best path so far goes to the frontier dynamic programme of `frontier.ts`
 * (time linear in the part's long side), first with a bar just under the
 * part's upper bound, where it prunes hardest, then lower bars; a part that
 * fills its bounding box is a snake. Grids of at most {@link TINY_CELLS}
 * cells keep every answer in a per-shape table indexed by the bitmask of the
 * cells, so a 4×3 truck is a table look-up after the first few thousand
 * loads.
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
 * A connected part of a set of cells (labelled in `shape.label`): its cells
 * and an upper bound on its longest path (see {@link findParts}).
 */
interface Part {
  readonly cells: number[];
  readonly bound: number;
}

/**
 * The connected parts of the cells `members` (`inSet` marks them with 1),
 * largest first, labelled in `shape.label` (until the next call). A part's
 * bound: a path alternates the chessboard's colours (at most `2 min + 1`
 * cells, or all if balanced), and uses at most two cells with one neighbour.
 */
function findParts(shape: GridShape, inSet: Uint8Array, members: readonly number[]): Part[] {
  const { label, columns } = shape;
  label.fill(0);
  const parts: Part[] = [];
  for (const first of members) {
    if (label[first]) continue;
    const id = parts.length + 1;
    const cells = [first];
    label[first] = id;
    let ends = 0;
    let even = 0;
    for (let head = 0; head < cells.length; head++) {
      const cell = cells[head]!;
      even += (((cell / columns) | 0) + (cell % columns)) & 1 ? 0 : 1;
      let degree = 0;
      for (const other of around(shape, cell)) {
        if (inSet[other] !== 1) continue;
        degree++;
        if (!label[other]) {
          label[other] = id;
          cells.push(other);
        }
      }
      if (degree === 1) ends++;
    }
    const size = cells.length;
    const odd = size - even;
    const parity = even === odd ? size : 2 * Math.min(even, odd) + 1;
    parts.push({ cells, bound: Math.min(parity, size - Math.max(0, ends - 2)) });
  }
  return parts.sort((x, y) => y.cells.length - x.cells.length);
}

/**
 * The longest path through the cells `members` (a list of cell numbers;
 * `inSet` marks them with 1), any grid size: cell numbers in order. Each
 * connected part, largest first, unless its upper bound cannot beat the best
 * path so far: the frontier DP over the part's bounding box, first with a bar
 * just under the part's upper bound (it prunes hardest), then bars 2, 4, 8, …
 * below it, down to the best path so far, until one is beaten.
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
  for (const part of findParts(shape, inSet, members)) {
    const { cells, bound } = part;
    if (cells.length <= best.length) break;
    if (bound <= best.length) continue;
    const first = Math.min(...cells);
    const pure = known && cells.every((cell) => values[cell] === values[first]);
    let found = pure ? known.get(first) : undefined;
    if (!found) {
      // The DP with a bar just under the upper bound prunes hardest: try bars further down until one is beaten.
      const floor = pure ? 0 : best.length;
      found = [];
      for (let gap = 1; !found.length; gap *= 2) {
        const bar = Math.max(floor, bound - gap);
        found = frontierPart(shape, cells, bar) ?? [];
        if (bar === floor) break;
      }
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
  // A full rectangle: a snake takes every cell.
  const path =
    cells.length === tall * wide
      ? Array.from({ length: tall * wide }, (_, k) => {
          const row = (k / across) | 0;
          return row & 1 ? (row + 1) * across - 1 - (k % across) : k;
        })
      : frontierLongest(member, along, across, atLeast);
  return path?.map((local) => global[local]!);
}
