/**
 * The Colyseus tests on the Colyseus 0.18 line (Node ≥ 22): `@colyseus/core`,
 * `@colyseus/ws-transport` and the client (`@colyseus/sdk` in place of
 * `colyseus.js`) come from `COLYSEUS18_MODULES`, a node_modules folder where
 * `scripts/ci-node.sh` installed them. Run by `.ci/run`, not by `npm test`.
 */
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const modules = process.env.COLYSEUS18_MODULES;
if (!modules) throw new Error('COLYSEUS18_MODULES must name a node_modules folder with Colyseus 0.18 in it');

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@colyseus\/core$/, replacement: join(modules, '@colyseus/core/build/index.mjs') },
      {
        find: /^@colyseus\/ws-transport$/,
        replacement: join(modules, '@colyseus/ws-transport/build/index.mjs'),
      },
      { find: /^colyseus\.js$/, replacement: join(modules, '@colyseus/sdk/build/index.mjs') },
    ],
  },
  test: {
    include: ['test/colyseus/**/*.test.ts', 'test/client/colyseus.test.ts'],
    testTimeout: 120_000,
    env: { COLYSEUS_LINE: '0.18' },
    setupFiles: ['test/quiet-clients.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-colyseus18-report.json' },
    server: { deps: { inline: [/@colyseus/] } },
  },
});
