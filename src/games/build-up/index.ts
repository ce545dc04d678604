/**
 * Build Up: stack tiles on shared stacks by pip-total rules; score your
 * colour on top. `import { buildUp, canCover } from 'boneyard/build-up'`.
 *
 * @module
 */
export { greedyBuildUpBot, sampleBuildUp } from './bots.js';
export { canCover } from './can-cover.js';
export { type BuildUpMove, type BuildUpPass, type BuildUpPlay, type BuildUpView, buildUp } from './game.js';
export { BUILD_UP_DEFAULTS, type BuildUpOptions } from './options.js';
export { type BuildUpState, type HandResult, type OpeningDraw, STACKS_PER_PLAYER } from './state.js';
