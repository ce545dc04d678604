// Checks the built package from CommonJS through its own `exports` (run by `npm test` after the build).
const assert = require('node:assert');
const pkg = require('../../package.json');
const root = require('boneyard');
const { simulate } = require('boneyard/simulate');

const gameFolders = new Set(root.gameFamilies.map((family) => `./${family.folder}`));
for (const subpath of Object.keys(pkg.exports)) {
  if (subpath === './package.json' || subpath === './colyseus') continue;
  const mod = require(subpath === '.' ? 'boneyard' : `boneyard/${subpath.slice(2)}`);
  assert.ok(Object.keys(mod).length > 0, `CJS ${subpath} exports something`);
  if (gameFolders.has(subpath)) {
    for (const name of Object.keys(mod))
      assert.strictEqual(typeof root[name], typeof mod[name], `boneyard re-exports ${name}`);
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
