/**
 * Dump Truck's scorer (`scoreTruck`): the longest like-value chains of a
 * truck's grid, with its options, limits and the blanks' rules.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
import { NO_LIMIT, newSearch } from './frontier.js';
import {
  type Found,
  generalLongest,
  gridShape,
  near,
  type Scoring,
  TINY_CELLS,
  type TruckCellRef,
  tinyLongest,
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
 * rectangular size up to `SCORE_TRUCK_LIMITS.maxCells` cells; the truck is
 * 3 rows of 4.
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
  /**
   * Past the exact range of {@link SCORE_TRUCK_LIMITS}: the most work units
   * the search for long chains may spend, default
   * `SCORE_TRUCK_LIMITS.work` (its time: `npm run bench -- dump-truck`). Work
   * units count states and steps, not time: the same grid and options give
   * the same answer on every machine. Ignored within the exact range.
   */
  readonly work?: number;
  /**
   * Past the exact range: also stop searching after this many milliseconds
   * of wall-clock time (then the answer can depend on the machine and its
   * load). Reading the grid, the bound and a first chain come on top.
   */
  readonly thinkMs?: number;
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
  /** `'like'`: cells of one value; `'sequence'`: values going up by one along the path. */
  readonly kind: 'like' | 'sequence';
  /** The like chain's value (a joker chain: the jokers' value), or the sequence's lowest value. */
  readonly value: number;
  /** The chain's cells, each next to the one before. */
  readonly cells: readonly TruckCellRef[];
  /** What the chain adds to the load's total. */
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
  /** The load's score: the sum of its chains' points. */
  readonly total: number;
  /** The sequence first (if it scores), then like chains by value; only chains that score. */
  readonly chains: readonly TruckChain[];
  /** With `blanks: 'jokers'`: the value the blanks took (0: left blank). Otherwise `null`. */
  readonly joker: number | null;
  /**
   * `true` when `total` is proven the best score of the load (always within
   * the exact range of {@link SCORE_TRUCK_LIMITS}); `false` when the search
   * stopped first: then `chains` are the best found and `total` may be short.
   */
  readonly exact: boolean;
  /** A proven bound: no choice of chains scores more. Equal to `total` when `exact`. */
  readonly upperBound: number;
}

/**
 * What {@link scoreTruck} guarantees, by grid size:
 *
 * - **Exact range** (shorter side at most `shortSide`, at most `cells`
 *   cells): the answer is always exact (`exact: true`), whatever the work
 *   allowance. The slowest grids are large grids of one value with very few
 *   holes (their times: `npm run bench -- dump-truck` and the README); no
 *   time is a proven bound: finding the longest chain is NP-hard.
 * - **Past it, up to `maxCells` cells**: the best chains found within the
 *   work allowance (`ScoreTruckOptions.work`, default `work`; optionally
 *   `thinkMs` of wall clock), with `exact`
 *   saying whether they are proven best and `upperBound` a proven bound on
 *   the best total. Reading the grid, the bound and a first chain are done
 *   whatever the allowance, in time about linear in the cells.
 * - **Past `maxCells`**: refused at once with `InvalidOptionError` (option
 *   `'grid'`, the message names the cap), before any cell is read: the
 *   scratch memory (about 100 bytes a cell) would grow past a few hundred
 *   megabytes.
 *
 * @example
 * ```ts
 * import { SCORE_TRUCK_LIMITS, scoreTruck } from 'boneyard/dump-truck';
 * SCORE_TRUCK_LIMITS; // { shortSide: 12, cells: 144, maxCells: 1_000_000, work: 4_000_000 }
 * scoreTruck(Array.from({ length: 16 }, () => new Array(16).fill(1))).exact; // true: every cell
 * ```
 */
export const SCORE_TRUCK_LIMITS: Readonly<{
  /** Exact range: the most cells the grid's shorter side may have. */
  shortSide: number;
  /** Exact range: the most cells the grid may have in all. */
  cells: number;
  /** The most cells a grid may have at all (memory); larger grids are refused. */
  maxCells: number;
  /** The default work allowance past the exact range (`ScoreTruckOptions.work`). */
  work: number;
}> = Object.freeze({
  shortSide: 12,
  cells: 144,
  maxCells: 1_000_000,
  work: 4_000_000,
});

interface Settings {
  readonly blanks: DumpTruckBlanks;
  readonly minChain: number;
  readonly highestPip: number | null;
  readonly work: number;
  readonly thinkMs: number | null;
}

const BLANKS = ['normal', 'worthless', 'double', 'jokers'];

