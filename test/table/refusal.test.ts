/**
 * Typed refusals: a table code is checked by the compiler, a game's own
 * refusal reaches the client with the game's code and the game's error as
 * its cause, and anything else a rule throws is a bug, not a refusal.
 */
import { createHash } from 'node:crypto';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { IllegalMoveError } from '../../src/index.js';
import {
  createTable,
  joinTable,
  moveAtTable,
  type TableCode,
  TableRefusal,
  type TableRules,
} from '../../src/table/index.js';
import { nim } from '../core/toy-game.js';

const rules: TableRules = {
  bots: [],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${Math.random()}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
};

describe('TableRefusal', () => {
  it('takes a table code, or a game code named by its type argument; a typo does not compile', () => {
    expectTypeOf(new TableRefusal('stale-table', 'x').code).toEqualTypeOf<TableCode>();
    expectTypeOf(new TableRefusal<'bad-count'>('bad-count', 'x').code).toEqualTypeOf<
      TableCode | 'bad-count'
    >();
    // @ts-expect-error a typo'd table code
    expect(new TableRefusal('stale-tabel', 'x').code).toBe('stale-tabel');
  });

  it("a game's refusal keeps the game's code and carries its error as the cause; the table is untouched", () => {
    let table = createTable(nim, rules, 't', { seed: 'refusal' }, 0);
    table = joinTable(table, 'a', {}, 0).table;
    table = joinTable(table, 'b', {}, 0).table;
    const mover = nim.activePlayers(table.state as never)[0] === 0 ? 'a' : 'b';
    let refused: unknown;
    try {
      moveAtTable(table, mover, { type: 'take', count: 9 }, 0);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TableRefusal);
    expect((refused as TableRefusal<string>).code).toBe('bad-count');
    const cause = (refused as Error).cause;
    expect(cause).toBeInstanceOf(IllegalMoveError);
    expect(nim.isIllegalMove(cause)).toBe(true);
  });
});
