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

import {
  FRONTIER_MAX_WIDTH,
  frontierLongest,
  NO_LIMIT,
  newSearch,
  relax,
  type Search,
  spend,
} from './frontier.js';

/** Grids with at most this many cells use the bitmask table. */
export const TINY_CELLS = 16;

/**
 * A cell of the grid, as apps address it: row from the top, column from the left, from 0.
 *
 * @example
 * ```ts
 * scoreTruck([[1, 1, 1]]).chains[0]!.cells; // e.g. [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }]
 * ```
 */
export interface TruckCellRef {
  /** The cell's row, from 0 at the top. */
  readonly row: number;
  /** The cell's column, from 0 at the left. */
  readonly column: number;
}

/**
 * Everything that depends only on a grid's size (cached, shared by every
 * call: none of it changes once made but the tiny table, which only ever
 * learns answers). Cells are numbered row by row. Short names: they survive
 * minification.
 */
export interface GridShape {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  /** Frozen `{ row, column }` of every cell. */
  readonly refs: readonly TruckCellRef[];
  /** Tiny shapes: the cells with a neighbour to the east (not in the last column), as a bitmask. */
  readonly east: number;
  /** Tiny shapes: longest path length + 1 per mask (0: not known yet), and the path. */
  readonly table: Int8Array;
  readonly paths: (readonly TruckCellRef[])[];
}

/**
 * One scoring call's context: the grid's shape, its values, and the call's
 * search (allowance and bound). Made by the call and passed down to every
 * step: no two calls share one, and nothing of a call outlives it.
 */
export interface Scoring {
  /** The grid's shape. */
  readonly shape: GridShape;
  /** Cell values (-1: empty). */
  readonly values: readonly number[];
  /** Tiny grids: the bitmask of the cells of each value below 256 (a hole: none). */
  readonly masks: readonly number[];
  /** The grid's largest value (-1: none). */
  readonly top: number;
  /** The search's allowance and bound. */
  readonly search: Search;
}

const shapes = new Map<number, GridShape>();
/** The shape asked for last (most calls ask for the same). */
let last: GridShape | undefined;

/** The cell next to `cell` up, left, right or down (`k` = 0…3), or -1 past the grid's edge. */
export function near({ columns, cells }: GridShape, cell: number, k: number): number {
  const other =
    k % 3
      ? cell % columns === (k & 1 ? 0 : columns - 1)
        ? -1
        : cell + (k & 1 ? -1 : 1)
      : cell + (k ? columns : -columns);
  return other >= 0 && other < cells ? other : -1;
}

/** The cached {@link GridShape} of a `rows × columns` grid. */
export function gridShape(rows: number, columns: number): GridShape {
  if (last?.rows === rows && last.columns === columns) return last;
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
      refs,
      east,
      table: new Int8Array(tiny ? 1 << cells : 0),
      paths: [],
    };
    shapes.set(key, shape);
  }
  last = shape;
  return shape;
}

/**
 * Solves the longest path through the cells of `mask` (a tiny shape) not
 * in the table yet: its length, kept in the table (+ 1) with its path.
 */
export function tinyLongest(shape: GridShape, mask: number): number {
  const member = new Uint8Array(shape.cells);
  const members: number[] = [];
  for (let cell = 0; cell < shape.cells; cell++) {
    member[cell] = (mask >>> cell) & 1;
    if (member[cell]) members.push(cell);
  }
  // (No values: the known parts of one value are not asked for.)
  const [path] = generalLongest({ shape, search: newSearch() } as Scoring, member, members);
  shape.paths[mask] = Object.freeze(path.map((cell) => shape.refs[cell]!));
  shape.table[mask] = path.length + 1;
  return path.length;
}

/**
 * The connected parts of the cells `members` (`inSet` marks them with 1;
 * each is marked 2 as it is reached), largest first, each part's cells in
 * the order reached from its first member in `members`.
 */
