/**
 * Tiny Block's setup and flow: the set, the deal, the turn order, the ends
 * of the line, the end of the game.
 *
 * @module
 */
import { doubleSet, pipTotal, type RngState, randomInt, type Seat, shuffle, type Tile } from 'boneyard';
import type { TinyBlockEnd, TinyBlockOptions, TinyBlockPlaced, TinyBlockState } from './types.js';

/**
 * The ten tiles of a double-three set, 0-0 to 3-3.
 *
 * @example
 * ```ts
 * tinyBlockTiles().length; // 10
 * ```
 */
export function tinyBlockTiles(): Tile[] {
  return doubleSet(3);
}

/**
 * The initial state: the set shuffled, `options.hand` tiles dealt to each
 * seat, the rest face down in the boneyard, a seeded first player, an empty
 * line.
 *
 * @example
 * ```ts
 * const state = initTinyBlock(2, { hand: 3 }, createRng(1));
 * state.hands.map((hand) => hand.length); // [3, 3]
 * state.boneyard.length; // 4
 * ```
 */
export function initTinyBlock(players: number, options: TinyBlockOptions, rng: RngState): TinyBlockState {
  const random = { rng };
  const tiles = shuffle(random, tinyBlockTiles());
  const hands = Array.from({ length: players }, () => tiles.splice(0, options.hand));
  const turn = randomInt(random, 0, players - 1);
  return { players, rng: random.rng, hands, boneyard: tiles, line: [], turn, passes: 0 };
}

/**
 * The pips shown at both ends of the line, or `null` while it is empty.
 *
 * @example
 * ```ts
 * lineEnds([]); // null
 * lineEnds([{ tile, left: 1, right: 3 }]); // { left: 1, right: 3 }
 * ```
 */
export function lineEnds(line: readonly TinyBlockPlaced[]): Readonly<Record<TinyBlockEnd, number>> | null {
  const first = line[0];
  const last = line[line.length - 1];
  return first && last ? { left: first.left, right: last.right } : null;
}

/**
 * Whether `tile` can be laid at `end` of the line (any tile fits an empty line).
 *
 * @example
 * ```ts
 * fitsEnd(makeTile(3, 2), [{ tile, left: 1, right: 3 }], 'right'); // true
 * ```
 */
export function fitsEnd(tile: Tile, line: readonly TinyBlockPlaced[], end: TinyBlockEnd): boolean {
  const ends = lineEnds(line);
  return ends === null || tile.low === ends[end] || tile.high === ends[end];
}

/**
 * The seat after `seat`, round the table.
 *
 * @example
 * ```ts
 * nextSeat(state, 2); // 0 with three players
 * ```
 */
export function nextSeat(state: TinyBlockState, seat: Seat): Seat {
  return (seat + 1) % state.players;
}

/**
 * Whether the game is over: a hand is empty, or every player has passed in a row (blocked).
 *
 * @example
 * ```ts
 * isTinyBlockOver(tinyBlock.setup({ seed: 1 })); // false
 * ```
 */
export function isTinyBlockOver(state: TinyBlockState): boolean {
  return state.passes >= state.players || state.hands.some((hand) => hand.length === 0);
}

/**
 * The pips left in a hand.
 *
 * @example
 * ```ts
 * handPips([makeTile(1, 2), makeTile(3, 3)]); // 9
 * ```
 */
export function handPips(hand: readonly Tile[]): number {
  return hand.reduce((sum, tile) => sum + pipTotal(tile), 0);
}
