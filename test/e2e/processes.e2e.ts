/**
 * Two table-server processes on one Redis (Debian's redis-server): Colyseus's
 * Redis presence and driver share the rooms, and the tables are saved in the
 * presence. Clients matchmade through either process play the same room to
 * the end, and a client on one process joining by table id reaches the room
 * live on the other; a process is killed mid-game (SIGKILL, right after a
 * frame) and restarted, and its table is restored from Redis with every move
 * a client saw and the players back in their seats; a person who vanishes is
 * taken over by a bot and the game ends.
 */
import type { ChildProcess } from 'node:child_process';
import { RedisPresence } from '@colyseus/redis-presence';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceTableStore, type TableRecord } from '../../src/colyseus/index.js';
import { checkFrames } from '../colyseus/check.js';
import { attach, type ClientLog, newLog, playTable, waitFor } from '../colyseus/play.js';
import { freePort, startRedis, startTableServer, stop } from './processes.js';

let redis: ChildProcess | undefined;
let redisUrl = '';
const servers: (ChildProcess | undefined)[] = [];
const ports: number[] = [];
let presence: RedisPresence | undefined;

const endpoint = (i: number) => `ws://127.0.0.1:${ports[i]}`;
const http = (i: number) => `http://127.0.0.1:${ports[i]}`;

function startProcess(i: number) {
  return startTableServer(ports[i]!, {
    REDIS_URL: redisUrl,
    PUBLIC_ADDRESS: `127.0.0.1:${ports[i]}`,
    BOT_DELAY_MS: '0',
    CLOSE_AFTER_MS: '5000', // a finished table leaves Redis when its room closes: the tests read it before
    AWAY_SECONDS: '3',
  });
}

beforeAll(async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  ports.push(await freePort(), await freePort());
  servers.push(await startProcess(0), await startProcess(1));
  presence = new RedisPresence(redisUrl);
});

afterAll(async () => {
  presence?.shutdown();
  await Promise.all(servers.map((s) => stop(s)));
  await stop(redis);
});

const load = async (tableId: string) => (await presenceTableStore(presence!).load(tableId)) as TableRecord;

