/**
 * The table core with plain calls and a fake clock: no sockets, no timers.
 * Seats and tokens, the fork cases, clocks, stand-in bots and take-back,
 * forced moves, history per seat, and a stale copy refused by the store.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import {
  createTable,
  handToBot,
  historyFor,
  isPaused,
  joinTable,
  leaveTable,
  memoryTableStore,
  moveAtTable,
  nextDeadline,
  parseTableRecord,
  playFor,
  restoreTable,
  seatBot,
  type Table,
  type TableFrame,
  type TableHistory,
  TableRefusal,
  type TableRules,
  type TableSeatGrant,
  type TableStep,
  takeBack,
  tickTable,
  turnsToPlay,
} from '../../src/table/index.js';
import { hiddenIds, stringsIn } from '../colyseus/hidden.js';
import { type NimState, nim } from '../core/toy-game.js';

let tokens = 0;
const rules = (extra: Partial<TableRules> = {}): TableRules => ({
  bots: ['random', 'greedy'],
  variants: { short: { stones: 5 } },
  clientSeeds: true,
  newToken: () => `token-${++tokens}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
  ...extra,
});

const T0 = 1_000_000;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const to = (step: TableStep, connection: string, type: string) =>
  step.out.filter((m) => m.to === connection && m.type === type).map((m) => m.message);
const frameOf = (step: TableStep, connection: string) => to(step, connection, 'frame').at(-1) as TableFrame;
const grantOf = (step: TableStep, connection: string) =>
  to(step, connection, 'seat').at(-1) as TableSeatGrant;

/** A Nim table with two people seated: `a` and `b`. */
function seated(extra: Partial<TableRules> = {}): { table: Table; tokens: [string, string] } {
  let table = createTable(nim, rules(extra), 't1', { seed: 'nim-1' }, T0);
  const a = joinTable(table, 'a', { name: 'Ada' }, T0);
  table = a.table;
  const b = joinTable(table, 'b', { name: 'Bo' }, T0);
  return { table: b.table, tokens: [grantOf(a, 'a').seatToken!, grantOf(b, 'b').seatToken!] };
}

const active = (table: Table) => nim.activePlayers(table.state as NimState)[0]!;
const connOf = (seat: number) => (seat === 0 ? 'a' : 'b');

function refusal(run: () => unknown): TableRefusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableRefusal);
    return error as TableRefusal;
  }
  throw new Error('not refused');
}

