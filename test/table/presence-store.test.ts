/**
 * `presenceTableStore` on the machine's Redis (a key prefix of its own,
 * deleted after): a lock left by a writer killed mid-write goes within its
 * expiry even while other writers keep trying it.
 */
import { RedisPresence } from '@colyseus/redis-presence';
import { afterAll, describe, expect, it } from 'vitest';
import { createTable, presenceTableStore, type TableRefusal } from '../../src/table/index.js';
import { nim } from '../core/toy-game.js';
import { dropPrefix, freshPrefix, REDIS_URL } from '../queue/redis.js';
import { rules } from './store-cases.js';

const prefix = freshPrefix();
const presence = new RedisPresence(REDIS_URL);
afterAll(async () => {
  presence.shutdown();
  await dropPrefix(prefix);
});

describe('presenceTableStore', () => {
  it('a dead writer’s lock expires though others keep trying it (trying does not extend it)', async () => {
    const key = `${prefix}:tables`;
    const store = presenceTableStore(presence, key);
    const table = createTable(nim, rules, 'dead-lock', { seed: 'lock' }, 0);
    // A writer killed while it held the lock: taken, never released, expiring after 3 s.
    await presence.hincrbyex(`${key}:lock:dead-lock`, 'n', 1, 3);
    // Each write waits up to 2 s for the lock, then refuses; the table's next writer tries again, as a room does.
    const refusals: string[] = [];
    for (let tries = 0; tries < 4; tries++) {
      try {
        await store.write(table.record);
        break;
      } catch (error) {
        refusals.push((error as TableRefusal).code);
      }
    }
    // The lock went during the first write's wait (a slow machine) or the second's; before, every write refused.
    expect(refusals.length).toBeLessThanOrEqual(1);
    for (const code of refusals) expect(code).toBe('store-failed');
    expect((await store.load('dead-lock'))?.version).toBe(table.record.version);
  }, 30_000);

  it('prunes unfinished tables nobody holds, last written before the cut; keeps held, newer and finished ones', async () => {
    const key = `${prefix}:prune`;
    const store = presenceTableStore(presence, key);
    const write = (id: string, holder: string | null) =>
      store.write({ ...createTable(nim, rules, id, { seed: id }, 0).record, holder });
    await write('old', null);
    await write('old-held', 'process/room');
    const finished = createTable(nim, rules, 'old-finished', { seed: 'f' }, 0).record;
    await store.write(finished, { result: { over: true, scores: [1, 0], winners: [0] } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cut = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await write('new', null);
    expect(await store.prune!(cut)).toBe(1);
    expect(await store.load('old')).toBeNull();
    expect(await store.load('old-held')).not.toBeNull();
    expect(await store.load('old-finished')).not.toBeNull();
    expect(await store.load('new')).not.toBeNull();
  });
});
