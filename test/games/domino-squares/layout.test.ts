import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DOMINO_SQUARES_SET,
  type DominoSquaresPiece,
  type DominoSquaresSquare,
  formatSquaresLayout,
  listSquarePlacements,
  type PlacedSquaresPiece,
} from '../../../src/games/domino-squares/index.js';
import {
  canPlaceAnySquare,
  checkSquaresPlacement,
  orientSquares,
  squaresLayoutEnds,
  squaresLayoutPoints,
  squaresMatch,
  startSquaresLayout,
} from '../../../src/games/domino-squares/shared/layout.js';
import { createRng, randomInt, shuffle } from '../../../src/index.js';
import { checkLayout } from './checks.js';

type Four = [DominoSquaresSquare, DominoSquaresSquare, DominoSquaresSquare, DominoSquaresSquare];
const piece = (id: string, ...squares: Four): DominoSquaresPiece => ({ id, squares });
const at = (p: DominoSquaresPiece, rotation: number, x: number, y: number): PlacedSquaresPiece => ({
  piece: p,
  rotation,
  x,
  y,
  player: 0,
  points: 0,
});
const WILD = piece('w', 'wild', 'wild', 'wild', 'wild');
const STARTER = piece('s', 6, 2, 'blank', 'blank');

describe('orientSquares', () => {
  it('turns a piece clockwise a quarter at a time', () => {
    const p = piece('x', 1, 2, 3, 4);
    expect(orientSquares(p, 0)).toEqual([1, 2, 3, 4]);
    expect(orientSquares(p, 1)).toEqual([4, 1, 2, 3]);
    expect(orientSquares(p, 2)).toEqual([3, 4, 1, 2]);
    expect(orientSquares(p, 3)).toEqual([2, 3, 4, 1]);
  });

  it('four quarter turns are the identity, and turns add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 47 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (i, a, b) => {
          const p = DOMINO_SQUARES_SET[i]!;
          const once = orientSquares(p, a);
          expect(orientSquares({ id: 'y', squares: once }, b)).toEqual(orientSquares(p, a + b));
          expect(orientSquares(p, a + 4)).toEqual(orientSquares(p, a));
        },
      ),
    );
  });

  it('does not mutate its input', () => {
    const p = piece('x', 1, 2, 3, 4);
    orientSquares(p, 3);
    expect(p.squares).toEqual([1, 2, 3, 4]);
  });
});

describe('squaresMatch (the matching rules)', () => {
  it.each([
    [6, 6, true],
    [6, 2, false],
    ['blank', 'blank', true],
    ['skip', 'blank', true],
    ['all-pass-1', 'give-1', true],
    [3, 'blank', false],
    [3, 'draw-1', false],
    ['wild', 5, true],
    [5, 'wild', true],
    ['wild', 'wild', true],
    ['wild', 'blank', false],
    ['play-again', 'wild', false],
  ] as [DominoSquaresSquare, DominoSquaresSquare, boolean][])('%s against %s: %s', (a, b, expected) => {
    expect(squaresMatch(a, b)).toBe(expected);
  });
});

describe('checkSquaresPlacement', () => {
  const layout = startSquaresLayout(STARTER);

  it('the 6-2 side takes only a 6-2 (rules, first bullet)', () => {
    // North of the starter: the new piece's bottom-left faces the 6, bottom-right the 2.
    expect(checkSquaresPlacement(layout, piece('a', 1, 1, 2, 6), 0, 0, -1)).toEqual({ points: 2 });
    expect(checkSquaresPlacement(layout, piece('b', 1, 1, 6, 2), 0, 0, -1)).toMatchObject({
      code: 'no-match',
    });
  });

  it('6-6-Blank-2 played against a 6-2 side scores 6, 2-Blank-2-5 against the 2-Blank side scores 7', () => {
    expect(checkSquaresPlacement(layout, piece('c', 6, 6, 'blank', 2), 3, 0, -1)).toEqual({ points: 6 });
    expect(checkSquaresPlacement(layout, piece('d', 2, 'blank', 2, 5), 2, 1, 0)).toEqual({ points: 7 });
  });

  it('the starter can be matched on any of its four sides', () => {
    const hits = listSquarePlacements(layout, [WILD, ...DOMINO_SQUARES_SET.slice(1)]);
    const cells = new Set(hits.map((h) => `${h.x},${h.y}`));
    expect(cells).toEqual(new Set(['0,-1', '1,0', '0,1', '-1,0']));
    // A wild never meets a blank: the all-wild piece fits only the 6-2 side; its four turns lie alike,
    // so the placement is listed once (issue 14 item 8, ruling 6).
    expect(hits.filter((h) => h.piece === 'w').map((h) => `${h.x},${h.y},${h.rotation}`)).toEqual(['0,-1,0']);
  });

  it('wild squares score 0 on the scoring side, blanks and commands too', () => {
    expect(checkSquaresPlacement(layout, piece('e', 'wild', 'skip', 2, 6), 0, 0, -1)).toEqual({ points: 0 });
  });

  const row = [at(WILD, 0, 0, 0), at(WILD, 0, 1, 0), at(WILD, 0, 2, 0)];
  it.each([
    ['bad-rotation', 4, 3, 0],
    ['occupied', 0, 1, 0],
    ['not-adjacent', 0, 5, 5],
    ['not-an-end', 0, 1, 1],
  ] as const)('refuses with %s', (code, rotation, x, y) => {
    expect(checkSquaresPlacement(row, WILD, rotation, x, y)).toMatchObject({ code });
  });

  const ell = () => [at(WILD, 0, 0, 0), at(WILD, 0, 1, 0), at(WILD, 0, 1, 1)];

  it('refuses a piece that would touch two pieces, allows one touching diagonally', () => {
    const ell = [at(WILD, 0, 0, 0), at(WILD, 0, 1, 0), at(WILD, 0, 1, 1)];
    expect(checkSquaresPlacement(ell, WILD, 0, 0, 1)).toMatchObject({ code: 'touches-two-pieces' });
    expect(checkSquaresPlacement(ell, WILD, 0, 2, 1)).toEqual({ points: 0 });
    expect(checkSquaresPlacement(ell, WILD, 0, -1, 0)).toEqual({ points: 0 });
  });

  it('finds nothing next to a cell far out, however large its coordinates', () => {
    // Far cells never touch the layout, whatever number arithmetic would make of them.
    for (const [x, y] of [
      [0, 2 ** 21],
      [0, 2 ** 21 + 1],
      [-1, 2 ** 21],
      [2 ** 40, 0],
      [Number.MAX_SAFE_INTEGER, 1],
      [0, -(2 ** 21)],
    ] as const) {
      expect(checkSquaresPlacement(ell(), WILD, 0, x, y)).toMatchObject({ code: 'not-adjacent' });
    }
  });

  it('does not mutate the layout', () => {
    const before = JSON.stringify(row);
    checkSquaresPlacement(row, WILD, 0, 3, 0);
    listSquarePlacements(row, [WILD]);
    expect(JSON.stringify(row)).toBe(before);
  });
});

