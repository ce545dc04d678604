/**
 * A child process for the PostgreSQL race test: for each round, loads the
 * table, waits for the round's start time (shared with the other racer),
 * then writes the next version with one move of its own, and prints `won N`
 * or `refused N`.
 *
 * Run: `node --import tsx test/table/store-racer.ts <url> <tableId> <name> <startAt> <rounds>`.
 */
import pg from 'pg';
import { TableRefusal } from '../../src/table/index.js';
import { postgresTableStore } from '../../src/table/postgres-store.js';

const [url, tableId, name, startAt, rounds] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const pool = new pg.Pool({ connectionString: url, max: 2 });
const store = postgresTableStore(pool);
const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
for (let round = 0; round < Number(rounds); round++) {
  const at = Number(startAt) + round * 150;
  await sleepUntil(at - 60);
  const record = (await store.load(tableId))!;
  await sleepUntil(at);
  try {
    await store.write({
      ...record,
      version: record.version + 1,
      moves: [...record.moves, { type: 'mark', by: name, round }],
    });
    process.stdout.write(`won ${round}\n`);
  } catch (error) {
    if (!(error instanceof TableRefusal && error.code === 'stale-table')) throw error;
    process.stdout.write(`refused ${round}\n`);
  }
}
await pool.end();
