import type { ShanghaiState } from '../../../src/games/shanghai/index.js';
import { createRng, type RngHolder, randomInt, type Seat, shuffle } from '../../../src/index.js';

/**
 * A twin of `state` differing only in what `seat` cannot see: one tile of
 * every other hand swapped with a boneyard tile, the boneyard reordered, and
 * another `rng`.
 */
export function hideShanghai(state: ShanghaiState, seat: Seat | null, random: RngHolder): ShanghaiState {
  // biome-ignore lint/suspicious/noExplicitAny: a mutable twin of a frozen state.
  const twin = JSON.parse(JSON.stringify(state)) as any;
  twin.rng = createRng(randomInt(random, 0, 1e9));
  for (let other = 0; other < state.players; other++) {
    const hand = twin.hands[other];
    if (other !== seat && hand.length > 0 && twin.boneyard.length > 0) {
      const i = randomInt(random, 0, hand.length - 1);
      const j = randomInt(random, 0, twin.boneyard.length - 1);
      [hand[i], twin.boneyard[j]] = [twin.boneyard[j], hand[i]];
    }
  }
  shuffle(random, twin.boneyard);
  return twin as ShanghaiState;
}
