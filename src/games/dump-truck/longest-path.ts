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

import { allowance, FRONTIER_MAX_WIDTH, frontierLongest, relax, spend, upper } from './frontier.js';

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
    const { path } = generalLongest(shape, member, members);
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

/** A longest-path answer: a path (cell numbers in order) and a proven bound on the longest. */
export interface Found {
  readonly path: number[];
  readonly upper: number;
}

/**
 * The longest path through the cells `members` (a list of cell numbers;
 * `inSet` marks them with 1), any grid size, and a proven bound on its
 * length (the path's length when it is known to be the longest). Each
 * connected part, largest first, while it has more cells than the best path
 * so far: see {@link solvePart}. The bound is the best path's length or the
 * largest bound of a part searched (a part not searched has no more cells
 * than the best path).
 *
 * `known` keeps the answer of every part whose cells all hold one value of
 * `shape.values`, by its first cell: such a part is the same whatever set it
 * was found in (jokers reuse them across values).
 */
export function generalLongest(
  shape: GridShape,
  inSet: Uint8Array,
  members: readonly number[],
  known?: Map<number, Found>,
): Found {
  const values = shape.values;
  let best: number[] = [];
  let most = 0;
  for (const cells of findParts(shape, inSet, members)) {
    if (cells.length <= best.length) break;
    let first = cells[0]!;
    let pure = !!known;
    for (const cell of cells) {
      if (cell < first) first = cell;
      if (values[cell] !== values[cells[0]!]) pure = false;
    }
    let found = pure ? known!.get(first) : undefined;
    if (!found) {
      found = solvePart(shape, cells, pure ? 0 : best.length);
      if (pure) known!.set(first, found);
    }
    if (found.path.length > best.length) best = found.path;
    if (found.upper > most) most = found.upper;
  }
  return { path: best, upper: most > best.length ? most : best.length };
}

/**
 * One connected part, over its bounding box with the narrow side across: a
 * path longer than `atLeast` if it finds one, and a bound. Where the frontier
 * engine fits (narrow side at most {@link FRONTIER_MAX_WIDTH}, its relaxed
 * table within the allowance), the frontier DP: exact unless the
 * allowance runs out. Otherwise a walk improved while the allowance lasts
 * ({@link walk}), bounded by {@link bandBound}.
 */
function solvePart(shape: GridShape, cells: readonly number[], atLeast: number): Found {
  const columns = shape.columns;
  let top = shape.rows;
  let left = columns;
  let bottom = 0;
  let right = 0;
  for (const cell of cells) {
    const r = (cell / columns) | 0;
    const c = cell - r * columns;
    if (r < top) top = r;
    if (r > bottom) bottom = r;
    if (c < left) left = c;
    if (c > right) right = c;
  }
  const tall = bottom - top + 1;
  const wide = right - left + 1;
  // Sweep along the long side: local rows run along it, local columns across the narrow side.
  const flip = wide > tall;
  const across = flip ? tall : wide;
  const along = (tall * wide) / across;
  const member = new Uint8Array(tall * wide);
  const global = new Int32Array(tall * wide);
  for (const cell of cells) {
    const r = ((cell / columns) | 0) - top;
    const c = (cell % columns) - left;
    const local = flip ? c * across + r : r * across + c;
    member[local] = 1;
    global[local] = cell;
  }
  const toGlobal = (path: number[]) => path.map((local) => global[local]!);
  const relaxed =
    across <= FRONTIER_MAX_WIDTH ? relax(member, along, across, undefined, true, allowance.start) : null;
  if (relaxed) {
    const path = frontierLongest(member, along, across, atLeast, undefined, relaxed);
    return { path: path ? toGlobal(path) : [], upper };
  }
  const bound = bandBound(member, along, across);
  const path = walk(member, along, across, bound);
  return { path: toGlobal(path), upper: bound };
}

/**
 * A bound on the longest path of a part too wide (or too costly) for the
 * frontier engine's table: the part is cut into bands of `b` columns, each
 * given to the relaxed problem of `frontier.ts` with a free edge at each cell
 * next to a marked cell of another band (a path's pieces in a band end there
 * or at the path's two ends), and the bands' bounds added, sharing the two
 * ends. `b` is the widest (at most 12) whose tables could fit the
 * allowance (every plug set counted), at least 1. Also at most the part's cells, and at most twice its
 * fewer chessboard colour plus one (a path alternates colours).
 */
export function bandBound(member: Uint8Array, height: number, width: number): number {
  const cells = height * width;
  let b = width < 12 ? width : 12;
  while (b > 1 && cells * (3 << (b + 1)) > allowance.start) b--;
  let base = 0;
  let twoEnds = 0;
  let oneEnd = 0;
  let secondEnd = 0;
  for (let from = 0; from < width; from += b) {
    const w = from + b > width ? width - from : b;
    const band = new Uint8Array(height * w);
    const free = new Uint8Array(height * w);
    for (let i = 0; i < height; i++) {
      for (let j = 0; j < w; j++) {
        const at = i * width + from + j;
        band[i * w + j] = member[at]!;
        free[i * w + j] =
          (j === 0 && from > 0 ? member[at - 1]! : 0) +
          (j === w - 1 && from + w < width ? member[at + 1]! : 0);
      }
    }
    const R = relax(band, height, w, free, false)!;
    base += R[0]! - 1;
    const two = R[2]! - R[0]!;
    const one = R[1]! - R[0]!;
    if (two > twoEnds) twoEnds = two;
    if (one > oneEnd) [oneEnd, secondEnd] = [one, oneEnd];
    else if (one > secondEnd) secondEnd = one;
  }
  let colours = 0;
  let count = 0;
  for (let t = 0; t < cells; t++) {
    if (member[t]) {
      count++;
      const i = (t / width) | 0;
      colours += (i + t - i * width) & 1 ? 1 : -1;
    }
  }
  const fewer = (count - Math.abs(colours)) / 2;
  return Math.min(base + Math.max(twoEnds, oneEnd + secondEnd), count, 2 * fewer + 1);
}