function findParts(shape: GridShape, inSet: Uint8Array, members: readonly number[]): number[][] {
  const parts: number[][] = [];
  for (const first of members) {
    if (inSet[first] !== 1) continue;
    const cells = [first];
    inSet[first] = 2;
    for (let head = 0; head < cells.length; head++) {
      for (let k = 0; k < 4; k++) {
        const other = near(shape, cells[head]!, k);
        if (inSet[other] === 1) {
          inSet[other] = 2;
          cells.push(other);
        }
      }
    }
    parts.push(cells);
  }
  return parts.sort((x, y) => y.length - x.length);
}

/** A longest-path answer: a path (cell numbers in order) and a proven bound on the longest. */
export type Found = readonly [path: number[], upper: number];

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
 * was found in (jokers reuse them across values). Its first cell is its
 * lowest when `members` lists each value's cells in increasing order (the
 * scorer lists a value's, then the blanks').
 */
export function generalLongest(
  scoring: Scoring,
  inSet: Uint8Array,
  members: readonly number[],
  known?: Map<number, Found>,
): Found {
  const { shape, values } = scoring;
  let best: number[] = [];
  let most = 0;
  for (const cells of findParts(shape, inSet, members)) {
    if (cells.length <= best.length) break;
    const first = cells[0]!;
    const pure = !!known && cells.every((cell) => values[cell] === values[first]);
    let found = pure && known!.get(first);
    if (!found) {
      found = solvePart(scoring, cells, pure ? 0 : best.length);
      if (pure) known!.set(first, found);
    }
    if (found[0].length > best.length) best = found[0];
    if (found[1] > most) most = found[1];
  }
  return [best, most > best.length ? most : best.length];
}

/**
 * One connected part, over its bounding box with the narrow side across: a
 * path longer than `atLeast` if it finds one, and a bound. Where the frontier
 * engine fits (narrow side at most {@link FRONTIER_MAX_WIDTH}, its relaxed
 * table within the allowance), the frontier DP: exact unless the
 * allowance runs out. Otherwise a bound by {@link bandBound}. Whenever the
 * path is not proven the longest, also a walk improved while the allowance
 * lasts ({@link walk}); the longer stands.
 */
function solvePart({ shape, search }: Scoring, cells: readonly number[], atLeast: number): Found {
  const columns = shape.columns;
  // The bounding box.
  let top = shape.rows;
  let left = columns;
  let bottom = 0;
  let right = 0;
  for (const cell of cells) {
    const r = (cell / columns) | 0;
    const c = cell % columns;
    if (r < top) top = r;
    if (r > bottom) bottom = r;
    if (c < left) left = c;
    if (c > right) right = c;
  }
  const tall = bottom - top + 1;
  const wide = right - left + 1;
  // The holes first: in a search without an allowance, a part larger than a tiny grid is swept from the end
  // and the side of its box where the holes lean (`dr`, `dc` > 0: its cells lean to the top, the left; a
  // square box along the axis where they lean most). Holes met early rule out partial paths before they
  // multiply: on grids 11 or 12 across, up to 30 times fewer states. (With an allowance the beam and the
  // walk decide more than the proof: there it left the bounds no closer, so those answers stay as they were.)
  let dr = 0;
  let dc = 0;
  for (const cell of cells.length > TINY_CELLS && search.start === NO_LIMIT ? cells : []) {
    dr += top + bottom - 2 * ((cell / columns) | 0);
    dc += left + right - 2 * (cell % columns);
  }
  // Sweep along the long side: local rows run along it, local columns across the narrow side.
  const flip = tall === wide ? dc * dc > dr * dr : wide > tall;
  const across = flip ? tall : wide;
  const along = flip ? wide : tall;
  const member = new Uint8Array(tall * wide);
  const global = new Int32Array(tall * wide);
  /** Cells of one colour of the chessboard (any colouring: the bound below is symmetric). */
  let odd = 0;
  for (const cell of cells) {
    const row = (cell / columns) | 0;
    const r = dr > 0 ? bottom - row : row - top;
    const c = dc > 0 ? right - (cell % columns) : (cell % columns) - left;
    const local = flip ? c * across + r : r * across + c;
    member[local] = 1;
    global[local] = cell;
    odd += (r + c) & 1;
  }
  // The colours' bound (a path alternates the chessboard's colours) and a first path, for parts larger than
  // a tiny grid (whose chains stay the frontier engine's): a snake along the rows of a full box (every cell,
  // at once), walks through a nearly full one from up to 8 starts (its bound is near: on grids 12 across a
  // walk from one of 8 starts often meets it, sparing the relaxed table, about 3.6 million entries; a start
  // costs about 1 ms there, so where no walk can meet the bound, more starts only cost: the bench's 2,112
  // grids 11 or 12 across took 11.2–12.5 s in all with 2 starts, 9.3–11.3 s with 8, 16.2 s with 32). If
  // the path meets the bound, that is all.
  const even = cells.length - odd;
  let bound = 2 * (odd < even ? odd : even) + +(odd !== even);
  let path =
    cells.length <= TINY_CELLS || bound <= atLeast
      ? []
      : cells.length === member.length
        ? Array.from(member, (_, t) => t + ((t / across) & 1 && across - 1 - 2 * (t % across)))
        : cells.length * 10 > member.length * 9
          ? walk(search, member, along, across, bound, 8)
          : [];
  if (path.length < bound && bound > atLeast) {
    const relaxed = across <= FRONTIER_MAX_WIDTH ? relax(search, member, along, across, search.start) : null;
    const longer =
      relaxed && frontierLongest(member, along, across, Math.max(atLeast, path.length), search, relaxed);
    if (longer) path = longer;
    // (The colours' bound stands where it is lower: neither the relaxed problem nor the bands know it. The
    // frontier's bound is never below a path: it bounds every path of the part.)
    bound = Math.min(bound, relaxed ? search.upper : bandBound(search, member, along, across));
    // Not proven: a walk may still find longer (a beam can be cut before any of its paths ends).
    if (bound > path.length && bound > atLeast) {
      const walked = walk(search, member, along, across, bound);
      if (walked.length > path.length) path = walked;
    }
  }
  return [path.map((local) => global[local]!), bound];
}

