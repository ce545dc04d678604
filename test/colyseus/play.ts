/**
 * Real colyseus.js clients playing one table to its end: each seated client
 * picks its moves with the game's greedy bot from the frames it receives
 * (its view and legal moves), and sends them naming the wrong seat; every
 * frame each client receives is recorded.
 */
import { Client, type Room } from 'colyseus.js';
import type { TableError, TableFrame, TableHistory, TableSeatGrant } from '../../src/colyseus/index.js';
import type { Seat } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';

/** What one client saw. */
export interface ClientLog {
  readonly seat: Seat | null;
  readonly seatToken: string | null;
  /** The commitment to the seed the seat grant carried (before the first frame). */
  readonly seedHash?: string;
  readonly frames: TableFrame[];
  /** The history messages received (one per join). */
  readonly histories?: TableHistory[];
  readonly errors: TableError[];
  /** Milliseconds from sending a move to the frame that shows it applied. */
  readonly latencies: number[];
  /** Moves sent on purpose while another seat was to play. */
  probes: number;
  over: unknown;
}

/** Garbage a hostile client sends as moves: each must come back as an error, and the game go on. */
export const HOSTILE_MOVES: unknown[] = [
  null,
  42,
  'play',
  [],
  [1, 2, 3],
  {},
  { type: 'no-such-move' },
  { type: 'play', tile: Number.NaN, stack: Number.POSITIVE_INFINITY },
  { type: { nested: [{ deeper: [null, 'x', { a: Number.NaN }] }] } },
  { type: 'play', junk: 'x'.repeat(3000) },
  JSON.parse('{"__proto__": {"polluted": true}, "type": "play"}'),
  { constructor: { prototype: { polluted: true } } },
  ((): unknown => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 60; i++) deep = { deep };
    return deep;
  })(),
];

export interface PlayOptions {
  readonly endpoint: string;
  readonly gameId: string;
  readonly create: Readonly<Record<string, unknown>>;
  /** Seated clients (the other seats must be bots, from `create.bots`). */
  readonly people: number;
  /** Adds a spectator. */
  readonly spectator?: boolean;
  /** Seat 0's client also sends garbage, an unknown message type, and moves while it is not its turn. */
  readonly hostile?: boolean;
  /** A second endpoint: clients with odd indexes join through it (another process). */
  readonly otherEndpoint?: string;
  /** Called once the table is running, with its rooms; may break and mend connections. */
  readonly during?: (table: RunningTable) => Promise<void>;
}

export interface RunningTable {
  readonly tableId: string;
  readonly roomId: string;
  readonly logs: ClientLog[];
  readonly rooms: Room[];
}

function attach(room: Room, log: ClientLog, gameId: string, hostile: boolean, onOver: () => void) {
  const bot = gameRegistry[gameId]!.bots.greedy(`client:${String(log.seat)}`);
  let outstanding: { at: number; count: number } | null = null;
  let probedTurn = false;
  let hostileSent = false;
  let latest: TableFrame | null = null;
  let paused = false;
  /** Refusals still to come for the garbage sent on purpose. */
  let expected = 0;
  const act = () => {
    const frame = latest;
    if (!frame || paused || log.seat === null || outstanding || frame.outcome.over || !frame.started) return;
    if (hostile && !probedTurn && frame.legalMoves.length === 0) {
      // Moving for the seat whose turn it is: refused, since the move is applied as this seat.
      probedTurn = true;
      log.probes++;
      expected++;
      room.send('move', { type: 'no-such-move', player: (log.seat + 1) % frame.seats.length });
      return;
    }
    if (frame.legalMoves.length === 0) return;
    if (hostile && !hostileSent) {
      hostileSent = true;
      expected += HOSTILE_MOVES.length + 2;
      for (const junk of HOSTILE_MOVES) room.send('move', junk);
      room.send('hack', { give: 'me the state' });
      room.send('bot', { seat: 99, bot: 'greedy' });
    }
    const move = bot({ player: log.seat, view: frame.view, legalMoves: frame.legalMoves }) as {
      player: Seat;
    };
    outstanding = { at: performance.now(), count: frame.moveCount };
    // The seat named is wrong on purpose: the room applies the move as this client's seat.
    room.send('move', { ...move, player: (log.seat + 1) % frame.seats.length });
  };
  room.onMessage('seat', (grant: TableSeatGrant) => {
    Object.assign(log, { seat: grant.seat, seatToken: grant.seatToken, seedHash: grant.seedHash });
  });
  room.onMessage('history', (history: TableHistory) => {
    (log as { histories?: TableHistory[] }).histories ??= [];
    log.histories!.push(history);
  });
  room.onMessage('frame', (frame: TableFrame) => {
    log.frames.push(frame);
    latest = frame;
    const last = frame.lastMove as { player: Seat } | null;
    if (outstanding && last && last.player === log.seat && frame.moveCount > outstanding.count) {
      log.latencies.push(performance.now() - outstanding.at);
      outstanding = null;
    }
    act();
  });
  room.onMessage('error', (error: TableError) => {
    log.errors.push(error);
    if (expected > 0) {
      expected--;
      return;
    }
    // A refused move (e.g. a simultaneous choice overtaken by another): decide again.
    outstanding = null;
    act();
  });
  room.onMessage('over', (over) => {
    log.over = over;
    onOver();
  });
  return {
    /** After a reconnection: carry on from the frames already seen. */
    resume: (next: Room) => attach(next, log, gameId, hostile, onOver),
    /** Stops sending moves; `idle` tells when no move of this client is on its way. */
    pause: () => {
      paused = true;
    },
    idle: () => outstanding === null,
  };
}

