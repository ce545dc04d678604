/**
 * The core contract shared by every boneyard game: tiles, seeded chance,
 * the `Game` interface, errors, replay and bots.
 *
 * @module
 */
export {
  type AnyBot,
  type Bot,
  type BotTurn,
  type PlayOutOptions,
  type PlayOutResult,
  playOut,
  randomBot,
} from './bots.js';
export {
  checkMoveShape,
  cloneJson,
  defineGame,
  type FieldKind,
  type GameRules,
  type MoveRule,
} from './define-game.js';
export { BoneyardError, IllegalMoveError, InvalidOptionError } from './errors.js';
export type {
  AnyGame,
  BaseMove,
  BaseState,
  FastPath,
  Game,
  MoveOf,
  Outcome,
  Seat,
  SetupBase,
  SetupOptions,
  StateOf,
  ViewOf,
  Violation,
} from './game.js';
export { bestSeats } from './outcome.js';
export {
  createRng,
  type RngHolder,
  type RngState,
  randomInt,
  type Seed,
  seedToInt,
  shuffle,
} from './random.js';
export { replay } from './replay.js';
export { type SearchBotGameOptions, type SearchBotOptions, searchBot } from './search-bot.js';
export { doubleSet, formatTile, isDouble, makeTile, pipTotal, type Tile, tileId } from './tiles.js';
