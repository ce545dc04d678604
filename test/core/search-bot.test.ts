import { describe, expect, it } from 'vitest';
import { type BuildUpState, buildUp, greedyBuildUpBot } from '../../src/games/build-up/index.js';
import {
  BoneyardError,
  createRng,
  playOut,
  randomBot,
  randomInt,
  searchBot,
  shuffle,
} from '../../src/index.js';
import { nim } from './toy-game.js';

/** Two states that differ only in what `seat` cannot see: the other hands and the boneyards. */
function twins(seed: number, seat: number): [BuildUpState, BuildUpState] {
  const { moves } = playOut(buildUp, { seed }, randomBot(seed), { maxMoves: 5 + (seed % 7) });
  let state = buildUp.setup({ seed });
  for (const move of moves) state = buildUp.apply(state, move);
  const twin = JSON.parse(JSON.stringify(state));
  const random = { rng: createRng(seed) };
  for (let other = 0; other < state.players; other++) {
    if (other !== seat && twin.hands[other].length > 0) {
      const i = randomInt(random, 0, twin.hands[other].length - 1);
      const j = randomInt(random, 0, twin.boneyards[other].length - 1);
      [twin.hands[other][i], twin.boneyards[other][j]] = [twin.boneyards[other][j], twin.hands[other][i]];
    }
    shuffle(random, twin.boneyards[other]);
  }
  twin.rng = createRng(seed + 1);
  return [state, twin];
}

describe('searchBot', () => {
  it('never peeks: states differing only in hidden tiles give the same move', () => {
    let compared = 0;
    for (let seed = 0; seed < 6; seed++) {
      const probe = twins(seed, 0)[0];
      const seat = buildUp.activePlayers(probe)[0];
      if (seat === undefined) continue;
      const [a, b] = twins(seed, seat);
      expect(JSON.stringify(a.hands)).not.toBe(JSON.stringify(b.hands));
      const move = (s: BuildUpState) =>
        searchBot(buildUp, { seed: 9, iterations: 40 })({
          player: seat,
          view: buildUp.view(s, seat),
          legalMoves: buildUp.legalMoves(s, seat),
        });
      expect(move(b)).toEqual(move(a));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const game = (seed: number) =>
      playOut(buildUp, { seed: 3 }, [searchBot(buildUp, { seed, iterations: 20 }), greedyBuildUpBot()]).moves;
    expect(game(1)).toEqual(game(1));
  });

  it('beats a random player more often than not', () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const { outcome } = playOut(buildUp, { seed: `sb${g}` }, [
        searchBot(buildUp, { seed: g, iterations: 30 }),
        randomBot(g),
      ]);
      if (outcome.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });

  it('stops on a time budget, and refuses a game that cannot sample or an empty choice', () => {
    const bot = searchBot(buildUp, { seed: 1, thinkMs: 5, rollout: greedyBuildUpBot() });
    const state = buildUp.setup({ seed: 1 });
    const seat = buildUp.activePlayers(state)[0]!;
    const legalMoves = buildUp.legalMoves(state, seat);
    expect(legalMoves).toContainEqual(bot({ player: seat, view: buildUp.view(state, seat), legalMoves }));
    expect(() => bot({ player: seat, view: buildUp.view(state, seat), legalMoves: [] })).toThrow(
      BoneyardError,
    );
    expect(() => searchBot(nim, { seed: 1 })).toThrow(/cannot sample/);
  });
});
