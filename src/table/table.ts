/**
 * The table core: the one authority over a table (its record, seats,
 * connections, clocks, stand-in bots and history), as plain data and
 * functions. No sockets and no timers: time is passed in (`now`, in ms), and
 * each operation returns the next table, whether its record must be written
 * before anything is sent, and the messages to send to whom. A host (the
 * Colyseus room, or a test) carries them out.
 *
 * @module
 */
import type { BotTurn } from '../core/bots.js';
import type { AnyGame, BaseMove, BaseState, Outcome, Seat, Stepped } from '../core/game.js';
import {
  TABLE_MESSAGES,
  type TableClock,
  type TableCode,
  type TableEvent,
  type TableFrame,
  type TableHistory,
  type TableHistoryEntry,
  type TableOver,
  type TableSeat,
  type TableSeatGrant,
} from './protocol.js';
import { type SeatRecord, TABLE_RECORD_FORMAT, type TableRecord, TableRefusal } from './record.js';
import { moveAsSeenBy, openRecord, replayMoves } from './record-replay.js';
import { newTableSeed, seedHash } from './seed.js';

/**
 * How a table behaves: the bots it may seat, its variants, its clock, how
 * long a person may be away, and how seat tokens are made and hashed.
 *
 * @example
 * ```ts
 * const rules: TableRules = {
 *   bots: ['random', 'greedy'], variants: {}, clock: { moveSeconds: 30 }, awaySeconds: 60,
 *   newToken: () => randomBytes(18).toString('base64url'),
 *   hashToken: (token) => createHash('sha256').update(token).digest('hex'),
 * };
 * ```
 */
export interface TableRules {
  /** The names of the bots that may sit or stand in. */
  readonly bots: readonly string[];
  /** Named option sets a table may be created from. */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The move clock (default: none). */
  readonly clock?: TableClock;
  /** Seconds a person may be away from a started game before a bot stands in (default 120). */
  readonly awaySeconds?: number;
  /** The bot that stands in for an away or timed-out person (default `'greedy'` if offered, else the first bot). */
  readonly standIn?: string;
  /** Whether a person's only legal move is played for them (default `false`). */
  readonly autoForced?: boolean;
  /** Largest move a client may send, as JSON characters (default 2048). */
  readonly maxMoveChars?: number;
  /** At most this many history entries go to a client that joins (default 5000). */
  readonly historyLimit?: number;
  /** Seats one client (by its client key, see {@link join}) may hold at this table (default 1; `Infinity` for a hot seat). */
  readonly seatsPerClient?: number;
  /** Spectators the table lets in at once (default 100). */
  readonly maxSpectators?: number;
  /**
   * Whether a client's create options may choose the seed (default `false`:
   * the server draws every seed, and a `seed` in create options is refused
   * with `seed-not-allowed`). Only for tests, local development, or
   * tournaments that publish their seeds: whoever knows a live game's seed
   * knows every hidden tile.
   */
  readonly clientSeeds?: boolean;
  /** Draws a new table's seed (default {@link newTableSeed}: 128 bits from the platform's cryptographic source). */
  readonly newSeed?: () => string;
  /** Makes a new seat token (a secret handed to the person). */
  newToken(): string;
  /** Hashes a seat token for the record (the record never holds a token). */
  hashToken(token: string): string;
}

/** A seat's live state (not stored). */
interface LiveSeat {
  /** Connections playing this seat (usually one). */
  readonly connections: readonly string[];
  /** When the seat's person left (no connection), or `null`. */
  readonly awaySince: number | null;
  /** When the seat became one to move, or `null` when it is not. */
  readonly turnSince: number | null;
  /** Milliseconds left in the seat's bank. */
  readonly bankMs: number;
  /** The client key of whoever took the seat (in this process), or `null`. */
  readonly client: string | null;
}

interface LogEntry {
  readonly moveCount: number;
  readonly player: Seat | null;
  /** The same events for every viewer (table events), or … */
  readonly shared: readonly unknown[] | null;
  /** … the events per viewer: seats in order, then the spectator. */
  readonly perViewer: readonly (readonly unknown[])[] | null;
}

