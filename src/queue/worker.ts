/**
 * The worker side of a queued run: a BullMQ worker that takes chunk jobs and
 * plays them on a pool of worker threads (so this thread stays free to keep
 * the job's lock and report progress), refusing jobs of another version.
 *
 * @module
 */
import { availableParallelism, hostname } from 'node:os';
import { BoneyardError, InvalidOptionError } from '../core/errors.js';
import type { GameRecord } from '../simulate/run-games.js';
import { gamePool, type WorkerJob } from '../simulate/simulate.js';
import { packageVersion } from '../simulate/version.js';
import { checkPrefix, checkUrl, connect, loadDrivers, QUEUE_NAME } from './connection.js';
import type { ChunkJob, ChunkProgress, ChunkResult } from './job.js';

/**
 * Options of {@link startQueueWorker}.
 *
 * @example
 * ```ts
 * await startQueueWorker({ queue: 'redis://127.0.0.1:6379', concurrency: 2 }); // a QueueWorker running two chunks at once
 * ```
 */
export interface QueueWorkerOptions {
  /** The Redis server the producers use, as a URL: `redis://host:port` (`rediss://` for TLS). */
  readonly queue: string;
  /** Chunks played at once, each on its own worker thread (default: this machine's cores). */
  readonly concurrency?: number;
  /** The key prefix the producers use (default `'boneyard'`). */
  readonly prefix?: string;
  /** The worker's name in progress events (default `host:pid`). */
  readonly name?: string;
  /**
   * How long a chunk stays with this worker without news (ms, default 10,000):
   * if the worker dies, another takes the chunk after about this long.
   * Renewed by this worker every half of it while the chunk runs.
   */
  readonly lockMs?: number;
  /** Called as chunks start, finish or are refused. */
  readonly onEvent?: (event: QueueWorkerEvent) => void;
}

/**
 * What a {@link startQueueWorker} worker reports: a chunk `started` or
 * `finished` (with its games and time), or `refused` because the run was
 * made by another boneyard version (`version`), which would not play the
 * games the same way.
 *
 * @example
 * ```ts
 * const onEvent = (event: QueueWorkerEvent) => console.log(event.type, event.run, event.chunk);
 * ```
 */
export type QueueWorkerEvent =
  | {
      /** This worker took a chunk. */
      readonly type: 'started';
      /** The chunk's run id. */
      readonly run: string;
      /** The chunk's number in its run, from 0. */
      readonly chunk: number;
      /** Games in the chunk. */
      readonly games: number;
    }
  | {
      /** This worker played a chunk and handed its records back. */
      readonly type: 'finished';
      /** The chunk's run id. */
      readonly run: string;
      /** The chunk's number in its run, from 0. */
      readonly chunk: number;
      /** Games played. */
      readonly games: number;
      /** Time the chunk took, in milliseconds. */
      readonly ms: number;
    }
  | {
      /** This worker gave a chunk back: another boneyard version made it. */
      readonly type: 'refused';
      /** The chunk's run id. */
      readonly run: string;
      /** The chunk's number in its run, from 0. */
      readonly chunk: number;
      /** The version of the producer that made the chunk. */
      readonly version: string;
    };

/**
 * A running queue worker.
 *
 * @example
 * ```ts
 * const worker: QueueWorker = await startQueueWorker({ queue: 'redis://127.0.0.1:6379' });
 * await worker.close();
 * ```
 */
export interface QueueWorker {
  /** Its name in progress events. */
  readonly name: string;
  /** Chunks it plays at once. */
  readonly concurrency: number;
  /** Its boneyard version: it takes only jobs made by the same version. */
  readonly version: string;
  /** Stops taking chunks, lets the running ones finish, and disconnects. */
  close(): Promise<void>;
}

/** How long a refused job waits before a worker looks at it again (ms). */
const REFUSED_DELAY_MS = 500;
/** Least time between two progress reports of one chunk (ms). */
const PROGRESS_EVERY_MS = 250;

/**
 * A worker thread's error as an Error with a message (errors with a `code` cross threads as bare objects):
 * one that is not an Error with a message becomes a `BoneyardError` `queue-chunk-failed` saying what it was.
 */
function rethrow(error: unknown): never {
  if (error instanceof Error && error.message) throw error;
  const { message, code, url } = (error ?? {}) as { message?: unknown; code?: unknown; url?: unknown };
  const text = [message, code, url].filter((part) => typeof part === 'string' && part).join(' ');
  throw new BoneyardError('queue-chunk-failed', text || String(error));
}

