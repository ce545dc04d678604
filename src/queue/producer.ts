/**
 * The producer side of a queued run: splits the games into chunk jobs, waits
 * for the workers' records, and merges them by chunk into the report a
 * single process gives.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { BoneyardError, InvalidOptionError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import type { BotSpec } from '../simulate/jobs.js';
import type { GameRecord } from '../simulate/run-games.js';
import {
  buildReport,
  planRun,
  portable,
  type SimulateOptions,
  type SimulationReport,
  type WorkerJob,
} from '../simulate/simulate.js';
import { packageVersion } from '../simulate/version.js';
import { checkPrefix, checkUrl, connect, loadDrivers, QUEUE_NAME } from './connection.js';
import { type ChunkJob, type ChunkProgress, type ChunkResult, chunkOf, jobId, runKey } from './job.js';

/**
 * Options of {@link simulateOnQueue}: those of `simulate` but `workers` (the
 * worker processes decide that), plus where the queue is and how the run is cut.
 *
 * @example
 * ```ts
 * const options: QueueSimulateOptions = {
 *   queue: 'redis://127.0.0.1:6379',
 *   games: 10_000,
 *   seed: 1,
 *   bots: ['search:300', 'greedy'],
 *   runId: 'ladder-search-greedy',
 * };
 * ```
 */
export interface QueueSimulateOptions extends Omit<SimulateOptions, 'workers'> {
  /** The Redis server the workers use, as a URL: `redis://host:port` (`rediss://` for TLS). */
  readonly queue: string;
  /**
   * The run's name (letters, digits, `-`, `_`; default a random one, given in the
   * `started` event). Start a run again with the same id and the same options,
   * e.g. after the producer was stopped, and it goes on from the chunks done.
   */
  readonly runId?: string;
  /** Games per job (default: a fiftieth of the games, from 1 to 250). */
  readonly chunk?: number;
  /** Key prefix in Redis (default `'boneyard'`); producers and workers must agree. */
  readonly prefix?: string;
  /** Called as the run starts and as chunks progress, finish, stall or are refused. */
  readonly onEvent?: (event: QueueRunEvent) => void;
  /**
   * Stops waiting for the run: the promise rejects with the signal's reason. The
   * chunks stay queued and the workers go on with them; start the run again with
   * its `runId` to gather the report.
   */
  readonly signal?: AbortSignal;
}

/**
 * What {@link simulateOnQueue} reports while a run goes on:
 * - `started`: the run's id, its chunks, and how many were already done
 *   (`resumed` when the run id was started before);
 * - `progress`: games done over all workers (each game counted once, also
 *   when a chunk is played again), and the workers seen so far;
 * - `chunk`: a chunk's records arrived;
 * - `stalled`: the worker playing a chunk stopped answering; the chunk will be
 *   played again by a worker;
 * - `refused`: a worker of another boneyard version (`version`) refused a chunk.
 *
 * @example
 * ```ts
 * const onEvent = (event: QueueRunEvent) => {
 *   if (event.type === 'progress') console.log(`${event.done}/${event.total} games, ${event.workers} workers`);
 * };
 * ```
 */
export type QueueRunEvent =
  | {
      /** The run is queued (its chunks added, those of an earlier start kept). */
      readonly type: 'started';
      /** The run's id: start the run again with it to resume. */
      readonly runId: string;
      /** How many chunks the run has. */
      readonly chunks: number;
      /** Chunks already done when this producer started. */
      readonly done: number;
      /** Whether the run id had been started before. */
      readonly resumed: boolean;
    }
  | {
      /** Games done changed. */
      readonly type: 'progress';
      /** Games done over all workers, each counted once. */
      readonly done: number;
      /** Games in the run. */
      readonly total: number;
      /** Workers seen playing this run so far. */
      readonly workers: number;
    }
  | {
      /** A chunk's records arrived. */
      readonly type: 'chunk';
      /** The chunk's number, from 0. */
      readonly chunk: number;
      /** Its first game. */
      readonly from: number;
      /** One past its last game. */
      readonly to: number;
    }
  | {
      /** A chunk's worker stopped answering: another worker will play the chunk. */
      readonly type: 'stalled';
      /** The chunk's number, from 0. */
      readonly chunk: number;
    }
  | {
      /** A worker of another boneyard version gave a chunk back. */
      readonly type: 'refused';
      /** The chunk's number, from 0. */
      readonly chunk: number;
      /** The refusing worker's version. */
      readonly version: string;
    };

/** How often outstanding chunks are looked up, besides the events (ms). */
const POLL_MS = 5000;

