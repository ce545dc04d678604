/**
 * `npm run bench -- queue`: one `simulate` run on BullMQ queues (Redis at
 * `REDIS_URL`, default 127.0.0.1:6379, under a key prefix of its own, deleted
 * after) served by one and by two `boneyard worker` processes (one chunk at a
 * time each), against the same run on `simulate`'s thread pool with two
 * threads (the baseline: a pool started and warmed before, like the workers; and
 * `simulate` as called, starting its threads). Targets: two worker processes at least 1.8× one;
 * the queue at most 10% slower than the thread pool at chunks of a few hundred games.
 * The workers are long-lived, so they are started and warmed before the
 * timings; each `simulate` call starts its own threads, as it always does.
 * Each configuration runs twice, alternating; the faster time counts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { dumpTruck } from '../src/games/dump-truck/index.js';
import { simulateOnQueue } from '../src/queue/index.js';
import type { BotSpec } from '../src/simulate/jobs.js';
import type { GameRecord } from '../src/simulate/run-games.js';
import {
  buildReport,
  gamePool,
  planRun,
  type SimulateOptions,
  type SimulationReport,
  simulate,
  type WorkerJob,
} from '../src/simulate/simulate.js';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GAMES = 6000;
const CHUNK = 250;
const RUN: SimulateOptions = { games: GAMES, seed: 'bench-queue', bots: ['greedy', 'random'] };

function startWorker(prefix: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'src/cli/bin.ts'),
      'worker',
      '--queue',
      url,
      '--prefix',
      prefix,
      '--concurrency',
      '1',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('waiting for chunks')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
}

async function timed(fn: () => Promise<SimulationReport>): Promise<{ ms: number; report: SimulationReport }> {
  const started = performance.now();
  const report = await fn();
  return { ms: performance.now() - started, report };
}

const strip = (report: SimulationReport) => JSON.stringify({ ...report, elapsedMs: 0 });

export async function run(): Promise<void> {
  console.log(
    `## Queue (BullMQ on Redis): Dump Truck, greedy vs random, ${GAMES} games in chunks of ${CHUNK}`,
  );
  const one = `boneyard-bench-${randomUUID().slice(0, 8)}`;
  const two = `boneyard-bench-${randomUUID().slice(0, 8)}`;
  const children = await Promise.all([startWorker(one), startWorker(two), startWorker(two)]);
  try {
    const queued =
      (prefix: string, games = GAMES, chunk = CHUNK) =>
      () =>
        simulateOnQueue(dumpTruck, { ...RUN, games, queue: url, prefix, chunk });
    // Warm the workers (their threads and JIT): a short run on each prefix; and a pool of two threads.
    await queued(one, 100, 25)();
    await queued(two, 100, 25)();
    const threads = gamePool(2);
    const plan = planRun(dumpTruck, RUN);
    // The same chunks of 50 games `simulate` sends its threads, through the warm pool.
    const pooled = async () => {
      const size = 50;
      const chunks = await Promise.all(
        Array.from({ length: Math.ceil(GAMES / size) }, (_, c) => {
          const job: WorkerJob = {
            game: { id: dumpTruck.id },
            setup: plan.setup,
            seed: RUN.seed,
            from: c * size,
            to: Math.min(GAMES, (c + 1) * size),
            bots: plan.botList as BotSpec[],
          };
          return threads.run(job) as Promise<GameRecord[]>;
        }),
      );
      return buildReport(dumpTruck, RUN, plan, chunks.flat(), 0);
    };
    await pooled();
    const best = { warm: Infinity, pool: Infinity, one: Infinity, two: Infinity };
    let reference = '';
    try {
      for (let round = 0; round < 2; round++) {
        const warm = await timed(pooled);
        const pool = await timed(() => simulate(dumpTruck, { ...RUN, workers: 2 }));
        const q2 = await timed(queued(two));
        const q1 = await timed(queued(one));
        reference ||= strip(pool.report);
        for (const other of [warm, q1, q2]) {
          if (strip(other.report) !== reference)
            throw new Error('a report differs from the thread pool report');
        }
        if (process.env.BENCH_VERBOSE) {
          console.log(
            `round ${round}: warm pool ${warm.ms.toFixed(0)} ms, simulate ${pool.ms.toFixed(0)} ms, 2 workers ${q2.ms.toFixed(0)} ms, 1 worker ${q1.ms.toFixed(0)} ms`,
          );
        }
        best.warm = Math.min(best.warm, warm.ms);
        best.pool = Math.min(best.pool, pool.ms);
        best.one = Math.min(best.one, q1.ms);
        best.two = Math.min(best.two, q2.ms);
      }
    } finally {
      await threads.destroy();
    }
    const line = (label: string, ms: number, note: string) =>
      console.log(
        `${label.padEnd(38)} ${(ms / 1000).toFixed(2).padStart(7)} s ${((GAMES * 1000) / ms).toFixed(0).padStart(6)} games/s  ${note}`,
      );
    line('thread pool, 2 warm threads (baseline)', best.warm, '');
    line('simulate(…, { workers: 2 }), as called', best.pool, 'starts its threads');
    line('queue, 1 worker process', best.one, '');
    line(
      'queue, 2 worker processes',
      best.two,
      `${(best.one / best.two).toFixed(2)}× one worker (target ≥ 1.8×)`,
    );
    console.log(
      `load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores (other jobs running skew the speed-up)`,
    );
    console.log(
      `queue overhead against the warm thread pool (2 processes vs 2 threads): ${(((best.two - best.warm) / best.warm) * 100).toFixed(1)}% (target ≤ 10%); against simulate as called: ${(((best.two - best.pool) / best.pool) * 100).toFixed(1)}%; reports identical`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    const redis = new Redis(url);
    for (const prefix of [one, two]) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  }
}
