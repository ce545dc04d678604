/**
 * Build Up: stack tiles on shared stacks by pip-total rules; score your
 * colour on top. `import { buildUp, canCover } from 'boneyard/build-up'`.
 *
 * @module boneyard/build-up
 */
export { greedyBuildUpBot } from './bots.js';
export { canCover } from './can-cover.js';
export {
  buildUpMoveMessage,
  describeBuildUpMove,
  formatBuildUpMessages,
  formatBuildUpView,
} from './describe.js';
export { family as buildUpFamily } from './entry.js';
export { buildUp } from './game.js';
export { buildUpHowToPlay } from './how-to-play.js';
export { BUILD_UP_CODES, type BuildUpCode } from './rules.js';
export type {
  BuildUpDealEvent,
  BuildUpEvent,
  BuildUpGameOverEvent,
  BuildUpHandEndEvent,
  BuildUpMove,
  BuildUpOptions,
  BuildUpPass,
  BuildUpPassEvent,
  BuildUpPlay,
  BuildUpPlayEvent,
  BuildUpState,
  BuildUpView,
  HandResult,
  OpeningDraw,
} from './types.js';
