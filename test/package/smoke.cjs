// Checks the built package from CommonJS through its own `exports` (run by `npm test` after the build).
const assert = require('node:assert');
const root = require('boneyard');
const { simulate } = require('boneyard/simulate');
const subpaths = require('./subpaths.json');

for (const [group, entries] of Object.entries(subpaths)) {
  for (const [subpath, names] of Object.entries(entries)) {
    const mod = require(subpath);
    for (const name of names) {
      assert.ok(mod[name] !== undefined, `CJS ${subpath} exports ${name}`);
      if (group === 'root')
        assert.strictEqual(typeof root[name], typeof mod[name], `boneyard re-exports ${name}`);
    }
  }
}
const { state } = root.playOut(root.buildUp, { seed: 'cjs' }, root.randomBot(1));
assert.ok(root.buildUp.outcome(state).over);
(async () => {
  const one = await simulate(root.buildUp, { games: 8, seed: 1, bots: 'random' });
  const two = await simulate(root.buildUp, { games: 8, seed: 1, bots: 'random', workers: 2 });
  assert.deepStrictEqual({ ...two, elapsedMs: 0 }, { ...one, elapsedMs: 0 });
  console.log('CJS: every subpath loads; a game plays; simulate agrees across worker threads');
})();
