import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: a real browser (Debian's /usr/bin/chromium) and real Redis (redis-server);
// run by .ci/run after installing both. The report goes to .vitest-e2e-report.json.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-e2e-report.json' },
  },
});
