import { describe, expect, it } from 'vitest';
import { IllegalMoveError, InvalidOptionError } from '../../src/index.js';
import { nim } from './toy-game.js';

describe('defineGame', () => {
  const state = nim.setup({ seed: 5 });
  const turn = nim.activePlayers(state)[0]!;
  const other = 1 - turn;

  it('sets up a deeply frozen state and a frozen default option object', () => {
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.taken)).toBe(true);
    expect(Object.isFrozen(nim.defaultOptions)).toBe(true);
  });

  it.each([
    [null, 'malformed-move'],
    [[], 'malformed-move'],
    ['take', 'malformed-move'],
    [{ type: 'give', player: 0, count: 1 }, 'unknown-move-type'],
    [{ type: 'toString', player: 0 }, 'unknown-move-type'],
    [{ type: 'take', player: 2, count: 1 }, 'bad-player'],
    [{ type: 'take', player: 0.5, count: 1 }, 'bad-player'],
    [{ type: 'take', player: 0, count: 1, extra: 1 }, 'unknown-field'],
    [{ type: 'take', player: 0 }, 'missing-field'],
    [{ type: 'take', player: 0, count: '1' }, 'bad-field'],
    [JSON.parse('{"type":"take","player":0,"count":1,"__proto__":{"x":1}}'), 'unknown-field'],
  ])('refuses %j with %s', (move, code) => {
    expect(nim.validate(state, move)).toMatchObject({ code });
  });

  it('refuses a move by a seat whose turn it is not, and a move its rule forbids', () => {
    expect(nim.validate(state, { type: 'take', player: other, count: 1 })).toMatchObject({
      code: 'not-your-turn',
    });
    expect(nim.validate(state, { type: 'take', player: turn, count: 4 })).toMatchObject({
      code: 'bad-count',
    });
    expect(nim.validate(state, { type: 'take', player: turn, count: 2 })).toBeNull();
  });

  it('throws IllegalMoveError with the code and the move, leaving the state as it was', () => {
    const before = JSON.stringify(state);
    const move = { type: 'take', player: turn, count: 9 };
    let error: unknown;
    try {
      nim.apply(state, move);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code: 'bad-count', move });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('applies a legal move into a new frozen state without touching the old one or the move', () => {
    const move = { type: 'take', player: turn, count: 2 };
    const next = nim.apply(state, move);
    expect(next.stones).toBe(8);
    expect(state.stones).toBe(10);
    expect(Object.isFrozen(next.taken)).toBe(true);
    expect(Object.isFrozen(move)).toBe(false);
  });

  it('lists no moves for a seat that may not move', () => {
    expect(nim.legalMoves(state, other)).toEqual([]);
    expect(nim.legalMoves(state, turn).length).toBe(3);
  });

  it('validates setup: plain object, seed present, known options, players in range, game checks', () => {
    expect(() => nim.setup(null as never)).toThrow(InvalidOptionError);
    expect(() => nim.setup({} as never)).toThrow(/seed/);
    expect(() => nim.setup({ seed: 1, stone: 3 } as never)).toThrow(/stone: is not an option of Nim/);
    expect(() => nim.setup({ seed: 1, players: 4 })).toThrow(/players/);
    expect(() => nim.setup({ seed: 1, stones: 0 })).toThrow(/stones/);
    expect(nim.setup({ seed: 1, stones: 4, players: 3 })).toMatchObject({ stones: 4, players: 3 });
    expect(nim.setup({ seed: 1, stones: undefined }).stones).toBe(10);
  });
});
