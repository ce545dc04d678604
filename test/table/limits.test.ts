/**
 * Limits on who sits where and how much one client may send, in the table
 * core and the host, with plain calls and a fake clock: no free seat, a seat
 * asked by number, seats per client and the hot seat, the spectator cap,
 * the message rate, the counters' memory, and the memory store's bounds.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ClientLimits,
  clientAddress,
  createTable,
  defaultClientKey,
  joinTable,
  leaveTable,
  memoryTableStore,
  RateCounter,
  type Table,
  TableHost,
  TableRefusal,
  type TableRules,
  type TableSeatGrant,
  type TableStep,
} from '../../src/table/index.js';
import { nim } from '../core/toy-game.js';

let tokens = 0;
const rules = (extra: Partial<TableRules> = {}): TableRules => ({
  bots: ['random'],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${++tokens}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  ...extra,
});
const T0 = 1_000_000;
const grantOf = (step: TableStep, connection: string) =>
  step.out.filter((m) => m.to === connection && m.type === 'seat').at(-1)?.message as TableSeatGrant;

function refusal(run: () => unknown): TableRefusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableRefusal);
    return error as TableRefusal;
  }
  throw new Error('not refused');
}

const fresh = (extra: Partial<TableRules> = {}): Table =>
  createTable(nim, rules(extra), 't1', { seed: 'limits' }, T0);

describe('who sits where', () => {
  it('a join that finds no free seat is refused with no-free-seat, unless it asked to watch', () => {
    let table = fresh();
    table = joinTable(table, 'a', {}, T0, 'ip-a').table;
    table = joinTable(table, 'b', {}, T0, 'ip-b').table;
    const before = table;
    expect(refusal(() => joinTable(table, 'c', { name: 'Cy' }, T0, 'ip-c')).code).toBe('no-free-seat');
    expect(table).toBe(before); // nothing changed
    expect(grantOf(joinTable(table, 'c', { spectate: true }, T0, 'ip-c'), 'c')).toEqual({
      tableId: 't1',
      seat: null,
      seatToken: null,
      seedHash: createHash('sha256').update(String(table.record.setup.seed)).digest('hex'),
    });
  });

  it('a table of bots only is watched by whoever joins (its creator, a link opened)', () => {
    const bots = createTable(nim, rules(), 't2', { seed: 'bots', bots: ['random', 'random'] }, T0);
    expect(grantOf(joinTable(bots, 'c', { name: 'Cy' }, T0, 'ip-c'), 'c').seat).toBeNull();
  });

  it('a seat asked by number is given, or refused by name: seat-taken, no-such-seat', () => {
    let table = fresh();
    const b = joinTable(table, 'b', { seat: 1 }, T0, 'ip-b');
    expect(grantOf(b, 'b').seat).toBe(1);
    table = b.table;
    expect(refusal(() => joinTable(table, 'c', { seat: 1 }, T0, 'ip-c')).code).toBe('seat-taken');
    for (const seat of [2, -1, 0.5, '0', {}]) {
      expect(refusal(() => joinTable(table, 'c', { seat }, T0, 'ip-c')).code).toBe('no-such-seat');
    }
  });

  it('one client holds one seat; its second join without the token is refused with seat-limit', () => {
    let table = fresh();
    const first = joinTable(table, 'a1', {}, T0, 'ip-a');
    table = first.table;
    expect(refusal(() => joinTable(table, 'a2', {}, T0, 'ip-a')).code).toBe('seat-limit');
    // Leaving does not free the limit: the seat is still theirs (the token takes it back).
    const gone = leaveTable(table, 'a1', T0 + 1).table;
    expect(refusal(() => joinTable(gone, 'a3', {}, T0 + 2, 'ip-a')).code).toBe('seat-limit');
    const back = joinTable(gone, 'a3', { seatToken: grantOf(first, 'a1').seatToken }, T0 + 2, 'ip-a');
    expect(grantOf(back, 'a3').seat).toBe(0);
    // The friend on another address gets the other seat; an unknown client (null) is not counted.
    expect(grantOf(joinTable(table, 'b', {}, T0, 'ip-b'), 'b').seat).toBe(1);
    expect(grantOf(joinTable(table, 'x', {}, T0, null), 'x').seat).toBe(1);
  });

  it('a hot seat lets one client take every seat', () => {
    let table = fresh({ seatsPerClient: Number.POSITIVE_INFINITY });
    table = joinTable(table, 'a1', {}, T0, 'ip-a').table;
    const second = joinTable(table, 'a2', {}, T0, 'ip-a');
    expect(grantOf(second, 'a2').seat).toBe(1);
    expect(second.table.record.seats.every((s) => s.kind === 'human')).toBe(true);
  });

  it('spectators are capped (spectators-full); a seated person is not counted', () => {
    let table = fresh({ maxSpectators: 2 });
    table = joinTable(table, 'a', {}, T0, 'ip-a').table;
    table = joinTable(table, 'w1', { spectate: true }, T0, 'ip-w').table;
    table = joinTable(table, 'w2', { spectate: true }, T0, 'ip-w').table;
    expect(refusal(() => joinTable(table, 'w3', { spectate: true }, T0, 'ip-x')).code).toBe(
      'spectators-full',
    );
    table = leaveTable(table, 'w1', T0).table;
    expect(grantOf(joinTable(table, 'w3', { spectate: true }, T0, 'ip-x'), 'w3').seat).toBeNull();
  });
});

describe('counters', () => {
  it('counts per key in fixed windows and forgets keys of earlier windows', () => {
    const counter = new RateCounter(1000);
    expect([1, 2, 3].map(() => counter.hit('k', 0))).toEqual([1, 2, 3]);
    expect(counter.hit('k', 999)).toBe(4);
    expect(counter.hit('k', 1000)).toBe(1);
    for (let i = 0; i < 500; i++) counter.hit(`spoofed-${i}`, 1500);
    expect(counter.size).toBe(501);
    counter.hit('k', 2600); // a new window: the old keys go
    expect(counter.size).toBe(1);
    expect(() => new RateCounter(0)).toThrow(TableRefusal);
  });

  it('the default client key: the peer address, the proxy header only when trusted, loopback not limited', () => {
    expect(defaultClientKey({ remoteAddress: '203.0.113.7' })).toBe('203.0.113.7');
    expect(defaultClientKey({ remoteAddress: '::ffff:127.0.0.1' })).toBeNull();
    expect(defaultClientKey({ remoteAddress: '::1' })).toBeNull();
    const proxied = { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.2, 10.0.0.1' } };
    expect(defaultClientKey(proxied)).toBe('10.0.0.2'); // a client can write that header: not trusted by default
    expect(defaultClientKey(proxied, true)).toBe('198.51.100.2');
    expect(defaultClientKey({}, true)).toBeNull();
  });

  it('behind a proxy the client is the rightmost address no trusted proxy added; its own entries change nothing', () => {
    const via = (peer: string, xff?: string) => ({
      remoteAddress: peer,
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    });
    // Default: a proxy on the same host (a loopback peer) is believed; its client is the entry it added.
    expect(clientAddress(via('127.0.0.1', '198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(via('127.0.0.1', '6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(via('::1', '6.6.6.6,198.51.100.7'))).toBe('198.51.100.7');
    expect(defaultClientKey(via('127.0.0.1', '1.1.1.1, 198.51.100.7'))).toBe('198.51.100.7');
    // Local play: a loopback peer with no header, or one forwarding a loopback client.
    expect(defaultClientKey(via('127.0.0.1'))).toBeNull();
    expect(defaultClientKey(via('127.0.0.1', '127.0.0.1'))).toBeNull();
    // A peer that is not a trusted proxy is the client, whatever it writes.
    expect(clientAddress(via('203.0.113.9', '127.0.0.1, 198.51.100.7'))).toBe('203.0.113.9');
    expect(clientAddress(via('203.0.113.9', '198.51.100.7'), false)).toBe('203.0.113.9');
    expect(clientAddress(via('127.0.0.1', '198.51.100.7'), false)).toBe('127.0.0.1');
    // A hop count: the peer is the first hop.
    expect(clientAddress(via('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1'), 2)).toBe('198.51.100.7');
    expect(clientAddress(via('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1'), 1)).toBe('10.0.0.1');
    // A list of proxies, with an IPv4 range; ports and brackets as some proxies write them.
    const proxies = ['10.0.0.0/8', '192.0.2.1'];
    expect(clientAddress(via('192.0.2.1', '6.6.6.6, 198.51.100.7:4711, 10.1.2.3'), proxies)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(via('192.0.2.1', '[2001:db8::1]:443'), proxies)).toBe('2001:db8::1');
    expect(clientAddress(via('192.0.2.2', '198.51.100.7'), proxies)).toBe('192.0.2.2');
    expect(clientAddress(via('::ffff:10.9.9.9', '198.51.100.7'), proxies)).toBe('198.51.100.7');
    // Every hop trusted: the leftmost is all there is.
    expect(clientAddress(via('127.0.0.1', '127.0.0.2'))).toBe('127.0.0.2');
  });

  it('counts unfinished tables per client across room types', () => {
    const limits = new ClientLimits();
    limits.hold('a', 'build-up/t1');
    limits.hold('a', 'shanghai/t2');
    limits.hold('a', 'shanghai/t2');
    limits.hold('b', 'build-up/t1');
    expect([limits.holding('a'), limits.holding('b'), limits.holding('c')]).toEqual([2, 1, 0]);
    limits.release('a', 'build-up/t1');
    limits.release('c', 'x');
    expect(limits.holding('a')).toBe(1);
    expect(limits.joins.hit('a', 0)).toBe(1);
    expect(limits.creates.hit('a', 0)).toBe(1);
  });
});

describe('the message limit', () => {
  it('past the rate one too-many-messages error a second, extra messages unread; at twice it the connection is dropped', async () => {
    let now = T0;
    const sent: { to: string; type: string; message: unknown }[] = [];
    const dropped: string[] = [];
    const store = memoryTableStore();
    const host = await TableHost.open(
      nim,
      rules(),
      { newTableId: 't1', holder: 'me', create: { seed: 'flood' } },
      { send: (to, type, message) => sent.push({ to, type, message }), drop: (c) => dropped.push(c) },
      { store, bots: {}, messagesPerSecond: 5, now: () => now },
    );
    await host.join('a', {});
    await host.join('b', {});
    sent.length = 0;
    for (let i = 0; i < 5; i++) await host.message('a', 'no-such-type', {});
    const errors = () =>
      sent.filter((m) => m.to === 'a' && m.type === 'error').map((m) => (m.message as { code: string }).code);
    expect(errors()).toEqual(Array(5).fill('unknown-message')); // within the rate every message is answered
    for (let i = 0; i < 5; i++) await host.message('a', 'no-such-type', {});
    expect(errors()).toEqual([...Array(5).fill('unknown-message'), 'too-many-messages']);
    expect(dropped).toEqual([]);
    now += 1000; // a new second: answered again
    await host.message('a', 'no-such-type', {});
    expect(errors().at(-1)).toBe('unknown-message');
    for (let i = 0; i < 20; i++) await host.message('a', 'no-such-type', {});
    expect(dropped).toEqual(['a']); // 5 allowed, then > 10 and > 15: dropped once
    expect(errors().filter((c) => c === 'too-many-messages')).toHaveLength(2);
    // The other seat was never limited, and the table is unchanged by the flood.
    expect(store.records.get('t1')!.moves).toEqual([]);
    await host.close();
  });
});

describe('the memory store is bounded', () => {
  const record = (tableId: string, version: number, holder: string | null = null) => ({
    ...fresh().record,
    tableId,
    version,
    holder,
  });

  it('keeps the last keepFinished finished games and drops older ones', () => {
    const store = memoryTableStore({ keepFinished: 2 });
    for (const id of ['f1', 'f2', 'f3']) {
      store.write(record(id, 1));
      store.write(record(id, 2), { result: { over: true, scores: [1, 0], winners: [0] } as never });
    }
    store.write(record('live', 1));
    expect([...store.records.keys()].sort()).toEqual(['f2', 'f3', 'live']);
  });

  it('past maxTables drops finished games first, then unheld tables longest unwritten, never a held one', () => {
    const store = memoryTableStore({ maxTables: 3 });
    store.write(record('held', 1, 'p/r'));
    store.write(record('old', 1));
    store.write(record('done', 1));
    store.write(record('done', 2), { result: { over: true, scores: [], winners: [] } as never });
    store.write(record('new', 1));
    expect([...store.records.keys()].sort()).toEqual(['held', 'new', 'old']);
    store.write(record('newer', 1));
    expect([...store.records.keys()].sort()).toEqual(['held', 'new', 'newer']);
    store.write(record('old', 1)); // gone: a new table under that id starts again at version 1
    expect(store.records.get('held')?.holder).toBe('p/r');
  });

  it('prunes unfinished tables nobody holds, last written before the cut', () => {
    let now = 1000;
    const store = memoryTableStore({ now: () => now });
    store.write(record('old', 1));
    store.write(record('old-held', 1, 'p/r'));
    store.write(record('done', 1));
    store.write(record('done', 2), { result: { over: true, scores: [], winners: [] } as never });
    now = 5000;
    store.write(record('new', 1));
    expect(store.prune!(5000)).toBe(1);
    expect([...store.records.keys()].sort()).toEqual(['done', 'new', 'old-held']);
    expect(store.prune!(5001)).toBe(1); // 'new' too, now older than the cut
  });
});