describe('seats and tokens', () => {
  it('seats people in order, hands each a token, and starts when every seat is filled', () => {
    let table = createTable(nim, rules(), 't1', { seed: 's' }, T0);
    expect(table.record.version).toBe(1);
    const a = joinTable(table, 'a', { name: 'Ada' }, T0);
    expect(a.write).toBe(true);
    expect(grantOf(a, 'a')).toMatchObject({ tableId: 't1', seat: 0 });
    expect(frameOf(a, 'a').started).toBe(false);
    table = a.table;
    const b = joinTable(table, 'b', {}, T0);
    expect(grantOf(b, 'b').seat).toBe(1);
    expect(frameOf(b, 'a').started).toBe(true);
    expect(frameOf(b, 'a').seats.map((s) => s.name)).toEqual(['Ada', 'player']);
    // The record holds hashes, never tokens.
    expect(JSON.stringify(b.table.record)).not.toContain(grantOf(b, 'b').seatToken!);
    const watcher = joinTable(b.table, 'w', { spectate: true }, T0);
    expect(grantOf(watcher, 'w')).toEqual({ tableId: 't1', seat: null, seatToken: null, seedHash: sha('s') });
    expect(watcher.write).toBe(false);
  });

  it('a seat token takes the seat back; the same token twice leaves one connection seated (no fork)', () => {
    const { table, tokens } = seated();
    const gone = leaveTable(table, 'a', T0 + 10).table;
    const back = joinTable(gone, 'a2', { seatToken: tokens[0] }, T0 + 20);
    expect(grantOf(back, 'a2')).toEqual({
      tableId: 't1',
      seat: 0,
      seatToken: tokens[0],
      seedHash: sha('nim-1'),
    });
    // A second tab with the same token: the first is told it now only watches.
    const twice = joinTable(back.table, 'a3', { seatToken: tokens[0] }, T0 + 30);
    expect(grantOf(twice, 'a2')).toEqual({
      tableId: 't1',
      seat: null,
      seatToken: null,
      seedHash: sha('nim-1'),
    });
    expect(twice.table.connections).toMatchObject({ a2: null, a3: 0, b: 1 });
    const mover = active(twice.table);
    const moveFrom = mover === 0 ? 'a3' : 'b';
    expect(refusal(() => moveAtTable(twice.table, 'a2', { type: 'take', count: 1 }, T0)).code).toBe(
      'not-seated',
    );
    expect(
      moveAtTable(twice.table, moveFrom, { type: 'take', count: 1 }, T0).table.record.moves,
    ).toHaveLength(1);
  });

  it('refuses a token that matches no seat, instead of handing out a new seat', () => {
    const { table } = seated();
    for (const seatToken of ['nope', 42, 'x'.repeat(10_000), {}]) {
      expect(refusal(() => joinTable(table, 'c', { seatToken }, T0)).code).toBe('unknown-seat-token');
    }
  });

  it('refuses bad create options with their codes', () => {
    const cases: [unknown, string][] = [
      [{ variant: 'nope' }, 'unknown-variant'],
      [{ options: [] }, 'bad-options'],
      [{ seed: { a: 1 } }, 'bad-seed'],
      [{ bots: 'greedy' }, 'bad-bots'],
      [{ bots: ['nobody'] }, 'unknown-bot'],
    ];
    for (const [options, code] of cases) {
      expect(refusal(() => createTable(nim, rules(), 't', options, T0)).code).toBe(code);
    }
  });
});

describe('moves', () => {
  it('applies a move as the sender’s seat whatever it names, refuses garbage, and leaves the table untouched', () => {
    const { table } = seated();
    const mover = active(table);
    const waiting = 1 - mover;
    const frozen = JSON.stringify(table.record);
    const codes = [
      [connOf(mover), null, 'malformed-move'],
      [connOf(mover), [], 'malformed-move'],
      [connOf(mover), { type: 'take', count: 'x'.repeat(3000) }, 'move-too-large'],
      [connOf(waiting), { type: 'take', count: 1, player: mover }, 'not-your-turn'],
      [connOf(mover), { type: 'take', count: 9 }, 'bad-count'],
      ['stranger', { type: 'take', count: 1 }, 'not-seated'],
    ] as const;
    for (const [from, message, code] of codes) {
      expect(refusal(() => moveAtTable(table, from, message, T0)).code).toBe(code);
    }
    expect(JSON.stringify(table.record)).toBe(frozen);
    const played = moveAtTable(table, connOf(mover), { type: 'take', count: 2, player: waiting }, T0 + 5);
    expect(played.write).toBe(true);
    expect(played.table.record.version).toBe(table.record.version + 1);
    expect(played.table.record.moves).toEqual([{ type: 'take', count: 2, player: mover }]);
    expect(frameOf(played, connOf(waiting)).lastMove).toEqual({ type: 'take', player: mover });
    expect(frameOf(played, connOf(waiting)).toMove).toEqual([waiting]);
  });

  it('a table not yet full refuses moves; a seated person may seat a bot in an empty seat only', () => {
    const table = joinTable(createTable(nim, rules(), 't', { seed: 1 }, T0), 'a', {}, T0).table;
    expect(refusal(() => moveAtTable(table, 'a', { type: 'take', count: 1 }, T0)).code).toBe(
      'table-not-full',
    );
    expect(refusal(() => seatBot(table, 'a', { seat: 0, bot: 'greedy' }, T0)).code).toBe('seat-taken');
    expect(refusal(() => seatBot(table, 'a', { seat: 1, bot: 'smart' }, T0)).code).toBe('unknown-bot');
    expect(refusal(() => seatBot(table, 'x', { seat: 1, bot: 'greedy' }, T0)).code).toBe('not-seated');
    const withBot = seatBot(table, 'a', { seat: 1, bot: 'greedy' }, T0);
    expect(withBot.table.record.seats[1]).toEqual({ kind: 'bot', bot: 'greedy' });
    expect(frameOf(withBot, 'a').tableEvents?.[0]).toMatchObject({
      kind: 'bot-seated',
      seat: 1,
      bot: 'greedy',
    });
  });

  it('a bot’s answer for a turn the table has moved past is refused', () => {
    let table = createTable(nim, rules(), 't', { seed: 3, bots: ['random', 'random'] }, T0);
    const [turn] = turnsToPlay(table);
    expect(turn).toMatchObject({ kind: 'bot', bot: 'random' });
    table = playFor(table, turn!.key, turn!.turn.legalMoves[0], T0).table;
    expect(refusal(() => playFor(table, turn!.key, turn!.turn.legalMoves[0], T0)).code).toBe('not-your-turn');
    while (turnsToPlay(table).length > 0) {
      const next = turnsToPlay(table)[0]!;
      table = playFor(table, next.key, next.turn.legalMoves.at(-1), T0).table;
    }
    expect(nim.outcome(table.state as NimState).over).toBe(true);
  });
});

