/**
 * Dump Truck: load dominoes into a 4×3 truck and unload it for chains of like
 * and sequential values. `import { scoreTruck, dumpTruck } from 'boneyard/dump-truck'`.
 *
 * @module boneyard/dump-truck
 */
export { greedyDumpTruckBot } from './bots.js';
export {
  describeDumpTruckMove,
  dumpTruckMoveMessage,
  formatDumpTruckMessages,
  formatDumpTruckView,
} from './describe.js';
export { family as dumpTruckFamily } from './entry.js';
export { dumpTruck } from './game.js';
export { dumpTruckHowToPlay } from './how-to-play.js';
export { type RankedTruckMove, rankTruckPlacements, type TruckRankingInput } from './rank.js';
export { DUMP_TRUCK_CODES, type DumpTruckCode } from './rules.js';
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
export type {
  DumpTruckChoiceGoneEvent,
  DumpTruckChooseEvent,
  DumpTruckDiscardEvent,
  DumpTruckDraw,
  DumpTruckDrawEvent,
  DumpTruckEvent,
  DumpTruckGameOverEvent,
  DumpTruckHeld,
  DumpTruckKeep,
  DumpTruckKeepEvent,
  DumpTruckMove,
  DumpTruckNoDrawEvent,
  DumpTruckOptions,
  DumpTruckPhase,
  DumpTruckPlace,
  DumpTruckPlaceEvent,
  DumpTruckPlacement,
  DumpTruckReplace,
  DumpTruckReplaceEvent,
  DumpTruckReturn,
  DumpTruckReturnEvent,
  DumpTruckRoundEndEvent,
  DumpTruckRoundStartEvent,
  DumpTruckState,
  DumpTruckStep,
  DumpTruckUnload,
  DumpTruckUnloadEvent,
  DumpTruckUnloadMove,
  DumpTruckView,
} from './types.js';