/** An empty log for one client. */
export function newLog(): ClientLog {
  return { seat: null, seatToken: null, frames: [], errors: [], latencies: [], probes: 0, over: null };
}

/** Plays one table to the end; resolves with every client's log once the room has been disposed. */
export async function playTable(options: PlayOptions): Promise<RunningTable> {
  const clients = [new Client(options.endpoint)];
  if (options.otherEndpoint) clients.push(new Client(options.otherEndpoint));
  const clientFor = (i: number) => clients[i % clients.length]!;
  const logs: ClientLog[] = [];
  const rooms: Room[] = [];
  let finished = 0;
  let resolveOver!: () => void;
  const allOver = new Promise<void>((resolve) => {
    resolveOver = resolve;
  });
  const total = options.people + (options.spectator ? 1 : 0);
  const onOver = () => {
    if (++finished === total) resolveOver();
  };
  /** Each client is let go when the room is disposed after the game. */
  const closed: Promise<number>[] = [];
  const first = await clientFor(0).create(options.gameId, options.create);
  const firstLog = newLog();
  attach(first, firstLog, options.gameId, options.hostile === true, onOver);
  closed.push(new Promise((resolve) => first.onLeave(resolve)));
  logs.push(firstLog);
  rooms.push(first);
  for (let i = 1; i < total; i++) {
    const spectate = options.spectator === true && i === total - 1;
    const room = await clientFor(i).joinById(first.roomId, spectate ? { spectate: true } : { name: `p${i}` });
    const log = newLog();
    attach(room, log, options.gameId, false, onOver);
    closed.push(new Promise((resolve) => room.onLeave(resolve)));
    logs.push(log);
    rooms.push(room);
  }
  const tableId = await waitFor(() => firstLog.frames[0]?.tableId);
  const table: RunningTable = { tableId, roomId: first.roomId, logs, rooms };
  if (options.during) await options.during(table);
  // If the table ever stalls, say where (the test's own timeout then fails it).
  const watchdog = setTimeout(() => {
    for (const log of logs) {
      const last = log.frames.at(-1);
      console.error(
        `stalled ${options.gameId}: seat ${log.seat}, ${log.frames.length} frames, move ${last?.moveCount}, ` +
          `${last?.legalMoves.length} legal moves, last ${JSON.stringify(last?.lastMove)}, errors ${JSON.stringify(log.errors.slice(-3))}`,
      );
    }
  }, 30_000);
  await allOver;
  clearTimeout(watchdog);
  await Promise.all(closed);
  return table;
}

/** Polls until `read` gives a value. */
export async function waitFor<T>(read: () => T | undefined | null, what = 'condition'): Promise<T> {
  for (let i = 0; i < 6000; i++) {
    const value = read();
    if (value !== undefined && value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`gave up waiting for ${what}`);
}

export { attach };