describe('absence, clocks and stand-in bots', () => {
  it('a person away past the limit gets the stand-in bot; coming back with the token takes the seat back', () => {
    const { table, tokens } = seated({ awaySeconds: 60 });
    const left = leaveTable(table, 'b', T0 + 1000);
    expect(frameOf(left, 'a').seats[1]).toMatchObject({ away: true, connected: false, standIn: null });
    expect(frameOf(left, 'a').tableEvents).toEqual([expect.objectContaining({ kind: 'away', seat: 1 })]);
    expect(nextDeadline(left.table)).toBe(T0 + 61_000);
    expect(tickTable(left.table, T0 + 60_999).out).toEqual([]);
    const taken = tickTable(left.table, T0 + 61_000);
    expect(taken.write).toBe(true);
    expect(taken.table.record.seats[1]).toMatchObject({
      kind: 'human',
      standIn: 'greedy',
      standInReason: 'away',
    });
    expect(frameOf(taken, 'a').tableEvents).toEqual([
      expect.objectContaining({ kind: 'stand-in', seat: 1, bot: 'greedy', reason: 'away' }),
    ]);
    expect(nextDeadline(taken.table)).toBeNull();
    // The bot plays seat 1 whenever it is its turn.
    let t = taken.table;
    if (active(t) === 0) t = moveAtTable(t, 'a', { type: 'take', count: 1 }, T0 + 62_000).table;
    expect(turnsToPlay(t)).toEqual([expect.objectContaining({ seat: 1, kind: 'stand-in', bot: 'greedy' })]);
    // Back with the token: the seat is theirs again, the bot goes.
    const back = joinTable(t, 'b2', { seatToken: tokens[1] }, T0 + 63_000);
    expect(back.table.record.seats[1]).toMatchObject({ standIn: null });
    expect(turnsToPlay(back.table)).toEqual([]);
    expect(frameOf(back, 'b2').legalMoves.length).toBeGreaterThan(0);
  });

  it('the others can hand an away seat to a bot at once, and not a present one', () => {
    const { table } = seated();
    expect(refusal(() => handToBot(table, 'a', { seat: 1 }, T0)).code).toBe('not-away');
    const gone = leaveTable(table, 'b', T0).table;
    expect(refusal(() => handToBot(gone, 'w', { seat: 1 }, T0)).code).toBe('not-seated');
    expect(refusal(() => handToBot(gone, 'a', { seat: 1, bot: 'zzz' }, T0)).code).toBe('unknown-bot');
    const handed = handToBot(gone, 'a', { seat: 1, bot: 'random' }, T0);
    expect(handed.table.record.seats[1]).toMatchObject({ standIn: 'random', standInReason: 'handed' });
  });

  it('a move clock with a bank: time past the move clock spends the bank; running out brings the bot, and the person takes the seat back', () => {
    const { table } = seated({ clock: { moveSeconds: 10, bankSeconds: 20 } });
    const mover = active(table);
    const conn = connOf(mover);
    expect(frameOf(joinTable(table, 'w', { spectate: true }, T0), 'w').seats[mover]!.clock).toEqual({
      deadline: T0 + 30_000,
      bankMs: 20_000,
    });
    // Moves after 15 s: 5 s of bank spent.
    const moved = moveAtTable(table, conn, { type: 'take', count: 1 }, T0 + 15_000).table;
    const other = 1 - mover;
    const frame = frameFor1(moved, mover);
    expect(frame.seats[mover]!.clock).toEqual({ deadline: null, bankMs: 15_000 });
    expect(nextDeadline(moved)).toBe(T0 + 15_000 + 30_000);
    // The other seat lets its clock run out while connected.
    const out = tickTable(moved, T0 + 45_000);
    expect(out.table.record.seats[other]).toMatchObject({ standIn: 'greedy', standInReason: 'clock' });
    expect(frameOf(out, connOf(other)).tableEvents?.map((e) => e.kind)).toEqual(['timeout', 'stand-in']);
    expect(frameOf(out, connOf(other)).legalMoves).toEqual([]);
    expect(refusal(() => moveAtTable(out.table, connOf(other), { type: 'take', count: 1 }, T0)).code).toBe(
      'not-your-turn',
    );
    const back = takeBack(out.table, connOf(other), T0 + 46_000);
    expect(back.table.record.seats[other]).toMatchObject({ standIn: null });
    expect(frameOf(back, connOf(other)).legalMoves.length).toBeGreaterThan(0);
    expect(refusal(() => takeBack(back.table, connOf(other), T0)).code).toBe('not-standing-in');
  });

  it('autoForced: a person’s only legal move is played for them', () => {
    let { table } = seated({ autoForced: true });
    // Nim with 1 stone left: taking 1 is the only move.
    while ((table.state as NimState).stones > 1) {
      table = moveAtTable(table, connOf(active(table)), { type: 'take', count: 1 }, T0).table;
    }
    const [forced] = turnsToPlay(table);
    expect(forced).toMatchObject({ kind: 'forced', seat: active(table) });
    expect(forced!.turn.legalMoves).toHaveLength(1);
    const { table: done, over } = playFor(table, forced!.key, forced!.turn.legalMoves[0], T0);
    expect(over).toBe(true);
    expect(turnsToPlay(done)).toEqual([]);
    // Without the option nothing is played for people.
    expect(turnsToPlay(seated().table)).toEqual([]);
  });
});

