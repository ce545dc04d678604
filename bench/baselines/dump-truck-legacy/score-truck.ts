/**
 * The old `scoreTruck` (the depth-first search before issue 13's frontier
 * engine), kept unchanged as a baseline: the tests compare the new scorer with
 * it on large grids (test/games/dump-truck/score-truck-large.test.ts), and
 * `npm run bench -- dump-truck` times the new scorer against it on the hard
 * family. Not part of the library.
 *
 * @module
 */
import { InvalidOptionError } from '../../../src/core/errors.js';
import {
  type GridShape,
  generalLongest,
  gridShape,
  TINY_CELLS,
  type TruckCellRef,
  tinyLongest,
  tinyPathRefs,
} from './longest-path.js';

export type { TruckCellRef } from './longest-path.js';

/**
 * How blanks score (the seed's optional rules):
 * - `'normal'`: a chain of blanks scores like any other like-value chain;
 * - `'worthless'` (HARDER): chains of blanks score nothing;
 * - `'double'` (EASIER): chains of blanks score 2 points per cell;
 * - `'jokers'` (MUCH EASIER): every blank of the load takes one same value,
 *   chosen for the best total (leaving them blank is one of the choices).
 *
 * @example
 * ```ts
 * const blanks: DumpTruckBlanks = 'jokers';
 * scoreTruck([[0, 2, 3]], { blanks }).total; // 3: the blank plays as a 1
 * ```
 */
export type DumpTruckBlanks = 'normal' | 'worthless' | 'double' | 'jokers';

/**
 * A load as rows of cells: a pip value (0 = blank) or `null` (empty). Any
 * rectangular size; the truck is 3 rows of 4.
 *
 * @example
 * ```ts
 * const grid: TruckGrid = [
 *   [1, 2, 3, 4],
 *   [1, 1, 5, 3],
 *   [0, 1, 3, 3],
 * ];
 * ```
 */
export type TruckGrid = readonly (readonly (number | null)[])[];

/**
 * Options of {@link scoreTruck}.
 *
 * @example
 * ```ts
 * const options: ScoreTruckOptions = { blanks: 'double', minChain: 3 };
 * ```
 */
export interface ScoreTruckOptions {
  /** How blanks score; default `'normal'`. */
  readonly blanks?: DumpTruckBlanks;
  /** Fewest cells a chain needs to score; default 3 (the seed). */
  readonly minChain?: number;
  /**
   * The highest value a joker may take (`blanks: 'jokers'`): default the
   * larger of 6 (double-six) and the highest value in the grid.
   */
  readonly highestPip?: number;
}

/**
 * One scoring chain: `'like'` (cells of one value) or `'sequence'` (values
 * going up by one from `value`, in path order). `points` is what it adds.
 *
 * @example
 * ```ts
 * const chain: TruckChain = {
 *   kind: 'sequence', value: 1, points: 3,
 *   cells: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }],
 * };
 * ```
 */
export interface TruckChain {
  readonly kind: 'like' | 'sequence';
  /** The like chain's value (a joker chain: the jokers' value), or the sequence's lowest value. */
  readonly value: number;
  /** The chain's cells, each next to the one before. */
  readonly cells: readonly TruckCellRef[];
  readonly points: number;
}

/**
 * The score of a load: the total and the chains that make it.
 *
 * @example
 * ```ts
 * const { total, chains, joker } = scoreTruck([[2, 2, 2]]);
 * // total 3, chains [{ kind: 'like', value: 2, cells: [...], points: 3 }], joker null
 * ```
 */
export interface TruckScore {
  readonly total: number;
  /** The sequence first (if it scores), then like chains by value; only chains that score. */
  readonly chains: readonly TruckChain[];
  /** With `blanks: 'jokers'`: the value the blanks took (0: left blank). Otherwise `null`. */
  readonly joker: number | null;
}

interface Settings {
  readonly blanks: DumpTruckBlanks;
  readonly minChain: number;
  readonly highestPip: number | null;
}

const DEFAULT_SETTINGS: Settings = { blanks: 'normal', minChain: 3, highestPip: null };
const OPTION_KEYS = new Set(['blanks', 'minChain', 'highestPip']);
const BLANKS: readonly string[] = ['normal', 'worthless', 'double', 'jokers'];

