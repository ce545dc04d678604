/**
 * Hosting on Colyseus (Node): `defineRoom(game)` makes a room that seats
 * clients, applies their moves as their own seat, sends each its own view,
 * seats bots, and saves the table so another process can restore it.
 * Needs `@colyseus/core` 0.16 (a peer dependency).
 *
 * @module boneyard/colyseus
 */
export { defaultTableBots, type TableBot, type TableBotContext } from './bots.js';
export {
  defineRoom,
  type TableCreateOptions,
  type TableError,
  type TableFrame,
  type TableJoinOptions,
  type TableMetadata,
  type TableRoomClass,
  type TableRoomOptions,
  type TableSeat,
  type TableSeatGrant,
} from './room.js';
export {
  type HashStore,
  memoryTableStore,
  presenceTableStore,
  type SeatRecord,
  type TableRecord,
  type TableStore,
} from './store.js';
