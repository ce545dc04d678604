import { describe, expect, it } from 'vitest';
import {
  IllegalMoveError,
  InvalidOptionError,
  makeTile,
  playOut,
  randomBot,
  type Tile,
} from '../../../src/core/index.js';
import { type BuildUpState, buildUp } from '../../../src/games/build-up/index.js';

/** A hand-built state: stacks (bottom first), hands and boneyards given; two players unless told. */
function tableState(over: Partial<BuildUpState> & { stacks: Tile[][]; hands: Tile[][] }): BuildUpState {
  return {
    players: 2,
    rng: buildUp.setup({ seed: 0 }).rng,
    options: { schedule: [1, 1], unplayable: 'set-aside', laterLead: 'rotate', equalOnDouble: false },
    hand: 0,
    turn: 0,
    leader: 0,
    boneyards: [[], []],
    setAside: [[], []],
    scores: [0, 0],
    results: [],
    openingDraws: [],
    over: false,
    ...over,
  };
}

const t = makeTile;

describe('Build Up setup', () => {
  const state = buildUp.setup({ seed: 'setup' });

  it('lays out six face-up stacks per player from each player’s own set', () => {
    expect(state.stacks).toHaveLength(12);
    state.stacks.forEach((stack, i) => {
      expect(stack).toHaveLength(1);
      expect(stack[0]!.set).toBe(Math.floor(i / 6));
    });
  });

  it('gives each player six tiles of their own colour, the rest in their boneyard', () => {
    for (const seat of [0, 1]) {
      expect(state.hands[seat]).toHaveLength(6);
      expect(state.boneyards[seat]).toHaveLength(16);
      expect(state.hands[seat]!.every((tile) => tile.set === seat)).toBe(true);
    }
  });

  it('lets the player who drew the most pips play first, keeping the drawn tile', () => {
    for (let seed = 0; seed < 40; seed++) {
      const s = buildUp.setup({ seed });
      const last = s.openingDraws[s.openingDraws.length - 1]!;
      const totals = last.map((d) => d.tile.low + d.tile.high);
      const winner = last[totals.indexOf(Math.max(...totals))]!;
      expect(s.leader).toBe(winner.player);
      for (const draw of last) expect(s.hands[draw.player]!.map((x) => x.id)).toContain(draw.tile.id);
    }
  });

  it('ruling 1: on a tie for most pips, the tied players return, reshuffle and draw again', () => {
    let tied: BuildUpState | undefined;
    for (let seed = 0; seed < 500 && !tied; seed++) {
      const s = buildUp.setup({ seed, players: 3 });
      if (s.openingDraws.length > 1) tied = s;
    }
    expect(tied).toBeDefined();
    const [first, second] = tied!.openingDraws;
    const best = Math.max(...first!.map((d) => d.tile.low + d.tile.high));
    const tiedSeats = first!.filter((d) => d.tile.low + d.tile.high === best).map((d) => d.player);
    expect(tiedSeats.length).toBeGreaterThan(1);
    expect(second!.map((d) => d.player)).toEqual(tiedSeats);
    for (const d of first!) {
      const kept = tied!.hands[d.player]!.some((x) => x.id === d.tile.id);
      // A tied tile went back to the boneyard unless it was drawn again.
      if (!tiedSeats.includes(d.player)) expect(kept).toBe(true);
    }
  });

  it('supports more than two players, each with a distinctive set', () => {
    const four = buildUp.setup({ seed: 4, players: 4 });
    expect(four.stacks).toHaveLength(24);
    expect(new Set(four.stacks.flat().map((x) => x.set))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('validates options by name', () => {
    expect(() => buildUp.setup({ seed: 1, schedule: [] })).toThrow(InvalidOptionError);
    expect(() => buildUp.setup({ seed: 1, schedule: [20, 3] })).toThrow(/schedule/);
    expect(() => buildUp.setup({ seed: 1, schedule: [2.5] })).toThrow(/schedule/);
    expect(() => buildUp.setup({ seed: 1, unplayable: 'keep' as never })).toThrow(/unplayable/);
    expect(() => buildUp.setup({ seed: 1, laterLead: 'winner' as never })).toThrow(/laterLead/);
  });

  it('deals a custom schedule', () => {
    const s = buildUp.setup({ seed: 1, schedule: [3, 2] });
    expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
  });
});

describe('Build Up play', () => {
  // Tops: seat 0's 1-2, 2-2, 0-6, 5-6, 6-6, 0-2; seat 1's 3-4, 1-1, 4-6, 2-6, 5-5, 0-3.
  // Seat 0's 0-1 covers none of them; seat 1's 4-5 covers several.
  const stacks = [
    [t(1, 2, 0)],
    [t(2, 2, 0)],
    [t(0, 6, 0)],
    [t(5, 6, 0)],
    [t(6, 6, 0)],
    [t(0, 2, 0)],
    [t(3, 4, 1)],
    [t(1, 1, 1)],
    [t(4, 6, 1)],
    [t(2, 6, 1)],
    [t(5, 5, 1)],
    [t(0, 3, 1)],
  ];
  const stuck = () =>
    tableState({ stacks, hands: [[t(0, 1, 0)], [t(4, 5, 1)]], boneyards: [[t(3, 3, 0)], [t(0, 4, 1)]] });

  it('places a tile on a stack it may cover and passes the turn', () => {
    const state = tableState({ stacks, hands: [[t(0, 3, 0), t(3, 3, 0)], [t(4, 4, 1)]] });
    const next = buildUp.apply(state, { type: 'play', player: 0, tile: '0:0-3', stack: 0 });
    expect(next.stacks[0]!.map((x) => x.id)).toEqual(['0:1-2', '0:0-3']);
    expect(next.hands[0]!.map((x) => x.id)).toEqual(['0:3-3']);
    expect(next.turn).toBe(1);
  });

  it('lists exactly the covering placements of each tile', () => {
    const moves = buildUp.legalMoves({ ...stuck(), turn: 1 }, 1);
    expect(moves.filter((m) => m.type !== 'play')).toEqual([]);
    expect(moves.map((m) => (m.type === 'play' ? m.stack : -1))).toEqual([0, 1, 2, 5, 6, 7, 9, 11]);
  });

  it('refuses a tile that may not cover the stack, naming the rule, and leaves the frozen state untouched', () => {
    const state = Object.freeze(tableState({ stacks, hands: [[t(0, 3, 0)], [t(4, 4, 1)]] }));
    const before = JSON.stringify(state);
    expect(() => buildUp.apply(state, { type: 'play', player: 0, tile: '0:0-3', stack: 1 })).toThrow(
      expect.objectContaining({ code: 'cannot-cover' }),
    );
    expect(() => buildUp.apply(state, { type: 'play', player: 0, tile: '1:4-4', stack: 0 })).toThrow(
      IllegalMoveError,
    );
    expect(buildUp.validate(state, { type: 'play', player: 0, tile: '0:0-3', stack: 12 })).toMatchObject({
      code: 'no-such-stack',
    });
    expect(buildUp.validate(state, { type: 'play', player: 1, tile: '1:4-4', stack: 0 })).toMatchObject({
      code: 'not-your-turn',
    });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('rule 5: one who can play may not pass; one who cannot passes and the other continues', () => {
    const canPlay = tableState({ stacks, hands: [[t(0, 3, 0)], [t(4, 4, 1)]] });
    expect(buildUp.validate(canPlay, { type: 'pass', player: 0 })).toMatchObject({ code: 'must-play' });
    const state = stuck();
    expect(buildUp.legalMoves(state, 0)).toEqual([{ type: 'pass', player: 0 }]);
    const next = buildUp.apply(state, { type: 'pass', player: 0 });
    expect(next.turn).toBe(1);
    expect(next.hand).toBe(0);
  });

  it('rule 4 and scoring: a blocked hand ends, scores own-colour tops, sets unplayed tiles aside', () => {
    let state = buildUp.apply(stuck(), { type: 'pass', player: 0 });
    state = buildUp.apply(state, { type: 'play', player: 1, tile: '1:4-5', stack: 0 });
    // Seat 0 tops: 2-2, 0-6, 5-6, 6-6, 0-2 = 4 + 6 + 11 + 12 + 2; seat 1: 4-5 plus its six = 9 + 7 + 2 + 10 + 8 + 10 + 3.
    expect(state.results).toEqual([{ scores: [35, 49], unplayed: [[t(0, 1, 0)], []], ended: 'blocked' }]);
    expect(state.scores).toEqual([35, 49]);
    expect(state.setAside).toEqual([[t(0, 1, 0)], []]);
    // Second hand dealt from each boneyard; ruling 3: the lead passes to the next seat.
    expect(state.hand).toBe(1);
    expect(state.hands).toEqual([[t(3, 3, 0)], [t(0, 4, 1)]]);
    expect(state.leader).toBe(1);
    expect(state.turn).toBe(1);
  });

  it('variant: unplayed tiles subtract their pips', () => {
    let state = buildUp.apply(
      { ...stuck(), options: { ...stuck().options, unplayable: 'subtract' } },
      {
        type: 'pass',
        player: 0,
      },
    );
    state = buildUp.apply(state, { type: 'play', player: 1, tile: '1:4-5', stack: 0 });
    expect(state.scores).toEqual([34, 49]);
  });

  it('variant: the lowest score leads the next hand', () => {
    let state = buildUp.apply(
      { ...stuck(), options: { ...stuck().options, laterLead: 'lowest-score' } },
      {
        type: 'pass',
        player: 0,
      },
    );
    state = buildUp.apply(state, { type: 'play', player: 1, tile: '1:4-5', stack: 0 });
    expect(state.leader).toBe(0);
  });

  it('ends after the last hand; the highest total wins and equal totals share', () => {
    let state = tableState({
      stacks,
      hands: [[t(3, 3, 0)], [t(0, 1, 1)]],
      hand: 1,
      turn: 0,
      scores: [10, 0],
    });
    state = buildUp.apply(state, { type: 'play', player: 0, tile: '0:3-3', stack: 6 });
    // 3-3 (6) now tops stack 6 instead of seat 1's 3-4 (7); seat 1's 0-1 covers nothing, so the last hand
    // blocks and the game ends. Seat 0: 3 + 4 + 6 + 11 + 12 + 2 + 6; seat 1: 2 + 10 + 8 + 10 + 3.
    expect(state.over).toBe(true);
    expect(state.results[0]!.scores).toEqual([44, 33]);
    const outcome = buildUp.outcome(state);
    expect(outcome).toEqual({ over: true, scores: [54, 33], winners: [0] });
    expect(buildUp.activePlayers(state)).toEqual([]);
    const tie = { ...state, scores: [51, 51] };
    expect(buildUp.outcome(tie).winners).toEqual([0, 1]);
    expect(buildUp.outcome({ ...state, over: false }).winners).toEqual([]);
  });

  it('a hand where every hand empties ends as emptied', () => {
    let state = tableState({
      stacks,
      hands: [[t(0, 3, 0)], [t(4, 5, 1)]],
      options: { schedule: [1], unplayable: 'set-aside', laterLead: 'rotate', equalOnDouble: false },
    });
    state = buildUp.apply(state, { type: 'play', player: 0, tile: '0:0-3', stack: 0 });
    state = buildUp.apply(state, { type: 'play', player: 1, tile: '1:4-5', stack: 0 });
    expect(state.results[0]!.ended).toBe('emptied');
    expect(state.over).toBe(true);
  });
});

describe('Build Up option equalOnDouble (ruling 4, changed in R2)', () => {
  // Tops: seat 0's 2-2, 3-3, 4-4, 5-5, 6-6, 5-6; seat 1's 3-4, 4-6, 2-6, 1-6, 2-5, 3-5.
  // Seat 0's 1-3 (4 pips) ties the 2-2 and is below every other top.
  const stacks = [
    [t(2, 2, 0)],
    [t(3, 3, 0)],
    [t(4, 4, 0)],
    [t(5, 5, 0)],
    [t(6, 6, 0)],
    [t(5, 6, 0)],
    [t(3, 4, 1)],
    [t(4, 6, 1)],
    [t(2, 6, 1)],
    [t(1, 6, 1)],
    [t(2, 5, 1)],
    [t(3, 5, 1)],
  ];
  const table = (equalOnDouble: boolean) =>
    tableState({
      stacks,
      hands: [[t(1, 3, 0)], [t(0, 0, 1), t(3, 3, 1)]],
      options: { schedule: [2], unplayable: 'set-aside', laterLead: 'rotate', equalOnDouble },
    });

  it('is off by default: on a double every tile needs strictly more pips', () => {
    expect(buildUp.defaultOptions.equalOnDouble).toBe(false);
    expect(buildUp.setup({ seed: 1 }).options.equalOnDouble).toBe(false);
    const state = table(false);
    expect(buildUp.legalMoves(state, 0)).toEqual([{ type: 'pass', player: 0 }]);
    expect(buildUp.validate(state, { type: 'play', player: 0, tile: '0:1-3', stack: 0 })).toMatchObject({
      code: 'cannot-cover',
    });
  });

  it('when on, a non-double covers a double of equal total, and must be played rather than pass', () => {
    const state = buildUp.setup({ seed: 1, equalOnDouble: true });
    expect(state.options.equalOnDouble).toBe(true);
    const equal = table(true);
    expect(buildUp.legalMoves(equal, 0)).toEqual([{ type: 'play', player: 0, tile: '0:1-3', stack: 0 }]);
    expect(buildUp.validate(equal, { type: 'pass', player: 0 })).toMatchObject({ code: 'must-play' });
    const next = buildUp.apply(equal, { type: 'play', player: 0, tile: '0:1-3', stack: 0 });
    expect(next.stacks[0]!.map((x) => x.id)).toEqual(['0:2-2', '0:1-3']);
  });

  it('when on, a double still covers a double only with more pips (rule 3)', () => {
    const state = { ...table(true), turn: 1 };
    expect(buildUp.validate(state, { type: 'play', player: 1, tile: '1:3-3', stack: 1 })).toMatchObject({
      code: 'cannot-cover',
    });
    expect(buildUp.validate(state, { type: 'play', player: 1, tile: '1:3-3', stack: 0 })).toBeNull();
  });

  it('is checked by name', () => {
    expect(() => buildUp.setup({ seed: 1, equalOnDouble: 'yes' as never })).toThrow(/equalOnDouble/);
  });
});

describe('Build Up view', () => {
  const state = buildUp.setup({ seed: 'view' });

  it('shows a seat its own hand only, sizes of the rest, and no generator or boneyard order', () => {
    const view = buildUp.view(state, 0);
    expect(view.myHand).toEqual(state.hands[0]);
    expect(view.handSizes).toEqual([6, 6]);
    expect(view.boneyardSizes).toEqual([16, 16]);
    const text = JSON.stringify(view);
    // The opening-draw tile was turned up for all to see; the rest of seat 1's hand is hidden.
    const shown = new Set(state.openingDraws.flat().map((d) => d.tile.id));
    for (const tile of state.hands[1]!) if (!shown.has(tile.id)) expect(text).not.toContain(`"${tile.id}"`);
    expect(Object.keys(view)).not.toContain('rng');
    expect(Object.keys(view)).not.toContain('boneyards');
    expect(buildUp.view(state, null).myHand).toEqual([]);
  });
});

describe('Build Up whole games', () => {
  it('plays seeded games between bots to the end of the fourth hand', () => {
    const { outcome, state } = playOut(buildUp, { seed: 'whole' }, randomBot('whole'));
    expect(outcome.over).toBe(true);
    expect(state.results).toHaveLength(4);
    expect(state.boneyards.every((b) => b.length === 0)).toBe(true);
  });
});
