/**
 * `npm run bench -- table`: one table-server process (bench/table-server.ts)
 * on this machine, loaded by real colyseus.js clients from this process:
 * half the tables seat two people who move as soon as a frame allows, half
 * seat two bots watched by a spectator; a finished table is replaced by a new
 * one. Per level of concurrent tables: moves per second (all tables), the
 * people's round trip (move sent → the frame that shows it) p50/p99, and the
 * server's heap per table; each against the same load on the room before
 * issue 22 (same process layout, its source from git).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import { gameRegistry } from '../src/registry.js';
import {
  createTable,
  historyFor,
  joinTable,
  playFor,
  type TableFrame,
  turnsToPlay,
} from '../src/table/index.js';
import { type TableTexts, textsFor } from '../src/table/texts-choice.js';

const here = dirname(fileURLToPath(import.meta.url));
const LEVELS = (process.env.TABLE_LEVELS ?? '10,100,500,1000').split(',').map(Number);
const SECONDS = Number(process.env.TABLE_SECONDS ?? 8);

interface Figures {
  movesPerSecond: number;
  p50: number;
  p99: number;
  heapPerTableKb: number;
}

/** Starts bench/table-server.ts on today's room (`new`) or the room before issue 22; resolves with its port. */
export function startServer(impl: 'new' | 'before'): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(here, 'table-server.ts'), impl],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.once('exit', (code) => reject(new Error(`table server exited with ${code}: ${out}`)));
  });
}

async function memory(port: number): Promise<number> {
  const answer = (await (await fetch(`http://127.0.0.1:${port}/memory`)).json()) as { heapUsed: number };
  return answer.heapUsed;
}

/** Keeps `count` tables going until `stop()`; counts moves and people's round trips. */
function load(port: number, count: number) {
  const client = new Client(`ws://127.0.0.1:${port}`);
  let moves = 0;
  const trips: number[] = [];
  let running = true;
  const rooms = new Set<Room>();
  /** One table to its end: two people moving at once (even `i`), or two bots and a spectator (odd `i`). */
  const table = async (i: number): Promise<void> => {
    const people = i % 2 === 0;
    let last = 0;
    let resolveOver: () => void = () => {};
    const over = new Promise<void>((resolve) => {
      resolveOver = resolve;
    });
    /** Handlers go on as soon as a room is joined, before its first frame (else the first mover may never move). */
    const attach = (room: Room, at: number) => {
      rooms.add(room);
      let sent: { at: number; count: number } | null = null;
      room.onMessage('*', () => {});
      room.onMessage('frame', (frame: TableFrame) => {
        if (at === 0 && frame.moveCount > last) {
          if (running) moves += frame.moveCount - last;
          last = frame.moveCount;
        }
        if (sent && frame.moveCount > sent.count) {
          if (running) trips.push(performance.now() - sent.at);
          sent = null;
        }
        if (frame.outcome.over) resolveOver();
        if (!people || !running || frame.outcome.over || frame.legalMoves.length === 0 || sent) return;
        sent = { at: performance.now(), count: frame.moveCount };
        room.send('move', frame.legalMoves[0]);
      });
    };
    const first = await client.create(
      'build-up',
      people
        ? { seed: `bench-${i}-${Math.random()}` }
        : { seed: `bench-${i}-${Math.random()}`, bots: ['random', 'random'], spectate: true },
    );
    attach(first, 0);
    const opened = [first];
    if (people) {
      const second = await client.joinById(first.roomId);
      attach(second, 1);
      opened.push(second);
    }
    await over;
    for (const room of opened) {
      rooms.delete(room);
      await room.leave().catch(() => undefined);
    }
    if (running) return table(i);
  };
  const started = Promise.all(Array.from({ length: count }, (_, i) => table(i).catch(() => undefined)));
  return {
    reset: () => {
      moves = 0;
      trips.length = 0;
    },
    read: () => ({ moves, trips: [...trips] }),
    stop: async () => {
      running = false;
      await Promise.all([...rooms].map((room) => room.leave().catch(() => undefined)));
      void started;
    },
  };
}

export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measure(impl: 'new' | 'before', tables: number): Promise<Figures> {
  const { child, port } = await startServer(impl);
  try {
    const idle = await memory(port);
    const running = load(port, tables);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // warm-up: every table open
    running.reset();
    const heap = await memory(port);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const { moves, trips } = running.read();
    await running.stop();
    const sorted = trips.sort((a, b) => a - b);
    return {
      movesPerSecond: moves / SECONDS,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      heapPerTableKb: (heap - idle) / tables / 1024,
    };
  } finally {
    child.kill('SIGKILL');
  }
}

/** Bytes of the history a late spectator and seat 0 get at the end of one whole game of each game (greedy bots). */
function historySizes(): void {
  console.log('History sent on joining at the end of a game (JSON bytes; greedy bots, seed 1):');
  for (const [id, entry] of Object.entries(gameRegistry)) {
    const rules = {
      bots: ['greedy'],
      variants: {},
      clientSeeds: true,
      newToken: () => String(Math.random()),
      hashToken: (t: string) => createHash('sha256').update(t).digest('hex'),
    };
    const players = entry.game.defaultPlayers;
    let table = createTable(entry.game, rules, 't', { seed: 1, bots: new Array(players).fill('greedy') }, 0);
    for (let turns = turnsToPlay(table); turns.length > 0; turns = turnsToPlay(table)) {
      const turn = turns[0]!;
      table = playFor(table, turn.key, entry.bots.greedy(turn.seed)(turn.turn), 0).table;
    }
    table = joinTable(table, 'w', { spectate: true }, 0).table;
    // As sent to a connection that joined with `texts` (default 'both'; 'messages': without the English).
    const bytes = (seat: number | null, texts: TableTexts = 'both') =>
      JSON.stringify(textsFor('history', historyFor(table, seat), texts)).length;
    const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
    console.log(
      `  ${id.padEnd(28)} ${String(table.record.moves.length).padStart(5)} moves   seat 0 ${kb(bytes(0))} KB   spectator ${kb(bytes(null))} KB   spectator, texts 'messages' ${kb(bytes(null, 'messages'))} KB, 'text' ${kb(bytes(null, 'text'))} KB`,
    );
  }
}

export async function run(): Promise<void> {
  historySizes();
  console.log(
    `Tables: one server process, Build Up, half two people moving at once, half two bots; ${SECONDS} s per level`,
  );
  console.log(
    'tables   moves/s (before → now, ratio)    round trip p50 / p99 ms (before → now)    heap KB/table (before → now)',
  );
  for (const tables of LEVELS) {
    const before = await measure('before', tables);
    const now = await measure('new', tables);
    console.log(
      `${String(tables).padStart(6)}   ${before.movesPerSecond.toFixed(0).padStart(6)} → ${now.movesPerSecond.toFixed(0).padStart(6)} (${(now.movesPerSecond / before.movesPerSecond).toFixed(2)}×)` +
        `    ${before.p50.toFixed(1)} / ${before.p99.toFixed(1)} → ${now.p50.toFixed(1)} / ${now.p99.toFixed(1)}` +
        `    ${before.heapPerTableKb.toFixed(1)} → ${now.heapPerTableKb.toFixed(1)}`,
    );
  }
}
