/**
 * The rematch of a finished table, with plain calls and a fake clock: the
 * new table's record (same game, options, seats and bots, the server's new
 * seed), every connection told its id, one table however many ask, a typed
 * refusal before the end and for a spectator, and each person's seat offered
 * only to their own token of the finished table (a new token once taken).
 * Through a `TableHost` and a real memory store too: the new record written
 * before anyone hears of it, and an ask of a second copy making no second table.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createTable,
  joinTable,
  memoryTableStore,
  moveAtTable,
  playFor,
  rematchTable,
  rematchTableId,
  restoreTable,
  seatBot,
  type Table,
  type TableFrame,
  TableHost,
  TableRefusal,
  type TableRules,
  type TableSeatGrant,
  type TableStep,
  tickTable,
  turnsToPlay,
} from '../../src/table/index.js';
import { type NimState, nim } from '../core/toy-game.js';

let tokens = 0;
let seeds = 0;
const rules = (extra: Partial<TableRules> = {}): TableRules => ({
  bots: ['random', 'greedy'],
  variants: { short: { stones: 5 } },
  clientSeeds: true,
  newSeed: () => `server-seed-${++seeds}`,
  newToken: () => `token-${++tokens}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  ...extra,
});

const T0 = 2_000_000;
const to = (step: TableStep, connection: string, type: string) =>
  step.out.filter((m) => m.to === connection && m.type === type).map((m) => m.message);
const frameOf = (step: TableStep, connection: string) => to(step, connection, 'frame').at(-1) as TableFrame;
const grantOf = (step: TableStep, connection: string) =>
  to(step, connection, 'seat').at(-1) as TableSeatGrant;

function refusal(run: () => unknown): TableRefusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableRefusal);
    return error as TableRefusal;
  }
  throw new TableRefusal('server-error', 'not refused');
}

/** Ada (seat 0) and Bo (seat 1) against the greedy bot (seat 2) at a short Nim, with Cy watching. */
function threeSeats(extra: Partial<TableRules> = {}) {
  const r = rules(extra);
  let table = createTable(nim, r, 't1', { variant: 'short', players: 3, seed: 'client-seed' }, T0);
  const a = joinTable(table, 'a', { name: 'Ada' }, T0);
  const b = joinTable(a.table, 'b', { name: 'Bo' }, T0);
  table = seatBot(b.table, 'a', { seat: 2, bot: 'greedy' }, T0).table;
  table = joinTable(table, 'cy', { spectate: true }, T0).table;
  return { rules: r, table, ada: grantOf(a, 'a').seatToken!, bo: grantOf(b, 'b').seatToken! };
}

/** Plays the game to its end: people take one stone, the bot takes its host turn. */
function finish(table: Table): Table {
  let t = table;
  for (let i = 0; i < 20 && !nim.outcome(t.state as NimState).over; i++) {
    const turn = turnsToPlay(t)[0];
    const seat = nim.activePlayers(t.state as NimState)[0]!;
    if (turn) t = playFor(t, turn.key, turn.turn.legalMoves[0], T0).table;
    else t = moveAtTable(t, seat === 0 ? 'a' : 'b', { type: 'take', count: 1 }, T0).table;
  }
  expect(nim.outcome(t.state as NimState).over).toBe(true);
  return t;
}

