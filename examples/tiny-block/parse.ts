/**
 * Tiny Block's `parseState`: a stored or received state checked value by
 * value, naming the path of the first bad one.
 *
 * @module
 */
import { doubleSet, type JsonValue, stateCheck } from 'boneyard';
import type { TinyBlockState } from './types.js';

const { array, conserveTiles, int, invalid, object, rngState, tileAt, tileList } = stateCheck;

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
  const state = object(input, '', ['players', 'rng', 'hands', 'boneyard', 'line', 'turn', 'passes']);
  const players = int(state.players, 'players', 2, 3);
  rngState(state.rng, 'rng');
  const found: { id: string; path: string }[] = [];
  const tiles = (list: unknown, path: string) => tileList(list, path, { maxPip: 3, sets: 1, max: 10, found });
  array(state.hands, 'hands', { length: players }).forEach((hand, seat) => {
    tiles(hand, `hands[${seat}]`);
  });
  tiles(state.boneyard, 'boneyard');
  const line = array(state.line, 'line', { max: 10 });
  let right = -1;
  line.forEach((placed, i) => {
    const path = `line[${i}]`;
    const record = object(placed, path, ['tile', 'left', 'right']);
    const tile = tileAt(record.tile, `${path}.tile`, 3, 1);
    found.push({ id: tile.id, path: `${path}.tile` });
    const left = int(record.left, `${path}.left`, 0, 3);
    const end = int(record.right, `${path}.right`, 0, 3);
    if (Math.min(left, end) !== tile.low || Math.max(left, end) !== tile.high) {
      invalid('inconsistent', path, "the sides must be the tile's pips");
    }
    if (i > 0 && left !== right)
      invalid('inconsistent', `${path}.left`, `must match the right end ${right} before it`);
    right = end;
  });
  conserveTiles(
    found,
    doubleSet(3).map((tile) => tile.id),
  );
  int(state.turn, 'turn', 0, players - 1);
  int(state.passes, 'passes', 0, players);
  return state as unknown as TinyBlockState;
}