function readOptions(options: unknown): Settings {
  if (options === undefined) return DEFAULT_SETTINGS;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new InvalidOptionError('options', 'must be an object');
  }
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key))
      throw new InvalidOptionError(`options.${key}`, 'is not an option of scoreTruck');
  }
  const { blanks = 'normal', minChain = 3, highestPip } = options as ScoreTruckOptions;
  if (!BLANKS.includes(blanks)) {
    throw new InvalidOptionError('options.blanks', "must be 'normal', 'worthless', 'double' or 'jokers'");
  }
  if (!Number.isSafeInteger(minChain) || minChain < 1) {
    throw new InvalidOptionError('options.minChain', 'must be a whole number of at least 1');
  }
  if (highestPip !== undefined && (!Number.isSafeInteger(highestPip) || highestPip < 0)) {
    throw new InvalidOptionError('options.highestPip', 'must be a whole number of at least 0');
  }
  return { blanks, minChain, highestPip: highestPip ?? null };
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined (a missing cell)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'an array' : typeof value;
}

/** Checks the grid and copies its values into the shape's scratch (-1 for empty). Returns the largest value. */
function readGrid(grid: unknown): { shape: GridShape; maxValue: number } {
  if (!Array.isArray(grid)) throw new InvalidOptionError('grid', 'must be an array of rows');
  const rows = grid.length;
  const first: unknown = rows > 0 ? grid[0] : [];
  if (!Array.isArray(first)) throw new InvalidOptionError('grid[0]', 'must be an array of cells');
  const columns = first.length;
  const shape = gridShape(rows, columns);
  const values = shape.scratch.values;
  let maxValue = -1;
  for (let r = 0; r < rows; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row)) throw new InvalidOptionError(`grid[${r}]`, 'must be an array of cells');
    if (row.length !== columns) {
      throw new InvalidOptionError(
        `grid[${r}]`,
        `has ${row.length} cells but row 0 has ${columns}: the grid must be rectangular`,
      );
    }
    const base = r * columns;
    for (let c = 0; c < columns; c++) {
      const cell: unknown = row[c];
      if (cell === null) {
        values[base + c] = -1;
      } else if (typeof cell === 'number' && Number.isSafeInteger(cell) && cell >= 0) {
        values[base + c] = cell;
        if (cell > maxValue) maxValue = cell;
      } else {
        throw new InvalidOptionError(
          `grid[${r}][${c}]`,
          `must be a whole number of pips of at least 0 (0 = blank) or null (empty), not ${describe(cell)}`,
        );
      }
    }
  }
  return { shape, maxValue };
}

// ------------------------------------------------------------------ sequences

/**
 * Longest sequence ending at `cell`: memoised in `chain` (0 = not yet), the
 * cell before it in `previous`. Blanks are out unless `joker > 0`, then they
 * count as `joker`.
 */
function sequenceTo(shape: GridShape, joker: number, cell: number): number {
  const { chain, previous, values } = shape.scratch;
  const known = chain[cell]!;
  if (known !== 0) return known;
  const raw = values[cell]!;
  const value = raw === 0 ? joker : raw;
  let best = 0;
  let before = -1;
  if (value > 1) {
    const { start, neighbours } = shape;
    for (let k = start[cell]!; k < start[cell + 1]!; k++) {
      const next = neighbours[k]!;
      const nextRaw = values[next]!;
      if ((nextRaw === 0 ? joker : nextRaw) !== value - 1) continue;
      const length = sequenceTo(shape, joker, next);
      if (length > best) {
        best = length;
        before = next;
      }
    }
  }
  chain[cell] = best + 1;
  previous[cell] = before;
  return best + 1;
}

/** The longest sequence's length and last cell (-1 if none). */
function longestSequence(shape: GridShape, joker: number): { length: number; end: number } {
  const { chain, values } = shape.scratch;
  chain.fill(0);
  let length = 0;
  let end = -1;
  for (let cell = 0; cell < shape.cells; cell++) {
    const raw = values[cell]!;
    if (raw < 0 || (raw === 0 && joker === 0)) continue;
    const found = sequenceTo(shape, joker, cell);
    if (found > length) {
      length = found;
      end = cell;
    }
  }
  return { length, end };
}