/** Points per cell of a chain of blanks left blank. */
const blankWorth = (blanks: DumpTruckBlanks): number =>
  blanks === 'worthless' ? 0 : blanks === 'double' ? 2 : 1;

const fail = (option: string, message: string): never => {
  throw new InvalidOptionError(option, message);
};

const whole = (value: unknown, least: number): boolean =>
  Number.isSafeInteger(value) && (value as number) >= least;

/** Fails naming `options.<key>` unless `ok`: the option must be `what`. */
const need = (ok: boolean, key: string, what = 'a whole number ≥ 0'): unknown =>
  ok || fail(`options.${key}`, `must be ${what}`);

function readOptions(options: unknown): Settings {
  // Without options: the same settings every time (no object made per call: the 4×3 path is hot).
  if (options === undefined) return DEFAULTS;
  if (typeof options !== 'object' || !options || Array.isArray(options)) fail('options', 'must be an object');
  for (const key of Object.keys(options as object)) {
    if (!OPTIONS.includes(key)) fail(`options.${key}`, 'is not an option');
  }
  const {
    blanks = 'normal',
    minChain = 3,
    highestPip = null,
    work = SCORE_TRUCK_LIMITS.work,
    thinkMs = null,
  } = options as ScoreTruckOptions;
  // (The text written out: a template would join BLANKS on every call, a third of a 4×3 call with options.)
  need(BLANKS.includes(blanks), 'blanks', 'one of normal,worthless,double,jokers');
  need(whole(minChain, 1), 'minChain', 'a whole number ≥ 1');
  need(whole(highestPip ?? 0, 0), 'highestPip');
  need(whole(work, 0), 'work');
  need(
    thinkMs === null || (typeof thinkMs === 'number' && thinkMs >= 0 && thinkMs < 1e9),
    'thinkMs',
    'a number ≥ 0',
  );
  return { blanks, minChain, highestPip, work, thinkMs };
}

const DEFAULTS: Settings = readOptions({});
/** The options' names (read when an object is given: after DEFAULTS is made). */
const OPTIONS = Object.keys(DEFAULTS);

/**
 * Checks the grid and reads it into a new context: its values (-1 for
 * empty), its largest value `top` (-1 if none) and, for a tiny grid, each
 * value's cells in `masks`. The search comes after: tiny grids need none.
 */
function readGrid(grid: unknown, highestPip: number | null): Grid {
  if (!Array.isArray(grid)) fail('grid', 'must be an array');
  const rows = (grid as unknown[][]).length;
  // Columns from row 0 only if it is an array (its `length` could be anything); rows are checked below.
  const first: unknown = (grid as unknown[])[0];
  const columns = Array.isArray(first) ? first.length : 0;
  const { maxCells } = SCORE_TRUCK_LIMITS;
  if (rows * columns > maxCells) {
    fail('grid', `is ${rows}×${columns}, past SCORE_TRUCK_LIMITS.maxCells (${maxCells} cells)`);
  }
  const shape = gridShape(rows, columns);
  const tiny = shape.table.length > 0;
  // (Tiny grids: arrays packed from the start, never grown: the 4×3 path is hot. A value from 16 on leaves
  // holes in `masks`, read as 0.)
  const values = tiny ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : new Array<number>(shape.cells);
  const masks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let top = -1;
  for (let r = 0, i = 0; r < rows; r++) {
    const row: unknown = (grid as unknown[])[r];
    if (!Array.isArray(row) || row.length !== columns) {
      fail(
        `grid[${r}]`,
        Array.isArray(row) ? `has ${row.length} cells but row 0 has ${columns}` : 'must be an array',
      );
    }
    for (let c = 0; c < columns; c++, i++) {
      const cell: unknown = (row as unknown[])[c];
      if (cell === null) values[i] = -1;
      else if (!whole(cell, 0)) {
        fail(
          `grid[${r}][${c}]`,
          `must be a whole number ≥ 0 or null, not ${typeof cell === 'number' ? cell : typeof cell}`,
        );
      } else {
        values[i] = cell as number;
        if ((cell as number) > top) top = cell as number;
        if (tiny && (cell as number) < 256) masks[cell as number]! |= 1 << i; // (a hole: undefined, read as 0)
      }
    }
  }
  if ((highestPip ?? top) < top) fail('options.highestPip', `is below the grid's ${top}`);
  return { shape, values, masks, top };
}

/** A grid as read: a scoring context but for its search. */
type Grid = Omit<Scoring, 'search'>;

const ascending = (a: number, b: number): number => a - b;

