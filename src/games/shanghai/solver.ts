/**
 * Shanghai's chain solver: which tiles of a hand make a chain for a roll
 * (`findChain`, `isLayable`, `arrangeShanghaiChain`), counted by tile type.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
import type { Violation } from '../../core/game.js';
import type { Tile } from '../../core/tiles.js';

/**
 * One tile as laid in a chain: `left` is the pip value of the end facing the
 * start of the chain, `right` the end facing its finish. `{ left, right }` is
 * `{ tile.low, tile.high }` in one order or the other.
 *
 * @example
 * ```ts
 * findChain([makeTile(6, 3)], [6, 3]); // [{ tile: 3-6, left: 6, right: 3 }]: laid as 6-3
 * ```
 */
export interface ShanghaiLink {
  /** The tile laid. */
  readonly tile: Tile;
  /** The pip value of the end facing the start of the chain. */
  readonly left: number;
  /** The pip value of the end facing the finish of the chain. */
  readonly right: number;
}

/**
 * Which chain {@link findChain} returns when there are several: the one with
 * the most tiles (`'longest'`, the default, what scores) or the fewest.
 *
 * @example
 * ```ts
 * findChain(hand, [6, 2], { prefer: 'shortest' }); // the shortest chain from 6 to 2, or null
 * ```
 */
export interface ShanghaiChainOptions {
  /** `'longest'` (default) for the chain with the most tiles, `'shortest'` for the fewest. */
  readonly prefer?: 'longest' | 'shortest';
}

/** Highest pip value of a double-six set. */
const TOP = 6;
/** Pip values 0..6 are vertices 0..6; vertex 0 (the blank) is the wild one. */
const VALUES = TOP + 1;
/** Type index of the tile a-b (a ≤ b): `a * 7 + b`. */
const TYPE_SLOTS = VALUES * VALUES;
/** The 28 tile types, as [low, high, type index]. */
const TYPES: readonly (readonly [number, number, number])[] = (() => {
  const list: [number, number, number][] = [];
  for (let a = 0; a <= TOP; a++) for (let b = a; b <= TOP; b++) list.push([a, b, a * VALUES + b]);
  return list;
})();
const NON_BLANK_TYPES = TYPES.filter(([a]) => a !== 0);
/** The same types as flat arrays, for the hot loops. */
const LOW = Int32Array.from(TYPES, ([a]) => a);
const HIGH = Int32Array.from(TYPES, ([, b]) => b);
const INDEX = Int32Array.from(TYPES, ([, , index]) => index);

/** The multiset of a set of tiles: how many of each type (index `a * 7 + b`, a ≤ b). */
export type TypeCounts = Int32Array;

/** Scratch space of {@link isLayable}: degrees and adjacency bitmasks of vertices 0..6. */
const DEGREE = new Int32Array(VALUES);
const ADJACENT = new Int32Array(VALUES);

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** Vertices reachable from the vertices of `start` (a bitmask) along `ADJACENT`. */
function reach(start: number): number {
  let seen = start;
  let frontier = start;
  while (frontier !== 0) {
    let next = 0;
    for (let m = frontier; m !== 0; m &= m - 1) next |= ADJACENT[31 - Math.clz32(m & -m)]!;
    frontier = next & ~seen;
    seen |= next;
  }
  return seen;
}

/**
 * Whether ALL the tiles counted in `counts` can be laid as one chain that
 * starts against the value `from` and finishes on `to`.
 *
 * `from` is 1..6 (a die: the chain's first end must show it or a blank) or 0
 * (the chain continues after a blank end, which anything may follow). `to`
 * is 1..6 (a die). With no tiles, true iff `from` already matches `to`.
 *
 * How: the tiles are edges of a multigraph on 0..6. A blank end at a join is
 * a free step through the wild vertex 0: the chain is an Euler trail from
 * `from` to `to` in the tiles plus "jump" edges `v–0`, where two jumps never
 * meet at 0 (that would be two non-blank ends touching). By Kotzig's theorem on
 * Euler tours with forbidden transitions, such a trail exists iff the jumps at
 * 0 are at most half of its degree: `jumps ≤ blank ends`. The fewest jumps are
 * one per vertex of the wrong parity plus two per part of the graph that has
 * no such vertex and no blank. Cost: O(28) plus a few bitmask steps.
 */
