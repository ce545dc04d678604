import { describe, expect, it } from 'vitest';
import { doubleSet, makeTile } from '../../../src/core/index.js';
import { canCover } from '../../../src/games/build-up/index.js';

describe('canCover (building rules 1–3)', () => {
  it('rule 1: a non-double covers a non-double with an equal or greater total', () => {
    expect(canCover(makeTile(1, 4), makeTile(2, 3))).toBe(true);
    expect(canCover(makeTile(1, 4), makeTile(2, 4))).toBe(true);
    expect(canCover(makeTile(1, 4), makeTile(0, 4))).toBe(false);
  });

  it('rule 2: a double covers any non-double, even one with more pips', () => {
    expect(canCover(makeTile(5, 6), makeTile(0, 0))).toBe(true);
    expect(canCover(makeTile(0, 1), makeTile(6, 6))).toBe(true);
  });

  it('rule 3: a double is covered only by a tile with strictly more pips, double or not', () => {
    expect(canCover(makeTile(3, 3), makeTile(2, 4))).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(3, 4))).toBe(true);
    expect(canCover(makeTile(3, 3), makeTile(3, 3, 1))).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(4, 4))).toBe(true);
    expect(canCover(makeTile(4, 4), makeTile(3, 3))).toBe(false);
  });

  it('agrees with the rules stated case by case over every pair of a double-six set', () => {
    const tiles = doubleSet(6);
    let allowed = 0;
    for (const top of tiles) {
      for (const tile of tiles) {
        const topTotal = top.low + top.high;
        const total = tile.low + tile.high;
        const topDouble = top.low === top.high;
        const double = tile.low === tile.high;
        let expected: boolean;
        if (topDouble) expected = total > topTotal;
        else if (double) expected = true;
        else expected = total >= topTotal;
        expect(canCover(top, tile)).toBe(expected);
        if (expected) allowed++;
      }
    }
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(28 * 28);
  });

  it('does not mutate its inputs', () => {
    const top = Object.freeze(makeTile(2, 5));
    const tile = Object.freeze(makeTile(3, 4));
    expect(() => canCover(top, tile)).not.toThrow();
    expect(top).toEqual(makeTile(2, 5));
  });
});

describe('canCover with equalOnDouble (ruling 4, changed in R2)', () => {
  it('a non-double covers a double of equal total only with the option', () => {
    expect(canCover(makeTile(3, 3), makeTile(2, 4))).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(2, 4), {})).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(2, 4), { equalOnDouble: false })).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(2, 4), { equalOnDouble: true })).toBe(true);
    expect(canCover(makeTile(1, 1), makeTile(0, 2), { equalOnDouble: true })).toBe(true);
    expect(canCover(makeTile(5, 5), makeTile(4, 6), { equalOnDouble: true })).toBe(true);
  });

  it('a double on a double still needs strictly more pips (rule 3); fewer pips never cover a double', () => {
    expect(canCover(makeTile(3, 3), makeTile(3, 3, 1), { equalOnDouble: true })).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(1, 4), { equalOnDouble: true })).toBe(false);
    expect(canCover(makeTile(3, 3), makeTile(4, 4), { equalOnDouble: true })).toBe(true);
  });

  it('changes exactly the non-double-on-equal-double pairs of a double-six set', () => {
    const tiles = doubleSet(6);
    const changed: string[] = [];
    for (const top of tiles) {
      for (const tile of tiles) {
        if (canCover(top, tile) !== canCover(top, tile, { equalOnDouble: true }))
          changed.push(`${top.id}<${tile.id}`);
      }
    }
    // 1-1: 0-2; 2-2: 0-4, 1-3; 3-3: 0-6, 1-5, 2-4; 4-4: 2-6, 3-5; 5-5: 4-6 (0-0 and 6-6 have no equal non-double).
    expect(changed.sort()).toEqual(
      [
        '0:1-1<0:0-2',
        '0:2-2<0:0-4',
        '0:2-2<0:1-3',
        '0:3-3<0:0-6',
        '0:3-3<0:1-5',
        '0:3-3<0:2-4',
        '0:4-4<0:2-6',
        '0:4-4<0:3-5',
        '0:5-5<0:4-6',
      ].sort(),
    );
  });
});
