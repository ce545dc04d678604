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
 * Branch and bound: a state is dropped unless its value plus what the cells
 * still to come can add beats the best path known. What they can add is
 * bounded twice: (1) a cell with at most one marked neighbour can only be an
 * end of the path, and a state with `e` path ends placed has `2 − e` left;
 * (2) the grid is a chessboard and a path alternates colours, so it has at
 * most one more cell of one colour than of the other. The pieces' colour
 * balance follows from the state alone: a piece from cell x to cell y has
 * (s(x) + s(y)) / 2 more black cells than white (s = ±1 by colour), and the
 * plugs say where every piece ends except at the path's own ends.
 *
 * The path is recovered from back-pointers (one `Int32` and one byte per
 * state kept).
 *
 * @module
 */

/** Widest frontier the engine takes (plugs are packed 2 bits each into 28 bits). */
export const FRONTIER_MAX_WIDTH = 13;

/**
 * Most states a layer may hold: 2^21. Within `SCORE_TRUCK_LIMITS` a layer
 * never holds more than the full rectangle of its width allows (about 5,500
 * states 8 wide), so the cap bounds memory and never changes an answer.
 */
const FRONTIER_MAX_STATES = 1 << 21;

// State storage shared by all calls (scoring is synchronous), grown on demand.
/** Per stored state: its parent's index in the layer before, and the choice made. */
let parent = new Int32Array(1 << 12);
let choice = new Uint8Array(1 << 12);
/** The current and the next layer: keys and values. */
let keysA = new Int32Array(1 << 10);
let valsA = new Int32Array(1 << 10);
let keysB = new Int32Array(1 << 10);
let valsB = new Int32Array(1 << 10);
/** Open-addressing table of the next layer: a state's index + 1 (0: empty). */
let slots = new Int32Array(1 << 12);

