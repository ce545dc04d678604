/**
 * The table core's stand-ins: bots seated on request, seats handed to a bot and taken back, and the tick that stands in for the away and the out of time.
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import { deadlineOf, isPaused, retime } from './clock.js';
import { stepTable, tableEvent } from './frames.js';
import {
  awayMs,
  isPlainObject,
  isStarted,
  type LiveSeat,
  over,
  refuse,
  setSeat,
  standInBot,
  type Table,
  type TableStep,
} from './model.js';
import { seatOf } from './play.js';
import type { TableEvent } from './protocol.js';
import type { SeatRecord } from './record.js';

/**
 * A seated person seats a bot in an empty seat (`{ seat, bot }`). Throws
 * `TableRefusal` (`not-seated`, `malformed-message`, `seat-taken`, `unknown-bot`).
 *
 * @example
 * ```ts
 * const step = seatBot(table, 'conn-1', { seat: 1, bot: 'greedy' }, Date.now());
 * ```
 */
export function seatBot(table: Table, connection: string, message: unknown, now: number): TableStep {
  if (seatOf(table, connection) === null) refuse('not-seated', 'Only a seated player may seat bots.');
  if (over(table)) refuse('game-over', 'The game is over.');
  if (!isPlainObject(message)) refuse('malformed-message', 'Send { seat, bot }.');
  const { seat, bot } = message as Record<string, unknown>;
  if (!Number.isSafeInteger(seat) || table.record.seats[seat as number]?.kind !== 'empty') {
    refuse('seat-taken', 'Bots may only fill an empty seat.');
  }
  if (typeof bot !== 'string' || !table.rules.bots.includes(bot)) {
    refuse('unknown-bot', `No bot ${JSON.stringify(bot)} (${table.rules.bots.join(', ')}).`);
  }
  const next = retime(setSeat(table, seat as Seat, { kind: 'bot', bot: bot as string }), now);
  return stepTable(table, next, now, [tableEvent(next, 'bot-seated', seat as Seat, { bot: bot as string })]);
}

function standIn(table: Table, at: Seat, bot: string, reason: 'away' | 'clock' | 'handed'): Table {
  const record = table.record.seats[at] as Extract<SeatRecord, { kind: 'human' }>;
  return setSeat(table, at, { ...record, standIn: bot, standInReason: reason });
}

/**
 * A seated person hands an away person's seat to a bot at once
 * (`{ seat, bot? }`; default: the table's stand-in bot). Throws `TableRefusal`
 * (`not-seated`, `malformed-message`, `not-away`, `unknown-bot`).
 *
 * @example
 * ```ts
 * const step = handToBot(table, 'conn-1', { seat: 1 }, Date.now());
 * ```
 */
export function handToBot(table: Table, connection: string, message: unknown, now: number): TableStep {
  if (seatOf(table, connection) === null)
    refuse('not-seated', 'Only a seated player may hand a seat to a bot.');
  if (over(table)) refuse('game-over', 'The game is over.');
  if (!isPlainObject(message)) refuse('malformed-message', 'Send { seat, bot? }.');
  const { seat, bot = standInBot(table.rules) } = message as Record<string, unknown>;
  const record = Number.isSafeInteger(seat) ? table.record.seats[seat as number] : undefined;
  if (record?.kind !== 'human' || table.live[seat as number]!.connections.length > 0 || record.standIn) {
    refuse(
      'not-away',
      'Only the seat of a person who is away, with no bot playing for them, can be handed to a bot.',
    );
  }
  if (typeof bot !== 'string' || !table.rules.bots.includes(bot)) {
    refuse('unknown-bot', `No bot ${JSON.stringify(bot)} (${table.rules.bots.join(', ')}).`);
  }
  const next = standIn(table, seat as Seat, bot as string, 'handed');
  return stepTable(table, next, now, [
    tableEvent(next, 'stand-in', seat as Seat, { bot: bot as string, reason: 'handed' }),
  ]);
}

/**
 * A person takes their seat back from the bot standing in for them (after a
 * time-out while they stayed). Throws `TableRefusal` (`not-seated`,
 * `not-standing-in`).
 *
 * @example
 * ```ts
 * const step = takeBack(table, 'conn-1', Date.now());
 * ```
 */
export function takeBack(table: Table, connection: string, now: number): TableStep {
  const seat = seatOf(table, connection);
  if (seat === null) refuse('not-seated', 'Only a seated player has a seat to take back.');
  if (over(table)) refuse('game-over', 'The game is over.');
  const record = table.record.seats[seat as Seat]!;
  if (record.kind !== 'human' || !record.standIn) refuse('not-standing-in', 'No bot plays for this seat.');
  const next = retime(
    setSeat(table, seat as Seat, {
      ...(record as Extract<SeatRecord, { kind: 'human' }>),
      standIn: null,
      standInReason: undefined,
    }),
    now,
  );
  return stepTable(table, next, now, [tableEvent(next, 'back', seat as Seat)]);
}

/**
 * Time passes: a person away past `awaySeconds`, or whose move clock and bank
 * ran out, gets the stand-in bot, and everyone is told.
 *
 * @example
 * ```ts
 * const step = tickTable(table, Date.now());
 * ```
 */
export function tickTable(table: Table, now: number): TableStep {
  if (!isStarted(table) || over(table) || isPaused(table))
    return { table, write: false, out: [], over: false };
  let next = table;
  const events: TableEvent[] = [];
  const bot = standInBot(table.rules);
  table.record.seats.forEach((r, at) => {
    if (r.kind !== 'human' || r.standIn) return;
    const away = table.live[at]!.awaySince;
    const deadline = deadlineOf(table, at);
    let reason: 'away' | 'clock' | null = null;
    if (away !== null && now >= away + awayMs(table.rules)) reason = 'away';
    else if (deadline !== null && now >= deadline) reason = 'clock';
    if (!reason) return;
    if (reason === 'clock') {
      events.push(tableEvent(next, 'timeout', at));
      const live = next.live.slice() as LiveSeat[];
      live[at] = { ...live[at]!, bankMs: 0 };
      next = { ...next, live };
    }
    next = standIn(next, at, bot, reason);
    events.push(tableEvent(next, 'stand-in', at, { bot, reason }));
  });
  if (next === table) return { table, write: false, out: [], over: false };
  return stepTable(table, next, now, events);
}