export function isLayable(counts: TypeCounts, from: number, to: number): boolean {
  return shortfall(counts, from, to) <= 0;
}

/**
 * How far the tiles of `counts` are from being layable as one chain from
 * `from` to `to` ({@link isLayable} iff the result is ≤ 0). With a blank end
 * in play it is `jumps needed − blank ends`, and dropping one non-blank tile
 * lowers it by at most 2 (it changes the parity of at most two vertices, and
 * a part only stops needing two jumps by losing its last tile or gaining two
 * odd vertices). Without blanks it is 0 (layable) or 1.
 */
function shortfall(counts: TypeCounts, from: number, to: number): number {
  for (let v = 0; v < VALUES; v++) {
    DEGREE[v] = 0;
    ADJACENT[v] = 0;
  }
  let blanks = 0;
  let total = 0;
  for (let t = 0; t < 28; t++) {
    const count = counts[INDEX[t]!]!;
    if (count === 0) continue;
    const a = LOW[t]!;
    const b = HIGH[t]!;
    total += count;
    DEGREE[a]! += count;
    DEGREE[b]! += count;
    ADJACENT[a]! |= 1 << b;
    ADJACENT[b]! |= 1 << a;
    if (a === 0) blanks += b === 0 ? 2 * count : count;
  }
  if (total === 0) return from === 0 || from === to ? 0 : 1;
  // Vertices 1..6 whose degree has the wrong parity for a trail from `from` to `to`.
  let odd = 0;
  let present = 0;
  for (let v = 1; v <= TOP; v++) {
    const degree = DEGREE[v]! + (v === from ? 1 : 0) + (v === to ? 1 : 0);
    if (degree & 1) odd |= 1 << v;
    if (DEGREE[v]! > 0) present |= 1 << v;
  }
  const wild = blanks + (from === 0 ? 1 : 0);
  if (wild === 0) {
    // No blank anywhere: an ordinary Euler trail of the non-blank tiles.
    if (odd !== 0 || DEGREE[from] === 0) return 1;
    return (reach(1 << from) & present) === present ? 0 : 1;
  }
  // Every part not joined to the blank needs a jump; a part with no odd vertex needs two.
  let rest = (present | (from !== 0 ? 1 << from : 0) | (1 << to)) & ~reach(1);
  let jumps = popcount(odd);
  while (rest !== 0) {
    const part = reach(rest & -rest);
    if ((part & odd) === 0) jumps += 2;
    rest &= ~part;
  }
  return jumps - wild;
}

/** Total tiles counted. */
function countTotal(counts: TypeCounts): number {
  let total = 0;
  for (const [, , index] of TYPES) total += counts[index]!;
  return total;
}

/** Builds the counts of a hand. */
export function countTypes(tiles: readonly Tile[]): TypeCounts {
  const counts = new Int32Array(TYPE_SLOTS);
  for (const tile of tiles) counts[tile.low * VALUES + tile.high]! += 1;
  return counts;
}

/**
 * Orders and orients exactly the tiles of `counts` (left untouched) into a
 * chain from `from` to `to`, as [left, right] pairs, or `null`. Fleury's way:
 * each next tile is one after which the rest can still be laid ({@link isLayable}).
 */
