/**
 * The cases every SQL table store must pass, for the SQLite test (in
 * `npm test`) and the PostgreSQL script (`npm run test:postgres`): append
 * only the new moves, refuse a stale write, keep every acknowledged move of a
 * writer killed with SIGKILL, bring in a format 1 record, keep a finished
 * game and replay it as every seat and a spectator.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { BaseMove } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import {
  type ArchiveTableStore,
  createTable,
  joinTable,
  moveAtTable,
  replayTable,
  restoreTable,
  type TableRecord,
  TableRefusal,
  type TableRules,
} from '../../src/table/index.js';
import { hiddenIds, stringsIn } from '../colyseus/hidden.js';
import { type NimState, nim } from '../core/toy-game.js';

const root = join(__dirname, '../..');
let tokens = 0;
export const rules: TableRules = {
  bots: ['first'],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${++tokens}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
};

/** Runs test/table/store-writer.ts (in one process, so SIGKILL reaches the writer itself); resolves with the moves it acknowledged once it exits (killed after `killAt` acks, if given). */
export function runWriter(
  args: string[],
  killAt?: number,
  delayMs = 5,
): Promise<{ acked: number; over: boolean; signal: string | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'test/table/store-writer.ts'), ...args],
      {
        cwd: root,
        env: { ...process.env, WRITER_DELAY_MS: String(delayMs) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let acked = -1;
    let over = false;
    child.stdout.on('data', (data: Buffer) => {
      output += data;
      for (const m of String(data).matchAll(/ack (\d+)/g)) acked = Math.max(acked, Number(m[1]));
      if (String(data).includes('over')) over = true;
      if (killAt !== undefined && acked >= killAt && child.exitCode === null) child.kill('SIGKILL');
    });
    child.stderr.on('data', (data: Buffer) => (output += data));
    child.on('error', reject);
    child.on('close', (_code, signal) => resolve({ acked, over, signal, output }));
  });
}

