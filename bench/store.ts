/**
 * `npm run bench -- store`: the table stores under the writes a host makes
 * (one more move per write, each write awaited before the next of its
 * table). Per store (memory, SQLite with `synchronous` full and normal,
 * PostgreSQL on loopback when it answers at PGURL or
 * postgres://postgres@127.0.0.1:5432) and per level of concurrent tables (1,
 * 100, 500): moves written per second and p99 write latency, against the
 * memory store in the same process. Then the cost of one write at move 5
 * against move 500 (median of 300 writes each): append-only stores cost the
 * same; the whole-record presence layout (a JSON rewrite per write, measured
 * here as `JSON.stringify` of the record) grows with the game.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TableRecord, TableStore } from '../src/table/index.js';
import { memoryTableStore } from '../src/table/index.js';
import { postgresTableStore } from '../src/table/postgres.js';
import { sqliteTableStore } from '../src/table/sqlite.js';

const LEVELS = (process.env.STORE_LEVELS ?? '1,100,500').split(',').map(Number);
const WRITES = Number(process.env.STORE_WRITES ?? 2000); // per level, spread over its tables

interface Made {
  name: string;
  store: TableStore & { importTable?(record: unknown): Promise<void> };
  done: () => Promise<void>;
}

const seats = [
  { kind: 'human', name: 'Ada', tokenHash: 'a'.repeat(64), standIn: null },
  { kind: 'human', name: 'Bo', tokenHash: 'b'.repeat(64), standIn: null },
] as const;
const move = (i: number) => ({ type: 'play', tile: `${i % 7}-${(i * 3) % 7}`, stack: i % 5, player: i % 2 });
const record = (tableId: string, version: number, moves: number): TableRecord => ({
  format: 2,
  version,
  holder: 'bench/1',
  tableId,
  gameId: 'build-up',
  variant: null,
  setup: { seed: tableId, players: 2 },
  moves: Array.from({ length: moves }, (_, i) => move(i)),
  seats,
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function load(made: Made, tables: number, run: string): Promise<{ perSecond: number; p99: number }> {
  const per = Math.max(2, Math.ceil(WRITES / tables));
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: tables }, async (_, t) => {
      const tableId = `${run}-${tables}-${t}`;
      const moves: unknown[] = [];
      for (let v = 1; v <= per; v++) {
        if (v > 1) moves.push(move(v));
        const next: TableRecord = { ...record(tableId, v, 0), moves: moves.slice() };
        const at = performance.now();
        await made.store.write(next);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p99: percentile(latencies, 99) };
}

/** Median µs of one write appending one move to tables already holding `at` moves. */
async function writeAt(made: Made, at: number, run: string): Promise<number> {
  const tables = 30;
  const rounds = 10;
  for (let t = 0; t < tables; t++) {
    const base = record(`${run}-at${at}-${t}`, 1, at);
    if (made.store.importTable) await made.store.importTable(base);
    else await made.store.write(base);
  }
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let t = 0; t < tables; t++) {
      const next = record(`${run}-at${at}-${t}`, 2 + r, at + r + 1);
      const start = performance.now();
      await made.store.write(next);
      times.push((performance.now() - start) * 1000);
    }
  }
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

async function stores(dir: string): Promise<Made[]> {
  const made: Made[] = [
    { name: 'memory', store: memoryTableStore(), done: async () => {} },
    {
      name: 'SQLite (synchronous full)',
      store: sqliteTableStore(join(dir, 'full.db')),
      done: async () => {},
    },
    {
      name: 'SQLite (synchronous normal)',
      store: sqliteTableStore(join(dir, 'normal.db'), { synchronous: 'normal' }),
      done: async () => {},
    },
  ];
  const server = process.env.PGURL ?? 'postgres://postgres@127.0.0.1:5432';
  const database = `boneyard_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const pool = new pg.Pool({ connectionString: `${server}/${database}`, max: 10 });
    pool.on('error', () => undefined);
    made.push({
      name: 'PostgreSQL (loopback, pool of 10)',
      store: postgresTableStore(pool),
      done: async () => {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.end();
      },
    });
  } catch (error) {
    console.log(`(PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)})`);
    await admin.end().catch(() => undefined);
  }
  return made;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'boneyard-bench-store-'));
  const made = await stores(dir);
  try {
    console.log(`table stores: ${WRITES} writes per level (one move each), awaited per table`);
    console.log(
      `${'store'.padEnd(36)}${'tables'.padStart(7)}${'moves/s'.padStart(10)}${'×memory'.padStart(9)}${'p99 write'.padStart(11)}`,
    );
    const baseline = new Map<number, number>();
    for (const m of made) {
      for (const tables of LEVELS) {
        const { perSecond, p99 } = await load(m, tables, m.name.replace(/\W+/g, '_'));
        if (m.name === 'memory') baseline.set(tables, perSecond);
        const ratio = perSecond / (baseline.get(tables) ?? perSecond);
        console.log(
          `${m.name.padEnd(36)}${String(tables).padStart(7)}${Math.round(perSecond).toLocaleString('en').padStart(10)}${ratio.toFixed(3).padStart(9)}${`${p99.toFixed(2)} ms`.padStart(11)}`,
        );
      }
    }
    console.log();
    console.log('one write (one more move), median over 300 writes');
    console.log(
      `${'store'.padEnd(36)}${'at move 5'.padStart(12)}${'at move 500'.padStart(13)}${'500 / 5'.padStart(9)}`,
    );
    for (const m of made) {
      const tag = m.name.replace(/\W+/g, '_');
      const at5 = await writeAt(m, 5, tag);
      const at500 = await writeAt(m, 500, tag);
      console.log(
        `${m.name.padEnd(36)}${`${at5.toFixed(0)} µs`.padStart(12)}${`${at500.toFixed(0)} µs`.padStart(13)}${(at500 / at5).toFixed(2).padStart(9)}`,
      );
    }
    const json = (n: number) => {
      const r = record('json', 1, n);
      const start = performance.now();
      for (let i = 0; i < 2000; i++) JSON.stringify(r);
      return ((performance.now() - start) * 1000) / 2000;
    };
    const [j5, j500] = [json(5), json(500)];
    console.log(
      `${'whole-record rewrite (JSON only)'.padEnd(36)}${`${j5.toFixed(1)} µs`.padStart(12)}${`${j500.toFixed(1)} µs`.padStart(13)}${(j500 / j5).toFixed(2).padStart(9)}`,
    );
  } finally {
    for (const m of made) await m.done();
    rmSync(dir, { recursive: true, force: true });
  }
}