/**
 * A bound on the longest path of a part too wide (or too costly) for the
 * frontier engine's table: the part is cut into bands of `b` columns, each
 * given to the relaxed problem of `frontier.ts` with a free edge at each cell
 * next to a marked cell of another band (a path's pieces in a band end there
 * or at the path's two ends), and the bands' bounds added, sharing the two
 * ends. `b` is the widest (at most 12) whose tables could fit the allowance
 * (every plug set counted), at least 1.
 */
export function bandBound(search: Search, member: Uint8Array, height: number, width: number): number {
  let b = width < 12 ? width : 12;
  while (b > 1 && member.length * (3 << (b + 1)) > search.start) b--;
  // The bands' cells without ends, the most two ends add in a band, the most one end adds in two.
  let base = 0;
  let two = 0;
  let one = 0;
  let second = 0;
  for (let from = 0; from < width; from += b) {
    const w = Math.min(b, width - from);
    const band = new Uint8Array(height * w);
    const free = new Uint8Array(height * w);
    for (let t = 0; t < band.length; t++) {
      const at = t + ((t / w) | 0) * (width - w) + from;
      const j = t % w;
      band[t] = member[at]!;
      free[t] = (j || !from ? 0 : member[at - 1]!) + (j < w - 1 || from + w === width ? 0 : member[at + 1]!);
    }
    const R = relax(search, band, height, w, NO_LIMIT, free)!;
    const end = R[1]! - R[0]!;
    base += R[0]! - 1;
    two = Math.max(two, R[2]! - R[0]!);
    if (end > one) [one, second] = [end, one];
    else if (end > second) second = end;
  }
  return base + Math.max(two, one + second);
}

/**
 * A long path through the marked cells, for parts the frontier engine cannot
 * take (or could not finish): from each start in turn (dead ends first), a
 * greedy walk, then improved until nothing helps: both ends extended, and
 * beside each edge a–b of the path, the shortest way through free cells from
 * a neighbour of a to a neighbour of b (breadth first, at most 256 cells
 * looked at) goes in between. The greedy step takes the free neighbour whose
 * free cells reach the most cells (where stepping splits them), then the one
 * with the fewest free neighbours (a dead end last). Stops at `enough` cells
 * (at most `starts` starts) or when the allowance runs out (after the first walk at least);
 * deterministic.
 */
