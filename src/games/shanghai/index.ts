/**
 * Shanghai: roll two dice, lay chains of dominoes whose ends show them
 * (blanks wild), first to 50. `import { shanghai, findChain } from 'boneyard/shanghai'`.
 *
 * @module boneyard/shanghai
 */

export { greedyShanghaiBot, shanghaiBot } from './bots.js';
export {
  describeShanghaiMove,
  formatShanghaiMessages,
  formatShanghaiView,
  shanghaiMoveMessage,
} from './describe.js';
export { family as shanghaiFamily } from './entry.js';
export { shanghai } from './game.js';
export { shanghaiHowToPlay } from './how-to-play.js';
export { SHANGHAI_CODES, type ShanghaiCode } from './rules.js';
export {
  arrangeShanghaiChain,
  checkShanghaiChain,
  findChain,
  isChain,
  SHANGHAI_CHAIN_MAX_HAND,
  type ShanghaiChainOptions,
  type ShanghaiLink,
} from './solver.js';
export type {
  ShanghaiDrawEvent,
  ShanghaiEvent,
  ShanghaiLaidChain,
  ShanghaiLay,
  ShanghaiLayEvent,
  ShanghaiMatchEndEvent,
  ShanghaiMove,
  ShanghaiOptions,
  ShanghaiRollEvent,
  ShanghaiRoundEndEvent,
  ShanghaiRoundResult,
  ShanghaiRoundStartEvent,
  ShanghaiState,
  ShanghaiStop,
  ShanghaiStopEvent,
  ShanghaiTieBreakerEvent,
  ShanghaiView,
} from './types.js';
