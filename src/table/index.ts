/**
 * The table core (`boneyard/table`): one table of any game as plain data and
 * functions, with no transport: seats and seat tokens, frames per seat,
 * history, move clocks, bots that stand in for people who leave, and
 * versioned stores. `TableHost` runs a table for any transport; the Colyseus
 * room (`boneyard/colyseus`) is a thin layer over it. Safe to import in a
 * browser (the protocol types and codes).
 *
 * @module boneyard/table
 */
export type { TableBot, TableBotContext } from './bots.js';
export {
  type ArchiveTableStore,
  type GameQuery,
  type GameSeat,
  type GameSummary,
  gameSeats,
  publicRecord,
  type ReplayOptions,
  replayTable,
  type StoredGame,
  type TableArchive,
} from './games.js';
export { TableHost, type TableHostOptions, type TableSource, type TableTransport } from './host.js';
export {
  ClientLimits,
  type ClientOrigin,
  clientAddress,
  defaultClientKey,
  RateCounter,
  type TrustProxy,
} from './limits.js';
export {
  TABLE_CODES,
  TABLE_MESSAGES,
  type TableClock,
  type TableCode,
  type TableCreateOptions,
  type TableError,
  type TableEvent,
  type TableFrame,
  type TableHistory,
  type TableHistoryEntry,
  type TableJoinOptions,
  type TableOver,
  type TableRematch,
  type TableSeat,
  type TableSeatGrant,
} from './protocol.js';
export {
  parseTableRecord,
  type SeatRecord,
  TABLE_RECORD_FORMAT,
  type TableRecord,
  TableRefusal,
} from './record.js';
export { type FairGame, newTableSeed, seedHash, sha256Hex, verifyDeal } from './seed.js';
export {
  type HashStore,
  type MemoryStoreLimits,
  memoryTableStore,
  presenceTableStore,
  staleWrite,
  type TableStore,
  type TableWriteInfo,
} from './store.js';
export {
  createTable,
  frameFor,
  type HostTurn,
  handToBot,
  historyFor,
  holdTable,
  isPaused,
  isStarted,
  joinTable,
  leaveTable,
  moveAtTable,
  nextDeadline,
  playFor,
  refreshTable,
  rematchTable,
  rematchTableId,
  restoreTable,
  seatBot,
  type Table,
  type TableMessage,
  type TableRules,
  type TableStep,
  takeBack,
  tickTable,
  turnsToPlay,
} from './table.js';
export type { TableTexts } from './texts-choice.js';
