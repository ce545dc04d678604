/**
 * The web table's game server: every built-in game as a Colyseus room type,
 * and `GET /api/tables` listing the open tables (from every process, through
 * the matchmaker's driver).
 *
 * Tables are kept in a SQLite file by default (`TABLE_DB`, default
 * `boneyard-tables.db` in the OS temp dir): stop the server (Ctrl-C or
 * SIGKILL), start it again, and every unfinished table comes back with its
 * seats when its people rejoin. `DATABASE_URL=postgres://…` keeps them in
 * PostgreSQL instead; `REDIS_URL` alone keeps them in the Redis presence (as
 * before).
 *
 * Environment: `PORT` (default 2567), `HOST` (default 127.0.0.1), `REDIS_URL`
 * (share rooms and presence with other processes), `DATABASE_URL`, `TABLE_DB`,
 * `PUBLIC_ADDRESS` (how clients reach this process, e.g. `127.0.0.1:2568`;
 * needed when several processes serve the same rooms), `BOT_DELAY_MS`,
 * `CLOSE_AFTER_MS` (how long a finished table stays open), `AWAY_SECONDS`
 * (how long a person may be away before a bot plays for them, default 120),
 * `MOVE_SECONDS` and `BANK_SECONDS` (a move clock; default none),
 * `AUTO_FORCED` (`0` to stop playing people's only legal move for them),
 * `TRUST_PROXY` (`1` behind a proxy that sets `X-Forwarded-For`: the limits per
 * client then count by that address).
 *
 * `GET /api/process` tells which Colyseus process answers (and `games`:
 * whether this store keeps finished games). With SQLite or
 * PostgreSQL: `GET /api/games` lists finished games, newest first (`?game=`,
 * `?table=`, `?limit=`, `?before=`; `?finished=0` lists unfinished tables
 * instead), `GET /api/games/:tableId` gives a finished game (summary, record
 * with seat tokens blanked, move times), and
 * `GET /api/games/:tableId/replay?seat=1` (or `seat=spectator`, `from`, `to`,
 * at most 500 frames) its frames as that seat saw them.
 *
 * Run: `npx tsx examples/web-table/server.ts` (or `npm run table` for the page too).
 */
import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker, type Presence, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import pg from 'pg';
import {
  defineRoom,
  memoryTableStore,
  presenceTableStore,
  type TableMetadata,
  tableLogger,
} from '../../src/colyseus/index.js';
import { gameRegistry } from '../../src/registry.js';
import {
  type ArchiveTableStore,
  type GameQuery,
  publicRecord,
  replayTable,
  TableRefusal,
  type TableStore,
} from '../../src/table/index.js';
import { postgresTableStore } from '../../src/table/postgres.js';
import { sqliteTableStore } from '../../src/table/sqlite.js';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '127.0.0.1';
const redisUrl = process.env.REDIS_URL;
const publicAddress = process.env.PUBLIC_ADDRESS;

const databaseUrl = process.env.DATABASE_URL;
const presence: Presence | undefined = redisUrl ? new RedisPresence(redisUrl) : undefined;
const tableDb = process.env.TABLE_DB ?? join(tmpdir(), 'boneyard-tables.db');
/** Where tables are kept, and the archive of games when the store keeps one. */
const { store, archive, kept } = ((): {
  store: TableStore;
  archive: ArchiveTableStore | null;
  kept: string;
} => {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    const sql = postgresTableStore(pool);
    return { store: sql, archive: sql, kept: `PostgreSQL ${new URL(databaseUrl).host}` };
  }
  if (presence) return { store: presenceTableStore(presence), archive: null, kept: `Redis ${redisUrl}` };
  if (process.env.TABLE_DB === ':memory:')
    return { store: memoryTableStore(), archive: null, kept: 'memory' };
  const file = sqliteTableStore(tableDb);
  return { store: file, archive: file, kept: `SQLite ${tableDb}` };
})();

/** One row of `GET /api/tables`. */
export interface TableListing {
  readonly roomId: string;
  readonly name: string;
  readonly clients: number;
  /** The Colyseus process holding the room. */
  readonly processId: string;
  readonly metadata: TableMetadata;
}

/** Processes that answered a health check lately (by id, when), so a busy lobby does not ask every time. */
const answered = new Map<string, number>();
async function isProcessAlive(processId: string): Promise<boolean> {
  if (Date.now() - (answered.get(processId) ?? 0) < 5000) return true;
  const alive = Boolean(await matchMaker.healthCheckProcessId(processId));
  if (alive) answered.set(processId, Date.now());
  else answered.delete(processId);
  if (answered.size > 1000) answered.clear();
  return alive;
}

