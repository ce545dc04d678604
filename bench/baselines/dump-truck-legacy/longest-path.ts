/**
 * The old `scoreTruck`'s longest-path engines (baseline, see `score-truck.ts`
 * beside it; also checked against the new frontier engine in
 * test/games/dump-truck/frontier.test.ts). Longest simple paths in grid
 * graphs, the hard half of scoring a truck. Two engines, both exact:
 *
 * - `tinyLongest`: grids of at most {@link TINY_CELLS} cells. The cells of one
 *   value are a bitmask; the longest path inside every mask is searched once
 *   (bitmask depth-first search) and kept per grid shape, so a 4×3 truck is a
 *   table look-up after the first few thousand loads.
 * - `generalLongest`: any size. Splits the cells into connected parts; a part
 *   without cycles (a tree) is solved exactly by its diameter (two
 *   breadth-first searches); a part with cycles by depth-first search from
 *   every start cell, neighbours tried fewest-exits-first, pruned by an upper
 *   bound on what the path can still add (see `extensionBound`), and stopped as
 *   soon as a path reaches the part's own upper bound.
 *
 * @module
 */

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
  readonly row: number;
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
  readonly distance: Int32Array;
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
    distance: new Int32Array(cells),
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

/** The cells of `allowed` reachable from `seed` (which must lie in `allowed`). */
function flood(t: TinyTables, columns: number, seed: number, allowed: number): number {
  let reach = seed;
  for (;;) {
    const next =
      (reach |
        ((reach & t.notLastColumn) << 1) |
        ((reach & t.notFirstColumn) >>> 1) |
        (reach << columns) |
        (reach >>> columns)) &
      allowed;
    if (next === reach) return reach;
    reach = next;
  }
}

/**
 * The length of the longest path through cells of `mask` (a tiny shape), from
 * the table, searching it on first request.
 */
export function tinyLongest(shape: GridShape, mask: number): number {
  const t = shape.tiny!;
  const known = t.length[mask]!;
  if (known !== 0) return known - 1;
  return searchTiny(shape, t, mask);
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

function searchTiny(shape: GridShape, t: TinyTables, mask: number): number {
  const columns = shape.columns;
  const path = new Int32Array(shape.cells);
  let bestLength = 0;
  let best: number[] = [];
  let target = 0;

  const dfs = (cell: number, visited: number, depth: number, component: number): boolean => {
    if (depth > bestLength) {
      bestLength = depth;
      best = Array.from(path.subarray(0, depth));
      if (bestLength >= target) return true;
    }
    const free = component & ~visited;
    let candidates = t.neighbourMask[cell]! & free;
    if (candidates === 0) return false;
    const reach = flood(t, columns, candidates, free);
    const nextColour = (t.evenMask >>> cell) & 1 ? ~t.evenMask : t.evenMask;
    const a = popcount(reach & nextColour);
    const b = popcount(reach) - a;
    const extra = a > b ? 2 * b + 1 : 2 * a;
    if (depth + extra <= bestLength) return false;
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates ^= bit;
      const next = 31 - Math.clz32(bit);
      path[depth] = next;
      if (dfs(next, visited | bit, depth + 1, component)) return true;
    }
    return false;
  };

  let rest = mask;
  while (rest !== 0) {
    const component = flood(t, columns, rest & -rest, mask);
    rest &= ~component;
    const size = popcount(component);
    if (size <= bestLength) continue;
    const even = popcount(component & t.evenMask);
    const odd = size - even;
    target = even === odd ? size : 2 * Math.min(even, odd) + 1;
    if (target <= bestLength) continue;
    let starts = component;
    while (starts !== 0) {
      const bit = starts & -starts;
      starts ^= bit;
      const cell = 31 - Math.clz32(bit);
      path[0] = cell;
      if (dfs(cell, bit, 1, component)) break;
    }
  }
  t.length[mask] = bestLength + 1;
  t.path[mask] = Object.freeze(best);
  return bestLength;
}

// ---------------------------------------------------------------- any grid

/**
 * The longest path through the cells `members` (a list of cell numbers; `inSet`
 * marks them with 1), any grid size. Returns the path, cell numbers in order.
 */
export function generalLongest(shape: GridShape, inSet: Uint8Array, members: readonly number[]): number[] {
  const s = shape.scratch;
  const { start, neighbours } = shape;
  const label = s.label;
  label.fill(0);
  // Connected parts, labelled 1, 2, …
  const parts: { label: number; cells: number[]; edges: number; ends: number }[] = [];
  for (const first of members) {
    if (label[first] !== 0) continue;
    const id = parts.length + 1;
    const cells = [first];
    label[first] = id;
    let degreeSum = 0;
    let ends = 0;
    for (let head = 0; head < cells.length; head++) {
      const cell = cells[head]!;
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
    parts.push({ label: id, cells, edges: degreeSum / 2, ends });
  }
  parts.sort((x, y) => y.cells.length - x.cells.length);
  let best: number[] = [];
  for (const part of parts) {
    const size = part.cells.length;
    if (size <= best.length) break;
    const found =
      part.edges === size - 1
        ? treeDiameter(shape, part.cells, part.label)
        : cyclicLongest(shape, part, best.length);
    if (found.length > best.length) best = found;
  }
  return best;
}

/** Farthest cell from `from` inside the part (breadth-first), filling `parent`. */
function farthest(shape: GridShape, from: number, id: number): number {
  const { start, neighbours } = shape;
  const { label, queue, parent, distance } = shape.scratch;
  const stamp = ++shape.scratch.stamp;
  const seen = shape.scratch.seen;
  queue[0] = from;
  seen[from] = stamp;
  parent[from] = -1;
  distance[from] = 0;
  let tail = 1;
  let last = from;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    last = cell;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      if (label[next] !== id || seen[next] === stamp) continue;
      seen[next] = stamp;
      parent[next] = cell;
      distance[next] = distance[cell]! + 1;
      queue[tail++] = next;
    }
  }
  return last;
}

