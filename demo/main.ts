/**
 * `npm run demo`: plays one seeded game of every game between bots and prints it.
 * Pass a seed as the first argument to see another game: `npm run demo -- 7`.
 */
import { demo as buildUp } from './build-up.js';

const seed = process.argv[2] ?? 2026;
for (const demo of [buildUp]) {
  console.log(demo(seed));
  console.log();
}
