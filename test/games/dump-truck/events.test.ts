import { describe, expect, it } from 'vitest';
import { type DumpTruckEvent, type DumpTruckState, dumpTruck } from '../../../src/games/dump-truck/index.js';
import { withoutMessages } from '../../harness/messages.js';
import { h, t, table } from './table.js';

const types = (events: readonly DumpTruckEvent[]) => events.map((e) => e.type);
const texts = (events: readonly DumpTruckEvent[]) => events.map((e) => e.text);

describe('Dump Truck events', () => {
  it('tells a placement, the automatic unload phase skip, the round end, the next round and its automatic draws', () => {
    let state = dumpTruck.setup({ seed: 5 });

    const seat0 = state.held[0]!.tile;
    const step = dumpTruck.step(
      state,
      { type: 'place', player: 0, row: 0, column: 0, orientation: 'horizontal', flipped: false },
      1,
    );
    expect(withoutMessages(step.events)).toEqual([
      {
        type: 'place',
        player: 0,
        tile: seat0.id,
        row: 0,
        column: 0,
        orientation: 'horizontal',
        flipped: false,
        relocated: false,
        text: `Seat 0 places ${seat0.low}-${seat0.high} lying at row 1, column 1.`,
      },
    ]);
    state = step.state;
    const last = dumpTruck.apply(state, { type: 'return', player: 1 });
    // Seat 1 returns: the round's loading ends, seat 0 decides whether to unload.
    const returned = dumpTruck.events(state, last, { type: 'return', player: 1 }, null);
    expect(types(returned)).toEqual(['return']);
    expect(returned[0]).toMatchObject({ player: 1, returns: 1 });
    // Seat 0 keeps: round 1 ends, round 2 starts (scores equal: a coin flip), and the pool has a face-up domino.
    const kept = dumpTruck.step(last, { type: 'keep', player: 0 }, 0);
    expect(types(kept.events)).toEqual(['keep', 'round-end', 'round-start']);
    expect(kept.events[2]).toMatchObject({ round: 2, coinFlips: [kept.state.drawOrder] });
    expect(kept.events[2]!.text).toMatch(
      /^Round 2 begins; draw order \d, \d\. Coin flip between equal scores: \d, \d\.$/,
    );
    expect(kept.state.steps).toEqual(['choose', 'choose']);
  });

  it('keeps a draw choice to the chooser, then tells the draws served in order, a face-down one only to its drawer', () => {
    const state = table(
      {
        phase: 'draw',
        steps: ['choose', 'choose'],
        faceUp: [t(5, 5)],
        faceDown: [t(1, 1), t(2, 3)],
        scores: [0, 4],
        drawOrder: [0, 1],
      },
      'discarded',
    );
    const mine = dumpTruck.events(
      state,
      dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' }),
      { type: 'draw', player: 0, tile: '0:5-5' },
      0,
    );
    expect(withoutMessages(mine)).toEqual([
      { type: 'choose', player: 0, choice: '0:5-5', text: 'Seat 0 chooses 5-5.' },
    ]);
    const theirs = dumpTruck.events(
      state,
      dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' }),
      { type: 'draw', player: 0, tile: '0:5-5' },
      1,
    );
    expect(withoutMessages(theirs)).toEqual([
      { type: 'choose', player: 0, text: 'Seat 0 chooses their draw.' },
    ]);
    const chosen = dumpTruck.apply(state, { type: 'draw', player: 0, tile: '0:5-5' });
    const move = { type: 'draw', player: 1 } as const;
    const after = dumpTruck.apply(chosen, move);
    const forOne = dumpTruck.events(chosen, after, move, 1);
    expect(withoutMessages(forOne)).toEqual([
      { type: 'choose', player: 1, choice: 'face-down', text: 'Seat 1 chooses a face-down domino.' },
      {
        type: 'draw',
        player: 0,
        chose: '0:5-5',
        from: 'face-up',
        tile: '0:5-5',
        text: 'Seat 0 draws 5-5 (chose it face up).',
      },
      {
        type: 'draw',
        player: 1,
        chose: 'face-down',
        from: 'face-down',
        tile: '0:1-1',
        text: 'Seat 1 draws 1-1 face down (chose face down).',
      },
    ]);
    const forZero = dumpTruck.events(chosen, after, move, 0);
    expect(withoutMessages(forZero[2])).toEqual({
      type: 'draw',
      player: 1,
      chose: 'face-down',
      from: 'face-down',
      text: 'Seat 1 draws a face-down domino (chose face down).',
    });
    expect(JSON.stringify(forZero)).not.toContain('1-1');
  });

  it('tells a choice that is gone, the re-choice, and a seat going without', () => {
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
    const { events } = dumpTruck.step(next, { type: 'draw', player: 2 }, null);
    expect(types(events)).toEqual(['choose', 'draw', 'choice-gone', 'draw', 'no-draw']);
    expect(withoutMessages(texts(events).slice(2))).toEqual([
      'Seat 1 wanted 5-5, which is gone: they choose again.',
      'Seat 1 draws a face-down domino (automatic draw).',
      'Seat 2 draws nothing: the pool is empty.',
    ]);
  });

  it('tells a replacement, the displaced domino placed again, a return and a discard by the return limit', () => {
    const state = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(3, 4), from: 'face-down' }, null],
      trucks: [[h(t(5, 6), 0, 0)], []],
    });
    const replace = { type: 'replace', player: 0, replaced: '0:5-6', flipped: true } as const;
    const swapped = dumpTruck.step(state, replace, 1);
    expect(withoutMessages(swapped.events)).toEqual([
      {
        type: 'replace',
        player: 0,
        tile: '0:3-4',
        replaced: '0:5-6',
        flipped: true,
        text: 'Seat 0 puts 3-4 in place of 5-6, which is now in their hand.',
      },
    ]);
    const place = {
      type: 'place',
      player: 0,
      row: 1,
      column: 0,
      orientation: 'horizontal',
      flipped: false,
    } as const;
    const moved = dumpTruck.step(swapped.state, place, null);
    expect(moved.events[0]).toMatchObject({
      type: 'place',
      relocated: true,
      text: 'Seat 0 moves the displaced 5-6 lying at row 2, column 1.',
    });
    const back = dumpTruck.step(swapped.state, { type: 'return', player: 0 }, null);
    expect(withoutMessages(back.events[0])).toEqual({
      type: 'return',
      player: 0,
      tile: '0:5-6',
      returns: 1,
      text: 'Seat 0 returns 5-6 face up to the pool (return 1).',
    });
    const again = table({
      steps: ['load', 'wait'],
      held: [{ tile: t(5, 6), from: 'face-up' }, null],
      returns: { '0:5-6': 1 },
    });
    const gone = dumpTruck.step(again, { type: 'return', player: 0 }, 1);
    expect(gone.events[0]).toMatchObject({ type: 'discard', player: 0, tile: '0:5-6', returns: 1 });
  });

  it('tells unloads with points and chains, unscored dumps, and the end of the game with winners', () => {
    const load = [h(t(1, 2), 0, 0), h(t(3, 4), 0, 2)];
    const state = table({ phase: 'unload', steps: ['unload', 'unload'], trucks: [load, [h(t(6, 6), 0, 0)]] });
    const scored = dumpTruck.step(state, { type: 'unload', player: 0, scored: true }, null);
    expect(withoutMessages(scored.events)).toEqual([
      {
        type: 'unload',
        player: 0,
        scored: true,
        final: false,
        points: 4,
        chains: [expect.objectContaining({ kind: 'sequence', points: 4 })],
        text: 'Seat 0 unloads for 4 points (sequence 4).',
      },
    ]);
    const dumped = dumpTruck.step(scored.state, { type: 'unload', player: 1, scored: false }, null);
    expect(dumped.events[0]).toMatchObject({
      type: 'unload',
      scored: false,
      points: 0,
      text: 'Seat 1 dumps their load unscored.',
    });
    expect(types(dumped.events)).toEqual(['unload', 'round-end', 'round-start', 'draw', 'draw']);
    // The end: the last domino loaded, the pool empty.
    const end = table(
      {
        steps: ['load', 'wait'],
        held: [{ tile: t(1, 2), from: 'face-up' }, null],
        trucks: [[h(t(1, 1), 0, 0)], [h(t(0, 1), 0, 0)]],
        faceDown: [],
        scores: [0, 2],
      },
      'discarded',
    );
    const over = dumpTruck.step(
      end,
      { type: 'place', player: 0, row: 1, column: 0, orientation: 'horizontal', flipped: false },
      null,
    );
    expect(types(over.events)).toEqual(['place', 'unload', 'unload', 'game-over']);
    expect(over.events[1]).toMatchObject({
      final: true,
      text: 'Game end: seat 0 scores their load as it stands for 3 points (1s 3).',
    });
    expect(withoutMessages(over.events[3])).toEqual({
      type: 'game-over',
      scores: [3, 2],
      winners: [0],
      text: 'Game over. Scores: 3, 2; winner: seat 0.',
    });
  });

  it('tells the same events to a spectator through step and events', () => {
    let state: DumpTruckState = dumpTruck.setup({ seed: 9, players: 3 });
    for (let i = 0; i < 40 && dumpTruck.activePlayers(state).length > 0; i++) {
      const seat = dumpTruck.activePlayers(state)[0]!;
      const move = dumpTruck.legalMoves(state, seat).at(-1)!;
      const { state: next, events } = dumpTruck.step(state, move);
      expect(events).toEqual(dumpTruck.events(state, next, move, null));
      expect(events.length).toBeGreaterThan(0);
      state = next;
    }
  });
});
