import fc from 'fast-check';
import { blindHughie } from '../../../src/games/domino-squares/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkBlindHughie, subset } from './checks.js';
import { hideBlindHughie } from './hide.js';

describeInvariants({
  game: blindHughie,
  options: fc.record(
    {
      pieces: fc.constantFrom(subset(37), subset(40)),
      firstPlayer: fc.constantFrom(0, 1),
      eitherEnd: fc.boolean(),
      idleRounds: fc.integer({ min: 1, max: 3 }),
    },
    { requiredKeys: [] },
  ),
  detailedRuns: 15,
  gameRuns: 150,
  check: checkBlindHughie,
  hide: hideBlindHughie,
});
