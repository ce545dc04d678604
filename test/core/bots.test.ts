import { describe, expect, it } from 'vitest';
import { BoneyardError, type Bot, playOut, randomBot } from '../../src/index.js';
import { type NimMove, nim } from './toy-game.js';

describe('randomBot', () => {
  it('is deterministic for a seed and picks only offered moves', () => {
    const legalMoves = [1, 2, 3].map((count) => ({ type: 'take', player: 0, count }));
    const a = randomBot(4);
    const b = randomBot(4);
    const picksA = Array.from({ length: 30 }, () => a({ player: 0, view: null, legalMoves }));
    const picksB = Array.from({ length: 30 }, () => b({ player: 0, view: null, legalMoves }));
    expect(picksA).toEqual(picksB);
    expect(new Set(picksA).size).toBe(3);
  });

  it('refuses to choose from nothing', () => {
    expect(() => randomBot(1)({ player: 0, view: null, legalMoves: [] })).toThrow(BoneyardError);
  });
});

describe('playOut', () => {
  it('plays to the end, one bot per seat, giving each bot only its view and moves', () => {
    const seen: unknown[] = [];
    const spy: Bot<NimMove, { stones: number; turn: number }> = (turn) => {
      seen.push(Object.keys(turn).sort());
      return turn.legalMoves[0]!;
    };
    const result = playOut(nim, { seed: 2, stones: 7 }, [spy, spy]);
    expect(result.outcome.over).toBe(true);
    expect(result.moves).toHaveLength(7);
    expect(seen[0]).toEqual(['legalMoves', 'player', 'view']);
  });

  it('stops early at maxMoves and reports each move', () => {
    const moves: unknown[] = [];
    const result = playOut(nim, { seed: 2, stones: 30 }, randomBot(1), {
      maxMoves: 3,
      onMove: (m) => moves.push(m),
    });
    expect(result.moves).toHaveLength(3);
    expect(moves).toEqual(result.moves);
    expect(result.outcome.over).toBe(false);
  });

  it('fails loudly without a bot for a seat or past the move bound', () => {
    const start = nim.setup({ seed: 3 });
    const seat = nim.activePlayers(start)[0]!;
    const bots: Bot<NimMove, unknown>[] = [];
    bots[1 - seat] = randomBot(1);
    expect(() => playOut(nim, { seed: 3 }, bots)).toThrow(/No bot for seat/);
    const slow: Bot<NimMove, unknown> = (turn) => turn.legalMoves[0]!;
    const tight = { ...nim, moveBound: () => 2 };
    expect(() => playOut(tight, { seed: 3 }, slow)).toThrow(/move bound/);
  });
});
