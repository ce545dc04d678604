import fc from 'fast-check';
import { type ShanghaiState, shanghai } from '../../../src/games/shanghai/index.js';
import { createRng, randomInt, shuffle } from '../../../src/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkShanghai } from './check.js';

describeInvariants({
  game: shanghai,
  players: fc.integer({ min: 2, max: 4 }),
  options: fc.record(
    {
      target: fc.integer({ min: 1, max: 60 }),
      handSize: fc.integer({ min: 1, max: 10 }),
      tieBreaker: fc.constantFrom('tied' as const, 'everyone' as const),
      maxRounds: fc.integer({ min: 1, max: 4 }),
      maxIdleTurns: fc.integer({ min: 1, max: 30 }),
    },
    { requiredKeys: ['maxRounds', 'maxIdleTurns'] },
  ),
  detailedRuns: 25,
  gameRuns: 200,
  check: checkShanghai,
  hide(state, seat, random) {
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
  },
});
