import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildUp } from '../../src/games/build-up/index.js';
import { InvalidOptionError, randomBot } from '../../src/index.js';
import { simulate } from '../../src/simulate/simulate.js';
import { nim } from '../core/toy-game.js';

const strip = <T extends { elapsedMs: number }>(report: T) => ({ ...report, elapsedMs: 0 });

describe('simulate', () => {
  it('reports per-seat win rates, intervals, scores and lengths that add up', async () => {
    const report = await simulate(buildUp, { games: 60, seed: 's', bots: ['greedy', 'random'] });
    expect(report.games).toBe(60);
    expect(report.seats.map((s) => s.bot)).toEqual(['greedy', 'random']);
    const totalWins = report.seats.reduce((sum, s) => sum + s.wins, 0);
    expect(totalWins).toBeCloseTo(60, 9);
    for (const seat of report.seats) {
      expect(seat.winRateCi[0]).toBeLessThanOrEqual(seat.winRate);
      expect(seat.winRateCi[1]).toBeGreaterThanOrEqual(seat.winRate);
      expect(seat.score.min).toBeLessThanOrEqual(seat.score.median);
    }
    expect(report.seats[0]!.winRate).toBeGreaterThan(report.seats[1]!.winRate);
    expect(report.moves.min).toBeGreaterThan(0);
    expect(report.margin.min).toBeGreaterThanOrEqual(0);
  });

  it('is deterministic for a seed, and the same with two worker threads', async () => {
    const a = await simulate(buildUp, { games: 24, seed: 5, bots: 'random' });
    const b = await simulate(buildUp, { games: 24, seed: 5, bots: 'random' });
    const c = await simulate(buildUp, { games: 24, seed: 5, bots: 'random', workers: 2 });
    expect(strip(a)).toEqual(strip(b));
    expect(strip(c)).toEqual(strip(a));
    const d = await simulate(buildUp, { games: 24, seed: 6, bots: 'random' });
    expect(strip(d)).not.toEqual(strip(a));
  });

  it('takes custom bot factories and any game in this thread, and reports progress', async () => {
    const seen: number[] = [];
    const report = await simulate(nim, {
      games: 10,
      seed: 1,
      bots: [(seed) => randomBot(seed)],
      onProgress: (d) => seen.push(d),
    });
    expect(report.seats).toHaveLength(2);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('runs a game of its own in worker threads, loaded by module and export, with the same report', async () => {
    const { tinyBlock } = await import('../../examples/tiny-block/index.js');
    const module = {
      module: pathToFileURL(resolve(__dirname, '../../examples/tiny-block/index.ts')).href,
      export: 'tinyBlock',
    };
    const one = await simulate(tinyBlock, { games: 12, seed: 3, bots: ['random', 'search:4'] });
    const two = await simulate(tinyBlock, {
      games: 12,
      seed: 3,
      bots: ['random', 'search:4'],
      workers: 2,
      module,
    });
    expect(strip(two)).toEqual(strip(one));
    expect(one.seats.map((seat) => seat.bot)).toEqual(['random', 'search:4']);
  });

  it('takes the levels and search budgets by name (iterations or milliseconds)', async () => {
    const report = await simulate(buildUp, { games: 2, seed: 1, bots: ['medium:4', 'search:2ms'] });
    expect(report.seats.map((seat) => seat.bot)).toEqual(['medium:4', 'search:2ms']);
    const levels = await simulate(buildUp, { games: 2, seed: 1, bots: ['easy', 'hard:3'] });
    expect(levels.games).toBe(2);
  });

  it('refuses bad options by name', async () => {
    await expect(simulate(buildUp, { games: 0, seed: 1 })).rejects.toThrow(/games/);
    await expect(simulate(buildUp, { games: 1, seed: 1, workers: 0 })).rejects.toThrow(InvalidOptionError);
    await expect(simulate(buildUp, { games: 1, seed: 1, bots: 'clever' as never })).rejects.toThrow(
      /unknown bot/,
    );
    await expect(simulate(buildUp, { games: 1, seed: 1, bots: 'greedy:5' as never })).rejects.toThrow(
      /unknown bot/,
    );
    await expect(simulate(nim, { games: 2, seed: 1, bots: 'greedy' })).rejects.toThrow(/no greedy bot/);
    await expect(simulate(nim, { games: 2, seed: 1, bots: 'random', workers: 2 })).rejects.toThrow(/module/);
    await expect(simulate(buildUp, { games: 2, seed: 1, bots: 'search:1e12' as never })).rejects.toThrow(
      /unknown bot/,
    );
    await expect(simulate(buildUp, { games: 2, seed: 1, bots: 'easy:5' as never })).rejects.toThrow(
      /unknown bot/,
    );
    await expect(simulate(buildUp, { games: 2, seed: 1, bots: 'search:0ms' as never })).rejects.toThrow(
      /unknown bot/,
    );
    await expect(simulate(buildUp, { games: 2_000_000, seed: 1 })).rejects.toThrow(/games/);
    await expect(
      simulate(nim, { games: 2, seed: 1, workers: 2, bots: [(s) => randomBot(s)] }),
    ).rejects.toThrow(/workers/);
  });
});
