import { describe, expect, it } from 'vitest';
import {
  type BlindHughieRowPiece,
  type BlindHughieState,
  blindHughie,
  type DominoSquaresPiece,
} from '../../../src/games/domino-squares/index.js';
import { IllegalMoveError } from '../../../src/index.js';
import { craft, piece, starter } from './helpers.js';

const ONES = piece('s', 1, 1, 1, 1);
const TWOS = piece('t', 2, 2, 2, 2);
const U = piece('u', 1, 1, 3, 3);
/** Has a wild, never fits 1-1 sides (every side holds a 2). */
const WILD_TWOS = piece('w', 'wild', 2, 2, 2);
/** Has a wild and fits 1-1 sides. */
const WILD_ONES = piece('x', 'wild', 1, 1, 1);
const down = (p: DominoSquaresPiece, seen = false): BlindHughieRowPiece => ({
  piece: p,
  faceUp: false,
  seen,
});
const up = (p: DominoSquaresPiece): BlindHughieRowPiece => ({ piece: p, faceUp: true, seen: true });
const left = (player: number) => ({ type: 'turn-over', player, end: 'left' }) as const;
const right = (player: number) => ({ type: 'turn-over', player, end: 'right' }) as const;
const under = (player: number, id: string) =>
  ({ type: 'play', player, piece: id, rotation: 0, x: 0, y: 1 }) as const;

function table(
  patch: Partial<Record<keyof BlindHughieState, unknown>>,
  options: { eitherEnd?: boolean; idleRounds?: number } = {},
): BlindHughieState {
  return craft(blindHughie.setup({ seed: 1, ...options }), { layout: [starter(ONES)], ...patch });
}

