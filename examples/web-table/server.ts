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
 * If you use `postgresTableStore` in your own server, listen for the pool's
 * `'error'` as `watchPool` does here: when PostgreSQL restarts, the pool's idle
 * connections fail and `pg.Pool` emits `'error'`, which ends a process that has
 * no listener for it.
 *
 * Environment: `PORT` (default 2567), `HOST` (default 127.0.0.1), `REDIS_URL`
 * (share rooms and presence with other processes), `DATABASE_URL`, `TABLE_DB`,
 * `PUBLIC_ADDRESS` (how clients reach this process, e.g. `127.0.0.1:2568`;
 * needed when several processes serve the same rooms), `BOT_DELAY_MS` (how long a bot waits before it
 * moves, default 1000: a pace people can follow),
 * `CLOSE_AFTER_MS` (how long a finished table stays open), `AWAY_SECONDS`
 * (how long a person may be away before a bot plays for them, default 120),
 * `MOVE_SECONDS` and `BANK_SECONDS` (a move clock; default none),
 * `AUTO_FORCED` (`0` to stop playing people's only legal move for them),
 * `TRUST_PROXY` (which proxies' `X-Forwarded-For` the limits per client
 * believe, the rooms' `trustProxy`; default a proxy on this host: `0` or
 * `false` none, `1` or `true` this host and private networks, a whole number
 * `n` the last `n` hops, else a comma list of proxy addresses, IPv4 ones may
 * be ranges as `10.0.0.0/8`), `CREATES_PER_MINUTE` and `TABLES_PER_CLIENT` (the
 * rooms' `createsPerMinute` and `tablesPerClient`: tables one client may create
 * a minute, and hold open at once; default the room's), `API_PER_MINUTE`
 * (requests to `/api/…` one client may make a minute, default 120; past it
 * `429 too-many-requests`).
 *
 * `CLIENT_SEEDS=1` lets a client choose the seed of a table it creates (the
 * rooms' `clientSeeds: true`). For development and tests only: whoever picks
 * the seed knows every hidden tile of the deal. Without it the server deals,
 * and a create that names a `seed` is refused with `seed-not-allowed`; the page
 * sends its link's `?seed=` only where `GET /api/process` says `clientSeeds`.
 *
 * Requests carry at most 64 KB (`413 body-too-large`, refused before the body
 * is read, matchmaking included); a bad parameter or path is `400 bad-request`;
 * a failure of the store answers a plain `500 server-error` (its detail is
 * logged once, never sent).
 *
 * `GET /api/process` tells which Colyseus process answers (and `games`:
 * whether this store keeps finished games; `clientSeeds`: whether a client may
 * choose a seed). With SQLite or
 * PostgreSQL: `GET /api/games` lists finished games, newest first (`?game=`,
 * `?table=`, `?limit=`, `?before=`; unfinished tables are never listed),
 * `GET /api/games/:tableId` gives a finished game (summary, record
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
import { gameRegistry } from 'boneyard';
import {
  defineRoom,
  memoryTableStore,
  notePeerAddress,
  presenceTableStore,
  type TableMetadata,
  tableLogger,
} from 'boneyard/colyseus';
import {
  type ArchiveTableStore,
  defaultClientKey,
  type GameQuery,
  publicRecord,
  RateCounter,
  replayTable,
  type StoredGame,
  TableRefusal,
  type TableStore,
} from 'boneyard/table';
import { postgresTableStore } from 'boneyard/table-postgres';
import { sqliteTableStore } from 'boneyard/table-sqlite';
import pg from 'pg';
import { envCount, parseTrustProxy } from './server-env.js';

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? '127.0.0.1';
const redisUrl = process.env.REDIS_URL;
const publicAddress = process.env.PUBLIC_ADDRESS;

const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
/** Whether a client may choose the seed of a table it creates (`CLIENT_SEEDS=1`: development and tests only). */
const clientSeeds = process.env.CLIENT_SEEDS === '1';
const createsPerMinute = envCount('CREATES_PER_MINUTE', process.env.CREATES_PER_MINUTE);
const tablesPerClient = envCount('TABLES_PER_CLIENT', process.env.TABLES_PER_CLIENT);

const databaseUrl = process.env.DATABASE_URL;
const presence: Presence | undefined = redisUrl ? new RedisPresence(redisUrl) : undefined;
const tableDb = process.env.TABLE_DB ?? join(tmpdir(), 'boneyard-tables.db');
/**
 * A restart of PostgreSQL (or a network that drops idle connections) makes the pool's idle clients fail, and
 * `pg.Pool` emits `'error'`: without a listener that error ends the process. Here it is logged once per outage
 * (the first error), and the end of the outage once, with how many errors it counted; the pool connects again
 * by itself when a query next needs a connection, and requests meanwhile get a `500 server-error`.
 */
function watchPool(pool: pg.Pool, where: string): void {
  let errors = 0;
  let outages = 0;
  pool.on('error', (error) => {
    errors++;
    if (errors > 1) return;
    outages++;
    console.error(
      `boneyard table server: PostgreSQL ${where} dropped a connection (${error.message}); outage ${outages}, the pool connects again when it can`,
    );
  });
  pool.on('connect', () => {
    if (errors === 0) return;
    console.error(
      `boneyard table server: PostgreSQL ${where} is back after outage ${outages} (${errors} connection error${errors === 1 ? '' : 's'})`,
    );
    errors = 0;
  });
}

/** Where tables are kept, and the archive of games when the store keeps one. */
const { store, archive, kept } = ((): {
  store: TableStore;
  archive: ArchiveTableStore | null;
  kept: string;
} => {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    watchPool(pool, new URL(databaseUrl).host);
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

/** The largest body a request may carry (matchmaking options; `/api/…` takes none). */
const MAX_BODY = 64 * 1024;
const apiPerMinute = envCount('API_PER_MINUTE', process.env.API_PER_MINUTE) ?? 120;
/** Requests to `/api/…` per client key and minute (keys as the rooms derive them: see `defaultClientKey`). */
const apiHits = new RateCounter(60_000);

/** A client's mistake in a path or a parameter: `400 bad-request`, with a message written here. */
class BadRequest extends Error {}

/**
 * Refuses a body over `MAX_BODY` before anything reads it: a `Content-Length` over it at once (the body is never
 * read), and a streamed (chunked) body as soon as its count passes it. Every request goes through here first,
 * Colyseus's matchmaking included. Returns whether the request may go on.
 */
function bounded(req: IncomingMessage, res: ServerResponse): boolean {
  // The HTTP parser hands each piece of the body to `push`: counted there, whoever reads the body (and however).
  // Once refused, `push` answers false, which stops the parser reading the socket: the rest is never read.
  let seen = 0;
  let refused = false;
  const refuse = () => {
    refused = true;
    if (res.headersSent) req.socket.destroy();
    else tooLarge(res);
  };
  const push = req.push;
  req.push = function (this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as { length: number }).length;
      if (seen > MAX_BODY) {
        refuse();
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  const length = req.headers['content-length'];
  if (length !== undefined && !(Number(length) <= MAX_BODY)) {
    refuse();
    // Taken as read (the first piece stops the reading), so that Node does not read the body to drop it.
    req.resume();
    return false;
  }
  return true;
}

function tooLarge(res: ServerResponse): void {
  // Node closes the socket as soon as the answer is out: a client still sending its body would then meet a reset
  // and could lose the answer. This side ends after the answer instead, and the socket closes when the client
  // closes it, or after 5 s (nothing more of the body is kept meanwhile).
  const socket = res.socket;
  if (socket) {
    socket.destroySoon = () => {
      socket.end();
      const timer = setTimeout(() => socket.destroy(), 5000);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    };
  }
  const body = JSON.stringify({
    code: 'body-too-large',
    message: `A request may carry at most ${MAX_BODY} bytes.`,
  });
  res.writeHead(413, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'access-control-allow-origin': '*',
    connection: 'close',
  });
  res.end(body);
}

/** Reads a request's body to its end (counted by `bounded`) and drops it: `/api/…` takes none. */
function dropBody(req: IncomingMessage): Promise<void> {
  if (req.headers['transfer-encoding'] === undefined && !(Number(req.headers['content-length'] ?? 0) > 0))
    return Promise.resolve();
  return new Promise((resolve) => {
    req.once('end', resolve);
    req.once('close', resolve);
    req.resume();
  });
}

/** Failures seen, by their text: the detail of each is logged the first time, then every hundredth time counted. */
const failures = new Map<string, number>();
function failed(where: string, error: unknown): void {
  const key = `${where}: ${error instanceof Error ? error.message : String(error)}`;
  const count = (failures.get(key) ?? 0) + 1;
  if (failures.size >= 500 && count === 1) failures.clear();
  failures.set(key, count);
  if (count === 1) console.error(`boneyard table server: ${where} failed`, error);
  else if (count % 100 === 0) console.error(`boneyard table server: ${key} (${count} times)`);
}

/** This server's own paths (`/api/…`); every other request is Colyseus's (see `apiFirst`). */
async function api(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const client = defaultClientKey(
    { remoteAddress: req.socket.remoteAddress, headers: req.headers },
    trustProxy,
  );
  if (client !== null && apiHits.hit(client, Date.now()) > apiPerMinute) {
    res.setHeader('retry-after', '60');
    json(res, 429, {
      code: 'too-many-requests',
      message: `At most ${apiPerMinute} requests a minute from one client.`,
    });
    return;
  }
  await dropBody(req);
  if (res.headersSent) return; // refused by `bounded`
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
      // A paused table (its people all gone) is not offered: a stranger would wake it and play it out.
      .filter((room) => room.metadata && !room.locked && !(room.metadata as TableMetadata).paused)
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
    res.end(
      JSON.stringify({
        processId: matchMaker.processId,
        pid: process.pid,
        games: archive !== null,
        clientSeeds,
      }),
    );
    return;
  }
  if (req.method === 'GET' && (req.url === '/api/games' || /^\/api\/games[/?]/.test(req.url ?? ''))) {
    await games(new URL(req.url!, 'http://localhost'), res).catch((error: unknown) => {
      if (error instanceof BadRequest) json(res, 400, { code: 'bad-request', message: error.message });
      // A seat the table does not have: the library's own words, about the request.
      else if (error instanceof TableRefusal && error.code === 'not-seated')
        json(res, 400, { code: error.code, message: error.message });
      else {
        failed('/api/games', error);
        json(res, 500, { code: 'server-error', message: 'The games could not be read; try again later.' });
      }
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
    if (!bounded(req, res)) return;
    if (req.url === '/api' || req.url?.startsWith('/api/') || req.url?.startsWith('/api?')) {
      api(req, res).catch((error: unknown) => {
        failed('a request', error);
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

/** A least-recently-used map holding at most `max` entries and `budget` units of `size`. */
class Lru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private used = 0;
  constructor(
    private readonly max: number,
    private readonly budget = Number.POSITIVE_INFINITY,
    private readonly size: (value: V) => number = () => 0,
  ) {}
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.size(value);
    if (size > this.budget) return;
    this.entries.set(key, { value, size });
    this.used += size;
    while (this.entries.size > this.max || this.used > this.budget)
      this.delete(this.entries.keys().next().value!);
  }
  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }
}

/** Finished games (a finished game never changes), by table id. */
const finishedGames = new Lru<StoredGame>(64);
/** Every frame of a finished game as one seat saw it, each as JSON, by `tableId|seat` (at most 32 M characters). */
const replayFrames = new Lru<readonly string[]>(64, 32_000_000, (frames) =>
  frames.reduce((n, frame) => n + frame.length, 0),
);

/** A finished game, from the cache or the archive (`undefined` when none is kept, or it is not finished). */
async function finishedGame(store: ArchiveTableStore, tableId: string): Promise<StoredGame | undefined> {
  const cached = finishedGames.get(tableId);
  if (cached) return cached;
  const game = await store.loadGame(tableId);
  if (!game || game.summary.finishedAt === null) return undefined;
  finishedGames.set(tableId, game);
  return game;
}

/** A path segment decoded, or a `BadRequest` when it is not a valid URI component. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequest('The path is not a valid URI.');
  }
}

/** A parameter that must be a whole number from `min` to `max` (`undefined` when absent). */
function wholeParam(url: URL, name: string, min: number, max: number): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null) return undefined;
  const value = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new BadRequest(
      `?${name}= takes a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}.`,
    );
  }
  return value;
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
  const [, , , rawTableId, replay, extra] = url.pathname.split('/');
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  if (!rawTableId) {
    const limit = wholeParam(url, 'limit', 1, 500);
    const before = wholeParam(url, 'before', 0, Number.MAX_SAFE_INTEGER);
    const query: GameQuery = {
      finished: true, // an unfinished table is nobody's business but its players' (its id leads to its seat list)
      ...(param('game') ? { gameId: param('game') } : {}),
      ...(param('table') ? { tableId: param('table') } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(before !== undefined ? { before } : {}),
    };
    json(res, 200, await archive.listGames(query));
    return;
  }
  const tableId = decodeSegment(rawTableId);
  // Only finished games: the seed of a game still being played reveals every hidden tile.
  const game =
    extra !== undefined || (replay && replay !== 'replay') ? undefined : await finishedGame(archive, tableId);
  if (!game) {
    json(res, 404, { code: 'unknown-table', message: 'No such finished game is kept here.' });
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
  const seat = seatParam === 'spectator' ? null : wholeParam(url, 'seat', 0, entry.game.maxPlayers - 1)!;
  const from = wholeParam(url, 'from', 0, Number.MAX_SAFE_INTEGER) ?? 0;
  const to = Math.min(wholeParam(url, 'to', 0, Number.MAX_SAFE_INTEGER) ?? record.moves.length, from + 499);
  const key = `${tableId}|${seat ?? 'spectator'}`;
  let frames = replayFrames.get(key);
  if (!frames) {
    frames = [...replayTable(entry.game, record, seat)].map((frame) => JSON.stringify(frame));
    replayFrames.set(key, frames);
  }
  // As `replayTable` takes `from` and `to`: clamped to the moves there are.
  const first = Math.min(from, record.moves.length);
  const last = Math.max(first, Math.min(to, record.moves.length));
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(`[${frames.slice(first, last + 1).join(',')}]`);
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
    botDelayMs: Number(process.env.BOT_DELAY_MS ?? 1000),
    closeAfterMs: Number(process.env.CLOSE_AFTER_MS ?? 60_000),
    awaySeconds: seconds('AWAY_SECONDS') ?? 120,
    clock: { moveSeconds: seconds('MOVE_SECONDS'), bankSeconds: seconds('BANK_SECONDS') },
    autoForced: process.env.AUTO_FORCED !== '0',
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    clientSeeds,
    ...(createsPerMinute !== undefined ? { createsPerMinute } : {}),
    ...(tablesPerClient !== undefined ? { tablesPerClient } : {}),
  });
  server.define(id, room).filterBy(['tableId', 'seating']);
}
await server.listen(port, host);
apiFirst(http);
// After `apiFirst` (which sorts out Colyseus's listeners): on Colyseus 0.17+ the rooms learn each request's peer
// address from it, for the limits per client (on 0.16 it changes nothing).
notePeerAddress(http);
console.log(
  `boneyard table server on ws://${host}:${port} (pid ${process.pid}, tables kept in ${kept}${redisUrl ? `, presence on ${redisUrl}` : ''})`,
);
