/**
 * The PostgreSQL table store against a real server (`npm run test:postgres`,
 * run by `.ci/run`; `PGURL` or postgres://postgres@127.0.0.1:5432): each run
 * creates its own database and drops it. The shared store cases, a newer
 * schema refused, and two processes writing the same table at once: of two
 * writes on the same version one wins and the other is refused, no won write
 * is lost, no refused one is kept.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, TableRefusal } from '../../src/table/index.js';
import { postgresTableStore } from '../../src/table/postgres-store.js';
import { nim } from '../core/toy-game.js';
import { pruneCases, rules, storeCases } from '../table/store-cases.js';

const server = process.env.PGURL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `boneyard_test_${process.pid}_${Date.now().toString(36)}`;
const url = `${server}/${database}`;
const root = join(__dirname, '../..');
let admin: pg.Client;
const pools: pg.Pool[] = [];
const pool = () => {
  const made = new pg.Pool({ connectionString: url, max: 4 });
  made.on('error', () => undefined); // an idle client cut off when the database is dropped
  pools.push(made);
  return made;
};

beforeAll(async () => {
  admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

function race(tableId: string, name: string, startAt: number, rounds: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'test/table/store-racer.ts'),
        url,
        tableId,
        name,
        String(startAt),
        String(rounds),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

describe('postgresTableStore', () => {
  storeCases(
    () => postgresTableStore(pool()),
    () => ['postgres', url],
  );

  it('two processes writing the same table at once: a write from a stale load is refused, every won write is kept, nothing forks', async () => {
    const store = postgresTableStore(pool());
    const table = createTable(nim, rules, 'raced', { seed: 'race' }, 0);
    await store.write(table.record);
    const rounds = 12;
    const startAt = Date.now() + 4000; // both processes started and connected by then
    const [a, b] = await Promise.all([
      race('raced', 'a', startAt, rounds),
      race('raced', 'b', startAt, rounds),
    ]);
    const results = (out: string) =>
      new Map([...out.matchAll(/(won|refused) (\d+)/g)].map((m) => [Number(m[2]), m[1]]));
    const [ra, rb] = [results(a), results(b)];
    expect(ra.size, a).toBe(rounds);
    expect(rb.size, b).toBe(rounds);
    // A round where both loaded the same version has exactly one winner; on a loaded machine a round can
    // also see both refused (each loaded before the other's late write) or both win (one after the other).
    const refusals = [...ra.values(), ...rb.values()].filter((r) => r === 'refused').length;
    expect(refusals).toBeGreaterThan(0); // they did collide
    const stored = (await store.load('raced'))!;
    const won = [
      ...[...ra].filter(([, r]) => r === 'won').map(([round]) => `a${round}`),
      ...[...rb].filter(([, r]) => r === 'won').map(([round]) => `b${round}`),
    ].sort();
    const kept = (stored.moves as { by: string; round: number }[]).map((m) => `${m.by}${m.round}`);
    expect([...kept].sort()).toEqual(won); // every won write kept, no refused one
    expect(won.length).toBeGreaterThan(0);
    expect(stored.version).toBe(1 + won.length);
  });

  it('refuses a database whose schema is newer, and reports a server it cannot reach as store-failed', async () => {
    const p = pool();
    await postgresTableStore(p).listGames();
    await p.query("UPDATE boneyard_meta SET value = '99' WHERE key = 'schema'");
    const refused = await postgresTableStore(p)
      .listGames()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TableRefusal);
    expect((refused as TableRefusal).message).toMatch(/schema 99/);
    await p.query("UPDATE boneyard_meta SET value = '1' WHERE key = 'schema'");
    const nowhere = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const failed = await Promise.resolve()
      .then(() => postgresTableStore(nowhere).load('t'))
      .catch((e: unknown) => e);
    expect((failed as TableRefusal).code).toBe('store-failed');
    await nowhere.end();
  });

  pruneCases(() => postgresTableStore(pool()));
});
