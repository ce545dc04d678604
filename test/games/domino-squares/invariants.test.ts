import fc from 'fast-check';
import { dominoSquares } from '../../../src/games/domino-squares/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkDominoSquares, subset } from './checks.js';
import { hideDominoSquares } from './hide.js';

describeInvariants({
  game: dominoSquares,
  options: fc.record(
    {
      pieces: fc.constantFrom(subset(30), subset(36)),
      firstPlayer: fc.constantFrom(0, 1),
      rounds: fc.integer({ min: 1, max: 3 }),
    },
    { requiredKeys: [] },
  ),
  detailedRuns: 10,
  gameRuns: 80,
  check: checkDominoSquares,
  hide: hideDominoSquares,
});
