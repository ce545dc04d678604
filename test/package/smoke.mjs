// Checks the built package from ESM through its own `exports` (run by `npm test` after the build).
import assert from 'node:assert';
import { readFileSync } from 'node:fs';
import * as root from 'boneyard';

const subpaths = JSON.parse(readFileSync(new URL('./subpaths.json', import.meta.url), 'utf8'));
for (const [subpath, names] of Object.entries(subpaths)) {
  const mod = await import(subpath);
  for (const name of names) {
    assert.ok(mod[name] !== undefined, `ESM ${subpath} exports ${name}`);
    assert.strictEqual(root[name], mod[name], `boneyard re-exports ${name} from ${subpath}`);
  }
}
const { state } = root.playOut(root.buildUp, { seed: 'esm' }, root.randomBot(1));
assert.ok(root.buildUp.outcome(state).over);
console.log(`ESM: ${Object.keys(subpaths).length} subpaths load and play`);
