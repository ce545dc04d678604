/**
 * Longest simple path through the marked cells of a grid, by a frontier-based
 * dynamic programme (internal; the "plug DP" or broken-profile DP with
 * connectivity labels, as in Knuth's SIMPATH and the frontier-based search of
 * the ZDD literature).
 *
 * The grid is swept cell by cell, row by row, over its narrow side (`width`
 * columns). Before cell (i, j) the frontier is `width + 1` plugs: the edges of
 * the partial path that cross from swept to unswept cells (the down edges of
 * row i left of j, the right edge into (i, j), the down edges of row i − 1
 * from column j on). A state is the frontier's plugs, each 2 bits:
 *
 * - `0` no edge;
 * - `1` / `2` the two ends of one path piece, matched like parentheses (the
 *   pieces never cross: the grid is planar);
 * - `3` an end of a piece whose other end is an end of the whole path.
 *
 * plus the number of `3` plugs (at most 2: a path has two ends). Its value is
 * the most cells used so far. A piece whose both ends are path ends is a
 * whole path: it is only valid with no other piece open, and it is a
 * candidate answer. Time: O(cells × states); the number of states depends
 * only on the width (a set of cells never has more states than the full
 * rectangle of that width, whose partial paths include all of its), so the
 * time is linear in the long side.
 *
 * Branch and bound, with a relaxed problem as the bound. Before the sweep, a
 * second dynamic programme, swept backwards, tabulates for every cell, every
 * set of frontier plugs that carry an edge and every number of path ends
 * still allowed, the most cells still to come that edges can cover when every
 * covered cell has two edges except at most that many ends: a path relaxed
 * into a path plus any cycles. Only plug sets whose edges join two marked
 * cells are tabulated (few where there are holes). It knows what plain
 * counting does not: a dead end or a spur can only hold a path's end, a
 * corridor is used whole or not at all, and cycles alternate the chessboard's
 * colours. Its value at the first cell bounds the whole answer, and a state
 * is dropped unless its value plus its entry beats the best path known.
 *
 * First a sweep that keeps only the 256 states a layer with the highest
 * bounds (a beam: a good path fast, and the answer itself when no layer had
 * to be cut); where more states tie at its cut than fit, it keeps ones spread
 * evenly through the layer (the first ones in the layer's order would mostly
 * come from a few parents, and in a nearly full part all states tie). If its
 * path reaches the bound, it is the longest. Otherwise exact sweeps with the
 * bar one lower each time, from just under the bound down to the beam's path
 * (a sweep under a high bar that fails is cheap: every state's bound must
 * beat it): the first that finds a path has the longest, and if none does,
 * the beam's path is the longest. Without an allowance, after six bars one
 * sweep goes straight to the beam's path.
 *
 * The path is recovered from back-pointers (one number per state kept: its
 * parent and the choice made).
 *
 * Past the exact range the caller gives the search an allowance of work: every
 * layer spends its states, the relaxed table its entries; an exact sweep
 * stops when it runs out (it returns: nothing is thrown), and the beam's
 * path stands with the bound proven so far (`search.upper`). The relaxed
 * problem also bounds parts too wide
 * for the sweep, band by band (`bandBound` in `longest-path.ts`).
 *
 * @module
 */

/**
 * Widest frontier the engine takes (plugs are packed 2 bits each into 28
 * bits): the caller's to keep (`solvePart` in `longest-path.ts` gives wider
 * parts the band bound). A layer never holds more states than the full
 * rectangle of its width allows, with no bound to prune any (measured:
 * 50,146 states at width 10, 151,582 at 11, 458,990 at 12, 1,391,442 at 13),
 * so no cap is needed: past the exact range the allowance bounds the work.
 */
export const FRONTIER_MAX_WIDTH = 13;

/** Position of the plug matching the `1` or `2` at plug `at`. */
function partner(key: number, at: number, plug: number): number {
  const step = 3 - 2 * plug; // OPEN (1) searches forward, CLOSE (2) back
  let depth = 0;
  for (let k = at + step; ; k += step) {
    const other = (key >>> (2 * k)) & 3;
    if (other === plug) depth++;
    else if (other === 3 - plug) {
      if (depth === 0) return k;
      depth--;
    }
  }
}

/** `key` with plug `at` set to `plug`. */
const setPlug = (key: number, at: number, plug: number): number =>
  (key & ~(3 << (2 * at))) | (plug << (2 * at));

