/**
 * `npm run demo`: plays one seeded game of every game between bots and prints it.
 * Pass a seed as the first argument to see another game: `npm run demo -- 7`.
 */
import { demo as buildUp } from './build-up.js';
import { demo as dominoSquares } from './domino-squares.js';
import { demo as dumpTruck } from './dump-truck.js';
import { demo as shanghai } from './shanghai.js';

const seed = process.argv[2] ?? 2026;
for (const demo of [buildUp, dumpTruck, shanghai, dominoSquares]) {
  console.log(demo(seed));
  console.log();
}
