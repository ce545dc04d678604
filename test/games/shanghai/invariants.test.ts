import fc from 'fast-check';
import { shanghai } from '../../../src/games/shanghai/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkShanghai } from './check.js';
import { hideShanghai } from './hide.js';

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
  detailedRuns: 15,
  gameRuns: 200,
  check: checkShanghai,
  hide: hideShanghai,
});
