/**
 * The web table's server (examples/web-table/server.ts) on PostgreSQL
 * (`PGURL`, default postgres://postgres@127.0.0.1:5432, as `npm run
 * test:postgres`; the test makes its own database and drops it) lives through
 * PostgreSQL going away and coming back: its pool's idle connections are cut
 * as a restart cuts them (`pg_terminate_backend`, the same "administrator
 * command" a shutdown sends) while new ones are refused (`ALLOW_CONNECTIONS
 * false`), then let in again. The process stays up, answers a plain 500
 * meanwhile, logs the outage once however many connections failed, and
 * serves the games again when the database is back.
 */
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTableServer, stop } from './processes.js';

const server = process.env.PGURL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `boneyard_web_${process.pid}_${Date.now().toString(36)}`;
let admin: pg.Client;
let table: ChildProcess | undefined;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
});

afterAll(async () => {
  await stop(table, 'SIGKILL');
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
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

describe('web table server on PostgreSQL', () => {
  it('lives through PostgreSQL going away and coming back, logging the outage once', async () => {
    const port = await freePort();
    table = await startTableServer(port, { DATABASE_URL: `${server}/${database}` });
    let output = '';
    table.stderr!.on('data', (data: Buffer) => {
      output += data.toString();
    });
    table.stdout!.on('data', (data: Buffer) => {
      output += data.toString();
    });
    const games = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/games`);
      return { status: res.status, text: await res.text() };
    };
    // Several requests at once: the pool holds several idle connections afterwards.
    const first = await Promise.all(Array.from({ length: 6 }, games));
    expect(first.map((answer) => answer.status)).toEqual(new Array(6).fill(200));
    const connections = async () =>
      Number(
        (await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [database]))
          .rows[0].n,
      );
    const idle = await connections();
    expect(idle, 'idle connections in the pool').toBeGreaterThan(1);

    // PostgreSQL goes away: every connection cut, new ones refused.
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
    const exited = () => table!.exitCode !== null || table!.signalCode !== null;
    await until(() => (/outage 1\b/.test(output) || exited() ? true : undefined), 'the outage logged');
    expect(exited(), `the server ended:\n${output}`).toBe(false);
    const during = await games();
    expect(during.status).toBe(500);
    expect(JSON.parse(during.text)).toMatchObject({ code: 'server-error' });
    expect(during.text).not.toMatch(/terminat|connections|ECONN|database/i);
    expect(table.exitCode, 'the server is still running').toBeNull();
    expect(table.signalCode).toBeNull();

    // It comes back: the games are served again, the outage's end is logged once, with its count.
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    expect((await games()).status).toBe(200);
    await until(() => (/is back after outage 1/.test(output) ? true : undefined), 'the end of the outage');
    expect(output.match(/dropped a connection/g)).toHaveLength(1);
    const counted = Number(/is back after outage 1 \((\d+) connection error/.exec(output)![1]);
    expect(counted, 'connection errors counted in the one line').toBeGreaterThan(1);
    expect(counted).toBeLessThanOrEqual(idle);
    expect(table.exitCode).toBeNull();
  });
});
