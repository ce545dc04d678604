/**
 * Longest simple paths in grid graphs, the hard half of scoring a truck
 * (internal). Two engines, both exact:
 *
 * - `tinyLongest`: grids of at most {@link TINY_CELLS} cells. The cells of one
 *   value are a bitmask; the longest path inside every mask is searched once
 *   (bitmask depth-first search) and kept per grid shape, so a 4×3 truck is a
 *   table look-up after the first few thousand loads.
 * - `generalLongest`: any size. Splits the cells into connected parts; a part
 *   without cycles (a tree) is solved exactly by its diameter (two
 *   breadth-first searches); a part with cycles by a depth-first search from
 *   every start cell, neighbours tried fewest-exits-first, pruned by an upper
 *   bound on what the path can still add (see `extensionBound`), stopped as
 *   soon as a path reaches the part's own upper bound, and given at most
 *   {@link SEARCH_BUDGET} steps; a part it has not settled by then goes to
 *   the frontier dynamic programme of `frontier.ts` (time linear in the part's
 *   long side), with the search's best path as the bar to beat.
 *
 * @module
 */

import { frontierLongest, releaseFrontierMemory } from './frontier.js';

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

/** Everything that depends only on a grid's size. Cells are numbered row by row. */
export interface GridShape {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  /** Neighbours of cell `i` are `neighbours[start[i]] … neighbours[start[i + 1] - 1]`. */
  readonly start: Int32Array;
  readonly neighbours: Int32Array;
  /** 1 for cells with even `row + column`. */
  readonly colour: Uint8Array;
  /** Frozen `{ row, column }` of every cell. */
  readonly refs: readonly TruckCellRef[];
  /** Tiny shapes: neighbour bitmask of each cell, the even-colour mask, and the look-up tables. */
  readonly tiny: TinyTables | null;
  /** Scratch buffers for the general engine (never shared across calls in flight: scoring is synchronous). */
  readonly scratch: Scratch;
}

interface TinyTables {
  readonly neighbourMask: Int32Array;
  readonly evenMask: number;
  readonly notLastColumn: number;
  readonly notFirstColumn: number;
  /** Longest path length + 1 per mask; 0 means not computed yet. */
  readonly length: Int8Array;
  /** The path (cell numbers, in order) per mask, frozen. */
  readonly path: (readonly number[] | undefined)[];
  /** The same path as cell refs, frozen, built on first request. */
  readonly pathRefs: (readonly TruckCellRef[] | undefined)[];
  /** Frozen like-chain results of the scorer, by `value * 65536 + mask`. */
  readonly likeChains: Map<
    number,
    Readonly<{ kind: 'like'; value: number; cells: readonly TruckCellRef[]; points: number }>
  >;
}

interface Scratch {
  readonly label: Int32Array;
  readonly visited: Uint8Array;
  readonly seen: Int32Array;
  stamp: number;
  readonly queue: Int32Array;
  readonly path: Int32Array;
  readonly parent: Int32Array;
  readonly order: Int32Array;
  /** For the scorer: cell values, sequence lengths and predecessors, set membership. */
  readonly values: Float64Array;
  readonly chain: Int32Array;
  readonly previous: Int32Array;
  readonly member: Uint8Array;
}

const shapes = new Map<number, GridShape>();

/** The cached {@link GridShape} of a `rows × columns` grid. */
export function gridShape(rows: number, columns: number): GridShape {
  const key = rows * 65_536 + columns;
  const cached = shapes.get(key);
  if (cached) return cached;
  if (shapes.size >= 64) shapes.clear();
  const shape = buildShape(rows, columns);
  shapes.set(key, shape);
  return shape;
}

function buildShape(rows: number, columns: number): GridShape {
  const cells = rows * columns;
  const start = new Int32Array(cells + 1);
  const list: number[] = [];
  const colour = new Uint8Array(cells);
  const refs: TruckCellRef[] = [];
  for (let i = 0; i < cells; i++) {
    const row = Math.floor(i / columns);
    const column = i % columns;
    start[i] = list.length;
    if (row > 0) list.push(i - columns);
    if (column > 0) list.push(i - 1);
    if (column < columns - 1) list.push(i + 1);
    if (row < rows - 1) list.push(i + columns);
    colour[i] = (row + column) % 2 === 0 ? 1 : 0;
    refs.push(Object.freeze({ row, column }));
  }
  start[cells] = list.length;
  const neighbours = Int32Array.from(list);
  let tiny: TinyTables | null = null;
  if (cells <= TINY_CELLS) {
    const neighbourMask = new Int32Array(cells);
    let evenMask = 0;
    let notLastColumn = 0;
    let notFirstColumn = 0;
    for (let i = 0; i < cells; i++) {
      for (let k = start[i]!; k < start[i + 1]!; k++) neighbourMask[i]! |= 1 << neighbours[k]!;
      if (colour[i]) evenMask |= 1 << i;
      if (i % columns !== columns - 1) notLastColumn |= 1 << i;
      if (i % columns !== 0) notFirstColumn |= 1 << i;
    }
    tiny = {
      neighbourMask,
      evenMask,
      notLastColumn,
      notFirstColumn,
      length: new Int8Array(1 << cells),
      path: [],
      pathRefs: [],
      likeChains: new Map(),
    };
  }
  const scratch: Scratch = {
    label: new Int32Array(cells),
    visited: new Uint8Array(cells),
    seen: new Int32Array(cells),
    stamp: 0,
    queue: new Int32Array(cells),
    path: new Int32Array(cells),
    parent: new Int32Array(cells),
    order: new Int32Array(cells * 4 + 4),
    values: new Float64Array(cells),
    chain: new Int32Array(cells),
    previous: new Int32Array(cells),
    member: new Uint8Array(cells),
  };
  return {
    rows,
    columns,
    cells,
    start,
    neighbours,
    colour,
    refs: Object.freeze(refs),
    tiny,
    scratch,
  };
}

