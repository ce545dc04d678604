// The package as a user gets it: `npm pack` (which builds through `prepack`), install the tarball into a
// fresh project, then check that it holds `dist` and the rules docs and no install script, that every README
// link into the package resolves there, that `npx boneyard --version` runs, and that every ```js snippet of
// the README and of the docs site's guides and game pages (docs/guide, docs/games) runs as written against the
// installed package (ESM, top-level await allowed) and every ```cjs snippet runs as CommonJS. The ```js server and
// ```js client pair (the hosting guide) run together: the server in the background with the Colyseus peers
// installed (0.16 here, 0.18 with COLYSEUS_LINE=0.18), the client against it until it plays a game to the end.
// (The guides' ```ts blocks and the ```js queue block are compiled and run by test/e2e/docs-site.e2e.ts.)
// Run by `npm test` after the build: `node scripts/check-tarball.mjs`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  if (files.some((f) => f.startsWith('scripts/'))) fail('the tarball ships scripts/');
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
  // No install script: `prepare` (the build of a git install) never runs for a tarball, and nothing else may.
  const shipped = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  for (const script of ['preinstall', 'install', 'postinstall']) {
    if (shipped.scripts?.[script]) fail(`the tarball has an ${script} script`);
  }
  const locked = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8'));
  if (locked.packages['node_modules/boneyard']?.hasInstallScript)
    fail('npm counts an install script in the tarball');

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

  // The queue's drivers are optional peers: installing boneyard does not pull them in, and the entry says what is missing.
  for (const driver of ['bullmq', 'ioredis']) {
    if (existsSync(join(project, 'node_modules', driver))) fail(`installing boneyard pulled in ${driver}`);
  }
  const missing = join(project, 'queue-without-bullmq.mjs');
  writeFileSync(
    missing,
    `import { simulateOnQueue } from 'boneyard/queue';\nimport { buildUp } from 'boneyard';\n` +
      `try { await simulateOnQueue(buildUp, { games: 1, seed: 1, queue: 'redis://127.0.0.1:6379' }); process.exit(1); }\n` +
      `catch (error) { if (error.code !== 'queue-missing-peer' || !/npm install bullmq/.test(error.message)) throw error; }\n`,
  );
  try {
    run(process.execPath, [missing], project);
  } catch (error) {
    fail(`boneyard/queue without bullmq did not say what to install:\n${error.stderr || error.message}`);
  }

  const pages = [['README.md', readme]];
  for (const folder of ['docs/guide', 'docs/games'])
    for (const name of readdirSync(join(root, folder)).sort())
      if (name.endsWith('.md'))
        pages.push([`${folder}/${name}`, readFileSync(join(root, folder, name), 'utf8')]);
  const blocks = pages.flatMap(([page, text]) =>
    [...text.matchAll(/```(js|cjs)\n([\s\S]*?)```/g)].map(([, kind, code]) => ({ page, kind, code })),
  );
  if (!blocks.some((block) => block.page === 'README.md')) fail('the README has no runnable snippet');
  blocks.forEach(({ page, kind, code }, i) => {
    const file = join(project, `snippet-${i + 1}.${kind === 'js' ? 'mjs' : 'cjs'}`);
    writeFileSync(file, code);
    try {
      run(process.execPath, [file], project);
    } catch (error) {
      fail(`${page} snippet (${kind}) failed:\n${code}\n${error.stderr || error.message}`);
    }
  });
  const all = pages.map(([, text]) => text).join('\n');
  const server = all.match(/```js server\n([\s\S]*?)```/)?.[1];
  const client = all.match(/```js client\n([\s\S]*?)```/)?.[1];
  if (!server || !client) fail('the docs lack the Colyseus server and client snippets');
  else await runServerAndClient(project, server, client);
  console.log(
    `tarball: ${files.length} files; ${blocks.length + 2} snippets of the README and the guides run from the installed package`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The README's Colyseus server (server.mjs) on a free port, and its client (client.mjs) playing a game against it. */
async function runServerAndClient(project, serverCode, clientCode) {
  // The README shows the current line (Colyseus 0.18, client @colyseus/sdk, Node >= 22): run as written with
  // COLYSEUS_LINE=0.18 (scripts/ci-node.sh, Node 24). Otherwise the 0.16 line of the devDependencies, the client
  // importing colyseus.js, the one line the README says to change for it.
  const line18 = process.env.COLYSEUS_LINE === '0.18';
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const peers = line18
    ? ['@colyseus/core@0.18', '@colyseus/ws-transport@0.18', '@colyseus/sdk@0.18']
    : ['@colyseus/core', '@colyseus/ws-transport', 'colyseus.js'].map(
        (name) => `${name}@${pkg.devDependencies[name]}`,
      );
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...peers], project);
  writeFileSync(join(project, 'server.mjs'), serverCode);
  writeFileSync(
    join(project, 'client.mjs'),
    line18 ? clientCode : clientCode.replace("from '@colyseus/sdk'", "from 'colyseus.js'"),
  );
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const env = { ...process.env, PORT: port };
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: project,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  try {
    for (let i = 0; i < 200 && !output.includes('listening on'); i++) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!output.includes('listening on')) {
      fail(`the server snippet did not start:\n${output}`);
      return;
    }
    try {
      const printed = execFileSync(process.execPath, ['client.mjs'], {
        cwd: project,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      if (!printed.includes('winners:')) fail(`the client snippet did not finish its game:\n${printed}`);
    } catch (error) {
      fail(`the client snippet failed:\n${error.stderr || error.message}\nserver:\n${output}`);
    }
  } finally {
    child.kill('SIGKILL');
  }
}
if (failures > 0) {
  console.error(`check-tarball: ${failures} failure(s)`);
  process.exit(1);
}
