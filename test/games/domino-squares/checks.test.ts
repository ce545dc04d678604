/** The harness checks must be able to fail: each is shown a broken state. */
import { describe, expect, it } from 'vitest';
import {
  blindHughie,
  DOMINO_SQUARES_SET,
  dominoSquares,
  dominoSquaresDraw,
  type PlacedSquaresPiece,
} from '../../../src/games/domino-squares/index.js';
import { playOut, randomBot } from '../../../src/index.js';
import {
  checkBlindHughie,
  checkClassic,
  checkConservation,
  checkDominoSquares,
  checkLayout,
} from './checks.js';
import { craft, piece } from './helpers.js';

const W = piece('w', 'wild', 'wild', 'wild', 'wild');
const at = (x: number, y: number, p = W): PlacedSquaresPiece => ({
  piece: p,
  rotation: 0,
  x,
  y,
  player: 0,
  points: 0,
});

describe('the Domino Squares checks catch broken states', () => {
  it('checkLayout: overlap, a piece with three neighbours, a piece touching two earlier ones, a mismatch', () => {
    expect(() => checkLayout([at(0, 0), at(1, 0), at(2, 0)])).not.toThrow();
    expect(() => checkLayout([at(0, 0), at(0, 0)])).toThrow(/two pieces on one cell/);
    expect(() => checkLayout([at(0, 0), at(1, 0), at(-1, 0), at(0, 1)])).toThrow(/neighbours|earlier/);
    expect(() => checkLayout([at(0, 0), at(1, 0), at(1, 1), at(0, 1)])).toThrow(/earlier/);
    expect(() => checkLayout([at(0, 0), at(1, 0, piece('b', 'blank', 'blank', 'blank', 'blank'))])).toThrow(
      /match/,
    );
  });

  it('checkConservation: a missing or doubled piece', () => {
    expect(() => checkConservation(DOMINO_SQUARES_SET)).not.toThrow();
    expect(() => checkConservation(DOMINO_SQUARES_SET.slice(1))).toThrow(/count/);
    expect(() => checkConservation([...DOMINO_SQUARES_SET.slice(1), DOMINO_SQUARES_SET[2]!])).toThrow(
      /two places/,
    );
  });

  it('checkDominoSquares: a score that is not the scoring sides plus bonuses', () => {
    const { state } = playOut(dominoSquares, { seed: 3, rounds: 1 }, randomBot(3), { maxMoves: 12 });
    expect(() => checkDominoSquares(state)).not.toThrow();
    expect(() => checkDominoSquares(craft(state, { scores: state.scores.map((s) => s + 1) }))).toThrow(
      /seat 0/,
    );
  });

  it('checkDominoSquares: a remembered piece not where it is remembered, a drawn piece not last, a wrong set', () => {
    const { state } = playOut(dominoSquares, { seed: 3, rounds: 1 }, randomBot(3), { maxMoves: 12 });
    const mine = state.hands[0]![0]!.id;
    expect(() =>
      checkDominoSquares(craft(state, { known: [{ by: 1, holder: 0, piece: mine }] })),
    ).not.toThrow();
    expect(() => checkDominoSquares(craft(state, { known: [{ by: 1, holder: 1, piece: mine }] }))).toThrow(
      /own hand/,
    );
    const theirs = state.hands[1]![0]!.id;
    expect(() => checkDominoSquares(craft(state, { known: [{ by: 1, holder: 0, piece: theirs }] }))).toThrow(
      /not there/,
    );
    const first = state.hands[state.turn]![0]!.id;
    expect(() => checkDominoSquares(craft(state, { phase: 'drawn', drawn: first }))).toThrow(/last/);
    const options = { ...state.options, pieces: state.options.pieces.slice(1) };
    expect(() => checkDominoSquares(craft(state, { options }))).toThrow(/set in play/);
  });

  it('checkClassic: points on the layout, wrong Block scoring', () => {
    const { state } = playOut(dominoSquaresDraw, { seed: 3 }, randomBot(3));
    expect(() => checkClassic(state)).not.toThrow();
    expect(() =>
      checkClassic(craft(state, { scores: [...state.scores].reverse().map((s) => s + 1) })),
    ).toThrow(/Block scoring/);
  });

  it('checkBlindHughie: a face-up piece without a wild', () => {
    const state = blindHughie.setup({ seed: 3 });
    expect(() => checkBlindHughie(state)).not.toThrow();
    const rows = state.rows.map((row) => row.map((e) => ({ ...e, faceUp: true, seen: true })));
    expect(() => checkBlindHughie(craft(state, { rows }))).toThrow(/face up/);
    const seenFirst = state.rows.map((row) => row.map((e, i) => ({ ...e, seen: i === 0 })));
    expect(() => checkBlindHughie(craft(state, { rows: seenFirst }))).toThrow(/seen piece left of an unseen/);
  });
});
