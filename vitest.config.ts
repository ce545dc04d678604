import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Test files only `npm run test:deep` runs. */
const DEEP_ONLY = [
  'test/games/parse-record.test.ts',
  'test/games/events-record.test.ts',
  // checkGame over every variant (the invariant harness runs the same checks per game in npm test), and
  // npm run new-game in a scratch copy of the project (its whole npm test is an end-to-end test).
  'test/games/check-all.test.ts',
  'test/scripts/new-game.test.ts',
];

export default defineConfig({
  resolve: {
    // `examples/` imports the library by its package name, as a user's project would.
    alias: [
      { find: /^boneyard$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      {
        find: /^boneyard\/texts$/,
        replacement: fileURLToPath(new URL('./src/texts/index.ts', import.meta.url)),
      },
      {
        find: /^boneyard\/testing$/,
        replacement: fileURLToPath(new URL('./src/testing/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // One line before the tests for a service that does not answer (Redis), instead of failures to read.
    globalSetup: ['test/services.ts'],
    // The Colyseus clients' own console lines for refusals the tests assert (test/quiet-clients.ts).
    setupFiles: ['test/quiet-clients.ts'],
    // The record fingerprints replay a whole corpus (a minute between them): `npm run test:deep`
    // (BONEYARD_DEEP=1) runs them, with every randomized property at full effort (test/harness/effort.ts);
    // CI runs both.
    exclude: process.env.BONEYARD_DEEP === '1' ? [] : DEEP_ONLY,
    testTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core machine one file at a time.
    maxWorkers: availableParallelism(),
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90, functions: 90, branches: 85, statements: 90 },
    },
  },
});
