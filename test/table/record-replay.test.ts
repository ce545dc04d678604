/**
 * The one replay of a record (restore and replay both use it): the checks
 * against the game, each move applied with the refusal naming it, and what
 * another seat sees of a move.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { createTable, joinTable, moveAtTable, TableRefusal, type TableRules } from '../../src/table/index.js';
import { moveAsSeenBy, openRecord, replayMoves } from '../../src/table/record-replay.js';
import { type NimState, nim } from '../core/toy-game.js';

const rules: TableRules = {
  bots: [],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${Math.random()}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
};

function played(count: number) {
  let table = createTable(nim, rules, 't', { seed: 'replay', options: { stones: 50 } }, 0);
  table = joinTable(joinTable(table, 'a', {}, 0).table, 'b', {}, 0).table;
  for (let i = 0; i < count; i++) {
    const seat = nim.activePlayers(table.state as NimState)[0]!;
    table = moveAtTable(table, seat === 0 ? 'a' : 'b', { type: 'take', count: 1 }, 0).table;
  }
  return table;
}

describe('record replay', () => {
  it('gives every move with the states around it, as the live table had them', () => {
    const table = played(5);
    const { record, state } = openRecord(nim, JSON.parse(JSON.stringify(table.record)));
    const steps = [...replayMoves(nim, record, state)];
    expect(steps.map((s) => s.moveCount)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(steps.at(-1)!.after)).toBe(JSON.stringify(table.state));
    expect(steps[1]!.before).toBe(steps[0]!.after);
    expect([...replayMoves(nim, record, state, 2)]).toHaveLength(2);
  });

  it('refuses another game’s record, a bad setup, and names the move a game refuses, with its cause', () => {
    const { record } = played(3);
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(TableRefusal);
        return error as TableRefusal;
      }
      throw new TypeError('not refused');
    };
    expect(code(() => openRecord(gameRegistry['build-up']!.game, record)).code).toBe('wrong-game');
    expect(code(() => openRecord(nim, { ...record, setup: { seed: 'x', stones: -1 } })).code).toBe(
      'bad-record',
    );
    const bad = { ...record, moves: [record.moves[0], { type: 'take', count: 9, player: 1 }] };
    const { state } = openRecord(nim, bad);
    const refused = code(() => [...replayMoves(nim, openRecord(nim, bad).record, state)]);
    expect(refused.code).toBe('bad-record');
    expect(refused.message).toMatch(/moves\[1\]/);
    expect(nim.isIllegalMove(refused.cause)).toBe(true);
  });

  it('shows a seat its own move whole and only the type and player of another seat’s', () => {
    const secret = { type: 'choose', player: 1, tile: '1:2-5' };
    expect(moveAsSeenBy(secret, 1)).toBe(secret);
    expect(moveAsSeenBy(secret, 0)).toEqual({ type: 'choose', player: 1 });
    expect(moveAsSeenBy(secret, null)).toEqual({ type: 'choose', player: 1 });
  });
});