function scoreGeneral(scoring: Scoring, settings: Settings): TruckScore {
  const { blanks, minChain } = settings;
  const { shape, values } = scoring;
  const { refs, cells } = shape;
  /** Set membership, sequence lengths and links, per cell. */
  const member = new Uint8Array(cells);
  const chain = new Int32Array(cells);
  const prev = new Int32Array(cells);
  const points = (length = 0, each = 1): number => (length < minChain ? 0 : length * each);
  const groups = new Map<number, number[]>();
  for (let cell = 0; cell < cells; cell++) {
    const value = values[cell]!;
    const group = groups.get(value);
    if (group) group.push(cell);
    else if (value >= 0) groups.set(value, [cell]);
  }
  const distinct = [...groups.keys()].sort(ascending);
  /** The values present and `joker`, in increasing order, once each. */
  const withJoker = (joker: number): Set<number> => new Set([...distinct, joker].sort(ascending));
  /** The cells of `value`, with the blanks if `withBlanks`. */
  const cellsOf = (value: number, withBlanks: boolean): readonly number[] =>
    withBlanks ? [...(groups.get(value) ?? []), ...(groups.get(0) ?? [])] : (groups.get(value) ?? []);
  /**
   * The last cell of the longest sequence (-1 if none), blanks counting as `joker` (0: out); its length
   * in `chain`, the cell before each in `prev`. Values lowest first: a cell's chain is one more than
   * the longest of its neighbours one lower, all done before it. Ties: the lowest cell ends it, the
   * first neighbour up, left, right, down comes before.
   */
  const sequence = (joker: number): number => {
    let end = -1;
    for (const value of withJoker(joker)) {
      for (const cell of value > 0 ? cellsOf(value, value === joker) : []) {
        let best = 0;
        prev[cell] = -1;
        for (let k = 0; value > 1 && k < 4; k++) {
          const other = near(shape, cell, k);
          if (other >= 0 && (values[other] || joker) === value - 1 && chain[other]! > best) {
            best = chain[other]!;
            prev[cell] = other;
          }
        }
        chain[cell] = ++best;
        if (end < 0 || best > chain[end]! || (best === chain[end] && cell < end)) end = cell;
      }
    }
    return end;
  };
  /** Longest paths of the parts made of one value, by their first cell: shared by every joker value. */
  const known = new Map<number, Found>();
  const paths = new Map<number, Found>();
  const like = (value: number, withBlanks = false): Found => {
    const key = value * 2 + +withBlanks;
    let found = paths.get(key);
    if (!found) {
      const them = cellsOf(value, withBlanks);
      member.fill(0);
      for (const cell of them) member[cell] = 1;
      found = generalLongest(scoring, member, them, known);
      paths.set(key, found);
    }
    return found;
  };
  // Every total comes with its bound: chains found, and the most they could be.
  let likeTotal = 0;
  let likeUpper = 0;
  for (const value of distinct) {
    if (value) {
      likeTotal += points(like(value)[0].length);
      likeUpper += points(like(value)[1]);
    }
  }
  // The blanks left blank (joker 0), then with jokers each value the blanks could take, lowest first (ties
  // keep the lower): everything but its merged like chain is cheap (parts of one value are solved once for
  // all); that chain is only searched if all its cells could win. A value next to no value present scores
  // as the blanks left blank at most: only values next to one present (or the blanks' own 1) are tried.
  const highest = settings.highestPip ?? Math.max(6, scoring.top);
  let total = -1;
  let upperBound = 0;
  let joker = 0;
  const candidates = blanks === 'jokers' && groups.has(0) ? distinct.flatMap((v) => [v - 1, v, v + 1]) : [];
  for (const candidate of new Set([0, ...candidates].sort(ascending))) {
    if (candidate < 0 || candidate > highest) continue;
    // The candidate's own like chain gives way to the merged one (like(-1) has no cells).
    const own = like(candidate || -1);
    const each = candidate ? 1 : blankWorth(blanks);
    const run = points(chain[sequence(candidate)]);
    const fixed = likeTotal - points(own[0].length) + run;
    const fixedUpper = likeUpper - points(own[1]) + run;
    let most = fixedUpper + points(cellsOf(candidate, candidate > 0).length, each);
    if (most > total) {
      const merged = like(candidate, candidate > 0);
      most = fixedUpper + points(merged[1], each);
      if (fixed + points(merged[0].length, each) > total) {
        total = fixed + points(merged[0].length, each);
        joker = candidate;
      }
    }
    if (most > upperBound) upperBound = most;
  }
  const end = sequence(joker);

  const chains: TruckChain[] = [];
  const sequencePoints = points(chain[end]);
  if (sequencePoints) {
    const cells: TruckCellRef[] = [];
    for (let cell = end; cell >= 0; cell = prev[cell]!) cells.push(refs[cell]!);
    cells.reverse();
    // A sequence goes up by one a cell: it starts its length − 1 below its last cell's value.
    const value = (values[end]! || joker) - sequencePoints + 1;
    chains.push({ kind: 'sequence', value, cells, points: sequencePoints });
  }
  for (const value of withJoker(joker)) {
    const [path] = like(value, value === joker && value !== 0);
    const each = value ? 1 : joker ? 0 : blankWorth(blanks);
    const p = points(path.length, each);
    if (p) chains.push({ kind: 'like', value, cells: path.map((cell) => refs[cell]!), points: p });
  }
  return {
    total,
    chains,
    joker: blanks === 'jokers' ? joker : null,
    exact: upperBound === total,
    upperBound,
  };
}