function refused(state: BlindHughieState, move: unknown, code: string) {
  const before = JSON.stringify(state);
  expect(() => blindHughie.apply(state, move as never)).toThrow(IllegalMoveError);
  expect(blindHughie.validate(state, move)?.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

describe('Blind Hughie: the deal', () => {
  it('lays 9 pieces face down in each row, unseen even by their owner; the rest are out of play', () => {
    const state = blindHughie.setup({ seed: 9, players: 3 });
    expect(state.rows.map((row) => row.length)).toEqual([9, 9, 9]);
    expect(state.rows.flat().every((e) => !e.faceUp && !e.seen)).toBe(true);
    expect(state.outOfPlay).toHaveLength(48 - 27 - 1);
    for (const viewer of [0, 1, 2, null]) {
      expect(
        blindHughie
          .view(state, viewer)
          .rows.flat()
          .every((e) => e.piece === null),
      ).toBe(true);
    }
  });
});

describe('Blind Hughie: a turn', () => {
  it('a turned-over piece that fits must be played, and the player goes again', () => {
    const state = table({ rows: [[down(U), down(TWOS)], [down(TWOS)]] });
    const turned = blindHughie.apply(state, left(0));
    expect(turned.turned?.id).toBe('u');
    expect(blindHughie.view(turned, 1).turned?.id).toBe('u');
    refused(turned, left(0), 'must-play-turned');
    expect(blindHughie.legalMoves(turned, 0).every((m) => m.type === 'play' && m.piece === 'u')).toBe(true);
    const played = blindHughie.apply(turned, under(0, 'u'));
    expect(played.turn).toBe(0);
    expect(played.playedThisTurn).toBe(true);
    expect(played.rows[0]!.map((e) => e.piece.id)).toEqual(['t']);
    expect(played.layout[1]).toMatchObject({ player: 0, points: 0 });
  });

  it('an unplayable piece goes face down to the right end; its owner remembers it, nobody else sees it', () => {
    const state = table({ rows: [[down(TWOS), down(U)], [down(TWOS)]] });
    const next = blindHughie.apply(state, left(0));
    expect(next.rows[0]).toEqual([down(U), down(TWOS, true)]);
    expect(next.turn).toBe(1);
    expect(next.idleTurns).toBe(1);
    expect(next.turnsTaken).toEqual([1, 0]);
    expect(blindHughie.view(next, 0).rows[0]).toEqual([
      { faceUp: false, piece: null },
      { faceUp: false, piece: TWOS },
    ]);
    expect(blindHughie.view(next, 1).rows[0]![1]).toEqual({ faceUp: false, piece: null });
    expect(blindHughie.view(next, null).rows[0]![1]).toEqual({ faceUp: false, piece: null });
  });

  it('an unplayable piece with a wild goes face up to the right end, for all to see', () => {
    const state = table({ rows: [[down(WILD_TWOS), down(U)], [down(TWOS)]] });
    const next = blindHughie.apply(state, left(0));
    expect(next.rows[0]![1]).toEqual(up(WILD_TWOS));
    expect(blindHughie.view(next, 1).rows[0]![1]).toEqual({ faceUp: true, piece: WILD_TWOS });
  });

  it('a face-up piece may be played instead of turning one over; a face-down one may not', () => {
    const state = table({ rows: [[down(TWOS), up(WILD_ONES), down(U, true)], [down(TWOS)]] });
    const moves = blindHughie.legalMoves(state, 0);
    expect(moves).toContainEqual(left(0));
    expect(moves.some((m) => m.type === 'play' && m.piece === 'x')).toBe(true);
    expect(moves.some((m) => m.type === 'play' && m.piece === 'u')).toBe(false);
    refused(state, under(0, 'u'), 'face-down');
    refused(state, under(0, 'zz'), 'piece-not-in-row');
    const played = blindHughie.apply(state, moves.find((m) => m.type === 'play')!);
    expect(played.rows[0]!.map((e) => e.piece.id)).toEqual(['t', 'u']);
    expect(played.turn).toBe(0);
  });

  it('only the left end is turned over, unless the either-end variant is on and the first turn is done', () => {
    const plain = table({ rows: [[down(TWOS), down(U)], [down(TWOS)]], turnsTaken: [3, 3] });
    refused(plain, right(0), 'left-end-only');
    const first = table({ rows: [[down(TWOS), down(U)], [down(TWOS)]] }, { eitherEnd: true });
    refused(first, right(0), 'left-end-only');
    expect(blindHughie.legalMoves(first, 0)).not.toContainEqual(right(0));
    const later = table(
      { rows: [[down(TWOS), down(U)], [down(TWOS)]], turnsTaken: [1, 1] },
      { eitherEnd: true },
    );
    expect(blindHughie.legalMoves(later, 0)).toContainEqual(right(0));
    expect(blindHughie.apply(later, right(0)).turned?.id).toBe('u');
  });
});

describe('Blind Hughie: the end', () => {
  it('ends when a player plays out his row, scored as Block', () => {
    const state = table({ rows: [[down(U)], [down(TWOS), up(WILD_TWOS)]] });
    const end = blindHughie.apply(blindHughie.apply(state, left(0)), under(0, 'u'));
    expect(end.over).toBe(true);
    expect(end.ended).toBe('out');
    expect(blindHughie.outcome(end)).toEqual({ over: true, scores: [14, 0], winners: [0] });
    expect(blindHughie.view(end, 0).rows[1]).toEqual([
      { faceUp: false, piece: TWOS },
      { faceUp: true, piece: WILD_TWOS },
    ]);
  });

  it('ends blocked when every player has had idleRounds turns in a row without a play (ruling 17)', () => {
    let state = table({ rows: [[down(TWOS), down(U)], [down(TWOS)]] }, { idleRounds: 1 });
    state = blindHughie.apply(state, left(0));
    expect(state.over).toBe(false);
    state = blindHughie.apply(state, left(1));
    expect(state.over).toBe(true);
    expect(state.ended).toBe('block');
    expect(blindHughie.outcome(state).winners).toEqual([1]);
    expect(blindHughie.outcome(table({})).over).toBe(false);
  });

  it('a playing turn resets the count', () => {
    let state = table(
      {
        rows: [
          [down(TWOS), down(U), down(TWOS)],
          [down(TWOS), down(TWOS)],
        ],
      },
      { idleRounds: 1 },
    );
    state = blindHughie.apply(state, left(0)); // idle 1
    state = blindHughie.apply(state, left(1)); // would end with idleRounds 1 × 2 players
    expect(state.over).toBe(true);
    // Seat 1 keeps a piece that fits, so the game stays open (ruling 17: nobody able to play blocks at once).
    let other = table(
      {
        rows: [
          [down(U), down(TWOS)],
          [down(TWOS), down(piece('s2', 1, 1, 1, 1))],
        ],
      },
      { idleRounds: 1 },
    );
    other = blindHughie.apply(other, left(0));
    other = blindHughie.apply(other, under(0, 'u'));
    other = blindHughie.apply(other, left(0)); // ends a turn with a play
    expect(other.idleTurns).toBe(0);
    other = blindHughie.apply(other, left(1));
    expect(other.over).toBe(false);
  });

  it('refuses bad options', () => {
    expect(() => blindHughie.setup({ seed: 1, eitherEnd: 'yes' as never })).toThrow(/eitherEnd/);
    expect(() => blindHughie.setup({ seed: 1, idleRounds: 0 })).toThrow(/idleRounds/);
    expect(() => blindHughie.setup({ seed: 1, players: 4, pieces: [] })).toThrow(/pieces/);
  });
});

describe("Blind Hughie's memory option (issue 26)", () => {
  it("'none' hides the owner's turned-over pieces from his own view; 'perfect' (the default) shows them", () => {
    const moves = (memory: 'none' | 'perfect') => {
      let state = blindHughie.setup({ seed: 'memory', memory });
      // Play until some seat has put a piece back face down, seen by it.
      for (let i = 0; i < 200 && !state.rows.some((row) => row.some((e) => e.seen && !e.faceUp)); i++) {
        const seat = blindHughie.activePlayers(state)[0]!;
        state = blindHughie.apply(state, blindHughie.legalMoves(state, seat)[0]!);
      }
      return state;
    };
    for (const memory of ['none', 'perfect'] as const) {
      const state = moves(memory);
      const owner = state.rows.findIndex((row) => row.some((e) => e.seen && !e.faceUp));
      expect(owner).toBeGreaterThanOrEqual(0);
      const index = state.rows[owner]!.findIndex((e) => e.seen && !e.faceUp);
      const shown = blindHughie.view(state, owner).rows[owner]![index]!.piece;
      if (memory === 'none') expect(shown).toBeNull();
      else expect(shown?.id).toBe(state.rows[owner]![index]!.piece.id);
      // Never to anyone else.
      expect(blindHughie.view(state, (owner + 1) % state.players).rows[owner]![index]!.piece).toBeNull();
    }
    expect(blindHughie.defaultOptions.memory).toBe('perfect');
    expect(() => blindHughie.setup({ seed: 1, memory: 'some' as never })).toThrow(/memory/);
  });
});
