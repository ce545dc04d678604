#!/usr/bin/env node
// `npm test`: the unit tests (vitest, its own output as it goes) and, beside them, the package's other checks
// one after another: types, lint, build, the package lint (publint, attw, bundle budgets, the tarball and its
// snippets) and the docs' TSDoc. The checks are mostly single-threaded and the tests spend part of their time
// waiting on servers and sockets, so side by side they take about a minute less than in a row on 2 cores.
// A check that passes prints one line with its time; one that fails prints its whole output and stops the
// checks after it. The exit code is 0 only if the tests and every check passed.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'build', 'package:lint', 'docs:check'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; resolves with its exit code, its output kept unless `live`. */
function run(script, live) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: live ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }),
    );
  });
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const lines = [];

async function checks() {
  for (const script of CHECKS) {
    const start = performance.now();
    const { code, output } = await run(script, false);
    if (code !== 0) {
      process.stderr.write(output);
      process.stderr.write(`\nnpm test: ${script} failed (exit ${code}) after ${seconds(start)}\n`);
      lines.push(`✗ ${script} failed after ${seconds(start)}`);
      return false;
    }
    lines.push(`✓ ${script} ${seconds(start)}`);
  }
  return true;
}

async function unit() {
  const start = performance.now();
  const { code } = await run('test:unit', true);
  lines.push(`${code === 0 ? '✓' : '✗'} test:unit ${seconds(start)}`);
  return code === 0;
}

const start = performance.now();
const [checked, tested] = await Promise.all([checks(), unit()]);
process.stdout.write(`\nnpm test: ${lines.join(' · ')} · in all ${seconds(start)}\n`);
process.exit(checked && tested ? 0 : 1);
