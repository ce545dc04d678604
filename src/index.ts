/**
 * boneyard: headless, seeded, immutable rules engines for domino games.
 * This entry exports the core contract and every game; each game also has
 * its own subpath (`boneyard/build-up`, …).
 *
 * @module
 */
export * from './core/index.js';
export * from './games/build-up/index.js';
export * from './games/domino-squares/index.js';
export * from './games/dump-truck/index.js';
export * from './games/shanghai/index.js';
export { type BotFactory, type BotName, type GameEntry, gameRegistry, type RegistryBot } from './registry.js';
