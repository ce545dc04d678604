import { describe, expect, it } from 'vitest';
import {
  formatShanghaiView,
  greedyShanghaiBot,
  type ShanghaiState,
  shanghai,
} from '../../../src/games/shanghai/index.js';
import { makeTile, playOut } from '../../../src/index.js';

const tile = makeTile;

/** A two-player state from a real setup, with fields replaced. */
function craft(patch: Partial<ShanghaiState>, setup: Record<string, unknown> = {}): ShanghaiState {
  const base = JSON.parse(JSON.stringify(shanghai.setup({ seed: 'describe', ...setup }))) as ShanghaiState;
  return { ...base, ...patch };
}

describe('formatShanghaiView', () => {
  const state = craft({
    hands: [
      [tile(0, 3), tile(1, 5, 1)],
      [tile(2, 2), tile(4, 6), tile(5, 6)],
    ],
    boneyard: [tile(1, 1)],
    dice: [6, 2],
    chainsThisTurn: 2,
    scores: [12, 9],
    chains: [
      [
        {
          dice: [6, 2],
          links: [
            { tile: tile(3, 6), left: 6, right: 3 },
            { tile: tile(2, 3), left: 3, right: 2 },
          ],
        },
      ],
      [],
    ],
  });

  it('draws the scores, sizes, chains as they lie, the dice and the viewer’s own hand', () => {
    const text = formatShanghaiView(shanghai.view(state, 0));
    expect(text).toContain('round 1');
    expect(text).toContain('first to 50');
    expect(text).toContain('seat 0 (you) 12 · seat 1 9');
    expect(text).toContain('Boneyard: 1 face down');
    expect(text).toContain('seat 0 (you) 2 · seat 1 3');
    expect(text).toContain('seat 0 (you): 6-3 3-2 for 6·2');
    expect(text).toContain('seat 1: —');
    expect(text).toContain('Seat 0 (you) to move: dice 6 and 2 · 2 chains this turn (stopping draws 2)');
    expect(text).toContain('Your hand: 0-3 1-5');
  });

  it('shows nothing the seat may not see: no other hand, nothing for a spectator', () => {
    const mine = formatShanghaiView(shanghai.view(state, 1));
    expect(mine).toContain('Your hand: 2-2 4-6 5-6');
    expect(mine).not.toContain('0-3');
    expect(mine).not.toContain('1-1');
    const spectator = formatShanghaiView(shanghai.view(state, null));
    expect(spectator).not.toContain('Your hand');
    expect(spectator).not.toContain('(you)');
    expect(spectator).not.toContain('2-2');
  });

  it('marks tie-breakers and the seats that sit out, wraps long chain lists, and shows the end', () => {
    const long = Array.from({ length: 12 }, (_, i) => ({
      dice: [1, 1],
      links: [{ tile: tile(1, 1, i % 4), left: 1, right: 1 }],
    }));
    const tied = craft(
      {
        tieBreaker: true,
        contenders: [0, 2],
        playing: [true, false, true],
        hands: [[tile(1, 2)], [], [tile(3, 4)]],
        chains: [long, [], []],
      },
      { players: 3 },
    );
    const text = formatShanghaiView(shanghai.view(tied, 2));
    expect(text).toContain('(tie-breaker: seat 0, seat 2 (you))');
    expect(text).toContain('seat 1 sits out');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    expect(text.match(/1-1 for 1·1/g)).toHaveLength(12);
    const { state: end } = playOut(shanghai, { seed: 5, maxRounds: 1 }, greedyShanghaiBot());
    const over = formatShanghaiView(shanghai.view(end, 0));
    const winners = end.winners.map((seat) => `seat ${seat}`);
    expect(over).toContain('Match over');
    for (const winner of winners) expect(over).toContain(winner);
    expect(over).toContain(`Last round (1): seat 0 (you) laid ${end.results[0]!.laid[0]}`);
    expect(over).not.toContain('to move');
  });

  it('does not mutate the view', () => {
    const view = shanghai.view(state, 0);
    const before = JSON.stringify(view);
    formatShanghaiView(view);
    expect(JSON.stringify(view)).toBe(before);
  });
});
