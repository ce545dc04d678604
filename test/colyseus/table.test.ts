/**
 * A real Colyseus server on a loopback port and real colyseus.js clients play
 * whole games of every built-in game and variant. Every frame each client
 * receives is checked against the server's state at that move: its view and
 * legal moves are exactly that seat's, and it holds no id of a tile hidden
 * from that seat.
 */
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableFrame } from '../../src/colyseus/index.js';
import { defineRoom, memoryTableStore } from '../../src/colyseus/index.js';
import { replay, type Seat } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { type NimMove, type NimState, nim } from '../core/toy-game.js';
import { checkFrames } from './check.js';
import { attach, type ClientLog, HOSTILE_MOVES, newLog, playTable, waitFor } from './play.js';
import { startServer, type TestServer } from './server.js';

const store = memoryTableStore();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    store,
    botDelayMs: 0,
    botBudgetMs: 30,
    closeAfterMs: 50,
    reconnectSeconds: 5,
  });
});
afterAll(async () => {
  await server?.close();
});

interface Case {
  readonly gameId: string;
  readonly variant: string;
  readonly create: Record<string, unknown>;
  readonly people: number;
}

// Every game and variant; Shanghai's match is cut to one round (`maxRounds: 1`) to keep the run short.
const cases: Case[] = Object.entries(gameRegistry).flatMap(([gameId, entry]) =>
  Object.keys(entry.variants).map((variant, i): Case => {
    const players = gameId === 'build-up' && i === 0 ? 3 : entry.game.defaultPlayers;
    // The second variant of each game seats a greedy bot in the last seat.
    const bots = i === 1 ? [...new Array(players - 1).fill(null), 'greedy'] : undefined;
    return {
      gameId,
      variant,
      create: {
        variant,
        seed: `${gameId}:${variant}`,
        players,
        ...(gameId === 'shanghai' ? { options: { maxRounds: 1 } } : {}),
        ...(bots ? { bots } : {}),
      },
      people: bots ? players - 1 : players,
    };
  }),
);

const framesPerGame = new Map<string, number>();
const latencies: number[] = [];

describe('Colyseus tables: every game and variant, real clients on loopback', () => {
  it.each(cases)('$gameId / $variant: plays to the end, no frame leaks a hidden tile', async (c) => {
    const table = await playTable({
      endpoint: server.endpoint,
      gameId: c.gameId,
      create: c.create,
      people: c.people,
      spectator: true,
      hostile: true,
    });
    const checked = checkFrames(c.gameId, store.records.get(table.tableId)!, table.logs);
    framesPerGame.set(c.gameId, (framesPerGame.get(c.gameId) ?? 0) + checked);
    for (const log of table.logs) latencies.push(...log.latencies);
    // The hostile client's garbage, unknown message and move for another seat were each refused with a code.
    const refusals = table.logs[0]!.errors;
    expect(refusals.length).toBeGreaterThanOrEqual(HOSTILE_MOVES.length + 2);
    for (const error of refusals) {
      expect(typeof error.code).toBe('string');
      expect(typeof error.message).toBe('string');
      expect(typeof error.why?.id).toBe('string');
    }
    const codes = new Set(refusals.map((e) => e.code));
    for (const code of [
      'malformed-move',
      'move-too-large',
      'unknown-move-type',
      'unknown-message',
      'seat-taken',
    ]) {
      expect(codes).toContain(code);
    }
  });

  afterAll(() => {
    if (latencies.length === 0) return;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    console.log(
      `frames checked per game: ${[...framesPerGame].map(([g, n]) => `${g} ${n}`).join(', ')}; ` +
        `move → frame on loopback: median ${at(0.5)} ms, p90 ${at(0.9)} ms over ${sorted.length} moves`,
    );
  });
});