function sequenceChain(shape: GridShape, joker: number, end: number, points: number): TruckChain {
  const cells: TruckCellRef[] = [];
  const { previous, values } = shape.scratch;
  let first = end;
  for (let cell = end; cell !== -1; cell = previous[cell]!) {
    cells.push(shape.refs[cell]!);
    first = cell;
  }
  cells.reverse();
  const raw = values[first]!;
  return { kind: 'sequence', value: raw === 0 ? joker : raw, cells, points };
}

// ------------------------------------------------------------------ totals

/** Values a joker may usefully take, 0 (left blank) first; see ruling 6 of the rules doc. */
function jokerCandidates(
  present: (value: number) => boolean,
  distinct: readonly number[],
  highest: number,
): number[] {
  const wanted = new Set<number>();
  for (const value of distinct) {
    if (value === 0) continue;
    for (const v of [value - 1, value, value + 1]) if (v >= 1 && v <= highest) wanted.add(v);
  }
  // One value that touches nothing present stands for every such value (they all score alike).
  for (let v = 1; v <= highest; v++) {
    if (!present(v) && !present(v + 1) && (v === 1 || !present(v - 1))) {
      wanted.add(v);
      break;
    }
  }
  return [0, ...[...wanted].sort((a, b) => a - b)];
}

/** How the like chains of one value are found (any grid). */
interface LikeFinder {
  /** Distinct values present, ascending. */
  readonly distinct: readonly number[];
  has(value: number): boolean;
  /** Length of the longest like chain of `value` (with `blanks` merged in when true). */
  length(value: number, withBlanks: boolean): number;
  /** Its cells. */
  cells(value: number, withBlanks: boolean): readonly TruckCellRef[];
}

function generalFinder(shape: GridShape): LikeFinder {
  const values = shape.scratch.values;
  const groups = new Map<number, number[]>();
  for (let i = 0; i < shape.cells; i++) {
    const v = values[i]!;
    if (v < 0) continue;
    const group = groups.get(v);
    if (group) group.push(i);
    else groups.set(v, [i]);
  }
  const paths = new Map<string, readonly TruckCellRef[]>();
  const member = shape.scratch.member;
  const path = (value: number, withBlanks: boolean): readonly TruckCellRef[] => {
    const key = `${value}:${withBlanks}`;
    const known = paths.get(key);
    if (known) return known;
    const cells = [...(groups.get(value) ?? []), ...(withBlanks ? (groups.get(0) ?? []) : [])];
    for (const cell of cells) member[cell] = 1;
    const found = generalLongest(shape, member, cells).map((cell) => shape.refs[cell]!);
    for (const cell of cells) member[cell] = 0;
    paths.set(key, found);
    return found;
  };
  return {
    distinct: [...groups.keys()].sort((a, b) => a - b),
    has: (value) => groups.has(value),
    length: (value, withBlanks) => path(value, withBlanks).length,
    cells: path,
  };
}

