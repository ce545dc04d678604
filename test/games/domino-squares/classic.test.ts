import { describe, expect, it } from 'vitest';
import {
  type DominoSquaresClassicState,
  dominoSquaresBlock,
  dominoSquaresDraw,
} from '../../../src/games/domino-squares/index.js';
import { type AnyGame, IllegalMoveError, InvalidOptionError } from '../../../src/index.js';
import { copies, craft, piece, starter } from './helpers.js';

const ONES = piece('s', 1, 1, 1, 1);
const TWOS = piece('t', 2, 2, 2, 2);
const ONE_THREE = piece('u', 1, 1, 3, 3);
const FOURS = piece('v', 4, 4, 4, 4);
const SKIP = piece('k', 'skip', 1, 1, 'blank');

function blockState(
  patch: Partial<Record<keyof DominoSquaresClassicState, unknown>>,
): DominoSquaresClassicState {
  return craft(dominoSquaresBlock.setup({ seed: 1 }), { layout: [starter(ONES)], outOfPlay: [], ...patch });
}

function drawState(
  patch: Partial<Record<keyof DominoSquaresClassicState, unknown>>,
  drawRule: 'until-playable' | 'one' = 'until-playable',
): DominoSquaresClassicState {
  return craft(dominoSquaresDraw.setup({ seed: 1, drawRule }), { layout: [starter(ONES)], ...patch });
}