/**
 * A table: immutable; every operation gives a new one.
 *
 * @example
 * ```ts
 * const table = createTable(buildUp, rules, { seed: 1 }, Date.now());
 * table.record.seats.length; // 2
 * ```
 */
export interface Table {
  /** The game played. */
  readonly game: AnyGame;
  /** The table's rules. */
  readonly rules: TableRules;
  /** The record as it is (or is about to be) stored. */
  readonly record: TableRecord;
  /** The game's state (`replay(game, record.setup, record.moves)`). */
  readonly state: BaseState;
  /** Which seat each connection holds (`null`: spectator). */
  readonly connections: Readonly<Record<string, Seat | null>>;
  /** Live state per seat. @internal */
  readonly live: readonly LiveSeat[];
  /** What happened so far. @internal */
  readonly log: readonly LogEntry[];
  /** The last move and the state before it. @internal */
  readonly last: { readonly move: BaseMove; readonly before: BaseState } | null;
  /**
   * Since when the game is paused (`null`: not paused). A table with people
   * seated, none of whom is connected, runs no clock, no stand-in and no bot
   * until one of them comes back; its clocks then go on where they stopped.
   */
  readonly pausedAt: number | null;
}

/**
 * A message for one connection, from a table operation.
 *
 * @example
 * ```ts
 * for (const { to, type, message } of step.out) transport.send(to, type, message);
 * ```
 */
export interface TableMessage {
  /** The connection it goes to. */
  readonly to: string;
  /** The message name (see `TABLE_MESSAGES`). */
  readonly type: string;
  /** The message. */
  readonly message: unknown;
}

/**
 * What a table operation gives: the next table, whether its record must be
 * written (its version is already the next one) before any message is sent,
 * and the messages.
 *
 * @example
 * ```ts
 * const step = move(table, 'conn-1', { type: 'play', tile: '1:2-5', stack: 4 }, Date.now());
 * if (step.write) await store.write(step.table.record);
 * send(step.out);
 * ```
 */
export interface TableStep {
  /** The table after the operation (the same object when nothing changed). */
  readonly table: Table;
  /** Whether `table.record` must be written before `out` is sent. */
  readonly write: boolean;
  /** The messages to send, in order. */
  readonly out: readonly TableMessage[];
  /** Whether this operation ended the game. */
  readonly over: boolean;
}

/**
 * A seat a host should play now: a bot's seat, a person's with a bot
 * standing in, or a person's only legal move (with `autoForced`). Its `key`
 * goes back with the move to {@link playFor}, which refuses an answer the
 * table has moved past.
 *
 * @example
 * ```ts
 * for (const turn of turnsToPlay(table)) runBot(turn.bot, turn.turn).then((m) => playFor(table, turn.key, m, Date.now()));
 * ```
 */
export interface HostTurn {
  /** The seat. */
  readonly seat: Seat;
  /** Who plays it: a seated bot, a bot standing in for a person, or the forced move. */
  readonly kind: 'bot' | 'stand-in' | 'forced';
  /** The bot's name (`''` for a forced move). */
  readonly bot: string;
  /** What the bot is told. */
  readonly turn: BotTurn<unknown, unknown>;
  /** A seed for the bot, from the table's seed, the seat and the move number. */
  readonly seed: string;
  /** Identifies this turn: `moveCount:seat:kind:bot`. */
  readonly key: string;
}

const OWN = Object.prototype.hasOwnProperty;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `JSON.stringify` length, or `null` for what cannot be written (cycles, BigInt). */
function jsonLength(value: unknown): number | null {
  try {
    return JSON.stringify(value)?.length ?? null;
  } catch {
    return null;
  }
}

function refuse(code: TableCode, message: string): never {
  throw new TableRefusal(code, message);
}

const awayMs = (rules: TableRules) => Math.max(0, rules.awaySeconds ?? 120) * 1000;
const moveMs = (rules: TableRules) =>
  rules.clock?.moveSeconds == null ? null : Math.max(0, rules.clock.moveSeconds) * 1000;