/** No limit (`1 / 0`: shorter than its name once minified). */
export const NO_LIMIT = 1 / 0;

/**
 * One scoring call's search (internal): its allowance, its scratch and the
 * bound its last {@link frontierLongest} proved. Every sweep, walk and bound
 * of the call takes it as a parameter; no two calls share one, so a call
 * made while another is under way (a re-entrant call, a generator between
 * two) changes nothing of the other.
 */
export interface Search {
  /** The call's whole allowance, in work units (`NO_LIMIT`: none). */
  readonly start: number;
  /** Work units left. */
  left: number;
  /** The deadline, in `performance.now()` milliseconds (`NO_LIMIT`: none). */
  readonly until: number;
  /** A proven bound on the longest path of the last {@link frontierLongest} (its length when exact). */
  upper: number;
  /** Whether the last sweep with a beam had to drop states. */
  dropped: boolean;
}

/** A new search with `work` units, until `until` (`performance.now()` ms). */
export const newSearch = (work = NO_LIMIT, until = NO_LIMIT): Search =>
  ({
    start: work,
    left: work,
    until,
  }) as Search;

/** Spends `units` of the search's allowance: `true` once it has run out. */
export function spend(search: Search, units: number): boolean {
  // (The clock only when asked for: reading it costs about 0.2 µs, more than many a step.)
  search.left = search.until < NO_LIMIT && performance.now() > search.until ? -1 : search.left - units;
  return search.left < 0;
}

/**
 * The longest simple path through the cells marked 1 in `member` (a
 * `height × width` grid, row by row, `width` ≤ {@link FRONTIER_MAX_WIDTH}),
 * if it has more than `atLeast` cells: the cells (indices into `member`) in
 * path order; otherwise `null`. `relaxed` is the cells' table from
 * {@link relax} (made with the same `search`). A proven bound on the longest
 * goes into `search.upper`. Never throws: the width is the caller's to keep. Memory:
 * the relaxed table holds `(cells + 1) × 3 × 2^(width + 1)` 16-bit entries
 * (0.6 MB for 8 × 24, 18 MB for 12 × 30).
 */
export function frontierLongest(
  member: Uint8Array,
  height: number,
  width: number,
  atLeast: number,
  search: Search,
  relaxed: Uint16Array,
): number[] | null {
  const bound = relaxed[2]! - 1;
  search.upper = bound;
  if (atLeast >= bound) return null; // nothing can beat the path the caller has
  const part: Part = [member, height, width, relaxed];
  // A good path first: the sweep keeping only its most promising states (exact if it never had to drop any).
  search.dropped = false;
  const good = sweep(search, part, atLeast, 256); // (a beam of 256 states a layer)
  const lb = good?.length ?? atLeast;
  // If it had to drop states and its path is short of the bound, exact sweeps with the bar one lower each
  // time from just under the bound (a sweep that fails under a high bar is cheap: every state's bound must
  // beat it, and it proves a bound one lower); the first to find a path has the longest (a sweep finds the
  // longest path over its bar). Without an allowance, after six such bars, one sweep with the good path's
  // length as its bar: it finds the longest or proves the good path is (sweeps all the way down cost about
  // twice as many states where the good path is the longest; a first sweep at the good path's, up to 12
  // times as many where it is far short; after three bars instead of six, up to 234,000 states on grids 11 or
  // 12 across where the bars cost 118,000). With an allowance they stop when it runs out: the good path then
  // stands, with the bound proven so far.
  for (let bar = search.dropped ? bound : lb; bar-- > lb; ) {
    if (bar < bound - 6 && search.start === NO_LIMIT) bar = lb;
    const found = sweep(search, part, bar);
    if (found) {
      search.upper = found.length;
      return found;
    }
    if (search.left < 0) return good;
    search.upper = bar;
  }
  search.upper = lb;
  return good;
}

/**
 * The relaxed bound, for each cell t (before it, in sweep order), each set of
 * frontier plugs that carry an edge (bit k for plug k) and each number f ≤ 2
 * of path ends still allowed, at `R[(t · 2^(width+1) + set) · 3 + f]`: 1 +
 * the most cells from t on that edges continuing those plugs can cover when
 * every covered cell has two edges except at most f ends (a lone cell counts
 * twice); cycles are allowed, so a path never does better. 0: no such edges.
 * A cell's `free` count (default 0) is edges it may have to cells outside
 * the grid given (a band of a wider part): each saves it an end. With `free`
 * only two layers are kept (the bound at the first cell, `R[0..2]`, is all
 * that is left: the bound of a band). `null` (nothing done) when the plug sets to tabulate
 * times 3 exceed `maxWork`, or a kept table would pass 2^25 entries.
 */
