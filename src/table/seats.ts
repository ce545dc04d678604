/**
 * The table core's seats: creating and restoring a table, holding it, and connections joining and leaving.
 *
 * @module
 */
import type { AnyGame, Seat } from '../core/game.js';
import { repause, retime } from './clock.js';
import { broadcast, historyFor, logTable, seedCommitment, stepTable, tableEvent } from './frames.js';
import {
  emptyLive,
  isPlainObject,
  jsonLength,
  type LiveSeat,
  type LogEntry,
  OWN,
  over,
  refuse,
  setSeat,
  settle,
  type Table,
  type TableMessage,
  type TableRules,
  type TableStep,
  withRecord,
} from './model.js';
import { eventsOfMove } from './play.js';
import { TABLE_MESSAGES, type TableEvent, type TableSeatGrant } from './protocol.js';
import { type SeatRecord, TABLE_RECORD_FORMAT, type TableRecord } from './record.js';
import { openRecord, replayMoves } from './record-replay.js';
import { newTableSeed } from './seed.js';

/**
 * Checks what a client sent to create a table (variant, options, players,
 * seed, bots) and gives the new table, its record at version 1 (to be
 * written before anyone joins). Throws `TableRefusal` (`unknown-variant`,
 * `bad-options`, `bad-seed`, `bad-bots`, `unknown-bot`) or the game's
 * `InvalidOptionError`.
 *
 * @example
 * ```ts
 * const table = createTable(buildUp, rules, 'table-1', { variant: 'seed', bots: [null, 'greedy'] }, Date.now());
 * ```
 */
export function createTable(
  game: AnyGame,
  rules: TableRules,
  tableId: string,
  options: unknown,
  now: number,
): Table {
  const o: Record<string, unknown> = isPlainObject(options) ? options : {};
  let variant: string | null = null;
  let setup: Record<string, unknown> = {};
  if (o.variant !== undefined) {
    if (typeof o.variant !== 'string' || !OWN.call(rules.variants, o.variant)) {
      refuse('unknown-variant', `${game.name} has no variant ${JSON.stringify(o.variant)}.`);
    }
    variant = o.variant as string;
    setup = { ...rules.variants[variant] };
  }
  if (o.options !== undefined) {
    if (!isPlainObject(o.options) || (jsonLength(o.options) ?? Infinity) > 4096) {
      refuse('bad-options', 'options must be a small plain object.');
    }
    setup = { ...setup, ...(o.options as Record<string, unknown>) };
  }
  if (o.players !== undefined) setup.players = o.players;
  if (o.seed !== undefined && !rules.clientSeeds) {
    refuse(
      'seed-not-allowed',
      "This server deals: it draws every table's seed, and reveals it when the game is over.",
    );
  }
  const seed = o.seed ?? (rules.newSeed ?? newTableSeed)();
  if (!(typeof seed === 'string' && seed.length <= 200) && !Number.isSafeInteger(seed)) {
    refuse('bad-seed', 'seed must be a short string or a whole number.');
  }
  setup.seed = seed;
  const state = game.setup(setup); // throws InvalidOptionError on a bad option
  const players = state.players;
  setup.players = players;
  const seats: SeatRecord[] = new Array(players).fill(null).map(() => ({ kind: 'empty' }));
  if (o.bots !== undefined) {
    if (!Array.isArray(o.bots) || o.bots.length > players) {
      refuse('bad-bots', 'bots must list at most one name per seat.');
    }
    (o.bots as unknown[]).forEach((name, seat) => {
      if (name === null || name === undefined) return;
      if (typeof name !== 'string' || !rules.bots.includes(name)) {
        refuse('unknown-bot', `No bot ${JSON.stringify(name)} (${rules.bots.join(', ')}).`);
      }
      seats[seat] = { kind: 'bot', bot: name as string };
    });
  }
  const record: TableRecord = {
    format: TABLE_RECORD_FORMAT,
    version: 1,
    holder: null,
    tableId,
    gameId: game.id,
    variant,
    setup,
    moves: [],
    seats,
  };
  return retime(
    {
      game,
      rules,
      record,
      state,
      connections: {},
      live: emptyLive(rules, players),
      log: [],
      last: null,
      pausedAt: null,
    },
    now,
  );
}

/**
 * Rebuilds a table from its stored record (replaying every move and its
 * events). Throws `TableRefusal` (`bad-record`, `wrong-game`) when the record
 * is not one of this game's, or a move in it is refused.
 *
 * @example
 * ```ts
 * const table = restoreTable(buildUp, rules, (await store.load('t1'))!, Date.now());
 * ```
 */
