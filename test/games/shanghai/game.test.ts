import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../bench/baselines/shanghai-plain-search.js';
import {
  findChain,
  type ShanghaiMove,
  type ShanghaiState,
  shanghai,
  shanghaiBot,
} from '../../../src/games/shanghai/index.js';
import { SHANGHAI_DEFAULTS } from '../../../src/games/shanghai/options.js';
import { IllegalMoveError, InvalidOptionError, makeTile, playOut, type Tile } from '../../../src/index.js';
import { checkShanghai } from './check.js';

// biome-ignore lint/suspicious/noExplicitAny: test states are patched freely.
type Patch = Record<string, any>;

/** A state from a real setup, with fields replaced (plain JSON, so `apply` takes it). */
function craft(patch: Patch, setup: Patch = {}): ShanghaiState {
  const base = JSON.parse(JSON.stringify(shanghai.setup({ seed: 'craft', ...setup }))) as Patch;
  return { ...base, ...patch } as ShanghaiState;
}

const tile = (a: number, b: number, set = 0): Tile => makeTile(a, b, set);
const ids = (tiles: readonly Tile[]) => tiles.map((t) => t.id);

function refusal(state: ShanghaiState, move: unknown): string {
  const before = JSON.stringify(state);
  const frozen = Object.freeze(state);
  const code = shanghai.validate(frozen, move)?.code;
  expect(() => shanghai.apply(frozen, move as never)).toThrow(IllegalMoveError);
  expect(JSON.stringify(state)).toBe(before);
  return code ?? 'accepted';
}

describe('setup', () => {
  for (const players of [2, 3, 4]) {
    it(`mixes one double-six set per player and deals ten hidden tiles each (${players} players)`, () => {
      const state = shanghai.setup({ seed: players, players });
      expect(state.hands.map((h) => h.length)).toEqual(new Array(players).fill(10));
      expect(state.boneyard).toHaveLength(28 * players - 10 * players);
      checkShanghai(state);
      // The sets are mixed: hands hold tiles of other sets.
      expect(new Set(state.hands.flat().map((t) => t.set)).size).toBeGreaterThan(1);
      expect(state.turn).toBe(0);
      expect(state.leader).toBe(0);
      expect(state.round).toBe(1);
    });
  }

  it('rolls two dice with the seeded generator', () => {
    const rolls = Array.from({ length: 40 }, (_, seed) => shanghai.setup({ seed }).dice);
    for (const dice of rolls) {
      expect(dice).toHaveLength(2);
      for (const die of dice) expect(die >= 1 && die <= 6 && Number.isInteger(die)).toBe(true);
    }
    expect(new Set(rolls.map((d) => d.join())).size).toBeGreaterThan(10);
    expect(shanghai.setup({ seed: 9 }).dice).toEqual(shanghai.setup({ seed: 9 }).dice);
  });

  it('refuses bad options, naming them', () => {
    const bad: [Patch, string][] = [
      [{ target: 0 }, 'target'],
      [{ target: 1.5 }, 'target'],
      [{ handSize: 11 }, 'handSize'],
      [{ handSize: 0 }, 'handSize'],
      [{ tieBreaker: 'coin' }, 'tieBreaker'],
      [{ maxRounds: 0 }, 'maxRounds'],
      [{ maxIdleTurns: -1 }, 'maxIdleTurns'],
    ];
    for (const [options, name] of bad) {
      let error: unknown;
      try {
        shanghai.setup({ seed: 1, ...options });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidOptionError);
      expect((error as InvalidOptionError).option).toBe(name);
    }
    expect(shanghai.defaultOptions).toEqual(SHANGHAI_DEFAULTS);
  });
});

