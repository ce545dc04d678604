/**
 * What one job of a queued run holds and returns: shared by the producer and
 * the workers, so both agree on names and shapes.
 *
 * @internal
 * @module
 */
import type { GameRecord } from '../simulate/run-games.js';
import type { WorkerJob } from '../simulate/simulate.js';

/** One chunk of a run: a range of games with their seeds and bots, and the package version that made it. */
export interface ChunkJob {
  /** The run it belongs to. */
  readonly run: string;
  /** Its place in the run: chunk `c` holds games `c × size …`. */
  readonly chunk: number;
  /** The boneyard version of the producer: a worker of another version refuses the job. */
  readonly version: string;
  /** The games to play, as a worker thread runs them. */
  readonly games: WorkerJob;
}

/** What a worker reports while a chunk runs (the job's progress): games done, and by whom. */
export interface ChunkProgress {
  readonly games: number;
  readonly worker: string;
  /** Set when the worker refused the job: its own version. */
  readonly refused?: string;
}

/** What a finished job returns: one record per game, in game order. */
export type ChunkResult = GameRecord[];

/** BullMQ's job id of a chunk (custom ids cannot hold `:`). */
export const jobId = (run: string, chunk: number) => `${run}-${chunk}`;

/** The chunk number of a job id of `run`, or undefined for another run's job. */
export function chunkOf(run: string, id: string | undefined): number | undefined {
  if (!id?.startsWith(`${run}-`)) return undefined;
  const rest = id.slice(run.length + 1);
  return /^\d+$/.test(rest) ? Number(rest) : undefined;
}

/** The Redis key holding a run's definition, checked when the run is resumed. */
export const runKey = (prefix: string, run: string) => `${prefix}:boneyard-run:${run}`;
