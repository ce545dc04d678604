/**
 * A table server under abuse, with a real Colyseus server and real clients on
 * loopback (each "client" is told apart by its bearer token, through the
 * room's `clientKey` option, since every test client shares 127.0.0.1): the
 * join flood, the seat grab, strangers without a table id, the message
 * flood, and oversized and malformed frames, which leave one counted log
 * line and no stack trace per frame.
 */
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTableStore, tableLogger } from '../../src/colyseus/index.js';
import type { TableError, TableFrame, TableSeatGrant } from '../../src/table/index.js';
import { waitFor } from './play.js';
import { startServer, type TestServer } from './server.js';

const lines: string[] = [];
const capture = {
  debug: () => undefined,
  info: () => undefined,
  trace: () => undefined,
  error: (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
  warn: (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
};
let server: TestServer;
/** Keeps no finished game: a finished table leaves it once its game is over. */
const store = memoryTableStore({ keepFinished: 0 });

beforeAll(async () => {
  server = await startServer(
    {
      store,
      botDelayMs: 0,
      closeAfterMs: 50,
      clientKey: (origin) => origin.token ?? null,
      joinsPerMinute: 12,
      createsPerMinute: 100,
      tablesPerClient: 2,
      maxSpectators: 3,
      messagesPerSecond: 20,
    },
    { logger: tableLogger(capture) },
  );
});
afterAll(async () => {
  await server?.close();
});

/** A client that is someone: its own key (bearer token). */
function someone(key: string): Client {
  const client = new Client(server.endpoint);
  client.auth.token = key;
  return client;
}

interface Seen {
  grant: TableSeatGrant | null;
  frames: TableFrame[];
  errors: TableError[];
  closed: number | null;
  /** Resolves when the client has left the room (by its own leave or the room closing). */
  left: Promise<void>;
}
function watch(room: Room): Seen {
  let left = (): void => undefined;
  const seen: Seen = {
    grant: null,
    frames: [],
    errors: [],
    closed: null,
    left: new Promise<void>((resolve) => {
      left = resolve;
    }),
  };
  room.onMessage('seat', (grant: TableSeatGrant) => {
    seen.grant = grant;
  });
  room.onMessage('frame', (frame: TableFrame) => seen.frames.push(frame));
  room.onMessage('error', (error: TableError) => seen.errors.push(error));
  room.onMessage('*', () => undefined);
  room.onLeave((code) => {
    seen.closed = code;
    left();
  });
  return seen;
}

/** The code of a refused matchmaking request (`code: message`). */
async function refusedWith(request: Promise<unknown>): Promise<string> {
  try {
    await request;
  } catch (error) {
    return String((error as Error).message).split(':')[0]!;
  }
  throw new Error('not refused');
}

describe('who sits where, on a real server', () => {
  it('the seat grab: a second seat for the same client is refused; the friend gets it', async () => {
    const grabber = someone('grabber');
    const first = await grabber.create('build-up', { name: 'Grab' });
    const seen = watch(first);
    await waitFor(() => seen.grant, 'the seat');
    expect(seen.grant!.seat).toBe(0);
    expect(await refusedWith(grabber.joinById(first.roomId, { name: 'Grab again' }))).toBe('seat-limit');
    const friend = await someone('friend').joinById(first.roomId, { name: 'Friend' });
    const friendSeen = watch(friend);
    await waitFor(() => friendSeen.grant, 'the friend’s seat');
    expect(friendSeen.grant!.seat).toBe(1);
    // Now full: a join that did not ask to watch is refused with a clear code; asking to watch works.
    expect(await refusedWith(someone('late').joinById(first.roomId, { name: 'Late' }))).toBe('no-free-seat');
    const watcher = await someone('late').joinById(first.roomId, { spectate: true });
    const watcherSeen = watch(watcher);
    await waitFor(() => watcherSeen.grant, 'a spectator');
    expect(watcherSeen.grant!.seat).toBeNull();
    // The spectator cap (3 here).
    const more = [];
    for (const key of ['w1', 'w2']) more.push(await someone(key).joinById(first.roomId, { spectate: true }));
    expect(await refusedWith(someone('w3').joinById(first.roomId, { spectate: true }))).toBe(
      'spectators-full',
    );
    for (const room of [first, friend, watcher, ...more]) await room.leave();
  });

  it('strangers without a table id are seated at a waiting table or a new one, never as spectators of a full one', async () => {
    const full = await someone('s-a').create('shanghai', { name: 'A' });
    const fullSeen = watch(full);
    await waitFor(() => fullSeen.grant, 'seat');
    const other = await someone('s-b').joinById(full.roomId, { name: 'B' });
    await waitFor(() => fullSeen.frames.at(-1)?.started || undefined, 'a full table');
    const strangers: Room[] = [];
    const seats: (number | null)[] = [];
    for (const key of ['s-1', 's-2', 's-3']) {
      const room = await someone(key).joinOrCreate('shanghai', { name: key });
      const seen = watch(room);
      await waitFor(() => seen.grant, `${key}'s seat`);
      expect(room.roomId).not.toBe(full.roomId);
      seats.push(seen.grant!.seat);
      strangers.push(room);
    }
    expect(seats).toEqual([0, 1, 0]); // a new table, its second seat, then another new table
    expect(strangers[0]!.roomId).toBe(strangers[1]!.roomId);
    for (const room of [full, other, ...strangers]) await room.leave();
  });

  it('the join flood: past joinsPerMinute a client is refused with too-many-joins; others still join', async () => {
    const flooder = someone('flooder');
    const table = await someone('host').create('build-up', { name: 'Host' });
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      codes.push(
        await flooder
          .joinById(table.roomId, { spectate: true })
          .then(async (room) => {
            await room.leave();
            return 'joined';
          })
          .catch((error: Error) => error.message.split(':')[0]!),
      );
    }
    expect(codes.slice(0, 12)).toEqual(Array(12).fill('joined'));
    expect(new Set(codes.slice(12))).toEqual(new Set(['too-many-joins']));
    const friend = await someone('friend-2').joinById(table.roomId, { name: 'Friend' });
    const seen = watch(friend);
    await waitFor(() => seen.grant, 'the friend’s seat');
    expect(seen.grant!.seat).toBe(1);
    await friend.leave();
    await table.leave();
  });

  it('a client holding seats at tablesPerClient unfinished tables may not create another, of any game', async () => {
    const busy = someone('busy');
    const first = await busy.create('build-up', { name: 'Busy' });
    const second = await busy.create('shanghai', { name: 'Busy' });
    await expect(busy.create('dump-truck', { name: 'Busy' })).rejects.toThrow(/^too-many-tables:/);
    // Another client is not held back; leaving a table (its room goes) frees the place.
    const other = await someone('other').create('dump-truck', { name: 'Other' });
    await first.leave();
    let third: Room | null = null;
    for (let tries = 0; !third && tries < 8; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      third = await busy.create('dump-truck', { name: 'Busy' }).catch(() => null);
    }
    expect(third).not.toBeNull();
    await third!.leave();
    await second.leave();
    await other.leave();
  });
});

describe('nothing grows forever, on a real server', () => {
  it('a finished table leaves the memory store; live tables stay', async () => {
    const live = await someone('g-live').create('build-up', { name: 'Live' });
    const liveSeen = watch(live);
    const bots = await someone('g-bots').create('build-up', { bots: ['random', 'random'] });
    const seen = watch(bots);
    await waitFor(() => seen.frames.at(-1)?.outcome.over || undefined, 'the bots’ game to end');
    await waitFor(() => liveSeen.grant, 'the live seat');
    expect(seen.grant!.seat).toBeNull(); // a table of bots only: its creator watches
    expect(store.records.has(seen.grant!.tableId)).toBe(false);
    expect(store.records.has(liveSeen.grant!.tableId)).toBe(true);
    // The finished room closes `closeAfterMs` after the end: a leave racing that close can wait for ever.
    await Promise.race([bots.leave(), seen.left]);
    await live.leave();
  });
});

describe('message limits, on a real server', () => {
  it('a flood gets one too-many-messages, then the client is let go (4429); the other player plays on', async () => {
    const a = await someone('m-a').create('build-up', { name: 'A' });
    const aSeen = watch(a);
    const b = await someone('m-b').joinById(a.roomId, { name: 'B' });
    const bSeen = watch(b);
    await waitFor(() => aSeen.frames.at(-1)?.started || undefined, 'started');
    for (let i = 0; i < 500; i++) a.send('no-such-message', { i });
    await waitFor(() => aSeen.closed ?? undefined, 'the flooder let go');
    expect(aSeen.closed).toBe(4429);
    expect(aSeen.errors.filter((e) => e.code === 'too-many-messages')).toHaveLength(1);
    expect(aSeen.errors.length).toBeLessThanOrEqual(21); // 20 answered, one limit error; the rest unread
    // B can still move (or is waiting for A's stand-in): the table answers B.
    const frame = bSeen.frames.at(-1)!;
    const mine = frame.legalMoves[0];
    if (mine) {
      const count = bSeen.frames.length;
      b.send('move', mine);
      await waitFor(() => (bSeen.frames.length > count ? true : undefined), 'B’s move applied');
    }
    await b.leave();
  });

  it('oversized and malformed frames close the client and leave one counted log line, not a stack per frame', async () => {
    lines.length = 0;
    const host = await someone('f-host').create('build-up', { name: 'Host' });
    for (let i = 0; i < 6; i++) {
      const room = await someone(`f-${i}`).joinById(host.roomId, { spectate: i > 0 });
      const seen = watch(room);
      await waitFor(() => seen.grant, 'joined');
      const ws = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
      if (i % 2 === 0) {
        ws.send(new Uint8Array(64 * 1024)); // past the transport's 4 KB frame limit
      } else {
        // ROOM_DATA, type "move", then a msgpack string of 255 bytes cut off after its header.
        ws.send(new Uint8Array([13, 0xa4, 0x6d, 0x6f, 0x76, 0x65, 0xd9, 0xff]));
      }
      await waitFor(() => seen.closed ?? undefined, 'closed');
    }
    // Six bad frames of two kinds: each kind written once, the repeats counted (their line comes with the
    // next of that kind after the window), never a stack trace per frame.
    expect(lines).toHaveLength(2);
    expect(lines.some((line) => line.includes('Max payload size exceeded'))).toBe(true);
    await host.leave();
  });
});
