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
 * candidate answer. Time: O(cells × states × width); the number of states
 * depends only on the width (a set of cells never has more states than the
 * full rectangle of that width, whose partial paths include all of its), so
 * the time is linear in the long side. Branch and bound: a state whose value
 * plus the cells still to come cannot beat the best path known is dropped.
 *
 * The path is recovered from back-pointers (one `Int32` and one byte per
 * state kept).
 *
 * @module
 */

/** Widest frontier the engine takes (plugs are packed 2 bits each into 28 bits). */
export const FRONTIER_MAX_WIDTH = 13;

const OPEN = 1;
const CLOSE = 2;
const END = 3;
const ENDS_SHIFT = 28;
const PLUGS = (1 << ENDS_SHIFT) - 1;

/** Choice bits kept per state: the cell is on the path, its down edge, its right edge. */
const USED = 4;
const DOWN = 1;
const RIGHT = 2;

/**
 * Thrown (internally) when the frontier holds more states than the engine
 * allows. Within the documented limits of `scoreTruck` it never happens.
 */
export class FrontierOverflow extends Error {
  constructor(readonly states: number) {
    super(`frontier DP over ${states} states`);
  }
}

/** Growable state storage shared by all calls (scoring is synchronous). */
class Store {
  /** Per stored state: index of its parent state in the previous layer, and the choice made. */
  parent = new Int32Array(1 << 16);
  choice = new Uint8Array(1 << 16);
  /** Current and next layer: keys and values, by index within the layer. */
  keysA = new Int32Array(1 << 12);
  valsA = new Int32Array(1 << 12);
  keysB = new Int32Array(1 << 12);
  valsB = new Int32Array(1 << 12);
  /** Open-addressing table of the next layer: at `2 * slot` the key, at `2 * slot + 1` the state's index + 1 (0: empty). */
  slots = new Int32Array(1 << 14);

  ensureTotal(size: number): void {
    if (size <= this.parent.length) return;
    let length = this.parent.length;
    while (length < size) length *= 2;
    const parent = new Int32Array(length);
    parent.set(this.parent);
    const choice = new Uint8Array(length);
    choice.set(this.choice);
    this.parent = parent;
    this.choice = choice;
  }

  /** Room for a layer of `size` states (both layers, and a table at most half full). */
  ensureLayer(size: number, keepA: number): void {
    if (size > this.keysB.length) {
      let length = this.keysB.length;
      while (length < size) length *= 2;
      const grow = (from: Int32Array, keep: number) => {
        const to = new Int32Array(length);
        to.set(from.subarray(0, keep));
        return to;
      };
      this.keysA = grow(this.keysA, keepA);
      this.valsA = grow(this.valsA, keepA);
      this.keysB = new Int32Array(length);
      this.valsB = new Int32Array(length);
    }
  }

  /** A table twice the size, cleared. */
  grow(): Int32Array {
    this.slots = new Int32Array(this.slots.length * 2);
    return this.slots;
  }

  /** A cleared table of at least `4 * size` entries (at most half full with `size` states). */
  table(size: number): Int32Array {
    if (size * 4 > this.slots.length) {
      let length = this.slots.length;
      while (length < size * 4) length *= 2;
      this.slots = new Int32Array(length);
    }
    return this.slots;
  }
}

let store = new Store();

/** Drops the state storage (it grows to the largest run seen and is kept for the next one). */
export function releaseFrontierMemory(): void {
  store = new Store();
}

/** Position of the `2` matching the `1` at plug `at`. */
function closeOf(key: number, at: number): number {
  let depth = 0;
  for (let k = at + 1; ; k++) {
    const plug = (key >>> (2 * k)) & 3;
    if (plug === OPEN) depth++;
    else if (plug === CLOSE) {
      if (depth === 0) return k;
      depth--;
    }
  }
}

/** Position of the `1` matching the `2` at plug `at`. */
function openOf(key: number, at: number): number {
  let depth = 0;
  for (let k = at - 1; ; k--) {
    const plug = (key >>> (2 * k)) & 3;
    if (plug === CLOSE) depth++;
    else if (plug === OPEN) {
      if (depth === 0) return k;
      depth--;
    }
  }
}

/** `key` with plug `at` set to `plug`. */
const setPlug = (key: number, at: number, plug: number): number =>
  (key & ~(3 << (2 * at))) | (plug << (2 * at));

/** The plug that the piece ending at plug `at` (value `plug`, 1 or 2) has at its other end. */
const partnerOf = (key: number, at: number, plug: number): number =>
  plug === OPEN ? closeOf(key, at) : openOf(key, at);