export function arrangeCounts(counts: TypeCounts, from: number, to: number): [number, number][] | null {
  if (countTotal(counts) === 0 || !isLayable(counts, from, to)) return null;
  const work = counts.slice();
  const links: [number, number][] = [];
  let end = from;
  let left = countTotal(work);
  while (left > 0) {
    let placed = false;
    // Try exact matches first (nicer chains), then blank joins.
    for (let pass = 0; pass < 2 && !placed; pass++) {
      for (let t = 0; t < 28 && !placed; t++) {
        const index = INDEX[t]!;
        if (work[index] === 0) continue;
        const a = LOW[t]!;
        const b = HIGH[t]!;
        for (let flip = 0; flip < (a === b ? 1 : 2); flip++) {
          const x = flip ? b : a;
          const y = flip ? a : b;
          const exact = x === end && x !== 0;
          if (pass === 0 ? !exact : exact || !(x === 0 || end === 0)) continue;
          work[index]! -= 1;
          if (isLayable(work, y, to)) {
            links.push([x, y]);
            end = y;
            placed = true;
            break;
          }
          work[index]! += 1;
        }
      }
    }
    /* v8 ignore next -- unreachable: isLayable held before this step, so some tile keeps it. */
    if (!placed) return null;
    left--;
  }
  return links;
}

/**
 * Searches the best sub-multiset of `counts` for a chain from `from` to `to`
 * by iterative deepening on the number of tiles dropped, dropping only from
 * `droppable` types (one tile, or all of the type). Returns the kept counts or null.
 * `maxDrops` bounds the search; `minDrops` is a proven lower bound.
 */
function bestByDropping(
  counts: TypeCounts,
  droppable: readonly number[],
  from: number,
  to: number,
  minDrops: number,
  maxDrops: number,
): TypeCounts | null {
  const work = counts.slice();
  const total = countTotal(work);
  const found = (): boolean => total - spent > 0 && isLayable(work, from, to);
  let spent = 0;
  const drop = (start: number, budget: number): boolean => {
    if (budget === 0) return found();
    for (let i = start; i < droppable.length; i++) {
      const index = droppable[i]!;
      const count = work[index]!;
      // Drop one tile of this type…
      work[index] = count - 1;
      spent += 1;
      if (drop(i + 1, budget - 1)) return true;
      spent -= 1;
      // …or, with two or more, all of them (dropping some other number never helps).
      if (count >= 2 && count <= budget) {
        work[index] = 0;
        spent += count;
        if (drop(i + 1, budget - count)) return true;
        spent -= count;
      }
      work[index] = count;
    }
    return false;
  };
  for (let k = minDrops; k <= maxDrops; k++) {
    if (drop(0, k)) return work;
  }
  return null;
}

/** Non-blank tiles that must be dropped at least, from parity alone (no blank in `counts`). */
function parityLowerBound(counts: TypeCounts, from: number, to: number): number {
  DEGREE.fill(0);
  for (const [a, b, index] of NON_BLANK_TYPES) {
    DEGREE[a]! += counts[index]!;
    DEGREE[b]! += counts[index]!;
  }
  let odd = 0;
  for (let v = 1; v <= TOP; v++) {
    if ((DEGREE[v]! + (v === from ? 1 : 0) + (v === to ? 1 : 0)) & 1) odd++;
  }
  // Each dropped tile changes the parity of at most two vertices.
  return odd / 2;
}

/** Non-blank types present in `counts`, most tiles first. */
function presentNonBlank(counts: TypeCounts): number[] {
  const list: number[] = [];
  for (const [, , index] of NON_BLANK_TYPES) if (counts[index]! > 0) list.push(index);
  return list;
}

/** Vertices of the non-blank graph reachable from `from` (bitmask). */
function nonBlankComponent(counts: TypeCounts, from: number): number {
  ADJACENT.fill(0);
  for (const [a, b, index] of NON_BLANK_TYPES) {
    if (counts[index]! === 0) continue;
    ADJACENT[a]! |= 1 << b;
    ADJACENT[b]! |= 1 << a;
  }
  return reach(1 << from);
}

/**
 * Whether some chain from `from` to `to` uses a blank tile. Such a chain can
 * be cut down to one that starts (0-y) or finishes (y-0) with a blank tile,
 * so it is enough to look for a short chain from y, or up to y.
 */
