/**
 * A testing kit for any boneyard game, built-in or your own:
 * `import { checkGame } from 'boneyard/testing'`. It plays random games and
 * checks the contract's invariants at every step; a failure throws
 * `GameCheckError` with the setup and moves that replay it.
 *
 * @module boneyard/testing
 */
export {
  type CheckGameOptions,
  type CheckGameReport,
  checkGame,
  GameCheckError,
  nearMisses,
} from './check-game.js';
export { hostileMoves, hostileViewers } from './hostile.js';
