/**
 * `boneyard/client` against a real Colyseus server on loopback with real
 * colyseus.js clients: a whole game against a bot through the client, with
 * its socket killed mid-game and the seat taken back with the token; a second
 * client joining with the same token makes the first 'replaced'; and a
 * client for a second server address never reads nor sends the token of the
 * first, at the same table.
 */
import { connect, createServer, type Server as NetServer, type Socket } from 'node:net';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  joinRefusal,
  memoryTokenStore,
  rejoinOptions,
  type TableClient,
  type TableConnectionState,
  type TableFrameOf,
  type TableRejoinOptions,
  type TokenStore,
  tableClient,
} from '../../src/client/index.js';
import { buildUp, greedyBuildUpBot } from '../../src/games/build-up/index.js';
import { memoryTableStore } from '../../src/table/index.js';
import { textOf } from '../../src/texts/index.js';
import { waitFor } from '../colyseus/play.js';
import { startServer, type TestServer } from '../colyseus/server.js';

const store = memoryTableStore();
let server: TestServer;
/** A second address of the same server (a TCP forwarder on another port): another server, to a client. */
let forwarder: NetServer;
let otherEndpoint: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = await startServer({
    store,
    botDelayMs: 0,
    botBudgetMs: 30,
    closeAfterMs: 50,
    reconnectSeconds: 5,
  });
  forwarder = createServer((socket) => {
    const upstream = connect(server.port, '127.0.0.1');
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  otherEndpoint = `ws://127.0.0.1:${(forwarder.address() as { port: number }).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => forwarder?.close(resolve));
  await server?.close();
});

/** A token store over `shared` that notes every key its client reads and writes. */
function noted(shared: TokenStore, keys: string[]): TokenStore {
  return {
    get: (key) => {
      keys.push(`get ${key}`);
      return shared.get(key);
    },
    set: (key, token) => {
      keys.push(`set ${key}`);
      return shared.set(key, token);
    },
    delete: (key) => shared.delete(key),
  };
}

/** A client of `room` on `endpoint`, noting its states and the options it rejoined with. */
function client(
  colyseus: Client,
  endpoint: string,
  room: Room,
  tokens: TokenStore,
): {
  table: TableClient<typeof buildUp, Room>;
  states: TableConnectionState[];
  rejoins: TableRejoinOptions[];
} {
  const states: TableConnectionState[] = [];
  const rejoins: TableRejoinOptions[] = [];
  const table = tableClient(buildUp, room, {
    server: endpoint,
    tokens,
    reconnect: { delayMs: 20, maxDelayMs: 200, attempts: 20 },
    rejoin: (options) => {
      rejoins.push(options);
      return colyseus.joinOrCreate('build-up', options);
    },
  });
  table.on('connection', ({ state }) => states.push(state));
  return { table, states, rejoins };
}

/** Plays this client's seat with the greedy bot from every frame it hears. */
function playGreedy(table: TableClient<typeof buildUp, Room>, before?: (moveCount: number) => boolean): void {
  const bot = greedyBuildUpBot();
  const act = (frame: TableFrameOf<typeof buildUp>) => {
    if (frame.seat === null || frame.outcome.over || frame.legalMoves.length === 0) return;
    if (before && !before(frame.moveCount)) return;
    table.move(bot({ player: frame.seat, view: frame.view, legalMoves: [...frame.legalMoves] }));
  };
  table.on('frame', act);
  // The frame heard before this listener came may be this seat's turn already.
  if (table.frame) act(table.frame);
}

describe('boneyard/client on a real Colyseus server', () => {
  it('reads a refused join as a table refusal with its message, to say in any language', async () => {
    const colyseus = new Client(server.endpoint);
    const error = await colyseus.joinOrCreate('build-up', { tableId: 'no-such-table' }).then(
      () => expect.fail('joined'),
      (e: unknown) => e,
    );
    const refusal = joinRefusal(error);
    expect(refusal).toMatchObject({ code: 'unknown-table', why: { id: 'table.refusal.unknown-table' } });
    expect(refusal!.message).toContain('no-such-table');
    expect(textOf(refusal!.why!, 'es')).toBe('Esa mesa no existe.');
    expect(joinRefusal(new Error('connect ECONNREFUSED'))).toBeNull();
  });

  it('plays a whole game against a bot, comes back after its socket is killed, and verifies the deal', async () => {
    const colyseus = new Client(server.endpoint);
    const room = await colyseus.create('build-up', { seed: 'client-whole', bots: [null, 'greedy'] });
    const keys: string[] = [];
    const { table, states, rejoins } = client(
      colyseus,
      server.endpoint,
      room,
      noted(memoryTokenStore(), keys),
    );
    let killedAt = -1;
    playGreedy(table, (moveCount) => {
      if (killedAt >= 0 || moveCount < 6) return true;
      // Mid-game, the socket dies under the client (no leave message): it must come back by itself.
      killedAt = moveCount;
      room.connection.close(4999);
      return false;
    });
    const errors: string[] = [];
    table.on('error', (e) => errors.push(e.code));
    let over = false;
    table.on('over', () => {
      over = true;
    });
    await waitFor(() => over || undefined, 'the end of the game');
    const tableId = table.tableId!;
    expect(killedAt).toBeGreaterThanOrEqual(6);
    expect(rejoins).toHaveLength(1);
    expect(rejoins[0]).toEqual({ tableId, seatToken: expect.any(String) });
    expect(keys).toContain(`get ${server.endpoint}|${tableId}`);
    expect(keys.every((k) => k.endsWith(`${server.endpoint}|${tableId}`))).toBe(true);
    expect(table.room).not.toBe(room);
    expect(table.seat).toBe(0);
    expect(errors).toEqual([]);
    expect(table.frame!.outcome.over).toBe(true);
    // The finished record: the seed revealed by 'over' hashes to the commitment, and the moves replay to the end.
    const record = store.records.get(tableId)!;
    expect(record.moves.length).toBe(table.frame!.moveCount);
    expect(buildUp.outcome(table.verify(record)).over).toBe(true);
    // The room closes after the end: 'closed', not another rejoin.
    await waitFor(() => (table.state === 'closed' ? true : undefined), 'the room to close');
    expect(states).toEqual(['reconnecting', 'connected', 'closed']);
    expect(rejoins).toHaveLength(1);
  });

  it("a second client with the same token takes the seat: the first is 'replaced' and watches", async () => {
    const tokens = memoryTokenStore();
    const first = new Client(server.endpoint);
    const room = await first.create('build-up', { seed: 'client-replaced', bots: [null, 'greedy'] });
    const a = client(first, server.endpoint, room, tokens);
    const tableId = await waitFor(() => a.table.tableId, 'the seat message');
    expect(a.table.seat).toBe(0);
    const second = new Client(server.endpoint);
    const joinWith = await rejoinOptions(tokens, server.endpoint, tableId);
    expect(joinWith.seatToken).toEqual(expect.any(String));
    const b = client(second, server.endpoint, await second.joinOrCreate('build-up', joinWith), tokens);
    await waitFor(() => (a.table.state === 'replaced' ? true : undefined), "the first client 'replaced'");
    expect(a.table.seat).toBeNull();
    expect(a.states).toEqual(['replaced']);
    await waitFor(() => (b.table.seat === 0 ? true : undefined), 'the seat for the second client');
    expect(a.table.move({ type: 'pass', player: 0 })).toBe(false);
    // The second plays on to the end; the first watches every move.
    playGreedy(b.table);
    await waitFor(() => b.table.over, 'the end of the game');
    await waitFor(() => a.table.over, 'the end, for the watcher');
    expect(a.table.frame!.seat).toBeNull();
    expect(a.table.frame!.moveCount).toBe(b.table.frame!.moveCount);
    await waitFor(() => (b.table.state === 'closed' ? true : undefined), 'the room to close');
    expect(a.table.state).toBe('replaced');
    expect(a.rejoins).toEqual([]);
    expect(b.rejoins).toEqual([]);
  });

  it("a client for another server address reads and sends only that server's token, at the same table", async () => {
    const shared = memoryTokenStore();
    const keysA: string[] = [];
    const keysB: string[] = [];
    const colyseusA = new Client(server.endpoint);
    const colyseusB = new Client(otherEndpoint);
    const roomA = await colyseusA.create('build-up', { seed: 'client-two-servers', players: 2 });
    const a = client(colyseusA, server.endpoint, roomA, noted(shared, keysA));
    const roomB = await colyseusB.joinById(roomA.roomId, { name: 'b' });
    const b = client(colyseusB, otherEndpoint, roomB, noted(shared, keysB));
    const tableId = await waitFor(() => b.table.tableId, 'the seat message');
    await waitFor(() => a.table.tableId, 'the seat message');
    expect([a.table.seat, b.table.seat]).toEqual([0, 1]);
    const tokenA = shared.get(`${server.endpoint}|${tableId}`);
    const tokenB = shared.get(`${otherEndpoint}|${tableId}`);
    expect(tokenA).toEqual(expect.any(String));
    expect(tokenB).toEqual(expect.any(String));
    expect(tokenA).not.toBe(tokenB);

    roomB.connection.close(4999);
    await waitFor(() => (b.states.at(-1) === 'connected' ? true : undefined), 'B back');
    // The seat grant after the rejoin (which stores the token again) may come a moment after 'connected'.
    await waitFor(() => (keysB.length >= 3 ? true : undefined), "B's seat grant after the rejoin");
    expect(b.rejoins).toEqual([{ tableId, seatToken: tokenB }]);
    expect(b.table.seat).toBe(1);
    expect(keysB).toEqual([
      `set ${otherEndpoint}|${tableId}`,
      `get ${otherEndpoint}|${tableId}`,
      `set ${otherEndpoint}|${tableId}`,
    ]);
    expect(keysA).toEqual([`set ${server.endpoint}|${tableId}`]);
    // A kept its seat: B's rejoin did not take it.
    expect(a.table.state).toBe('connected');
    expect(a.table.seat).toBe(0);
    await waitFor(() => (b.table.frame?.seat === 1 ? true : undefined), "B's frames");
    await a.table.leave();
    await b.table.leave();
    expect([a.table.state, b.table.state]).toEqual(['closed', 'closed']);
  });
});
