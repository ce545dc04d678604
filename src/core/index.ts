/**
 * The core contract shared by every boneyard game: tiles, seeded chance,
 * the `Game` interface and `defineGame`, errors, replay, the play loop, bots
 * and the entry of a game in the one list.
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
  type Draft,
  defineGame,
  type EventSink,
  type FieldKind,
  type GameRules,
  type MoveRule,
  type MoveRules,
} from './define-game.js';
export {
  BOT_LEVELS,
  type BotFactory,
  type BotName,
  defineEntry,
  type EntryBot,
  type EntryParts,
  formatHowToPlay,
  type GameEntry,
  type GameFamily,
  type HowToPlay,
  type HowToPlayTitles,
  type SearchBudget,
} from './entry.js';
export {
  BoneyardError,
  CORE_CODES,
  type CoreCode,
  IllegalMoveError,
  InvalidOptionError,
  InvalidStateError,
  RUNTIME_CODES,
  type RuntimeCode,
  STATE_CODES,
  type StateCode,
} from './errors.js';
export type {
  AnyGame,
  BaseMove,
  BaseState,
  CodeOf,
  EventOf,
  FastPath,
  Game,
  GameEvent,
  GamePart,
  GameWith,
  MoveOf,
  Outcome,
  Seat,
  SetupBase,
  SetupOptions,
  StateOf,
  Stepped,
  ViewOf,
  Violation,
} from './game.js';
export { type Catalog, type Message, renderMessage, type Sentence, type TextTools } from './message.js';
export { bestSeats } from './outcome.js';
export type { JsonValue } from './parse.js';
/**
 * Readers for `parseState`: `readJson` (a bounded plain copy) and checks that
 * name the path of the first bad value (`object`, `array`, `int`, `bool`,
 * `text`, `rngState`, `tileAt`, `conserveTiles`, `invalid`).
 */
export * as stateCheck from './parse.js';
export { type ApplyPath, type LoopTurn, type PlayLoopOptions, playLoop, runLoop } from './play.js';
export {
  createRng,
  MAX_SEED_LENGTH,
  type RngHolder,
  type RngState,
  randomInt,
  type Seed,
  shuffle,
} from './random.js';
export { refusalsOf } from './refusals.js';
export { replay } from './replay.js';
/**
 * Shapes declared once (`int`, `bool`, `text`, `rng`, `tile`, `tiles`,
 * `list`, `object`, `custom`): a game's state, options and moves as a
 * schema, its types inferred from it (`Infer`, `MoveOf`), its `parseState`'s
 * shape checks (`STATE.keys()`, `STATE.fields(…)`) and its options check
 * (`optionsCheck`) made from it.
 */
export * as schema from './schema.js';
export { SEARCH_LIMITS, type SearchBotGameOptions, type SearchBotOptions, searchBot } from './search-bot.js';
export { doubleSet, formatTile, isDouble, makeTile, pipTotal, type Tile, tileId } from './tiles.js';