function grow<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  let length = array.length;
  while (length < size) length *= 2;
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** Position of the plug matching the `1` or `2` at plug `at`. */
function partner(key: number, at: number, plug: number): number {
  const step = plug === 1 ? 1 : -1; // OPEN searches forward, CLOSE back
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

/** Number of set bits. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/**
 * The longest simple path through the cells marked 1 in `member` (a
 * `height × width` grid, row by row, `width` ≤ {@link FRONTIER_MAX_WIDTH}),
 * if it has more than `atLeast` cells: the cells (indices into `member`) in
 * path order; otherwise `null`. `maxStates` caps the states of one layer
 * (a `RangeError` past it): by default {@link FRONTIER_MAX_STATES}.
 */
export function frontierLongest(
  member: Uint8Array,
  height: number,
  width: number,
  atLeast: number,
  maxStates = FRONTIER_MAX_STATES,
): number[] | null {
  // Plugs, where a key keeps its count of END plugs, and the choice bits kept per state: the cell is on
  // the path, its down edge, its right edge. Local constants: minifiers inline them.
  const OPEN = 1;
  const CLOSE = 2;
  const END = 3;
  const ENDS_SHIFT = 28;
  const PLUGS = (1 << ENDS_SHIFT) - 1;
  const USED = 4;
  const DOWN = 1;
  const RIGHT = 2;
  const cells = height * width;
  // From each cell t on, at tally[4t …]: members, twice (black − white), and members with at most
  // one member neighbour (dead ends: only an end of the path can be one), black and white.
  const tally = new Int32Array(4 * cells + 4);
  for (let t = cells; t--; ) {
    const j = t % width;
    const m = member[t]!;
    const black = (((t / width) | 0) + j) & 1 ? 0 : 1;
    const dead =
      m &&
      (j ? member[t - 1]! : 0) +
        (j + 1 < width ? member[t + 1]! : 0) +
        (member[t - width] ?? 0) +
        (member[t + width] ?? 0) <
        2;
    [m, m * (4 * black - 2), +(dead && black), +(dead && !black)].forEach((add, k) => {
      tally[4 * t + k] = tally[4 * t + 4 + k]! + add;
    });
  }
  let best = atLeast;
  let bestStep = -1;
  let bestParent = -1;
  let count = 1;
  keysA[0] = 0;
  valsA[0] = 0;
  /** Where each layer's states start in parent/choice; layer t + 1 holds the states after cell t. */
  const layerStart = new Int32Array(cells + 2);
  layerStart[1] = 1;
  let stored = 1;
  const outKey = [0, 0, 0, 0];
  const outMade = [0, 0, 0, 0];

  for (let cell = 0; cell < cells && count > 0; cell++) {
    const i = (cell / width) | 0;
    const j = cell - i * width;
    const isMember = member[cell] === 1;
    const canDown = isMember && i + 1 < height && member[cell + width] === 1;
    const canRight = isMember && j + 1 < width && member[cell + 1] === 1;
    const [here, twice, db, dw, future] = tally.subarray(4 * cell) as unknown as [
      number,
      number,
      number,
      number,
      number,
    ];
    const alive = here - db - dw;
    const twiceAlive = twice - 2 * (db - dw);
    const shift = 2 * j;
    const both = 15 << shift;
    const newRow = j === 0 && i > 0;
    // The colour sign of plugs k ≠ j is (−1)^(i + k); plug j's is the opposite.
    const rowSign = i & 1 ? -1 : 1;
    const jSign = (i + j) & 1 ? -2 : 2;

    keysB = grow(keysB, count * 4 + 8);
    valsB = grow(valsB, count * 4 + 8);
    parent = grow(parent, stored + count * 4 + 8);
    choice = grow(choice, stored + count * 4 + 8);
    // At most 4 states out of each: the table stays at most half full.
    slots = grow(slots, count * 8 + 16);
    const mask = slots.length - 1;
    const hashShift = Math.clz32(mask);
    const keys = keysA;
    const vals = valsA;
    const nextKeys = keysB;
    const nextVals = valsB;
    let next = 0;

    for (let k = 0; k < count; k++) {
      let key = keys[k]!;
      if (newRow) key = ((key & PLUGS) << 2) | (key & ~PLUGS);
      const value = vals[k]!;
      const ends = key >>> ENDS_SHIFT;
      // The bound: what this state can still reach at most.
      const plugged = (key | (key >>> 1)) & 0x5555555;
      let sum = rowSign * (popcount(plugged & 0x1111111) - popcount(plugged & 0x4444444));
      if ((key >>> shift) & 3) sum -= jSign;
      // Dead ends to come: at most 2 − ends of them, xb black ones; then the colour balance.
      let most = 0;
      for (let xb = 0, free = 2 - ends; xb <= free && xb <= db; xb++) {
        const xw = free - xb < dw ? free - xb : dw;
        let gap = sum + twiceAlive + 2 * (xb - xw);
        if (gap < 0) gap = -gap;
        const loss = gap > ends + 2 ? ((gap - ends) >> 1) - 1 : 0;
        if (alive + xb + xw - loss > most) most = alive + xb + xw - loss;
      }
      if (value + most <= best) continue;
      const left = (key >>> shift) & 3;
      const up = (key >>> (shift + 2)) & 3;
      const base = key & ~both;
      const used = value + 1;
      let outs = 0;
      let completed = false;
      if (left === 0 && up === 0) {
        // A path of this cell alone, if nothing else is open (no plug ever leads into a cell not marked).
        completed = isMember && (key & PLUGS) === 0;
        outKey[0] = key;
        outMade[0] = 0;
        outs = 1;
        if (canDown && canRight) {
          outKey[outs] = base | (OPEN << shift) | (CLOSE << (shift + 2));
          outMade[outs++] = USED | DOWN | RIGHT;
        }
        if (ends < 2) {
          const more = base + (1 << ENDS_SHIFT);
          if (canDown) {
            outKey[outs] = more | (END << shift);
            outMade[outs++] = USED | DOWN;
          }
          if (canRight) {
            outKey[outs] = more | (END << (shift + 2));
            outMade[outs++] = USED | RIGHT;
          }
        }
      } else if (left === 0 || up === 0) {
        const plug = left | up;
        if (canDown) {
          outKey[outs] = base | (plug << shift);
          outMade[outs++] = USED | DOWN;
        }
        if (canRight) {
          outKey[outs] = base | (plug << (shift + 2));
          outMade[outs++] = USED | RIGHT;
        }
        // The path ends here.
        if (plug === END) {
          completed = (base & PLUGS) === 0;
        } else if (ends < 2) {
          outKey[outs] = setPlug(base, partner(key, left !== 0 ? j : j + 1, plug), END) + (1 << ENDS_SHIFT);
          outMade[outs++] = USED;
        }
      } else {
        // Two plugs meet: the pieces join (left OPEN with up CLOSE would close a cycle).
        let out = -1;
        if (left === END && up === END) completed = (base & PLUGS) === 0;
        else if (left === END || up === END) {
          out = setPlug(base, left === END ? partner(key, j + 1, up) : partner(key, j, left), END);
        } else if (left === CLOSE && up === OPEN) out = base;
        // Two openings (or closings): the far partner of the up (left) one takes its place.
        else if (left === up) out = setPlug(base, partner(key, left === OPEN ? j + 1 : j, left), left);
        if (out >= 0) {
          outKey[0] = out;
          outMade[0] = USED;
          outs = 1;
        }
      }
      if (completed && used > best) {
        best = used;
        bestStep = cell;
        bestParent = k;
      }
      for (let o = 0; o < outs; o++) {
        const out = outKey[o]!;
        const made = outMade[o]!;
        const worth = made === 0 ? value : used;
        if (worth + future <= best) continue;
        let slot = Math.imul(out, 0x9e3779b1) >>> hashShift;
        for (;;) {
          const at = slots[slot]! - 1;
          if (at < 0) {
            slots[slot] = next + 1;
            nextKeys[next] = out;
            nextVals[next] = worth;
            parent[stored + next] = k;
            choice[stored + next] = made;
            next++;
            break;
          }
          if (nextKeys[at] === out) {
            if (worth > nextVals[at]!) {
              nextVals[at] = worth;
              parent[stored + at] = k;
              choice[stored + at] = made;
            }
            break;
          }
          slot = (slot + 1) & mask;
        }
      }
    }
    // Clear the table's used slots (cheaper than clearing it all when layers are small).
    for (let k = 0; k < next; k++) {
      let slot = Math.imul(nextKeys[k]!, 0x9e3779b1) >>> hashShift;
      while (slots[slot] !== 0) {
        slots[slot] = 0;
        slot = (slot + 1) & mask;
      }
    }
    if (next > maxStates || width > FRONTIER_MAX_WIDTH) throw new RangeError('frontier');
    stored += next;
    layerStart[cell + 2] = stored;
    count = next;
    keysA = nextKeys;
    valsA = nextVals;
    keysB = keys;
    valsB = vals;
  }
  if (bestStep < 0) return null;

  // Back-pointers: which cells are used, with which down and right edges.
  const madeAt = new Uint8Array(cells);
  madeAt[bestStep] = USED;
  let index = bestParent;
  for (let cell = bestStep - 1; cell >= 0; cell--) {
    const at = layerStart[cell + 1]! + index;
    madeAt[cell] = choice[at]!;
    index = parent[at]!;
  }
  // Walk the path from an end (a used cell with at most one edge); no RIGHT edge leaves a last column.
  const links = (c: number): number[] =>
    [
      madeAt[c]! & DOWN ? c + width : -1,
      madeAt[c]! & RIGHT ? c + 1 : -1,
      (madeAt[c - width] ?? 0) & DOWN ? c - width : -1,
      (madeAt[c - 1] ?? 0) & RIGHT ? c - 1 : -1,
    ].filter((other) => other >= 0);
  const path: number[] = [];
  for (let at = madeAt.findIndex((made, c) => made > 0 && links(c).length < 2), before = -1; at >= 0; ) {
    path.push(at);
    [before, at] = [at, links(at).find((other) => other !== before) ?? -1];
  }
  return path;
}
