/**
 * An operator restarts the database under a live game: the web table's
 * server on a private PostgreSQL cluster (its own folder and port), two
 * clients playing. With the database down, a move is refused with
 * `store-unavailable` and a message with no driver text, the server stays
 * up; with it back, the game finishes and every move is stored.
 */
import type { ChildProcess } from 'node:child_process';
import { Client, type Room } from 'colyseus.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableError, TableFrame } from '../../src/colyseus/index.js';
import { gameRegistry } from '../../src/registry.js';
import { postgresTableStore } from '../../src/table/postgres.js';
import { waitFor } from '../colyseus/play.js';
import { freePort, privatePostgres, startTableServer, stop } from './processes.js';

let cluster: Awaited<ReturnType<typeof privatePostgres>> | undefined;
let server: ChildProcess | undefined;
let port = 0;
let output = '';

beforeAll(async () => {
  cluster = await privatePostgres();
  port = await freePort();
  server = await startTableServer(port, {
    DATABASE_URL: cluster.url,
    BOT_DELAY_MS: '0',
    AWAY_SECONDS: '600',
  });
  server.stdout?.on('data', (d: Buffer) => (output += d));
  server.stderr?.on('data', (d: Buffer) => (output += d));
});
afterAll(async () => {
  await stop(server);
  await cluster?.stop();
});

/** A client that plays greedy moves; while `held` it sends nothing; a store-unavailable refusal is tried again later. */
function player(room: Room, seed: string) {
  const bot = gameRegistry['build-up']!.bots.greedy(seed);
  const seen = { frames: [] as TableFrame[], errors: [] as TableError[], over: false, held: false };
  let latest: TableFrame | null = null;
  const act = () => {
    const frame = latest;
    if (!frame || seen.held || frame.outcome.over || frame.legalMoves.length === 0 || frame.seat === null)
      return;
    room.send('move', bot({ player: frame.seat, view: frame.view, legalMoves: frame.legalMoves }));
  };
  room.onMessage('seat', () => undefined);
  room.onMessage('history', () => undefined);
  room.onMessage('frame', (frame: TableFrame) => {
    seen.frames.push(frame);
    latest = frame;
    act();
  });
  room.onMessage('error', (error: TableError) => {
    seen.errors.push(error);
    if (error.code === 'store-unavailable') setTimeout(act, 500);
  });
  room.onMessage('over', () => {
    seen.over = true;
  });
  return {
    seen,
    hold: () => {
      seen.held = true;
    },
    go: () => {
      seen.held = false;
      act();
    },
  };
}

describe('a database restart under a live game', () => {
  it('pauses the table with store-unavailable, keeps the server up, and the game finishes with every move stored', async () => {
    const host = await new Client(`ws://127.0.0.1:${port}`).create('build-up', { name: 'Ana' });
    const a = player(host, 'a');
    const guest = await new Client(`ws://127.0.0.1:${port}`).joinById(host.roomId, { name: 'Ben' });
    const b = player(guest, 'b');
    await waitFor(() => ((a.seen.frames.at(-1)?.moveCount ?? 0) >= 6 ? true : undefined), 'six moves');

    a.hold();
    b.hold();
    await new Promise((resolve) => setTimeout(resolve, 300)); // moves on their way land
    await cluster!.down();
    const before = a.seen.frames.at(-1)!.moveCount;
    a.go();
    b.go();
    await waitFor(
      () => (a.seen.errors.length + b.seen.errors.length > 0 ? true : undefined),
      'a refusal while the database is down',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const refusals = [...a.seen.errors, ...b.seen.errors];
    expect(new Set(refusals.map((e) => e.code))).toEqual(new Set(['store-unavailable']));
    for (const refusal of refusals)
      expect(refusal.message).not.toMatch(/ECONNREFUSED|PostgreSQL|postgres|5432|terminat/i);
    expect(a.seen.frames.at(-1)!.moveCount).toBe(before); // nothing was played that is not stored
    expect(server!.exitCode).toBeNull();

    await cluster!.up();
    await waitFor(() => (a.seen.over && b.seen.over ? true : undefined), 'the end of the game');
    expect(server!.exitCode).toBeNull();
    const tableId = a.seen.frames[0]!.tableId;
    const pool = new pg.Pool({ connectionString: cluster!.url });
    pool.on('error', () => undefined);
    const record = (await postgresTableStore(pool).load(tableId))!;
    await pool.end();
    expect(record.moves.length).toBe(a.seen.frames.at(-1)!.moveCount);
    expect(a.seen.frames.at(-1)!.outcome.over).toBe(true);
    // The outage was logged once (not a line per refused move), with the detail for the operator.
    expect(output.match(/store is unavailable/g)?.length ?? 0).toBe(1);
    console.log(
      `postgres restart: ${refusals.length} moves refused while down; ${record.moves.length} moves stored`,
    );
  });
});
