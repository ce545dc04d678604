/** `hide` for `checkGame`: a Tiny Block twin that differs only in what a seat cannot see. */
import { type RngHolder, type Seat, shuffle, type Tile } from 'boneyard';
import type { TinyBlockState } from '../../examples/tiny-block/index.js';

/** The other hands and the boneyard dealt anew from the tiles `seat` cannot see (`null`: fewer than two). */
export function hideTinyBlock(
  state: TinyBlockState,
  seat: Seat | null,
  random: RngHolder,
): TinyBlockState | null {
  const hidden: Tile[] = [...state.hands.flatMap((hand, s) => (s === seat ? [] : hand)), ...state.boneyard];
  if (hidden.length < 2) return null;
  shuffle(random, hidden);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : hidden.splice(0, hand.length)));
  return { ...state, hands, boneyard: hidden };
}

/** The ids of the tiles `seat` cannot see (`null`: a spectator): the other hands and the boneyard. */
export function hiddenTinyBlockIds(state: TinyBlockState, seat: Seat | null): string[] {
  return [...state.hands.flatMap((hand, s) => (s === seat ? [] : hand)), ...state.boneyard].map(
    (tile) => tile.id,
  );
}
