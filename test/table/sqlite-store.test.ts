/**
 * The SQLite table store on a temporary file: the shared store cases
 * (append, stale writes, SIGKILL, format 1, finished games and replay), and
 * its schema: created once, a newer one refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { replayTable, TableRefusal } from '../../src/table/index.js';
import { sqliteTableStore } from '../../src/table/sqlite-store.js';
import { nim } from '../core/toy-game.js';
import { pruneCases, storeCases } from './store-cases.js';

const dir = mkdtempSync(join(tmpdir(), 'boneyard-sqlite-'));
const file = join(dir, 'tables.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sqliteTableStore', () => {
  storeCases(
    () => sqliteTableStore(file),
    () => ['sqlite', file],
  );

  it('creates its schema once, keeps it on reopening, and refuses a newer one', async () => {
    const other = join(dir, 'schema.db');
    sqliteTableStore(other).close();
    const db = new Database(other);
    expect(db.prepare("SELECT value FROM boneyard_meta WHERE key = 'schema'").get()).toEqual({ value: '1' });
    sqliteTableStore(db); // reopening an up-to-date database changes nothing
    db.prepare("UPDATE boneyard_meta SET value = '99' WHERE key = 'schema'").run();
    let refused: unknown;
    try {
      sqliteTableStore(db);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(TableRefusal);
    expect((refused as TableRefusal).message).toMatch(/schema 99/);
    db.close();
  });

  it('refuses a stored row it cannot read, naming the field, rather than misreading it', async () => {
    const store = sqliteTableStore(file);
    const db = new Database(file);
    db.prepare(
      `INSERT INTO boneyard_tables VALUES ('future', 3, 'nim', NULL, '{}', '[]', NULL, 1, 0, 0, 0, NULL, NULL)`,
    ).run();
    db.prepare(
      `INSERT INTO boneyard_tables VALUES ('garbled', 2, 'nim', NULL, '{"seed":1', '[]', NULL, 1, 0, 0, 0, NULL, NULL)`,
    ).run();
    db.close();
    const read = (id: string) => {
      try {
        store.load(id);
      } catch (error) {
        return error as TableRefusal;
      }
      throw new Error('read');
    };
    expect(read('future').message).toMatch(/format/);
    expect(read('garbled').message).toMatch(/setup/);
    await store.close();
  });

  it('replayTable refuses another game’s record, a seat the table lacks, and a bad move', async () => {
    const store = sqliteTableStore(file);
    const record = (await store.load('append'))!;
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as TableRefusal).code;
      }
      return 'none';
    };
    expect(refused(() => [...replayTable(gameRegistry['build-up']!.game, record, null)])).toBe('wrong-game');
    expect(refused(() => [...replayTable(nim, record, 2)])).toBe('not-seated');
    const bad = { ...record, moves: [...record.moves.slice(0, 3), { type: 'take', count: 99, player: 0 }] };
    expect(refused(() => [...replayTable(nim, bad, 0)])).toBe('bad-record');
    await store.close();
  });

  pruneCases(() => sqliteTableStore(file));
});
