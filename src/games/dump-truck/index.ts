/**
 * Dump Truck: load dominoes into a 4×3 truck and unload it for chains of like
 * and sequential values. `import { scoreTruck, dumpTruck } from 'boneyard/dump-truck'`.
 *
 * @module
 */
export { greedyDumpTruckBot, sampleDumpTruck } from './bots.js';
export { describeDumpTruckView } from './describe.js';
export {
  type DumpTruckDraw,
  type DumpTruckKeep,
  type DumpTruckMove,
  type DumpTruckPlace,
  type DumpTruckReplace,
  type DumpTruckReturn,
  type DumpTruckUnloadMove,
  type DumpTruckView,
  dumpTruck,
} from './game.js';
export { DUMP_TRUCK_DEFAULTS, type DumpTruckOptions } from './options.js';
export { type RankedTruckMove, rankTruckPlacements, type TruckRankingInput } from './rank.js';
export {
  type DumpTruckBlanks,
  SCORE_TRUCK_LIMITS,
  type ScoreTruckOptions,
  scoreTruck,
  type TruckCellRef,
  type TruckChain,
  type TruckGrid,
  type TruckScore,
} from './score-truck.js';
export {
  DUMP_TRUCK_FACE_DOWN,
  type DumpTruckHeld,
  type DumpTruckPhase,
  type DumpTruckState,
  type DumpTruckStep,
  type DumpTruckUnload,
} from './state.js';
export {
  type DumpTruckPlacement,
  TRUCK_CAPACITY,
  TRUCK_COLUMNS,
  TRUCK_ROWS,
  type TruckSpot,
  truckGrid,
} from './truck.js';
