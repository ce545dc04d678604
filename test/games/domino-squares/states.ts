/** States from seeded random games, for tests that need many realistic positions. */
import { type AnyGame, type BaseState, createRng, randomInt } from '../../../src/index.js';

/**
 * Every `every`-th state (and the last) of `games` random games of `game`,
 * each set up with `setup(i)`. Random moves come from a seeded generator, so
 * the list is the same on every run.
 */
export function randomStates<S extends BaseState>(
  game: AnyGame<S>,
  games: number,
  setup: (i: number) => Record<string, unknown>,
  every = 1,
): S[] {
  const random = { rng: createRng('domino-squares-states') };
  const states: S[] = [];
  for (let i = 0; i < games; i++) {
    let state = game.setup(setup(i));
    for (let step = 0; ; step++) {
      const active = game.activePlayers(state);
      if (step % every === 0 || active.length === 0) states.push(state);
      if (active.length === 0) break;
      const player = active[randomInt(random, 0, active.length - 1)]!;
      const legal = game.legalMoves(state, player);
      state = game.apply(state, legal[randomInt(random, 0, legal.length - 1)]!);
    }
  }
  return states;
}
