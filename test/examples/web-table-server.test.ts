/**
 * The web table's server (examples/web-table/server.ts) on its default
 * store, a SQLite file: a table of bots is SIGKILLed mid-game, the server
 * starts again on the same file, the table comes back with every move a
 * client saw and plays to the end; then `GET /api/games` lists the finished
 * game, `/api/games/:id` gives its record (seat token hashes blanked) and
 * `/replay?seat=…` its frames. Paths no one serves get one 404.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameSummary, StoredGame, TableFrame } from '../../src/table/index.js';
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
    const env = { TABLE_DB: join(dir, 'tables.db'), BOT_DELAY_MS: '120', CLOSE_AFTER_MS: '500' };
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
    const unfinished = await api<GameSummary[]>('/api/games?finished=0');
    const kept = unfinished.body.find((g) => g.tableId === tableId)!;
    expect(kept.moveCount).toBeGreaterThanOrEqual(seen);
    expect((await api(`/api/games/${tableId}`)).status).toBe(404); // not finished: its seed stays secret

    const again = await new Client(`ws://127.0.0.1:${port}`).joinOrCreate('build-up', {
      tableId,
      spectate: true,
    });
    let over = false;
    let frames = 0;
    again.onMessage('*', () => {});
    again.onMessage('frame', () => frames++);
    again.onMessage('over', () => (over = true));
    again.onLeave(() => {});
    await until(() => (over ? true : undefined), 'the game to end');
    expect(frames).toBeGreaterThan(0);

    // The page lists finished games only where the store keeps them.
    expect((await api<{ games: boolean }>('/api/process')).body.games).toBe(true);
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
    // Paths no one serves are answered once, with a 404 (the server's own routes sit in front of Colyseus's).
    for (const path of ['/nothing', '/api/nothing', '/api']) {
      expect(await api<{ code: string }>(path)).toMatchObject({ status: 404, body: { code: 'not-found' } });
    }
    await again.leave().catch(() => undefined);
  });
});
