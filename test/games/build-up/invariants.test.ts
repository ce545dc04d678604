import fc from 'fast-check';
import { type BuildUpState, buildUp, canCover } from '../../../src/games/build-up/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { hideBuildUp } from './hide.js';

/** Build Up's own invariants: stacks obey canCover, every tile in one place, hand sizes follow the schedule. */
export function checkBuildUp(state: BuildUpState): void {
  const fail = (what: string) => {
    throw new Error(`Build Up invariant broken: ${what}`);
  };
  for (const stack of state.stacks) {
    for (let i = 1; i < stack.length; i++)
      if (!canCover(stack[i - 1]!, stack[i]!, state.options)) fail('stack order');
  }
  const ids = [state.stacks, state.hands, state.boneyards, state.setAside].flat(2).map((t) => t.id);
  if (ids.length !== 28 * state.players || new Set(ids).size !== ids.length) fail('tile conservation');
  const dealt = state.options.schedule.slice(0, state.hand + 1).reduce((a, b) => a + b, 0);
  for (let seat = 0; seat < state.players; seat++) {
    if (state.boneyards[seat]!.length !== 22 - dealt) fail('boneyard size follows the schedule');
    if (state.hands[seat]!.length > state.options.schedule[state.hand]!)
      fail('hand size follows the schedule');
    if (state.over && state.hands[seat]!.length > 0) fail('hands empty at the end');
    for (const tile of [...state.hands[seat]!, ...state.boneyards[seat]!, ...state.setAside[seat]!]) {
      if (tile.set !== seat) fail('own colour in hand, boneyard and set-aside');
    }
  }
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  if (sum(state.scores) !== sum(state.results.map((r) => sum(r.scores)))) fail('scores add up from hands');
}

describeInvariants({
  game: buildUp,
  players: fc.integer({ min: 2, max: 4 }),
  options: fc.record(
    {
      schedule: fc.oneof(
        fc.constant([6, 6, 6, 4]),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }),
      ),
      unplayable: fc.constantFrom('set-aside' as const, 'subtract' as const),
      laterLead: fc.constantFrom('rotate' as const, 'lowest-score' as const),
      equalOnDouble: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  detailedRuns: 25,
  gameRuns: 400,
  check: checkBuildUp,
  hide: hideBuildUp,
});