/**
 * A long path through the marked cells, for parts the frontier engine cannot
 * take: from each start in turn (dead ends first), a greedy walk to the
 * neighbour with the fewest free neighbours, then improved until nothing
 * helps — detours (an edge of the path beside two free cells takes them in),
 * both ends extended, and ends rotated (Pósa) to a cell with a free
 * neighbour. Stops at `enough` cells or when the allowance runs out (after
 * the first walk at least); deterministic.
 */
export function walk(member: Uint8Array, height: number, width: number, enough: number): number[] {
  const cells = height * width;
  const at = new Int32Array(cells);
  const near = (c: number, k: number): number => {
    const o =
      k === 0
        ? c - width
        : k === 1
          ? c + width
          : k === 2
            ? c % width
              ? c - 1
              : -1
            : (c + 1) % width
              ? c + 1
              : -1;
    return o >= 0 && o < cells && member[o] ? o : -1;
  };
  const freeAround = (c: number): number => {
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const o = near(c, k);
      if (o >= 0 && at[o]! < 0) n++;
    }
    return n;
  };
  const starts: number[] = [];
  for (let degree = 0; degree < 5; degree++) {
    for (let c = 0; c < cells; c++) {
      if (!member[c]) continue;
      let d = 0;
      for (let k = 0; k < 4; k++) d += +(near(c, k) >= 0);
      if (d === degree) starts.push(c);
    }
  }
  const seen = new Int32Array(cells);
  const from = new Int32Array(cells);
  let stamp = 0;
  let best: number[] = [];
  let tried = 0;
  for (const start of starts) {
    // Without an allowance (tests, benchmarks), a few starts.
    if (allowance.start === Number.POSITIVE_INFINITY && tried++ >= 32) break;
    at.fill(-1);
    let path = [start];
    at[start] = 0;
    const index = () => {
      for (let i = 0; i < path.length; i++) at[path[i]!] = i;
    };
    const extend = (): boolean => {
      let grew = false;
      for (;;) {
        const end = path[path.length - 1]!;
        let next = -1;
        let fewest = 5;
        for (let k = 0; k < 4; k++) {
          const o = near(end, k);
          if (o >= 0 && at[o]! < 0) {
            // A dead end last: it would end the walk.
            const f = freeAround(o) || 4;
            if (f < fewest) [next, fewest] = [o, f];
          }
        }
        if (next < 0) return grew;
        at[next] = path.length;
        path.push(next);
        grew = true;
      }
    };
    const rotate = (): boolean => {
      // A neighbour of the end at index i: reversing path[i + 1..] makes path[i + 1] the end.
      const end = path[path.length - 1]!;
      for (let k = 0; k < 4; k++) {
        const o = near(end, k);
        const i = o < 0 ? -1 : at[o]!;
        if (i < 0 || i >= path.length - 2 || !freeAround(path[i + 1]!)) continue;
        path = [...path.slice(0, i + 1), ...path.slice(i + 1).reverse()];
        index();
        return extend();
      }
      return false;
    };
    const bypass = (): boolean => {
      // Beside an edge a–b, a way through free cells from a neighbour of a to a neighbour of b
      // (breadth first, at most 256 cells each) goes in between.
      for (let i = 0; i + 1 < path.length; i++) {
        const a = path[i]!;
        const b = path[i + 1]!;
        for (let k = 0; k < 4; k++) {
          const c = near(a, k);
          if (c < 0 || at[c]! >= 0) continue;
          stamp++;
          seen[c] = stamp;
          from[c] = -1;
          const queue = [c];
          for (let h = 0; h < queue.length && h < 256; h++) {
            const x = queue[h]!;
            for (let q = 0; q < 4; q++) {
              const y = near(x, q);
              if (y === b && x !== c) {
                const way: number[] = [];
                for (let z = x; z >= 0; z = from[z]!) way.unshift(z);
                path.splice(i + 1, 0, ...way);
                index();
                return true;
              }
              if (y >= 0 && at[y]! < 0 && seen[y] !== stamp) {
                seen[y] = stamp;
                from[y] = x;
                queue.push(y);
              }
            }
          }
          spend(queue.length * 2);
        }
      }
      return false;
    };
    for (let grew = true; grew; ) {
      spend(path.length * 4);
      grew = extend();
      path.reverse();
      index();
      grew = extend() || grew;
      // Detours: beside the edge a–b, free cells c (next to a) and d (next to b) go in between.
      const longer: number[] = [];
      for (let i = 0; i < path.length; i++) {
        const a = path[i]!;
        longer.push(a);
        const b = path[i + 1] ?? -1;
        if (b < 0) continue;
        for (let k = 0; k < 4; k++) {
          const c = near(a, k);
          const d = near(b, k);
          if (c >= 0 && d >= 0 && c !== b && d !== a && at[c]! < 0 && at[d]! < 0) {
            longer.push(c, d);
            at[c] = at[d] = 0;
            grew = true;
            break;
          }
        }
      }
      path = longer;
      index();
      if (!grew) {
        grew = rotate();
        if (!grew) {
          path.reverse();
          index();
          grew = rotate() || bypass();
        }
      }
      if (path.length >= enough || allowance.left < 0) break;
    }
    if (path.length > best.length) best = path;
    if (best.length >= enough || spend(0)) break;
  }
  return best;
}
