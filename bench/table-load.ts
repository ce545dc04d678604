/**
 * `npm run bench -- table-load`: the targets of a table server under load
 * (issue 23), one server process (bench/table-server.ts) loaded by real
 * colyseus.js clients from this process.
 *
 * - Human pace: at 10, 100, 500 and 1,000 Build Up tables (`TABLE_LEVELS`),
 *   two people each, who move `PACE_MS` (2,000) after they may: the round
 *   trip (move sent → the frame that shows it) p50/p99, and meanwhile a
 *   newcomer creating a table and a friend joining it every 250 ms, from a
 *   process of their own (bench/table-probe.ts):
 *   create/join latency p50/p99. Each level against the room before issue
 *   22 (`before`), in the same process layout. Targets: at 1,000 tables,
 *   round trip p99 ≤ 50 ms, create/join p99 ≤ 1 s.
 * - Busy: `BUSY_TABLES` (200) tables of people who move as soon as they
 *   may, with the same newcomer and friend: create/join latency while the
 *   process is busy with moves.
 * - Hard bots: 20 tables of two `hard` bots (`HARD_TABLES`) for
 *   `HARD_SECONDS` (30): the bot pool's moves at full budget, shortened,
 *   and fallbacks (target: none).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import type { TableFrame } from '../src/table/index.js';
import { quantile as sortedQuantile, startServer } from './table.js';
import { sleep, within } from './util.js';

const here = dirname(fileURLToPath(import.meta.url));
const LEVELS = (process.env.TABLE_LEVELS ?? '10,100,500,1000').split(',').filter(Boolean).map(Number);
const SECONDS = Number(process.env.TABLE_SECONDS ?? 20);
const PACE_MS = Number(process.env.PACE_MS ?? 2000);
const HARD_TABLES = Number(process.env.HARD_TABLES ?? 20);
const HARD_SECONDS = Number(process.env.HARD_SECONDS ?? 30);

const quantile = (values: number[], q: number) =>
  sortedQuantile(
    [...values].sort((x, y) => x - y),
    q,
  );
/** Leaves the rooms a request opened after it was counted as failed. */
const leaveAll = (rooms: readonly Room[]) =>
  rooms.forEach((room) => void room.leave().catch(() => undefined));

interface PaceFigures {
  tables: number;
  moves: number;
  tripP50: number;
  tripP99: number;
  createP50: number;
  createP99: number;
  joinP50: number;
  joinP99: number;
  failed: number;
  errors: number;
}

/** `count` tables of two people at a human pace, plus a newcomer and a friend every 250 ms. */
async function pace(port: number, count: number, paceMs: number): Promise<PaceFigures> {
  const client = new Client(`ws://127.0.0.1:${port}`);
  const trips: number[] = [];
  const creates: number[] = [];
  const joins: number[] = [];
  let moves = 0;
  let failed = 0;
  let errors = 0;
  let measuring = false;
  let running = true;
  const rooms = new Set<Room>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  /** Tables (by the creator's room) whose game ended: the creator opens a new one. */
  const play = (room: Room, replace?: () => void) => {
    rooms.add(room);
    room.onLeave(() => rooms.delete(room));
    let sent: { at: number; count: number } | null = null;
    let waiting = false;
    room.onMessage('*', () => {});
    room.onMessage('error', () => {
      errors++;
    });
    room.onMessage('frame', (frame: TableFrame) => {
      if (sent && frame.moveCount > sent.count) {
        if (measuring) {
          trips.push(performance.now() - sent.at);
          moves++;
        }
        sent = null;
      }
      if (frame.outcome.over && replace) {
        const done = replace;
        replace = undefined;
        done();
      }
      if (!running || frame.outcome.over || frame.legalMoves.length === 0 || sent || waiting) return;
      const move = frame.legalMoves[0];
      waiting = true;
      const timer = setTimeout(() => {
        timers.delete(timer);
        waiting = false;
        if (!running) return;
        sent = { at: performance.now(), count: frame.moveCount };
        room.send('move', move);
      }, paceMs);
      timers.add(timer);
    });
  };
  /** One person creates a table and another joins it; `seated` plays them (handlers on before any frame). */
  const open = async (i: number, seated: (room: Room, first?: boolean) => void) => {
    const first = await client.create('build-up', { seed: `pace-${i}-${Math.random()}`, name: 'a' });
    seated(first, true);
    const second = await client.joinById(first.roomId, { name: 'b' });
    seated(second);
    return [first, second] as const;
  };
  /** Plays a seat; the creator's room opens the next table when its game ends (while the bench runs). */
  let next = count;
  const seatPlayer = (room: Room, first?: boolean): void => {
    play(
      room,
      first
        ? () => {
            if (running) void within(open(next++, seatPlayer), leaveAll).catch(() => failed++);
          }
        : undefined,
    );
  };

  // Open the tables, 50 at a time.
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(50, count - i) }, (_, k) => within(open(i + k, seatPlayer), leaveAll)),
    );
    failed += batch.filter((result) => result.status === 'rejected').length;
  }
  await sleep(paceMs + 500); // every table past its first move
  measuring = true;
  const probe = runProbe(port, SECONDS);
  const probed = await probe;
  creates.push(...probed.creates);
  joins.push(...probed.joins);
  failed += probed.failed;
  measuring = false;
  running = false;
  for (const timer of timers) clearTimeout(timer);
  await Promise.race([
    Promise.all([...rooms].map((room) => room.leave().catch(() => undefined))),
    sleep(5000),
  ]);
  return {
    tables: count,
    moves,
    tripP50: quantile(trips, 0.5),
    tripP99: quantile(trips, 0.99),
    createP50: quantile(creates, 0.5),
    createP99: quantile(creates, 0.99),
    joinP50: quantile(joins, 0.5),
    joinP99: quantile(joins, 0.99),
    failed,
    errors,
  };
}