function hasBlankChain(counts: TypeCounts, from: number, to: number): boolean {
  if (counts[0]! > 0) return true;
  for (let y = 1; y <= TOP; y++) {
    if (counts[y]! === 0) continue;
    if (y === from || y === to) return true;
    counts[y]! -= 1;
    const found = shortestLinks(counts, y, to) !== null || shortestLinks(counts, from, y) !== null;
    counts[y]! += 1;
    if (found) return true;
  }
  return false;
}

/**
 * The most tiles of `counts` that make a chain from die `from` to die `to`,
 * as counts, or null. Exact; see {@link findChain} for the reasoning.
 */
export function longestCounts(counts: TypeCounts, from: number, to: number): TypeCounts | null {
  let best: TypeCounts | null = null;
  let bestTotal = 0;
  // Case B: with at least one blank, every blank tile is kept (adding a blank
  // never makes a layable set unlayable), so only non-blank tiles are dropped.
  let blankTiles = 0;
  for (let b = 0; b <= TOP; b++) blankTiles += counts[b]!;
  const nonBlank = presentNonBlank(counts);
  if (blankTiles > 0 && hasBlankChain(counts, from, to)) {
    const total = countTotal(counts);
    const minDrops = Math.ceil(Math.max(0, shortfall(counts, from, to)) / 2);
    best = bestByDropping(counts, nonBlank, from, to, minDrops, total - blankTiles);
    /* v8 ignore next -- unreachable: a blank chain exists, and it only grows by adding the other blanks. */
    if (best) bestTotal = countTotal(best);
  }
  // Case A: no blank at all: an Euler trail in the part of the graph holding `from`.
  const trail = new Int32Array(TYPE_SLOTS);
  for (const index of nonBlank) trail[index] = counts[index]!;
  pruneDeadEnds(trail, from, to);
  const part = nonBlankComponent(trail, from);
  if (part & (1 << to)) {
    let total = 0;
    for (const index of nonBlank) {
      if (part & (1 << Math.floor(index / VALUES))) total += trail[index]!;
      else trail[index] = 0;
    }
    if (total > bestTotal && (from !== to || hasClosedTrail(trail, from))) {
      const kept = bestByDropping(
        trail,
        presentNonBlank(trail),
        from,
        to,
        parityLowerBound(trail, from, to),
        total - bestTotal - 1,
      );
      if (kept) best = kept;
    }
  }
  return best;
}

/**
 * Without blanks, a tile whose end value v meets no other tile (only doubles
 * v-v besides) cannot be in a trail from `from` to `to` unless v must be an
 * odd end of it (v is exactly one of `from`, `to`): it is removed, repeatedly.
 */
function pruneDeadEnds(counts: TypeCounts, from: number, to: number): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (let v = 1; v <= TOP; v++) {
      if ((v === from) !== (v === to)) continue;
      let edges = 0;
      let last = -1;
      for (let u = 1; u <= TOP; u++) {
        if (u === v) continue;
        const index = u < v ? u * VALUES + v : v * VALUES + u;
        edges += counts[index]!;
        if (counts[index]! > 0) last = index;
      }
      if (edges === 1) {
        counts[last] = 0;
        changed = true;
      }
    }
  }
}

/** Whether the non-blank tiles hold a closed trail through `v` (a double v-v, or a cycle). */
function hasClosedTrail(counts: TypeCounts, v: number): boolean {
  if (counts[v * VALUES + v]! > 0) return true;
  for (let u = 1; u <= TOP; u++) {
    if (u === v) continue;
    const index = u < v ? u * VALUES + v : v * VALUES + u;
    const count = counts[index]!;
    if (count >= 2) return true;
    if (count === 1) {
      counts[index] = 0;
      const back = nonBlankComponent(counts, u) & (1 << v);
      counts[index] = 1;
      if (back) return true;
    }
  }
  return false;
}

