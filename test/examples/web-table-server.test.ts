/**
 * The web table's server (examples/web-table/server.ts) on its default
 * store, a SQLite file: a table of bots is SIGKILLed mid-game, the server
 * starts again on the same file, the table comes back with every move a
 * client saw and plays to the end; then `GET /api/games` lists the finished
 * game, `/api/games/:id` gives its record (seat token hashes blanked) and
 * `/replay?seat=…` its frames. Paths no one serves get one 404.
 *
 * A server answers only what is sound: bodies over 64 KB refused before
 * they are read (413), bad paths and parameters a plain 400, `/api/…` limited
 * per client (429), a failing store a generic 500 with its detail logged once.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameSummary, StoredGame, TableFrame } from '../../src/table/index.js';
import { sqliteTableStore } from '../../src/table/sqlite.js';
import { freePort, startTableServer, stop } from '../e2e/processes.js';

const dir = mkdtempSync(join(tmpdir(), 'boneyard-web-table-'));
let server: ChildProcess | undefined;
afterAll(async () => {
  await stop(server, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const until = async <T>(check: () => T | undefined, what: string, ms = 60_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('web table server on SQLite', () => {
  it('brings a SIGKILLed table back with every move seen, then lists and replays the finished game', async () => {
    const port = await freePort();
    // CLIENT_SEEDS: this test chooses its table's seed (development and tests only).
    const env = {
      TABLE_DB: join(dir, 'tables.db'),
      BOT_DELAY_MS: '120',
      CLOSE_AFTER_MS: '500',
      CLIENT_SEEDS: '1',
    };
    const api = async <T>(path: string): Promise<{ status: number; body: T }> => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: res.status, body: (await res.json()) as T };
    };
    server = await startTableServer(port, env);
    const first = await new Client(`ws://127.0.0.1:${port}`).create('build-up', {
      seed: 'web-sqlite',
      bots: ['random', 'random'],
    });
    let seen = -1;
    let tableId = '';
    first.onMessage('*', () => {});
    first.onLeave(() => {});
    first.onMessage('frame', (frame: TableFrame) => {
      tableId = frame.tableId;
      if (seen < 0 && frame.moveCount >= 6) {
        seen = frame.moveCount;
        server!.kill('SIGKILL'); // inside the frame handler: the server gets to do nothing after this frame
      }
    });
    await until(() => (seen >= 0 ? true : undefined), 'six moves');
    await stop(server, 'SIGKILL');

    server = await startTableServer(port, { ...env, BOT_DELAY_MS: '5' });
    // Unfinished tables are not listed to anyone (`?finished=0` lists finished games, as without it).
    const unlisted = await api<GameSummary[]>('/api/games?finished=0');
    expect(unlisted.body.some((g) => g.tableId === tableId)).toBe(false);
    const file = sqliteTableStore(env.TABLE_DB);
    const kept = (await file.load(tableId))!;
    await file.close();
    expect(kept.moves.length).toBeGreaterThanOrEqual(seen);
    expect((await api(`/api/games/${tableId}`)).status).toBe(404); // not finished: its seed stays secret

    const again = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('build-up', {
      tableId,
      spectate: true,
    });
    let over = false;
    let frames = 0;
    const left = new Promise<void>((resolve) => again.onLeave(() => resolve()));
    again.onMessage('*', () => {});
    again.onMessage('frame', () => frames++);
    again.onMessage('over', () => (over = true));
    await until(() => (over ? true : undefined), 'the game to end');
    expect(frames).toBeGreaterThan(0);

    // The page lists finished games only where the store keeps them.
    expect((await api<{ games: boolean; clientSeeds: boolean }>('/api/process')).body).toMatchObject({
      games: true,
      clientSeeds: true,
    });
    const listed = (await api<GameSummary[]>('/api/games')).body;
    expect(listed.map((g) => g.tableId)).toContain(tableId);
    const game = (await api<StoredGame>(`/api/games/${tableId}`)).body;
    expect(game.summary.result?.over).toBe(true);
    expect(game.record.moves.length).toBe(game.summary.moveCount);
    expect(game.moveTimes).toHaveLength(game.record.moves.length);
    const replay = (await api<TableFrame[]>(`/api/games/${tableId}/replay?seat=0`)).body;
    expect(replay).toHaveLength(game.record.moves.length + 1);
    expect(replay.at(-1)!.outcome).toEqual(game.summary.result);
    expect(replay.every((f) => f.seat === 0)).toBe(true);
    const bad = await api<{ code: string }>(`/api/games/${tableId}/replay?seat=7`);
    expect(bad).toMatchObject({ status: 400, body: { code: 'not-seated' } });
    // A seat no game has, a frame that is not a whole number: the request is wrong, said plainly.
    for (const query of ['seat=9', 'seat=-1', 'seat=one', 'from=1.5', 'to=abc', 'from=-2']) {
      const wrong = await api<{ code: string; message: string }>(`/api/games/${tableId}/replay?${query}`);
      expect(wrong, query).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    }
    // The frames of a finished game are kept once made: asked again, the same frames.
    expect((await api<TableFrame[]>(`/api/games/${tableId}/replay?seat=0`)).body).toEqual(replay);
    const window = (await api<TableFrame[]>(`/api/games/${tableId}/replay?seat=0&from=2&to=4`)).body;
    expect(window).toEqual(replay.slice(2, 5));
    // Paths no one serves are answered once, with a 404 (the server's own routes sit in front of Colyseus's).
    for (const path of ['/nothing', '/api/nothing', '/api']) {
      expect(await api<{ code: string }>(path)).toMatchObject({ status: 404, body: { code: 'not-found' } });
    }
    // The finished room closes `CLOSE_AFTER_MS` after the end: a leave racing that close can wait for ever.
    await Promise.race([again.leave().catch(() => undefined), left]);
  });
});

/** A raw HTTP exchange: the status and body of the answer, and the JSON of that body when it is JSON. */
interface Answer {
  readonly status: number;
  readonly text: string;
  readonly body: { code?: string; message?: string };
}