describe('a turn', () => {
  const hand = [tile(4, 4), tile(3, 6), tile(1, 5), tile(2, 3), tile(0, 0, 1)];

  it('lays a chain matching the roll face up, oriented, and rolls again', () => {
    const state = craft({ hands: [hand, []], dice: [6, 2] });
    const next = shanghai.apply(state, { type: 'lay', player: 0, tiles: ['0:3-6', '0:2-3'] });
    expect(next.chains[0]).toEqual([
      {
        dice: [6, 2],
        links: [
          { tile: tile(3, 6), left: 6, right: 3 },
          { tile: tile(2, 3), left: 3, right: 2 },
        ],
      },
    ]);
    expect(ids(next.hands[0]!)).toEqual(['0:4-4', '0:1-5', '1:0-0']);
    expect(next.chainsThisTurn).toBe(1);
    expect(next.turn).toBe(0);
    expect(next.rng).not.toEqual(state.rng);
    for (const die of next.dice) expect(die >= 1 && die <= 6).toBe(true);
  });

  it('a double-blank alone answers any roll; a blank serves as any number at a join or an end', () => {
    const state = craft({ hands: [hand, []], dice: [5, 1] });
    expect(shanghai.validate(state, { type: 'lay', player: 0, tiles: ['1:0-0'] })).toBeNull();
    expect(shanghai.validate(state, { type: 'lay', player: 0, tiles: ['0:1-5'] })).toBeNull();
    // 4-4, 0-0, 1-5 is not a chain for 5 and 1 (an end shows 4) but 1-5, 0-0 is.
    expect(shanghai.validate(state, { type: 'lay', player: 0, tiles: ['0:1-5', '1:0-0'] })).toBeNull();
    expect(
      shanghai.validate(state, { type: 'lay', player: 0, tiles: ['0:4-4', '0:1-5', '1:0-0'] })?.code,
    ).toBe('not-a-chain');
  });

  it('refuses chains that break the rules and leaves the state untouched', () => {
    const state = craft({ hands: [hand, []], dice: [6, 2] });
    expect(refusal(state, { type: 'lay', player: 0, tiles: [] })).toBe('empty-chain');
    expect(refusal(state, { type: 'lay', player: 0, tiles: ['0:5-6'] })).toBe('tile-not-in-hand');
    expect(refusal(state, { type: 'lay', player: 0, tiles: ['0:3-6', '0:3-6'] })).toBe('tile-repeated');
    expect(refusal(state, { type: 'lay', player: 0, tiles: ['0:3-6'] })).toBe('not-a-chain');
    expect(refusal(state, { type: 'lay', player: 1, tiles: ['0:3-6'] })).toBe('not-your-turn');
  });

  it('ruling 5 (changed in R2): a lay names its tiles in any order, with the same effect as in hand order', () => {
    const state = craft({ hands: [hand, []], dice: [6, 2] });
    const canonical = shanghai.apply(state, { type: 'lay', player: 0, tiles: ['0:3-6', '0:2-3'] });
    expect(shanghai.validate(state, { type: 'lay', player: 0, tiles: ['0:2-3', '0:3-6'] })).toBeNull();
    expect(shanghai.apply(state, { type: 'lay', player: 0, tiles: ['0:2-3', '0:3-6'] })).toEqual(canonical);
    // Every ordering of every legal choice is accepted and lays the same chain; repeats are still refused.
    const three = craft({ hands: [hand, []], dice: [6, 2] });
    for (const move of shanghai.legalMoves(three, 0)) {
      if (move.type !== 'lay') continue;
      const expected = shanghai.apply(three, move);
      const reversed = { ...move, tiles: [...move.tiles].reverse() };
      expect(shanghai.validate(three, reversed)).toBeNull();
      expect(shanghai.apply(three, reversed)).toEqual(expected);
      expect(shanghai.validate(three, { ...move, tiles: [...move.tiles, move.tiles[0]!] })?.code).toBe(
        'tile-repeated',
      );
    }
    // legalMoves still lists each choice once, in hand order.
    const lays = shanghai
      .legalMoves(state, 0)
      .filter((m): m is Extract<ShanghaiMove, { type: 'lay' }> => m.type === 'lay');
    const keys = lays.map((m) => [...m.tiles].sort().join());
    expect(new Set(keys).size).toBe(lays.length);
    const position = (id: string) => hand.findIndex((t) => t.id === id);
    for (const m of lays) {
      const at = m.tiles.map(position);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
  });

  it('lists exactly the choices of tiles that make a chain, plus stop (a player may decline, ruling 3)', () => {
    const state = craft({ hands: [hand, []], dice: [6, 2] });
    const legal = shanghai.legalMoves(state, 0);
    expect(legal[legal.length - 1]).toEqual({ type: 'stop', player: 0 });
    const lays = legal.filter((m): m is Extract<ShanghaiMove, { type: 'lay' }> => m.type === 'lay');
    const expected: string[][] = [];
    for (let mask = 1; mask < 1 << hand.length; mask++) {
      const subset = hand.filter((_, i) => mask & (1 << i));
      if (plainSearch(subset, [6, 2]).longest === subset.length) expected.push(ids(subset));
    }
    expect(lays.map((m) => m.tiles.join()).sort()).toEqual(expected.map((e) => e.join()).sort());
    expect(lays.length).toBeGreaterThan(3);
    expect(shanghai.legalMoves(state, 1)).toEqual([]);
  });

  it('after a chain uses the whole hand, the only move is to stop (ruling 4)', () => {
    const state = craft({ hands: [[tile(0, 0)], []], dice: [3, 4] });
    const next = shanghai.apply(state, { type: 'lay', player: 0, tiles: ['0:0-0'] });
    expect(next.hands[0]).toEqual([]);
    expect(shanghai.legalMoves(next, 0)).toEqual([{ type: 'stop', player: 0 }]);
  });

  it('on stopping, draws one tile per chain laid that turn, whatever their lengths, and passes left', () => {
    const boneyard = [tile(1, 1), tile(2, 2), tile(3, 3), tile(4, 4)];
    const state = craft({ hands: [[tile(5, 5)], [tile(6, 6)]], boneyard, chainsThisTurn: 2, idleTurns: 3 });
    const next = shanghai.apply(state, { type: 'stop', player: 0 });
    expect(ids(next.hands[0]!)).toEqual(['0:5-5', '0:1-1', '0:2-2']);
    expect(ids(next.boneyard)).toEqual(['0:3-3', '0:4-4']);
    expect(next.turn).toBe(1);
    expect(next.chainsThisTurn).toBe(0);
    expect(next.idleTurns).toBe(0);
    expect(next.results).toEqual([]);
  });

  it('a boneyard that exactly covers the draw does not end the round', () => {
    const state = craft({ hands: [[], [tile(6, 6)]], boneyard: [tile(1, 1)], chainsThisTurn: 1 });
    const next = shanghai.apply(state, { type: 'stop', player: 0 });
    expect(next.boneyard).toEqual([]);
    expect(next.results).toEqual([]);
    expect(next.turn).toBe(1);
  });
});

/** A two-player state at the end of a round: seat 0 stops owing more than the boneyard holds. */
function roundEnd(patch: Patch = {}, setup: Patch = {}): ShanghaiState {
  const chain = (n: number) => ({
    dice: [1, 1],
    links: Array.from({ length: n }, (_, i) => ({ tile: tile(1, 1, i), left: 1, right: 1 })),
  });
  return craft(
    {
      hands: [[tile(2, 3)], [tile(2, 4), tile(2, 5), tile(2, 6)]],
      boneyard: [tile(5, 6)],
      chains: [[chain(4), chain(2)], [chain(1)]],
      chainsThisTurn: 2,
      ...patch,
    },
    setup,
  );
}

describe('the end of a round and of the match', () => {
  it('the player short of tiles draws what there is, play stops, +1 per tile laid, −1 per tile in hand', () => {
    const next = shanghai.apply(roundEnd(), { type: 'stop', player: 0 });
    expect(next.results).toEqual([
      { round: 1, tieBreaker: false, laid: [6, 1], inHand: [2, 3], scores: [4, -2], ended: 'boneyard' },
    ]);
    expect(next.scores).toEqual([4, -2]);
    // The next round: every set mixed again, dealt anew, the lead passes left.
    expect(next.round).toBe(2);
    expect(next.leader).toBe(1);
    expect(next.turn).toBe(1);
    expect(next.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(next.chains).toEqual([[], []]);
    checkShanghai(next);
  });

  it('ends the match when someone reaches the target; the highest of several wins', () => {
    const one = shanghai.apply(roundEnd({ scores: [46, 10] }), { type: 'stop', player: 0 });
    expect(one.over).toBe(true);
    expect(shanghai.outcome(one)).toEqual({ over: true, scores: [50, 8], winners: [0] });
    expect(shanghai.activePlayers(one)).toEqual([]);
    const both = shanghai.apply(roundEnd({ scores: [46, 60] }), { type: 'stop', player: 0 });
    expect(shanghai.outcome(both)).toEqual({ over: true, scores: [50, 58], winners: [1] });
    const target = shanghai.apply(roundEnd({ scores: [0, 0] }, { target: 4 }), { type: 'stop', player: 0 });
    expect(shanghai.outcome(target).winners).toEqual([0]);
  });

  it('ruling 8: an exact tie starts a tie-breaker round played by the tied players only', () => {
    const state = roundEnd(
      {
        hands: [[tile(2, 3)], [tile(2, 4), tile(2, 5), tile(2, 6)], [tile(4, 5)]],
        chains: [[{ dice: [1, 1], links: [{ tile: tile(1, 1), left: 1, right: 1 }] }], [], []],
        chainsThisTurn: 2,
        leader: 2,
        playing: [true, true, true],
      },
      { players: 3 },
    );
    // Seat 0: 61 + 1 laid − 2 in hand = 60; seat 1: 63 − 3 = 60; seat 2: 10 − 1 = 9.
    const after = shanghai.apply({ ...state, scores: [61, 63, 10] }, { type: 'stop', player: 0 });
    expect(after.scores).toEqual([60, 60, 9]);
    expect(after.over).toBe(false);
    expect(after.tieBreaker).toBe(true);
    expect(after.contenders).toEqual([0, 1]);
    expect(after.playing).toEqual([true, true, false]);
    expect(after.hands.map((h) => h.length)).toEqual([10, 10, 0]);
    expect(after.leader).toBe(0); // left of seat 2
    expect(after.chains).toEqual([[], [], []]);
    // The lead passes left, skipping seats that sit the tie-breaker out.
    const skip = shanghai.apply({ ...state, leader: 0, scores: [61, 10, 61] }, { type: 'stop', player: 0 });
    expect(skip.contenders).toEqual([0, 2]);
    expect(skip.leader).toBe(2);
    expect(skip.turn).toBe(2);
  });

  it('ruling 9: the tie-breaker round score decides and is not added; a tie again plays another', () => {
    const chainOf = (n: number, set: number) => ({
      dice: [1, 1],
      links: Array.from({ length: n }, (_, i) => ({ tile: tile(i, 6, set), left: i, right: 6 })),
    });
    const base = {
      tieBreaker: true,
      contenders: [0, 1],
      playing: [true, true, true],
      scores: [55, 55, 40],
      chainsThisTurn: 1,
      boneyard: [],
      hands: [[], [], []],
    };
    const decided = shanghai.apply(
      craft({ ...base, chains: [[chainOf(2, 0)], [chainOf(3, 1)], [chainOf(6, 2)]] }, { players: 3 }),
      { type: 'stop', player: 0 },
    );
    expect(decided.results[0]!.scores).toEqual([2, 3, 6]);
    expect(decided.results[0]!.tieBreaker).toBe(true);
    expect(shanghai.outcome(decided)).toEqual({ over: true, scores: [55, 55, 40], winners: [1] });
    const again = shanghai.apply(
      craft({ ...base, chains: [[chainOf(3, 0)], [chainOf(3, 1)], []] }, { players: 3 }),
      { type: 'stop', player: 0 },
    );
    expect(again.over).toBe(false);
    expect(again.tieBreaker).toBe(true);
    expect(again.round).toBe(2);
    // Option tieBreaker 'everyone': all seats play, only the tied ones decide.
    const everyone = shanghai.apply(roundEnd({ scores: [52, 56] }, { tieBreaker: 'everyone' }), {
      type: 'stop',
      player: 0,
    });
    expect(everyone.scores).toEqual([56, 54]);
    const tie = shanghai.apply(roundEnd({ scores: [50, 56] }, { tieBreaker: 'everyone', players: 2 }), {
      type: 'stop',
      player: 0,
    });
    expect(tie.tieBreaker).toBe(true);
    expect(tie.playing).toEqual([true, true]);
  });

  it('ruling 10: after maxRounds the match stops; the highest total wins, equal totals share', () => {
    const last = shanghai.apply(roundEnd({}, { maxRounds: 1 }), { type: 'stop', player: 0 });
    expect(shanghai.outcome(last)).toEqual({ over: true, scores: [4, -2], winners: [0] });
    const shared = shanghai.apply(roundEnd({ scores: [50, 56] }, { maxRounds: 1 }), {
      type: 'stop',
      player: 0,
    });
    expect(shanghai.outcome(shared)).toEqual({ over: true, scores: [54, 54], winners: [0, 1] });
  });

  it('ruling 6: a round ends after maxIdleTurns turns in a row without a chain', () => {
    let state = craft({}, { maxIdleTurns: 3 });
    for (let i = 0; i < 3; i++) {
      expect(state.results).toEqual([]);
      state = shanghai.apply(state, { type: 'stop', player: state.turn });
    }
    expect(state.results[0]!.ended).toBe('idle');
    expect(state.results[0]!.scores).toEqual([-10, -10]);
  });

  it('plays complete seeded matches to 50 with bots, within the move bound', () => {
    for (const seed of [1, 2, 3]) {
      const state = shanghai.setup({ seed, players: 3 });
      const result = playOut(shanghai, { seed, players: 3 }, shanghaiBot({ prefer: 'shortest' }));
      expect(result.outcome.over).toBe(true);
      expect(Math.max(...result.outcome.scores)).toBeGreaterThanOrEqual(50);
      expect(result.moves.length).toBeLessThan(shanghai.moveBound(state));
      checkShanghai(result.state);
    }
  });
});

describe('view', () => {
  it('shows a seat its own hand, the others only as sizes, all chains, the dice and the boneyard size', () => {
    const state = shanghai.apply(craft({ hands: [[tile(0, 0), tile(1, 2)], [tile(3, 4)]], dice: [2, 5] }), {
      type: 'lay',
      player: 0,
      tiles: ['0:0-0'],
    });
    const view = shanghai.view(state, 1);
    expect(view.myHand).toEqual([tile(3, 4)]);
    expect(view.handSizes).toEqual([1, 1]);
    expect(view.chains[0]).toHaveLength(1);
    expect(view.boneyardSize).toBe(state.boneyard.length);
    expect(view.dice).toEqual(state.dice);
    const text = JSON.stringify(view);
    expect(text).not.toContain('rng');
    expect(text).not.toContain('1-2');
    expect(shanghai.view(state, null).myHand).toEqual([]);
  });
});

describe('shanghaiBot', () => {
  it('lays the chain findChain picks, in hand order, and stops when none can be made', () => {
    const hand = [tile(2, 3), tile(5, 5), tile(3, 6)];
    const state = craft({ hands: [hand, []], dice: [6, 2] });
    const move = shanghaiBot()({ player: 0, view: shanghai.view(state, 0), legalMoves: [] });
    expect(move).toEqual({ type: 'lay', player: 0, tiles: ['0:2-3', '0:3-6'] });
    expect(shanghai.validate(state, move)).toBeNull();
    expect(findChain(hand, [6, 2])).toHaveLength(2);
    const stuck = craft({ hands: [[tile(5, 5)], []], dice: [6, 2] });
    expect(shanghaiBot()({ player: 0, view: shanghai.view(stuck, 0), legalMoves: [] })).toEqual({
      type: 'stop',
      player: 0,
    });
  });
});