/**
 * The longest simple path through the cells marked 1 in `member` (a
 * `height × width` grid, row by row, `width` ≤ {@link FRONTIER_MAX_WIDTH}),
 * if it has more than `atLeast` cells: the cells (indices into `member`) in
 * path order; otherwise `null`. `maxStates` caps the states of one layer
 * (throws {@link FrontierOverflow} past it).
 */
export function frontierLongest(
  member: Uint8Array,
  height: number,
  width: number,
  atLeast: number,
  maxStates: number,
): Int32Array | null {
  if (width > FRONTIER_MAX_WIDTH)
    throw new RangeError(`frontier of ${width} cells: at most ${FRONTIER_MAX_WIDTH}`);
  const cells = height * width;
  // Members still to come after each cell.
  const after = new Int32Array(cells);
  let rest = 0;
  for (let i = cells - 1; i >= 0; i--) {
    after[i] = rest;
    rest += member[i]!;
  }
  const s = store;
  let best = atLeast;
  let bestStep = -1;
  let bestParent = -1;
  let bestChoice = 0;
  // Layer 0 (before the first cell): the empty frontier.
  let count = 1;
  s.keysA[0] = 0;
  s.valsA[0] = 0;
  /** Where each layer's states start in parent/choice; layer t holds the states after cell t - 1. */
  const layerStart = new Int32Array(cells + 2);
  layerStart[0] = 0;
  layerStart[1] = 1;
  s.ensureTotal(1);
  s.parent[0] = -1;
  s.choice[0] = 0;
  let stored = 1;
  /** The (at most 4) states one state leads to: keys and choices (0: the cell is not used). */
  const outKey = new Int32Array(4);
  const outMade = new Int32Array(4);

  for (let cell = 0; cell < cells && count > 0; cell++) {
    const i = (cell / width) | 0;
    const j = cell - i * width;
    const isMember = member[cell] === 1;
    const canDown = isMember && i + 1 < height && member[cell + width] === 1;
    const canRight = isMember && j + 1 < width && member[cell + 1] === 1;
    const future = after[cell]!;
    const shift = 2 * j;
    const both = 15 << shift;
    const newRow = j === 0 && i > 0;

    // Every state of this layer gives at most 4 new ones.
    s.ensureLayer(count * 4 + 8, count);
    s.ensureTotal(stored + count * 4 + 8);
    let slots = s.table(count + 8);
    let mask = (slots.length >> 1) - 1;
    let hashShift = Math.clz32(mask);
    const keys = s.keysA;
    const vals = s.valsA;
    const nextKeys = s.keysB;
    const nextVals = s.valsB;
    const parent = s.parent;
    const choice = s.choice;
    let next = 0;

    for (let k = 0; k < count; k++) {
      let key = keys[k]!;
      if (newRow) key = ((key & PLUGS) << 2) | (key & ~PLUGS);
      const value = vals[k]!;
      const left = (key >>> shift) & 3;
      const up = (key >>> (shift + 2)) & 3;
      if (!isMember) {
        // The state goes on unchanged; keys stay distinct, so no table is needed.
        if (left === 0 && up === 0 && value + future > best) {
          nextKeys[next] = key;
          nextVals[next] = value;
          parent[stored + next] = k;
          choice[stored + next] = 0;
          next++;
        }
        continue;
      }
      const ends = key >>> ENDS_SHIFT;
      const base = key & ~both;
      const used = value + 1;
      let outs = 0;
      let completed = false;
      if (left === 0 && up === 0) {
        // A path of this cell alone, if nothing else is open.
        completed = (key & PLUGS) === 0;
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
          const at =
            plug === OPEN ? closeOf(key, left !== 0 ? j : j + 1) : openOf(key, left !== 0 ? j : j + 1);
          outKey[outs] = setPlug(base, at, END) + (1 << ENDS_SHIFT);
          outMade[outs++] = USED;
        }
      } else if (left === END || up === END) {
        if (left === END && up === END) {
          completed = (base & PLUGS) === 0;
        } else {
          const at = left === END ? partnerOf(key, j + 1, up) : partnerOf(key, j, left);
          outKey[0] = setPlug(base, at, END);
          outMade[0] = USED;
          outs = 1;
        }
      } else if (left === CLOSE && up === OPEN) {
        outKey[0] = base;
        outMade[0] = USED;
        outs = 1;
      } else if (left === OPEN && up === OPEN) {
        outKey[0] = setPlug(base, closeOf(key, j + 1), OPEN);
        outMade[0] = USED;
        outs = 1;
      } else if (left === CLOSE && up === CLOSE) {
        outKey[0] = setPlug(base, openOf(key, j), CLOSE);
        outMade[0] = USED;
        outs = 1;
      }
      // left OPEN, up CLOSE: the piece would close on itself (a cycle).
      if (completed && used > best) {
        best = used;
        bestStep = cell;
        bestParent = k;
        bestChoice = USED;
      }
      for (let o = 0; o < outs; o++) {
        const out = outKey[o]!;
        const worth = outMade[o] === 0 ? value : used;
        if (worth + future <= best) continue;
        let slot = Math.imul(out, 0x9e3779b1) >>> hashShift;
        for (;;) {
          const at = slots[2 * slot + 1]! - 1;
          if (at < 0) {
            slots[2 * slot] = out;
            slots[2 * slot + 1] = next + 1;
            nextKeys[next] = out;
            nextVals[next] = worth;
            parent[stored + next] = k;
            choice[stored + next] = outMade[o]!;
            next++;
            if (next * 4 > slots.length) {
              // Grow the table and put the states back.
              slots = s.grow();
              mask = (slots.length >> 1) - 1;
              hashShift = Math.clz32(mask);
              for (let n = 0; n < next; n++) {
                let to = Math.imul(nextKeys[n]!, 0x9e3779b1) >>> hashShift;
                while (slots[2 * to + 1] !== 0) to = (to + 1) & mask;
                slots[2 * to] = nextKeys[n]!;
                slots[2 * to + 1] = n + 1;
              }
            }
            break;
          }
          if (slots[2 * slot] === out) {
            if (worth > nextVals[at]!) {
              nextVals[at] = worth;
              parent[stored + at] = k;
              choice[stored + at] = outMade[o]!;
            }
            break;
          }
          slot = (slot + 1) & mask;
        }
      }
    }
    // Clear the table's used slots (cheaper than clearing it all when layers are small).
    if (isMember) {
      for (let k = 0; k < next; k++) {
        let slot = Math.imul(nextKeys[k]!, 0x9e3779b1) >>> hashShift;
        while (slots[2 * slot + 1] !== 0) {
          slots[2 * slot + 1] = 0;
          slot = (slot + 1) & mask;
        }
      }
    }
    if (next > maxStates) throw new FrontierOverflow(next);
    stored += next;
    layerStart[cell + 2] = stored;
    count = next;
    s.keysA = nextKeys;
    s.valsA = nextVals;
    s.keysB = keys;
    s.valsB = vals;
  }
  if (bestStep < 0) return null;

  // Back-pointers: which cells are used, with which down and right edges.
  const madeAt = new Uint8Array(cells);
  madeAt[bestStep] = bestChoice;
  let index = bestParent;
  for (let cell = bestStep - 1; cell >= 0; cell--) {
    const at = layerStart[cell + 1]! + index;
    madeAt[cell] = s.choice[at]!;
    index = s.parent[at]!;
  }
  return walk(madeAt, width, best);
}

