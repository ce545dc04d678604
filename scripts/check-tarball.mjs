// The package as a user gets it: `npm pack` (which builds through `prepack`), install the tarball into a
// fresh project, then check that it holds `dist` and the rules docs, that every README link into the package
// resolves there, that `npx boneyard --version` runs, and that every ```js snippet of the README runs as
// written (ESM, top-level await allowed) and every ```cjs snippet runs as CommonJS.
// Run by `npm test` after the build: `node scripts/check-tarball.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const work = mkdtempSync(join(tmpdir(), 'boneyard-tarball-'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
let failures = 0;
const fail = (message) => {
  failures++;
  console.error(`  FAIL ${message}`);
};

try {
  // --ignore-scripts: the build already ran in `npm test`; prepack builds for a real `npm pack`/`npm publish`.
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
  );
  const files = packed[0].files.map((f) => f.path);
  for (const needed of [
    'dist/index.js',
    'dist/index.cjs',
    'dist/cli.js',
    'LICENSE',
    'README.md',
    'CHANGELOG.md',
  ]) {
    if (!files.includes(needed)) fail(`the tarball lacks ${needed}`);
  }
  if (!files.some((f) => f.startsWith('docs/rules/'))) fail('the tarball lacks docs/rules/');
  const project = join(work, 'app');
  run('mkdir', ['-p', project]);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, packed[0].filename)],
    project,
  );
  const installed = join(project, 'node_modules', 'boneyard');

  const readme = readFileSync(join(installed, 'README.md'), 'utf8');
  for (const [, target] of readme.matchAll(/\]\(((?:docs|examples)\/[^)#\s]+)/g)) {
    // The web table's screenshots (1 MB together) stay in the repository, where the README's images
    // resolve on GitHub and npm's site; the package ships the docs a program or a reader needs.
    if (/^docs\/web-table-[\w-]+\.png$/.test(target)) continue;
    if (target.startsWith('docs/') && !existsSync(join(installed, target)))
      fail(`README link ${target} is dead in the installed package`);
  }
  const version = run('npx', ['--no-install', 'boneyard', '--version'], project).trim();
  if (version !== JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version)
    fail(`boneyard --version printed ${version}`);

  const blocks = [...readme.matchAll(/```(js|cjs)\n([\s\S]*?)```/g)];
  if (blocks.length === 0) fail('the README has no runnable snippet');
  blocks.forEach(([, kind, code], i) => {
    const file = join(project, `snippet-${i + 1}.${kind === 'js' ? 'mjs' : 'cjs'}`);
    writeFileSync(file, code);
    try {
      run(process.execPath, [file], project);
    } catch (error) {
      fail(`README snippet ${i + 1} (${kind}) failed:\n${code}\n${error.stderr || error.message}`);
    }
  });
  console.log(
    `tarball: ${files.length} files; ${blocks.length} README snippets run from the installed package`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`check-tarball: ${failures} failure(s)`);
  process.exit(1);
}
