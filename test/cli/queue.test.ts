/**
 * `boneyard simulate --queue` and `boneyard worker` in this process, against the
 * machine's Redis under a key prefix of the test's own (deleted after).
 */
import { PassThrough, Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { dropPrefix, freshPrefix, REDIS_URL } from '../queue/redis.js';

function io(tty = false, signal?: AbortSignal) {
  const out = new PassThrough();
  const err = Object.assign(new PassThrough(), { isTTY: tty });
  const text = { stdout: '', stderr: '' };
  out.on('data', (chunk) => {
    text.stdout += chunk;
  });
  err.on('data', (chunk) => {
    text.stderr += chunk;
  });
  return { io: { out, err, input: Readable.from(['']), ...(signal ? { signal } : {}) }, text };
}

const prefixes: string[] = [];
afterEach(async () => {
  for (const p of prefixes.splice(0)) await dropPrefix(p);
});

describe('boneyard simulate --queue and boneyard worker', () => {
  it('print the same --json report as one process, with progress lines and worker lines', async () => {
    const prefix = freshPrefix();
    prefixes.push(prefix);
    const stop = new AbortController();
    const worker = io(false, stop.signal);
    const working = runCli(
      ['worker', '--queue', REDIS_URL, '--prefix', prefix, '--concurrency', '2', '--lock-ms', '5000'],
      worker.io,
    );
    const args = [
      'simulate',
      'shanghai',
      '--games',
      '30',
      '--bots',
      'greedy,random',
      '--seed',
      'cli',
      '--json',
    ];
    const queued = io(false);
    expect(
      await runCli(
        [...args, '--queue', REDIS_URL, '--prefix', prefix, '--chunk', '4', '--run-id', 'cli-run'],
        queued.io,
      ),
    ).toBe(0);
    const single = io(false);
    expect(await runCli(args, single.io)).toBe(0);
    const strip = (text: string) => ({ ...JSON.parse(text), elapsedMs: 0 });
    expect(strip(queued.text.stdout)).toEqual(strip(single.text.stdout));
    expect(queued.text.stderr).toContain('queue: run cli-run: 8 chunks (resume with --run-id cli-run)');
    expect(queued.text.stderr).toMatch(/queue: run cli-run: 30\/30 games, 1 worker\n$/);
    stop.abort();
    expect(await working).toBe(0);
    expect(worker.text.stdout).toMatch(
      /^boneyard \d+\.\d+\.\d+\S* worker \S+: 2 at once, waiting for chunks/,
    );
    expect(worker.text.stdout).toContain('chunk 7 of run cli-run: 2 games');
    expect(worker.text.stdout.match(/: done in /g)).toHaveLength(8);
    expect(worker.text.stdout).toMatch(/stopping: finishing the chunks under way\n$/);
  });

  it('draws a bar on a terminal', async () => {
    const prefix = freshPrefix();
    prefixes.push(prefix);
    const stop = new AbortController();
    const working = runCli(
      ['worker', '--queue', REDIS_URL, '--prefix', prefix, '--concurrency', '1'],
      io(false, stop.signal).io,
    );
    const run = io(true);
    expect(
      await runCli(
        ['simulate', 'build-up', '--games', '6', '--queue', REDIS_URL, '--prefix', prefix],
        run.io,
      ),
    ).toBe(0);
    stop.abort();
    await working;
    expect(run.text.stderr).toContain('] 6/6 1 worker');
    expect(run.text.stdout).toContain('| seat | bot |');
  });

  it('refuses flags that do not go together, and a worker without a queue', async () => {
    for (const argv of [
      ['simulate', 'build-up', '--games', '2', '--run-id', 'x'],
      ['simulate', 'build-up', '--games', '2', '--queue', REDIS_URL, '--workers', '2'],
      ['simulate', 'build-up', '--games', '2', '--queue', 'http://nowhere'],
      ['worker'],
      ['worker', 'extra', '--queue', REDIS_URL],
      ['worker', '--queue', REDIS_URL, '--concurrency', 'many'],
    ]) {
      const result = io();
      expect(await runCli(argv, result.io), argv.join(' ')).toBe(2);
      expect(result.text.stderr).toMatch(/^boneyard: /);
    }
    const help = io();
    expect(await runCli(['worker', '--help'], help.io)).toBe(0);
    expect(help.text.stdout).toContain('boneyard worker --queue URL');
  });
});
