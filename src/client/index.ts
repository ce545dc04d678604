/**
 * The table client (`boneyard/client`): a joined Colyseus room of a boneyard
 * table, typed by its game, with the seat token kept per server and table
 * and reconnection after a drop. Safe in a browser; imports no Colyseus
 * package (the app brings `@colyseus/sdk` or `colyseus.js`).
 *
 * @module boneyard/client
 */
export {
  joinRefusal,
  rejoinOptions,
  type TableClient,
  type TableClientEvents,
  type TableClientOptions,
  type TableConnectionEvent,
  type TableConnectionState,
  type TableFinishedRecord,
  type TableReconnect,
  type TableRejoinOptions,
  type TableRoom,
  tableClient,
} from './client.js';
export type {
  TableClientMessages,
  TableFrameOf,
  TableHistoryEntryOf,
  TableHistoryOf,
  TableServerMessages,
} from './protocol.js';
export {
  localStorageTokenStore,
  memoryTokenStore,
  type StorageLike,
  type TokenStore,
  tokenKey,
} from './tokens.js';