/**
 * Scores one load of a Dump Truck: the best total of at most one sequential
 * chain and at most one like-value chain per value, each chain a path of
 * distinct cells connected up, down, left or right, scoring one point per
 * cell if it has at least `minChain` (3) cells. Rulings 1–7 of
 * `docs/rules/dump-truck.md` define it precisely.
 *
 * Works on any rectangular grid (the truck is 3 rows of 4) of at most
 * `SCORE_TRUCK_LIMITS.maxCells` cells. Within the exact range of
 * {@link SCORE_TRUCK_LIMITS} (shorter side at most 12, at most 144 cells)
 * the answer is always exact. Past it the search stops at its work allowance
 * (`options.work`, deterministic: the same grid gives the same answer on
 * every machine; or `options.thinkMs` of wall clock) and returns the best
 * chains found with `exact` (proven best or not) and `upperBound` (a proven
 * bound on the best total, equal to `total` when exact). Throws
 * `InvalidOptionError` naming the cell (`grid[1][2]`), row or option at
 * fault, or `'grid'` past the cap (at once, before any work).
 *
 * How (see `bench/dump-truck.ts` for figures): a 4×3 truck, or any grid of
 * at most 16 cells, is bitmask work plus look-ups in a per-shape table that
 * fills itself as loads are seen. Larger
 * grids: the sequence is linear; each like chain is a longest-path problem,
 * NP-hard on general grids with holes but not on narrow ones. A part larger
 * than a tiny grid first gets an obvious path: a snake along the rows of a
 * full box (every cell, exact, in time linear in the cells), a short walk
 * through a nearly full one; it stops there if the path meets the chessboard
 * colours' bound (a path alternates colours). Otherwise each connected
 * part at most 13 cells across goes to a frontier dynamic programme that
 * sweeps it along its long side (without an allowance, from the end and side
 * where its holes lean: they rule out partial paths early), bounded by a relaxed problem (a path plus
 * any cycles) solved first, and led by a quick approximate sweep that
 * usually finds the answer, which the exact sweep then only has to confirm.
 * Wider parts (or ones whose relaxed table would not fit the allowance) get
 * a walk improved by detours, extensions and rotations while the allowance
 * lasts, and a bound from the relaxed problem solved on bands of the part.
 * With jokers, parts of one value are solved once for all joker values, and
 * a joker value's merged chain is only searched when all its cells could
 * still win.
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
 * result.exact;  // true (and result.upperBound 11)
 * scoreTruck([[0, 0, 0]], { blanks: 'double' }).total; // 6
 * ```
 */
export function scoreTruck(grid: TruckGrid, options?: ScoreTruckOptions): TruckScore {
  return scoreTruckUsing(grid, options, 'auto');
}

// ------------------------------------------------------------------ tiny grids

/** Cells of value `v` (at most 256: `masks` is 0 past the grid's largest value), with the blanks when `v` is the joker. */
const maskAt = (masks: readonly number[], v: number, joker: number): number =>
  masks[v]! | (v === joker ? masks[0]! : 0);

/** The cells next to the cells of `reach`. */
const expand = (shape: Scoring['shape'], reach: number): number =>
  ((reach & shape.east) << 1) |
  ((reach >>> 1) & shape.east) |
  (reach << shape.columns) |
  (reach >>> shape.columns);

/**
 * The longest sequence with values up to `top`, as `start * 256 + length`
 * (0 if shorter than `minChain`): for each start value, the cells reachable
 * by a chain start, start+1, … are one bitmask, stepped a value at a time.
 */
function tinySequence({ shape, masks }: Grid, top: number, joker: number, minChain: number): number {
  let best = 0;
  let bestStart = 0;
  for (let start = 1; start + best <= top; start++) {
    const first = maskAt(masks, start, joker);
    let reach = first;
    let v = start;
    while (reach && v < top) {
      reach = expand(shape, reach) & maskAt(masks, v + 1, joker);
      if (reach) v++;
    }
    if (first && v - start >= best) {
      best = v - start + 1;
      bestStart = start;
    }
  }
  return best < minChain ? 0 : bestStart * 256 + best;
}

