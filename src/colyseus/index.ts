/**
 * Hosting on Colyseus (Node): `defineRoom(game)` makes a room that maps
 * Colyseus's callbacks onto the table core (`boneyard/table`): it seats
 * clients, applies their moves as their own seat, sends each its own view and
 * history, writes every change before clients hear of it, plays bots and
 * stand-ins, and finds a live table by id on any process.
 * Needs `@colyseus/core` 0.16 (a peer dependency).
 *
 * @module boneyard/colyseus
 */

export type { TableBot, TableBotContext } from '../table/bots.js';
export {
  ClientLimits,
  type ClientOrigin,
  clientAddress,
  defaultClientKey,
  type TrustProxy,
} from '../table/limits.js';
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
  type TableSeat,
  type TableSeatGrant,
} from '../table/protocol.js';
export { type SeatRecord, type TableRecord, TableRefusal } from '../table/record.js';
export {
  type HashStore,
  type MemoryStoreLimits,
  memoryTableStore,
  presenceTableStore,
  type TableStore,
} from '../table/store.js';
export {
  type BotPoolStats,
  botPoolStats,
  defaultTableBots,
  resetBotPoolStats,
  setBotThreads,
} from './bots.js';
export { type TableLogger, tableLogger } from './logger.js';
export {
  defineRoom,
  notePeerAddress,
  type TableMetadata,
  type TableRoomClass,
  type TableRoomOptions,
} from './room.js';