export function relax(
  search: Search,
  member: Uint8Array,
  height: number,
  width: number,
  maxWork: number,
  free?: Uint8Array,
): Uint16Array | null {
  const keep = !free;
  const plugs = 1 << (width + 1);
  const cells = height * width;
  // The plugs that can carry an edge before each cell: down edges of row i left of j, the edge into t,
  // down edges of row i − 1. The work is the number of plug sets to tabulate.
  const cans = new Int32Array(cells);
  let work = 0;
  for (let t = 0; t < cells; t++) {
    const j = t % width;
    let can = 0;
    let bits = 0;
    for (let k = 0; k <= width; k++) {
      const above = t - j + k - (k < j ? 0 : k === j ? 1 : width + 1);
      if (k === j ? j && member[t] && member[above] : member[above] && member[above + width]) {
        can |= 1 << k;
        bits++;
      }
    }
    cans[t] = can;
    work += 3 << bits;
  }
  if (work > maxWork || (keep && (cells + 1) * plugs * 3 > 1 << 25)) return null;
  spend(search, work);
  // Kept whole for the sweeps, or only two layers when only the bound is wanted.
  const layer = (t: number) => (keep ? t : t & 1) * plugs;
  const R = new Uint16Array((keep ? cells + 1 : 2) * plugs * 3);
  // Past the last cell: no edge is left open, so only the empty plug set is ever asked for.
  const end = layer(cells) * 3;
  R.fill(1, end, end + 3);
  for (let t = cells; t--; ) {
    const j = t % width;
    const on = member[t]!;
    const down = on & member[t + width]!; // (past the last row: undefined, 0 here)
    const last = j === width - 1;
    const right = last ? 0 : on & member[t + 1]!;
    const can = cans[t]!;
    const spare = free?.[t] ?? 0;
    const here = layer(t) * 3;
    const after = layer(t + 1) * 3;
    for (let set = can; ; set = (set - 1) & can) {
      const into = ((set >>> j) & 1) + ((set >>> (j + 1)) & 1);
      const at = here + set * 3;
      R[at] = R[at + 1] = R[at + 2] = 0;
      // The cell left out (only if no edge leads into it), or covered, with its down and right edges `out`:
      // d ≤ 2 edges in all, and 2 − d ends (a lone cell is both ends of its path), less the cell's `free`
      // edges (to cells outside a band, see bandBound); then each number of ends still allowed, f ≥ ends.
      for (let out = into ? 0 : -1; out < (on ? 4 : 0); out++) {
        const covered = +(out >= 0);
        let ends = covered && 2 - into - (out & 1) - (out >> 1);
        if ((covered && out & ~(down | (right << 1))) || ends < 0) continue;
        ends = ends > spare ? ends - spare : 0;
        let next = (set & ~(3 << j)) | (covered && out << j);
        if (last) next = (next << 1) & (plugs - 1);
        for (let f = ends, from = after + next * 3 - ends; f < 3; f++) {
          const v = R[from + f]! + covered;
          if (v > covered && v > R[at + f]!) R[at + f] = v;
        }
      }
      if (!set) break;
    }
  }
  return R;
}

// Plugs, where a key keeps its count of END plugs, and the choice bits kept per state: the cell is on the
// path, its down edge, its right edge.
const OPEN = 1;
const CLOSE = 2;
const END = 3;
const ENDS_SHIFT = 28;
const PLUGS = (1 << ENDS_SHIFT) - 1;
const USED = 4;
const DOWN = 1;
const RIGHT = 2;

/** What a sweep runs over: the marked cells of a `height × width` grid and their relaxed table. */
type Part = [member: Uint8Array, height: number, width: number, relaxed: Uint16Array];

/**
 * One sweep of the frontier DP: the longest path if it has more than
 * `atLeast` cells, else `null`. With a `beam`, each layer expands only its
 * `beam` states with the highest bounds (and sets `search.dropped` if it had
 * more): then the path is a good one, not always the longest. Its steps, one
 * function each: ranking a layer's states (`rankLayer`), expanding them
 * (`expandLayer`), storing each new state (`store`), then the path from the
 * back-pointers ({@link recoverPath}).
 */
