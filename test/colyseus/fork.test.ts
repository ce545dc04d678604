/**
 * A table is never forked and never stalled, on a real Colyseus server with
 * real colyseus.js clients: 1,000 drops and rejoins by table id and seat
 * token keep exactly one room per table id while the game goes on; a table
 * id or token the store does not know is refused; a client that vanishes is
 * replaced by a bot after the away limit and the game ends.
 */
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defineRoom,
  memoryTableStore,
  type TableFrame,
  type TableHistory,
  type TableSeatGrant,
} from '../../src/colyseus/index.js';
import { gameRegistry } from '../../src/registry.js';
import { runs } from '../harness/effort.js';
import { waitFor } from './play.js';
import { startServer, type TestServer } from './server.js';

const store = memoryTableStore();
let server: TestServer;
const buildUp = gameRegistry['build-up']!;

beforeAll(async () => {
  server = await startServer({
    store,
    botDelayMs: 0,
    botBudgetMs: 30,
    closeAfterMs: 50,
    reconnectSeconds: 2,
  });
  server.server
    .define(
      'build-up-away',
      defineRoom(buildUp.game, {
        clientSeeds: true,
        store,
        botDelayMs: 0,
        closeAfterMs: 50,
        awaySeconds: 0.3,
        reconnectSeconds: 0.1,
        messagesPerSecond: 10_000,
      }),
    )
    .filterBy(['tableId', 'seating']);
});
afterAll(async () => {
  await server?.close();
});

interface Seen {
  grant: TableSeatGrant | null;
  frames: TableFrame[];
  histories: TableHistory[];
  errors: unknown[];
}

function watch(room: Room, seen: Seen, play: boolean): void {
  const bot = buildUp.bots.greedy('fork');
  room.onMessage('seat', (grant: TableSeatGrant) => {
    seen.grant = grant;
  });
  room.onMessage('history', (history: TableHistory) => seen.histories.push(history));
  room.onMessage('error', (error) => seen.errors.push(error));
  room.onMessage('over', () => {});
  room.onMessage('frame', (frame: TableFrame) => {
    seen.frames.push(frame);
    if (play && frame.legalMoves.length > 0 && frame.seat !== null) {
      room.send(
        'move',
        bot({ player: frame.seat, view: frame.view as never, legalMoves: frame.legalMoves as never }),
      );
    }
  });
}

/** The rooms matchmaking can reach for a table id (a finished table's room is locked until it closes). */
const roomsFor = async (name: string, tableId: string) =>
  (await matchMaker.query({ name, locked: false })).filter(
    (r) => (r as unknown as { tableId?: string }).tableId === tableId,
  );