export function restoreTable(game: AnyGame, rules: TableRules, stored: unknown, now: number): Table {
  const opened = openRecord(game, stored);
  const { record } = opened;
  let state = opened.state;
  const players = state.players;
  if (record.seats.length !== players) {
    refuse('bad-record', `table record seats: ${record.seats.length} seats for ${players} players`);
  }
  const log: LogEntry[] = [];
  let last: Table['last'] = null;
  for (const step of replayMoves(game, record, state)) {
    state = step.after;
    log.push({
      moveCount: step.moveCount,
      player: step.move.player,
      shared: null,
      perViewer: eventsOfMove(step.tell, players),
    });
    last = { move: step.move, before: step.before };
  }
  // Nobody is connected to a restored table yet: its people are away from now (so it cannot stall).
  const live = emptyLive(rules, players).map((seat, at) =>
    record.seats[at]!.kind === 'human' ? { ...seat, awaySince: now } : seat,
  );
  const restored = { game, rules, record, state, connections: {}, live, log, last, pausedAt: null };
  return repause(retime(restored, now), now);
}

/**
 * Marks the table as held by a live copy (`holder`), or by none (`null`):
 * a write, so that a copy that lost the table cannot write after.
 *
 * @example
 * ```ts
 * const held = holdTable(table, `${processId}/${roomId}`);
 * await store.write(held.record);
 * ```
 */
export function holdTable(table: Table, holder: string | null): Table {
  return settle(table, withRecord(table, { holder }));
}

/**
 * A connection joins: with a seat token (its seat back, and its stand-in
 * bot sent away), asking for a seat, or to watch. `client` is who is behind
 * the connection (an address or a user id, from the transport; `null`: not
 * known, not limited). Throws `TableRefusal`: `unknown-seat-token` for a
 * token that matches no seat (a join never hands out a seat under someone
 * else's token); `seat-taken` or `no-such-seat` for a seat asked by number
 * that cannot be had; `no-free-seat` when every seat is taken and the join
 * did not ask to watch (a table of bots only is watched by whoever joins); `seat-limit` when this client holds
 * `rules.seatsPerClient` seats already (default 1: not a hot seat);
 * `spectators-full` past `rules.maxSpectators` (default 100).
 *
 * @example
 * ```ts
 * const step = joinTable(table, 'conn-1', { name: 'Ada' }, Date.now());
 * ```
 */
export function joinTable(
  table: Table,
  connection: string,
  options: unknown,
  now: number,
  client: string | null = null,
): TableStep {
  const o: Record<string, unknown> = isPlainObject(options) ? options : {};
  const taken =
    o.seatToken !== undefined && o.seatToken !== null
      ? seatByToken(table, o.seatToken)
      : o.spectate !== true && !table.record.seats.every((s) => s.kind === 'bot') && !over(table)
        ? freeSeat(table, o, client)
        : { next: table, seat: null, token: null, events: [] };
  const { seat, token, events } = taken;
  if (seat === null) roomToWatch(table);
  const { next, demoted } = connect(taken.next, connection, seat, client, now);
  const grant: TableSeatGrant = {
    tableId: table.record.tableId,
    seat,
    seatToken: token,
    seedHash: seedCommitment(table),
  };
  const logged = settle(table, logTable(next, events));
  const first: TableMessage[] = [
    ...demoted.map((other) => grantTo(other, { ...grant, seat: null, seatToken: null })),
    grantTo(connection, grant),
    { to: connection, type: TABLE_MESSAGES.history, message: historyFor(logged, seat) },
  ];
  return {
    table: logged,
    write: logged.record !== table.record,
    out: [...first, ...broadcast(logged, now, events, false)],
    over: false,
  };
}

/** What a join did to the seats: the table after it, the seat taken (or `null` to watch), its token, the events. */
interface Seating {
  readonly next: Table;
  readonly seat: Seat | null;
  readonly token: string | null;
  readonly events: TableEvent[];
}

const grantTo = (to: string, grant: TableSeatGrant): TableMessage => ({
  to,
  type: TABLE_MESSAGES.seat,
  message: grant,
});

/** A seat token takes its seat back (its stand-in sent away); a finished game is read-only, so nothing changes. */
function seatByToken(table: Table, seatToken: unknown): Seating {
  const hash =
    typeof seatToken === 'string' && seatToken.length <= 200 ? table.rules.hashToken(seatToken) : '';
  const at = table.record.seats.findIndex((s) => s.kind === 'human' && s.tokenHash === hash);
  if (at < 0) refuse('unknown-seat-token', `No seat at table ${table.record.tableId} has that seat token.`);
  const record = table.record.seats[at] as Extract<SeatRecord, { kind: 'human' }>;
  const seated = { seat: at, token: seatToken as string };
  if (over(table)) return { next: table, ...seated, events: [] };
  if (record.offered) {
    // A rematch's seat, taken with the finished table's token: the seat is theirs, under a token of this table.
    const token = table.rules.newToken();
    const tokenHash = table.rules.hashToken(token);
    const next = setSeat(table, at, { kind: 'human', name: record.name, tokenHash, standIn: null });
    return { next, seat: at, token, events: [tableEvent(next, 'sat-down', at)] };
  }
  if (record.standIn) {
    const next = setSeat(table, at, { ...record, standIn: null, standInReason: undefined });
    return { next, ...seated, events: [tableEvent(next, 'back', at)] };
  }
  const away = table.live[at]!.connections.length === 0 && table.live[at]!.awaySince !== null;
  return { next: table, ...seated, events: away ? [tableEvent(table, 'back', at)] : [] };
}

