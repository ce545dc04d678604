/**
 * The table core's rematch: a finished table deals again at a new table,
 * with the same game, options, seats and bots and the server's new seed,
 * each person of the finished table offered the same seat there.
 *
 * @module
 */
import { broadcast, frameFor } from './frames.js';
import { over, refuse, type Table, type TableStep } from './model.js';
import { seatOf } from './play.js';
import { TABLE_MESSAGES } from './protocol.js';
import { type SeatRecord, TABLE_RECORD_FORMAT, type TableRecord } from './record.js';
import { newTableSeed, sha256Hex } from './seed.js';

/**
 * The id of a table's rematch: the same for the same finished table, so
 * every ask (from any seat, on any live copy of the table) names one new
 * table. 24 letters and digits, a valid table id.
 *
 * @example
 * ```ts
 * rematchTableId('t1') === rematchTableId('t1'); // true
 * ```
 */
export function rematchTableId(tableId: string): string {
  return `r${sha256Hex(`boneyard rematch of ${tableId}`).slice(0, 23)}`;
}

/**
 * A seated person asks for a rematch of a finished table. The first ask
 * makes the new table's record (`created`, version 1, held by no copy: the
 * host writes it before anything is sent, and the first join opens it from
 * the store): the same game, variant and options, the same seat count, each
 * bot at its seat with its name (its level), and a new seed from the server
 * (`rules.newSeed`, never a client's, even where `clientSeeds` allows one).
 * Each person's seat there is offered to their seat token of the finished
 * table (`offered`): joining the new table with it takes the seat and grants
 * a new token; any other token gets nothing. Every connection of the
 * finished table is then sent a frame with `rematch: { tableId }`.
 *
 * A later ask (two people at once, or a click again) changes nothing and
 * sends the asker the same frame again. Throws `TableRefusal`:
 * `not-seated` for a spectator (or a connection not at the table),
 * `game-not-over` while the game goes on.
 *
 * @example
 * ```ts
 * const step = rematchTable(table, 'conn-1', Date.now());
 * if (step.created) await store.write(step.created);
 * send(step.out); // every frame now has rematch: { tableId }
 * ```
 */
export function rematchTable(table: Table, connection: string, now: number): TableStep {
  const seat = seatOf(table, connection);
  if (seat === null) refuse('not-seated', 'Only a seated player may ask for a rematch.');
  const { game, rules, record } = table;
  if (!over(table)) {
    refuse('game-not-over', `The game at table ${record.tableId} is not over; a rematch deals once it is.`);
  }
  if (table.rematch) {
    const frame = frameFor(table, seat, now, []);
    return {
      table,
      write: false,
      out: [{ to: connection, type: TABLE_MESSAGES.frame, message: frame }],
      over: false,
    };
  }
  const setup = { ...record.setup, seed: (rules.newSeed ?? newTableSeed)() };
  game.setup(setup); // the options the finished table was set up with: a check that the new deal replays
  const seats = record.seats.map(
    (s): SeatRecord =>
      s.kind === 'human'
        ? { kind: 'human', name: s.name, tokenHash: s.tokenHash, standIn: null, offered: true }
        : s.kind === 'bot'
          ? { kind: 'bot', bot: s.bot }
          : { kind: 'empty' },
  );
  const created: TableRecord = {
    format: TABLE_RECORD_FORMAT,
    version: 1,
    holder: null,
    tableId: rematchTableId(record.tableId),
    gameId: game.id,
    variant: record.variant,
    setup,
    moves: [],
    seats,
  };
  const next: Table = { ...table, rematch: { tableId: created.tableId } };
  return { table: next, write: false, out: broadcast(next, now, [], false), over: false, created };
}
