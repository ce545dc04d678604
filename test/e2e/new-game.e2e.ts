/**
 * `npm run new-game <folder>` leaves a project whose `npm test` passes: in a scratch copy of this
 * project (every file git tracks or would, with this checkout's node_modules), the command makes a game
 * from the Tiny Block template, then the copy's whole `npm test` (typecheck, lint, unit tests with
 * coverage, build, package lint, docs check) runs and passes, the new game's own tests and its
 * `checkGame` run among them. Minutes long, so it runs with the end-to-end tests, not in `npm test`
 * (`test/scripts/new-game.test.ts` checks the command's output there).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchCopy } from '../scripts/scratch-copy.js';

const dir = scratchCopy('boneyard-new-game-e2e-');
// npm's own variables from the `npm run` that started the tests would point the child npm at this checkout.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run new-game, then npm test in the project it leaves', () => {
  it('passes, with the new game tested and checked', () => {
    execFileSync('npm', ['run', 'new-game', 'muggins'], { cwd: dir, env, stdio: 'ignore' });
    let output = '';
    try {
      output = execFileSync('npm', ['test'], {
        cwd: dir,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      expect.fail(`npm test failed in ${dir}:\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`);
    }
    const report = JSON.parse(readFileSync(join(dir, '.vitest-report.json'), 'utf8')) as {
      testResults: { name: string; assertionResults: { title: string; status: string }[] }[];
    };
    const results = report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({ file: file.name.slice(dir.length + 1), ...test })),
    );
    expect(results.filter((test) => test.file.startsWith('test/games/muggins/')).length).toBeGreaterThan(10);
    // checkGame over every variant runs in the deep tier (npm run test:deep), for the new game too.
    const deep = execFileSync(
      'npx',
      ['vitest', 'run', 'test/games/check-all', '-t', 'muggins', '--outputFile.json=.vitest-muggins.json'],
      { cwd: dir, env: { ...env, BONEYARD_DEEP: '1' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(deep).toMatch(/muggins/);
    const checked = JSON.parse(readFileSync(join(dir, '.vitest-muggins.json'), 'utf8')) as typeof report;
    const titles = checked.testResults.flatMap((file) => file.assertionResults);
    expect(titles.find((test) => test.title === 'muggins: every variant')?.status).toBe('passed');
    expect(output).toContain('docs:check');
  }, 1_200_000);
});
