import fc from 'fast-check';
import { dominoSquaresBlock } from '../../../src/games/domino-squares/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkClassic, subset } from './checks.js';
import { hideClassic } from './hide.js';

describeInvariants({
  game: dominoSquaresBlock,
  options: fc.record(
    { pieces: fc.constantFrom(subset(37), subset(44)), firstPlayer: fc.constantFrom(0, 1) },
    { requiredKeys: [] },
  ),
  detailedRuns: 15,
  gameRuns: 120,
  check: checkClassic,
  hide: hideClassic,
});
