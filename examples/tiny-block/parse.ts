/**
 * Tiny Block's `parseState`: a stored or received state checked value by
 * value, naming the path of the first bad one. The shapes are read with
 * `TINY_BLOCK_STATE` (`shape.ts`); this file holds the game's own
 * invariants, listed where they run.
 *
 * @module
 */
import { doubleSet, type JsonValue, stateCheck } from 'boneyard';
import { TINY_BLOCK_STATE } from './shape.js';
import type { TinyBlockPlaced, TinyBlockState } from './types.js';

const { checkList, conserveTiles, invalid } = stateCheck;

/** A placed tile shows its own pips, and its left end matches the right end of the tile before it. */
function touchingEndsMatch(
  placed: TinyBlockPlaced,
  i: number,
  _known: unknown,
  line: readonly TinyBlockPlaced[],
): void {
  const path = `line[${i}]`;
  const { tile, left, right } = placed;
  if (Math.min(left, right) !== tile.low || Math.max(left, right) !== tile.high) {
    invalid('inconsistent', path, "the sides must be the tile's pips");
  }
  const before = line[i - 1];
  if (before && left !== before.right)
    invalid('inconsistent', `${path}.left`, `must match the right end ${before.right} before it`);
}

/** The line, each tile checked against the one before as soon as it is read. */
const LINE = /* @__PURE__ */ (() => TINY_BLOCK_STATE.shape.line.each(touchingEndsMatch))();

function lineEndsMatch(read: { readonly state: Readonly<Record<string, unknown>>; readonly found: object }): {
  readonly line: readonly TinyBlockPlaced[];
} {
  return { line: LINE.read(read.state.line, 'line', read) };
}

function everyTileIsThereOnce({ found }: { readonly found: readonly { id: string; path: string }[] }): void {
  conserveTiles(
    found,
    doubleSet(3).map((tile) => tile.id),
  );
}

/**
 * Tiny Block's state checks, in the order `parseTinyBlockState` runs them
 * (the first to fail names the error).
 *
 * @example
 * ```ts
 * TINY_BLOCK_STATE_CHECKS.checks.length; // 7
 * ```
 */
export const TINY_BLOCK_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<{ readonly input: JsonValue }>()
    .and(TINY_BLOCK_STATE.keys())
    .and(TINY_BLOCK_STATE.fields('players'))
    .and(TINY_BLOCK_STATE.fields('rng'))
    .and(TINY_BLOCK_STATE.fields('hands', 'boneyard'))
    .and(lineEndsMatch)
    .and(everyTileIsThereOnce)
    .and(TINY_BLOCK_STATE.fields('turn', 'passes')))();

/**
 * Checks an untrusted Tiny Block state (already plain JSON): shape, ranges,
 * the generator, every tile of the double-three set exactly once, a line
 * whose touching ends match. `defineGame` then asks the rules for every
 * seat's moves and view, and freezes the state.
 *
 * @example
 * ```ts
 * const state = tinyBlock.parseState(JSON.parse(stored)); // throws InvalidStateError on a tampered state
 * ```
 */
export function parseTinyBlockState(input: JsonValue): TinyBlockState {
  return TINY_BLOCK_STATE.from(TINY_BLOCK_STATE_CHECKS.run({ input }));
}
