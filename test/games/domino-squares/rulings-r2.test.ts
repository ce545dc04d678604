/** The rules items of issue 14 for the Domino Squares games (R2): each test fails on R1's behaviour. */
import { describe, expect, it } from 'vitest';
import {
  type BlindHughieRowPiece,
  type BlindHughieState,
  blindHughie,
  type DominoSquaresClassicState,
  type DominoSquaresPiece,
  type DominoSquaresState,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  listSquarePlacements,
} from '../../../src/games/domino-squares/index.js';
import { orientSquares } from '../../../src/games/domino-squares/shared/layout.js';
import { createRng, randomInt } from '../../../src/index.js';
import { craft, piece, starter } from './helpers.js';

const ONES = piece('s', 1, 1, 1, 1);
const U = piece('u', 1, 1, 3, 3);
const FOURS = piece('v', 4, 4, 4, 4);
/** Only 0-pip squares: fits nothing on a 1-1-1-1 starter. */
const ZERO = piece('z', 'blank', 'blank', 'blank', 'blank');
const twos = (id: string) => piece(id, 2, 2, 2, 2);
const under = (player: number, id: string) =>
  ({ type: 'play', player, piece: id, rotation: 0, x: 0, y: 1 }) as const;

describe('item 7: a hint carries its move', () => {
  it('listSquarePlacements told the player gives hints whose move applies as it is', () => {
    const state = dominoSquares.setup({ seed: 42, players: 3 });
    const seat = state.turn;
    const view = dominoSquares.view(state, seat);
    const hints = listSquarePlacements(view.layout, view.myHand, seat);
    expect(hints.length).toBeGreaterThan(0);
    for (const hint of hints) {
      expect(hint.move).toEqual({
        type: 'play',
        player: seat,
        piece: hint.piece,
        rotation: hint.rotation,
        x: hint.x,
        y: hint.y,
      });
      expect(dominoSquares.validate(state, hint.move)).toBeNull();
    }
    const next = dominoSquares.apply(state, hints[0]!.move);
    expect(next.layout).toHaveLength(2);
    expect(next.layout[1]!.points).toBe(hints[0]!.points);
    // The hint itself is still not a move (R1's complaint), and the old call still answers without `move`.
    expect(
      dominoSquares.validate(state, { type: 'play', player: seat, ...hints[0]!, move: undefined })?.code,
    ).toBe('unknown-field');
    const old = listSquarePlacements(view.layout, view.myHand);
    expect(old).toEqual(hints.map(({ move: _move, ...rest }) => rest));
    expect(old.every((hint) => !('move' in hint))).toBe(true);
  });

  it('every game lists exactly its hints’ moves as its plays', () => {
    const block = dominoSquaresBlock.setup({ seed: 5 });
    const plays = dominoSquaresBlock.legalMoves(block, block.turn).filter((m) => m.type === 'play');
    const view = dominoSquaresBlock.view(block, block.turn);
    expect(listSquarePlacements(view.layout, view.myHand, block.turn).map((h) => h.move)).toEqual(plays);
  });
});

describe('item 8: a placement is listed once however many rotations give it', () => {
  it('a 4-4-4-4 piece on a 4-4-4-4 starter: four placements (one per side), not sixteen', () => {
    const state = craft(dominoSquaresBlock.setup({ seed: 1 }), {
      layout: [starter(piece('f', 4, 4, 4, 4))],
      hands: [[FOURS], [ZERO]],
      outOfPlay: [],
      turn: 0,
    });
    const moves = dominoSquaresBlock.legalMoves(state, 0);
    expect(moves).toHaveLength(4);
    expect(moves.every((m) => m.type === 'play' && m.rotation === 0)).toBe(true);
    expect(listSquarePlacements(state.layout, [FOURS])).toHaveLength(4);
    // The same placement written with another rotation is still accepted: it lies exactly the same.
    expect(dominoSquaresBlock.validate(state, { ...moves[0]!, rotation: 3 })).toBeNull();
  });

  it('a piece with two-fold symmetry (1-1-1-1 is four-fold; 1-2-1-2 is two-fold) keeps its two distinct turns', () => {
    const layout = [starter(piece('f', 1, 2, 1, 2))];
    const hints = listSquarePlacements(layout, [piece('h', 2, 1, 2, 1)]);
    const key = (h: { x: number; y: number; rotation: number }) => `${h.x},${h.y}`;
    // Each side of the starter is 1-2 or 2-1; the piece fits each side in exactly one distinct way.
    expect(new Set(hints.map(key)).size).toBe(hints.length);
    expect(hints).toHaveLength(4);
  });

  it('in real games no two listed plays put the same piece, turned alike, in the same cell', () => {
    const random = { rng: createRng(7) };
    for (let game = 0; game < 20; game++) {
      let state: DominoSquaresState = dominoSquares.setup({ seed: game, players: 2 + (game % 3) });
      for (let step = 0; step < 200 && !state.over; step++) {
        const seat = dominoSquares.activePlayers(state)[0]!;
        const moves = dominoSquares.legalMoves(state, seat);
        const seen = new Set<string>();
        for (const move of moves) {
          if (move.type !== 'play') continue;
          const p = state.hands[seat]!.find((h) => h.id === move.piece)!;
          const lie = `${move.piece}@${move.x},${move.y}:${JSON.stringify(orientSquares(p, move.rotation))}`;
          expect(seen.has(lie)).toBe(false);
          seen.add(lie);
        }
        state = dominoSquares.apply(state, moves[randomInt(random, 0, moves.length - 1)]!);
      }
    }
  });
});

