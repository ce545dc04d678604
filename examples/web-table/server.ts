/**
 * The web table's game server: every built-in game as a Colyseus room type,
 * and `GET /api/tables` listing the open tables (from every process, through
 * the matchmaker's driver).
 *
 * Environment: `PORT` (default 2567), `HOST` (default 127.0.0.1), `REDIS_URL`
 * (share rooms, presence and saved tables with other processes),
 * `PUBLIC_ADDRESS` (how clients reach this process, e.g. `127.0.0.1:2568`;
 * needed when several processes serve the same rooms), `BOT_DELAY_MS`,
 * `CLOSE_AFTER_MS` (how long a finished table stays open), `AWAY_SECONDS`
 * (how long a person may be away before a bot plays for them, default 120),
 * `MOVE_SECONDS` and `BANK_SECONDS` (a move clock; default none),
 * `AUTO_FORCED` (`0` to stop playing people's only legal move for them).
 *
 * `GET /api/process` tells which Colyseus process answers.
 *
 * Run: `npx tsx examples/web-table/server.ts` (or `npm run table` for the page too).
 */
import { createServer } from 'node:http';
import { matchMaker, type Presence, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import {
  defineRoom,
  memoryTableStore,
  presenceTableStore,
  type TableMetadata,
} from '../../src/colyseus/index.js';
import { gameRegistry } from '../../src/registry.js';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '127.0.0.1';
const redisUrl = process.env.REDIS_URL;
const publicAddress = process.env.PUBLIC_ADDRESS;

const presence: Presence | undefined = redisUrl ? new RedisPresence(redisUrl) : undefined;
const store = presence ? presenceTableStore(presence) : memoryTableStore();

/** One row of `GET /api/tables`. */
export interface TableListing {
  readonly roomId: string;
  readonly name: string;
  readonly clients: number;
  /** The Colyseus process holding the room. */
  readonly processId: string;
  readonly metadata: TableMetadata;
}

const http = createServer(async (req, res) => {
  if (req.method === 'GET' && req.url === '/api/tables') {
    const rooms = await matchMaker.query({});
    const tables: TableListing[] = rooms
      .filter((room) => room.metadata && !room.locked)
      .map((room) => ({
        roomId: room.roomId,
        name: room.name,
        clients: room.clients,
        processId: room.processId,
        metadata: room.metadata as TableMetadata,
      }));
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(tables));
    return;
  }
  if (req.method === 'GET' && req.url === '/api/process') {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ processId: matchMaker.processId, pid: process.pid }));
    return;
  }
  if (req.url?.startsWith('/matchmake')) return; // Colyseus answers these
  res.writeHead(404, { 'access-control-allow-origin': '*' });
  res.end();
});

const server = new Server({
  transport: new WebSocketTransport({ server: http }),
  greet: false,
  ...(presence ? { presence, driver: new RedisDriver(redisUrl) } : {}),
  ...(publicAddress ? { publicAddress } : {}),
});
for (const [id, entry] of Object.entries(gameRegistry)) {
  const seconds = (name: string) => (process.env[name] ? Number(process.env[name]) : null);
  const room = defineRoom(entry.game, {
    store,
    botDelayMs: Number(process.env.BOT_DELAY_MS ?? 400),
    closeAfterMs: Number(process.env.CLOSE_AFTER_MS ?? 60_000),
    awaySeconds: seconds('AWAY_SECONDS') ?? 120,
    clock: { moveSeconds: seconds('MOVE_SECONDS'), bankSeconds: seconds('BANK_SECONDS') },
    autoForced: process.env.AUTO_FORCED !== '0',
  });
  server.define(id, room).filterBy(['tableId']);
}
await server.listen(port, host);
console.log(
  `boneyard table server on ws://${host}:${port} (pid ${process.pid}${redisUrl ? `, redis ${redisUrl}` : ''})`,
);
