/**
 * boneyard: headless, seeded, immutable rules engines for domino games.
 * This entry exports the core contract and every game; each game also has
 * its own subpath (`boneyard/build-up`, …).
 *
 * @module boneyard
 */
export * from './core/index.js';
// games: written by `npm run sync` from src/games/list.ts
export * from './games/build-up/index.js';
export * from './games/domino-squares/index.js';
export * from './games/dump-truck/index.js';
export * from './games/shanghai/index.js';
// end of games
export { findGame, gameFamilies, gameRegistry } from './registry.js';
