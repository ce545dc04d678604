import fc from 'fast-check';
import { dominoSquaresDraw } from '../../../src/games/domino-squares/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkClassic, subset } from './checks.js';
import { hideClassic } from './hide.js';

describeInvariants({
  game: dominoSquaresDraw,
  options: fc.record(
    {
      pieces: fc.constantFrom(subset(29), subset(40)),
      firstPlayer: fc.constantFrom(0, 1),
      drawRule: fc.constantFrom('until-playable' as const, 'one' as const),
    },
    { requiredKeys: [] },
  ),
  detailedRuns: 15,
  gameRuns: 120,
  check: checkClassic,
  hide: hideClassic,
});
