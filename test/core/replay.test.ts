import { describe, expect, it } from 'vitest';
import { IllegalMoveError, playOut, randomBot, replay } from '../../src/index.js';
import { nim } from './toy-game.js';

describe('replay', () => {
  it('rebuilds the final state from the seed and the moves', () => {
    const { state, moves } = playOut(nim, { seed: 'r', stones: 30 }, randomBot(9));
    expect(replay(nim, { seed: 'r', stones: 30 }, moves)).toEqual(state);
  });

  it('throws at the first illegal move', () => {
    const start = nim.setup({ seed: 1 });
    const turn = nim.activePlayers(start)[0]!;
    expect(() => replay(nim, { seed: 1 }, [{ type: 'take', player: 1 - turn, count: 1 }])).toThrow(
      IllegalMoveError,
    );
  });
});
