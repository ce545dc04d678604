/**
 * The table core: the one authority over a table (its record, seats,
 * connections, clocks, stand-in bots and history), as plain data and
 * functions. No sockets and no timers: time is passed in (`now`, in ms), and
 * each operation returns the next table, whether its record must be written
 * before anything is sent, and the messages to send to whom. A host (the
 * Colyseus room, or a test) carries them out.
 *
 * Its parts: the data ({@link Table}, `model.ts`), seats and joining
 * (`seats.ts`), moves and bot turns (`play.ts`), clocks and pauses
 * (`clock.ts`), stand-ins and the tick (`stand-ins.ts`), frames and history
 * (`frames.ts`), the rematch of a finished table (`rematch.ts`).
 *
 * @module
 */
export { isPaused, nextDeadline } from './clock.js';
export { frameFor, historyFor, refreshTable } from './frames.js';
export {
  type HostTurn,
  isStarted,
  type Table,
  type TableMessage,
  type TableRules,
  type TableStep,
} from './model.js';
export { moveAtTable, playFor, turnsToPlay } from './play.js';
export { rematchTable, rematchTableId } from './rematch.js';
export { createTable, holdTable, joinTable, leaveTable, restoreTable } from './seats.js';
export { handToBot, seatBot, takeBack, tickTable } from './stand-ins.js';
