/**
 * A testing kit for any boneyard game, built-in or your own:
 * `import { checkGame } from 'boneyard/testing'`. It plays random games and
 * checks the contract's invariants at every step, each a named check
 * (`GAME_CHECKS`); a failure throws `GameCheckError` naming its check, with
 * the setup and moves that replay it.
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
export { GAME_CHECKS, type GameCheckName } from './checks.js';
export { hostileMoves, hostileViewers } from './hostile.js';
