/**
 * Bots that fill empty seats at a table: fast ones run in this thread after a
 * short pause, slow ones (search) in a worker thread, so the event loop keeps
 * serving the other tables while they think.
 *
 * @module
 */

import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type BotTurn, randomBot } from '../core/bots.js';
import type { AnyGame } from '../core/game.js';
import { gameRegistry } from '../registry.js';
import type { TableBot, TableBotContext } from '../table/bots.js';

/** A job for the bot worker: a registry bot of a registry game. */
export interface BotJob {
  readonly id: number;
  readonly gameId: string;
  readonly bot: string;
  readonly seed: string;
  readonly milliseconds: number;
  readonly turn: BotTurn<unknown, unknown>;
}

/** The worker's answer. */
export type BotAnswer =
  | { readonly id: number; readonly started: true }
  | { readonly id: number; readonly move: unknown }
  | { readonly id: number; readonly error: string };

interface QueuedJob {
  readonly gameId: string;
  readonly bot: string;
  readonly turn: BotTurn<unknown, unknown>;
  readonly context: TableBotContext;
  readonly queuedAt: number;
  readonly resolve: (move: unknown) => void;
}

interface PoolWorker {
  readonly thread: Worker;
  /** The job it is thinking about, with its id and when thinking started. */
  busy: {
    id: number;
    job: QueuedJob;
    budget: number;
    started: number;
    timer: ReturnType<typeof setTimeout> | undefined;
  } | null;
}

/**
 * What the table bots' thread pool has done since the process started (or
 * since {@link resetBotPoolStats}).
 *
 * @example
 * ```ts
 * const { jobs, fallbacks, longestThinkMs } = botPoolStats();
 * ```
 */
export interface BotPoolStats {
  /** Worker threads in the pool. */
  readonly threads: number;
  /** Bot moves asked of the pool. */
  readonly jobs: number;
  /** Moves thought with less than the full budget because the threads were busy. */
  readonly shortened: number;
  /** Moves the level's cheapest form (greedy) made instead, because the search failed or overran. */
  readonly fallbacks: number;
  /** The longest a search thought (ms from when its thread took it to its answer). */
  readonly longestThinkMs: number;
  /** The longest a job waited for a free thread (ms). */
  readonly longestWaitMs: number;
}

let threads = Math.max(1, availableParallelism());
const pool: PoolWorker[] = [];
/** Jobs waiting for a thread, by table: served in turn, one table after another (fair across tables). */
const queues = new Map<string, QueuedJob[]>();
let nextJob = 1;
let stats = { jobs: 0, shortened: 0, fallbacks: 0, longestThinkMs: 0, longestWaitMs: 0 };

/**
 * Sets how many worker threads think for the table bots (default: the
 * machine's cores). Takes effect for threads started from then on.
 *
 * @example
 * ```ts
 * setBotThreads(4);
 * ```
 */
export function setBotThreads(count: number): void {
  threads = Math.max(1, Math.floor(count));
}

/**
 * What the table bots' pool has done (see {@link BotPoolStats}).
 *
 * @example
 * ```ts
 * botPoolStats().fallbacks; // 0 when every search answered within its budget
 * ```
 */
export function botPoolStats(): BotPoolStats {
  return { threads, ...stats };
}

/**
 * Sets the pool's counters back to zero.
 *
 * @example
 * ```ts
 * resetBotPoolStats();
 * ```
 */
export function resetBotPoolStats(): void {
  stats = { jobs: 0, shortened: 0, fallbacks: 0, longestThinkMs: 0, longestWaitMs: 0 };
}

function startThread(): Worker {
  const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) {
    return new Worker(
      join(dirname(here), here.endsWith('.cjs') ? 'colyseus-worker.cjs' : 'colyseus-worker.js'),
    );
  }
  // From source (tests, tsx): load the worker through tsx.
  const source = pathToFileURL(join(dirname(here), 'worker.ts')).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true });
}

/** The level's cheapest form, played in this thread when its search cannot answer. */
function fallback(job: QueuedJob, why: string): void {
  stats.fallbacks++;
  job.context.note?.({ id: 'table.bot-fallback', params: { bot: job.bot, why } });
  const entry = gameRegistry[job.gameId]!;
  job.resolve(entry.bots.greedy(job.context.seed)(job.turn));
}

