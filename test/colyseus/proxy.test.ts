/**
 * Limits behind a proxy on the same host, with a real Colyseus server on
 * loopback and matchmaking requests carrying `X-Forwarded-For` as a proxy
 * would forward them: the client is the rightmost address the proxy added,
 * a first entry the client wrote itself changes nothing, creates are
 * counted across every room type, loopback without the header is local play.
 * Also the server deals: a client's seed is refused.
 */
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    createsPerMinute: 3,
    joinsPerMinute: 100,
    clientSeeds: false,
    closeAfterMs: 50,
  });
});
afterAll(async () => {
  await server?.close();
});

/** A matchmaking request as a same-host proxy forwards it: `{ code, error }` when refused. */
async function matchmake(
  method: string,
  room: string,
  options: unknown,
  forwardedFor?: string,
): Promise<{ code?: number; error?: string; sessionId?: string }> {
  const response = await fetch(`http://127.0.0.1:${server.port}/matchmake/${method}/${room}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(options),
  });
  return (await response.json()) as { code?: number; error?: string };
}

// Colyseus 0.18 hands onAuth a request with no socket, and notePeerAddress does not reach it yet: there the limits
// count what Colyseus resolves (X-Real-IP or the first X-Forwarded-For entry) and the room warns once; an app
// behind a proxy on 0.18 gives `clientKey`. Known gap, tested on 0.16 (the lockfile's line).
const peerKnown = process.env.COLYSEUS_LINE !== '0.18';

describe('limits behind a proxy', () => {
  it.runIf(peerKnown)(
    'counts the rightmost forwarded address: a spoofed first entry changes nothing, across room types',
    async () => {
      const games = ['build-up', 'dump-truck', 'shanghai', 'domino-squares'];
      const answers = [];
      for (let i = 0; i < games.length; i++) {
        // The client writes its own first entry each time; the proxy appends the address it saw.
        answers.push(await matchmake('create', games[i]!, {}, `198.51.100.${i}, 203.0.113.8`));
      }
      expect(answers.slice(0, 3).every((a) => a.sessionId)).toBe(true);
      expect(answers[3]!.error).toMatch(/^too-many-creates:/);
      expect(answers[3]!.code).toBe(429);
      // Another client behind the same proxy is not held back by the first.
      expect((await matchmake('create', 'build-up', {}, '203.0.113.9')).sessionId).toBeTruthy();
      // Local play (a loopback peer with no X-Forwarded-For) is not limited.
      for (let i = 0; i < 5; i++) expect((await matchmake('create', 'build-up', {})).sessionId).toBeTruthy();
    },
  );

  it.runIf(peerKnown)(
    'a client cannot pose as another peer: the peer header it sends is replaced by the real one',
    async () => {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/build-up`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-boneyard-peer': `203.0.113.${100 + i}`,
            'x-forwarded-for': '198.51.100.99',
          },
          body: '{}',
        });
        answers.push((await response.json()) as { sessionId?: string; error?: string });
      }
      // Believed, each claimed peer would be a client of its own; the real peer is this loopback proxy.
      expect(answers.slice(0, 3).every((a) => a.sessionId)).toBe(true);
      expect(answers[3]!.error).toMatch(/^too-many-creates:/);
    },
  );

  it('a client seed is refused: the server deals', async () => {
    const answer = await matchmake('create', 'build-up', { seed: 'alice-knows' }, '203.0.113.50');
    expect(answer.error).toMatch(/^seed-not-allowed:/);
    const client = new Client(server.endpoint);
    await expect(client.create('build-up', { seed: 'alice-knows' })).rejects.toThrow(/seed-not-allowed/);
  });
});
