/** Worker-thread task of `simulate` (run by its tinypool pool): plays one chunk of games. */

import { loadGame, seatBots } from './jobs.js';
import { runGames } from './run-games.js';
import type { WorkerJob } from './simulate.js';

export default async function runJob(job: WorkerJob) {
  const target = await loadGame(job.game);
  return runGames(
    target.game,
    job.setup,
    job.seed,
    job.from,
    job.to,
    await seatBots(target, job.seed, job.bots),
  );
}