/** A person sits down: in the seat asked for, else the first free one, within the client's seat limit. */
function freeSeat(table: Table, o: Record<string, unknown>, client: string | null): Seating {
  const { seats, tableId } = table.record;
  const wanted = o.seat === undefined || o.seat === null ? null : o.seat;
  if (wanted !== null && (!Number.isSafeInteger(wanted) || seats[wanted as number] === undefined)) {
    refuse('no-such-seat', `Table ${tableId} has seats 0 to ${seats.length - 1}; seat must be one of them.`);
  }
  if (wanted !== null && seats[wanted as number]!.kind !== 'empty') {
    refuse(
      'seat-taken',
      `Seat ${wanted} of table ${tableId} is taken; join another seat or with { spectate: true }.`,
    );
  }
  const free = wanted !== null ? (wanted as number) : seats.findIndex((s) => s.kind === 'empty');
  if (free < 0) {
    refuse('no-free-seat', `Table ${tableId} has no free seat; join with { spectate: true } to watch.`);
  }
  const limit = table.rules.seatsPerClient ?? 1;
  if (client !== null && table.live.filter((s) => s.client === client).length >= limit) {
    refuse(
      'seat-limit',
      `This client already holds ${limit === 1 ? 'a seat' : `${limit} seats`} at table ${tableId} (the table is not a hot seat).`,
    );
  }
  const name = typeof o.name === 'string' && o.name.trim() ? o.name.trim().slice(0, 40) : 'player';
  const token = table.rules.newToken();
  const next = setSeat(table, free, {
    kind: 'human',
    name,
    tokenHash: table.rules.hashToken(token),
    standIn: null,
  });
  return { next, seat: free, token, events: [tableEvent(next, 'sat-down', free)] };
}

/** Refuses one more spectator past `maxSpectators`. */
function roomToWatch(table: Table): void {
  const cap = table.rules.maxSpectators ?? 100;
  const watching = Object.values(table.connections).filter((s) => s === null).length;
  if (watching >= cap)
    refuse('spectators-full', `Table ${table.record.tableId} has its ${cap} spectators already.`);
}

/**
 * The connection is at the table (in `seat`, or watching). The seat's earlier connections (the same token
 * twice: another tab) now only watch: `demoted` names them.
 */
function connect(
  table: Table,
  connection: string,
  seat: Seat | null,
  client: string | null,
  now: number,
): { readonly next: Table; readonly demoted: string[] } {
  const connections = { ...table.connections, [connection]: seat };
  const demoted: string[] = [];
  let live = table.live;
  if (seat !== null) {
    for (const other of live[seat]!.connections) {
      if (other === connection) continue;
      connections[other] = null;
      demoted.push(other);
    }
    const seats = live.slice() as LiveSeat[];
    seats[seat] = { ...seats[seat]!, connections: [connection], awaySince: null, client };
    live = seats;
  }
  return { next: repause(retime({ ...table, connections, live }, now), now), demoted };
}

/**
 * A connection leaves (or drops). A person whose last connection leaves is
 * away from then; after `awaySeconds` a bot stands in (see {@link tickTable}).
 *
 * @example
 * ```ts
 * const step = leaveTable(table, 'conn-1', Date.now());
 * ```
 */
export function leaveTable(table: Table, connection: string, now: number): TableStep {
  if (!OWN.call(table.connections, connection)) return { table, write: false, out: [], over: false };
  const seat = table.connections[connection]!;
  const connections = { ...table.connections };
  delete connections[connection];
  let live: LiveSeat[] | readonly LiveSeat[] = table.live;
  const events: TableEvent[] = [];
  if (seat !== null) {
    const seats = live.slice() as LiveSeat[];
    const left = seats[seat]!.connections.filter((c) => c !== connection);
    seats[seat] = { ...seats[seat]!, connections: left, awaySince: left.length === 0 ? now : null };
    live = seats;
    if (left.length === 0 && table.record.seats[seat]!.kind === 'human' && !over(table)) {
      events.push(tableEvent(table, 'away', seat));
    }
  }
  return stepTable(table, repause({ ...table, connections, live }, now), now, events);
}
