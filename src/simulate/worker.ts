/** Worker-thread entry of `simulate`: plays one chunk of games and posts the records back. */
import { parentPort, workerData } from 'node:worker_threads';
import { gameRegistry } from '../registry.js';
import { runGames } from './run-games.js';
import { seatBots, type WorkerJob } from './simulate.js';

const job = workerData as WorkerJob;
const entry = gameRegistry[job.gameId]!;
const records = runGames(
  entry.game,
  job.setup,
  job.seed,
  job.from,
  job.to,
  seatBots(job.gameId, job.seed, job.bots as never),
);
parentPort!.postMessage(records);