// ---------------------------------------------------------------- tiny grids

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * The length of the longest path through cells of `mask` (a tiny shape), from
 * the table, searching it on first request.
 */
export function tinyLongest(shape: GridShape, mask: number): number {
  const t = shape.tiny!;
  const known = t.length[mask]!;
  if (known !== 0) return known - 1;
  const members: number[] = [];
  const member = shape.scratch.member;
  for (let cell = 0; cell < shape.cells; cell++) {
    if ((mask >>> cell) & 1) {
      members.push(cell);
      member[cell] = 1;
    }
  }
  const path = generalLongest(shape, member, members);
  member.fill(0);
  t.length[mask] = path.length + 1;
  t.path[mask] = Object.freeze([...path]);
  return path.length;
}

/** The longest path through cells of `mask`, as frozen cell refs in path order. */
export function tinyPathRefs(shape: GridShape, mask: number): readonly TruckCellRef[] {
  const t = shape.tiny!;
  tinyLongest(shape, mask);
  let refs = t.pathRefs[mask];
  if (!refs) {
    refs = Object.freeze(t.path[mask]!.map((cell) => shape.refs[cell]!));
    t.pathRefs[mask] = refs;
  }
  return refs;
}

// ---------------------------------------------------------------- any grid

/**
 * A connected part of a set of cells: its label in `scratch.label`, its
 * cells, edge count, cells with one neighbour in the part, and an upper bound
 * on its longest path (see {@link partBound}).
 */
export interface Part {
  readonly label: number;
  readonly cells: number[];
  readonly edges: number;
  readonly ends: number;
  readonly bound: number;
}

/**
 * The connected parts of the cells `members` (`inSet` marks them with 1),
 * largest first, labelled in `shape.scratch.label` (until the next call).
 */
export function findParts(shape: GridShape, inSet: Uint8Array, members: readonly number[]): Part[] {
  const s = shape.scratch;
  const { start, neighbours, colour } = shape;
  const label = s.label;
  label.fill(0);
  const parts: Part[] = [];
  for (const first of members) {
    if (label[first] !== 0) continue;
    const id = parts.length + 1;
    const cells = [first];
    label[first] = id;
    let degreeSum = 0;
    let ends = 0;
    let even = 0;
    for (let head = 0; head < cells.length; head++) {
      const cell = cells[head]!;
      even += colour[cell]!;
      let degree = 0;
      for (let k = start[cell]!; k < start[cell + 1]!; k++) {
        const next = neighbours[k]!;
        if (inSet[next] !== 1) continue;
        degree++;
        if (label[next] === 0) {
          label[next] = id;
          cells.push(next);
        }
      }
      degreeSum += degree;
      if (degree === 1) ends++;
    }
    const size = cells.length;
    parts.push({ label: id, cells, edges: degreeSum / 2, ends, bound: partBound(size, even, ends) });
  }
  return parts.sort((x, y) => y.cells.length - x.cells.length);
}

/**
 * An upper bound on the longest path in a part of `size` cells, `even` of
 * them of one colour of the chessboard, `ends` with one neighbour: a path
 * alternates colours (at most `2 min + 1` cells, or all if balanced), and
 * uses at most two cells with one neighbour.
 */
function partBound(size: number, even: number, ends: number): number {
  const odd = size - even;
  const parity = even === odd ? size : 2 * Math.min(even, odd) + 1;
  const byEnds = size - (ends > 2 ? ends - 2 : 0);
  return parity < byEnds ? parity : byEnds;
}

/**
 * The longest path through the cells `members` (a list of cell numbers;
 * `inSet` marks them with 1), any grid size. Returns the path, cell numbers
 * in order. Each connected part, largest first, unless its upper bound
 * cannot beat the best path so far: a short depth-first search (at most
 * {@link SEARCH_BUDGET} steps) for a long path; if that path does not reach
 * the part's upper bound, the frontier DP (`frontier.ts`) over the part's
 * bounding box, with the search's path as the bar to beat.
 *
 * `known` keeps the longest path of every part whose cells all hold one
 * value of `shape.scratch.values`, by its first cell: such a part is the same
 * whatever set it was found in (jokers reuse them across values).
 */
