/**
 * `npm run bench`: every benchmark, each printing figures and ratios against
 * a baseline run in the same process. Speed targets live here, never in tests.
 * Run one: `npm run bench -- build-up`.
 */
import { run as buildUp } from './build-up.js';
import { run as dominoSquares } from './domino-squares.js';
import { run as dumpTruck } from './dump-truck.js';
import { run as parse } from './parse.js';
import { run as playouts } from './playouts.js';
import { run as queue } from './queue.js';
import { run as race } from './race.js';
import { run as shanghai } from './shanghai.js';
import { run as store } from './store.js';
import { run as table } from './table.js';
import { run as tableCore } from './table-core.js';
import { run as tableLoad } from './table-load.js';

const all: Record<string, () => Promise<void>> = {
  'build-up': buildUp,
  'dump-truck': dumpTruck,
  shanghai,
  'domino-squares': dominoSquares,
  playouts,
  parse,
  race,
  'table-core': tableCore,
  table: async () => {
    await tableCore();
    console.log();
    await table();
  },
  'table-load': tableLoad,
  queue,
  store,
};
const only = process.argv[2];
for (const [name, run] of Object.entries(all)) {
  if (only && only !== name) continue;
  await run();
  console.log();
}