/** The newcomer and friend, in a process of their own (bench/table-probe.ts). */
function runProbe(
  port: number,
  seconds: number,
): Promise<{ creates: number[]; joins: number[]; failed: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'table-probe.ts'), String(port), String(seconds)],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
    });
    child.once('exit', () => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`probe: ${out}`));
      }
    });
  });
}

async function measurePace(impl: 'new' | 'before', tables: number, paceMs = PACE_MS): Promise<PaceFigures> {
  const { child, port } = await startServer(impl);
  try {
    return await pace(port, tables, paceMs);
  } finally {
    child.kill('SIGKILL');
  }
}

/** Tables of two hard bots, watched by their creator, replaced when they end; the pool's figures at the end. */
async function hardBots(): Promise<void> {
  const { child, port } = await startServer('new');
  try {
    const client = new Client(`ws://127.0.0.1:${port}`);
    let running = true;
    let games = 0;
    let moves = 0;
    const rooms = new Set<Room>();
    const table = async (i: number): Promise<void> => {
      const room = await client.create('build-up', {
        seed: `hard-${i}-${Math.random()}`,
        bots: ['hard', 'hard'],
        spectate: true,
      });
      rooms.add(room);
      await new Promise<void>((resolve) => {
        let last = 0;
        room.onMessage('*', () => {});
        room.onMessage('frame', (frame: TableFrame) => {
          moves += frame.moveCount - last;
          last = frame.moveCount;
          if (frame.outcome.over || !running) resolve();
        });
      });
      rooms.delete(room);
      await room.leave().catch(() => undefined);
      games++;
      if (running) return table(i);
    };
    const all = Promise.all(Array.from({ length: HARD_TABLES }, (_, i) => table(i).catch(() => undefined)));
    await sleep(HARD_SECONDS * 1000);
    running = false;
    const stats = (await (await fetch(`http://127.0.0.1:${port}/bots`)).json()) as {
      threads: number;
      jobs: number;
      shortened: number;
      fallbacks: number;
      longestThinkMs: number;
      longestWaitMs: number;
    };
    await Promise.all([...rooms].map((room) => room.leave().catch(() => undefined)));
    void all;
    const full = stats.jobs - stats.shortened - stats.fallbacks;
    console.log(
      `${HARD_TABLES} tables of two hard bots for ${HARD_SECONDS} s, ${stats.threads} threads: ${moves} moves, ${games} games ended; ` +
        `${stats.jobs} searches: ${full} at full budget (${((100 * full) / Math.max(1, stats.jobs)).toFixed(0)}%), ` +
        `${stats.shortened} shortened, ${stats.fallbacks} fallbacks (target 0); longest think ${stats.longestThinkMs.toFixed(0)} ms, longest wait ${stats.longestWaitMs.toFixed(0)} ms`,
    );
  } finally {
    child.kill('SIGKILL');
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

export async function run(): Promise<void> {
  console.log(
    `Table server under load: Build Up, two people per table moving ${PACE_MS} ms after they may; a newcomer and a friend create and join a table every 250 ms; ${SECONDS} s per level`,
  );
  console.log(
    'tables   round trip p50 / p99 ms (before → now)    create p50 / p99 ms (before → now)    join p50 / p99 ms (before → now)    moves, failed (now)',
  );
  for (const tables of LEVELS) {
    const before = await measurePace('before', tables);
    const now = await measurePace('new', tables);
    console.log(
      `${String(tables).padStart(6)}   ${ms(before.tripP50)} / ${ms(before.tripP99)} → ${ms(now.tripP50)} / ${ms(now.tripP99)}` +
        `    ${ms(before.createP50)} / ${ms(before.createP99)} → ${ms(now.createP50)} / ${ms(now.createP99)}` +
        `    ${ms(before.joinP50)} / ${ms(before.joinP99)} → ${ms(now.joinP50)} / ${ms(now.joinP99)}` +
        `    ${now.moves}, ${now.failed} (before ${before.failed}), refused ${now.errors}`,
    );
  }
  // Busy: the people move as soon as they may (a process busy with moves), and matchmaking must still answer.
  const busy = Number(process.env.BUSY_TABLES ?? 200);
  const before = await measurePace('before', busy, 0);
  const now = await measurePace('new', busy, 0);
  console.log(
    `busy: ${busy} tables of people moving at once: create p50 / p99 ${ms(before.createP50)} / ${ms(before.createP99)} → ${ms(now.createP50)} / ${ms(now.createP99)} ms, ` +
      `join ${ms(before.joinP50)} / ${ms(before.joinP99)} → ${ms(now.joinP50)} / ${ms(now.joinP99)} ms; moves ${before.moves} → ${now.moves} in ${SECONDS} s; failed ${before.failed} → ${now.failed}`,
  );
  await hardBots();
}