function sweep(search: Search, part: Part, atLeast: number, beam = 0): number[] | null {
  const [member, , width, relaxed] = part;
  const cells = member.length;
  /** The best path's length so far (at first the bar to beat), its last cell and its state there. */
  let best = atLeast;
  let bestStep = -1;
  let bestParent!: number;
  /** States in the current layer; states stored in all; states in the layer being made. */
  let count = 1;
  let stored = 1;
  let next!: number;
  /** Where each layer's states start in `parent`; layer t + 1 holds the states after cell t. */
  const layerStart = new Int32Array(cells + 2);
  layerStart[1] = 1;
  /**
   * Each state's bound in the current layer; the bound at the beam's cut, how many at it fit, how many are
   * at it and how many of those were met so far (the beam keeps ones spread evenly among them).
   */
  let rank!: Int32Array;
  let cut!: number;
  let room!: number;
  let atCut!: number;
  let met!: number;
  /** Per stored state: its parent's index in the layer before × 8 + the choice made (3 bits), in order. */
  const parent = [0];
  /** The current and the next layer: each state's key and value (at 2k and 2k + 1). */
  let states: Int32Array = new Int32Array(2);
  let nextStates!: Int32Array;
  /** The next layer's open-addressing table (a state's index + 1, 0: empty), its mask and shift. */
  let slots!: Int32Array;
  let mask!: number;
  let hashShift!: number;

  /**
   * Each state's bound before `cell` (its cells so far plus 1 + the most the relaxed table says it can
   * still add, 0 if none) into `rank`; a beam's cut and room. At a new row the plugs move up one.
   */
  const rankLayer = (cell: number): void => {
    const j = cell % width;
    const bounds = cell * (3 << (width + 1));
    const counts = new Int32Array(cells + 3);
    rank = new Int32Array(count);
    for (let k = 0; k < count; k++) {
      let key = states[2 * k]!;
      if (!j) {
        key += (key & PLUGS) * 3; // (the last plug is empty at a row's end: no carry into the count)
        states[2 * k] = key;
      }
      // The plugs that carry an edge, as bits (bit k for plug k).
      let set = 0;
      for (let p = 0; p <= width; p++) if ((key >>> (2 * p)) & 3) set |= 1 << p;
      const r = relaxed[bounds + set * 3 + 2 - (key >>> ENDS_SHIFT)]!;
      rank[k] = r && states[2 * k + 1]! + r;
      counts[rank[k]!]!++;
    }
    // A beam keeps only the states with the highest bounds (at the cut, the first few).
    cut = room = met = 0;
    if (beam && count > beam) {
      let kept = 0;
      for (cut = cells + 2; kept + counts[cut]! <= beam; ) kept += counts[cut--]!;
      room = beam - kept;
      atCut = counts[cut]!;
      search.dropped = true;
    }
  };

  /** Stores the state `key` with `worth` cells in the next layer (or a better way to it), with its `link`. */
  const store = (key: number, worth: number, link: number): void => {
    let slot = Math.imul(key, 0x9e3779b1) >>> hashShift;
    for (;;) {
      let at = slots[slot]! - 1;
      if (at < 0) {
        // A new state: stored below as any better way to one.
        slots[slot] = ++next;
        at = next - 1;
        nextStates[2 * at] = key;
        nextStates[2 * at + 1] = -1;
      }
      if (nextStates[2 * at] === key) {
        if (worth > nextStates[2 * at + 1]!) {
          nextStates[2 * at + 1] = worth;
          parent[stored + at] = link;
        }
        return;
      }
      slot = (slot + 1) & mask;
    }
  };

  /** A whole path of `used` cells ends at `cell`, from state `k`: the best so far if longer. */
  const complete = (used: number, cell: number, k: number): void => {
    if (used > best) {
      best = used;
      bestStep = cell;
      bestParent = k;
    }
  };

  /** Expands the current layer's states that can still win over `cell` into the next layer. */
  const expandLayer = (cell: number): void => {
    const j = cell % width;
    const isMember = member[cell];
    // (Past the last row `member` reads undefined.)
    const canDown = isMember && member[cell + width];
    const canRight = isMember && j + 1 < width && member[cell + 1];
    const shift = 2 * j;
    const both = 15 << shift;
    for (let k = 0; k < count; k++) {
      const key = states[2 * k]!;
      const bound = rank[k]!;
      // (At the cut: the states whose rank among those at it, times `room`, falls within `room` modulo
      // their number: `room` of them, evenly spread, not the first `room`, all of one parent's line.)
      if (bound <= best + 1 || bound < cut || (bound === cut && (met++ * room) % atCut >= room)) continue;
      const value = states[2 * k + 1]!;
      const ends = key >>> ENDS_SHIFT;
      const left = (key >>> shift) & 3;
      const up = (key >>> (shift + 2)) & 3;
      let base = key & ~both;
      const used = value + 1;
      const link = k * 8;
      let plug = left | up;
      if (!plug) {
        // Nothing leads in: the cell left out, or a new piece going down and right, or (below) a path's
        // end here, going down or right or (a path of this cell alone) nowhere.
        store(key, value, link);
        if (canDown && canRight) store(base | (OPEN << shift) | (CLOSE << (shift + 2)), used, link | 7);
        if (ends < 2) {
          plug = END;
          base += 1 << ENDS_SHIFT;
        }
      }
      if (left && up) {
        // Two plugs meet: the pieces join (left OPEN with up CLOSE would close a cycle).
        let out = -1;
        if (left === END && up === END) {
          if (!(base << 4)) complete(used, cell, k); // no plug left (the count shifted out)
        } else if (left === END || up === END) {
          out = setPlug(base, left === END ? partner(key, j + 1, up) : partner(key, j, left), END);
        } else if (left === CLOSE && up === OPEN) out = base;
        // Two openings (or closings): the far partner of the up (left) one takes its place.
        else if (left === up) out = setPlug(base, partner(key, left === OPEN ? j + 1 : j, left), left);
        if (out >= 0) store(out, used, link | USED);
      } else if (plug) {
        // One plug leads in (or a new END): it goes on down or right, or the path ends here.
        if (canDown) store(base | (plug << shift), used, link | USED | DOWN);
        if (canRight) store(base | (plug << (shift + 2)), used, link | USED | RIGHT);
        // (No plug ever leads into a cell not marked, and with no plug open a key has no END.)
        if (plug === END) {
          if (isMember && !(base << 4)) complete(used, cell, k);
        } else if (ends < 2) {
          store(
            setPlug(base, partner(key, left ? j : j + 1, plug), END) + (1 << ENDS_SHIFT),
            used,
            link | USED,
          );
        }
      }
    }
  };

  for (let cell = 0; cell < cells && count > 0; cell++) {
    // An exact sweep stops when the allowance runs out (a beam never does: it is short), with nothing found
    // (the caller reads `search.left`). A state costs about 16 of the relaxed table's entries.
    if (spend(search, count * 16) && !beam) return null;
    rankLayer(cell);
    // At most 4 states out of each: a new table (a power of two past twice as many) stays half full.
    slots = new Int32Array(4 << (31 - Math.clz32(count * 4 + 8)));
    nextStates = new Int32Array(slots.length);
    mask = slots.length - 1;
    hashShift = Math.clz32(mask);
    next = 0;
    expandLayer(cell);
    stored += next;
    layerStart[cell + 2] = stored;
    count = next;
    states = nextStates;
  }
  return bestStep < 0 ? null : recoverPath(parent, layerStart, width, bestStep, bestParent);
}

