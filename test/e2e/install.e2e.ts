/**
 * The two installs the README's Install section offers, each into an empty app, as a user makes them:
 * - the tarball: a fresh clone of the current commit, `npm pack` there (prepack builds), then
 *   `npm install <tarball>`;
 * - git: `npm install git+file://<fresh clone>` (what `npm install github:<owner>/boneyard` does: npm
 *   clones, installs the devDependencies, runs `prepare`, which builds dist/, and packs the clone).
 * In each app: `import` and `require` play the same seeded game the sources play, `npx boneyard --version`
 * prints the version, and the installed package is the packed one (dist/ and the docs, no sources, no
 * scripts); the tarball carries no install script. Slow (two builds and the git dependency's install of
 * the devDependencies, minutes on a shared machine), so it runs with the end-to-end tests in CI, not in
 * `npm test`. It installs from npm's cache (--prefer-offline), which `npm ci` in this checkout filled.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUp, gameRegistry, playOut, randomBot } from '../../src/index.js';
import { root } from './processes.js';

const work = mkdtempSync(join(tmpdir(), 'boneyard-install-'));
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
// npm's own variables from the `npm run` that started the tests (the project's paths, npm_command…) would
// point the child npm at this checkout: the children get the machine's environment, as in a user's shell.
const keep = new Set([
  'npm_config_nodedir',
  'npm_config_cache',
  'npm_config_registry',
  'npm_config_userconfig',
]);
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_') || keep.has(key)),
);
delete env.INIT_CWD;

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline'];
const SEED = 'install-e2e';
const expected = playOut(buildUp, { seed: SEED }, randomBot(1)).outcome.scores.join(',');
const games = Object.keys(gameRegistry).length;
const program = (load: string) =>
  `${load}\nconst { outcome } = playOut(buildUp, { seed: '${SEED}' }, randomBot(1));\n` +
  `console.log(outcome.scores.join(','), Object.keys(gameRegistry).length, typeof scoreTruck);\n`;

/** An empty app with boneyard installed from `spec`; checks it from ESM, CommonJS and `npx`. */
function installAndUse(name: string, spec: string): void {
  const app = join(work, name);
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name, version: '1.0.0', private: true }));
  run('npm', [...INSTALL, spec], app);
  const installed = join(app, 'node_modules', 'boneyard');
  for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/cli.js', 'docs/rules/build-up.md']) {
    expect(existsSync(join(installed, file)), `${name}: ${file}`).toBe(true);
  }
  for (const file of ['src', 'scripts', 'test', 'tsup.config.ts']) {
    expect(existsSync(join(installed, file)), `${name}: ships no ${file}`).toBe(false);
  }
  writeFileSync(
    join(app, 'use.mjs'),
    program(
      "import { buildUp, gameRegistry, playOut, randomBot } from 'boneyard';\nimport { scoreTruck } from 'boneyard/dump-truck';",
    ),
  );
  writeFileSync(
    join(app, 'use.cjs'),
    program(
      "const { buildUp, gameRegistry, playOut, randomBot } = require('boneyard');\nconst { scoreTruck } = require('boneyard/dump-truck');",
    ),
  );
  for (const file of ['use.mjs', 'use.cjs']) {
    expect(run(process.execPath, [file], app).trim(), `${name}: node ${file}`).toBe(
      `${expected} ${games} function`,
    );
  }
  expect(run('npx', ['--no-install', 'boneyard', '--version'], app).trim()).toBe(version);
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('installing boneyard into an empty app', () => {
  // A fresh clone of the commit under test (what is committed, not the working tree).
  const clone = join(work, 'boneyard');
  beforeAll(() => {
    run('git', ['clone', '--quiet', root, clone], work);
    run('git', ['checkout', '--quiet', run('git', ['rev-parse', 'HEAD'], root).trim()], clone);
  });

  it('from the tarball npm pack makes in a clone', { timeout: 1_500_000 }, () => {
    const started = performance.now();
    // The clone's devDependencies are this checkout's (as after `npm ci` there). `npm pack` builds first
    // (prepack: npm run build); the build runs on its own here, so that its output stays out of pack's JSON.
    symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
    run('npm', ['run', 'build'], clone);
    const pack = ['pack', '--json', '--ignore-scripts', '--pack-destination', work];
    const [packed] = JSON.parse(run('npm', pack, clone)) as {
      filename: string;
    }[];
    rmSync(join(clone, 'node_modules'));
    rmSync(join(clone, 'dist'), { recursive: true, force: true });
    const manifest = JSON.parse(run('tar', ['-xOzf', packed!.filename, 'package/package.json'], work)) as {
      scripts: Record<string, string>;
    };
    for (const script of ['preinstall', 'install', 'postinstall']) {
      expect(manifest.scripts[script], `the tarball has no ${script} script`).toBeUndefined();
    }
    installAndUse('app-tarball', join(work, packed!.filename));
    console.log(`tarball: packed and installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });

  it('from git (git+file:// of the clone, as github:<owner>/boneyard)', { timeout: 1_500_000 }, () => {
    const started = performance.now();
    installAndUse('app-git', `git+file://${clone}`);
    console.log(`git: installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
});