/** The path, in order, from the cells' choices (used, down edge, right edge). */
function walk(madeAt: Uint8Array, width: number, length: number): Int32Array {
  const cells = madeAt.length;
  // Degrees from the down and right edges (and so from up and left edges too).
  const degree = new Uint8Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    const made = madeAt[cell]!;
    if (made & DOWN) {
      degree[cell]!++;
      degree[cell + width]!++;
    }
    if (made & RIGHT) {
      degree[cell]!++;
      degree[cell + 1]!++;
    }
  }
  let start = -1;
  for (let cell = 0; cell < cells && start < 0; cell++) {
    if (madeAt[cell]! & USED && degree[cell]! <= 1) start = cell;
  }
  const path = new Int32Array(length);
  let previous = -1;
  let cell = start;
  for (let n = 0; n < length; n++) {
    path[n] = cell;
    const up = cell - width;
    const left = cell - 1;
    const options = [
      madeAt[cell]! & DOWN ? cell + width : -1,
      madeAt[cell]! & RIGHT ? cell + 1 : -1,
      up >= 0 && madeAt[up]! & DOWN ? up : -1,
      cell % width !== 0 && madeAt[left]! & RIGHT ? left : -1,
    ];
    const onward = options.find((o) => o >= 0 && o !== previous) ?? -1;
    previous = cell;
    cell = onward;
  }
  return path;
}