/**
 * Sends `head` (the request line and headers) and `body` in one write on a socket of its own, and reads the
 * answer until the server ends it (the client then closes, whatever of its body is still unsent).
 */
function exchange(port: number, head: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => {}); // a reset after the answer, if any: the answer is what counts
    socket.on('end', () => socket.destroy());
    socket.on('close', () => {
      const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(received);
      if (!match) return reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      const text = match[2]!;
      let parsed: Answer['body'] = {};
      try {
        parsed = JSON.parse(text) as Answer['body'];
      } catch {}
      resolve({ status: Number(match[1]), text, body: parsed });
    });
    socket.write(`${head.trim().split('\n').join('\r\n')}\r\nConnection: close\r\n\r\n`);
    if (body) socket.write(body);
  });
}

/** The chunked encoding of `data` as one chunk (with the closing chunk when `last`). */
const chunked = (data: Buffer, last = true) =>
  Buffer.concat([
    Buffer.from(`${data.length.toString(16)}\r\n`),
    data,
    Buffer.from(last ? '\r\n0\r\n\r\n' : '\r\n'),
  ]);

/** The most memory the process has held so far (VmHWM, in bytes). */
const peakMemory = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** What a stack trace or a driver's error looks like in an answer. */
const INTERNAL = /\n\s+at |\.ts:\d+|Error\b|BigInt|bigint|SQLITE|ECONN|TableRefusal/;

