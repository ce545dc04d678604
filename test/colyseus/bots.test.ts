/**
 * The slow bots' pool of worker threads under load, on a real server: many
 * tables of `hard` bots at once on two threads. No move falls back to random
 * or greedy (a search that overran its budget, counted from when its thread
 * took it, by the pool's 2 s limit would), and the tables are told of shortened
 * budgets as `bot-note` events. (How long searches think is printed, not
 * asserted: speed lives in the benchmarks.)
 */
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  botPoolStats,
  memoryTableStore,
  resetBotPoolStats,
  setBotThreads,
  type TableFrame,
} from '../../src/colyseus/index.js';
import { waitFor } from './play.js';
import { startServer, type TestServer } from './server.js';

const BUDGET_MS = 40;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    store: memoryTableStore(),
    botDelayMs: 0,
    botBudgetMs: BUDGET_MS,
    closeAfterMs: 50,
    botThreads: 2,
  });
});
afterAll(async () => {
  await server?.close();
  setBotThreads(Number.POSITIVE_INFINITY);
});

describe('the bot pool', () => {
  it('three tables of hard bots on two threads: no fallback (no search overran its budget by the 2 s limit), shortened budgets told', {
    timeout: 240_000,
  }, async () => {
    resetBotPoolStats();
    const notes: string[] = [];
    const said: unknown[] = [];
    const tables = Array.from({ length: 3 }, async (_, i) => {
      const room = await new Client(server.endpoint).create('dump-truck', {
        seed: `pool-${i}`,
        bots: ['hard', 'hard'],
        spectate: true,
      });
      let over = false;
      // The room closes `closeAfterMs` after the end: a `leave()` racing that close can wait for ever (the client
      // saw its socket close first), so leaving is done when either happens.
      const closed = new Promise<void>((resolve) => room.onLeave(() => resolve()));
      room.onMessage('*', () => {});
      room.onMessage('frame', (frame: TableFrame) => {
        for (const event of frame.tableEvents ?? [])
          if (event.kind === 'bot-note') {
            notes.push(event.text);
            said.push(event.message);
          }
        if (frame.outcome.over) over = true;
      });
      await waitFor(() => over || undefined, 'the end of a table of bots');
      await Promise.race([room.leave(), closed]);
    });
    await Promise.all(tables);
    const stats = botPoolStats();
    expect(stats.threads).toBe(2);
    expect(stats.jobs).toBeGreaterThan(3 * 6);
    expect(stats.fallbacks).toBe(0);
    // The tables were told of shortened budgets, and of nothing else. (A shortened search whose turn the table
    // had moved past, e.g. the other bot of a simultaneous choice moving first, is thought again, untold.)
    expect(notes.length).toBeLessThanOrEqual(stats.shortened);
    if (stats.shortened > 0) expect(notes.length).toBeGreaterThan(0);
    for (const note of notes)
      expect(note).toMatch(/^hard thought for \d+ of its 40 ms \(the bot threads were busy\)\.$/);
    // Each note a message too, to say in the reader's language.
    for (const message of said)
      expect(message).toMatchObject({ id: 'table.bot-shortened', params: { bot: 'hard', budget: 40 } });
    console.log(
      `bot pool: ${stats.jobs} searches on ${stats.threads} threads, ${stats.shortened} shortened, longest think ${stats.longestThinkMs.toFixed(0)} ms, longest wait ${stats.longestWaitMs.toFixed(0)} ms`,
    );
  });
});