describe('Colyseus tables: seats, bots, reconnection, restore', () => {
  it('a search bot thinks in a worker thread and a game against it finishes', async () => {
    const table = await playTable({
      endpoint: server.endpoint,
      gameId: 'build-up',
      create: { seed: 'search-table', bots: [null, 'search'] },
      people: 1,
    });
    expect(checkFrames('build-up', store.records.get(table.tableId)!, table.logs)).toBeGreaterThan(5);
    const record = store.records.get(table.tableId)!;
    expect(record.seats[1]).toEqual({ kind: 'bot', bot: 'search' });
    expect(record.moves.some((m) => (m as { player: number }).player === 1)).toBe(true);
  });

  it('the difficulty levels fill seats: easy in this thread, medium and hard in the worker', async () => {
    const table = await playTable({
      endpoint: server.endpoint,
      gameId: 'build-up',
      create: { seed: 'levels-table', players: 4, bots: [null, 'easy', 'medium', 'hard'] },
      people: 1,
    });
    const record = store.records.get(table.tableId)!;
    expect(checkFrames('build-up', record, table.logs)).toBeGreaterThan(5);
    expect(record.seats.slice(1)).toEqual(['easy', 'medium', 'hard'].map((bot) => ({ kind: 'bot', bot })));
    for (const seat of [1, 2, 3]) {
      expect(record.moves.some((m) => (m as { player: number }).player === seat)).toBe(true);
    }
  });

  it('refuses a move for the seat whose turn it is, sent by another seat, and the game goes on', async () => {
    const a = await new Client(server.endpoint).create('build-up', { seed: 'turns' });
    a.onMessage('seat', () => {});
    const b = await new Client(server.endpoint).joinById(a.roomId);
    b.onMessage('seat', () => {});
    const frames: TableFrame[][] = [[], []];
    const errors: unknown[] = [];
    a.onMessage('frame', (f: TableFrame) => frames[0]!.push(f));
    b.onMessage('frame', (f: TableFrame) => frames[1]!.push(f));
    a.onMessage('error', (e) => errors.push(e));
    b.onMessage('error', (e) => errors.push(e));
    const ready = await waitFor(() => {
      const [fa, fb] = [frames[0]!.at(-1), frames[1]!.at(-1)];
      return fa?.started && fb?.started ? [fa, fb] : undefined;
    }, 'both seated');
    const mover = ready[0]!.legalMoves.length > 0 ? 0 : 1;
    const [active, waiting] = mover === 0 ? [a, b] : [b, a];
    const move = ready[mover]!.legalMoves[0] as { player: Seat };
    expect(move.player).toBe(mover);
    waiting.send('move', move); // the active seat's own legal move, naming it
    await waitFor(() => errors[0], 'the refusal');
    // With its message, said to the player in any language (`textOf(why, 'es')`).
    expect(errors).toEqual([
      {
        code: 'not-your-turn',
        message: `Seat ${1 - mover} may not move now.`,
        why: { id: 'table.refusal.not-your-turn', params: {} },
      },
    ]);
    active.send('move', move);
    await waitFor(() => frames[mover]!.find((f) => f.moveCount === 1), 'the move applied');
    await a.leave();
    await b.leave();
  });

  it("hosts a user's own game, sends each seat the events of the last move, seats a bot on request, and closes the table at the end", async () => {
    // Nim whose moves tell each viewer what they did: the room sends the events with the frame.
    const steps = {
      ...nim,
      stepAs(state: NimState, seat: number, move: unknown) {
        const played = nim.stepAs(state, seat, move);
        const { player, count } = played.move as NimMove;
        const tell = (viewer: number | null) => {
          const text = `${viewer === player ? 'You take' : `Seat ${player} takes`} ${count}.`;
          return [{ type: 'took', player, count, left: played.state.stones, text }];
        };
        return { ...played, tell };
      },
    };
    server.server
      .define('nim', defineRoom(steps, { store, botDelayMs: 0, closeAfterMs: 50, clientSeeds: true }))
      .filterBy(['tableId', 'seating']);
    const room = await new Client(server.endpoint).create('nim', { seed: 'nim', options: { stones: 12 } });
    const frames: TableFrame[] = [];
    let over: unknown = null;
    let sentAt = -1;
    room.onMessage('seat', () => {});
    room.onMessage('over', (message) => {
      over = message;
    });
    room.onMessage('frame', (frame: TableFrame) => {
      frames.push(frame);
      const [move] = frame.legalMoves;
      if (move && sentAt !== frame.moveCount) {
        sentAt = frame.moveCount;
        room.send('move', move);
      }
    });
    const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
    const waiting = await waitFor(() => frames[0], 'a frame');
    expect(waiting.started).toBe(false);
    expect(waiting.legalMoves).toEqual([]);
    expect(waiting.seats).toEqual([
      { kind: 'human', name: 'player', connected: true, away: false, standIn: null, clock: null },
      { kind: 'empty', name: '', connected: false, away: false, standIn: null, clock: null },
    ]);
    room.send('bot', { seat: 1, bot: 'random' });
    await waitFor(() => over, 'the end');
    await closed; // the room was disposed after the game
    const record = store.records.get(waiting.tableId)!;
    expect(record.seats[1]).toEqual({ kind: 'bot', bot: 'random' });
    const moved = frames.filter((f) => f.moveCount > 0);
    expect(moved.length).toBeGreaterThan(0);
    for (const frame of moved) {
      const move = record.moves[frame.moveCount - 1] as NimMove;
      expect(frame.events).toEqual([
        {
          type: 'took',
          player: move.player,
          count: move.count,
          left: (frame.view as { stones: number }).stones,
          text: `${frame.seat === move.player ? 'You take' : `Seat ${move.player} takes`} ${move.count}.`,
        },
      ]);
    }
    expect(over).toEqual({
      outcome: nim.outcome(replay(nim, record.setup as never, record.moves)),
      seed: record.setup.seed,
    });
    await expect(new Client(server.endpoint).joinById(room.roomId)).rejects.toThrow();
  });

  it('refuses bad create options with an error, and the server goes on', async () => {
    const client = new Client(server.endpoint);
    await expect(client.create('build-up', { variant: 'no such' })).rejects.toThrow(/variant/);
    await expect(client.create('build-up', { players: 99 })).rejects.toThrow(/players/);
    await expect(client.create('build-up', { bots: ['nobody'] })).rejects.toThrow(/bot/);
    await expect(client.create('build-up', { tableId: '../../etc' })).rejects.toThrow(/tableId/);
    const room = await client.create('build-up', { seed: 1 });
    room.onMessage('*', () => {});
    await room.leave();
  });

  it('keeps the seat through a reconnection, and restores a disposed table from its record with the seat token', async () => {
    const client = new Client(server.endpoint);
    const room = await client.create('dump-truck', { seed: 'restore', bots: [null, 'greedy'] });
    const log: ClientLog = newLog();
    const driver = attach(room, log, 'dump-truck', false, () => {});
    await waitFor(() => (log.frames.at(-1)?.moveCount ?? 0) >= 6 || undefined, 'six moves');
    const tableId = log.frames[0]!.tableId;
    const token = log.seatToken!;
    expect(log.seat).toBe(0);

    // A dropped connection: Colyseus's reconnection token gives the same seat back.
    room.connection.close(4999);
    let again: Room | undefined;
    for (let tries = 0; !again; tries++) {
      again = await client.reconnect(room.reconnectionToken).catch((error) => {
        if (tries > 100) throw error;
        return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20));
      });
    }
    driver.resume(again);
    await waitFor(() => (log.frames.at(-1)?.moveCount ?? 0) >= 12 || undefined, 'twelve moves');
    expect(log.frames.at(-1)!.seat).toBe(0);

    // Everyone leaves: the room is disposed. Joining by table id restores it from the store.
    await again.leave();
    const saved = store.records.get(tableId)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const restored = await client.joinOrCreate('dump-truck', { tableId, seatToken: token });
    const back: ClientLog = newLog();
    let done = false;
    attach(restored, back, 'dump-truck', false, () => {
      done = true;
    });
    const firstFrame: TableFrame = await waitFor(() => back.frames[0], 'a frame');
    expect(firstFrame.seat).toBe(0);
    expect(firstFrame.moveCount).toBeGreaterThanOrEqual(saved.moves.length);
    await waitFor(() => done || undefined, 'the end of the restored game');
    checkFrames('dump-truck', store.records.get(tableId)!, [back]);
  });
});
