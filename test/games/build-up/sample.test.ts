/**
 * Build Up's sampler: every state it deals looks like the seat's view and is
 * one the game accepts (`parseState` gives it back), so a search bot reasons
 * only from states that can happen.
 */
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../../../src/core/index.js';
import { buildUp } from '../../../src/games/build-up/index.js';
import { runs } from '../../harness/effort.js';

describe('Build Up: sample', () => {
  it('deals states that look like the view and that parseState accepts as they are', () => {
    const random = { rng: createRng('build-up sample') };
    let samples = 0;
    const games = runs(16);
    for (let g = 0; g < games; g++) {
      let state = buildUp.setup({ seed: `sample-${g}`, players: 2 + (g % 3), equalOnDouble: g % 2 === 0 });
      // Random play: hands of every size and stacks of every height.
      for (let moves = 0; !state.over && moves < 120; moves++) {
        const seat = buildUp.activePlayers(state)[0]!;
        for (let viewer = 0; viewer < state.players; viewer++) {
          const view = buildUp.view(state, viewer);
          const sampled = buildUp.sample(view, viewer, random);
          samples++;
          expect(buildUp.view(sampled, viewer)).toEqual(view);
          expect(buildUp.parseState(JSON.parse(JSON.stringify(sampled)))).toEqual(sampled);
        }
        const legal = buildUp.legalMoves(state, seat);
        state = buildUp.apply(state, legal[randomInt(random, 0, legal.length - 1)]!);
      }
    }
    expect(samples).toBeGreaterThan(60 * games);
  });
});