const bankStart = (rules: TableRules) =>
  rules.clock?.bankSeconds == null ? 0 : Math.max(0, rules.clock.bankSeconds) * 1000;
const hasClock = (rules: TableRules) => rules.clock?.moveSeconds != null || rules.clock?.bankSeconds != null;

function standInBot(rules: TableRules): string {
  if (rules.standIn !== undefined) return rules.standIn;
  return rules.bots.includes('greedy') ? 'greedy' : (rules.bots[0] ?? 'random');
}

function over(table: Table): boolean {
  return table.game.outcome(table.state).over;
}

/** The commitment to the table's seed (cached by the record's setup, so a table hashes its seed once). */
const commitments = new WeakMap<TableRecord['setup'], string>();
function seedCommitment(table: Table): string {
  const setup = table.record.setup;
  let hash = commitments.get(setup);
  if (hash === undefined) {
    hash = seedHash(setup.seed as string | number);
    commitments.set(setup, hash);
  }
  return hash;
}

/**
 * Whether every seat is filled (play starts then).
 *
 * @example
 * ```ts
 * isStarted(table); // false until the last seat is taken
 * ```
 */
export function isStarted(table: Table): boolean {
  return table.record.seats.every((s) => s.kind !== 'empty');
}

function seatName(seat: SeatRecord, at: Seat): string {
  return seat.kind === 'human' ? seat.name : seat.kind === 'bot' ? seat.bot : `seat ${at}`;
}

