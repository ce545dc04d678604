/** Worker-thread entry of the table bots: runs a registry bot on a view and legal moves, and posts the move back. */
import { parentPort } from 'node:worker_threads';
import type { BotName } from '../core/entry.js';
import { BoneyardError } from '../core/errors.js';
import { gameRegistry } from '../registry.js';
import type { BotAnswer, BotJob } from './bots.js';

parentPort!.on('message', (job: BotJob) => {
  // Thinking starts now: the pool counts the budget from here.
  parentPort!.postMessage({ id: job.id, started: true } satisfies BotAnswer);
  let answer: BotAnswer;
  try {
    const entry = gameRegistry[job.gameId];
    if (!entry) throw new BoneyardError('wrong-game', `No built-in game ${job.gameId}.`);
    const searching = job.bot === 'search' || job.bot === 'medium' || job.bot === 'hard';
    const bot = searching
      ? entry.bots[job.bot as BotName](job.seed, { thinkMs: job.milliseconds })
      : entry.bots[job.bot as BotName](job.seed);
    answer = { id: job.id, move: bot(job.turn) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