/** The record once Redis holds every move the clients saw (saves run after the frames go out). */
async function loadAll(tableId: string, logs: readonly ClientLog[]): Promise<TableRecord> {
  const seen = Math.max(...logs.map((log) => log.frames.at(-1)?.moveCount ?? 0));
  for (;;) {
    const record = await load(tableId);
    if (record.moves.length >= seen) return record;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Listing {
  roomId: string;
  processId: string;
  metadata: { tableId: string };
}
const listings = async (i: number) => (await (await fetch(`${http(i)}/api/tables`)).json()) as Listing[];
const processOf = async (i: number) =>
  ((await (await fetch(`${http(i)}/api/process`)).json()) as { processId: string }).processId;

describe('two server processes on one Redis', () => {
  it('clients matchmade through both processes play the same room to the end', async () => {
    const processes = [await processOf(0), await processOf(1)];
    expect(processes[0]).not.toBe(processes[1]);
    let listed: [Listing | undefined, Listing | undefined] = [undefined, undefined];
    const table = await playTable({
      endpoint: endpoint(0),
      otherEndpoint: endpoint(1),
      gameId: 'build-up',
      create: { seed: 'two-processes', players: 3 },
      people: 3,
      spectator: true,
      during: async (running) => {
        // Both processes list the room, held by one of them.
        const find = async (i: number) => (await listings(i)).find((l) => l.roomId === running.roomId);
        listed = [await find(0), await find(1)];
        // A reload through either process, by table id: the live room, never a second one.
        for (const i of [0, 1]) {
          const watcher = await new Client(endpoint(i)).joinOrCreate('build-up', {
            tableId: running.tableId,
            spectate: true,
          });
          watcher.onMessage('*', () => {});
          expect(watcher.roomId).toBe(running.roomId);
          await watcher.leave();
        }
        const sameTable = (await listings(0)).filter((l) => l.metadata.tableId === running.tableId);
        expect(sameTable).toHaveLength(1);
      },
    });
    expect(listed[0]).toBeDefined();
    expect(listed[1]).toEqual(listed[0]);
    expect(processes).toContain(listed[0]!.processId);
    const record = await loadAll(table.tableId, table.logs);
    const frames = checkFrames('build-up', record, table.logs);
    // Every seat moved: the clients that joined through either process played.
    const movers = new Set(record.moves.map((m) => (m as { player: number }).player));
    expect([...movers].sort()).toEqual([0, 1, 2]);
    console.log(`two processes: ${record.moves.length} moves, ${frames} frames checked`);
  });

  it('a process killed mid-game restarts, and its table is restored from Redis with the players in their seats', async () => {
    const clients = [new Client(endpoint(0)), new Client(endpoint(1))];
    const logs: ClientLog[] = [newLog(), newLog()];
    let finished = 0;
    // Handlers go on before the next await, so that no message is missed.
    const first = await clients[0]!.create('dump-truck', { seed: 'restart', name: 'a' });
    const drivers = [attach(first, logs[0]!, 'dump-truck', false, () => finished++)];
    const second = await clients[1]!.joinById(first.roomId, { name: 'b' });
    drivers.push(attach(second, logs[1]!, 'dump-truck', false, () => finished++));
    await waitFor(() => (logs[0]!.frames.at(-1)?.moveCount ?? 0) >= 4 || undefined, 'four moves');

    // Kill the process holding the room (no goodbye) while the game runs, right after a frame, and start it again.
    const tableId = logs[0]!.frames[0]!.tableId;
    const holder = (await listings(0)).find((l) => l.roomId === first.roomId)!.processId;
    const index = (await processOf(0)) === holder ? 0 : 1;
    const dropped = [first, second].map(
      (room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code))),
    );
    const at = logs[0]!.frames.length;
    await waitFor(() => logs[0]!.frames.length > at || undefined, 'the next frame');
    await stop(servers[index], 'SIGKILL');
    await Promise.all(dropped);
    // The other process's lobby lists no ghost of the dead process's room: once its health answers, kept
    // 5 s for a busy lobby, run out (it may have asked just before the kill).
    const ghostFrom = Date.now();
    while ((await listings(1 - index)).some((l) => l.roomId === first.roomId)) {
      expect(Date.now() - ghostFrom, "the dead process's room still listed").toBeLessThan(8000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const driver of drivers) driver.pause();
    // Every move a client saw is stored: frames go out only after the write.
    const seen = Math.max(...logs.map((log) => log.frames.at(-1)!.moveCount));
    expect((await load(tableId)).moves.length).toBeGreaterThanOrEqual(seen);
    servers[index] = await startProcess(index);

    // Each player comes back with its seat token; the first join restores the table from Redis.
    const rejoin = async (i: number): Promise<Room> => {
      for (let tries = 0; ; tries++) {
        try {
          return await clients[i]!.joinOrCreate('dump-truck', { tableId, seatToken: logs[i]!.seatToken });
        } catch (error) {
          if (tries > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const restored = await rejoin(0);
    const restoredLogs: ClientLog[] = logs.map((log) => ({ ...log, frames: [], errors: [], latencies: [] }));
    attach(restored, restoredLogs[0]!, 'dump-truck', false, () => finished++);
    const again = await rejoin(1);
    attach(again, restoredLogs[1]!, 'dump-truck', false, () => finished++);
    expect(again.roomId).toBe(restored.roomId);
    const resumed = await waitFor(() => restoredLogs[0]!.frames[0], 'the restored table');
    expect(resumed.moveCount).toBeGreaterThanOrEqual(seen);
    expect(resumed.seat).toBe(logs[0]!.seat);
    await waitFor(() => finished === 2 || undefined, 'the end of the restored game');
    expect(restoredLogs[1]!.frames.at(-1)!.seat).toBe(logs[1]!.seat);

    const record = await loadAll(tableId, restoredLogs);
    checkFrames('dump-truck', record, [
      { ...logs[0]!, over: restoredLogs[0]!.over, frames: [...logs[0]!.frames, ...restoredLogs[0]!.frames] },
      { ...logs[1]!, over: restoredLogs[1]!.over, frames: [...logs[1]!.frames, ...restoredLogs[1]!.frames] },
    ]);
    console.log(
      `restart: process ${index} killed after ${seen} moves; the game went on to ${record.moves.length}`,
    );
  });

  it('a person who vanishes mid-game is taken over by a bot after the away limit, and the game ends', async () => {
    const logs: ClientLog[] = [newLog(), newLog()];
    let finished = false;
    const stays = await new Client(endpoint(0)).create('dump-truck', { seed: 'vanish', name: 'stays' });
    attach(stays, logs[0]!, 'dump-truck', false, () => {
      finished = true;
    });
    const goes = await new Client(endpoint(1)).joinById(stays.roomId, { name: 'goes' });
    const driver = attach(goes, logs[1]!, 'dump-truck', false, () => {});
    await waitFor(() => (logs[0]!.frames.at(-1)?.moveCount ?? 0) >= 4 || undefined, 'four moves');
    driver.pause();
    goes.connection.close(4000); // the tab is closed: no goodbye, never back
    await waitFor(() => finished || undefined, 'the end of the game');
    const tableId = logs[0]!.frames[0]!.tableId;
    const record = await loadAll(tableId, logs);
    expect(record.seats[logs[1]!.seat!]).toMatchObject({
      kind: 'human',
      name: 'goes',
      standInReason: 'away',
    });
    const kinds = logs[0]!.frames.flatMap((f) => f.tableEvents ?? []).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['away', 'stand-in']));
    // Nothing grows forever: when the finished table's room closes, the table leaves the hash of live tables
    // for a key of its own that Redis lets go after an hour; it stays readable until then.
    await stays.leave();
    for (let tries = 0; (await presence!.hget('boneyard:tables', tableId)) !== null; tries++) {
      if (tries > 200) throw new Error('the finished table stayed in the hash of live tables');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await load(tableId)).moves.length).toBe(record.moves.length);
    const ttl = await (presence as unknown as { pub: { ttl(key: string): Promise<number> } }).pub.ttl(
      `boneyard:tables:finished:${tableId}`,
    );
    expect(ttl).toBeGreaterThan(3500);
  });

  it('acknowledged means stored: SIGKILL the moment a frame arrives, five times, and no move a client saw is lost', async () => {
    let lost = 0;
    for (let trial = 0; trial < 5; trial++) {
      const log: ClientLog = newLog();
      const room = await new Client(endpoint(0)).create('build-up', {
        seed: `ack-${trial}`,
        bots: [null, 'random'],
      });
      attach(room, log, 'build-up', false, () => {});
      room.onLeave(() => {});
      const target = 3 + trial;
      let seen = -1;
      // Killed inside the frame handler: nothing the server does after sending this frame gets to run.
      room.onMessage('frame', (frame: { moveCount: number }) => {
        if (seen < 0 && frame.moveCount >= target) {
          seen = frame.moveCount;
          servers[0]!.kill('SIGKILL');
        }
      });
      await waitFor(() => (seen >= 0 ? true : undefined), 'a few moves');
      await stop(servers[0], 'SIGKILL');
      const stored = (await load(log.frames[0]!.tableId)).moves.length;
      if (stored < seen) lost++;
      servers[0] = await startProcess(0);
    }
    expect(lost).toBe(0);
  });
});
