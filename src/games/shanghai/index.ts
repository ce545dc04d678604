/**
 * Shanghai: roll two dice, lay chains of dominoes whose ends show them
 * (blanks wild), first to 50. `import { shanghai, findChain } from 'boneyard/shanghai'`.
 *
 * @module
 */

export { greedyShanghaiBot, shanghaiBot } from './bot.js';
export { describeShanghaiView } from './describe.js';
export {
  type ShanghaiLay,
  type ShanghaiMove,
  type ShanghaiStop,
  type ShanghaiView,
  shanghai,
} from './game.js';
export { SHANGHAI_DEFAULTS, type ShanghaiOptions } from './options.js';
export { sampleShanghai } from './sample.js';
export {
  arrangeShanghaiChain,
  checkShanghaiChain,
  findChain,
  isChain,
  type ShanghaiChainOptions,
  type ShanghaiLink,
} from './solver.js';
export type { ShanghaiLaidChain, ShanghaiRoundResult, ShanghaiState } from './state.js';
