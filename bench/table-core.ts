/**
 * `npm run bench -- table-core` (also the first part of `-- table`): the table
 * core alone, no sockets. Per game, a table with two seats and a spectator
 * played to the end by first legal moves: the cost of a move at the table
 * (`moveAtTable`: the rules, the events for every viewer, the frames), and the
 * heap a table holds at move 10 and at move 500 (Shanghai, whose match runs
 * that long). Each against the core before one run of the rules per move and
 * the table in modules (commit `BEFORE_COMMIT`: its whole `src/` read from git
 * into `bench/.baseline-core/`, so its `defineGame` is that one too).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { us } from './util.js';

/** The last commit before `stepAs` (one run of the rules per move) and the table core's split. */
const BEFORE_COMMIT = '5f1a1a3';
const here = dirname(fileURLToPath(import.meta.url));
const GAMES = ['build-up', 'dump-truck', 'shanghai', 'domino-squares', 'blind-hughie'];

interface Core {
  readonly registry: Record<string, { game: AnyGame }>;
  createTable(game: AnyGame, rules: object, id: string, options: object, now: number): Table;
  join(table: Table, connection: string, options: object, now: number): { table: Table };
  move(table: Table, connection: string, move: object, now: number): { table: Table };
}
interface AnyGame {
  activePlayers(state: unknown): number[];
  legalMoves(state: unknown, seat: number): object[];
  outcome(state: unknown): { over: boolean };
}
interface Table {
  readonly state: unknown;
}

/** The library of `BEFORE_COMMIT`, from git (its table verbs were `join` and `move`). */
async function before(): Promise<Core> {
  const out = join(here, '.baseline-core');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${BEFORE_COMMIT} src | tar -x -C "${out}"`], {
    cwd: join(here, '..'),
  });
  const table = await import(pathToFileURL(join(out, 'src/table/index.ts')).href);
  const { gameRegistry } = await import(pathToFileURL(join(out, 'src/registry.ts')).href);
  return { registry: gameRegistry, createTable: table.createTable, join: table.join, move: table.move };
}

async function now(): Promise<Core> {
  const table = await import('../src/table/index.js');
  const { gameRegistry } = await import('../src/registry.js');
  return {
    registry: gameRegistry as unknown as Core['registry'],
    createTable: table.createTable as unknown as Core['createTable'],
    join: table.joinTable as unknown as Core['join'],
    move: table.moveAtTable as unknown as Core['move'],
  };
}

let tokens = 0;
const rules = {
  bots: [],
  variants: {},
  clientSeeds: true,
  historyLimit: 100_000,
  newToken: () => `t${++tokens}`,
  hashToken: (token: string) => createHash('sha256').update(token).digest('hex'),
};

/** A table of `id` with two people and a spectator, seated. */
function seated(core: Core, id: string, seed: string): Table {
  const game = core.registry[id]!.game;
  let table = core.createTable(game, rules, `b-${seed}`, { seed, players: 2 }, 0);
  table = core.join(table, 'a', { name: 'Ana' }, 0).table;
  table = core.join(table, 'b', { name: 'Ben' }, 0).table;
  return core.join(table, 'w', { spectate: true }, 0).table;
}

/** Plays `table` by first legal moves, at most `limit` moves; returns the table and the moves played. */
function play(core: Core, id: string, table: Table, limit: number): { table: Table; moves: number } {
  const game = core.registry[id]!.game;
  let moves = 0;
  while (moves < limit && !game.outcome(table.state).over) {
    const seat = game.activePlayers(table.state)[0]!;
    const move = game.legalMoves(table.state, seat)[0]!;
    table = core.move(table, seat === 0 ? 'a' : 'b', move, moves).table;
    moves++;
  }
  return { table, moves };
}

/** Mean µs per move over whole games of `id`, for about `ms`. */
function perMove(core: Core, id: string, ms = 1500): number {
  let moves = 0;
  let spent = 0;
  for (let round = 0; spent < ms || round < 2; round++) {
    const table = seated(core, id, `bench-${round % 20}`);
    const start = performance.now();
    moves += play(core, id, table, 100_000).moves;
    if (round > 0)
      spent += performance.now() - start; // the first game warms up
    else moves = 0;
  }
  return (spent * 1000) / moves;
}

/** KB of heap per table, `count` tables of `id` each played to move `at` (or its end). */
function heapPerTable(core: Core, id: string, at: number, count: number): { kb: number; reached: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage().heapUsed;
  const kept: Table[] = [];
  let reached = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const played = play(core, id, seated(core, id, `heap-${i}`), at);
    reached = Math.min(reached, played.moves);
    kept.push(played.table);
  }
  gc?.();
  const kb = (process.memoryUsage().heapUsed - base) / 1024 / count;
  if (kept.length !== count) throw new RangeError('lost a table');
  return { kb, reached };
}

export async function run(): Promise<void> {
  const cores = { before: await before(), now: await now() };
  const gcNote = (globalThis as { gc?: () => void }).gc
    ? ''
    : ' (run with NODE_OPTIONS=--expose-gc for steadier heap figures)';
  console.log(
    `Table core, no sockets: two people and a spectator, first legal moves, before = ${BEFORE_COMMIT}${gcNote}`,
  );
  console.log('game              µs per move (before → now, ratio)');
  for (const id of GAMES) {
    const b = perMove(cores.before, id);
    const n = perMove(cores.now, id);
    console.log(
      `${id.padEnd(16)}  ${us(b).padStart(9)} → ${us(n).padStart(9)} (${(b / n).toFixed(2)}× faster)`,
    );
  }
  console.log('heap per table, Shanghai    KB (before → now)');
  for (const at of [10, 500]) {
    const count = at === 10 ? 400 : 40;
    const b = heapPerTable(cores.before, 'shanghai', at, count);
    const n = heapPerTable(cores.now, 'shanghai', at, count);
    console.log(
      `  at move ${String(at).padEnd(4)} (${count} tables, reached ${n.reached})  ${b.kb.toFixed(1)} → ${n.kb.toFixed(1)}`,
    );
  }
}