function scoreGeneral(shape: GridShape, maxValue: number, settings: Settings): TruckScore {
  const { blanks, minChain } = settings;
  const finder = generalFinder(shape);
  const pointsFor = (length: number, perCell: number): number => (length >= minChain ? length * perCell : 0);
  const blankValue = blanks === 'worthless' ? 0 : blanks === 'double' ? 2 : 1;

  // Like chains of values 1 and up, and the blank chain left blank.
  let likeTotal = 0;
  for (const value of finder.distinct) {
    if (value > 0) likeTotal += pointsFor(finder.length(value, false), 1);
  }
  const hasBlanks = finder.has(0);
  const blankPoints = hasBlanks && blankValue > 0 ? pointsFor(finder.length(0, false), blankValue) : 0;
  let sequence = longestSequence(shape, 0);
  let joker = 0;
  let total = likeTotal + blankPoints + pointsFor(sequence.length, 1);

  if (blanks === 'jokers' && hasBlanks) {
    const highest = settings.highestPip ?? Math.max(6, maxValue);
    for (const candidate of jokerCandidates(finder.has, finder.distinct, highest)) {
      if (candidate === 0) continue;
      const own = finder.has(candidate) ? pointsFor(finder.length(candidate, false), 1) : 0;
      const merged = pointsFor(finder.length(candidate, true), 1);
      const run = longestSequence(shape, candidate);
      const candidateTotal = likeTotal - own + merged + pointsFor(run.length, 1);
      if (candidateTotal > total) {
        total = candidateTotal;
        joker = candidate;
      }
    }
    if (joker !== 0) sequence = longestSequence(shape, joker);
  }

  const chains: TruckChain[] = [];
  const sequencePoints = pointsFor(sequence.length, 1);
  if (sequencePoints > 0) chains.push(sequenceChain(shape, joker, sequence.end, sequencePoints));
  for (const value of finder.distinct) {
    if (value === 0) {
      if (joker === 0 && blankPoints > 0) {
        chains.push({ kind: 'like', value: 0, cells: finder.cells(0, false), points: blankPoints });
      }
      continue;
    }
    if (value === joker) continue;
    const points = pointsFor(finder.length(value, false), 1);
    if (points > 0) chains.push({ kind: 'like', value, cells: finder.cells(value, false), points });
  }
  if (joker !== 0) {
    const points = pointsFor(finder.length(joker, true), 1);
    if (points > 0) {
      const chain: TruckChain = { kind: 'like', value: joker, cells: finder.cells(joker, true), points };
      const at = chains.findIndex((c) => c.kind === 'like' && c.value > joker);
      chains.splice(at === -1 ? chains.length : at, 0, chain);
    }
  }
  return { total, chains, joker: blanks === 'jokers' ? joker : null };
}

/**
 * Scores one load of a Dump Truck exactly: the best total of at most one
 * sequential chain and at most one like-value chain per value, each chain a
 * path of distinct cells connected up, down, left or right, scoring one point
 * per cell if it has at least `minChain` (3) cells. Rulings 1–7 of
 * `docs/rules/dump-truck.md` define it precisely.
 *
 * Works on any rectangular grid (the truck is 3 rows of 4). Throws
 * `InvalidOptionError` naming the cell (`grid[1][2]`), row or option at fault.
 *
 * Speed (measured on a 2-core machine, see `bench/dump-truck.ts`): a 4×3
 * truck, or any grid of at most 16 cells, is bitmask work plus look-ups in a
 * per-shape table that fills itself as loads are seen: about 0.25 µs (0.7 µs
 * with jokers). Larger grids: the sequence is linear; each like chain is a
 * longest-path problem, which is hard in general. Parts without cycles are
 * linear; parts with cycles are searched depth-first with parity and
 * dead-end bounds, stopping as soon as a path meets the part's own bound. A
 * 6×6 grid of one value takes about 1 ms, random 8×8 grids of domino values
 * about 0.05 ms (worst seen 4 ms). The slow grids are large regions of one
 * value riddled with holes, where many long paths fall just short of the
 * bounds: 8×8 of one value with 30% of the cells empty averages about 25 ms
 * with some grids near 0.4 s, and 10×10 with 35% empty averaged 0.4 s with
 * one grid taking 19 s. Time grows exponentially with such regions' size.
 *
 * @example
 * ```ts
 * import { scoreTruck } from 'boneyard/dump-truck';
 * const result = scoreTruck([
 *   [1, 2, 3, 4],
 *   [1, 1, 5, 3],
 *   [0, 1, 3, 3],
 * ]);
 * result.total;  // 11: 1-1-1-1, 1-2-3-4 and 3-3-3
 * result.chains; // [{ kind: 'sequence', value: 1, cells: [...], points: 4 }, …]
 * scoreTruck([[0, 0, 0]], { blanks: 'double' }).total; // 6
 * ```
 */
export function scoreTruck(grid: TruckGrid, options?: ScoreTruckOptions): TruckScore {
  return scoreTruckUsing(grid, options, 'auto');
}

// ------------------------------------------------------------------ tiny grids

/** Values from 0 to this - 1 take the tiny path. */
const MASK_LIMIT = 256;
/** Bitmask of the cells of each value, for the grid being scored (all 0 between calls). */
const masks = new Int32Array(MASK_LIMIT + 2);
let lastShape: GridShape = gridShape(3, 4);

/** Cells of value `v`, with the blanks when `v` is the joker. */
function maskAt(v: number, maxValue: number, joker: number): number {
  const own = v <= maxValue ? masks[v]! : 0;
  return v === joker ? own | masks[0]! : own;
}

