/**
 * One run of a move's rules, for every viewer: a table with two seats and a
 * spectator runs each move's rules once (and tells all three from that run),
 * and so do a restore and a replay of the record.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defineGame, type MoveRules } from '../../src/index.js';
import {
  createTable,
  historyFor,
  joinTable,
  moveAtTable,
  replayTable,
  restoreTable,
  type Table,
  type TableRules,
} from '../../src/table/index.js';
import { type NimMove, type NimState, nimRules } from '../core/toy-game.js';

type Happening = { readonly seat: number; readonly left: number; readonly secret: number };

/** Nim whose take tells what it did (a secret only its seat sees), counting how often its rules run. */
function countedNim() {
  const runs = { reduce: 0 };
  const moves: MoveRules<NimState, NimMove, string, Happening> = {
    take: {
      ...nimRules.moves.take,
      reduce(draft, m, events) {
        runs.reduce++;
        nimRules.moves.take.reduce(draft, m, events);
        events.emit({ seat: m.player, left: draft.stones, secret: m.count * 10 });
      },
    },
  };
  const game = defineGame({
    ...nimRules,
    moves,
    tell: (happenings: readonly Happening[], viewer) =>
      happenings.map((h) => ({
        type: 'take',
        player: h.seat,
        text: `Seat ${h.seat} takes; ${h.left} left.`,
        ...(viewer === h.seat ? { secret: h.secret } : {}),
      })),
  });
  return { game, runs };
}

let tokens = 0;
const rules: TableRules = {
  bots: [],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${++tokens}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
};
const T0 = 1_000_000;

describe('one run of the rules per move', () => {
  it('at a table with two seats and a spectator, on restore, and on replay', () => {
    const { game, runs } = countedNim();
    let table: Table = createTable(game, rules, 'one-run', { seed: 'one-run', options: { stones: 9 } }, T0);
    table = joinTable(table, 'a', { name: 'Ana' }, T0).table;
    table = joinTable(table, 'b', { name: 'Ben' }, T0).table;
    table = joinTable(table, 'w', { spectate: true }, T0).table;
    expect(runs.reduce).toBe(0);
    let moves = 0;
    while (!game.outcome(table.state as NimState).over) {
      const seat = game.activePlayers(table.state as NimState)[0]!;
      const connection = seat === 0 ? 'a' : 'b';
      table = moveAtTable(table, connection, { type: 'take', count: 1 + (moves % 2) }, T0 + moves).table;
      moves++;
      expect(runs.reduce).toBe(moves);
    }
    // Every viewer was told from that one run: its own secrets, nobody else's.
    const moveEntries = (at: Table, seat: number | null) =>
      historyFor(at, seat).entries.filter((entry) => entry.player !== null);
    const told = (seat: number | null) =>
      moveEntries(table, seat).flatMap((entry) => entry.events as { player: number; secret?: number }[]);
    for (const seat of [0, 1, null]) {
      const events = told(seat);
      expect(events).toHaveLength(moves);
      for (const event of events) expect(event.secret !== undefined).toBe(event.player === seat);
    }

    runs.reduce = 0;
    const restored = restoreTable(game, rules, JSON.parse(JSON.stringify(table.record)), T0 + 100);
    expect(runs.reduce).toBe(moves);
    for (const seat of [0, 1, null]) expect(moveEntries(restored, seat)).toEqual(moveEntries(table, seat));

    runs.reduce = 0;
    const frames = [...replayTable(game, table.record, 1)];
    expect(runs.reduce).toBe(moves);
    expect(frames.slice(1).map((frame) => frame.events)).toEqual(
      moveEntries(table, 1).map((entry) => entry.events),
    );
  });
});
