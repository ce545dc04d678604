import { describe, expect, it } from 'vitest';
import { formatTile, type Tile } from '../../../src/core/index.js';
import { type BuildUpEvent, type BuildUpState, buildUp } from '../../../src/games/build-up/index.js';
import { withoutMessages } from '../../harness/messages.js';
import { playGame, type Step, t } from './play.js';

const types = (events: readonly BuildUpEvent[]) => events.map((event) => event.type);
const ids = (tiles: readonly Tile[]) => tiles.map((tile) => tile.id);

/** The events of a recorded step, as `viewer` sees them. */
const eventsOf = (step: Step, viewer: number | null) =>
  buildUp.events(step.before, step.after, step.move, viewer);

const games = [
  playGame({ seed: 'events' }),
  playGame({ seed: 'events-3', players: 3 }, 'last'),
  playGame({ seed: 'events-s', unplayable: 'subtract' }),
  // Seeds found to hold a pass (ev-0) and a seat passed over for an empty hand (ev-10).
  playGame({ seed: 'ev-0' }),
  playGame({ seed: 'ev-10' }),
];
const steps = games.flat();

describe('Build Up events of real moves', () => {
  it('a play: the tile, the stack and the tile it covered, in the game’s tile notation', () => {
    const step = steps.find((s) => s.move.type === 'play' && s.before.hand === s.after.hand)!;
    const move = step.move as { tile: string; stack: number };
    const covered = step.before.stacks[move.stack]!.at(-1)!;
    for (const viewer of [0, 1, null]) {
      const [event, ...rest] = eventsOf(step, viewer);
      expect(event).toMatchObject({ type: 'play', player: step.move.player, stack: move.stack, covered });
      expect(event?.type === 'play' && event.tile.id).toBe(move.tile);
      expect(event!.text).toContain(
        `plays ${formatTile(step.after.stacks[move.stack]!.at(-1)!)} on stack ${move.stack}`,
      );
      expect(event!.text).toContain(formatTile(covered));
      expect(rest.every((e) => e.type === 'pass')).toBe(true);
    }
    // step gives the same events as events().
    expect(buildUp.step(step.before, step.move, 1).events).toEqual(eventsOf(step, 1));
  });

  it('a pass by a seat that cannot play (rule 5)', () => {
    const step = steps.find((s) => s.move.type === 'pass')!;
    const [event] = eventsOf(step, null);
    expect(withoutMessages(event)).toEqual({
      type: 'pass',
      player: step.move.player,
      automatic: false,
      reason: 'cannot-play',
      text: `Seat ${step.move.player} cannot play and passes.`,
    });
  });

  it('seats with empty hands are passed over automatically (ruling 8)', () => {
    const step = steps.find(
      (s) =>
        s.before.hand === s.after.hand &&
        s.after.turn !== (s.move.player + 1) % s.after.players &&
        !s.after.over &&
        s.after.results.length === s.before.results.length,
    )!;
    expect(step).toBeDefined();
    const skipped = eventsOf(step, null).filter((e) => e.type === 'pass' && e.automatic);
    expect(skipped.length).toBeGreaterThan(0);
    for (const event of skipped) {
      expect(event).toMatchObject({ reason: 'empty-hand' });
      expect(step.after.hands[event.type === 'pass' ? event.player : -1]).toEqual([]);
      expect(event.text).toMatch(/no tiles left/);
    }
  });

  it('the end of a hand: why, hand scores, totals, unplayed tiles set aside; then the next deal', () => {
    const step = steps.find((s) => s.after.results.length > s.before.results.length && !s.after.over)!;
    const h = step.before.results.length;
    for (const viewer of [0, 1, null]) {
      const events = eventsOf(step, viewer);
      const end = events.find((e) => e.type === 'hand-end')!;
      expect(end).toMatchObject({
        hand: h,
        ended: step.after.results[h]!.ended,
        scores: step.after.results[h]!.scores,
        totals: step.after.scores,
        unplayed: step.after.results[h]!.unplayed,
        unplayable: step.after.options.unplayable,
      });
      expect(end.text).toMatch(new RegExp(`^Hand ${h + 1} ends`));
      const deal = events.find((e) => e.type === 'deal')!;
      expect(deal).toMatchObject({
        hand: h + 1,
        sizes: step.after.hands.map((hand) => hand.length),
        leader: step.after.leader,
        tiles: viewer === null ? [] : step.after.hands[viewer],
      });
      // Own tiles only to the owner: no other seat's hand in any event.
      const json = JSON.stringify(events);
      step.after.hands.forEach((hand, seat) => {
        if (seat === viewer) return;
        for (const id of ids(hand)) expect(json).not.toContain(`"${id}"`);
      });
      if (viewer !== null)
        expect(deal.text).toContain(`your tiles: ${step.after.hands[viewer]!.map(formatTile).join(' ')}`);
      else expect(deal.text).not.toContain('your tiles');
      expect(types(events).indexOf('hand-end')).toBeLessThan(types(events).indexOf('deal'));
    }
  });

  it('unplayed tiles subtracted in the variant', () => {
    const step = games[2]!.find((s) =>
      s.after.results
        .slice(s.before.results.length)
        .some((r) => r.unplayed.some((tiles) => tiles.length > 0)),
    )!;
    const end = eventsOf(step, 0).find((e) => e.type === 'hand-end')!;
    expect(end).toMatchObject({ unplayable: 'subtract' });
    expect(end.text).toContain('subtracted:');
  });

  it('the last hand: its end, no deal, then game over with the winners', () => {
    for (const game of games) {
      const step = game.at(-1)!;
      const events = eventsOf(step, 0);
      expect(types(events).slice(-2)).toEqual(['hand-end', 'game-over']);
      expect(types(events)).not.toContain('deal');
      const over = events.at(-1)!;
      expect(over).toMatchObject({ scores: step.after.scores, winners: buildUp.outcome(step.after).winners });
      expect(over.text).toMatch(/^Game over: seats? /);
    }
  });

  it('a new hand that blocks at once is scored too, and the one after it dealt (ruling 9)', () => {
    // Seat 0 plays its 6-6; seat 1's 1-2 covers nothing: hand 1 blocks. Hand 2 (0-1, 0-2) blocks at once.
    // Hand 3 (0-0, 1-3) can be played: seat 0 leads it again.
    const tops = [t(5, 5, 0), t(5, 6, 0), t(4, 6, 0), t(4, 5, 0), t(3, 6, 0), t(3, 5, 0)];
    const state: BuildUpState = {
      players: 2,
      rng: buildUp.setup({ seed: 0 }).rng,
      options: { schedule: [1, 1, 1], unplayable: 'set-aside', laterLead: 'rotate', equalOnDouble: false },
      hand: 0,
      turn: 0,
      leader: 0,
      stacks: [...tops, t(6, 6, 1), t(5, 5, 1), t(5, 6, 1), t(4, 6, 1), t(4, 5, 1), t(3, 6, 1)].map(
        (tile) => [tile],
      ),
      hands: [[t(6, 6, 0)], [t(1, 2, 1)]],
      boneyards: [
        [t(0, 1, 0), t(0, 0, 0)],
        [t(0, 2, 1), t(1, 3, 1)],
      ],
      setAside: [[], []],
      scores: [0, 0],
      results: [],
      openingDraws: [],
      over: false,
    };
    const move = { type: 'play', player: 0, tile: '0:6-6', stack: 1 } as const;
    const seat1 = buildUp.step(state, move, 1);
    expect(types(seat1.events)).toEqual(['play', 'hand-end', 'deal', 'hand-end', 'deal']);
    const [, end1, deal2, end2, deal3] = seat1.events as BuildUpEvent[];
    expect(end1).toMatchObject({ hand: 0, ended: 'blocked', unplayed: [[], [t(1, 2, 1)]] });
    expect(deal2).toMatchObject({ hand: 1, sizes: [1, 1], tiles: [t(0, 2, 1)], leader: 1 });
    expect(end2).toMatchObject({ hand: 1, ended: 'blocked', unplayed: [[t(0, 1, 0)], [t(0, 2, 1)]] });
    expect(end2?.type === 'hand-end' && end2.totals).toEqual(seat1.state.scores);
    expect(deal3).toMatchObject({ hand: 2, sizes: [1, 1], tiles: [t(1, 3, 1)], leader: 0 });
    expect(JSON.stringify(seat1.events)).not.toContain('0:0-0');
    const seat0 = buildUp.events(state, seat1.state, move, 0);
    expect(seat0[2]).toMatchObject({ tiles: [t(0, 1, 0)] });
    expect(seat0[4]).toMatchObject({ tiles: [t(0, 0, 0)] });
    expect(JSON.stringify(seat0)).not.toContain('1:1-3');
    expect(buildUp.events(state, seat1.state, move, null)[4]).toMatchObject({ tiles: [] });
    expect(seat1.state.turn).toBe(0);
  });

  it('refuses a bad viewer', () => {
    const step = steps[0]!;
    expect(() => buildUp.events(step.before, step.after, step.move, 7)).toThrow(/viewer/);
  });
});