function expand(shape: GridShape, reach: number): number {
  const t = shape.tiny!;
  return (
    ((reach & t.notLastColumn) << 1) |
    ((reach & t.notFirstColumn) >>> 1) |
    (reach << shape.columns) |
    (reach >>> shape.columns)
  );
}

/**
 * The longest sequence, as `start * 256 + length` (0 if none): for each start
 * value, the cells reachable by a chain start, start+1, … are one bitmask,
 * stepped a value at a time.
 */
function tinySequence(shape: GridShape, maxValue: number, joker: number): number {
  const t = shape.tiny!;
  const notLast = t.notLastColumn;
  const notFirst = t.notFirstColumn;
  const columns = shape.columns;
  const blanks = joker > 0 ? masks[0]! : 0;
  const top = joker > maxValue ? joker : maxValue;
  let best = 0;
  let bestStart = 0;
  for (let start = 1; start + best <= top; start++) {
    let reach = (start <= maxValue ? masks[start]! : 0) | (start === joker ? blanks : 0);
    if (reach === 0) continue;
    let v = start;
    while (v < top) {
      const next = v + 1;
      const allowed = (next <= maxValue ? masks[next]! : 0) | (next === joker ? blanks : 0);
      reach =
        (((reach & notLast) << 1) | ((reach & notFirst) >>> 1) | (reach << columns) | (reach >>> columns)) &
        allowed;
      if (reach === 0) break;
      v = next;
    }
    if (v - start + 1 > best) {
      best = v - start + 1;
      bestStart = start;
    }
  }
  return bestStart * 256 + best;
}

function tinySequenceChain(
  shape: GridShape,
  maxValue: number,
  joker: number,
  packed: number,
  points: number,
): TruckChain {
  const start = Math.floor(packed / 256);
  const length = packed % 256;
  const layers: number[] = [maskAt(start, maxValue, joker)];
  for (let k = 1; k < length; k++)
    layers.push(expand(shape, layers[k - 1]!) & maskAt(start + k, maxValue, joker));
  const cells: TruckCellRef[] = new Array(length);
  let cell = 31 - Math.clz32(layers[length - 1]! & -layers[length - 1]!);
  cells[length - 1] = shape.refs[cell]!;
  for (let k = length - 2; k >= 0; k--) {
    const options = shape.tiny!.neighbourMask[cell]! & layers[k]!;
    cell = 31 - Math.clz32(options & -options);
    cells[k] = shape.refs[cell]!;
  }
  return { kind: 'sequence', value: start, cells, points };
}

function likeLength(shape: GridShape, mask: number, minChain: number): number {
  const known = shape.tiny!.length[mask]!;
  const length = known !== 0 ? known - 1 : tinyLongest(shape, mask);
  return length >= minChain ? length : 0;
}

/** The like chain of value `v` (1 and up) on cells `mask`: one frozen object per value and mask, reused. */
function likeChain(shape: GridShape, v: number, mask: number): TruckChain {
  const cache = shape.tiny!.likeChains;
  const key = v * 65_536 + mask;
  let chain = cache.get(key);
  if (!chain) {
    const cells = tinyPathRefs(shape, mask);
    chain = Object.freeze({ kind: 'like', value: v, cells, points: cells.length });
    if (cache.size >= 100_000) cache.clear();
    cache.set(key, chain);
  }
  return chain;
}

function clearMasks(maxValue: number): null {
  for (let v = 0; v <= maxValue; v++) masks[v] = 0;
  return null;
}

/**
 * The whole score of a grid of at most {@link TINY_CELLS} cells with values
 * below 256, by bitmasks and the per-shape table; `null` when the grid is not
 * such a grid or is invalid (the general path then scores it or says why).
 */
