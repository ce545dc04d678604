/** `hide` for the harness and `checkGame`: a Build Up twin that differs only in what a seat cannot see. */
import {
  createRng,
  type Draft,
  type RngHolder,
  randomInt,
  type Seat,
  shuffle,
} from '../../../src/core/index.js';
import type { BuildUpState } from '../../../src/games/build-up/index.js';

/** Other seats' hands and every boneyard changed (one tile swapped, then shuffled), the generator redrawn. */
export function hideBuildUp(state: BuildUpState, seat: Seat | null, random: RngHolder): BuildUpState {
  const twin = JSON.parse(JSON.stringify(state)) as Draft<BuildUpState>;
  twin.rng = [...createRng(randomInt(random, 0, 1e9))];
  twin.boneyards.forEach((boneyard, other) => {
    const hand = twin.hands[other]!;
    if (other !== seat && hand.length > 0 && boneyard.length > 0) {
      const i = randomInt(random, 0, hand.length - 1);
      const j = randomInt(random, 0, boneyard.length - 1);
      [hand[i], boneyard[j]] = [boneyard[j]!, hand[i]!];
    }
    shuffle(random, boneyard);
  });
  return twin as BuildUpState;
}