const down = (p: DominoSquaresPiece): BlindHughieRowPiece => ({ piece: p, faceUp: false, seen: false });
const up = (p: DominoSquaresPiece): BlindHughieRowPiece => ({ piece: p, faceUp: true, seen: true });
const left = (player: number) => ({ type: 'turn-over', player, end: 'left' }) as const;

function hughie(rows: BlindHughieRowPiece[][], options: Record<string, unknown> = {}): BlindHughieState {
  return craft(blindHughie.setup({ seed: 1, ...options }), { layout: [starter(ONES)], rows });
}

describe('item 9: Blind Hughie is blocked when no player can make a play (ruling 17, changed in R2)', () => {
  it('a seat holding a face-up piece that fits keeps the game open', () => {
    const wildOnes = piece('x', 'wild', 1, 1, 1);
    let state = hughie([
      [down(twos('a')), down(twos('b')), down(twos('c')), up(wildOnes)],
      [down(twos('d')), down(twos('e')), down(twos('f'))],
    ]);
    // Seat 0 could play its face-up piece but turns over instead; seat 1 cannot play. Four playless turns:
    // R1 (two successive playless turns each) ended the game here.
    for (const seat of [0, 1, 0, 1]) state = blindHughie.apply(state, left(seat));
    expect(state.idleTurns).toBe(4);
    expect(state.over).toBe(false);
    expect(blindHughie.legalMoves(state, 0).some((m) => m.type === 'play' && m.piece === 'x')).toBe(true);
    // Left end only: the face-up piece reaches the left end, is turned over and must be played.
    state = blindHughie.apply(blindHughie.apply(state, left(0)), left(1));
    state = blindHughie.apply(state, left(0));
    expect(state.turned?.id).toBe('x');
  });

  it('ends at once when no piece of any row fits (R1 waited two rounds of turns)', () => {
    const state = hughie([
      [down(twos('a')), down(twos('b'))],
      [down(twos('c')), down(twos('d'))],
    ]);
    const next = blindHughie.apply(state, left(0));
    expect(next.over).toBe(true);
    expect(next.ended).toBe('block');
    expect(blindHughie.outcome(next)).toEqual({ over: true, scores: [0, 0], winners: [0, 1] });
  });

  it('keeps a long stop: idleRounds (default 9, 1 to 9) rounds of playless turns; idleRounds 2 is R1’s reading', () => {
    expect(blindHughie.defaultOptions.idleRounds).toBe(9);
    expect(() => blindHughie.setup({ seed: 1, idleRounds: 10 })).toThrow(/idleRounds/);
    let state = hughie(
      [
        [down(twos('a')), down(twos('b')), down(U)],
        [down(twos('c')), down(twos('d'))],
      ],
      { idleRounds: 1, eitherEnd: true },
    );
    state = blindHughie.apply(state, left(0));
    expect(state.over).toBe(false);
    state = blindHughie.apply(state, left(1));
    expect(state.over).toBe(true);
    expect(state.ended).toBe('block');
  });
});

function blockOut(goingOut?: 'wins' | 'fewest-pips'): DominoSquaresClassicState {
  const setup = dominoSquaresBlock.setup({ seed: 1, players: 3, ...(goingOut ? { goingOut } : {}) });
  const state = craft(setup, {
    layout: [starter(ONES)],
    hands: [[U], [ZERO], [FOURS]],
    outOfPlay: [],
    turn: 0,
  });
  return dominoSquaresBlock.apply(state, under(0, 'u'));
}

describe('item 10: the player who goes out wins outright (ruling 28)', () => {
  it('Block: going out beats an opponent holding only 0-pip pieces, and wins every other hand’s pips', () => {
    const end = blockOut();
    expect(end.ended).toBe('domino');
    expect(end.pips).toEqual([0, 0, 16]);
    expect(end.winners).toEqual([0]);
    expect(dominoSquaresBlock.outcome(end)).toEqual({ over: true, scores: [16, 0, 0], winners: [0] });
  });

  it("goingOut: 'fewest-pips' keeps R1's count: the 0-pip hand ties the player who went out", () => {
    const end = blockOut('fewest-pips');
    expect(end.winners).toEqual([0, 1]);
    expect(end.scores).toEqual([16, 16, 0]);
    expect(() => dominoSquaresBlock.setup({ seed: 1, goingOut: 'maybe' as never })).toThrow(/goingOut/);
  });

  it('Draw and Blind Hughie score "as in Block": the same rule', () => {
    const draw = craft(dominoSquaresDraw.setup({ seed: 1 }), {
      layout: [starter(ONES)],
      hands: [[U], [ZERO]],
      boneyard: [],
      turn: 0,
    });
    expect(dominoSquaresDraw.apply(draw, under(0, 'u')).winners).toEqual([0]);
    const row = hughie([[down(U)], [down(ZERO)]]);
    const out = blindHughie.apply(blindHughie.apply(row, left(0)), under(0, 'u'));
    expect(out.ended).toBe('out');
    expect(out.winners).toEqual([0]);
    const old = hughie([[down(U)], [down(ZERO)]], { goingOut: 'fewest-pips' });
    expect(blindHughie.apply(blindHughie.apply(old, left(0)), under(0, 'u')).winners).toEqual([0, 1]);
  });
});
