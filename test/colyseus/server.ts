/** A real Colyseus server on a loopback port, hosting every built-in game (one room type per game id). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Presence, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { defineRoom, notePeerAddress, type TableRoomOptions } from '../../src/colyseus/index.js';
import { gameRegistry } from '../../src/registry.js';

export interface TestServer {
  readonly server: Server;
  readonly port: number;
  readonly endpoint: string;
  close(): Promise<void>;
}

/** Starts a server on `port` (0: any free one) with a room type per built-in game. */
export async function startServer(
  room: TableRoomOptions,
  extra: {
    port?: number;
    presence?: Presence;
    driver?: unknown;
    publicAddress?: boolean;
    logger?: unknown;
    /** Give the rooms each request's peer address (`notePeerAddress`; needed on Colyseus 0.17+). */
    notePeer?: boolean;
  } = {},
): Promise<TestServer> {
  const http = createServer();
  // Matchmaking requests reuse keep-alive sockets: a server closing an idle one as a request is sent on it
  // resets that request (seen under load, after a game longer than Node's 5 s default).
  http.keepAliveTimeout = 120_000;
  const server = new Server({
    transport: new WebSocketTransport({ server: http }),
    greet: false,
    gracefullyShutdown: false,
    ...(extra.presence ? { presence: extra.presence } : {}),
    ...(extra.driver ? { driver: extra.driver as never } : {}),
    ...(extra.logger ? { logger: extra.logger as never } : {}),
  });
  for (const [id, entry] of Object.entries(gameRegistry)) {
    // Test clients move at machine speed, far past a person's pace: the message limit has its own test.
    server
      .define(id, defineRoom(entry.game, { messagesPerSecond: 10_000, clientSeeds: true, ...room }))
      .filterBy(['tableId', 'seating']);
  }
  await server.listen(extra.port ?? 0, '127.0.0.1');
  if (extra.notePeer) notePeerAddress(http);
  const port = (http.address() as AddressInfo).port;
  return {
    server,
    port,
    endpoint: `ws://127.0.0.1:${port}`,
    close: () => server.gracefullyShutdown(false),
  };
}
