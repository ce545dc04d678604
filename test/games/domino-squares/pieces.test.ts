import { describe, expect, it } from 'vitest';
import { DOMINO_SQUARES_SET, type DominoSquaresPiece } from '../../../src/games/domino-squares/index.js';
import {
  checkSquaresPieceSet,
  DOMINO_SQUARES_COMMANDS,
  formatSquaresPiece,
  hasWild,
  pieceCommand,
  squaresPips,
} from '../../../src/games/domino-squares/shared/pieces.js';
import { InvalidOptionError } from '../../../src/index.js';

describe('DOMINO_SQUARES_SET (this library’s default set)', () => {
  it('has 48 pieces with unique ids, enough for four players of Block with pieces to spare', () => {
    expect(DOMINO_SQUARES_SET).toHaveLength(48);
    expect(new Set(DOMINO_SQUARES_SET.map((p) => p.id)).size).toBe(48);
    expect(DOMINO_SQUARES_SET.length).toBeGreaterThan(4 * 9 + 1);
  });

  it('holds every command more than once, some wild squares, and numbers 1 to 6 with blanks', () => {
    for (const command of DOMINO_SQUARES_COMMANDS) {
      expect(DOMINO_SQUARES_SET.filter((p) => pieceCommand(p) === command).length).toBeGreaterThan(1);
    }
    expect(DOMINO_SQUARES_SET.filter(hasWild).length).toBeGreaterThan(1);
    const numbers = new Set(
      DOMINO_SQUARES_SET.flatMap((p) => p.squares.filter((s) => typeof s === 'number')),
    );
    expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(DOMINO_SQUARES_SET.some((p) => p.squares.includes('blank'))).toBe(true);
  });

  it('includes the pieces the rules name: 6-2-Blank-Blank, 6-6-Blank-2 and 2-Blank-2-5', () => {
    const texts = DOMINO_SQUARES_SET.map(formatSquaresPiece);
    expect(texts).toContain('6-2-.-.');
    expect(texts).toContain('6-6-.-2');
    expect(texts).toContain('2-.-2-5');
  });

  it('passes its own validation and is frozen', () => {
    expect(checkSquaresPieceSet(DOMINO_SQUARES_SET, 48)).toEqual(DOMINO_SQUARES_SET);
    expect(Object.isFrozen(DOMINO_SQUARES_SET)).toBe(true);
    expect(Object.isFrozen(DOMINO_SQUARES_SET[0]!.squares)).toBe(true);
  });
});

describe('piece helpers', () => {
  const piece: DominoSquaresPiece = { id: 'x', squares: [6, 'wild', 'skip', 2] };

  it('formatSquaresPiece writes squares clockwise from the top left', () => {
    expect(formatSquaresPiece(piece)).toBe('6-*-S-2');
    expect(formatSquaresPiece({ id: 'y', squares: ['give-1', 'draw-1', 'play-again', 'all-pass-1'] })).toBe(
      'G-D-A-P',
    );
  });

  it('pieceCommand finds the command square, or null', () => {
    expect(pieceCommand(piece)).toBe('skip');
    expect(pieceCommand({ id: 'y', squares: [1, 2, 3, 'blank'] })).toBeNull();
  });

  it('squaresPips counts numbers only: blanks, commands and wilds are 0', () => {
    expect(squaresPips(piece)).toBe(8);
    expect(squaresPips({ id: 'y', squares: ['blank', 'wild', 'all-pass-1', 'blank'] })).toBe(0);
  });

  it('hasWild', () => {
    expect(hasWild(piece)).toBe(true);
    expect(hasWild({ id: 'y', squares: [1, 1, 1, 1] })).toBe(false);
  });
});

describe('checkSquaresPieceSet', () => {
  const good = (): DominoSquaresPiece[] => [
    { id: 'a', squares: [1, 2, 3, 4] },
    { id: 'b', squares: ['blank', 'wild', 'skip', 9] },
  ];

  it('returns a plain copy and does not touch its input', () => {
    const input = good();
    const before = JSON.stringify(input);
    const copy = checkSquaresPieceSet(input, 2);
    expect(copy).toEqual(input);
    expect(copy[0]).not.toBe(input[0]);
    expect(copy[0]!.squares).not.toBe(input[0]!.squares);
    expect(JSON.stringify(input)).toBe(before);
  });

  const cases: [string, unknown, string][] = [
    ['not an array', 'pieces', 'pieces'],
    ['not an object', [7], 'pieces[0]'],
    ['unknown field', [{ id: 'a', squares: [1, 1, 1, 1], colour: 'red' }], 'pieces[0].colour'],
    ['empty id', [{ id: '', squares: [1, 1, 1, 1] }], 'pieces[0].id'],
    [
      'repeated id',
      [
        { id: 'a', squares: [1, 1, 1, 1] },
        { id: 'a', squares: [2, 2, 2, 2] },
      ],
      'pieces[1].id',
    ],
    ['three squares', [{ id: 'a', squares: [1, 1, 1] }], 'pieces[0].squares'],
    ['number 0', [{ id: 'a', squares: [1, 0, 1, 1] }], 'pieces[0].squares[1]'],
    ['number 10', [{ id: 'a', squares: [1, 1, 10, 1] }], 'pieces[0].squares[2]'],
    ['fraction', [{ id: 'a', squares: [1, 1, 1, 1.5] }], 'pieces[0].squares[3]'],
    ['unknown word', [{ id: 'a', squares: ['draw-2', 1, 1, 1] }], 'pieces[0].squares[0]'],
    ['two commands', [{ id: 'a', squares: ['skip', 'give-1', 1, 1] }], 'pieces[0].squares'],
  ];
  it.each(cases)('refuses %s, naming the path', (_what, input, path) => {
    let error: unknown;
    try {
      checkSquaresPieceSet(input, 0);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidOptionError);
    expect((error as InvalidOptionError).option).toBe(path);
  });

  it('refuses a set too small for the game', () => {
    expect(() => checkSquaresPieceSet(good(), 3)).toThrow(/at least 3/);
  });
});
