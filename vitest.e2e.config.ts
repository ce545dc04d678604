import { defineConfig } from 'vitest/config';
import { colyseusLine } from './scripts/colyseus-line.mjs';

// `npm run test:e2e`: a real browser (Debian's /usr/bin/chromium) and real Redis (redis-server);
// run by .ci/run after installing both, on the Colyseus line this checkout has installed: 0.16 from the
// lockfile (Node 20), and 0.18 after `npm run colyseus:0.18` (Node >= 22; scripts/ci-node.sh on Node 24).
// On 0.18 the tests' own Node clients import `colyseus.js` and get `@colyseus/sdk`, its 0.18 successor.
// The report goes to .vitest-e2e-report.json.
const line = colyseusLine();
/** End-to-end tests that run no Colyseus code: the 0.16 run covers them. */
// What does not depend on the Colyseus line: the docs site, the queue, a new game, and the web table page's looks
// and reach (axe, colours, a whole game by keyboard), which the 0.16 run covers; the page's connection, invite,
// lobby and pointer play run on both lines.
const LINE_FREE = [
  'test/e2e/docs-site.e2e.ts',
  'test/e2e/queue.e2e.ts',
  'test/e2e/new-game.e2e.ts',
  'test/e2e/web-table-axe.e2e.ts',
  'test/e2e/web-table-colour.e2e.ts',
  'test/e2e/web-table-keyboard.e2e.ts',
];
export default defineConfig({
  resolve: line === '0.18' ? { alias: [{ find: /^colyseus\.js$/, replacement: '@colyseus/sdk' }] } : {},
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    // On the 0.18 line (CI's second e2e run) only what depends on the Colyseus line runs again: the web table,
    // the server processes, a PostgreSQL restart, and the installs (the package builds against its types).
    exclude: line === '0.18' ? LINE_FREE : [],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-e2e-report.json' },
  },
});
