import { describe, expect, it } from 'vitest';
import { doubleSet, formatTile, isDouble, makeTile, pipTotal, tileId } from '../../src/index.js';

describe('tiles', () => {
  it.each([
    [6, 28],
    [9, 55],
    [12, 91],
  ])('doubleSet(%i) has %i distinct tiles, each pair of values once', (n, count) => {
    const tiles = doubleSet(n);
    expect(tiles).toHaveLength(count);
    expect(new Set(tiles.map((t) => t.id)).size).toBe(count);
    for (let a = 0; a <= n; a++) {
      for (let b = 0; b <= n; b++) {
        expect(
          tiles.filter((t) => (t.low === a && t.high === b) || (t.low === b && t.high === a)),
        ).toHaveLength(1);
      }
    }
    expect(tiles.every((t) => t.low <= t.high && t.set === 0)).toBe(true);
  });

  it('tells apart equal tiles from two sets', () => {
    const a = doubleSet(6, 0).find((t) => t.low === 3 && t.high === 5)!;
    const b = doubleSet(6, 1).find((t) => t.low === 3 && t.high === 5)!;
    expect(a.id).not.toBe(b.id);
    expect(b.set).toBe(1);
  });

  it('normalises pip order in makeTile and tileId', () => {
    expect(makeTile(5, 3, 2)).toEqual({ id: '2:3-5', set: 2, low: 3, high: 5 });
    expect(makeTile(3, 5, 2)).toEqual(makeTile(5, 3, 2));
    expect(tileId(6, 1)).toBe(tileId(1, 6));
  });

  it('knows doubles, pip totals and how players write a tile', () => {
    expect(isDouble(makeTile(4, 4))).toBe(true);
    expect(isDouble(makeTile(4, 5))).toBe(false);
    expect(pipTotal(makeTile(4, 5))).toBe(9);
    expect(formatTile(makeTile(5, 0))).toBe('0-5');
  });
});