/**
 * The path a sweep found, from its back-pointers (`parent`, each layer's
 * states from `layerStart`): which cells are used, with which down and right
 * edges, from its last cell `step` and its state `index` there, then walked
 * from an end.
 */
function recoverPath(
  parent: readonly number[],
  layerStart: Int32Array,
  width: number,
  step: number,
  index: number,
): number[] {
  /** Per cell: the xor of its neighbours on the path, each + 1; 1 + their number if on the path (else 0). */
  const links = new Int32Array(layerStart.length);
  const degree = new Int8Array(layerStart.length);
  const join = (a: number, b: number): void => {
    links[a]! ^= b + 1;
    links[b]! ^= a + 1;
    degree[a]!++;
    degree[b]!++;
  };
  degree[step] = 1;
  for (let cell = step - 1; cell >= 0; cell--) {
    const link = parent[layerStart[cell + 1]! + index]!;
    if (link & USED) degree[cell]!++;
    if (link & DOWN) join(cell, cell + width);
    if (link & RIGHT) join(cell, cell + 1);
    index = link >> 3;
  }
  // Walked from an end (a cell on the path with at most one neighbour): the next is the xor less the last.
  const path: number[] = [];
  for (let at = degree.findIndex((d) => d > 0 && d < 3), before = -1; at >= 0; ) {
    path.push(at);
    [before, at] = [at, (links[at]! ^ (before + 1)) - 1];
  }
  return path;
}