/** This server's own paths (`/api/…`); every other request is Colyseus's (see `apiFirst`). */
async function api(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET' && req.url === '/api/tables') {
    const listed = await matchMaker.query({});
    // A process killed without a word leaves its rooms listed: ask each other process once (a dead one's rooms
    // are then removed by Colyseus), so the list shows only tables a live process holds.
    const others = [...new Set(listed.map((room) => room.processId))].filter(
      (id) => id !== matchMaker.processId,
    );
    const dead = new Set(
      (await Promise.all(others.map(async (id) => ((await isProcessAlive(id)) ? null : id)))).filter(Boolean),
    );
    const rooms = listed.filter((room) => !dead.has(room.processId));
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
    res.end(JSON.stringify({ processId: matchMaker.processId, pid: process.pid, games: archive !== null }));
    return;
  }
  if (req.method === 'GET' && req.url?.startsWith('/api/games')) {
    await games(new URL(req.url, 'http://localhost'), res).catch((error: unknown) => {
      const refused = error instanceof TableRefusal;
      if (!refused) console.error('boneyard table server: /api/games failed', error);
      json(res, refused ? 400 : 500, {
        code: refused ? error.code : 'server-error',
        message: refused ? error.message : 'The games could not be read.',
      });
    });
    return;
  }
  notFound(req, res);
}

/** What no one else answers. */
function notFound(req: IncomingMessage, res: ServerResponse): void {
  json(res, 404, { code: 'not-found', message: `No ${req.method} ${req.url} here.` });
}

/**
 * Colyseus takes over the HTTP server's requests when it listens. 0.16 wraps the listeners it finds: `/matchmake/…`
 * to itself, the rest to them (here `notFound`). 0.18 puts its router in front of them, and the router answers
 * every path itself (404 where it has no route), so a listener beside it would answer a second time. Once
 * Colyseus has done either (after `listen`), this puts one listener in front: `/api/…` to `api`, everything else
 * to Colyseus's own listener (on 0.16 it still falls back to `notFound`).
 */
function apiFirst(server: HttpServer): void {
  const colyseus = server.listeners('request').filter((listener) => listener !== notFound) as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api' || req.url?.startsWith('/api/') || req.url?.startsWith('/api?')) {
      api(req, res).catch((error: unknown) => {
        console.error('boneyard table server: request failed', error);
        if (!res.headersSent) json(res, 500, { code: 'server-error', message: 'The request failed.' });
      });
      return;
    }
    for (const listener of colyseus) listener.call(server, req, res);
  });
}

const http = createServer(notFound);

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

/** `GET /api/games`, `/api/games/:tableId`, `/api/games/:tableId/replay`. */
async function games(url: URL, res: ServerResponse): Promise<void> {
  if (!archive) {
    json(res, 501, {
      code: 'no-archive',
      message: `Tables are kept in ${kept}, which keeps no games to list.`,
    });
    return;
  }
  const [, , , tableId, replay, extra] = url.pathname.split('/');
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  if (!tableId) {
    const query: GameQuery = {
      finished: param('finished') !== '0',
      ...(param('game') ? { gameId: param('game') } : {}),
      ...(param('table') ? { tableId: param('table') } : {}),
      ...(param('limit') ? { limit: Number(param('limit')) } : {}),
      ...(param('before') ? { before: Number(param('before')) } : {}),
    };
    json(res, 200, await archive.listGames(query));
    return;
  }
  const game = await archive.loadGame(decodeURIComponent(tableId));
  // Only finished games: the seed of a game still being played reveals every hidden tile.
  if (!game || game.summary.finishedAt === null || extra !== undefined || (replay && replay !== 'replay')) {
    json(res, 404, { code: 'unknown-table', message: `No finished game ${tableId} is kept here.` });
    return;
  }
  const record = publicRecord(game.record);
  if (!replay) {
    json(res, 200, { ...game, record });
    return;
  }
  const entry = gameRegistry[record.gameId];
  if (!entry) {
    json(res, 404, { code: 'wrong-game', message: `This server does not host ${record.gameId}.` });
    return;
  }
  const seatParam = param('seat') ?? 'spectator';
  const seat = seatParam === 'spectator' ? null : Number(seatParam);
  const from = Number(param('from') ?? 0);
  const to = Math.min(Number(param('to') ?? record.moves.length), from + 499);
  json(res, 200, [...replayTable(entry.game, record, seat, { from, to })]);
}

const server = new Server({
  transport: new WebSocketTransport({ server: http }),
  greet: false,
  logger: tableLogger(), // a flood of bad frames is one counted line, not a stack trace each
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
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  server.define(id, room).filterBy(['tableId', 'seating']);
}
await server.listen(port, host);
apiFirst(http);
console.log(
  `boneyard table server on ws://${host}:${port} (pid ${process.pid}, tables kept in ${kept}${redisUrl ? `, presence on ${redisUrl}` : ''})`,
);