describe('one live table per table id', () => {
  /** One table: Ada stays, Bo drops and rejoins `cycles` times by table id and token; 20 moves are played in between. */
  async function cycleTable(seed: string, cycles: number): Promise<number> {
    const client = new Client(server.endpoint);
    // Ada plays through a table made without a tableId; Bo keeps dropping and rejoining.
    const ada = await client.create('build-up', { seed, name: 'Ada' });
    const adaSeen: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(ada, adaSeen, false);
    let bo = await client.joinById(ada.roomId, { name: 'Bo' });
    const boSeen: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(bo, boSeen, false);
    const tableId = (await waitFor(() => adaSeen.grant)).tableId;
    const token = (await waitFor(() => boSeen.grant)).seatToken!;
    const roomId = ada.roomId;
    let moves = 0;
    const every = Math.floor(cycles / 20);
    for (let cycle = 0; cycle < cycles; cycle++) {
      if (cycle % 2 === 0) await bo.leave(true);
      else bo.connection.close(4000); // a dropped socket: Colyseus waits for a reconnection, the token is faster
      const seen: Seen = { grant: null, frames: [], histories: [], errors: [] };
      bo = await client.joinOrCreate('build-up', { tableId, seatToken: token });
      watch(bo, seen, false);
      expect(bo.roomId).toBe(roomId);
      const frame = await waitFor(() => seen.frames[0], 'a frame after rejoining');
      expect(seen.grant).toEqual({
        tableId,
        seat: 1,
        seatToken: token,
        seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(seen.histories).toHaveLength(1);
      expect(seen.histories[0]!.entries.filter((e) => e.player !== null)).toHaveLength(frame.moveCount);
      // Now and then whoever is to move plays one move (20 in all: the game is not over yet).
      if (cycle % every === 0) {
        expect(frame.outcome.over).toBe(false);
        const [mover, seenBy] = frame.legalMoves.length > 0 ? [bo, seen] : [ada, adaSeen];
        const last = seenBy.frames.at(-1)!;
        const chosen = buildUp.bots.greedy(cycle)({
          player: last.seat!,
          view: last.view as never,
          legalMoves: last.legalMoves as never,
        });
        mover.send('move', chosen);
        await waitFor(() => (seen.frames.at(-1)!.moveCount > frame.moveCount ? true : undefined), 'the move');
        moves++;
      }
      if (cycle % 50 === 0) expect(await roomsFor('build-up', tableId)).toHaveLength(1);
    }
    expect(await roomsFor('build-up', tableId)).toHaveLength(1);
    expect(store.records.get(tableId)!.moves.length).toBe(moves);
    expect(adaSeen.errors).toEqual([]);
    // Both play to the end through the same room.
    const again = await client.joinOrCreate('build-up', { tableId, seatToken: token });
    watch(again, { grant: null, frames: [], histories: [], errors: [] }, true);
    const adaAgain = await client.joinOrCreate('build-up', { tableId, seatToken: adaSeen.grant!.seatToken });
    const adaSeen2: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(adaAgain, adaSeen2, true);
    expect(adaAgain.roomId).toBe(roomId);
    await waitFor(() => (adaSeen2.frames.at(-1)?.outcome.over ? true : undefined), 'the end of the game');
    return moves;
  }

  // 1,000 in the deep tier, a quarter in npm test (test/harness/effort.ts).
  const cycles = runs(250);
  it(`${4 * cycles} drops and rejoins by table id and token (four tables at once) keep exactly one room each, and the games go on`, async () => {
    const moves = await Promise.all(
      ['fork-a', 'fork-b', 'fork-c', 'fork-d'].map((seed) => cycleTable(seed, cycles)),
    );
    console.log(
      `fork test: 4 tables × ${cycles} rejoin cycles, ${moves.join('+')} moves between them, one room per table throughout`,
    );
  }, 120_000);

  it('a table made without a tableId is found by its id (a reload never makes a second room)', async () => {
    const client = new Client(server.endpoint);
    const first = await client.create('dump-truck', { seed: 'reload' });
    const seen: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(first, seen, false);
    const { tableId, seatToken } = await waitFor(() => seen.grant);
    const reloaded = await client.joinOrCreate('dump-truck', { tableId, seatToken });
    reloaded.onMessage('*', () => {});
    expect(reloaded.roomId).toBe(first.roomId);
    const spectator = await new Client(server.endpoint).joinOrCreate('dump-truck', {
      tableId,
      spectate: true,
    });
    spectator.onMessage('*', () => {});
    expect(spectator.roomId).toBe(first.roomId);
    expect(await roomsFor('dump-truck', tableId)).toHaveLength(1);
    await Promise.all([first.leave(), reloaded.leave(), spectator.leave()]);
  });

  it('a table id or seat token the store does not know is refused, never a fresh game under that id', async () => {
    const client = new Client(server.endpoint);
    await expect(client.joinOrCreate('build-up', { tableId: 'never-made', seatToken: 'x' })).rejects.toThrow(
      /unknown-table/,
    );
    await expect(client.create('build-up', { tableId: 'never-made' })).rejects.toThrow(/unknown-table/);
    expect(store.records.has('never-made')).toBe(false);
    const room = await client.create('build-up', { seed: 'tokens' });
    const seen: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(room, seen, false);
    const { tableId } = await waitFor(() => seen.grant);
    await expect(client.joinOrCreate('build-up', { tableId, seatToken: 'forged' })).rejects.toThrow(
      /unknown-seat-token/,
    );
    await room.leave();
  });
});

describe('a table nobody can stall', () => {
  it('a client that vanishes is replaced by a bot after the away limit, and the game ends', async () => {
    const client = new Client(server.endpoint);
    const stay = await client.create('build-up-away', { seed: 'vanish', name: 'Stays' });
    const staySeen: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(stay, staySeen, true);
    const vanish = await client.joinById(stay.roomId, { name: 'Vanishes' });
    const vanishSeen: Seen = { grant: null, frames: [], histories: [], errors: [] };
    watch(vanish, vanishSeen, false); // never moves
    await waitFor(() => vanishSeen.frames.at(-1)?.started || undefined, 'both seated');
    vanish.connection.close(4000); // gone without a word
    await waitFor(() => (staySeen.frames.at(-1)?.outcome.over ? true : undefined), 'the end of the game');
    const record = store.records.get(staySeen.grant!.tableId)!;
    expect(record.seats[1]).toMatchObject({
      kind: 'human',
      name: 'Vanishes',
      standIn: 'greedy',
      standInReason: 'away',
    });
    expect(record.moves.some((m) => (m as { player: number }).player === 1)).toBe(true);
    const events = staySeen.frames.flatMap((f) => f.tableEvents ?? []).map((e) => e.kind);
    expect(events).toEqual(expect.arrayContaining(['away', 'stand-in']));
  });
});
