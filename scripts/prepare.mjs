// `prepare`: builds dist/ when npm installs boneyard from git (`npm install github:<owner>/boneyard`, or
// `git+file://…`). npm clones the repository, installs its devDependencies there and runs `prepare`, then
// packs the clone as `npm pack` would (the `files` of package.json: dist/, the docs), so the app gets the
// built package. npm runs `prepare` on every `npm install` and `npm ci` in the repository too: there it
// skips `npm ci` (`npm test` and `npm run build` build) and builds only when dist/ is missing. The packed
// tarball does not ship this file, and npm never runs `prepare` for a tarball or a registry package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['dist/index.js', 'dist/index.cjs', 'dist/cli.js'].every((file) => existsSync(file));
if (process.env.npm_command === 'ci') {
  console.log('boneyard prepare: skipped on npm ci (npm test and npm run build build dist/)');
} else if (built) {
  console.log('boneyard prepare: dist/ is built (npm run build rebuilds it)');
} else {
  console.log('boneyard prepare: building dist/ (npm run build)');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