/**
 * {@link startQueueWorker} with the version this worker claims (tests make an older worker with it).
 *
 * @throws `InvalidOptionError` `concurrency` or `lockMs` out of range.
 * @internal
 */
export async function createQueueWorker(options: QueueWorkerOptions, version: string): Promise<QueueWorker> {
  const url = checkUrl(options.queue, 'queue');
  const prefix = checkPrefix(options.prefix);
  const concurrency = options.concurrency ?? availableParallelism();
  if (!Number.isSafeInteger(concurrency) || concurrency < 1 || concurrency > 256) {
    throw new InvalidOptionError('concurrency', 'must be a whole number from 1 to 256');
  }
  const lockMs = options.lockMs ?? 10_000;
  if (!Number.isSafeInteger(lockMs) || lockMs < 1000) {
    throw new InvalidOptionError('lockMs', 'must be a whole number of milliseconds, at least 1000');
  }
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const { bullmq } = await loadDrivers();
  const connection = await connect(url);
  const pool = gamePool(concurrency);
  const emit = options.onEvent ?? (() => {});

  const processor = async (job: import('bullmq').Job<ChunkJob, ChunkResult>, token?: string) => {
    const { run, chunk, games } = job.data;
    if (job.data.version !== version) {
      // Another version may deal or play differently: give the job back for a worker of its version.
      emit({ type: 'refused', run, chunk, version: job.data.version });
      await job.updateProgress({ games: 0, worker: name, refused: version } satisfies ChunkProgress);
      await job.moveToDelayed(Date.now() + REFUSED_DELAY_MS, token);
      throw new bullmq.DelayedError();
    }
    const started = performance.now();
    emit({ type: 'started', run, chunk, games: games.to - games.from });
    await job.updateProgress({ games: 0, worker: name } satisfies ChunkProgress);
    // Slices of the chunk go to the pool one after another, so that progress shows within a chunk.
    const slice = Math.max(1, Math.ceil((games.to - games.from) / 10));
    const records: GameRecord[] = [];
    let reported = performance.now();
    for (let from = games.from; from < games.to; from += slice) {
      const part: WorkerJob = { ...games, from, to: Math.min(games.to, from + slice) };
      records.push(...((await pool.run(part).catch(rethrow)) as GameRecord[]));
      if (records.length < games.to - games.from && performance.now() - reported >= PROGRESS_EVERY_MS) {
        reported = performance.now();
        await job.updateProgress({ games: records.length, worker: name } satisfies ChunkProgress);
      }
    }
    emit({ type: 'finished', run, chunk, games: records.length, ms: performance.now() - started });
    return records;
  };

  const worker = new bullmq.Worker<ChunkJob, ChunkResult>(QUEUE_NAME, processor, {
    connection,
    prefix,
    concurrency,
    name,
    lockDuration: lockMs,
    stalledInterval: Math.max(1000, Math.floor(lockMs / 2)),
    // A chunk whose worker died is played again; only a chunk that kills worker after worker fails.
    maxStalledCount: 5,
  });
  worker.on('error', () => {
    // Lost connections are retried by BullMQ; a job's own failure reaches the producer.
  });
  await worker.waitUntilReady();
  let closing: Promise<void> | undefined;
  return {
    name,
    concurrency,
    version,
    close() {
      closing ??= (async () => {
        await worker.close();
        await pool.destroy();
        connection.disconnect();
      })();
      return closing;
    },
  };
}

/**
 * Starts a worker process's share of queued runs: it takes chunks of games
 * from the Redis server that {@link simulateOnQueue} producers use, plays
 * them on `concurrency` worker threads and hands back the records. Start one
 * per machine (or several); a chunk whose worker dies is played again by
 * another after `lockMs`. Needs the optional peer dependencies `bullmq` and
 * `ioredis`.
 *
 * @returns A {@link QueueWorker} once it is connected; `close()` stops it after its chunks in hand.
 * @example
 * ```ts
 * const worker = await startQueueWorker({ queue: 'redis://127.0.0.1:6379', concurrency: 2 });
 * process.once('SIGTERM', () => worker.close());
 * ```
 */
export function startQueueWorker(options: QueueWorkerOptions): Promise<QueueWorker> {
  return createQueueWorker(options, packageVersion());
}
