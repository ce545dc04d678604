import { describe, expect, it } from 'vitest';
import { IllegalMoveError, InvalidOptionError, playOut, randomBot } from '../../../src/core/index.js';
import {
  type DumpTruckMove,
  type DumpTruckState,
  dumpTruck,
  scoreTruck,
} from '../../../src/games/dump-truck/index.js';
import { truckGrid } from '../../../src/games/dump-truck/truck.js';
import { checkDumpTruck } from './check.js';
import { h, t, table, v } from './table.js';

function refuse(state: DumpTruckState, move: DumpTruckMove, code: string): void {
  const before = JSON.stringify(state);
  expect(dumpTruck.validate(state, move)?.code).toBe(code);
  expect(() => dumpTruck.apply(state, move)).toThrow(IllegalMoveError);
  expect(dumpTruck.legalMoves(state, move.player)).not.toContainEqual(move);
  expect(JSON.stringify(state)).toBe(before);
}

const legal = (state: DumpTruckState, seat: number) => dumpTruck.legalMoves(state, seat);

describe('Dump Truck setup and the draw', () => {
  it('shuffles one double-six set face down and gives everyone a face-down domino at once', () => {
    const state = dumpTruck.setup({ seed: 'setup', players: 3 });
    expect(state.faceDown).toHaveLength(25);
    expect(state.faceUp).toEqual([]);
    expect(state.round).toBe(1);
    expect(state.phase).toBe('load');
    expect(dumpTruck.activePlayers(state)).toEqual([0, 1, 2]);
    for (const held of state.held) expect(held?.from).toBe('face-down');
    expect(state.trucks).toEqual([[], [], []]);
    checkDumpTruck(state);
  });

  it('asks for hidden, simultaneous choices when the pool holds face-up dominoes', () => {
    const state = table({
      phase: 'unload',
      steps: ['unload', 'wait'],
      trucks: [[h(t(1, 2), 0, 0)], []],
      faceUp: [t(5, 5)],
    });
    const next = dumpTruck.apply(state, { type: 'keep', player: 0 });
    expect(next.phase).toBe('draw');
    expect(next.round).toBe(2);
    expect(dumpTruck.activePlayers(next)).toEqual([0, 1]);
    expect(legal(next, 0)).toEqual([
      { type: 'draw', player: 0 },
      { type: 'draw', player: 0, tile: '0:5-5' },
    ]);
    const chosen = dumpTruck.apply(next, { type: 'draw', player: 1, tile: '0:5-5' });
    expect(chosen.choices[1]).toBe('0:5-5');
    expect(dumpTruck.view(chosen, 0).myChoice).toBeNull();
    expect(JSON.stringify(dumpTruck.view(chosen, 0))).not.toContain('0:5-5"]');
    expect(dumpTruck.view(chosen, 1).myChoice).toBe('0:5-5');
    expect(dumpTruck.view(chosen, null).myChoice).toBeNull();
    refuse(chosen, { type: 'draw', player: 1 }, 'not-your-turn');
  });

  it('gives a contested face-up domino to the lower score; the other chooses again from what is left', () => {
    const state = table({
      phase: 'draw',
      steps: ['choose', 'choose'],
      faceUp: [t(5, 5), t(4, 6)],
      scores: [7, 3],
      drawOrder: [1, 0],
    });
    let next = dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' });
    next = dumpTruck.apply(next, { type: 'draw', player: 1, tile: '0:5-5' });
    expect(next.held[1]).toEqual({ tile: t(5, 5), from: 'face-up' });
    expect(next.held[0]).toBeNull();
    expect(next.steps).toEqual(['choose', 'wait']);
    expect(legal(next, 0)).toEqual([
      { type: 'draw', player: 0 },
      { type: 'draw', player: 0, tile: '0:4-6' },
    ]);
    next = dumpTruck.apply(next, { type: 'draw', player: 0, tile: '0:4-6' });
    expect(next.phase).toBe('load');
    expect(next.held[0]).toEqual({ tile: t(4, 6), from: 'face-up' });
  });

  it('a loser whose only way left is face down draws face down at once', () => {
    const state = table({
      phase: 'draw',
      steps: ['choose', 'choose'],
      faceUp: [t(5, 5)],
      drawOrder: [0, 1],
    });
    let next = dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' });
    next = dumpTruck.apply(next, { type: 'draw', player: 1, tile: '0:5-5' });
    expect(next.phase).toBe('load');
    expect(next.held[0]!.tile).toEqual(t(5, 5));
    expect(next.held[1]!.from).toBe('face-down');
  });

  it('with fewer dominoes than players, the lower score draws; the other goes without', () => {
    const state = table(
      {
        phase: 'unload',
        steps: ['wait', 'unload'],
        trucks: [[], [h(t(1, 2), 0, 0)]],
        faceDown: [t(3, 3)],
        scores: [9, 4],
      },
      'discarded',
    );
    const next = dumpTruck.apply(state, { type: 'keep', player: 1 });
    expect(next.held).toEqual([null, { tile: t(3, 3), from: 'face-down' }]);
    expect(next.steps).toEqual(['wait', 'load']);
  });

  it('orders equal scores by a seeded coin flip: the same seed gives the same order, seeds differ', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const a = dumpTruck.setup({ seed, players: 3 });
      expect(dumpTruck.setup({ seed, players: 3 }).drawOrder).toEqual(a.drawOrder);
      expect([...a.drawOrder].sort()).toEqual([0, 1, 2]);
      firsts.add(a.drawOrder[0]!);
    }
    expect(firsts.size).toBe(3);
  });

  it('refuses a face-down draw when none is left and a face-up domino not in the pool', () => {
    const state = table(
      { phase: 'draw', steps: ['choose', 'choose'], faceDown: [], faceUp: [t(5, 5)] },
      'discarded',
    );
    refuse(state, { type: 'draw', player: 0 }, 'no-face-down');
    refuse(state, { type: 'draw', player: 0, tile: '0:1-1' }, 'not-face-up');
    refuse(state, { type: 'draw', player: 0, tile: 'face-down' }, 'not-face-up');
  });
});

