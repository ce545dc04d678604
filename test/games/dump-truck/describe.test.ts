import { describe, expect, it } from 'vitest';
import { createRng, playOut, randomBot } from '../../../src/core/index.js';
import { dumpTruck, formatDumpTruckView } from '../../../src/games/dump-truck/index.js';
import { hideDumpTruck } from './check.js';
import { h, t, table, v } from './table.js';

describe('formatDumpTruckView', () => {
  it('draws the pool, each seat and each truck as a 3×4 grid with its dominoes joined', () => {
    const state = table({
      players: 3,
      round: 5,
      phase: 'draw',
      steps: ['wait', 'choose', 'wait'],
      faceUp: [t(2, 5), t(0, 6)],
      choices: ['0:2-5', null, 'face-down'],
      trucks: [[h(t(1, 2), 0, 0), v(t(3, 3), 0, 2), h(t(3, 4), 2, 2)], [], [v(t(4, 6), 0, 0, true)]],
      scores: [4, 0, 7],
      drawOrder: [1, 0, 2],
    });
    expect(formatDumpTruckView(dumpTruck.view(state, 0))).toBe(
      [
        'Dump Truck, round 5: draw phase. You are seat 0.',
        'Pool: 22 face down; face up: 2-5 0-6. Draw order: 1, 0, 2. Discarded: 0.',
        'Seat 0 (you): 4 points, chose 2-5; truck: 3 dominoes worth 6',
        '     1 2 3 4',
        '  1  1-2 3 .',
        '         |',
        '  2  . . 3 .',
        '  3  . . 3-4',
        'Seat 1: 0 points, choosing a draw; empty truck',
        'Seat 2: 7 points, has chosen; truck: 1 domino worth 0',
        '     1 2 3 4',
        '  1  6 . . .',
        '     |',
        '  2  4 . . .',
        '  3  . . . .',
        'Last unload: seat 2 unloaded in round 0 for 7 points.',
      ].join('\n'),
    );
  });

  it('shows a hand only as far as the seat may know it, and the end of the game', () => {
    const loading = table({
      steps: ['load', 'relocate'],
      held: [
        { tile: t(1, 4), from: 'face-down' },
        { tile: t(5, 5), from: 'truck' },
      ],
      trucks: [[], [h(t(0, 0), 0, 0)]],
    });
    const mine = formatDumpTruckView(dumpTruck.view(loading, 0));
    expect(mine).toContain('Seat 0 (you): 0 points, loading; holds 1-4 (drawn face down); empty truck');
    expect(mine).toContain(
      'Seat 1: 0 points, placing or returning the displaced domino; holds 5-5 (out of the truck)',
    );
    const theirs = formatDumpTruckView(dumpTruck.view(loading, 1));
    expect(theirs).toContain('Seat 0: 0 points, loading; holds a face-down domino; empty truck');
    expect(theirs).not.toContain('1-4');
    const { state } = playOut(dumpTruck, { seed: 'describe' }, randomBot(1));
    const end = formatDumpTruckView(dumpTruck.view(state, null));
    expect(end).toMatch(/^Dump Truck, game over after \d+ rounds\. You are watching\./);
    expect(end).toContain('Seat 1: ');
    expect(end).toMatch(/scored at the end|unloaded|dumped unscored/);
  });

  it('says the same whatever the seat cannot see, and does not change the view', () => {
    const random = { rng: createRng('describe') };
    playOut(dumpTruck, { seed: 'hidden', players: 3 }, randomBot(2), {
      onMove: (_, next) => {
        const state = next as Parameters<typeof hideDumpTruck>[0];
        for (const seat of [0, 1, 2]) {
          const view = dumpTruck.view(state, seat);
          const before = JSON.stringify(view);
          const text = formatDumpTruckView(view);
          expect(JSON.stringify(view)).toBe(before);
          expect(formatDumpTruckView(dumpTruck.view(hideDumpTruck(state, seat, random), seat))).toBe(text);
        }
      },
    });
  });
});
