/**
 * Bulk simulation for designers (Node only: it can use worker threads).
 * `import { simulate } from 'boneyard/simulate'`.
 *
 * @module
 */
export {
  type SeatReport,
  type SimulatedBot,
  type SimulateOptions,
  type SimulationReport,
  simulate,
  type WorkerJob,
} from './simulate.js';
export { type Distribution, distribution, wilson } from './stats.js';