describe('a rematch at a finished table', () => {
  it('deals again with the same game, options, seats and bots and the server’s new seed; every connection is told', () => {
    const { table } = threeSeats();
    const over = finish(table);
    const step = rematchTable(over, 'b', T0 + 1000);
    const created = step.created!;
    expect(created).toMatchObject({
      version: 1,
      holder: null,
      tableId: rematchTableId('t1'),
      gameId: 'nim',
      variant: 'short',
      moves: [],
    });
    expect(created.setup).toEqual({ ...over.record.setup, seed: `server-seed-${seeds}` });
    expect(created.setup.seed).not.toBe('client-seed');
    expect(created.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot']);
    expect(created.seats[2]).toEqual({ kind: 'bot', bot: 'greedy' });
    expect(created.seats[0]).toMatchObject({ name: 'Ada', offered: true, standIn: null });
    // The finished table is not written again: the rematch is its live copy's.
    expect(step.write).toBe(false);
    for (const connection of ['a', 'b', 'cy']) {
      expect(frameOf(step, connection).rematch).toEqual({ tableId: created.tableId });
    }
    expect(created.tableId).toMatch(/^[\w-]{1,64}$/);
  });

  it('two asks make one table: the second changes nothing and tells the asker the same id', () => {
    const { table, bo } = threeSeats();
    const first = rematchTable(finish(table), 'a', T0);
    const second = rematchTable(first.table, 'b', T0 + 1);
    expect(second.created).toBeUndefined();
    expect(second.table).toBe(first.table);
    expect(second.out.map((m) => m.to)).toEqual(['b']);
    expect(frameOf(second, 'b').rematch).toEqual(frameOf(first, 'b').rematch);
    // Another copy of the same finished table (restored from its record) names the same table.
    const copy = restoreTable(nim, first.table.rules, first.table.record, T0 + 2);
    const elsewhere = rematchTable(joinTable(copy, 'b9', { seatToken: bo }, T0).table, 'b9', T0);
    expect(elsewhere.created?.tableId).toBe(first.created!.tableId);
  });

  it('refuses before the end (game-not-over) and a spectator (not-seated); the table is untouched', () => {
    const { table } = threeSeats();
    expect(refusal(() => rematchTable(table, 'a', T0)).code).toBe('game-not-over');
    const over = finish(table);
    expect(refusal(() => rematchTable(over, 'cy', T0)).code).toBe('not-seated');
    expect(refusal(() => rematchTable(over, 'stranger', T0)).code).toBe('not-seated');
    expect(over.rematch).toBeUndefined();
  });

  it('offers each person their own seat for their old token only, with a new token; others watch or get nothing', () => {
    const { table, ada, bo, rules: r } = threeSeats();
    const over = finish(table);
    const made = rematchTable(over, 'a', T0).created!;
    const fresh = restoreTable(nim, r, made, T0 + 10);
    // Nobody has come yet: the new table waits for them.
    expect(fresh.pausedAt).toBe(T0 + 10);
    const bo2 = joinTable(fresh, 'bo2', { seatToken: bo }, T0 + 20);
    const grant = grantOf(bo2, 'bo2');
    expect(grant).toMatchObject({ tableId: made.tableId, seat: 1 });
    expect(grant.seatToken).not.toBe(bo);
    expect(bo2.table.record.seats[1]).toEqual({
      kind: 'human',
      name: 'Bo',
      tokenHash: r.hashToken(grant.seatToken!),
      standIn: null,
    });
    expect(bo2.write).toBe(true);
    expect(frameOf(bo2, 'bo2').tableEvents).toEqual([expect.objectContaining({ kind: 'sat-down', seat: 1 })]);
    // The old token did its work once: now the new one is the seat's.
    expect(refusal(() => joinTable(bo2.table, 'bo3', { seatToken: bo }, T0)).code).toBe('unknown-seat-token');
    expect(grantOf(joinTable(bo2.table, 'bo3', { seatToken: grant.seatToken }, T0), 'bo3').seat).toBe(1);
    // A stranger's or another table's token gets nothing; a stranger without one only watches.
    const other = threeSeats();
    for (const seatToken of ['nope', other.ada]) {
      expect(refusal(() => joinTable(bo2.table, 'x', { seatToken }, T0)).code).toBe('unknown-seat-token');
    }
    expect(refusal(() => joinTable(bo2.table, 'cy', { name: 'Cy' }, T0)).code).toBe('no-free-seat');
    expect(grantOf(joinTable(bo2.table, 'cy', { spectate: true }, T0), 'cy').seat).toBeNull();
    // Ada's seat is still offered to her token.
    expect(bo2.table.record.seats[0]).toMatchObject({ offered: true, tokenHash: r.hashToken(ada) });
    const ada2 = joinTable(bo2.table, 'ada2', { seatToken: ada }, T0 + 30);
    expect(grantOf(ada2, 'ada2').seat).toBe(0);
  });

  it('someone who does not come: away from the start, the stand-in plays after awaySeconds, the seat stays theirs', () => {
    const { table, ada, bo, rules: r } = threeSeats({ awaySeconds: 60 });
    const made = rematchTable(finish(table), 'a', T0).created!;
    const fresh = restoreTable(nim, r, made, T0);
    const adaIn = joinTable(fresh, 'ada2', { seatToken: ada }, T0 + 1000).table;
    expect(adaIn.pausedAt).toBeNull();
    // The wait counts from when the first person came (a table nobody is at is paused).
    expect(tickTable(adaIn, T0 + 60_999).table.record.seats[1]).toMatchObject({ standIn: null });
    const late = tickTable(adaIn, T0 + 61_000).table;
    expect(late.record.seats[1]).toMatchObject({ standIn: 'greedy', standInReason: 'away', offered: true });
    // Bo comes late: the seat is his, with a new token, and the stand-in goes.
    const boIn = joinTable(late, 'bo2', { seatToken: bo }, T0 + 70_000);
    expect(boIn.table.record.seats[1]).toEqual({
      kind: 'human',
      name: 'Bo',
      tokenHash: r.hashToken(grantOf(boIn, 'bo2').seatToken!),
      standIn: null,
    });
  });

  it('through a TableHost: the new record is stored before the frames go; a second copy makes no second table', async () => {
    const { table, ada, bo, rules: r } = threeSeats();
    const store = memoryTableStore();
    const over = finish(table);
    await store.write({ ...over.record, version: 1 });
    /** Opens a copy of the finished table and seats `connection` with `seatToken`; notes what it sends. */
    const opened = async (holder: string, connection: string, seatToken: string) => {
      const sent: { to: string; type: string; message: unknown }[] = [];
      const host = await TableHost.open(
        nim,
        r,
        { tableId: 't1', newTableId: 'unused', holder },
        {
          send: (who, type, message) => {
            // When the frames go, the new table is in the store already.
            if ((message as TableFrame).rematch) expect(store.records.has(rematchTableId('t1'))).toBe(true);
            sent.push({ to: who, type, message });
          },
        },
        { store, bots: {} },
      );
      await host.join(connection, { seatToken });
      await host.join('watcher', { spectate: true });
      return { host, sent };
    };
    const one = await opened('p/1', 'ada', ada);
    await one.host.message('watcher', 'rematch', undefined);
    expect(one.sent.at(-1)).toMatchObject({ to: 'watcher', type: 'error', message: { code: 'not-seated' } });
    expect(await store.load(rematchTableId('t1'))).toBeNull();
    await one.host.message('ada', 'rematch', undefined);
    const stored = await store.load(rematchTableId('t1'));
    expect(stored).toMatchObject({ version: 1, seats: [{ name: 'Ada' }, { name: 'Bo' }, { bot: 'greedy' }] });
    const told = one.sent.filter((m) => m.type === 'frame' && (m.message as TableFrame).rematch);
    expect(told.map((m) => m.to).sort()).toEqual(['ada', 'watcher']);
    // Another live copy of the finished table: its ask names the same table, and the store keeps the first deal.
    const two = await opened('p/2', 'bo', bo);
    await two.host.message('bo', 'rematch', undefined);
    expect(
      two.sent
        .filter((m) => m.to === 'bo' && m.type === 'frame')
        .map((m) => (m.message as TableFrame).rematch),
    ).toContainEqual({ tableId: rematchTableId('t1') });
    expect(await store.load(rematchTableId('t1'))).toEqual(stored);
    await one.host.close();
    await two.host.close();
  });
});