function treeDiameter(shape: GridShape, cells: readonly number[], id: number): number[] {
  const one = farthest(shape, cells[0]!, id);
  const other = farthest(shape, one, id);
  const path: number[] = [];
  for (let cell = other; cell !== -1; cell = shape.scratch.parent[cell]!) path.push(cell);
  return path;
}

/**
 * What a path ending at `end` (already on the path) can still add, at most,
 * through unvisited cells of part `id`: the smaller of two bounds on the
 * region R it can reach. (1) Parity: the grid is a chessboard, a path
 * alternates colours, so with `a` cells of the next colour and `b` of the
 * other it adds at most `2b + 1` if `a > b`, else `2a`. (2) Dead ends: a cell
 * of R with at most one free neighbour (counting `end`) can only be the last
 * cell, so at most one of them is used: `|R| - (deadEnds - 1)`.
 */
function extensionBound(shape: GridShape, end: number, id: number): number {
  const { start, neighbours, colour } = shape;
  const s = shape.scratch;
  const { label, visited, queue, seen } = s;
  const stamp = ++s.stamp;
  let tail = 0;
  for (let k = start[end]!; k < start[end + 1]!; k++) {
    const next = neighbours[k]!;
    if (label[next] === id && visited[next] === 0) {
      seen[next] = stamp;
      queue[tail++] = next;
    }
  }
  if (tail === 0) return 0;
  const nextColour = colour[end] === 1 ? 0 : 1;
  let sameAsNext = 0;
  let deadEnds = 0;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    if (colour[cell] === nextColour) sameAsNext++;
    let free = 0;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      if (next === end) {
        free++;
        continue;
      }
      if (label[next] !== id || visited[next] !== 0) continue;
      free++;
      if (seen[next] !== stamp) {
        seen[next] = stamp;
        queue[tail++] = next;
      }
    }
    if (free <= 1) deadEnds++;
  }
  const other = tail - sameAsNext;
  const parity = sameAsNext > other ? 2 * other + 1 : 2 * sameAsNext;
  const ends = tail - (deadEnds > 1 ? deadEnds - 1 : 0);
  return parity < ends ? parity : ends;
}

function cyclicLongest(
  shape: GridShape,
  part: { label: number; cells: number[]; ends: number },
  atLeast: number,
): number[] {
  const { start, neighbours, colour } = shape;
  const s = shape.scratch;
  const { label, visited, path, order } = s;
  const id = part.label;
  const size = part.cells.length;
  let even = 0;
  for (const cell of part.cells) even += colour[cell]!;
  const odd = size - even;
  const parity = even === odd ? size : 2 * Math.min(even, odd) + 1;
  const byEnds = size - (part.ends > 2 ? part.ends - 2 : 0);
  const target = Math.min(parity, byEnds);
  let bestLength = atLeast;
  let best: number[] = [];
  if (target <= bestLength) return best;

  const freeDegree = (cell: number): number => {
    let degree = 0;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      if (label[next] === id && visited[next] === 0) degree++;
    }
    return degree;
  };

  const dfs = (cell: number, depth: number): boolean => {
    if (depth > bestLength) {
      bestLength = depth;
      best = Array.from(path.subarray(0, depth));
      if (bestLength >= target) return true;
    }
    if (depth + extensionBound(shape, cell, id) <= bestLength) return false;
    // Candidates, fewest onward exits first (Warnsdorff), in order[4*depth …].
    const base = depth * 4;
    let count = 0;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      if (label[next] !== id || visited[next] !== 0) continue;
      const key = freeDegree(next) * shape.cells + next;
      let i = count++;
      while (i > 0 && order[base + i - 1]! > key) {
        order[base + i] = order[base + i - 1]!;
        i--;
      }
      order[base + i] = key;
    }
    for (let i = 0; i < count; i++) {
      const next = order[base + i]! % shape.cells;
      visited[next] = 1;
      path[depth] = next;
      const done = dfs(next, depth + 1);
      visited[next] = 0;
      if (done) return true;
    }
    return false;
  };

  const starts = [...part.cells].sort((x, y) => freeDegree(x) - freeDegree(y) || x - y);
  for (const cell of starts) {
    visited[cell] = 1;
    path[0] = cell;
    const done = dfs(cell, 1);
    visited[cell] = 0;
    if (done) break;
  }
  return best;
}
