import { defineConfig } from 'vitest/config';

// `npm run test:postgres`: the PostgreSQL table store against a real server (PGURL, default
// postgres://postgres@127.0.0.1:5432); run by .ci/run. The report goes to .vitest-postgres-report.json.
export default defineConfig({
  test: {
    include: ['test/postgres/**/*.pg.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-postgres-report.json' },
  },
});