/** Starts or stops seats' turn clocks after a change of state. */
function retime(table: Table, now: number): Table {
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

/** A change of the record (its version is set once per operation, by {@link settle}). */
function withRecord(table: Table, patch: Partial<TableRecord>): Table {
  return { ...table, record: { ...table.record, ...patch } };
}

/**
 * The one write of an operation: whatever it changed in the record (several
 * seats stood in by one tick included), the record's version is the stored
 * one + 1, once.
 */
function settle(before: Table, after: Table): Table {
  if (after.record === before.record) return after;
  const version = before.record.version + 1;
  return after.record.version === version ? after : { ...after, record: { ...after.record, version } };
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
function repause(table: Table, now: number): Table {
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

function setSeat(table: Table, at: Seat, seat: SeatRecord): Table {
  const seats = table.record.seats.slice();
  seats[at] = seat;
  return withRecord(table, { seats });
}

function logTable(table: Table, events: readonly TableEvent[]): Table {
  if (events.length === 0) return table;
  return {
    ...table,
    log: [
      ...table.log,
      { moveCount: table.record.moves.length, player: null, shared: events, perViewer: null },
    ],
  };
}

function tableEvent(
  table: Table,
  kind: Exclude<TableEvent['kind'], 'bot-note'>,
  seat: Seat,
  extra: { bot?: string; reason?: 'away' | 'clock' | 'handed' } = {},
): TableEvent {
  const name = seatName(table.record.seats[seat]!, seat);
  const why = { away: 'away', clock: 'out of time', handed: 'handed over' } as const;
  const text = {
    'sat-down': `${name} sits at seat ${seat}.`,
    away: `${name} has left.`,
    back: `${name} is back.`,
    'stand-in': `${extra.bot} plays for ${name} (${extra.reason ? why[extra.reason] : 'away'}).`,
    'bot-seated': `${extra.bot} sits at seat ${seat}.`,
    timeout: `${name} ran out of time.`,
  }[kind];
  return { type: 'table', kind, seat, name, ...extra, text };
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

/** Milliseconds a seat's current turn has run past its move clock. */
function overrun(table: Table, at: Seat, now: number): number {
  const since = table.live[at]!.turnSince;
  if (since === null) return 0;
  const per = moveMs(table.rules);
  return Math.max(0, now - since - (per ?? 0));
}

/** When a seat's time for this move runs out, or `null`. */
function deadlineOf(table: Table, at: Seat): number | null {
  const live = table.live[at]!;
  if (!hasClock(table.rules) || live.turnSince === null) return null;
  return live.turnSince + (moveMs(table.rules) ?? 0) + live.bankMs;
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
function broadcast(
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

function step(
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

function emptyLive(rules: TableRules, players: number): LiveSeat[] {
  return Array.from({ length: players }, () => ({
    connections: [],
    awaySince: null,
    turnSince: null,
    bankMs: bankStart(rules),
    client: null,
  }));
}

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

/** Events of a move for every viewer, seats in order then the spectator, from its one run (`stepAs`). */
function eventsOfMove(tell: Stepped<BaseState, BaseMove, unknown>['tell'], players: number) {
  const perViewer: (readonly unknown[])[] = [];
  for (let viewer = 0; viewer <= players; viewer++) perViewer.push(tell(viewer === players ? null : viewer));
  return perViewer;
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
 * const step = join(table, 'conn-1', { name: 'Ada' }, Date.now());
 * ```
 */
export function join(
  table: Table,
  connection: string,
  options: unknown,
  now: number,
  client: string | null = null,
): TableStep {
  const o: Record<string, unknown> = isPlainObject(options) ? options : {};
  const name = typeof o.name === 'string' && o.name.trim() ? o.name.trim().slice(0, 40) : 'player';
  const seats = table.record.seats;
  const tableId = table.record.tableId;
  let next = table;
  let seat: Seat | null = null;
  let token: string | null = null;
  const events: TableEvent[] = [];
  if (o.seatToken !== undefined && o.seatToken !== null) {
    const hash =
      typeof o.seatToken === 'string' && o.seatToken.length <= 200 ? table.rules.hashToken(o.seatToken) : '';
    const at = seats.findIndex((s) => s.kind === 'human' && s.tokenHash === hash);
    if (at < 0) refuse('unknown-seat-token', `No seat at table ${tableId} has that seat token.`);
    seat = at;
    token = o.seatToken as string;
    const record = seats[at] as Extract<SeatRecord, { kind: 'human' }>;
    if (over(table)) {
      // A finished game is read-only: its people see their own seat again, and nothing is written.
    } else if (record.standIn) {
      next = setSeat(next, at, { ...record, standIn: null, standInReason: undefined });
      events.push(tableEvent(next, 'back', at));
    } else if (table.live[at]!.connections.length === 0 && table.live[at]!.awaySince !== null) {
      events.push(tableEvent(next, 'back', at));
    }
  } else if (o.spectate !== true && !seats.every((s) => s.kind === 'bot') && !over(table)) {
    const wanted = o.seat === undefined || o.seat === null ? null : o.seat;
    if (wanted !== null && (!Number.isSafeInteger(wanted) || seats[wanted as number] === undefined)) {
      refuse(
        'no-such-seat',
        `Table ${tableId} has seats 0 to ${seats.length - 1}; seat must be one of them.`,
      );
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
    seat = free;
    token = table.rules.newToken();
    next = setSeat(next, seat, {
      kind: 'human',
      name,
      tokenHash: table.rules.hashToken(token),
      standIn: null,
    });
    events.push(tableEvent(next, 'sat-down', seat));
  }
  if (seat === null) {
    const cap = table.rules.maxSpectators ?? 100;
    const watching = Object.values(table.connections).filter((s) => s === null).length;
    if (watching >= cap) refuse('spectators-full', `Table ${tableId} has its ${cap} spectators already.`);
  }
  const first: TableMessage[] = [];
  const connections = { ...next.connections, [connection]: seat };
  let live: LiveSeat[] | readonly LiveSeat[] = next.live;
  if (seat !== null) {
    // The seat's earlier connections (same token twice: another tab) now only watch.
    for (const other of live[seat]!.connections) {
      if (other === connection) continue;
      connections[other] = null;
      const demoted: TableSeatGrant = {
        tableId: table.record.tableId,
        seat: null,
        seatToken: null,
        seedHash: seedCommitment(table),
      };
      first.push({ to: other, type: TABLE_MESSAGES.seat, message: demoted });
    }
    const seats = live.slice() as LiveSeat[];
    seats[seat] = { ...seats[seat]!, connections: [connection], awaySince: null, client };
    live = seats;
  }
  next = repause(retime({ ...next, connections, live }, now), now);
  const grant: TableSeatGrant = {
    tableId: table.record.tableId,
    seat,
    seatToken: token,
    seedHash: seedCommitment(table),
  };
  first.push({ to: connection, type: TABLE_MESSAGES.seat, message: grant });
  const logged = settle(table, logTable(next, events));
  first.push({ to: connection, type: TABLE_MESSAGES.history, message: historyFor(logged, seat) });
  return {
    table: logged,
    write: logged.record !== table.record,
    out: [...first, ...broadcast(logged, now, events, false)],
    over: false,
  };
}

/**
 * A connection leaves (or drops). A person whose last connection leaves is
 * away from then; after `awaySeconds` a bot stands in (see {@link tick}).
 *
 * @example
 * ```ts
 * const step = leave(table, 'conn-1', Date.now());
 * ```
 */
export function leave(table: Table, connection: string, now: number): TableStep {
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
  return step(table, repause({ ...table, connections, live }, now), now, events);
}

function seatOf(table: Table, connection: string): Seat | null {
  return OWN.call(table.connections, connection) ? table.connections[connection]! : null;
}

/** Applies a move for `seat` (already checked to be one it may make now). */
function applyMove(
  table: Table,
  seat: Seat,
  move: Record<string, unknown>,
  now: number,
  tableEvents: readonly TableEvent[] = [],
): TableStep {
  const { game } = table;
  const before = table.state;
  let played: Stepped<BaseState, BaseMove, unknown>;
  try {
    played = game.stepAs(before, seat, move);
  } catch (error) {
    // The game's own refusal goes back to the client with its code; anything else is a bug, not a refusal.
    if (game.isIllegalMove(error))
      throw new TableRefusal<string>(error.code, error.message, { cause: error });
    throw error;
  }
  const state = played.state;
  const applied = { ...move, player: seat } as BaseMove; // the game accepted it: a move with its type
  const players = table.record.seats.length;
  const live = table.live.slice() as LiveSeat[];
  const spent = overrun(table, seat, now);
  live[seat] = { ...live[seat]!, bankMs: Math.max(0, live[seat]!.bankMs - spent), turnSince: null };
  const next = retime(
    {
      ...withRecord(table, { moves: [...table.record.moves, applied] }),
      state,
      live,
      last: { move: applied, before },
      log: [
        ...table.log,
        {
          moveCount: table.record.moves.length + 1,
          player: seat,
          shared: null,
          perViewer: eventsOfMove(played.tell, players),
        },
      ],
    },
    now,
  );
  return step(table, next, now, tableEvents, [], game.outcome(state).over);
}

/**
 * A move sent by a connection: applied as that connection's seat, whatever
 * seat it names. Throws `TableRefusal` (`malformed-move`, `move-too-large`,
 * `not-seated`, `game-over`, `table-not-full`, `not-your-turn`, or the game's
 * own code) and the table is unchanged.
 *
 * @example
 * ```ts
 * const step = move(table, 'conn-1', { type: 'pass' }, Date.now());
 * ```
 */
export function move(table: Table, connection: string, message: unknown, now: number): TableStep {
  const max = table.rules.maxMoveChars ?? 2048;
  const length = jsonLength(message);
  if (length === null || !isPlainObject(message)) refuse('malformed-move', 'A move must be a plain object.');
  if ((length as number) > max) refuse('move-too-large', `A move may have at most ${max} characters.`);
  const seat = seatOf(table, connection);
  if (seat === null) refuse('not-seated', 'Spectators may not move.');
  if (over(table)) refuse('game-over', 'The game is over.');
  if (!isStarted(table)) refuse('table-not-full', 'Play starts when every seat is filled.');
  const record = table.record.seats[seat as Seat]!;
  if (record.kind === 'human' && record.standIn) {
    refuse(
      'not-your-turn',
      `${record.standIn} plays for seat ${seat} now; send 'back' to take the seat back.`,
    );
  }
  if (!table.game.activePlayers(table.state).includes(seat as Seat)) {
    refuse('not-your-turn', `Seat ${seat} may not move now.`);
  }
  // Applied as this connection's seat, whatever seat the message names.
  return applyMove(table, seat as Seat, { ...(message as Record<string, unknown>), player: seat }, now);
}

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
  return step(table, next, now, [tableEvent(next, 'bot-seated', seat as Seat, { bot: bot as string })]);
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
  return step(table, next, now, [
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
  return step(table, next, now, [tableEvent(next, 'back', seat as Seat)]);
}

/**
 * When the table next needs a {@link tick}: the earliest away limit or move
 * clock to run out, or `null` if none runs.
 *
 * @example
 * ```ts
 * const at = nextDeadline(table);
 * if (at !== null) setTimeout(() => tick(table, Date.now()), at - Date.now());
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

/**
 * Time passes: a person away past `awaySeconds`, or whose move clock and bank
 * ran out, gets the stand-in bot, and everyone is told.
 *
 * @example
 * ```ts
 * const step = tick(table, Date.now());
 * ```
 */
export function tick(table: Table, now: number): TableStep {
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
  return step(table, next, now, events);
}

/**
 * The seats a host should play now: bots, bots standing in, and (with
 * `autoForced`) people whose only legal move is forced.
 *
 * @example
 * ```ts
 * turnsToPlay(table).map((t) => t.kind); // ['bot']
 * ```
 */
export function turnsToPlay(table: Table): HostTurn[] {
  if (!isStarted(table) || over(table) || isPaused(table)) return [];
  const { game, state, record } = table;
  const turns: HostTurn[] = [];
  for (const seat of game.activePlayers(state) as Seat[]) {
    const r = record.seats[seat]!;
    let kind: HostTurn['kind'] | null = null;
    let bot = '';
    if (r.kind === 'bot') [kind, bot] = ['bot', r.bot];
    else if (r.kind === 'human' && r.standIn) [kind, bot] = ['stand-in', r.standIn];
    else if (r.kind === 'human' && table.rules.autoForced) kind = 'forced';
    if (!kind) continue;
    const legalMoves = game.legalMoves(state, seat);
    if (legalMoves.length === 0 || (kind === 'forced' && legalMoves.length !== 1)) continue;
    const moveCount = record.moves.length;
    turns.push({
      seat,
      kind,
      bot,
      turn: { player: seat, view: game.view(state, seat), legalMoves },
      seed: `${String(record.setup.seed)}:seat${seat}:move${moveCount}`,
      key: `${moveCount}:${seat}:${kind}:${bot}`,
    });
  }
  return turns;
}

/**
 * A host plays a seat's turn (from {@link turnsToPlay}) with the move its bot
 * chose: refused with `not-your-turn` if the table has moved past that turn
 * (`key`), else applied like a person's move. `notes` (what the bot's
 * thinking came to, e.g. a shortened budget) go to everyone as `bot-note`
 * table events.
 *
 * @example
 * ```ts
 * const step = playFor(table, turn.key, chosen, Date.now());
 * ```
 */
export function playFor(
  table: Table,
  key: string,
  chosen: unknown,
  now: number,
  notes: readonly string[] = [],
): TableStep {
  const current = turnsToPlay(table).find((t) => t.key === key);
  if (!current) refuse('not-your-turn', 'The table has moved past that turn.');
  if (!isPlainObject(chosen)) refuse('malformed-move', 'A move must be a plain object.');
  const { seat, bot } = current!;
  const events = notes.map(
    (text): TableEvent => ({ type: 'table', kind: 'bot-note', seat, name: bot, bot, text }),
  );
  return applyMove(table, seat, chosen as Record<string, unknown>, now, events);
}

/**
 * Every connection's frame again (e.g. after a host finished writing).
 *
 * @example
 * ```ts
 * send(refresh(table, Date.now()));
 * ```
 */
export function refresh(table: Table, now: number): TableMessage[] {
  return broadcast(table, now, [], false);
}
