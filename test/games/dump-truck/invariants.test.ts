import fc from 'fast-check';
import { dumpTruck } from '../../../src/games/dump-truck/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkDumpTruck, hideDumpTruck } from './check.js';

describeInvariants({
  game: dumpTruck,
  players: fc.integer({ min: 2, max: 4 }),
  options: fc.record(
    {
      blanks: fc.constantFrom(...(['normal', 'worthless', 'double', 'jokers'] as const)),
      template: fc.boolean(),
      noShift: fc.boolean(),
      noReplace: fc.boolean(),
      noRelocate: fc.boolean(),
      returnLimit: fc.integer({ min: 0, max: 2 }),
      minChain: fc.constantFrom(2, 3, 4),
    },
    { requiredKeys: [] },
  ),
  detailedRuns: 20,
  gameRuns: 300,
  check: checkDumpTruck,
  hide: hideDumpTruck,
});
