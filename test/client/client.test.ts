/**
 * The client's state machine against a fake room: messages kept and told,
 * tokens kept per server and table, rejoin with backoff, given up on a final
 * refusal or after its attempts, 'replaced' by another connection, 'closed'
 * after the end or a leave, and the 0.17+ SDK's own reconnection.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  memoryTokenStore,
  type TableConnectionEvent,
  type TableRejoinOptions,
  type TokenStore,
  tableClient,
  tokenKey,
} from '../../src/client/index.js';
import { buildUp } from '../../src/games/build-up/index.js';
import { seedHash } from '../../src/table/index.js';
import { FakeRoom, FakeRoom18 } from './fake-room.js';

const SERVER = 'ws://a.example';
const grant = (seat: number | null, seatToken: string | null = seat === null ? null : 'tok-0') => ({
  tableId: 't1',
  seat,
  seatToken,
  seedHash: seedHash('s'),
});
const frame = (moveCount: number, over = false) => ({
  tableId: 't1',
  gameId: 'build-up',
  variant: null,
  seat: 0,
  view: { moveCount },
  legalMoves: [{ type: 'pass', player: 0 }],
  outcome: { over, scores: [0, 0], winners: [] },
  moveCount,
  lastMove: null,
  seats: [],
  started: true,
});

/** A client on a fake room, seated at seat 0 with a token, and the rooms `rejoin` handed out. */
function seated(
  options: { rejoin?: (o: TableRejoinOptions) => Promise<FakeRoom>; tokens?: TokenStore } = {},
) {
  const room = new FakeRoom('room-1');
  const joins: TableRejoinOptions[] = [];
  const rooms: FakeRoom[] = [];
  const tokens = options.tokens ?? memoryTokenStore();
  const client = tableClient(buildUp, room, {
    server: SERVER,
    tokens,
    rejoin:
      options.rejoin ??
      (async (o) => {
        joins.push(o);
        const next = new FakeRoom(`room-${rooms.length + 2}`);
        rooms.push(next);
        return next;
      }),
  });
  const states: TableConnectionEvent[] = [];
  client.on('connection', (event) => states.push(event));
  room.deliver('seat', grant(0));
  return { client, room, joins, rooms, tokens, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tableClient: messages', () => {
  it('keeps and tells each message, and stops telling a listener that unsubscribed', () => {
    const room = new FakeRoom();
    const client = tableClient(buildUp, room);
    const seen: string[] = [];
    const off = client.on('frame', (f) => seen.push(`frame ${f.moveCount}`));
    client.on('seat', (g) => seen.push(`seat ${g.seat}`));
    client.on('history', (h) => seen.push(`history ${h.entries.length}`));
    client.on('error', (e) => seen.push(`error ${e.code}`));
    client.on('over', (o) => seen.push(`over ${o.seed}`));
    expect(client.state).toBe('connected');
    expect([client.frame, client.seat, client.tableId, client.seedHash, client.over]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    room.deliver('seat', grant(1, 'tok-1'));
    room.deliver('history', { tableId: 't1', seat: 1, seedHash: seedHash('s'), from: 0, entries: [] });
    room.deliver('frame', frame(1));
    off();
    room.deliver('frame', frame(2));
    room.deliver('error', { code: 'not-your-turn', message: 'Wait.' });
    room.deliver('over', { outcome: frame(3, true).outcome, seed: 's' });
    expect(seen).toEqual(['seat 1', 'history 0', 'frame 1', 'error not-your-turn', 'over s']);
    expect(client.seat).toBe(1);
    expect(client.tableId).toBe('t1');
    expect(client.seedHash).toBe(seedHash('s'));
    expect(client.frame?.moveCount).toBe(2);
    expect(client.history?.tableId).toBe('t1');
    expect(client.over?.seed).toBe('s');
    expect(client.room).toBe(room);
    expect(client.game).toBe(buildUp);
  });

  it("refuses a frame of another game with 'wrong-game' and keeps the last good one", () => {
    const room = new FakeRoom();
    const client = tableClient(buildUp, room);
    const errors: string[] = [];
    client.on('error', (e) => errors.push(e.code));
    room.deliver('frame', frame(1));
    room.deliver('frame', { ...frame(2), gameId: 'dump-truck' });
    expect(errors).toEqual(['wrong-game']);
    expect(client.frame?.moveCount).toBe(1);
  });

  it('sends moves and the other messages while connected, nothing otherwise', async () => {
    const { client, room } = seated();
    expect(client.move({ type: 'pass', player: 0 })).toBe(true);
    expect(client.send('bot', { seat: 1, bot: 'greedy' })).toBe(true);
    expect(client.send('stand-in', { seat: 1 })).toBe(true);
    expect(client.send('back')).toBe(true);
    expect(room.sent).toEqual([
      ['move', { type: 'pass', player: 0 }],
      ['bot', { seat: 1, bot: 'greedy' }],
      ['stand-in', { seat: 1 }],
      ['back', undefined],
    ]);
    room.close(1006);
    expect(client.state).toBe('reconnecting');
    expect(client.move({ type: 'pass', player: 0 })).toBe(false);
    expect(room.sent).toHaveLength(4);
    await client.leave();
  });

  it('keeps telling the other listeners when one throws, and reports the throw on its own', async () => {
    vi.useRealTimers();
    const room = new FakeRoom();
    const client = tableClient(buildUp, room);
    const reported: unknown[] = [];
    const onError = (error: unknown) => reported.push(error);
    process.on('uncaughtException', onError);
    const listeners = process.listeners('uncaughtException');
    // Vitest's own handler would fail the run: only ours hears this one.
    for (const l of listeners) if (l !== onError) process.off('uncaughtException', l);
    try {
      const seen: number[] = [];
      client.on('frame', () => {
        throw new Error('listener bug');
      });
      client.on('frame', (f) => seen.push(f.moveCount));
      room.deliver('frame', frame(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual([1]);
      expect((reported[0] as Error).message).toBe('listener bug');
    } finally {
      process.off('uncaughtException', onError);
      for (const l of listeners) if (l !== onError) process.on('uncaughtException', l);
    }
  });
});

describe('tableClient: seat tokens', () => {
  it('keeps each seat token under its server and table', () => {
    const { tokens } = seated();
    expect(tokens.get(tokenKey(SERVER, 't1'))).toBe('tok-0');
    expect(tokens.get('t1')).toBeNull();
  });

  it('keeps tokens of its own in memory when given no store', async () => {
    const room = new FakeRoom();
    const joins: TableRejoinOptions[] = [];
    const client = tableClient(buildUp, room, {
      rejoin: async (o) => {
        joins.push(o);
        return new FakeRoom('room-2');
      },
    });
    room.deliver('seat', grant(0, 'mine'));
    room.close(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(joins).toEqual([{ tableId: 't1', seatToken: 'mine' }]);
    expect(client.state).toBe('connected');
  });

  it('works with a store that answers with promises, and survives one that fails to write', async () => {
    const kept = new Map<string, string>();
    const slow: TokenStore = {
      get: async (key) => kept.get(key) ?? null,
      set: async (key, token) => {
        kept.set(key, token);
      },
      delete: async (key) => {
        kept.delete(key);
      },
    };
    const { room, joins } = seated({ tokens: slow });
    room.close(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(joins).toEqual([{ tableId: 't1', seatToken: 'tok-0' }]);

    const failing: TokenStore = {
      get: () => null,
      set: () => Promise.reject(new Error('disk full')),
      delete: () => undefined,
    };
    expect(() => seated({ tokens: failing })).not.toThrow();
    const throwing: TokenStore = {
      get: () => null,
      set: () => {
        throw new Error('disk full');
      },
      delete: () => undefined,
    };
    const { client, states } = seated({ tokens: throwing });
    expect(client.seat).toBe(0);
    // Its token was not kept: a drop cannot take the seat back, and the client says so at once.
    (client.room as FakeRoom).close(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(client.state).toBe('lost');
    expect((states.at(-1)!.error as { code?: string }).code).toBe('unknown-seat-token');
  });
});

describe('tableClient: reconnection', () => {
  it('rejoins with the seat token after a drop, and listens to the new room only', async () => {
    const { client, room, joins, rooms, states } = seated();
    room.close(1006);
    expect(states).toEqual([{ state: 'reconnecting', attempt: 1, code: 1006 }]);
    await vi.advanceTimersByTimeAsync(249);
    expect(joins).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(joins).toEqual([{ tableId: 't1', seatToken: 'tok-0' }]);
    expect(client.state).toBe('connected');
    expect(states.at(-1)).toEqual({ state: 'connected', attempt: 0 });
    expect(client.room).toBe(rooms[0]);
    room.deliver('frame', frame(9)); // the old room: not heard
    rooms[0]!.deliver('frame', frame(3));
    expect(client.frame?.moveCount).toBe(3);
    client.move({ type: 'pass', player: 0 });
    expect(rooms[0]!.sent).toEqual([['move', { type: 'pass', player: 0 }]]);
  });

  it('backs off, doubling up to the longest delay, and gives up after its attempts', async () => {
    const tries: number[] = [];
    const room = new FakeRoom();
    const client = tableClient(buildUp, room, {
      reconnect: { attempts: 5, delayMs: 100, maxDelayMs: 500 },
      rejoin: async () => {
        tries.push(Date.now());
        throw new Error('socket hang up');
      },
    });
    const states: TableConnectionEvent[] = [];
    client.on('connection', (e) => states.push(e));
    room.deliver('seat', grant(0));
    const start = Date.now();
    room.close(1006);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries.map((t) => t - start)).toEqual([100, 300, 700, 1200, 1700]);
    expect(states.map((s) => `${s.state}${s.attempt || ''}`)).toEqual([
      'reconnecting1',
      'reconnecting2',
      'reconnecting3',
      'reconnecting4',
      'reconnecting5',
      'lost',
    ]);
    expect((states.at(-1)!.error as Error).message).toBe('socket hang up');
  });

  it('gives up at once on a refusal no retry gets past', async () => {
    let tries = 0;
    const { client, room, states } = seated({
      rejoin: async () => {
        tries++;
        throw new Error('unknown-seat-token: No seat at table t1 has that seat token.');
      },
    });
    room.close(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toBe(1);
    expect(client.state).toBe('lost');
    expect(states.map((s) => s.state)).toEqual(['reconnecting', 'lost']);
  });

  it('retries a refusal that may pass (the table moving, the store down)', async () => {
    const answers = ['store-unavailable: try later', 'table-live-elsewhere: moving'];
    const { client, room, joins } = seated({
      rejoin: async (o) => {
        const next = answers.shift();
        if (next) throw new Error(next);
        joins.push(o);
        return new FakeRoom('room-2');
      },
    });
    room.close(1006);
    await vi.advanceTimersByTimeAsync(250 + 500 + 1000);
    expect(client.state).toBe('connected');
    expect(joins).toHaveLength(1);
  });

  it('is lost after a drop without a way to rejoin, or with rejoining turned off', () => {
    const room = new FakeRoom();
    const client = tableClient(buildUp, room);
    room.deliver('seat', grant(0));
    room.close(1006);
    expect(client.state).toBe('lost');
    const other = new FakeRoom();
    const off = tableClient(buildUp, other, { reconnect: false, rejoin: async () => new FakeRoom() });
    other.deliver('seat', grant(0));
    other.close(1006);
    expect(off.state).toBe('lost');
    // Before the seat message the client does not know its table: nothing to rejoin.
    const early = new FakeRoom();
    const unknown = tableClient(buildUp, early, { rejoin: async () => new FakeRoom() });
    early.close(1006);
    expect(unknown.state).toBe('lost');
    early.close(1006);
    expect(unknown.state).toBe('lost');
  });

  it('a spectator comes back to watch', async () => {
    const room = new FakeRoom();
    const joins: TableRejoinOptions[] = [];
    const client = tableClient(buildUp, room, {
      rejoin: async (o) => {
        joins.push(o);
        return new FakeRoom('room-2');
      },
    });
    room.deliver('seat', grant(null));
    room.close(1006);
    await vi.advanceTimersByTimeAsync(250);
    expect(joins).toEqual([{ tableId: 't1', spectate: true }]);
    expect(client.state).toBe('connected');
  });

  it("follows the 0.17+ SDK's own reconnection, then rejoins if the SDK gives up", async () => {
    const room = new FakeRoom18();
    const joins: TableRejoinOptions[] = [];
    const client = tableClient(buildUp, room, {
      rejoin: async (o) => {
        joins.push(o);
        return new FakeRoom18('room-2');
      },
    });
    const states: string[] = [];
    client.on('connection', (e) => states.push(e.state));
    room.deliver('seat', grant(0));
    room.drop(1006);
    expect(client.state).toBe('reconnecting');
    room.reconnect();
    expect(client.state).toBe('connected');
    expect(joins).toEqual([]);
    room.drop(1006);
    room.close(4003); // the SDK failed to reconnect
    await vi.advanceTimersByTimeAsync(250);
    expect(joins).toEqual([{ tableId: 't1', seatToken: 'tok-0' }]);
    expect(states).toEqual(['reconnecting', 'connected', 'reconnecting', 'reconnecting', 'connected']);
  });
});

describe('tableClient: replaced, over, leave', () => {
  it("is 'replaced' when another connection takes its seat, and never takes it back by itself", async () => {
    const { client, room, joins, states } = seated();
    room.deliver('seat', grant(null));
    expect(client.state).toBe('replaced');
    expect(client.seat).toBeNull();
    expect(client.move({ type: 'pass', player: 0 })).toBe(false);
    room.close(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(joins).toEqual([]);
    expect(client.state).toBe('replaced');
    expect(states.map((s) => s.state)).toEqual(['replaced']);
  });

  it('is connected again when its seat is granted back', () => {
    const { client, room } = seated();
    room.deliver('seat', grant(null));
    room.deliver('seat', grant(0));
    expect(client.state).toBe('connected');
    expect(client.seat).toBe(0);
  });

  it("is 'closed' when the room closes after the game's end", async () => {
    const { client, room, joins } = seated();
    room.deliver('frame', frame(7, true));
    room.close(4000);
    expect(client.state).toBe('closed');
    const second = seated();
    second.room.deliver('over', { outcome: frame(7, true).outcome, seed: 's' });
    second.room.close(1006);
    expect(second.client.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(joins).toEqual([]);
    expect(second.joins).toEqual([]);
  });

  it("leaves on purpose: 'closed', the room left, no rejoin", async () => {
    const { client, room, joins } = seated();
    await client.leave();
    expect(room.leaves).toEqual([true]);
    expect(client.state).toBe('closed');
    await client.leave();
    expect(room.leaves).toEqual([true]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(joins).toEqual([]);
  });

  it('a leave while reconnecting stops the attempts, and leaves a room that joins late', async () => {
    const first = seated();
    first.room.close(1006);
    await first.client.leave();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.joins).toEqual([]);
    expect(first.client.state).toBe('closed');

    let release!: (room: FakeRoom) => void;
    const late = new FakeRoom('late');
    const second = seated({ rejoin: () => new Promise((resolve) => (release = resolve)) });
    second.room.close(1006);
    await vi.advanceTimersByTimeAsync(250);
    await second.client.leave();
    release(late);
    await vi.advanceTimersByTimeAsync(0);
    expect(late.leaves).toEqual([true]);
    expect(second.client.room).toBe(second.room);
    expect(second.client.state).toBe('closed');

    let reject!: (error: Error) => void;
    const third = seated({ rejoin: () => new Promise((_, no) => (reject = no)) });
    third.room.close(1006);
    await vi.advanceTimersByTimeAsync(250);
    await third.client.leave();
    reject(new Error('socket hang up'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(third.client.state).toBe('closed');
  });
});

describe('tableClient: rematch', () => {
  it("asks with 'rematch', hears the offer once per table, and takes the seat there with the kept token", async () => {
    const { client, room, joins, rooms, tokens } = seated();
    const offers: string[] = [];
    client.on('rematch', (offer) => offers.push(offer.tableId));
    expect(client.rematch()).toBe(true);
    expect(room.sent).toEqual([['rematch', undefined]]);
    // Nothing offered yet: taking a seat is refused, nothing joined.
    await expect(client.joinRematch()).rejects.toMatchObject({ code: 'game-not-over' });
    room.deliver('frame', { ...frame(9, true), rematch: { tableId: 't2' } });
    room.deliver('frame', { ...frame(9, true), rematch: { tableId: 't2' } });
    expect(offers).toEqual(['t2']);
    expect(client.rematchOffer).toEqual({ tableId: 't2' });
    const next = await client.joinRematch();
    expect(joins).toEqual([{ tableId: 't2', seatToken: 'tok-0' }]);
    // The finished table is left; the new client keeps its own new token under the new table.
    expect(client.state).toBe('closed');
    expect(room.leaves).toEqual([true]);
    expect(next.room).toBe(rooms[0]);
    rooms[0]!.deliver('seat', { ...grant(0, 'tok-new'), tableId: 't2' });
    expect(next.seat).toBe(0);
    expect(await tokens.get(tokenKey(SERVER, 't2'))).toBe('tok-new');
    expect(await tokens.get(tokenKey(SERVER, 't1'))).toBe('tok-0');
  });

  it('a spectator goes to watch the rematch; a join that refuses leaves the client at its table', async () => {
    const room = new FakeRoom();
    const joins: TableRejoinOptions[] = [];
    const client = tableClient(buildUp, room, {
      server: SERVER,
      tokens: memoryTokenStore(),
      rejoin: async (o) => {
        joins.push(o);
        return new FakeRoom('watching');
      },
    });
    room.deliver('seat', grant(null));
    room.deliver('frame', { ...frame(9, true), seat: null, rematch: { tableId: 't2' } });
    await client.joinRematch();
    expect(joins).toEqual([{ tableId: 't2', spectate: true }]);

    const refused = seated({
      rejoin: () => Promise.reject(new Error('unknown-seat-token: No seat at table t2 has that seat token.')),
    });
    refused.room.deliver('frame', { ...frame(9, true), rematch: { tableId: 't2' } });
    await expect(refused.client.joinRematch()).rejects.toThrow(/unknown-seat-token/);
    expect(refused.client.state).toBe('connected');
    expect(refused.room.leaves).toEqual([]);
  });
});

describe('tableClient: verify', () => {
  it("checks the deal: the revealed seed against the commitment, and the record's moves", () => {
    const { client, room } = seated();
    const record = { setup: { seed: 's', players: 2 }, moves: [] };
    expect(() => client.verify(record)).toThrow(/Nothing to verify/);
    room.deliver('over', { outcome: frame(0, true).outcome, seed: 's' });
    const state = client.verify(record);
    expect(state).toEqual(buildUp.setup({ seed: 's', players: 2 }));
    expect(() => client.verify(record, { outcome: frame(0, true).outcome, seed: 'other' })).toThrow(
      expect.objectContaining({ code: 'seed-mismatch' }),
    );
  });
});