describe('Dump Truck loading', () => {
  it('places the first domino anywhere: at the corner without a template, any of 17 spots with one', () => {
    const loose = table({ steps: ['load', 'wait'], held: [{ tile: t(2, 5), from: 'face-down' }, null] });
    const places = legal(loose, 0).filter((m) => m.type === 'place');
    expect(places).toHaveLength(4);
    refuse(
      loose,
      { type: 'place', player: 0, row: 1, column: 1, orientation: 'horizontal', flipped: false },
      'first-at-corner',
    );
    const fixed = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(2, 5), from: 'face-down' }, null],
      options: { template: true },
    });
    expect(legal(fixed, 0).filter((m) => m.type === 'place')).toHaveLength(17 * 2);
    const double = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(4, 4), from: 'face-down' }, null],
      options: { template: true },
    });
    expect(legal(double, 0).filter((m) => m.type === 'place')).toHaveLength(17);
    refuse(
      double,
      { type: 'place', player: 0, row: 0, column: 0, orientation: 'vertical', flipped: true },
      'double-not-flipped',
    );
  });

  it('puts the low end on the first cell, the high end when flipped', () => {
    const state = table({ steps: ['load', 'wait'], held: [{ tile: t(2, 5), from: 'face-down' }, null] });
    const next = dumpTruck.apply(state, {
      type: 'place',
      player: 0,
      row: 0,
      column: 0,
      orientation: 'vertical',
      flipped: true,
    });
    expect(truckGrid(next.trucks[0]!)).toEqual([
      [5, null, null, null],
      [2, null, null, null],
      [null, null, null, null],
    ]);
    expect(next.held[0]).toBeNull();
  });

  it('needs each later domino next to one already there, on free cells, inside the truck', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(1, 2), 0, 0), h(t(2, 3), 0, 2)], []],
    });
    const place = (row: number, column: number, orientation: 'horizontal' | 'vertical') =>
      ({ type: 'place', player: 0, row, column, orientation, flipped: false }) as const;
    refuse(state, place(2, 0, 'horizontal'), 'not-adjacent');
    refuse(state, place(0, 1, 'vertical'), 'cell-taken');
    refuse(state, place(0, 4, 'horizontal'), 'outside-truck');
    refuse(state, place(0, -1, 'vertical'), 'outside-truck');
    expect(dumpTruck.validate(state, place(1, 0, 'horizontal'))).toBeNull();
    expect(dumpTruck.validate(state, place(1, 0, 'vertical'))).toBeNull();
    // Above the load: the grid is drawn from the load's top-left...
    const next = dumpTruck.apply(state, place(-1, 0, 'horizontal'));
    expect(truckGrid(next.trucks[0]!)).toEqual([
      [3, 4, null, null],
      [1, 2, 2, 3],
      [null, null, null, null],
    ]);
    // ...but stored coordinates never move (ruling 10, changed in R2): the earlier dominoes stay put.
    expect(next.trucks[0]).toEqual([h(t(1, 2), 0, 0), h(t(2, 3), 0, 2), h(t(3, 4), -1, 0)]);
  });

  it('with a template, the cells are fixed: nothing slides', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(1, 2), 1, 1)], []],
      options: { template: true },
    });
    refuse(
      state,
      { type: 'place', player: 0, row: -1, column: 1, orientation: 'vertical', flipped: false },
      'outside-truck',
    );
    const next = dumpTruck.apply(state, {
      type: 'place',
      player: 0,
      row: 0,
      column: 1,
      orientation: 'horizontal',
      flipped: false,
    });
    expect(truckGrid(next.trucks[0]!)).toEqual([
      [null, 3, 4, null],
      [null, 1, 2, null],
      [null, null, null, null],
    ]);
  });

  it('never holds more than six dominoes', () => {
    const full = [
      h(t(0, 1), 0, 0),
      h(t(0, 2), 0, 2),
      h(t(0, 3), 1, 0),
      h(t(0, 4), 1, 2),
      h(t(0, 5), 2, 0),
      h(t(0, 6), 2, 2),
    ];
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(6, 6), from: 'face-down' }, null],
      trucks: [full, []],
    });
    expect(legal(state, 0).some((m) => m.type === 'place')).toBe(false);
    refuse(
      state,
      { type: 'place', player: 0, row: 0, column: 0, orientation: 'vertical', flipped: false },
      'truck-full',
    );
    expect(
      legal(state, 0)
        .map((m) => m.type)
        .sort(),
    ).toEqual(
      ['unload', 'unload', 'replace', 'replace', 'replace', 'replace', 'replace', 'replace', 'return'].sort(),
    );
  });

  it('returns a domino face up to the pool; a second return takes it out of the game (returnLimit 1)', () => {
    const state = table({ steps: ['load', 'wait'], held: [{ tile: t(2, 5), from: 'face-down' }, null] });
    const once = dumpTruck.apply(state, { type: 'return', player: 0 });
    expect(once.faceUp).toEqual([t(2, 5)]);
    expect(once.returns).toEqual({ '0:2-5': 1 });
    const again = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(2, 5), from: 'face-up' }, null],
      returns: { '0:2-5': 1 },
    });
    const twice = dumpTruck.apply(again, { type: 'return', player: 0 });
    expect(twice.faceUp).toEqual([]);
    expect(twice.discarded).toContainEqual(t(2, 5));
    const none = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(2, 5), from: 'face-down' }, null],
      options: { returnLimit: 0 },
    });
    expect(dumpTruck.apply(none, { type: 'return', player: 0 }).discarded).toContainEqual(t(2, 5));
  });

  it('replaces a domino: the drawn one takes its cells, the displaced one is then placed elsewhere or returned', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(5, 6), from: 'face-down' }, null],
      trucks: [[h(t(1, 2), 0, 0), v(t(3, 4), 0, 2)], []],
    });
    const replaced = dumpTruck.apply(state, { type: 'replace', player: 0, replaced: '0:3-4', flipped: true });
    expect(truckGrid(replaced.trucks[0]!)[0]).toEqual([1, 2, 6, null]);
    expect(replaced.held[0]).toEqual({ tile: t(3, 4), from: 'truck' });
    expect(replaced.steps[0]).toBe('relocate');
    expect(dumpTruck.view(replaced, 1).held[0]).toEqual({ tile: t(3, 4), from: 'truck' });
    const moves = legal(replaced, 0);
    expect(moves.some((m) => m.type === 'replace' || m.type === 'unload')).toBe(false);
    expect(moves).toContainEqual({ type: 'return', player: 0 });
    const moved = dumpTruck.apply(replaced, {
      type: 'place',
      player: 0,
      row: 1,
      column: 0,
      orientation: 'horizontal',
      flipped: false,
    });
    expect(truckGrid(moved.trucks[0]!)[1]).toEqual([3, 4, 5, null]);
    refuse(state, { type: 'replace', player: 0, replaced: '0:6-6', flipped: false }, 'not-in-truck');
  });

  it('NO SHIFT forbids replacing too (ruling 13, changed in R2); noRelocate keeps the old reading; NO REPLACE: no replacing', () => {
    // The seed: "Shifting or replacing dominoes once placed in a truck is not allowed."
    const noShift = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(5, 6), 0, 0)], []],
      options: { noShift: true },
    });
    expect(legal(noShift, 0).some((m) => m.type === 'replace')).toBe(false);
    refuse(noShift, { type: 'replace', player: 0, replaced: '0:5-6', flipped: false }, 'no-shift');
    // noRelocate (this library's variant): replacing is allowed, the displaced domino only goes back.
    const noRelocate = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(5, 6), 0, 0)], []],
      options: { noRelocate: true },
    });
    const replaced = dumpTruck.apply(noRelocate, {
      type: 'replace',
      player: 0,
      replaced: '0:5-6',
      flipped: false,
    });
    expect(legal(replaced, 0)).toEqual([{ type: 'return', player: 0 }]);
    refuse(
      replaced,
      { type: 'place', player: 0, row: 1, column: 0, orientation: 'horizontal', flipped: false },
      'no-relocate',
    );
    const noReplace = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(5, 6), 0, 0)], []],
      options: { noReplace: true },
    });
    expect(legal(noReplace, 0).some((m) => m.type === 'replace')).toBe(false);
    refuse(noReplace, { type: 'replace', player: 0, replaced: '0:5-6', flipped: false }, 'no-replace');
  });

  it('refuses moves of the wrong step', () => {
    const state = table({
      steps: ['load', 'unload'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[], [h(t(1, 1), 0, 0)]],
    });
    refuse(state, { type: 'keep', player: 0 }, 'wrong-step');
    refuse(state, { type: 'draw', player: 0 }, 'wrong-step');
    refuse(state, { type: 'return', player: 1 }, 'wrong-step');
    refuse(
      state,
      { type: 'place', player: 1, row: 0, column: 0, orientation: 'horizontal', flipped: false },
      'wrong-step',
    );
    refuse(state, { type: 'replace', player: 1, replaced: '0:1-1', flipped: false }, 'wrong-step');
    refuse(state, { type: 'unload', player: 0, scored: true }, 'truck-empty');
  });
});