const refusal = async (action: () => unknown): Promise<TableRefusal> => {
  try {
    await action();
  } catch (error) {
    if (error instanceof TableRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
};

/** A Nim table with two people: the record after `count` moves, each one written as it is made. */
async function playNim(store: ArchiveTableStore, tableId: string, count: number): Promise<TableRecord[]> {
  let table = createTable(nim, rules, tableId, { seed: 'nim', options: { stones: 1000 } }, 0);
  const written: TableRecord[] = [];
  const write = async (next: typeof table) => {
    await store.write(next.record);
    written.push(next.record);
    table = next;
  };
  await write(table);
  await write(joinTable(table, 'a', { name: 'Ada' }, 0).table);
  await write(joinTable(table, 'b', { name: 'Bo' }, 0).table);
  for (let i = 0; i < count; i++) {
    const seat = nim.activePlayers(table.state as NimState)[0]!;
    await write(moveAtTable(table, seat === 0 ? 'a' : 'b', { type: 'take', count: 1 + (i % 3) }, 0).table);
  }
  return written;
}

/**
 * Registers the shared cases. `open` gives a fresh store (same database each
 * call), `where` the writer's arguments (`sqlite <file>` or `postgres <url>`).
 */
export function storeCases(open: () => ArchiveTableStore, where: () => [string, string]): void {
  it('appends each write’s new moves only, and gives the record back whole', async () => {
    const store = open();
    const written = await playNim(store, 'append', 30);
    const last = written.at(-1)!;
    expect(await store.load('append')).toEqual(last);
    const game = await store.loadGame('append');
    expect(game!.record.moves).toHaveLength(30);
    // Every move kept its own time: earlier moves were not written again by later writes.
    expect(game!.moveTimes).toHaveLength(30);
    expect([...game!.moveTimes].sort((a, b) => a - b)).toEqual(game!.moveTimes);
    expect(game!.summary).toMatchObject({
      tableId: 'append',
      gameId: nim.id,
      moveCount: 30,
      finishedAt: null,
    });
    expect(game!.summary.seats).toEqual([
      { kind: 'human', name: 'Ada' },
      { kind: 'human', name: 'Bo' },
    ]);
    expect(await store.load('nothing-here')).toBeNull();
    await store.close();
  });

  it('refuses a stale copy’s write (a fork) and a write that drops moves', async () => {
    const store = open();
    const written = await playNim(store, 'stale', 4);
    const stored = (await store.load('stale'))!;
    const copyA = restoreTable(nim, rules, stored, 0);
    const copyB = restoreTable(nim, rules, stored, 0);
    const seat = nim.activePlayers(copyA.state as NimState)[0]!;
    const [a, b] = [copyA, copyB].map((t) => ({ ...t, connections: { p: seat } }));
    const byA = moveAtTable(a!, 'p', { type: 'take', count: 1 }, 0);
    const byB = moveAtTable(b!, 'p', { type: 'take', count: 2 }, 0);
    await store.write(byA.table.record);
    expect((await refusal(() => store.write(byB.table.record))).code).toBe('stale-table');
    // An old version written again, or a version that skips one: refused.
    expect((await refusal(() => store.write(written[3]!))).code).toBe('stale-table');
    expect(
      (await refusal(() => store.write({ ...byA.table.record, version: byA.table.record.version + 2 }))).code,
    ).toBe('stale-table');
    // The right version with moves missing: refused, history is never rewritten.
    expect(
      (
        await refusal(() =>
          store.write({ ...byA.table.record, version: byA.table.record.version + 1, moves: [] }),
        )
      ).code,
    ).toBe('stale-table');
    // A second table created under a taken id: refused.
    expect((await refusal(() => store.write({ ...written[0]!, version: 1 }))).code).toBe('stale-table');
    expect((await store.load('stale'))!.moves).toEqual(byA.table.record.moves);
    await store.close();
  });

  it('keeps every acknowledged move of a writer killed with SIGKILL mid-game, and its table restores', async () => {
    const [kind, at] = where();
    const killed = await runWriter([kind, at, 'killed'], 12, 80);
    expect(killed.signal, killed.output).toBe('SIGKILL');
    expect(killed.over).toBe(false);
    const store = open();
    const stored = (await store.load('killed'))!;
    expect(stored.moves.length).toBeGreaterThanOrEqual(killed.acked);
    const entry = gameRegistry['build-up']!;
    const table = restoreTable(entry.game, rules, stored, Date.now());
    expect(entry.game.outcome(table.state).over).toBe(false);
    await store.close();
    // Another process takes the table over (its holder is dead) and plays it to the end.
    const resumed = await runWriter([kind, at, 'killed', 'restore']);
    expect(resumed.over, resumed.output).toBe(true);
    const again = open();
    const game = (await again.loadGame('killed'))!;
    expect(game.record.moves.slice(0, stored.moves.length)).toEqual(stored.moves);
    expect(game.summary.finishedAt).not.toBeNull();
    await again.close();
  });

  it('brings in a format 1 record (read as version 0) and refuses an unknown format', async () => {
    const store = open();
    const written = await playNim(store, 'old-source', 5);
    const { version: _v, holder: _h, ...rest } = written.at(-1)!;
    const old = { ...rest, tableId: 'old', format: 1 };
    await store.importTable(JSON.parse(JSON.stringify(old)));
    const loaded = (await store.load('old'))!;
    expect(loaded).toMatchObject({ format: 2, version: 0, holder: null, moves: rest.moves });
    // The host writes version 1 next, appending to the five moves.
    const table = restoreTable(nim, rules, loaded, 0);
    const seat = nim.activePlayers(table.state as NimState)[0]!;
    const next = moveAtTable({ ...table, connections: { p: seat } }, 'p', { type: 'take', count: 1 }, 0);
    expect(next.table.record.version).toBe(1);
    await store.write(next.table.record);
    expect((await store.load('old'))!.moves).toHaveLength(6);
    expect((await refusal(() => store.importTable(old))).code).toBe('stale-table');
    const refused = await refusal(() => store.importTable({ ...old, tableId: 'newer', format: 3 }));
    expect(refused.code).toBe('bad-record');
    expect(refused.message).toMatch(/format/);
    expect(await store.load('newer')).toBeNull();
    await store.close();
  });

  it('keeps a finished game, lists it, and replays it as every seat and a spectator', async () => {
    const [kind, at] = where();
    const played = await runWriter([kind, at, 'finished']);
    expect(played.over, played.output).toBe(true);
    const store = open();
    const finished = await store.listGames({ finished: true });
    expect(finished.map((g) => g.tableId)).toContain('finished');
    expect((await store.listGames({ finished: false })).map((g) => g.tableId)).not.toContain('finished');
    expect((await store.listGames({ tableId: 'finished' })).map((g) => g.tableId)).toEqual(['finished']);
    expect(await store.listGames({ gameId: 'no-such-game' })).toEqual([]);
    const game = (await store.loadGame('finished'))!;
    const entry = gameRegistry['build-up']!;
    const outcome = entry.game.outcome(restoreTable(entry.game, rules, game.record, 0).state);
    expect(outcome.over).toBe(true);
    expect(game.summary.result).toEqual(outcome);
    expect(game.summary.seats).toEqual([
      { kind: 'bot', name: 'first' },
      { kind: 'bot', name: 'first' },
    ]);
    for (const seat of [0, 1, null] as const) {
      const frames = [...replayTable(entry.game, game.record, seat)];
      expect(frames).toHaveLength(game.record.moves.length + 1);
      expect(frames.map((f) => f.moveCount)).toEqual(frames.map((_, i) => i));
      expect(frames.at(-1)!.outcome).toEqual(outcome);
      // Each frame shows this seat's view only: no tile hidden from it at that step.
      let state = entry.game.setup(game.record.setup);
      for (const [i, frame] of frames.entries()) {
        if (i > 0) state = entry.game.apply(state, game.record.moves[i - 1] as BaseMove);
        const hidden = hiddenIds('build-up', state, seat);
        expect(stringsIn(frame).filter((s) => hidden.has(s))).toEqual([]);
        expect(frame.view).toEqual(entry.game.view(state, seat));
      }
    }
    const some = [...replayTable(entry.game, game.record, null, { from: 10, to: 12 })];
    expect(some.map((f) => f.moveCount)).toEqual([10, 11, 12]);
    await store.close();
  });
}

/**
 * The retention case, registered last by each store's test: a prune deletes
 * every old unfinished table of the database, the other cases' included.
 */
export function pruneCases(open: () => ArchiveTableStore): void {
  it('prunes unfinished tables nobody holds, last written before the cut; keeps held, newer and finished ones', async () => {
    const store = open();
    await playNim(store, 'prune-old', 3);
    const held = createTable(nim, rules, 'prune-held', { seed: 'held' }, 0);
    await store.write({ ...held.record, holder: 'process/room' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cut = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await playNim(store, 'prune-new', 1);
    expect(await store.prune!(cut)).toBeGreaterThanOrEqual(1);
    expect(await store.load('prune-old')).toBeNull();
    expect(await store.loadGame('prune-old')).toBeNull();
    expect((await store.load('prune-held'))?.holder).toBe('process/room');
    expect((await store.load('prune-new'))?.moves).toHaveLength(1);
    // The finished game of the case above is kept, however old.
    expect((await store.listGames({ finished: true })).map((g) => g.tableId)).toContain('finished');
    expect(await store.prune!(cut)).toBe(0);
    await store.close();
  });
}
