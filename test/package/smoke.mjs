// Checks the built package from ESM through its own `exports` (run by `npm test` after the build).
import assert from 'node:assert';
import { readFileSync } from 'node:fs';
import * as root from 'boneyard';
import { simulate } from 'boneyard/simulate';

const subpaths = JSON.parse(readFileSync(new URL('./subpaths.json', import.meta.url), 'utf8'));
for (const [group, entries] of Object.entries(subpaths)) {
  for (const [subpath, names] of Object.entries(entries)) {
    const mod = await import(subpath);
    for (const name of names) {
      assert.ok(mod[name] !== undefined, `ESM ${subpath} exports ${name}`);
      if (group === 'root') {
        // biome-ignore lint/performance/noDynamicNamespaceImportAccess: checking every re-export by name.
        assert.strictEqual(root[name], mod[name], `boneyard re-exports ${name} from ${subpath}`);
      }
    }
  }
}
const { state } = root.playOut(root.buildUp, { seed: 'esm' }, root.randomBot(1));
assert.ok(root.buildUp.outcome(state).over);
const one = await simulate(root.buildUp, { games: 8, seed: 1, bots: 'random' });
const two = await simulate(root.buildUp, { games: 8, seed: 1, bots: 'random', workers: 2 });
assert.deepStrictEqual({ ...two, elapsedMs: 0 }, { ...one, elapsedMs: 0 });
console.log('ESM: every subpath loads; a game plays; simulate agrees across worker threads');