describe('Dump Truck unloading and the end', () => {
  const load = [h(t(1, 2), 0, 0), h(t(3, 4), 0, 2), v(t(1, 1), 1, 0)];

  it('unloads the whole truck scored by scoreTruck; the dominoes leave the game', () => {
    const state = table({ phase: 'unload', steps: ['unload', 'wait'], trucks: [load, []], scores: [2, 0] });
    const next = dumpTruck.apply(state, { type: 'unload', player: 0, scored: true });
    const expected = scoreTruck(truckGrid(load)).total;
    expect(expected).toBe(4 + 3);
    expect(next.scores[0]).toBe(2 + expected);
    expect(next.trucks[0]).toEqual([]);
    expect(next.discarded).toEqual(expect.arrayContaining(load.map((p) => p.tile)));
    expect(next.unloads.at(-1)).toEqual({
      player: 0,
      round: 1,
      grid: truckGrid(load),
      points: expected,
      scored: true,
      final: false,
    });
  });

  it('may unload without scoring, and before loading the drawn domino', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(6, 6), from: 'face-down' }, null],
      trucks: [load, []],
    });
    const next = dumpTruck.apply(state, { type: 'unload', player: 0, scored: false });
    expect(next.scores[0]).toBe(0);
    expect(next.trucks[0]).toEqual([]);
    expect(next.steps[0]).toBe('load');
    expect(next.held[0]!.tile).toEqual(t(6, 6));
  });

  it('scores blanks by the blanks option', () => {
    // 0 0 0 6: three blanks; as jokers they all become 6 for four sixes.
    const blanks = [h(t(0, 0), 0, 0), h(t(0, 6), 0, 2)];
    for (const [option, points] of [
      ['normal', 3],
      ['worthless', 0],
      ['double', 6],
      ['jokers', 4],
    ] as const) {
      const state = table({
        phase: 'unload',
        steps: ['unload', 'wait'],
        trucks: [blanks, []],
        options: { blanks: option },
      });
      expect(dumpTruck.apply(state, { type: 'unload', player: 0, scored: true }).scores[0]).toBe(points);
    }
  });

  it('ends when no domino is in hand or pool: loads still in trucks score as they are; ties share', () => {
    const state = table(
      {
        steps: ['load', 'wait'],
        held: [{ tile: t(1, 3), from: 'face-down' }, null],
        trucks: [[h(t(1, 2), 0, 0)], [h(t(4, 4), 0, 0), v(t(4, 5), 1, 0)]],
        faceDown: [],
        scores: [5, 6],
      },
      'discarded',
    );
    const next = dumpTruck.apply(state, {
      type: 'place',
      player: 0,
      row: 1,
      column: 0,
      orientation: 'horizontal',
      flipped: false,
    });
    expect(next.phase).toBe('over');
    expect(dumpTruck.activePlayers(next)).toEqual([]);
    expect(next.scores).toEqual([5 + 3, 6 + 3]);
    expect(next.unloads.filter((u) => u.final).map((u) => u.points)).toEqual([3, 3]);
    expect(dumpTruck.outcome(next)).toEqual({ over: true, scores: [8, 9], winners: [1] });
    const tie = table({ phase: 'over', scores: [4, 4], faceDown: [] }, 'discarded');
    expect(dumpTruck.outcome(tie).winners).toEqual([0, 1]);
  });

  it('ends even when every player returns every domino (the return limit)', () => {
    const returner = ({ legalMoves }: { legalMoves: readonly DumpTruckMove[] }) =>
      legalMoves.find((m) => m.type === 'return' || m.type === 'keep') ?? legalMoves[0]!;
    for (const returnLimit of [0, 1, 3]) {
      const { state, moves, outcome } = playOut(
        dumpTruck,
        { seed: returnLimit, players: 3, returnLimit },
        returner,
      );
      expect(outcome.over).toBe(true);
      expect(moves.length).toBeLessThan(dumpTruck.moveBound(state));
      expect(state.discarded).toHaveLength(28);
      expect(Object.values(state.returns).every((n) => n === returnLimit)).toBe(true);
    }
  });

  it('plays seeded games between random bots to the end with scores that only grow', () => {
    for (let seed = 0; seed < 20; seed++) {
      let last = [0, 0, 0];
      const { outcome } = playOut(dumpTruck, { seed, players: 3 }, randomBot(seed), {
        onMove: (_, state) => {
          const scores = (state as DumpTruckState).scores;
          scores.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(last[i]!);
          });
          last = [...scores];
        },
      });
      expect(outcome.over).toBe(true);
    }
  });
});

