/**
 * Bots that fill empty seats at a table: fast ones run in this thread after a
 * short pause, slow ones (search) in a worker thread, so the event loop keeps
 * serving the other tables while they think.
 *
 * @module
 */
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
  | { readonly id: number; readonly move: unknown }
  | { readonly id: number; readonly error: string };

let worker: Worker | undefined;
let nextJob = 1;
const pending = new Map<number, { resolve: (move: unknown) => void; reject: (error: Error) => void }>();

function startWorker(): Worker {
  const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);
  let started: Worker;
  if (!here.endsWith('.ts')) {
    started = new Worker(
      join(dirname(here), here.endsWith('.cjs') ? 'colyseus-worker.cjs' : 'colyseus-worker.js'),
    );
  } else {
    // From source (tests, tsx): load the worker through tsx.
    const source = pathToFileURL(join(dirname(here), 'worker.ts')).href;
    const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
    started = new Worker(code, { eval: true });
  }
  started.unref();
  started.on('message', (answer: BotAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve(answer.move);
    if (pending.size === 0) started.unref();
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`bot worker exited with code ${code}`)));
  return started;
}

/** Runs a registry bot in the shared worker thread. */
function inWorker(gameId: string, bot: string, turn: BotTurn<unknown, unknown>, context: TableBotContext) {
  worker ??= startWorker();
  const running = worker;
  running.ref();
  const id = nextJob++;
  return new Promise<unknown>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const job: BotJob = { id, gameId, bot, seed: context.seed, milliseconds: context.budgetMs, turn };
    running.postMessage(job);
  });
}

/**
 * The bots a table offers by default: for a built-in game, its registry bots
 * `random`, `greedy` and `easy` (in this thread), `search` and `hard` (in a
 * worker thread, thinking for the table's budget) and `medium` (in the
 * worker, a tenth of that budget); for any other game, `random`.
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
