/** The rulings changed in R2 (issue 14): each test fails on the R1 behaviour. */
import { describe, expect, it } from 'vitest';
import { type DumpTruckState, dumpTruck } from '../../../src/games/dump-truck/index.js';
import { h, t, table } from './table.js';

const ids = (state: DumpTruckState) => state.held.map((held) => held?.tile.id ?? null);

describe('Dump Truck rulings changed in R2', () => {
  it('ruling 14: serves draw choices strictly by lesser score; a seat whose choice is gone chooses before later seats', () => {
    // Issue 14's reproduction: scores [0, 1, 2], draw order [0, 1, 2], pool 5-5 face up and 1-1 face down.
    const state = table(
      {
        players: 3,
        phase: 'draw',
        steps: ['choose', 'choose', 'choose'],
        faceUp: [t(5, 5)],
        faceDown: [t(1, 1)],
        scores: [0, 1, 2],
        drawOrder: [0, 1, 2],
      },
      'discarded',
    );
    let next = dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' });
    next = dumpTruck.apply(next, { type: 'draw', player: 1, tile: '0:5-5' });
    next = dumpTruck.apply(next, { type: 'draw', player: 2 });
    // R1 gave ['0:5-5', null, '0:1-1']: seat 2 (score 2) took the last domino from seat 1 (score 1).
    expect(ids(next)).toEqual(['0:5-5', '0:1-1', null]);
    expect(next.phase).toBe('load');
  });

  it('ruling 14: the seat whose choice is gone re-chooses while later seats wait unserved', () => {
    const state = table(
      {
        players: 3,
        phase: 'draw',
        steps: ['choose', 'choose', 'choose'],
        faceUp: [t(5, 5), t(4, 6)],
        faceDown: [t(1, 1)],
        scores: [0, 1, 2],
        drawOrder: [0, 1, 2],
      },
      'discarded',
    );
    let next = dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' });
    next = dumpTruck.apply(next, { type: 'draw', player: 1, tile: '0:5-5' });
    next = dumpTruck.apply(next, { type: 'draw', player: 2, tile: '0:4-6' });
    // Seat 2 is not served before seat 1 has chosen again (R1 gave it 4-6 at once).
    expect(ids(next)).toEqual(['0:5-5', null, null]);
    expect(next.steps).toEqual(['wait', 'choose', 'wait']);
    expect(dumpTruck.legalMoves(next, 1)).toEqual([
      { type: 'draw', player: 1 },
      { type: 'draw', player: 1, tile: '0:4-6' },
    ]);
    expect(dumpTruck.view(next, 0).myChoice).toBeNull();
    next = dumpTruck.apply(next, { type: 'draw', player: 1, tile: '0:4-6' });
    expect(ids(next)).toEqual(['0:5-5', '0:4-6', '0:1-1']);
    expect(next.held[2]!.from).toBe('face-down');
  });

  it('ruling 13: NO SHIFT forbids replacing', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(5, 6), 0, 0)], []],
      options: { noShift: true },
    });
    expect(dumpTruck.legalMoves(state, 0).filter((m) => m.type === 'replace')).toEqual([]);
    expect(
      dumpTruck.validate(state, { type: 'replace', player: 0, replaced: '0:5-6', flipped: false })?.code,
    ).toBe('no-shift');
  });

  it('ruling 15: a discard by the return limit is visible in the state, the view and the events', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-up' }, null],
      returns: { '0:3-4': 1 },
    });
    const { state: next, events } = dumpTruck.step(state, { type: 'return', player: 0 }, 1);
    expect(next.discarded.map((x) => x.id)).toContain('0:3-4');
    expect(next.retired).toEqual(['0:3-4']);
    expect(dumpTruck.view(next, 1).retired).toEqual(['0:3-4']);
    expect(events[0]).toMatchObject({ type: 'discard', player: 0, tile: '0:3-4', returns: 1 });
    expect(events[0]!.text).toBe('Seat 0 returns 3-4 once too often (limit 1): it leaves the game.');
  });

  it('ruling 10: stored coordinates never move while the load stays; a hidden hand is told from an empty one', () => {
    let state = dumpTruck.setup({ seed: 3 });
    state = dumpTruck.apply(state, {
      type: 'place',
      player: 0,
      row: 0,
      column: 0,
      orientation: 'vertical',
      flipped: false,
    });
    expect(dumpTruck.view(state, 0).held).toEqual([null, 'hidden']);
    expect(dumpTruck.view(state, 1).held[0]).toBeNull();
    const first = state.trucks[0]![0];
    state = dumpTruck.apply(state, {
      type: 'place',
      player: 1,
      row: 0,
      column: 0,
      orientation: 'horizontal',
      flipped: false,
    });
    // Next round: seat 0 places to the left of its first domino.
    while (!dumpTruck.activePlayers(state).every((seat) => state.steps[seat] === 'load')) {
      const seat = dumpTruck.activePlayers(state)[0]!;
      const keep = dumpTruck.legalMoves(state, seat).find((m) => m.type === 'keep' || m.type === 'draw')!;
      state = dumpTruck.apply(state, keep);
    }
    state = dumpTruck.apply(state, {
      type: 'place',
      player: 0,
      row: 0,
      column: -2,
      orientation: 'horizontal',
      flipped: false,
    });
    expect(state.trucks[0]![0]).toEqual(first);
    expect(state.trucks[0]![1]).toMatchObject({ row: 0, column: -2 });
  });
});
