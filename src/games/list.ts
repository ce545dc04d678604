/**
 * The one list of games: one line per game folder. The registry, the CLI,
 * the demo, the benchmarks and `simulate` read it; `test/games/list.test.ts`
 * checks the package exports, build entries, docs entries, rules docs and
 * invariant runs against it.
 *
 * @module
 */
export { family as buildUp } from './build-up/entry.js';
export { family as dominoSquares } from './domino-squares/entry.js';
export { family as dumpTruck } from './dump-truck/entry.js';
export { family as shanghai } from './shanghai/entry.js';