function scoreTiny(grid: TruckGrid, settings: Settings): TruckScore | null {
  if (!Array.isArray(grid)) return null;
  const rows = grid.length;
  const first: unknown = grid[0];
  if (rows === 0 || !Array.isArray(first)) return null;
  const columns = first.length;
  const size = rows * columns;
  if (size === 0 || size > TINY_CELLS) return null;
  let shape = lastShape;
  if (shape.rows !== rows || shape.columns !== columns) {
    shape = gridShape(rows, columns);
    lastShape = shape;
  }
  let maxValue = 0;
  let bit = 1;
  for (let r = 0; r < rows; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row) || row.length !== columns) return clearMasks(maxValue);
    for (let c = 0; c < columns; c++) {
      const cell: unknown = row[c];
      if (cell !== null) {
        // (cell | 0) === cell only for numbers that are 32-bit integers.
        if (((cell as number) | 0) !== cell || cell < 0 || cell >= MASK_LIMIT) {
          return clearMasks(maxValue);
        }
        masks[cell]! |= bit;
        if (cell > maxValue) maxValue = cell;
      }
      bit <<= 1;
    }
  }
  if (settings.highestPip !== null && settings.highestPip < maxValue) return clearMasks(maxValue);
  const { blanks, minChain } = settings;

  let likeTotal = 0;
  const table = shape.tiny!.length;
  for (let v = 1; v <= maxValue; v++) {
    const known = table[masks[v]!]!;
    const length = known !== 0 ? known - 1 : tinyLongest(shape, masks[v]!);
    if (length >= minChain) likeTotal += length;
  }
  const blankValue = blanks === 'worthless' ? 0 : blanks === 'double' ? 2 : 1;
  const blankPoints = blankValue * likeLength(shape, masks[0]!, minChain);
  let sequence = tinySequence(shape, maxValue, 0);
  let sequencePoints = sequence % 256 >= minChain ? sequence % 256 : 0;
  let total = likeTotal + blankPoints + sequencePoints;
  let joker = 0;

  if (blanks === 'jokers' && masks[0] !== 0) {
    const highest = settings.highestPip ?? (maxValue > 6 ? maxValue : 6);
    const last = highest < maxValue + 2 ? highest : maxValue + 2;
    let isolatedTried = false;
    for (let j = 1; j <= last; j++) {
      const near =
        maskAt(j, maxValue, -1) | (j > 1 ? maskAt(j - 1, maxValue, -1) : 0) | maskAt(j + 1, maxValue, -1);
      if (near === 0) {
        if (isolatedTried) continue;
        isolatedTried = true;
      }
      const run = tinySequence(shape, maxValue, j);
      const runPoints = run % 256 >= minChain ? run % 256 : 0;
      const own = j <= maxValue ? likeLength(shape, masks[j]!, minChain) : 0;
      const candidate = likeTotal - own + likeLength(shape, maskAt(j, maxValue, j), minChain) + runPoints;
      if (candidate > total) {
        total = candidate;
        joker = j;
        sequence = run;
        sequencePoints = runPoints;
      }
    }
  }

  const chains: TruckChain[] = [];
  if (sequencePoints > 0) chains.push(tinySequenceChain(shape, maxValue, joker, sequence, sequencePoints));
  if (joker === 0 && blankPoints > 0) {
    chains.push({ kind: 'like', value: 0, cells: tinyPathRefs(shape, masks[0]!), points: blankPoints });
  }
  const top = joker > maxValue ? joker : maxValue;
  for (let v = 1; v <= top; v++) {
    const mask = maskAt(v, maxValue, joker);
    if (likeLength(shape, mask, minChain) > 0) chains.push(likeChain(shape, v, mask));
  }
  clearMasks(maxValue);
  return { total, chains, joker: blanks === 'jokers' ? joker : null };
}

/** {@link scoreTruck} with a chosen engine: `'general'` skips the tiny-grid path (for tests and benchmarks). */
export function scoreTruckUsing(
  grid: TruckGrid,
  options: ScoreTruckOptions | undefined,
  engine: 'auto' | 'general',
): TruckScore {
  const settings = readOptions(options);
  if (engine === 'auto') {
    const fast = scoreTiny(grid, settings);
    if (fast !== null) return fast;
  }
  const { shape, maxValue } = readGrid(grid);
  checkHighest(settings, maxValue);
  return scoreGeneral(shape, maxValue, settings);
}

function checkHighest(settings: Settings, maxValue: number): void {
  if (settings.highestPip !== null && settings.highestPip < maxValue) {
    throw new InvalidOptionError(
      'options.highestPip',
      `is ${settings.highestPip} but the grid holds a ${maxValue}`,
    );
  }
}
