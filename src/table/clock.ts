/**
 * The table core's clocks: per-move and bank time, pauses while nobody of a table's people is present, and the next deadline.
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import { awayMs, hasClock, isStarted, moveMs, over, type Table } from './model.js';

/** Starts or stops seats' turn clocks after a change of state. */
export function retime(table: Table, now: number): Table {
  const active = isStarted(table) && !over(table) ? table.game.activePlayers(table.state) : [];
  let changed = false;
  const live = table.live.map((seat, at) => {
    const to = active.includes(at) ? (seat.turnSince ?? now) : null;
    if (to === seat.turnSince) return seat;
    changed = true;
    return { ...seat, turnSince: to };
  });
  return changed ? { ...table, live } : table;
}

/** Whether people sit at the table and none of them is connected: nothing runs then. */
function wantsPause(table: Table): boolean {
  let people = false;
  for (let at = 0; at < table.record.seats.length; at++) {
    if (table.record.seats[at]!.kind !== 'human') continue;
    if (table.live[at]!.connections.length > 0) return false;
    people = true;
  }
  return people;
}

/**
 * Pauses the table when its last person left, or goes on when one came back:
 * every running clock and away limit is moved on by the time the pause lasted.
 */
export function repause(table: Table, now: number): Table {
  const paused = wantsPause(table);
  if (paused === (table.pausedAt !== null)) return table;
  if (paused) return { ...table, pausedAt: now };
  const lasted = Math.max(0, now - table.pausedAt!);
  const live = table.live.map((seat) =>
    seat.awaySince === null && seat.turnSince === null
      ? seat
      : {
          ...seat,
          awaySince: seat.awaySince === null ? null : seat.awaySince + lasted,
          turnSince: seat.turnSince === null ? null : seat.turnSince + lasted,
        },
  );
  return { ...table, live, pausedAt: null };
}

/**
 * Whether the game is paused: people sit at the table and none of them is
 * connected (a watcher does not count). A paused table runs no clock, no
 * stand-in and no bot.
 *
 * @example
 * ```ts
 * isPaused(restoreTable(buildUp, rules, stored, Date.now())); // true until one of its people rejoins
 * ```
 */
export function isPaused(table: Table): boolean {
  return table.pausedAt !== null;
}

/** Milliseconds a seat's current turn has run past its move clock. */
export function overrun(table: Table, at: Seat, now: number): number {
  const since = table.live[at]!.turnSince;
  if (since === null) return 0;
  const per = moveMs(table.rules);
  return Math.max(0, now - since - (per ?? 0));
}

/** When a seat's time for this move runs out, or `null`. */
export function deadlineOf(table: Table, at: Seat): number | null {
  const live = table.live[at]!;
  if (!hasClock(table.rules) || live.turnSince === null) return null;
  return live.turnSince + (moveMs(table.rules) ?? 0) + live.bankMs;
}

/**
 * When the table next needs a {@link tickTable}: the earliest away limit or move
 * clock to run out, or `null` if none runs.
 *
 * @example
 * ```ts
 * const at = nextDeadline(table);
 * if (at !== null) setTimeout(() => tickTable(table, Date.now()), at - Date.now());
 * ```
 */
export function nextDeadline(table: Table): number | null {
  if (!isStarted(table) || over(table) || isPaused(table)) return null;
  let earliest: number | null = null;
  table.record.seats.forEach((r, at) => {
    if (r.kind !== 'human' || r.standIn) return;
    const away = table.live[at]!.awaySince;
    const candidates = [away === null ? null : away + awayMs(table.rules), deadlineOf(table, at)];
    for (const c of candidates) if (c !== null && (earliest === null || c < earliest)) earliest = c;
  });
  return earliest;
}
