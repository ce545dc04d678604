/**
 * The game server of `npm run bench -- table`, in its own process: Build Up
 * tables on a loopback port, either on today's room (`new`) or on the room
 * before issue 22 (`before`: its source read from git at that commit, into
 * `bench/.baseline/`). Prints `ready <port>`; answers `GET /memory` with its
 * heap and RSS after a garbage collection, `GET /bots` with the bot pool's figures.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { buildUp } from '../src/index.js';

/** The last commit before the table core (issue 22). */
const BEFORE_COMMIT = '3a3865b';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/** Writes the room of `BEFORE_COMMIT` (and its store) into bench/.baseline, its imports pointed at today's src. */
function baselineRoom(): string {
  const out = join(here, '.baseline');
  mkdirSync(out, { recursive: true });
  for (const file of ['room.ts', 'store.ts']) {
    const source = execFileSync('git', ['show', `${BEFORE_COMMIT}:src/colyseus/${file}`], {
      cwd: root,
      encoding: 'utf8',
    })
      .replaceAll("from '../", "from '../../src/")
      .replace("from './bots.js'", "from '../../src/colyseus/bots.js'");
    writeFileSync(join(out, file), source);
  }
  return join(out, 'room.ts');
}

const impl = process.argv[2] === 'before' ? 'before' : 'new';
type DefineRoom = (game: typeof buildUp, options: Record<string, unknown>) => never;
const { defineRoom } = (
  impl === 'before'
    ? await import(pathToFileURL(baselineRoom()).href)
    : await import('../src/colyseus/index.js')
) as { defineRoom: DefineRoom };

const { botPoolStats } = await import('../src/colyseus/index.js');
const http = createServer((req, res) => {
  if (req.url === '/bots') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(botPoolStats()));
    return;
  }
  if (req.url === '/memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ heapUsed, rss }));
  }
});
const server = new Server({ transport: new WebSocketTransport({ server: http }), greet: false });
// The bench's players move at machine speed, far past the default message limit.
server
  .define(
    'build-up',
    defineRoom(buildUp, { botDelayMs: 0, closeAfterMs: 0, messagesPerSecond: 10_000, clientSeeds: true }),
  )
  .filterBy(['tableId', 'seating']);
await server.listen(0, '127.0.0.1');
console.log(`ready ${(http.address() as AddressInfo).port}`);