/** The frame `seat`'s connection gets when a spectator joins. */
function frameFor1(table: Table, seat: number): TableFrame {
  return frameOf(joinTable(table, 'probe', { spectate: true }, T0 + 15_000), connOf(seat));
}

describe('history and restore', () => {
  it('a late joiner gets every event so far as its seat may see it, and no hidden tile of another seat', () => {
    const entry = gameRegistry['build-up']!;
    const r = rules({ bots: ['greedy'] });
    let table = createTable(entry.game, r, 'bu', { seed: 'hist', bots: [null, 'greedy'] }, T0);
    table = joinTable(table, 'a', {}, T0).table;
    const bot = entry.bots.greedy('me');
    for (let i = 0; i < 12 && !entry.game.outcome(table.state).over; i++) {
      const seat = entry.game.activePlayers(table.state)[0]!;
      if (seat === 0) {
        const legalMoves = entry.game.legalMoves(table.state, 0);
        table = moveAtTable(
          table,
          'a',
          bot({ player: 0, view: entry.game.view(table.state, 0), legalMoves }),
          T0,
        ).table;
      } else {
        const [turn] = turnsToPlay(table);
        table = playFor(table, turn!.key, entry.bots.greedy(1)(turn!.turn), T0).table;
      }
    }
    const late = joinTable(table, 'w', { spectate: true }, T0);
    const history = to(late, 'w', 'history')[0] as TableHistory;
    expect(history.entries.filter((e) => e.player !== null)).toHaveLength(table.record.moves.length);
    for (const seat of [0, 1, null] as const) {
      const told = historyFor(table, seat);
      const hidden = hiddenIds('build-up', table.state, seat);
      const leaked = stringsIn(told).filter((s) => hidden.has(s));
      expect(leaked).toEqual([]);
    }
    // The same table restored from its record tells the same history.
    const restored = restoreTable(entry.game, r, JSON.parse(JSON.stringify(table.record)), T0);
    expect(historyFor(restored, 1).entries.filter((e) => e.player !== null)).toEqual(
      historyFor(table, 1).entries.filter((e) => e.player !== null),
    );
  });

  it('restore refuses a record of another game, a newer format, or an illegal move, naming the field', () => {
    const { table, tokens } = seated();
    const record = JSON.parse(JSON.stringify(table.record));
    const buildUp = gameRegistry['build-up']!.game;
    expect(refusal(() => restoreTable(buildUp, rules(), record, T0)).code).toBe('wrong-game');
    expect(refusal(() => restoreTable(nim, rules(), { ...record, format: 3 }, T0)).message).toMatch(/format/);
    expect(
      refusal(() =>
        restoreTable(nim, rules(), { ...record, moves: [{ type: 'take', count: 7, player: 0 }] }, T0),
      ).message,
    ).toMatch(/moves\[0\]/);
    // Nobody is back yet at a restored table: it is paused (no clock, no stand-in, no bot) until one of its people
    // returns; a watcher does not wake it. Then the others' away limit runs from that return, so it cannot stall.
    const restored = restoreTable(nim, rules({ awaySeconds: 30 }), record, T0 + 5);
    expect(isPaused(restored)).toBe(true);
    expect(nextDeadline(restored)).toBeNull();
    expect(tickTable(restored, T0 + 1_000_000).write).toBe(false);
    const watched = joinTable(restored, 'w', { spectate: true }, T0 + 50_000).table;
    expect([isPaused(watched), nextDeadline(watched)]).toEqual([true, null]);
    const back = joinTable(watched, 'a', { seatToken: tokens[0] }, T0 + 60_000);
    expect(isPaused(back.table)).toBe(false);
    expect(back.write).toBe(false); // coming back is not a change of the record
    expect(nextDeadline(back.table)).toBe(T0 + 60_000 + 30_000);
    expect(
      tickTable(back.table, T0 + 60_000 + 30_000).table.record.seats.map(
        (s) => s.kind === 'human' && s.standIn,
      ),
    ).toEqual([null, 'greedy']);
    // A format 1 record (before versions) is read as version 0.
    const { version: _v, holder: _h, ...old } = record;
    expect(parseTableRecord({ ...old, format: 1 })).toMatchObject({ version: 0, holder: null, format: 2 });
  });

  it('a stale copy’s write is refused by the store, so two copies cannot fork a table', () => {
    const store = memoryTableStore();
    const { table } = seated();
    store.write({ ...table.record, version: 1 });
    const copyA = joinTable(restoreTable(nim, rules(), store.load('t1'), T0), 'a', { spectate: true }, T0);
    const copyB = restoreTable(nim, rules(), store.load('t1'), T0);
    expect(copyA.table.record.version).toBe(1); // a watcher: nothing to write
    // Each copy has its person of the active seat back and plays a different move.
    const [ta, tb] = [copyA.table, copyB].map((t) => ({ ...t, connections: { p: active(t) } }));
    const byA = moveAtTable(ta!, 'p', { type: 'take', count: 1 }, T0);
    const byB = moveAtTable(tb!, 'p', { type: 'take', count: 2 }, T0);
    expect(byA.table.record.version).toBe(2);
    expect(byB.table.record.version).toBe(2);
    store.write(byA.table.record);
    expect(refusal(() => store.write(byB.table.record)).code).toBe('stale-table');
    expect(store.records.get('t1')!.moves).toEqual([{ type: 'take', count: 1, player: active(ta!) }]);
  });
});