export function generalLongest(
  shape: GridShape,
  inSet: Uint8Array,
  members: readonly number[],
  known?: Map<number, readonly number[]>,
): readonly number[] {
  const parts = findParts(shape, inSet, members);
  const values = shape.scratch.values;
  let best: readonly number[] = [];
  for (const part of parts) {
    const size = part.cells.length;
    if (size <= best.length) break;
    if (part.bound <= best.length) continue;
    const first = part.cells.reduce((a, b) => (a < b ? a : b));
    const value = values[first]!;
    const pure = known !== undefined && part.cells.every((cell) => values[cell] === value);
    let found = pure ? known.get(first) : undefined;
    if (found === undefined) {
      found = solvePart(shape, part, pure ? 0 : best.length);
      if (pure) known.set(first, found);
    }
    if (found.length > best.length) best = found;
  }
  return best;
}

/**
 * Steps the depth-first search may take on one part before the frontier DP
 * takes over: small, so the search only settles the parts it settles at
 * once (a path as long as the part's upper bound) and never runs long.
 */
export const SEARCH_BUDGET = 1000;

/**
 * Most states a layer of the frontier DP may hold: 2^20, far above what the
 * widest grid within `SCORE_TRUCK_LIMITS` can reach, so a cap that bounds
 * memory and never changes an answer.
 */
export const FRONTIER_MAX_STATES = 1 << 20;
let frontierMaxStates = FRONTIER_MAX_STATES;

/** Raises (or restores, dropping the memory a run past the limits took) the cap, for benchmarks. */
export function setFrontierMaxStates(states: number): void {
  frontierMaxStates = states;
  if (states === FRONTIER_MAX_STATES) releaseFrontierMemory();
}

/** The longest path of a part if it beats `atLeast` cells, else possibly an empty path. */
function solvePart(shape: GridShape, part: Part, atLeast: number): readonly number[] {
  const searched = searchPart(shape, part);
  if (searched.length >= part.bound) return searched;
  // The DP with a bar just under the upper bound prunes hardest: try bars further down until one is beaten.
  const floor = Math.max(atLeast, searched.length);
  for (let gap = 1; ; gap = gap * 2 + 1) {
    const bar = Math.max(floor, part.bound - gap);
    const found = frontierPart(shape, part.cells, bar);
    if (found) return found;
    if (bar === floor) return searched;
  }
}

/** The frontier DP over the bounding box of `cells`, its narrow side across: a path longer than `atLeast`, or null. */
function frontierPart(shape: GridShape, cells: readonly number[], atLeast: number): number[] | null {
  const columns = shape.columns;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let leftmost = Number.POSITIVE_INFINITY;
  let rightmost = -1;
  for (const cell of cells) {
    const row = (cell / columns) | 0;
    const column = cell - row * columns;
    if (row < top) top = row;
    if (row > bottom) bottom = row;
    if (column < leftmost) leftmost = column;
    if (column > rightmost) rightmost = column;
  }
  const tall = bottom - top + 1;
  const wide = rightmost - leftmost + 1;
  // Sweep along the long side: local rows run along it, local columns across the narrow side.
  const across = Math.min(tall, wide);
  const along = Math.max(tall, wide);
  const transposed = wide > tall;
  const member = new Uint8Array(across * along);
  const global = new Int32Array(across * along);
  for (const cell of cells) {
    const row = ((cell / columns) | 0) - top;
    const column = (cell % columns) - leftmost;
    const local = transposed ? column * across + row : row * across + column;
    member[local] = 1;
    global[local] = cell;
  }
  const path = frontierLongest(member, along, across, atLeast, frontierMaxStates);
  return path === null ? null : Array.from(path, (local) => global[local]!);
}

/**
 * A long path of a part by a depth-first search, neighbours tried fewest
 * onward exits first (Warnsdorff), from the cells with fewest neighbours,
 * stopped at the part's upper bound or after {@link SEARCH_BUDGET} steps.
 */
function searchPart(shape: GridShape, part: Part): number[] {
  const { start, neighbours } = shape;
  const { label, visited, path } = shape.scratch;
  const id = part.label;
  let best: number[] = [];
  let steps = 0;
  const free = (cell: number): number => {
    let degree = 0;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      if (label[next] === id && visited[next] === 0) degree++;
    }
    return degree;
  };
  const dfs = (cell: number, depth: number): boolean => {
    if (depth > best.length) {
      best = Array.from(path.subarray(0, depth));
      if (depth >= part.bound) return true;
    }
    if (++steps > SEARCH_BUDGET) return true;
    const options: number[] = [];
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      if (label[next] === id && visited[next] === 0) options.push(free(next) * 8 + k - start[cell]!);
    }
    options.sort((a, b) => a - b);
    for (const option of options) {
      const next = neighbours[start[cell]! + (option & 7)]!;
      visited[next] = 1;
      path[depth] = next;
      const done = dfs(next, depth + 1);
      visited[next] = 0;
      if (done) return true;
    }
    return false;
  };
  const starts = [...part.cells].sort((x, y) => free(x) - free(y) || x - y);
  for (const cell of starts) {
    visited[cell] = 1;
    path[0] = cell;
    const done = dfs(cell, 1);
    visited[cell] = 0;
    if (done) break;
  }
  return best;
}