export function walk(
  search: Search,
  member: Uint8Array,
  height: number,
  width: number,
  enough: number,
  starts = search.start < NO_LIMIT ? NO_LIMIT : 32,
): number[] {
  const size = height * width;
  /** 1 on the path's cells, and at `size`, which stands for no neighbour. */
  const on = new Uint8Array(size + 1);
  const seen = new Int32Array(size);
  const from = new Int32Array(size);
  let stamp = 0;
  on[size] = 1;
  /** The marked neighbour of `c` up, down, left, right (k = 0…3), or `size`. */
  const marked = (c: number, k: number): number => {
    const o =
      k < 2 ? c + (k ? width : -width) : c % width === (k & 1 ? width - 1 : 0) ? -1 : c + (k & 1 ? 1 : -1);
    return member[o] ? o : size;
  };
  /** Marked neighbours of `c` off the path. */
  const free = (c: number): number => {
    let n = 0;
    for (let k = 0; k < 4; k++) n += 1 - on[marked(c, k)]!;
    return n;
  };
  /**
   * Breadth first from `c` through cells off the path, at most `reach` cells: the first cell seen
   * next to `b` (`from` leads back to `c`), or -1 and the number of cells seen, negated, less 1.
   */
  const flood = (c: number, b: number, reach: number): number => {
    seen[c] = ++stamp;
    from[c] = -1;
    const queue = [c];
    for (let h = 0; h < queue.length && h < reach; h++) {
      for (let q = 0; q < 4; q++) {
        const y = marked(queue[h]!, q);
        if (y === b) return queue[h]!;
        if (!on[y] && seen[y] !== stamp) {
          seen[y] = stamp;
          from[y] = queue[h]!;
          queue.push(y);
        }
      }
    }
    spend(search, queue.length * 4);
    return -1 - queue.length;
  };
  let best: number[] = [];
  let tried = 0;
  for (const start of [...member.keys()].filter((c) => member[c]).sort((a, b) => free(a) - free(b))) {
    // At most `starts` starts (without an allowance, 32 by default).
    if (tried++ >= starts) break;
    on.fill(0, 0, size);
    let path = [start];
    on[start] = 1;
    const extend = (): boolean => {
      const length = path.length;
      for (let next = 0; next >= 0; ) {
        const end = path[path.length - 1]!;
        next = -1;
        // The neighbour whose free cells reach the most cells (where the walk splits them), then the
        // one with the fewest free neighbours (a dead end last).
        for (let k = 0, most = 0; k < 4; k++) {
          const o = marked(end, k);
          // (Reaches counted where there is a choice, at most 256 cells, while the allowance lasts: the
          // first walk of a huge part stays linear.)
          if (on[o]) continue;
          const worth = (search.left > 0 && free(end) > 1 ? -flood(o, -1, 256) : 1) * 8 - (free(o) || 4);
          if (worth > most) [next, most] = [o, worth];
        }
        if (next >= 0) {
          path.push(next);
          on[next] = 1;
        }
      }
      return path.length > length;
    };
    for (let grew = true; grew && path.length < enough; grew &&= !spend(search, path.length * 4)) {
      grew = extend();
      path.reverse();
      grew = extend() || grew;
      const longer: number[] = [];
      path.forEach((a, i) => {
        const b = path[i + 1] ?? -1;
        longer.push(a);
        for (let k = 0, way = -1; b >= 0 && k < 4 && way < 0; k++) {
          const c = marked(a, k);
          way = on[c] ? -1 : flood(c, b, 256);
          for (let z = way, added = longer.length; z >= 0; z = from[z]!) {
            longer.splice(added, 0, z);
            on[z] = 1;
            grew = true;
          }
        }
      });
      path = longer;
    }
    if (path.length > best.length) best = path;
    if (best.length >= enough || search.left < 0) break;
  }
  return best;
}