/** Like chain length of the cells `mask`, 0 below `minChain`. */
function likeLength(scoring: Grid, mask: number, minChain: number): number {
  const known = scoring.shape.table[mask]!;
  const length = known ? known - 1 : tinyLongest(scoring.shape, mask);
  return length < minChain ? 0 : length;
}

/**
 * The whole score of a grid of at most {@link TINY_CELLS} cells with values
 * below 256 (read by `readGrid`), by bitmasks and the per-shape table.
 */
function scoreTiny(scoring: Grid, settings: Settings): TruckScore {
  const { blanks, minChain, highestPip } = settings;
  const { shape, masks } = scoring;
  const maxValue = scoring.top > 0 ? scoring.top : 0;

  let likeTotal = 0;
  for (let v = 1; v <= maxValue; v++) likeTotal += likeLength(scoring, masks[v]!, minChain);
  let sequence = tinySequence(scoring, maxValue, 0, minChain);
  let total = likeTotal + blankWorth(blanks) * likeLength(scoring, masks[0]!, minChain) + (sequence % 256);
  let joker = 0;

  if (blanks === 'jokers' && masks[0]) {
    const highest = highestPip ?? Math.max(6, maxValue);
    // A value above maxValue + 1 touches no value present, so it scores no more than maxValue + 1
    // (which can extend a sequence) and, ties keeping the lower, is never chosen: no need to try it.
    for (let j = 1; j <= highest && j <= maxValue + 1; j++) {
      const run = tinySequence(scoring, j > maxValue ? j : maxValue, j, minChain);
      const candidate =
        likeTotal -
        likeLength(scoring, masks[j]!, minChain) +
        likeLength(scoring, maskAt(masks, j, j), minChain) +
        (run % 256);
      if (candidate > total) {
        total = candidate;
        joker = j;
        sequence = run;
      }
    }
  }

  const chains: TruckChain[] = [];
  const length = sequence % 256;
  if (length) {
    // Walk back from a last cell through the layers of cells each value can reach.
    const start = (sequence / 256) | 0;
    const layers = [maskAt(masks, start, joker)];
    for (let k = 1; k < length; k++)
      layers[k] = expand(shape, layers[k - 1]!) & maskAt(masks, start + k, joker);
    const cells: TruckCellRef[] = [];
    for (let k = length - 1, cell = -1; k >= 0; k--) {
      const mask = layers[k]! & (cell < 0 ? -1 : expand(shape, 1 << cell));
      cell = 31 - Math.clz32(mask & -mask); // its lowest cell
      cells[k] = shape.refs[cell]!;
    }
    chains.push({ kind: 'sequence', value: start, cells, points: length });
  }
  // Like chains by value; blanks (value 0) score as blanks only when they are not jokers.
  for (let v = 0; v <= (joker > maxValue ? joker : maxValue); v++) {
    const mask = maskAt(masks, v, joker);
    const points = (v ? 1 : joker ? 0 : blankWorth(blanks)) * likeLength(scoring, mask, minChain);
    if (points) chains.push({ kind: 'like', value: v, cells: shape.paths[mask]!, points });
  }
  return { total, chains, joker: blanks === 'jokers' ? joker : null, exact: true, upperBound: total };
}

/**
 * {@link scoreTruck} with a chosen engine, for tests and benchmarks:
 * `'general'` skips the tiny-grid path; `'unlimited'` also treats every grid
 * as in the exact range (no work allowance: may take seconds and much
 * memory; exact for parts at most 13 cells across).
 */
export function scoreTruckUsing(
  grid: TruckGrid,
  options: ScoreTruckOptions | undefined,
  engine: 'auto' | 'general' | 'unlimited',
): TruckScore {
  const settings = readOptions(options);
  const scoring = readGrid(grid, settings.highestPip);
  const { shape, top } = scoring;
  const { shortSide, cells } = SCORE_TRUCK_LIMITS;
  if (shape.table.length && top < 256 && engine === 'auto') return scoreTiny(scoring, settings);
  // Past the exact range: the work allowance, and the wall clock if asked.
  return scoreGeneral(
    {
      ...scoring,
      search:
        engine !== 'unlimited' &&
        ((shape.rows > shortSide && shape.columns > shortSide) || shape.cells > cells)
          ? newSearch(settings.work, performance.now() + (settings.thinkMs ?? NO_LIMIT))
          : newSearch(),
    },
    settings,
  );
}
