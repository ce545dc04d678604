/**
 * `TableHost` with a store that goes out and comes back (a database
 * restarted): moves are refused with `store-unavailable` and a generic
 * message, the detail is logged once, the bot backs off and plays when the
 * store is back, the game finishes with every acknowledged move stored, and
 * the finished record is never written again.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  memoryTableStore,
  type TableError,
  TableHost,
  type TableRules,
  type TableStore,
} from '../../src/table/index.js';
import { type NimState, nim } from '../core/toy-game.js';

const rules: TableRules = {
  bots: ['first'],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${Math.random()}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
};

/** A memory store that can be taken down: writes and loads then fail as a driver would. */
function flakyStore() {
  const inner = memoryTableStore();
  const state = { down: false, writes: 0, failed: 0 };
  const store: TableStore = {
    load: (id) => inner.load(id),
    write: (record, info) => {
      state.writes += 1;
      if (state.down) {
        state.failed += 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
      }
      return inner.write(record, info);
    },
  };
  return { store, inner, state };
}

const until = async (ok: () => boolean, what: string) => {
  for (let i = 0; i < 2000 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!ok()) throw new TypeError(`gave up waiting for ${what}`);
};

describe('a store outage pauses the table, never kills it', () => {
  it('refuses moves with store-unavailable, logs once, backs the bot off, and goes on when the store is back', async () => {
    const { store, inner, state } = flakyStore();
    const sent: { to: string; type: string; message: unknown }[] = [];
    const logs: string[] = [];
    const first = { choose: (turn: { legalMoves: readonly unknown[] }) => turn.legalMoves[0] };
    const host = await TableHost.open(
      nim,
      rules,
      {
        newTableId: 't1',
        holder: 'me',
        create: { seed: 'outage', options: { stones: 30 }, bots: [null, 'first'] },
      },
      { send: (to, type, message) => sent.push({ to, type, message }) },
      {
        store,
        bots: { first },
        botDelayMs: 0,
        log: (message, error) => logs.push(`${message} ${String(error ?? '')}`),
      },
    );
    await host.join('a', { name: 'Ana' });
    const errors = () => sent.filter((m) => m.type === 'error').map((m) => m.message as TableError);
    const myTurn = () => nim.activePlayers(host.table.state as NimState).includes(0);
    await until(myTurn, 'Ana to move');

    state.down = true;
    for (let i = 0; i < 10; i++) await host.message('a', 'move', { type: 'take', count: 1 });
    expect(errors().map((e) => e.code)).toEqual(Array(10).fill('store-unavailable'));
    for (const error of errors()) expect(error.message).not.toMatch(/ECONNREFUSED|5433|Error/);
    expect(logs.filter((l) => l.includes('unavailable'))).toHaveLength(1);
    expect(logs[0]).toContain('ECONNREFUSED'); // the detail is in the log, once
    const moves = host.table.record.moves.length;
    expect(inner.records.get('t1')!.moves.length).toBe(moves); // nothing refused was kept or applied
    state.down = false;
    await host.message('a', 'move', { type: 'take', count: 1 });
    expect(logs.at(-1)).toMatch(/back after 10 failed tries/);

    // Now the bot is to move: take the store down while it plays; it backs off instead of hammering it.
    state.down = true;
    const failedBefore = state.failed;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Backoff of 250, 500 ms…: a handful of tries in 1.2 s, not hundreds.
    expect(state.failed - failedBefore).toBeGreaterThan(0);
    expect(state.failed - failedBefore).toBeLessThan(6);
    state.down = false;
    await until(
      () => myTurn() || nim.outcome(host.table.state as NimState).over,
      'the bot to play once the store is back',
    );

    // The game goes on to its end; every move acknowledged is stored.
    while (!nim.outcome(host.table.state as NimState).over) {
      await until(() => myTurn() || nim.outcome(host.table.state as NimState).over, 'Ana to move');
      if (myTurn()) await host.message('a', 'move', { type: 'take', count: 3 });
    }
    const stored = inner.records.get('t1')!;
    expect(stored.moves).toEqual(host.table.record.moves);
    expect(stored.holder).toBeNull(); // the write that ended the game released it
    const writes = state.writes;
    await host.join('a2', {
      seatToken: (sent.find((m) => m.type === 'seat')!.message as { seatToken: string }).seatToken,
    });
    await host.close();
    expect(state.writes).toBe(writes); // a finished game is read-only: neither a rejoin nor close writes it
  });

  it('a store that fails while opening a table refuses with store-unavailable, no driver text', async () => {
    const { store, state } = flakyStore();
    state.down = true;
    const logs: string[] = [];
    const open = TableHost.open(
      nim,
      rules,
      { newTableId: 't2', holder: 'me', create: {} },
      { send: () => undefined },
      { store, bots: {}, log: (message) => logs.push(message) },
    );
    await expect(open).rejects.toMatchObject({ code: 'store-unavailable' });
    await expect(open).rejects.not.toThrow(/ECONNREFUSED/);
    expect(logs).toHaveLength(1);
  });
});

describe('what of every text a connection gets', () => {
  it("sends the frames and the history without the English to 'messages', without the messages to 'text'", async () => {
    const sent: { to: string; type: string; message: unknown }[] = [];
    const first = { choose: (turn: { legalMoves: readonly unknown[] }) => turn.legalMoves[0] };
    const host = await TableHost.open(
      nim,
      rules,
      { newTableId: 't2', holder: 'me', create: { seed: 'texts', bots: [null, 'first'] } },
      { send: (to, type, message) => sent.push({ to, type, message }) },
      { store: memoryTableStore(), bots: { first }, botDelayMs: 0 },
    );
    await host.join('a', { name: 'Ana', texts: 'messages' });
    await host.join('b', { spectate: true, texts: 'text' });
    await host.join('c', { spectate: true });
    for (let i = 0; i < 2; i++) {
      await until(() => nim.activePlayers(host.table.state as NimState).includes(0), 'Ana to move');
      await host.message('a', 'move', { type: 'take', count: 1 });
    }
    await expect(host.join('d', { spectate: true, texts: 'html' })).rejects.toMatchObject({
      code: 'bad-options',
    });
    // A fourth watcher joining late gets the history; each of the others a frame per move.
    await host.join('e', { spectate: true, texts: 'messages' });
    const events = (to: string) =>
      sent
        .filter((m) => m.to === to && (m.type === 'frame' || m.type === 'history'))
        .flatMap((m) => {
          const x = m.message as {
            events?: object[];
            tableEvents?: object[];
            entries?: { events: object[] }[];
          };
          return [
            ...(x.events ?? []),
            ...(x.tableEvents ?? []),
            ...(x.entries ?? []).flatMap((e) => e.events),
          ];
        });
    for (const to of ['a', 'b', 'c', 'e']) expect(events(to).length, to).toBeGreaterThan(0);
    for (const event of [...events('a'), ...events('e')]) {
      expect(event).toHaveProperty('message');
      expect(event).not.toHaveProperty('text');
    }
    for (const event of events('b')) {
      expect(event).toHaveProperty('text');
      expect(event).not.toHaveProperty('message');
    }
    for (const event of events('c'))
      expect(Object.keys(event)).toEqual(expect.arrayContaining(['text', 'message']));
    await host.close();
  });
});
