/**
 * Bulk simulation for designers (Node only: it can use worker threads).
 * `import { simulate } from 'boneyard/simulate'`.
 *
 * @module boneyard/simulate
 */
export type { ModuleExport } from './jobs.js';
export {
  MAX_SIMULATED_GAMES,
  type SeatReport,
  type SimulatedBot,
  type SimulateOptions,
  type SimulationReport,
  simulate,
} from './simulate.js';
export { type Distribution, distribution, wilson } from './stats.js';
