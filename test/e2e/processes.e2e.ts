/**
 * Two table-server processes on one Redis (Debian's redis-server): Colyseus's
 * Redis presence and driver share the rooms, and the tables are saved in the
 * presence. Clients matchmade through either process play the same room to
 * the end; then a process is killed mid-game and restarted, and its table is
 * restored from Redis with the players back in their seats.
 */
import type { ChildProcess } from 'node:child_process';
import { RedisPresence } from '@colyseus/redis-presence';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceTableStore, type TableRecord } from '../../src/colyseus/index.js';
import { checkFrames } from '../colyseus/check.js';
import { attach, type ClientLog, playTable, waitFor } from '../colyseus/play.js';
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
    CLOSE_AFTER_MS: '100',
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
    const logs: ClientLog[] = [0, 1].map(() => ({
      seat: null,
      seatToken: null,
      frames: [],
      errors: [],
      latencies: [],
      probes: 0,
      over: null,
    }));
    let finished = 0;
    // Handlers go on before the next await, so that no message is missed.
    const first = await clients[0]!.create('dump-truck', { seed: 'restart', name: 'a' });
    const drivers = [attach(first, logs[0]!, 'dump-truck', false, () => finished++)];
    const second = await clients[1]!.joinById(first.roomId, { name: 'b' });
    drivers.push(attach(second, logs[1]!, 'dump-truck', false, () => finished++));
    await waitFor(() => (logs[0]!.frames.at(-1)?.moveCount ?? 0) >= 12 || undefined, 'twelve moves');

    // Stop the players, and wait until Redis holds every move they saw.
    for (const driver of drivers) driver.pause();
    await waitFor(() => drivers.every((d) => d.idle()) || undefined, 'no move in flight');
    const tableId = logs[0]!.frames[0]!.tableId;
    const seen = Math.max(...logs.map((log) => log.frames.at(-1)!.moveCount));
    expect((await loadAll(tableId, logs)).moves.length).toBe(seen);

    // Kill the process holding the room (no goodbye), and start it again.
    const holder = (await listings(0)).find((l) => l.roomId === first.roomId)!.processId;
    const index = (await processOf(0)) === holder ? 0 : 1;
    const dropped = [first, second].map(
      (room) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code))),
    );
    await stop(servers[index], 'SIGKILL');
    await Promise.all(dropped);
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
    expect(resumed.moveCount).toBe(seen);
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
});