/**
 * Plays a `simulate` run on worker processes through a BullMQ queue on Redis:
 * the games are cut into chunk jobs (each with its range of seeds and its
 * bots), any number of {@link startQueueWorker} workers on any machines take
 * them, and the records are merged by chunk, so the report is the one
 * `simulate` gives for the same seed (but `elapsedMs`). A worker killed
 * mid-chunk costs a replay of that chunk, counted once; a producer stopped
 * and started again with the same `runId` goes on from the chunks done.
 * The game must be listed or given by `module`, the bots by name or by
 * module. Needs the optional peer dependencies `bullmq` and `ioredis`.
 *
 * @throws `InvalidOptionError` naming the first bad option (`games`, `chunk`, `runId`, `bots`…); {@link BoneyardError} `queue-unreachable`, `queue-chunk-failed`, `queue-bad-chunk` or `queue-lost-chunk` when the queue or a worker fails.
 * @example
 * ```ts
 * const report = await simulateOnQueue(dumpTruck, {
 *   queue: 'redis://127.0.0.1:6379',
 *   games: 2000,
 *   seed: 1,
 *   bots: ['greedy', 'random'],
 *   onProgress: (done, total) => console.log(done, total),
 * });
 * ```
 */
export async function simulateOnQueue(
  game: AnyGame,
  options: QueueSimulateOptions,
): Promise<SimulationReport> {
  const url = checkUrl(options.queue, 'queue');
  const prefix = checkPrefix(options.prefix);
  const plan = planRun(game, options);
  const spec = portable(game, plan, 'queue', 'queued runs');
  const { games, seed } = options;
  const size = options.chunk ?? Math.max(1, Math.min(250, Math.ceil(games / 50)));
  if (!Number.isSafeInteger(size) || size < 1 || size > games) {
    throw new InvalidOptionError('chunk', `must be a whole number of games from 1 to ${games}`);
  }
  const runId = options.runId ?? randomUUID();
  if (typeof runId !== 'string' || !/^[\w-]{1,64}$/.test(runId)) {
    throw new InvalidOptionError('runId', 'must be 1 to 64 letters, digits, - or _');
  }
  const chunks = Math.ceil(games / size);
  const version = packageVersion();
  const rangeOf = (chunk: number) => ({ from: chunk * size, to: Math.min(games, (chunk + 1) * size) });
  const jobOf = (chunk: number): ChunkJob => ({
    run: runId,
    chunk,
    version,
    games: {
      game: spec,
      setup: plan.setup,
      seed,
      ...rangeOf(chunk),
      bots: plan.botList as BotSpec[],
    } satisfies WorkerJob,
  });
  // What makes the run: a run id given again must come with the same.
  const definition = JSON.stringify({
    version,
    game: spec,
    setup: plan.setup,
    seed,
    games,
    size,
    bots: plan.botList,
  });

  options.signal?.throwIfAborted();
  const { bullmq } = await loadDrivers();
  const connection = await connect(url);
  const queue = new bullmq.Queue<ChunkJob, ChunkResult>(QUEUE_NAME, { connection, prefix });
  const events = new bullmq.QueueEvents(QUEUE_NAME, { connection: connection.duplicate(), prefix });
  const emit = options.onEvent ?? (() => {});
  const started = performance.now();
  let wake: (() => void) | undefined;
  const nudge = () => wake?.();
  try {
    const key = runKey(prefix, runId);
    const fresh = await connection.set(key, definition, 'NX');
    if (fresh === null && (await connection.get(key)) !== definition) {
      throw new InvalidOptionError(
        'runId',
        `run ${runId} was started with other options (or another boneyard version); choose another run id`,
      );
    }

    const results = new Map<number, GameRecord[]>();
    const progress = new Map<number, number>();
    const workers = new Set<string>();
    const refused = new Set<string>();
    let failure: Error | undefined;
    let reported = -1;
    const report = () => {
      let done = 0;
      for (let c = 0; c < chunks; c++) {
        const { from, to } = rangeOf(c);
        done += results.has(c) ? to - from : Math.min(to - from, progress.get(c) ?? 0);
      }
      if (done === reported) return;
      reported = done;
      emit({ type: 'progress', done, total: games, workers: workers.size });
      options.onProgress?.(done, games);
    };
    const finish = (chunk: number, records: unknown) => {
      if (results.has(chunk)) return;
      const { from, to } = rangeOf(chunk);
      if (!Array.isArray(records) || records.length !== to - from) {
        failure ??= new BoneyardError(
          'queue-bad-chunk',
          `chunk ${chunk} of run ${runId} came back without its ${to - from} games`,
        );
      } else {
        results.set(chunk, records as GameRecord[]);
        emit({ type: 'chunk', chunk, from, to });
      }
      nudge();
    };
    const fail = (chunk: number, reason: string) => {
      const { from, to } = rangeOf(chunk);
      failure ??= new BoneyardError(
        'queue-chunk-failed',
        `chunk ${chunk} (games ${from}–${to - 1}) of run ${runId} failed on a worker: ${reason}`,
      );
      nudge();
    };

    events.on('completed', ({ jobId: id, returnvalue }) => {
      const chunk = chunkOf(runId, id);
      if (chunk === undefined) return;
      // BullMQ hands the return value over as it was stored: a JSON string, or already parsed.
      finish(chunk, typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue);
      report();
    });
    events.on('failed', ({ jobId: id, failedReason }) => {
      const chunk = chunkOf(runId, id);
      if (chunk !== undefined) fail(chunk, failedReason);
    });
    events.on('stalled', ({ jobId: id }) => {
      const chunk = chunkOf(runId, id);
      if (chunk !== undefined && !results.has(chunk)) emit({ type: 'stalled', chunk });
    });
    events.on('progress', ({ jobId: id, data }) => {
      const chunk = chunkOf(runId, id);
      if (chunk === undefined || typeof data !== 'object' || data === null) return;
      const update = data as Partial<ChunkProgress>;
      if (typeof update.refused === 'string') {
        if (!refused.has(`${chunk}:${update.refused}`)) {
          refused.add(`${chunk}:${update.refused}`);
          emit({ type: 'refused', chunk, version: update.refused });
        }
      } else if (typeof update.games === 'number') {
        if (typeof update.worker === 'string') workers.add(update.worker);
        progress.set(chunk, Math.max(progress.get(chunk) ?? 0, update.games));
        report();
      }
    });
    await events.waitUntilReady();

    // Jobs of this run already in Redis (a resumed run) are kept as they are: BullMQ skips a job id it holds.
    await queue.addBulk(
      Array.from({ length: chunks }, (_, chunk) => ({
        name: 'chunk',
        data: jobOf(chunk),
        opts: {
          jobId: jobId(runId, chunk),
          attempts: 3,
          backoff: { type: 'fixed', delay: 1000 },
          removeOnComplete: false,
          removeOnFail: false,
        },
      })),
    );

    /** Looks up the chunks not yet in: finished ones are taken, failed ones of an earlier try retried. */
    const lookUp = async (first: boolean) => {
      for (let chunk = 0; chunk < chunks; chunk++) {
        if (results.has(chunk)) continue;
        const job = await bullmq.Job.fromId<ChunkJob, ChunkResult>(queue, jobId(runId, chunk));
        if (!job) {
          failure ??= new BoneyardError('queue-lost-chunk', `chunk ${chunk} of run ${runId} left the queue`);
          continue;
        }
        if (!job.finishedOn) continue;
        const state = await job.getState();
        if (state === 'completed') finish(chunk, job.returnvalue);
        else if (state === 'failed' && first)
          await job.retry('failed'); // failed before this producer started
        else if (state === 'failed') fail(chunk, job.failedReason ?? 'failed');
      }
    };
    await lookUp(true);
    emit({ type: 'started', runId, chunks, done: results.size, resumed: fresh === null });
    report();
    const { signal } = options;
    signal?.addEventListener('abort', nudge);
    // Events bring the chunks in; a look-up now and then catches any event missed (e.g. over a reconnect).
    let nextLookUp = performance.now() + POLL_MS;
    while (results.size < chunks && !failure) {
      signal?.throwIfAborted();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, nextLookUp - performance.now()));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      signal?.throwIfAborted();
      if (results.size < chunks && !failure && performance.now() >= nextLookUp) {
        await lookUp(false);
        nextLookUp = performance.now() + POLL_MS;
      }
    }
    if (failure) throw failure;
    const records = Array.from({ length: chunks }, (_, chunk) => results.get(chunk)!).flat();
    const done = buildReport(game, options, plan, records, performance.now() - started);
    // The run is over: its jobs and definition go.
    for (let chunk = 0; chunk < chunks; chunk++) await queue.remove(jobId(runId, chunk));
    await connection.del(key);
    return done;
  } finally {
    options.signal?.removeEventListener('abort', nudge);
    await events.close();
    await queue.close();
    connection.disconnect();
  }
}