describe('Dump Truck view and options', () => {
  it('shows trucks, face-up pool and counts; hides the face-down pool, others’ face-down draws and the generator', () => {
    const state = dumpTruck.setup({ seed: 'view' });
    const view = dumpTruck.view(state, 0);
    expect(view.faceDownCount).toBe(26);
    expect(view.held[0]).toEqual(state.held[0]);
    expect(view.held[1]).toBe('hidden'); // a hidden hand, told apart from an empty one (null)
    expect(view.holding).toEqual([true, true]);
    expect(JSON.stringify(view)).not.toContain(state.held[1]!.tile.id);
    expect('rng' in view).toBe(false);
    expect('faceDown' in view).toBe(false);
    expect(dumpTruck.view(state, null).held).toEqual(['hidden', 'hidden']);
  });

  it('rejects bad options by name', () => {
    const bad: [string, unknown][] = [
      ['blanks', 'wild'],
      ['template', 'yes'],
      ['noShift', 1],
      ['noReplace', null],
      ['returnLimit', -1],
      ['returnLimit', 11],
      ['minChain', 0],
      ['minChain', 2.5],
    ];
    for (const [option, value] of bad) {
      expect(() => dumpTruck.setup({ seed: 1, [option]: value } as never)).toThrow(InvalidOptionError);
      expect(() => dumpTruck.setup({ seed: 1, [option]: value } as never)).toThrow(new RegExp(option));
    }
  });

  it('plays every option combination to the end', () => {
    for (const blanks of ['normal', 'worthless', 'double', 'jokers'] as const) {
      for (const template of [false, true]) {
        const { outcome } = playOut(
          dumpTruck,
          {
            seed: `${blanks}${template}`,
            players: 2,
            blanks,
            template,
            noShift: template,
            noReplace: !template,
          },
          randomBot(3),
        );
        expect(outcome.over).toBe(true);
      }
    }
  });
});