function addThread(): PoolWorker {
  const member: PoolWorker = { thread: startThread(), busy: null };
  member.thread.unref();
  member.thread.on('message', (answer: BotAnswer) => {
    const busy = member.busy;
    if (!busy || busy.id !== answer.id) return;
    if ('started' in answer) {
      // Overrunning its budget (counted from now) by far: the thread is replaced and greedy plays.
      busy.started = performance.now();
      busy.timer = setTimeout(() => void member.thread.terminate(), busy.budget + 2000);
      return;
    }
    clearTimeout(busy.timer);
    member.busy = null;
    member.thread.unref();
    stats.longestThinkMs = Math.max(stats.longestThinkMs, performance.now() - busy.started);
    if ('error' in answer) fallback(busy.job, answer.error);
    else busy.job.resolve(answer.move);
    dispatch();
  });
  const lost = (why: string) => {
    const at = pool.indexOf(member);
    if (at >= 0) pool.splice(at, 1);
    if (member.busy) {
      clearTimeout(member.busy.timer);
      fallback(member.busy.job, why);
      member.busy = null;
    }
    dispatch();
  };
  member.thread.on('error', (error) => lost(error.message));
  member.thread.on('exit', (code) => lost(`its thread exited with code ${code}`));
  pool.push(member);
  return member;
}

/** Hands waiting jobs to free threads, one table after another. */
function dispatch(): void {
  while (queues.size > 0) {
    let member = pool.find((m) => m.busy === null);
    if (!member && pool.length < threads) member = addThread();
    if (!member) return;
    const [table, jobs] = queues.entries().next().value as [string, QueuedJob[]];
    const job = jobs.shift()!;
    queues.delete(table);
    if (jobs.length > 0) queues.set(table, jobs); // to the back: the next table goes first
    const now = performance.now();
    const waited = now - job.queuedAt;
    stats.longestWaitMs = Math.max(stats.longestWaitMs, waited);
    // Busy threads: the job thinks with what is left of its budget (at least a quarter), and says so.
    let budget = job.context.budgetMs;
    if (waited > budget / 4) {
      budget = Math.max(job.context.budgetMs / 4, job.context.budgetMs - waited);
      stats.shortened++;
      job.context.note?.({
        id: 'table.bot-shortened',
        params: { bot: job.bot, used: Math.round(budget), budget: Math.round(job.context.budgetMs) },
      });
    }
    const id = nextJob++;
    member.busy = { id, job, budget, started: now, timer: undefined };
    member.thread.ref();
    const message: BotJob = {
      id,
      gameId: job.gameId,
      bot: job.bot,
      seed: job.context.seed,
      milliseconds: budget,
      turn: job.turn,
    };
    member.thread.postMessage(message);
  }
}

/** Runs a registry bot on the pool of worker threads. */
function inWorker(gameId: string, bot: string, turn: BotTurn<unknown, unknown>, context: TableBotContext) {
  stats.jobs++;
  return new Promise<unknown>((resolve) => {
    const table = context.tableId ?? context.seed;
    const jobs = queues.get(table) ?? [];
    jobs.push({ gameId, bot, turn, context, queuedAt: performance.now(), resolve });
    queues.set(table, jobs);
    dispatch();
  });
}

/**
 * The bots a table offers by default: for a built-in game, its registry bots
 * `random`, `greedy` and `easy` (in this thread), `search` and `hard` (on a
 * pool of worker threads shared by every table, served one table after
 * another, thinking for the table's budget counted from when a thread takes
 * the move) and `medium` (on the pool, a tenth of that budget); for any
 * other game, `random`. When every thread is busy a move thinks with what is
 * left of its budget (at least a quarter) and the table is told; a search
 * that fails or overruns by 2 s is replaced by greedy, and the table is told.
 *
 * @example
 * ```ts
 * Object.keys(defaultTableBots(buildUp)); // ['random', 'greedy', 'search', 'easy', 'medium', 'hard']
 * ```
 */
export function defaultTableBots(game: AnyGame): Readonly<Record<string, TableBot>> {
  const entry = gameRegistry[game.id];
  if (!entry || entry.game !== game) {
    return { random: { choose: (turn, { seed }) => randomBot(seed)(turn) } };
  }
  return {
    random: { choose: (turn, { seed }) => entry.bots.random(seed)(turn) },
    greedy: { choose: (turn, { seed }) => entry.bots.greedy(seed)(turn) },
    search: { slow: true, choose: (turn, context) => inWorker(game.id, 'search', turn, context) },
    easy: { choose: (turn, { seed }) => entry.bots.easy(seed)(turn) },
    medium: {
      slow: true,
      choose: (turn, context) =>
        inWorker(game.id, 'medium', turn, { ...context, budgetMs: context.budgetMs / 10 }),
    },
    hard: { slow: true, choose: (turn, context) => inWorker(game.id, 'hard', turn, context) },
  };
}