/**
 * The fewest tiles of `counts` that make a chain from `from` to `to`, as
 * [left, right] links, or null. A shortest chain never shows the same value
 * twice at its right-hand ends (the loop between could be cut out), so it has
 * at most 7 tiles: iterative deepening to depth 7.
 */
export function shortestLinks(counts: TypeCounts, from: number, to: number): [number, number][] | null {
  const work = counts.slice();
  const path: [number, number][] = [];
  const search = (end: number, depth: number, seen: number): boolean => {
    if (depth === 0) return end === 0 || end === to;
    for (const [a, b, index] of TYPES) {
      if (work[index] === 0) continue;
      for (let flip = 0; flip < (a === b ? 1 : 2); flip++) {
        const x = flip ? b : a;
        const y = flip ? a : b;
        if (!(x === end || x === 0 || end === 0) || seen & (1 << y)) continue;
        work[index]! -= 1;
        path.push([x, y]);
        if (search(y, depth - 1, seen | (1 << y))) return true;
        path.pop();
        work[index]! += 1;
      }
    }
    return false;
  };
  for (let depth = 1; depth <= VALUES; depth++) if (search(from, depth, 0)) return path;
  return null;
}

function checkDice(dice: unknown, path = 'dice'): asserts dice is readonly [number, number] {
  if (!Array.isArray(dice) || dice.length !== 2) {
    throw new InvalidOptionError(path, 'must be an array of two dice');
  }
  dice.forEach((die, i) => {
    if (!Number.isInteger(die) || die < 1 || die > 6) {
      throw new InvalidOptionError(`${path}[${i}]`, 'must be a whole number from 1 to 6');
    }
  });
}

function checkTile(tile: unknown, path: string): asserts tile is Tile {
  const t = tile as Tile;
  if (typeof tile !== 'object' || tile === null) throw new InvalidOptionError(path, 'must be a tile');
  if (typeof t.id !== 'string') throw new InvalidOptionError(`${path}.id`, 'must be a string');
  for (const key of ['low', 'high'] as const) {
    if (!Number.isInteger(t[key]) || t[key] < 0 || t[key] > TOP) {
      throw new InvalidOptionError(`${path}.${key}`, 'must be a whole number from 0 to 6');
    }
  }
  if (t.low > t.high) throw new InvalidOptionError(path, 'low must not exceed high');
}

/**
 * Checks a hand: an array of valid tiles with distinct ids.
 * @throws {@link InvalidOptionError} at `path` (or a tile under it) for anything but an array of valid tiles with distinct ids.
 */
export function checkHand(hand: unknown, path = 'hand'): asserts hand is readonly Tile[] {
  if (!Array.isArray(hand)) throw new InvalidOptionError(path, 'must be an array of tiles');
  const ids = new Set<string>();
  hand.forEach((tile, i) => {
    checkTile(tile, `${path}[${i}]`);
    if (ids.has(tile.id)) throw new InvalidOptionError(`${path}[${i}]`, `repeats tile ${tile.id}`);
    ids.add(tile.id);
  });
}

/** Turns [left, right] links into links of actual tiles from `tiles`, each used once, in hand order. */
function toLinks(pairs: readonly (readonly [number, number])[], tiles: readonly Tile[]): ShanghaiLink[] {
  const used = new Set<Tile>();
  return pairs.map(([left, right]) => {
    const low = Math.min(left, right);
    const high = Math.max(left, right);
    const tile = tiles.find((t) => !used.has(t) && t.low === low && t.high === high)!;
    used.add(tile);
    return { tile, left, right };
  });
}

/**
 * The most tiles a hand passed to {@link findChain} may hold: 28, a whole
 * double-six set's worth (the game's hands hold at most 10). Past it
 * `findChain` throws `InvalidOptionError` (option `'hand'`) before any work.
 *
 * @example
 * ```ts
 * import { SHANGHAI_CHAIN_MAX_HAND } from 'boneyard/shanghai';
 * SHANGHAI_CHAIN_MAX_HAND; // 28
 * ```
 */
export const SHANGHAI_CHAIN_MAX_HAND = 28;

