import fc from 'fast-check';
import { type DumpTruckState, dumpTruck } from '../../../src/games/dump-truck/index.js';
import { createRng, randomInt, shuffle, type Tile } from '../../../src/index.js';
import { describeInvariants } from '../../harness/invariants.js';
import { checkDumpTruck } from './check.js';

describeInvariants({
  game: dumpTruck,
  players: fc.integer({ min: 2, max: 4 }),
  options: fc.record(
    {
      blanks: fc.constantFrom(...(['normal', 'worthless', 'double', 'jokers'] as const)),
      template: fc.boolean(),
      noShift: fc.boolean(),
      noReplace: fc.boolean(),
      returnLimit: fc.integer({ min: 0, max: 2 }),
      minChain: fc.constantFrom(2, 3, 4),
    },
    { requiredKeys: [] },
  ),
  detailedRuns: 30,
  gameRuns: 300,
  check: checkDumpTruck,
  hide(state, seat, random) {
    const twin = JSON.parse(JSON.stringify(state)) as {
      -readonly [K in keyof DumpTruckState]: K extends 'held'
        ? ({ tile: Tile; from: string } | null)[]
        : DumpTruckState[K];
    };
    twin.rng = createRng(randomInt(random, 0, 1e9));
    // Everything this seat cannot see: the face-down pool and others' face-down draws, mixed together.
    const hidden = [...twin.faceDown];
    const slots: { tile: Tile }[] = [];
    twin.held.forEach((held, other) => {
      if (held && other !== seat && held.from === 'face-down') slots.push(held);
    });
    for (const slot of slots) hidden.push(slot.tile);
    shuffle(random, hidden);
    for (const slot of slots) slot.tile = hidden.pop()!;
    twin.faceDown = hidden;
    // Others' pending draw choices.
    const choices = [
      ...(twin.faceDown.length > 0 ? ['face-down'] : []),
      ...twin.faceUp.map((tile) => tile.id),
    ];
    twin.choices = twin.choices.map((choice, other) =>
      choice === null || other === seat ? choice : choices[randomInt(random, 0, choices.length - 1)]!,
    );
    return twin as DumpTruckState;
  },
});
