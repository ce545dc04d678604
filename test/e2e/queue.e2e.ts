/**
 * `boneyard simulate --queue` served by worker processes on one Redis
 * (Debian's redis-server, started here): three `boneyard worker` processes
 * serve one run and one of them is killed with SIGKILL in the middle of a
 * chunk; the producer's `--json` report is the one `--workers 1` prints for
 * the same seed. Then a producer is killed mid-run and started again with
 * the same run id: it resumes from the chunks done and prints the same report.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root, start, startRedis, stop } from './processes.js';

const cli = join(root, 'src/cli/bin.ts');
const node = (args: string[]) => [process.execPath, ['--import', 'tsx', cli, ...args]] as const;
const GAME = [
  'simulate',
  'dump-truck',
  '--games',
  '480',
  '--bots',
  'greedy,random',
  '--seed',
  'e2e',
  '--json',
];

let redis: ChildProcess | undefined;
let url = '';
const prefix = `boneyard-e2e-${process.pid}`;
const workers: { child: ChildProcess; log: () => string }[] = [];

/** A `boneyard worker` process, once it waits for chunks; `log()` is its output so far. */
async function startWorker(): Promise<{ child: ChildProcess; log: () => string }> {
  const [command, args] = node([
    'worker',
    '--queue',
    url,
    '--prefix',
    prefix,
    '--concurrency',
    '1',
    '--lock-ms',
    '3000',
  ]);
  const child = await start(command, [...args], /waiting for chunks/);
  let log = '';
  child.stdout?.on('data', (data: Buffer) => {
    log += data.toString();
  });
  return { child, log: () => log };
}

/** Runs the CLI to the end: its stdout, stderr and exit code. */
async function runToEnd(args: string[]): Promise<{ stdout: string; stderr: string }> {
  const [command, rest] = node(args);
  const { stdout, stderr } = await promisify(execFile)(command, [...rest], { cwd: root, maxBuffer: 1 << 24 });
  return { stdout, stderr };
}

/** A producer process with its stderr so far. */
function producer(args: string[]) {
  const [command, rest] = node(args);
  const child = spawn(command, [...rest], { cwd: root, stdio: 'pipe' });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (data: Buffer) => {
    out.stdout += data.toString();
  });
  child.stderr.on('data', (data: Buffer) => {
    out.stderr += data.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out, exited };
}

async function until<T>(probe: () => T | undefined, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const withoutTime = (json: string) => ({ ...JSON.parse(json), elapsedMs: 0 });
let reference: unknown;

beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  url = `redis://127.0.0.1:${port}`;
  workers.push(await startWorker(), await startWorker(), await startWorker());
  reference = withoutTime((await runToEnd([...GAME, '--workers', '1'])).stdout);
});

afterAll(async () => {
  await Promise.all(workers.map((w) => stop(w.child, 'SIGKILL')));
  await stop(redis);
});

describe('simulate on a queue served by worker processes', () => {
  it('survives a worker killed with SIGKILL mid-chunk: the chunk is played again elsewhere, counted once', async () => {
    const run = producer([
      ...GAME,
      '--queue',
      url,
      '--prefix',
      prefix,
      '--run-id',
      'e2e-kill',
      '--chunk',
      '40',
    ]);
    // The first worker to start a chunk is killed before it finishes it.
    const [victim, chunk] = await until(() => {
      for (const worker of workers) {
        const started = [...worker.log().matchAll(/chunk (\d+) of run e2e-kill: 40 games/g)].map(
          (m) => m[1]!,
        );
        const open = started.find((c) => !worker.log().includes(`chunk ${c} of run e2e-kill: done`));
        if (open !== undefined) return [worker, open] as const;
      }
      return undefined;
    }, 'a worker to start a chunk');
    await stop(victim.child, 'SIGKILL');
    expect(victim.log()).not.toContain(`chunk ${chunk} of run e2e-kill: done`);
    expect(await run.exited).toBe(0);
    expect(withoutTime(run.out.stdout)).toEqual(reference);
    // Another worker played the killed worker's chunk; the producer saw the chunk lose its worker.
    const others = workers.filter((w) => w !== victim);
    expect(others.some((w) => w.log().includes(`chunk ${chunk} of run e2e-kill: done`))).toBe(true);
    expect(run.out.stderr).toContain(`chunk ${chunk} lost its worker; it will be played again`);
    expect(run.out.stderr).toMatch(/480\/480 games/);
    workers.splice(workers.indexOf(victim), 1, await startWorker());
  });

  it('resumes by run id after the producer was killed, with the same report', async () => {
    const args = [...GAME, '--queue', url, '--prefix', prefix, '--run-id', 'e2e-resume', '--chunk', '40'];
    const first = producer(args);
    // Killed once workers have finished two chunks of the run.
    const finished = () =>
      workers.flatMap((w) =>
        [...w.log().matchAll(/chunk (\d+) of run e2e-resume: done/g)].map((m) => Number(m[1])),
      );
    await until(() => (finished().length >= 2 ? true : undefined), 'two chunks done');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.out.stdout).toBe('');
    const second = await runToEnd(args);
    const resumed = /run e2e-resume: 12 chunks, resumed with (\d+) done/.exec(second.stderr);
    expect(resumed, second.stderr).not.toBeNull();
    expect(Number(resumed![1])).toBeGreaterThanOrEqual(2);
    expect(withoutTime(second.stdout)).toEqual(reference);
    // Every chunk was played by exactly one worker (none was killed this time).
    expect(finished().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