function refused(
  game: AnyGame<DominoSquaresClassicState>,
  state: DominoSquaresClassicState,
  move: unknown,
  code: string,
) {
  const before = JSON.stringify(state);
  expect(() => game.apply(state, move as never)).toThrow(IllegalMoveError);
  expect(game.validate(state, move)?.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  expect(Object.isFrozen(state)).toBe(true);
}

describe('Block with Domino Squares pieces', () => {
  it('deals 9 each, turns up a starter and puts the rest out of play', () => {
    const state = dominoSquaresBlock.setup({ seed: 5, players: 4, firstPlayer: 2 });
    expect(state.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    expect(state.layout).toHaveLength(1);
    expect(state.outOfPlay).toHaveLength(48 - 37);
    expect(state.boneyard).toEqual([]);
    expect(state.turn).toBe(2);
    expect(dominoSquaresBlock.view(state, 1).myHand).toEqual(state.hands[1]);
    expect(dominoSquaresBlock.view(state, null).myHand).toEqual([]);
    expect(dominoSquaresBlock.view(state, 1).hands).toBeNull();
  });

  it('refuses a pass from a player who can play', () => {
    const state = blockState({ hands: [[ONE_THREE], [TWOS]], turn: 0 });
    refused(dominoSquaresBlock, state, { type: 'pass', player: 0 }, 'must-play');
    expect(dominoSquaresBlock.legalMoves(state, 0).every((m) => m.type === 'play')).toBe(true);
  });

  it('a player who cannot play passes; the game blocks when nobody can play, and fewest pips wins', () => {
    let state = blockState({ hands: [[TWOS], [ONE_THREE, FOURS]], turn: 0 });
    expect(dominoSquaresBlock.legalMoves(state, 0)).toEqual([{ type: 'pass', player: 0 }]);
    state = dominoSquaresBlock.apply(state, { type: 'pass', player: 0 });
    expect(state.turn).toBe(1);
    refused(
      dominoSquaresBlock,
      state,
      { type: 'play', player: 1, piece: 'v', rotation: 0, x: 1, y: 0 },
      'no-match',
    );
    state = dominoSquaresBlock.apply(state, { type: 'play', player: 1, piece: 'u', rotation: 0, x: 0, y: 1 });
    expect(state.over).toBe(true);
    expect(state.ended).toBe('block');
    expect(state.pips).toEqual([8, 16]);
    expect(state.scores).toEqual([16, 0]);
    expect(dominoSquaresBlock.outcome(state)).toEqual({ over: true, scores: [16, 0], winners: [0] });
    expect(dominoSquaresBlock.view(state, null).hands).toEqual(state.hands);
  });

  it('ends on "Domino" when a hand is played out', () => {
    const state = blockState({ hands: [[ONE_THREE], [FOURS, TWOS], [ONES]], players: 3, turn: 0 });
    const next = dominoSquaresBlock.apply(state, {
      type: 'play',
      player: 0,
      piece: 'u',
      rotation: 0,
      x: 0,
      y: 1,
    });
    expect(next.ended).toBe('domino');
    expect(next.scores).toEqual([16 + 8 + 4, 0, 0]);
    expect(dominoSquaresBlock.activePlayers(next)).toEqual([]);
  });

  it('ties for fewest pips share the win: each wins the pips of the others (ruling 9)', () => {
    const state = blockState({ hands: [[ONE_THREE, TWOS], [TWOS], [FOURS, FOURS]], players: 3, turn: 0 });
    const after = dominoSquaresBlock.apply(state, {
      type: 'play',
      player: 0,
      piece: 'u',
      rotation: 0,
      x: 0,
      y: 1,
    });
    expect(after.ended).toBe('block');
    expect(after.pips).toEqual([8, 8, 32]);
    expect(dominoSquaresBlock.outcome(after)).toEqual({ over: true, scores: [32, 32, 0], winners: [0, 1] });
  });

  it('ignores commands: a Skip piece just passes the turn to the left', () => {
    const state = blockState({ hands: [[SKIP, TWOS], [FOURS], [FOURS]], players: 3, turn: 0 });
    const move = dominoSquaresBlock.legalMoves(state, 0).find((m) => m.type === 'play' && m.piece === 'k')!;
    expect(dominoSquaresBlock.apply(state, move).turn).toBe(1);
  });

  it('a deal where nobody can play is over at once (a block)', () => {
    // 1-2-3-4 pieces never match one another: every side needs its mirror image.
    const state = dominoSquaresBlock.setup({ seed: 3, pieces: copies(19, 'q', 1, 2, 3, 4) });
    expect(state.over).toBe(true);
    expect(state.ended).toBe('block');
    expect(dominoSquaresBlock.outcome(state).winners).toEqual([0, 1]);
    expect(state.scores).toEqual([0, 0]);
  });

  it('refuses bad options', () => {
    expect(() =>
      dominoSquaresBlock.setup({ seed: 1, players: 4, pieces: copies(36, 'q', 1, 2, 3, 4) }),
    ).toThrow(InvalidOptionError);
    expect(() => dominoSquaresBlock.setup({ seed: 1, firstPlayer: 2 })).toThrow(/firstPlayer/);
    expect(() => dominoSquaresBlock.setup({ seed: 1, firstPlayer: 0.5 })).toThrow(/firstPlayer/);
  });

  it('never keeps the caller’s piece objects (they are copied, not frozen)', () => {
    const pieces = copies(19, 'q', 1, 2, 3, 4);
    dominoSquaresBlock.setup({ seed: 1, pieces });
    expect(Object.isFrozen(pieces[0])).toBe(false);
  });
});

describe('Draw with Domino Squares pieces', () => {
  it('deals 7 each; the rest is the boneyard', () => {
    const state = dominoSquaresDraw.setup({ seed: 5, players: 3 });
    expect(state.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(state.boneyard).toHaveLength(48 - 22);
    expect(state.outOfPlay).toEqual([]);
    expect(dominoSquaresDraw.view(state, 0).boneyardSize).toBe(26);
  });

  it('a player who can play may not draw; one who cannot may not pass while the boneyard lasts', () => {
    const can = drawState({ hands: [[ONE_THREE], [TWOS]], boneyard: [FOURS], turn: 0 });
    refused(dominoSquaresDraw, can, { type: 'draw', player: 0 }, 'must-play');
    const cannot = drawState({ hands: [[TWOS], [ONE_THREE]], boneyard: [FOURS], turn: 0 });
    refused(dominoSquaresDraw, cannot, { type: 'pass', player: 0 }, 'must-draw');
    expect(dominoSquaresDraw.legalMoves(cannot, 0)).toEqual([{ type: 'draw', player: 0 }]);
  });

  it('draws piece after piece until one can be played, then must play', () => {
    let state = drawState({ hands: [[TWOS], [FOURS]], boneyard: [FOURS, ONE_THREE, ONES], turn: 0 });
    state = dominoSquaresDraw.apply(state, { type: 'draw', player: 0 });
    expect(state.turn).toBe(0);
    expect(dominoSquaresDraw.legalMoves(state, 0)).toEqual([{ type: 'draw', player: 0 }]);
    state = dominoSquaresDraw.apply(state, { type: 'draw', player: 0 });
    expect(state.hands[0]!.map((p) => p.id)).toEqual(['t', 'v', 'u']);
    const moves = dominoSquaresDraw.legalMoves(state, 0);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.type === 'play' && m.piece === 'u')).toBe(true);
  });

  it('when the boneyard runs out before a playable piece, the turn passes', () => {
    const state = drawState({ hands: [[TWOS], [ONES]], boneyard: [FOURS], turn: 0 });
    expect(dominoSquaresDraw.apply(state, { type: 'draw', player: 0 }).turn).toBe(1);
  });

  it('passes only on an empty boneyard when unable to play, and blocks when nobody can play', () => {
    const state = drawState({ hands: [[TWOS], [ONE_THREE, FOURS]], boneyard: [], turn: 0 });
    refused(dominoSquaresDraw, state, { type: 'draw', player: 0 }, 'empty-boneyard');
    const next = dominoSquaresDraw.apply(state, { type: 'pass', player: 0 });
    expect(next.turn).toBe(1);
    refused(dominoSquaresDraw, next, { type: 'pass', player: 1 }, 'must-play');
    const end = dominoSquaresDraw.apply(next, {
      type: 'play',
      player: 1,
      piece: 'u',
      rotation: 0,
      x: 0,
      y: 1,
    });
    expect(end.ended).toBe('block');
    expect(end.winners).toEqual([0]);
  });

  describe("variant drawRule: 'one'", () => {
    it('an unplayable drawn piece is kept and the turn ends', () => {
      const state = drawState({ hands: [[TWOS], [ONES]], boneyard: [FOURS, ONES], turn: 0 }, 'one');
      const next = dominoSquaresDraw.apply(state, { type: 'draw', player: 0 });
      expect(next.turn).toBe(1);
      expect(next.hands[0]!.map((p) => p.id)).toEqual(['t', 'v']);
    });

    it('a playable drawn piece may be played at once or kept', () => {
      const state = drawState({ hands: [[TWOS], [ONES]], boneyard: [ONE_THREE, FOURS], turn: 0 }, 'one');
      const next = dominoSquaresDraw.apply(state, { type: 'draw', player: 0 });
      expect(next.turn).toBe(0);
      expect(next.mayKeep).toBe(true);
      refused(dominoSquaresDraw, next, { type: 'draw', player: 0 }, 'already-drew');
      const moves = dominoSquaresDraw.legalMoves(next, 0);
      expect(moves).toContainEqual({ type: 'pass', player: 0 });
      expect(moves.filter((m) => m.type === 'play').every((m) => m.type === 'play' && m.piece === 'u')).toBe(
        true,
      );
      const kept = dominoSquaresDraw.apply(next, { type: 'pass', player: 0 });
      expect(kept.turn).toBe(1);
      expect(kept.mayKeep).toBe(false);
      expect(kept.hands[0]!.map((p) => p.id)).toEqual(['t', 'u']);
    });
  });

  it('refuses a bad drawRule', () => {
    expect(() => dominoSquaresDraw.setup({ seed: 1, drawRule: 'twice' as never })).toThrow(/drawRule/);
  });
});