/**
 * The best chain that can be made from `hand` for a roll of `dice`, ordered
 * from the end matching `dice[0]` to the end matching `dice[1]`, each tile
 * oriented; or `null` if none can be made. Exact.
 *
 * Rules: touching ends match, a blank (0) matches anything (at a join or at a
 * chain end, each blank end on its own: a lone double-blank answers any roll),
 * the two chain ends match the two dice.
 *
 * How (`prefer: 'longest'`): tiles are counted by type, so two 3-5 tiles of
 * different sets are interchangeable. A set of tiles can be laid iff an Euler
 * condition holds (`isLayable`, O(28)). With any blank used, all blanks
 * are kept, and non-blank tiles are dropped by iterative deepening (one tile
 * or a whole type at a time) from a parity lower bound; without blanks, the
 * part of the graph holding the first die is searched the same way. The
 * chosen tiles are then ordered by Fleury's method. `'shortest'`: iterative
 * deepening to depth 7 (a shortest chain has at most 7 tiles).
 *
 * Cost: times in `npm run bench -- shanghai` and the README. Hands
 * hold at most `SHANGHAI_CHAIN_MAX_HAND` (28) tiles; a longer hand is
 * refused at once with `InvalidOptionError` (`'hand'`). Worst case: tiles
 * are counted by type, so the work depends on the t ≤ 21 distinct non-blank
 * types, not on the hand's length: each deepening step d tries at most
 * C(t, d)·2^d drop sets (one tile or all of a type), each an O(28) check,
 * and the steps stop at the first that succeeds. The bench also times the
 * slowest hands a hill-climbing search found over 10- and 28-tile hands. In play a
 * hand never holds more than `handSize` (at most 10) tiles: a turn draws one
 * tile per chain laid, and every chain lays at least one.
 *
 *
 * @throws {@link InvalidOptionError} naming the bad argument (e.g. `hand[2].low`, `dice[1]`, `options.prefer`).
 * @example
 * ```ts
 * import { findChain } from 'boneyard/shanghai';
 * const hand = [makeTile(6, 3), makeTile(3, 2), makeTile(0, 6)];
 * findChain(hand, [6, 2]);
 * // [{ tile: 3-6, left: 6, right: 3 }, { tile: 2-3, left: 3, right: 2 }, …] (longest)
 * findChain(hand, [6, 2], { prefer: 'shortest' }); // [{ tile: 0-6, left: 6, right: 0 }]
 * ```
 */
export function findChain(
  hand: readonly Tile[],
  dice: readonly number[],
  options: ShanghaiChainOptions = {},
): ShanghaiLink[] | null {
  if (Array.isArray(hand) && hand.length > SHANGHAI_CHAIN_MAX_HAND) {
    throw new InvalidOptionError(
      'hand',
      `has ${hand.length} tiles: findChain takes at most ${SHANGHAI_CHAIN_MAX_HAND} (SHANGHAI_CHAIN_MAX_HAND)`,
    );
  }
  checkHand(hand);
  checkDice(dice);
  const prefer = options.prefer ?? 'longest';
  if (prefer !== 'longest' && prefer !== 'shortest') {
    throw new InvalidOptionError('options.prefer', "must be 'longest' or 'shortest'");
  }
  const counts = countTypes(hand);
  const [from, to] = dice;
  if (prefer === 'shortest') {
    const pairs = shortestLinks(counts, from, to);
    return pairs ? toLinks(pairs, hand) : null;
  }
  const kept = longestCounts(counts, from, to);
  if (!kept) return null;
  return toLinks(arrangeCounts(kept, from, to)!, hand);
}

/**
 * Orders and orients exactly the given tiles into a chain for `dice` (from
 * `dice[0]` to `dice[1]`), or `null` if they cannot all be laid in one chain.
 *
 * @example
 * ```ts
 * arrangeShanghaiChain([makeTile(2, 3), makeTile(3, 6)], [6, 2]);
 * // [{ tile: 3-6, left: 6, right: 3 }, { tile: 2-3, left: 3, right: 2 }]
 * ```
 */
