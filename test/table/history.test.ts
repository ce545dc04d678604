/**
 * A table's history grows by appending: the newest version pushes onto a
 * shared buffer, an older version appended to again copies only then, and
 * every version keeps reading its own entries.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appended } from '../../src/table/history.js';
import { createTable, joinTable, moveAtTable, type Table, type TableRules } from '../../src/table/index.js';
import { nim } from '../core/toy-game.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('appended', () => {
  it('pushes at the tip without copying', () => {
    const slice = vi.spyOn(Array.prototype, 'slice');
    let list: readonly number[] = appended([], 0); // the first append copies the empty array once
    slice.mockClear();
    for (let i = 1; i < 1000; i++) list = appended(list, i);
    expect(slice).not.toHaveBeenCalled();
    expect(list.length).toBe(1000);
    expect(list[999]).toBe(999);
  });

  it('keeps every version as it was, and a fork apart from the tip', () => {
    const a = appended(appended([], 'x'), 'y');
    const b = appended(a, 'z');
    const fork = appended(a, 'w');
    const tip = appended(b, 'v');
    expect([...a]).toEqual(['x', 'y']);
    expect([...b]).toEqual(['x', 'y', 'z']);
    expect([...fork]).toEqual(['x', 'y', 'w']);
    expect([...tip]).toEqual(['x', 'y', 'z', 'v']);
    expect(a[2]).toBeUndefined();
    expect(2 in a).toBe(false);
    expect(Object.keys(a)).toEqual(['0', '1']);
  });

  it('reads as an array: isArray, JSON, slice, map, equality', () => {
    const a = appended(appended([], { n: 1 }), { n: 2 });
    appended(a, { n: 3 }); // a newer version on the same buffer
    expect(Array.isArray(a)).toBe(true);
    expect(JSON.stringify(a)).toBe('[{"n":1},{"n":2}]');
    expect(a.slice(1)).toEqual([{ n: 2 }]);
    expect(a.map((e) => e.n)).toEqual([1, 2]);
    expect(a).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses writes', () => {
    const a = appended([], 1) as number[];
    expect(() => {
      a[0] = 2;
    }).toThrow(TypeError);
    expect(() => a.push(2)).toThrow(TypeError);
    expect([...a]).toEqual([1]);
  });
});

describe("a table's moves and log", () => {
  const rules: TableRules = {
    bots: [],
    variants: {},
    clientSeeds: true,
    newToken: (() => {
      let n = 0;
      return () => `token-${++n}`;
    })(),
    hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  };

  it('every version keeps its own history when an older one goes on', () => {
    let table: Table = createTable(nim, rules, 'history', { seed: 'h', options: { stones: 30 } }, 0);
    table = joinTable(table, 'a', { name: 'Ana' }, 0).table;
    table = joinTable(table, 'b', { name: 'Ben' }, 0).table;
    const versions: Table[] = [table];
    for (let i = 0; i < 6; i++) {
      table = moveAtTable(table, i % 2 === 0 ? 'a' : 'b', { type: 'take', count: 1 }, i + 1).table;
      versions.push(table);
    }
    // The host goes on from version 3 (as after a failed store write): a fork of the history.
    const fork = moveAtTable(versions[3]!, 'b', { type: 'take', count: 2 }, 99).table;
    versions.forEach((v, i) => {
      expect(v.record.moves.length).toBe(i);
      expect(v.log.filter((e) => e.player !== null).length).toBe(i);
    });
    expect(fork.record.moves.length).toBe(4);
    expect(fork.record.moves[3]).toMatchObject({ count: 2 });
    expect(versions[4]!.record.moves[3]).toMatchObject({ count: 1 });
    expect(JSON.parse(JSON.stringify(versions[2]!.record)).moves).toHaveLength(2);
  });
});
