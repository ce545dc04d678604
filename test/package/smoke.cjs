// Checks the built package from CommonJS through its own `exports` (run by `npm test` after the build).
const assert = require('node:assert');
const root = require('boneyard');
const subpaths = require('./subpaths.json');
for (const [subpath, names] of Object.entries(subpaths)) {
  const mod = require(subpath);
  for (const name of names) {
    assert.ok(mod[name] !== undefined, `CJS ${subpath} exports ${name}`);
    assert.strictEqual(root[name], mod[name], `boneyard re-exports ${name} from ${subpath}`);
  }
}
const { state } = root.playOut(root.buildUp, { seed: 'cjs' }, root.randomBot(1));
assert.ok(root.buildUp.outcome(state).over);
console.log(`CJS: ${Object.keys(subpaths).length} subpaths load and play`);