export function arrangeShanghaiChain(tiles: readonly Tile[], dice: readonly number[]): ShanghaiLink[] | null {
  checkHand(tiles, 'tiles');
  checkDice(dice);
  const pairs = arrangeCounts(countTypes(tiles), dice[0], dice[1]);
  return pairs ? toLinks(pairs, tiles) : null;
}

/**
 * Why `chain` is not a legal chain for `dice`, or `null` if it is. Codes:
 * `empty-chain`, `tile-repeated`, `link-mismatch` (a link's ends are not its
 * tile's pips), `ends-do-not-touch` (two touching ends differ and neither is
 * blank; `index` in the message), `dice-not-matched` (the chain's ends do not
 * show the two dice in either order).
 *
 * @throws {@link InvalidOptionError} with the path of malformed input (e.g. `chain[1].left`); a chain that breaks a rule is answered, not thrown.
 * @example
 * ```ts
 * const six3 = makeTile(6, 3);
 * checkShanghaiChain([{ tile: six3, left: 6, right: 3 }], [6, 2]);
 * // { code: 'dice-not-matched', message: 'The chain ends 6 … 3 but the dice show 6 and 2.' }
 * ```
 */
export function checkShanghaiChain(
  chain: readonly ShanghaiLink[],
  dice: readonly number[],
): Violation | null {
  checkDice(dice);
  if (!Array.isArray(chain)) throw new InvalidOptionError('chain', 'must be an array of links');
  chain.forEach((link, i) => {
    if (typeof link !== 'object' || link === null)
      throw new InvalidOptionError(`chain[${i}]`, 'must be a link');
    checkTile(link.tile, `chain[${i}].tile`);
    for (const key of ['left', 'right'] as const) {
      if (!Number.isInteger(link[key]) || link[key] < 0 || link[key] > TOP) {
        throw new InvalidOptionError(`chain[${i}].${key}`, 'must be a whole number from 0 to 6');
      }
    }
  });
  if (chain.length === 0) return { code: 'empty-chain', message: 'A chain has at least one tile.' };
  const ids = new Set<string>();
  for (const [i, { tile, left, right }] of chain.entries()) {
    if (ids.has(tile.id))
      return { code: 'tile-repeated', message: `Tile ${tile.id} is laid twice (link ${i}).` };
    ids.add(tile.id);
    if (Math.min(left, right) !== tile.low || Math.max(left, right) !== tile.high) {
      return {
        code: 'link-mismatch',
        message: `Link ${i} shows ${left}-${right} but tile ${tile.id} is ${tile.low}-${tile.high}.`,
      };
    }
    if (i > 0) {
      const before = chain[i - 1]!.right;
      if (before !== left && before !== 0 && left !== 0) {
        return {
          code: 'ends-do-not-touch',
          message: `Links ${i - 1} and ${i} join ${before} to ${left}: touching ends must match (or one be blank).`,
        };
      }
    }
  }
  const first = chain[0]!.left;
  const last = chain[chain.length - 1]!.right;
  const [d1, d2] = dice as readonly [number, number];
  const fits = (end: number, die: number) => end === 0 || end === die;
  if ((fits(first, d1) && fits(last, d2)) || (fits(first, d2) && fits(last, d1))) return null;
  return {
    code: 'dice-not-matched',
    message: `The chain ends ${first} … ${last} but the dice show ${d1} and ${d2}.`,
  };
}

/**
 * Whether `chain` is a legal chain for `dice` (see {@link checkShanghaiChain}
 * for the reason when it is not).
 *
 * @example
 * ```ts
 * isChain([{ tile: makeTile(0, 0), left: 0, right: 0 }], [6, 2]); // true: a double-blank always is
 * ```
 */
export function isChain(chain: readonly ShanghaiLink[], dice: readonly number[]): boolean {
  return checkShanghaiChain(chain, dice) === null;
}
