/**
 * A rematch through the Colyseus room and `boneyard/client`, on a real
 * server on loopback with real colyseus.js clients: Ada and Bo play a whole
 * game of Build Up while Cy watches; an ask before the end is refused
 * (`game-not-over`), as is a spectator's; both ask at once and one new table
 * is told to all three; each takes the same seat there with one call (a new
 * seat token, under the new table), the new deal is the server's, and Cy only
 * watches; a made-up token gets no seat.
 */
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memoryTokenStore,
  type TableClient,
  type TableFrameOf,
  tableClient,
  tokenKey,
} from '../../src/client/index.js';
import { buildUp, greedyBuildUpBot } from '../../src/games/build-up/index.js';
import { memoryTableStore, rematchTableId, seedHash } from '../../src/table/index.js';
import { waitFor } from './play.js';
import { startServer, type TestServer } from './server.js';

const store = memoryTableStore();
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ store, botDelayMs: 0, closeAfterMs: 20_000 });
});
afterAll(async () => {
  await server?.close();
});

type BuildUpClient = TableClient<typeof buildUp, Room>;

/** A client of `room` with its own token store, noting the errors it hears. */
function person(colyseus: Client, room: Room) {
  const tokens = memoryTokenStore();
  const errors: string[] = [];
  const client = tableClient(buildUp, room, {
    server: server.endpoint,
    tokens,
    rejoin: (options) => colyseus.joinOrCreate('build-up', options),
  });
  client.on('error', (error) => errors.push(error.code));
  return { client, tokens, errors };
}

/** Plays this client's seat with the greedy bot from every frame it hears. */
function playGreedy(table: BuildUpClient): void {
  const bot = greedyBuildUpBot();
  const act = (frame: TableFrameOf<typeof buildUp>) => {
    if (frame.seat === null || frame.outcome.over || frame.legalMoves.length === 0) return;
    table.move(bot({ player: frame.seat, view: frame.view, legalMoves: [...frame.legalMoves] }));
  };
  table.on('frame', act);
  if (table.frame) act(table.frame);
}

describe('a rematch through the room and the client', () => {
  it('one new table for two asks, told to all; the same seats with new tokens; a watcher only watches', {
    timeout: 120_000,
  }, async () => {
    const colyseus = new Client(server.endpoint);
    const first = await colyseus.create('build-up', { seed: 'rematch-e2e', players: 2, name: 'Ada' });
    const ada = person(colyseus, first);
    const bo = person(colyseus, await colyseus.joinById(first.roomId, { name: 'Bo' }));
    const cy = person(colyseus, await colyseus.joinById(first.roomId, { spectate: true }));
    const tableId = await waitFor(() => ada.client.tableId);
    await waitFor(() => cy.client.frame?.started || null);

    // Before the end: refused, with its code.
    ada.client.rematch();
    await waitFor(() => ada.errors.includes('game-not-over') || null, 'game-not-over');

    playGreedy(ada.client);
    playGreedy(bo.client);
    await waitFor(() => cy.client.frame?.outcome.over || null, 'the end');
    const oldTokens = [
      await ada.tokens.get(tokenKey(server.endpoint, tableId)),
      await bo.tokens.get(tokenKey(server.endpoint, tableId)),
    ];

    // A spectator may not ask; both people ask at once: one table, told to all three.
    cy.client.rematch();
    await waitFor(() => cy.errors.includes('not-seated') || null, 'not-seated');
    const heard: string[][] = [[], [], []];
    for (const [i, { client }] of [ada, bo, cy].entries()) {
      client.on('rematch', ({ tableId: id }) => heard[i]!.push(id));
    }
    expect(ada.client.rematch()).toBe(true);
    expect(bo.client.rematch()).toBe(true);
    const newId = rematchTableId(tableId);
    for (const { client } of [ada, bo, cy]) await waitFor(() => client.rematchOffer, 'the offer');
    expect(heard).toEqual([[newId], [newId], [newId]]);
    expect((await store.load(newId))?.seats.map((s) => s.kind)).toEqual(['human', 'human']);

    // One call each: the same seat, a new token kept under the new table; Cy watches.
    const [ada2, bo2, cy2] = await Promise.all([ada, bo, cy].map(({ client }) => client.joinRematch()));
    for (const next of [ada2!, bo2!, cy2!]) await waitFor(() => next.frame, 'a frame of the new table');
    expect([ada2!.seat, bo2!.seat, cy2!.seat]).toEqual([0, 1, null]);
    expect([ada2!.tableId, bo2!.tableId, cy2!.tableId]).toEqual([newId, newId, newId]);
    expect(ada.client.state).toBe('closed');
    const newTokens = [
      await ada.tokens.get(tokenKey(server.endpoint, newId)),
      await bo.tokens.get(tokenKey(server.endpoint, newId)),
    ];
    for (const [i, token] of newTokens.entries()) {
      expect(token).toBeTruthy();
      expect(token).not.toBe(oldTokens[i]);
    }
    expect(await cy.tokens.get(tokenKey(server.endpoint, newId))).toBeNull();
    // A new deal, drawn by the server (this server would take a client's seed; the rematch never does).
    expect(ada2!.seedHash).not.toBe(seedHash('rematch-e2e'));
    expect(ada2!.frame!.seats.map((s) => s.name)).toEqual(['Ada', 'Bo']);
    await waitFor(() => ada2!.frame?.started || null, 'the new game starts');

    // A made-up token, or the old token used once already, gets no seat.
    for (const seatToken of ['made-up', oldTokens[0]!]) {
      await expect(colyseus.joinOrCreate('build-up', { tableId: newId, seatToken })).rejects.toThrow(
        /unknown-seat-token/,
      );
    }
    for (const next of [ada2!, bo2!, cy2!]) await next.leave();
  });
});