describe('squaresLayoutEnds', () => {
  it('is the starter alone, then the two pieces with one neighbour', () => {
    expect(squaresLayoutEnds([at(WILD, 0, 0, 0)])).toEqual([0]);
    expect(squaresLayoutEnds([at(WILD, 0, 0, 0), at(WILD, 0, 1, 0), at(WILD, 0, 1, 1)])).toEqual([0, 2]);
  });
});

/** A layout grown by random legal plays from the default set, and the pieces left over. */
function grow(seed: number, plays: number): { layout: PlacedSquaresPiece[]; rest: DominoSquaresPiece[] } {
  const holder = { rng: createRng(seed) };
  const deck = shuffle(holder, [...DOMINO_SQUARES_SET]);
  const layout = startSquaresLayout(deck.shift()!);
  for (let i = 0; i < plays; i++) {
    const options = listSquarePlacements(layout, deck);
    if (options.length === 0) break;
    const choice = options[randomInt(holder, 0, options.length - 1)]!;
    const index = deck.findIndex((p) => p.id === choice.piece);
    const [p] = deck.splice(index, 1);
    layout.push({
      piece: p!,
      rotation: choice.rotation,
      x: choice.x,
      y: choice.y,
      player: 0,
      points: choice.points,
    });
  }
  return { layout, rest: deck };
}

describe('listSquarePlacements', () => {
  it('lists exactly the placements checkSquaresPlacement accepts (brute force over the whole table)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), (seed, plays) => {
        const { layout, rest } = grow(seed, plays);
        const hand = rest.slice(0, 8);
        const listed = listSquarePlacements(layout, hand);
        const brute: unknown[] = [];
        const xs = layout.map((p) => p.x);
        const ys = layout.map((p) => p.y);
        for (const p of hand) {
          for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++) {
            for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++) {
              for (let rotation = 0; rotation < 4; rotation++) {
                // A rotation that lies exactly like a lower one is the same placement, listed once.
                const lies = (r: number) => JSON.stringify(orientSquares(p, r));
                if ([0, 1, 2].slice(0, rotation).some((r) => lies(r) === lies(rotation))) continue;
                const result = checkSquaresPlacement(layout, p, rotation, x, y);
                if ('points' in result) brute.push({ piece: p.id, rotation, x, y, points: result.points });
              }
            }
          }
        }
        const key = (v: unknown) => JSON.stringify(v);
        expect(listed.map(key).sort()).toEqual(brute.map(key).sort());
        expect(canPlaceAnySquare(layout, hand)).toBe(listed.length > 0);
      }),
      { numRuns: 60 },
    );
  });

  it('grows simple chains whose recorded points match the geometry', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { layout } = grow(seed, 40);
        checkLayout(layout);
        expect(squaresLayoutPoints(layout)).toEqual(layout.map((p) => p.points));
        expect(squaresLayoutEnds(layout)).toHaveLength(layout.length === 1 ? 1 : 2);
      }),
      { numRuns: 60 },
    );
  });

  it('lists nothing for an empty hand', () => {
    expect(listSquarePlacements(startSquaresLayout(STARTER), [])).toEqual([]);
    expect(canPlaceAnySquare(startSquaresLayout(STARTER), [])).toBe(false);
  });
});

describe('squaresLayoutPoints', () => {
  it('is null for a piece that does not touch exactly one earlier piece or does not match', () => {
    expect(squaresLayoutPoints([at(STARTER, 0, 0, 0), at(WILD, 0, 3, 3)])).toEqual([0, null]);
    expect(squaresLayoutPoints([at(STARTER, 0, 0, 0), at(WILD, 0, 0, 1)])).toEqual([0, null]);
    expect(squaresLayoutPoints([at(STARTER, 0, 0, 0), at(piece('a', 1, 1, 2, 6), 0, 0, -1)])).toEqual([0, 2]);
  });
});

describe('formatSquaresLayout', () => {
  it('draws each piece as its 2×2 squares, one column and one row apart', () => {
    const drawn = formatSquaresLayout([
      at(STARTER, 0, 0, 0),
      at(piece('d', 2, 'blank', 2, 5), 2, 1, 0),
      at(piece('c', 6, 6, 'blank', 'skip'), 0, 1, 1),
    ]);
    expect(drawn).toBe(['62 25', '.. .2', '', '   66', '   S.'].join('\n'));
    expect(formatSquaresLayout([])).toBe('');
  });
});
