import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CORE_CODES, type CoreCode } from '../../../src/core/index.js';
import {
  BLIND_HUGHIE_CODES,
  type BlindHughieCode,
  blindHughie,
  DOMINO_SQUARES_BLOCK_CODES,
  DOMINO_SQUARES_CODES,
  DOMINO_SQUARES_DRAW_CODES,
  type DominoSquaresBlockCode,
  type DominoSquaresCode,
  type DominoSquaresDrawCode,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
} from '../../../src/games/domino-squares/index.js';
import { SQUARES_PLACEMENT_CODES } from '../../../src/games/domino-squares/shared/layout.js';

const doc = readFileSync(resolve(__dirname, '../../../docs/rules/domino-squares.md'), 'utf8');

/** The codes named in the first column of the doc's "Rule codes" table. */
function documentedCodes(): string[] {
  const section = doc.split(/^## Rule codes$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([a-z-]+)`\s*\|/gm)].map((match) => match[1]!);
}

const games = [
  { game: dominoSquares, codes: DOMINO_SQUARES_CODES },
  { game: dominoSquaresBlock, codes: DOMINO_SQUARES_BLOCK_CODES },
  { game: dominoSquaresDraw, codes: DOMINO_SQUARES_DRAW_CODES },
  { game: blindHughie, codes: BLIND_HUGHIE_CODES },
] as const;

/** What an app shows for a refused Domino Squares move: a `switch` the compiler checks against the codes. */
function explain(error: unknown): string {
  if (!dominoSquares.isIllegalMove(error)) return 'not a Domino Squares refusal';
  expectTypeOf(error.code).toEqualTypeOf<DominoSquaresCode | CoreCode>();
  switch (error.code) {
    case 'must-draw':
      return 'draw a piece first';
    case 'no-match':
      return 'the squares do not match';
    // @ts-expect-error: a Blind Hughie code, not one of Domino Squares, so the narrowed `code` cannot be it.
    case 'face-down':
      return 'never';
    default:
      return error.code;
  }
}

/** The same for Blind Hughie, whose codes differ. */
function explainHughie(error: unknown): string {
  if (!blindHughie.isIllegalMove(error)) return 'not a Blind Hughie refusal';
  expectTypeOf(error.code).toEqualTypeOf<BlindHughieCode | CoreCode>();
  switch (error.code) {
    case 'left-end-only':
      return 'turn over the left end';
    // @ts-expect-error: a Domino Squares code, not one of Blind Hughie.
    case 'bad-recipient':
      return 'never';
    default:
      return error.code;
  }
}

describe('Domino Squares rule codes', () => {
  it('lists every code of the four games in the rules doc\'s "Rule codes" table, and nothing else', () => {
    const documented = documentedCodes();
    const all = new Set<string>(games.flatMap(({ codes }) => [...codes]));
    for (const code of all) expect(documented).toContain(code);
    expect(documented.filter((code) => !all.has(code))).toEqual([]);
    expect(doc).toContain('CORE_CODES');
  });

  it('declares them on each game, with the placement codes and the core codes', () => {
    for (const { game, codes } of games) {
      for (const code of codes) expect(game.codes).toContain(code);
      for (const code of SQUARES_PLACEMENT_CODES) expect(game.codes).toContain(code);
      for (const code of CORE_CODES) expect(game.codes).toContain(code);
    }
  });

  it("types each game's codes", () => {
    expectTypeOf<'must-play'>().toMatchTypeOf<DominoSquaresBlockCode>();
    expectTypeOf<'already-drew'>().toMatchTypeOf<DominoSquaresDrawCode>();
    expectTypeOf<'not-now'>().not.toMatchTypeOf<DominoSquaresBlockCode>();
  });

  it('narrows a refused move to those codes', () => {
    const state = dominoSquares.setup({ seed: 'codes' });
    let caught: unknown;
    try {
      dominoSquares.apply(state, { type: 'pass', player: state.turn });
    } catch (error) {
      caught = error;
    }
    expect(dominoSquares.isIllegalMove(caught)).toBe(true);
    expect(explain(caught)).toBe('draw a piece first');
    expect(explain(new Error('other'))).toBe('not a Domino Squares refusal');

    const hughie = blindHughie.setup({ seed: 'codes' });
    caught = undefined;
    try {
      blindHughie.apply(hughie, { type: 'turn-over', player: hughie.turn, end: 'right' });
    } catch (error) {
      caught = error;
    }
    expect(explainHughie(caught)).toBe('turn over the left end');
  });
});
