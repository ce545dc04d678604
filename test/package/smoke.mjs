// Checks the built package from ESM through its own `exports` (run by `npm test` after the build):
// every subpath loads; every game subpath's exports are re-exported by the root; a game plays; simulate
// agrees across worker threads; the CLI prints its version.
import assert from 'node:assert';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as root from 'boneyard';
import { simulateOnQueue, startQueueWorker } from 'boneyard/queue';
import { simulate } from 'boneyard/simulate';
import { checkGame } from 'boneyard/testing';
import { Redis } from 'ioredis';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const gameFolders = new Set(root.gameFamilies.map((family) => `./${family.folder}`));
for (const subpath of Object.keys(pkg.exports)) {
  if (subpath === './package.json' || subpath === './colyseus') continue;
  const mod = await import(subpath === '.' ? 'boneyard' : `boneyard/${subpath.slice(2)}`);
  assert.ok(Object.keys(mod).length > 0, `ESM ${subpath} exports something`);
  if (gameFolders.has(subpath)) {
    for (const name of Object.keys(mod)) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: checking every re-export by name.
      assert.strictEqual(root[name], mod[name], `boneyard re-exports ${name} from ${subpath}`);
    }
  }
}
const { state } = root.playOut(root.buildUp, { seed: 'esm' }, root.randomBot(1));
assert.ok(root.buildUp.outcome(state).over);
assert.ok(checkGame(root.buildUp, { games: 2 }).states > 0);
const one = await simulate(root.buildUp, { games: 8, seed: 1, bots: 'random' });
const two = await simulate(root.buildUp, { games: 8, seed: 1, bots: 'random', workers: 2 });
assert.deepStrictEqual({ ...two, elapsedMs: 0 }, { ...one, elapsedMs: 0 });
// The queue from the build: a worker (its threads load dist/simulate-worker.js) and a producer on the machine's Redis.
const queue = process.env.BONEYARD_TEST_REDIS ?? 'redis://127.0.0.1:6379';
const prefix = `boneyard-smoke-${process.pid}`;
const worker = await startQueueWorker({ queue, prefix, concurrency: 1 });
const queued = await simulateOnQueue(root.buildUp, {
  games: 8,
  seed: 1,
  bots: 'random',
  queue,
  prefix,
  chunk: 3,
});
await worker.close();
assert.deepStrictEqual({ ...queued, elapsedMs: 0 }, { ...one, elapsedMs: 0 });
const redis = new Redis(queue);
const keys = await redis.keys(`${prefix}:*`);
if (keys.length > 0) await redis.del(...keys);
redis.disconnect();
const version = execFileSync(process.execPath, ['dist/cli.js', '--version'], { encoding: 'utf8' }).trim();
assert.strictEqual(version, pkg.version);
console.log(
  'ESM: every subpath loads; games re-exported by the root; simulate agrees across worker threads and on the queue',
);
