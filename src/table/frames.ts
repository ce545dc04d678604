/**
 * The table core's messages: the frame and history each seat and spectator is sent, table events and the log.
 *
 * @module
 */
import type { Outcome, Seat } from '../core/game.js';
import { said } from '../core/message.js';
import { deadlineOf, isPaused, overrun } from './clock.js';
import { appended } from './history.js';
import {
  hasClock,
  isStarted,
  seatName,
  settle,
  type Table,
  type TableMessage,
  type TableStep,
} from './model.js';
import {
  TABLE_MESSAGES,
  type TableEvent,
  type TableFrame,
  type TableHistory,
  type TableHistoryEntry,
  type TableOver,
  type TableSeat,
} from './protocol.js';
import type { TableRecord } from './record.js';
import { moveAsSeenBy } from './record-replay.js';
import { seedHash } from './seed.js';
import { TABLE_EN } from './texts-en.js';

/** The commitment to the table's seed (cached by the record's setup, so a table hashes its seed once). */
const commitments = new WeakMap<TableRecord['setup'], string>();
export function seedCommitment(table: Table): string {
  const setup = table.record.setup;
  let hash = commitments.get(setup);
  if (hash === undefined) {
    hash = seedHash(setup.seed as string | number);
    commitments.set(setup, hash);
  }
  return hash;
}

export function logTable(table: Table, events: readonly TableEvent[]): Table {
  if (events.length === 0) return table;
  return {
    ...table,
    log: appended(table.log, {
      moveCount: table.record.moves.length,
      player: null,
      shared: events,
      perViewer: null,
    }),
  };
}

export function tableEvent(
  table: Table,
  kind: Exclude<TableEvent['kind'], 'bot-note'>,
  seat: Seat,
  extra: { bot?: string; reason?: 'away' | 'clock' | 'handed' } = {},
): TableEvent {
  const name = seatName(table.record.seats[seat]!, seat);
  const told = said(TABLE_EN, `table.${kind}`, {
    name,
    seat,
    bot: extra.bot ?? null,
    reason: extra.reason ?? null,
  });
  return { type: 'table', kind, seat, name, ...extra, ...told };
}

function seatInfo(table: Table, at: Seat, now: number): TableSeat {
  const r = table.record.seats[at]!;
  const live = table.live[at]!;
  const clock = hasClock(table.rules)
    ? { deadline: deadlineOf(table, at), bankMs: Math.max(0, live.bankMs - overrun(table, at, now)) }
    : null;
  if (r.kind === 'bot')
    return { kind: 'bot', name: r.bot, connected: true, away: false, standIn: null, clock };
  if (r.kind === 'human') {
    const connected = live.connections.length > 0;
    return { kind: 'human', name: r.name, connected, away: !connected, standIn: r.standIn ?? null, clock };
  }
  return { kind: 'empty', name: '', connected: false, away: false, standIn: null, clock: null };
}

function viewerIndex(table: Table, seat: Seat | null): number {
  return seat === null ? table.record.seats.length : seat;
}

/** The events of the last move, as `seat` may see them. */
function lastMoveEvents(table: Table, seat: Seat | null): readonly unknown[] {
  for (let i = table.log.length - 1; i >= 0; i--) {
    const perViewer = table.log[i]!.perViewer;
    if (perViewer) return perViewer[viewerIndex(table, seat)] ?? [];
  }
  return [];
}

/**
 * The frame a seat (or a spectator, `null`) gets now.
 *
 * @example
 * ```ts
 * const frame = frameFor(table, 0, Date.now(), []);
 * frame.legalMoves.length;
 * ```
 */
export function frameFor(
  table: Table,
  seat: Seat | null,
  now: number,
  tableEvents: readonly TableEvent[],
): TableFrame {
  const { game, state, record } = table;
  const last = table.last;
  const lastMove = last?.move;
  const started = isStarted(table);
  const seatRecord = seat === null ? undefined : record.seats[seat];
  const standing = seatRecord?.kind === 'human' && seatRecord.standIn;
  const outcome: Outcome = game.outcome(state);
  return {
    tableId: record.tableId,
    gameId: game.id,
    variant: record.variant,
    seat,
    view: game.view(state, seat),
    legalMoves: seat !== null && started && !standing ? game.legalMoves(state, seat) : [],
    outcome,
    moveCount: record.moves.length,
    lastMove: lastMove ? moveAsSeenBy(lastMove, seat) : null,
    ...(last ? { events: lastMoveEvents(table, seat) } : {}),
    ...(tableEvents.length > 0 ? { tableEvents } : {}),
    seats: record.seats.map((_, at) => seatInfo(table, at, now)),
    started,
    toMove: started && !outcome.over ? game.activePlayers(state) : [],
    paused: isPaused(table),
    ...(table.rematch ? { rematch: table.rematch } : {}),
  };
}

/**
 * What happened so far, as a seat (or a spectator) may see it: the last
 * `historyLimit` entries.
 *
 * @example
 * ```ts
 * historyFor(table, 1).entries.length;
 * ```
 */
export function historyFor(table: Table, seat: Seat | null): TableHistory {
  const limit = Math.max(0, table.rules.historyLimit ?? 5000);
  const from = Math.max(0, table.log.length - limit);
  const viewer = viewerIndex(table, seat);
  const entries: TableHistoryEntry[] = table.log.slice(from).map((e) => ({
    moveCount: e.moveCount,
    player: e.player,
    events: e.shared ?? e.perViewer?.[viewer] ?? [],
  }));
  return { tableId: table.record.tableId, seat, seedHash: seedCommitment(table), from, entries };
}

/** Frames to every connection (one computed per seat), then `over` if the game just ended. */
export function broadcast(
  table: Table,
  now: number,
  tableEvents: readonly TableEvent[],
  ended: boolean,
): TableMessage[] {
  const frames = new Map<Seat | null, TableFrame>();
  const out: TableMessage[] = [];
  for (const [to, seat] of Object.entries(table.connections)) {
    let frame = frames.get(seat);
    if (!frame) {
      frame = frameFor(table, seat, now, tableEvents);
      frames.set(seat, frame);
    }
    out.push({ to, type: TABLE_MESSAGES.frame, message: frame });
  }
  if (ended) {
    const message: TableOver = {
      outcome: table.game.outcome(table.state),
      seed: table.record.setup.seed as string | number,
    };
    for (const to of Object.keys(table.connections)) out.push({ to, type: TABLE_MESSAGES.over, message });
  }
  return out;
}

export function stepTable(
  before: Table,
  after: Table,
  now: number,
  tableEvents: readonly TableEvent[] = [],
  first: readonly TableMessage[] = [],
  ended = false,
): TableStep {
  const table = settle(before, logTable(after, tableEvents));
  return {
    table,
    write: table.record !== before.record,
    out: [...first, ...broadcast(table, now, tableEvents, ended)],
    over: ended,
  };
}

/**
 * Every connection's frame again (e.g. after a host finished writing).
 *
 * @example
 * ```ts
 * send(refreshTable(table, Date.now()));
 * ```
 */
export function refreshTable(table: Table, now: number): TableMessage[] {
  return broadcast(table, now, [], false);
}