describe('web table server: requests it refuses', () => {
  let bounded: ChildProcess | undefined;
  let port = 0;
  let output = '';
  afterAll(() => stop(bounded, 'SIGKILL'));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    const text = await res.text();
    return {
      status: res.status,
      text,
      body: JSON.parse(text) as { code?: string; message?: string; clientSeeds?: boolean },
    };
  };

  it('starts behind a trusted proxy', async () => {
    port = await freePort();
    bounded = await startTableServer(port, {
      TABLE_DB: join(dir, 'bounded.db'),
      TRUST_PROXY: '1',
      CREATES_PER_MINUTE: '2',
      CLIENT_SEEDS: '0', // the server deals (the tests' servers allow client seeds otherwise)
    });
    bounded.stderr!.on('data', (data: Buffer) => {
      output += data.toString();
    });
    // Without CLIENT_SEEDS the server deals every table: the page then sends no seed.
    expect(await get('/api/process')).toMatchObject({ status: 200, body: { clientSeeds: false } });
  });

  it('refuses a body over 64 KB to /matchmake/… and /api/… with 413 before reading it, and its memory does not grow with what is offered', async () => {
    const over = Buffer.alloc(65 * 1024, 0x20);
    const paths = [
      'POST /matchmake/create/build-up',
      'POST /matchmake/joinOrCreate/build-up',
      'GET /api/tables',
    ];
    for (const path of paths) {
      // Only the headers: the answer comes without the body ever being sent.
      const declared = await exchange(port, `${path} HTTP/1.1\nHost: x\nContent-Length: ${over.length}`);
      expect(declared, path).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
      // Streamed, its length unsaid: refused once 64 KB have come.
      const streamed = await exchange(
        port,
        `${path} HTTP/1.1\nHost: x\nTransfer-Encoding: chunked`,
        chunked(over),
      );
      expect(streamed, path).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
    }
    // 16 clients at once offer 8 MB each (128 MB): the server keeps none of it.
    const before = peakMemory(bounded!.pid!);
    const big = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const offers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const path = paths[i % paths.length]!;
        return i % 2 === 0
          ? exchange(port, `${path} HTTP/1.1\nHost: x\nContent-Length: ${big.length}`, big)
          : exchange(port, `${path} HTTP/1.1\nHost: x\nTransfer-Encoding: chunked`, chunked(big, false));
      }),
    );
    for (const answer of offers)
      expect(answer).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
    expect(peakMemory(bounded!.pid!) - before, 'bytes more at the peak').toBeLessThan(16 * 1024 * 1024);
    // Matchmaking within the limit still works.
    const room = await new Client(`ws://127.0.0.1:${port}`).create('build-up', { bots: ['random'] });
    room.onMessage('*', () => {});
    await room.leave();
  });

  it('deals every table itself without CLIENT_SEEDS, and takes CREATES_PER_MINUTE from its environment', async () => {
    const create = async (options: object, headers: Record<string, string> = {}) => {
      const res = await fetch(`http://127.0.0.1:${port}/matchmake/create/build-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(options),
      });
      return (await res.json()) as { room?: unknown; error?: string };
    };
    expect((await create({ seed: 'mine', bots: ['random'] })).error).toMatch(/^seed-not-allowed/);
    const from = { 'x-forwarded-for': '198.51.100.20' };
    expect((await create({ bots: ['random'] }, from)).room).toBeDefined();
    expect((await create({ bots: ['random'] }, from)).room).toBeDefined();
    expect((await create({ bots: ['random'] }, from)).error).toMatch(/^too-many-creates/);
  });

  it('answers a malformed path or a bad parameter with 400 bad-request, and no stack or internal text', async () => {
    for (const path of [
      '/api/games/%E0%A4%A',
      '/api/games/%E0%A4%A/replay?seat=0',
      '/api/games?before=abc',
      '/api/games?before=1.5',
      '/api/games?before=-3',
      '/api/games?limit=-1',
      '/api/games?limit=0',
      '/api/games?limit=501',
      '/api/games?limit=ten',
    ]) {
      const answer = await get(path);
      expect(answer, path).toMatchObject({ status: 400, body: { code: 'bad-request' } });
      expect(answer.text, path).not.toMatch(INTERNAL);
    }
    expect((await get('/api/games?limit=3&before=99999999999999')).status).toBe(200);
  });

  it('answers 429 too-many-requests past 120 /api/ requests a minute from one client', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 120; i++) expect((await get('/api/process', from('198.51.100.7'))).status).toBe(200);
    const refused = await get('/api/tables', from('198.51.100.7'));
    expect(refused).toMatchObject({ status: 429, body: { code: 'too-many-requests' } });
    // Another client, and the loopback (a proxy that names no one, or a hot seat): not limited by that one.
    expect((await get('/api/process', from('198.51.100.8'))).status).toBe(200);
    expect((await get('/api/process')).status).toBe(200);
    expect(output).not.toMatch(/failed/);
  });
});

describe('web table server: a store that fails', () => {
  let failing: ChildProcess | undefined;
  afterAll(() => stop(failing, 'SIGKILL'));

  it('answers a generic 500 without the driver’s words, and logs the detail once', async () => {
    const port = await freePort();
    const dead = await freePort(); // nothing listens there: every query is refused
    failing = await startTableServer(port, { DATABASE_URL: `postgres://postgres@127.0.0.1:${dead}/none` });
    let output = '';
    failing.stderr!.on('data', (data: Buffer) => {
      output += data.toString();
    });
    for (const path of ['/api/games', '/api/games/some-table', '/api/games?finished=0', '/api/games']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      const text = await res.text();
      expect(res.status, path).toBe(500);
      expect(JSON.parse(text), path).toMatchObject({ code: 'server-error' });
      expect(text, path).not.toMatch(INTERNAL);
    }
    await until(() => (output.includes('ECONNREFUSED') ? true : undefined), 'the failure logged');
    expect(output.match(/ECONNREFUSED/g)).toHaveLength(1);
  });
});
