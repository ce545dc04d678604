// Which Colyseus line this checkout runs, and how to move it to the current one.
//
// The lockfile installs the 0.16 line (`@colyseus/core` 0.16, client `colyseus.js`), which runs on every Node the
// library supports, Node 20 included. The current line, 0.18 (client `@colyseus/sdk`), needs Node >= 22:
// `npm run colyseus:0.18` installs it into this checkout without touching package.json or the lockfile
// (`npm ci` goes back to 0.16). The web table (`npm run table`) and its end-to-end tests run on whichever line is
// installed; `.ci/run` runs them on both.
//
// Imported by examples/web-table/vite.config.ts and vitest.e2e.config.ts (`colyseusLine()`); run as a script by
// `npm run colyseus:0.18` and scripts/ci-node.sh.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The Colyseus server packages of the current line, with the client and the schema they need. */
export const CURRENT_LINE_PACKAGES = [
  '@colyseus/core@0.18',
  '@colyseus/ws-transport@0.18',
  '@colyseus/redis-driver@0.18',
  '@colyseus/redis-presence@0.18',
  '@colyseus/schema@5',
  '@colyseus/sdk@0.18',
];

/** `'0.18'` or `'0.16'`: the line of the `@colyseus/core` installed in this checkout (`'0.16'` when none is). */
export function colyseusLine(base = root) {
  const file = join(base, 'node_modules', '@colyseus', 'core', 'package.json');
  if (!existsSync(file)) return '0.16';
  const { version } = JSON.parse(readFileSync(file, 'utf8'));
  return /^0\.1[78]\./.test(version) ? '0.18' : '0.16';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = process.argv[2];
  if (wanted !== '0.18') {
    console.log(
      `this checkout runs Colyseus ${colyseusLine()}; \`npm run colyseus:0.18\` moves it to 0.18, \`npm ci\` back to 0.16`,
    );
    process.exit(wanted === undefined ? 0 : 2);
  }
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    console.error(
      `Colyseus 0.18 needs Node >= 22; this is Node ${process.versions.node}. The 0.16 line (npm ci) runs here.`,
    );
    process.exit(2);
  }
  // better-sqlite3 12 (the lockfile's) aborts at exit on Node 24 (WiseLibs/better-sqlite3#1515); 13 runs on 22+.
  // Named here too, because an install without --save puts back anything else installed the same way.
  const extra = major >= 24 ? ['better-sqlite3@13'] : [];
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', ...CURRENT_LINE_PACKAGES, ...extra],
    { cwd: root, stdio: 'inherit' },
  );
  console.log(`this checkout now runs Colyseus ${colyseusLine()} (\`npm ci\` goes back to 0.16)`);
}
