import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // `examples/` imports the library by its package name, as a user's project would.
    alias: [
      { find: /^boneyard$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
      {
        find: /^boneyard\/testing$/,
        replacement: fileURLToPath(new URL('./src/testing/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
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
