/**
 * `boneyard/queue` against the machine's real Redis, each test under a key
 * prefix of its own that is deleted afterwards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { randomBot } from '../../src/core/bots.js';
import { BoneyardError, InvalidOptionError } from '../../src/core/errors.js';
import { buildUp } from '../../src/games/build-up/index.js';
import { dumpTruck } from '../../src/games/dump-truck/index.js';
import {
  type QueueRunEvent,
  type QueueWorker,
  type QueueWorkerEvent,
  simulateOnQueue,
  startQueueWorker,
} from '../../src/queue/index.js';
import { createQueueWorker } from '../../src/queue/worker.js';
import { simulate } from '../../src/simulate/simulate.js';
import { dropPrefix, freshPrefix, keysOf, REDIS_URL } from './redis.js';

const strip = <T extends { elapsedMs: number }>(report: T) => ({ ...report, elapsedMs: 0 });
const workers: QueueWorker[] = [];
const prefixes: string[] = [];
const prefix = () => {
  const p = freshPrefix();
  prefixes.push(p);
  return p;
};

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close()));
  for (const p of prefixes.splice(0)) await dropPrefix(p);
});

describe('simulateOnQueue', () => {
  it('gives the report of one process for the same seed, merged by chunk from two workers', async () => {
    const p = prefix();
    workers.push(
      await startQueueWorker({ queue: REDIS_URL, prefix: p, concurrency: 1, name: 'a' }),
      await startQueueWorker({ queue: REDIS_URL, prefix: p, concurrency: 1, name: 'b' }),
    );
    const events: QueueRunEvent[] = [];
    const options = { games: 60, seed: 'queue', bots: ['greedy', 'random'] } as const;
    const queued = await simulateOnQueue(dumpTruck, {
      ...options,
      bots: [...options.bots],
      queue: REDIS_URL,
      prefix: p,
      chunk: 7,
      onEvent: (event) => events.push(event),
    });
    const single = await simulate(dumpTruck, { ...options, bots: [...options.bots] });
    expect(strip(queued)).toEqual(strip(single));
    const started = events.find((e) => e.type === 'started');
    expect(started).toMatchObject({ chunks: 9, done: 0, resumed: false });
    expect(
      events
        .filter((e) => e.type === 'chunk')
        .map((e) => (e as { chunk: number }).chunk)
        .sort((x, y) => x - y),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const progress = events.filter((e) => e.type === 'progress') as Extract<
      QueueRunEvent,
      { type: 'progress' }
    >[];
    expect(progress.at(-1)).toMatchObject({ done: 60, total: 60 });
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]!.done).toBeGreaterThan(progress[i - 1]!.done);
    // The run's jobs and definition are gone once the report is out.
    const left = (await keysOf(p)).filter((key) =>
      key.includes(started!.type === 'started' ? started!.runId : ''),
    );
    expect(left).toEqual([]);
  });

  it('resumes a run by its id after the producer stopped, with the chunks done kept and the same report', async () => {
    const p = prefix();
    const seen: QueueWorkerEvent[] = [];
    workers.push(
      await startQueueWorker({ queue: REDIS_URL, prefix: p, concurrency: 1, onEvent: (e) => seen.push(e) }),
    );
    const options = {
      games: 40,
      seed: 9,
      bots: 'greedy' as const,
      queue: REDIS_URL,
      prefix: p,
      chunk: 4,
      runId: 'resume-me',
    };
    const stop = new AbortController();
    const first = simulateOnQueue(buildUp, {
      ...options,
      signal: stop.signal,
      onEvent: (event) => {
        if (event.type === 'chunk' && event.chunk >= 2) stop.abort(new Error('producer stopped'));
      },
    });
    await expect(first).rejects.toThrow('producer stopped');
    const events: QueueRunEvent[] = [];
    const report = await simulateOnQueue(buildUp, { ...options, onEvent: (e) => events.push(e) });
    const started = events.find((e) => e.type === 'started') as Extract<QueueRunEvent, { type: 'started' }>;
    expect(started.resumed).toBe(true);
    expect(started.done).toBeGreaterThanOrEqual(1);
    expect(strip(report)).toEqual(strip(await simulate(buildUp, { games: 40, seed: 9, bots: 'greedy' })));
    // Every chunk was played once: the resumed producer took the finished ones as they were.
    const finished = seen.filter((e) => e.type === 'finished').map((e) => e.chunk);
    expect(finished.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('refuses a run id given again with other options', async () => {
    const p = prefix();
    const stop = new AbortController();
    const options = { games: 10, seed: 1, queue: REDIS_URL, prefix: p, runId: 'taken' };
    const first = simulateOnQueue(buildUp, {
      ...options,
      signal: stop.signal,
      onEvent: (e) => e.type === 'started' && stop.abort(new Error('stopped')),
    });
    await expect(first).rejects.toThrow('stopped');
    const other = simulateOnQueue(buildUp, { ...options, seed: 2 });
    await expect(other).rejects.toThrow(InvalidOptionError);
    await expect(other).rejects.toMatchObject({ code: 'invalid-option', option: 'runId' });
  });

  it('has a worker of another version give chunks back, which a worker of this version plays', async () => {
    const p = prefix();
    const refusedBy: QueueWorkerEvent[] = [];
    workers.push(
      await createQueueWorker(
        {
          queue: REDIS_URL,
          prefix: p,
          concurrency: 1,
          name: 'old',
          onEvent: (e) => {
            if (process.env.DBG) console.log(Date.now() % 100000, 'old', JSON.stringify(e));
            refusedBy.push(e);
          },
        },
        '0.0.1-old',
      ),
    );
    const events: QueueRunEvent[] = [];
    let current: QueueWorker | undefined;
    const report = await simulateOnQueue(buildUp, {
      games: 12,
      seed: 4,
      queue: REDIS_URL,
      prefix: p,
      chunk: 6,
      onEvent: (event) => {
        if (process.env.DBG) console.log(Date.now() % 100000, JSON.stringify(event));
        events.push(event);
        if (event.type === 'refused' && !current) {
          current = {} as QueueWorker;
          void startQueueWorker({ queue: REDIS_URL, prefix: p, concurrency: 1 }).then((w) => workers.push(w));
        }
      },
    });
    expect(strip(report)).toEqual(strip(await simulate(buildUp, { games: 12, seed: 4 })));
    expect(events.find((e) => e.type === 'refused')).toMatchObject({ version: '0.0.1-old' });
    expect(refusedBy.length).toBeGreaterThan(0);
    expect(refusedBy.every((e) => e.type === 'refused')).toBe(true);
  });

  it('fails the run, naming the chunk, when a worker cannot play it', async () => {
    const p = prefix();
    workers.push(await startQueueWorker({ queue: REDIS_URL, prefix: p, concurrency: 1 }));
    const run = simulateOnQueue(buildUp, {
      games: 4,
      seed: 1,
      queue: REDIS_URL,
      prefix: p,
      chunk: 4,
      module: { module: 'file:///nowhere/boneyard-missing-game.js', export: 'game' },
    });
    await expect(run).rejects.toThrow(BoneyardError);
    await expect(run).rejects.toMatchObject({ code: 'queue-chunk-failed' });
    // Node 20 names the code, Node 22 and later only the module.
    await expect(run).rejects.toThrow(/chunk 0 \(games 0–3\).*(ERR_MODULE_NOT_FOUND|Cannot find module)/);
  });

  it('refuses bad options before it touches Redis, with typed errors naming them', async () => {
    const base = { games: 10, seed: 1, queue: REDIS_URL };
    const bad: [Record<string, unknown>, string][] = [
      [{ queue: 'http://127.0.0.1:6379' }, 'queue'],
      [{ queue: 'not a url' }, 'queue'],
      [{ prefix: 'a:b' }, 'prefix'],
      [{ chunk: 0 }, 'chunk'],
      [{ chunk: 11 }, 'chunk'],
      [{ runId: 'has:colon' }, 'runId'],
      [{ bots: [(seed: string) => randomBot(seed)] }, 'queue'],
      [{ games: 0 }, 'games'],
    ];
    for (const [change, option] of bad) {
      await expect(
        simulateOnQueue(buildUp, { ...base, ...change } as Parameters<typeof simulateOnQueue>[1]),
      ).rejects.toMatchObject({ code: 'invalid-option', option });
    }
    await expect(startQueueWorker({ queue: REDIS_URL, concurrency: 0 })).rejects.toMatchObject({
      option: 'concurrency',
    });
    await expect(startQueueWorker({ queue: REDIS_URL, lockMs: 10 })).rejects.toMatchObject({
      option: 'lockMs',
    });
    await expect(startQueueWorker({ queue: 'redis://' })).rejects.toMatchObject({ option: 'queue' });
  });

  it('says so when Redis cannot be reached', async () => {
    await expect(
      simulateOnQueue(buildUp, { games: 2, seed: 1, queue: 'redis://127.0.0.1:1' }),
    ).rejects.toMatchObject({
      code: 'queue-unreachable',
    });
  });
});
