import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../bench/baselines/shanghai-plain-search.js';
import {
  arrangeShanghaiChain,
  checkShanghaiChain,
  findChain,
  isChain,
  type ShanghaiLink,
  shanghai,
} from '../../../src/games/shanghai/index.js';
import { countTypes, isLayable, SHANGHAI_CHAIN_MAX_HAND } from '../../../src/games/shanghai/solver.js';
import {
  doubleSet,
  InvalidOptionError,
  makeTile,
  playOut,
  randomBot,
  type Tile,
} from '../../../src/index.js';
import { runs } from '../../harness/effort.js';

const t = (a: number, b: number, set = 0) => makeTile(a, b, set);
const link = (a: number, b: number, set = 0): ShanghaiLink => ({
  tile: makeTile(a, b, set),
  left: a,
  right: b,
});
const ALL = [0, 1, 2, 3].flatMap((set) => doubleSet(6, set));

/** A random hand of `min`..`max` distinct tiles from four mixed sets, and a roll. */
const handAndRoll = (min: number, max: number) =>
  fc.record({
    hand: fc.uniqueArray(fc.integer({ min: 0, max: ALL.length - 1 }), { minLength: min, maxLength: max }),
    dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
  });

/** Hands rich in blanks and repeated values, where the joins get tricky. */
const trickyHand = fc.record({
  hand: fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })), {
    minLength: 1,
    maxLength: 8,
  }),
  dice: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })),
});

function expectChainFromHand(
  chain: readonly ShanghaiLink[],
  hand: readonly Tile[],
  dice: [number, number],
): void {
  expect(checkShanghaiChain(chain, dice)).toBeNull();
  // Ordered from dice[0] to dice[1].
  expect([0, dice[0]]).toContain(chain[0]!.left);
  expect([0, dice[1]]).toContain(chain[chain.length - 1]!.right);
  const ids = chain.map((l) => l.tile.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const l of chain) expect(hand).toContainEqual(l.tile);
}

describe('findChain', () => {
  it('is exact: the longest and shortest chains agree with a plain search over all orderings (hands up to 8)', () => {
    fc.assert(
      fc.property(handAndRoll(0, 8), ({ hand: picks, dice }) => {
        const hand = picks.map((i) => ALL[i]!);
        const plain = plainSearch(hand, dice);
        const longest = findChain(hand, dice);
        const shortest = findChain(hand, dice, { prefer: 'shortest' });
        expect(longest?.length ?? 0).toBe(plain.longest);
        expect(shortest?.length ?? 0).toBe(plain.shortest);
        if (longest) expectChainFromHand(longest, hand, dice);
        if (shortest) expectChainFromHand(shortest, hand, dice);
      }),
      { numRuns: runs(600) },
    );
  });

  it('is exact on hands crowded with blanks and repeats', () => {
    fc.assert(
      fc.property(trickyHand, ({ hand: pairs, dice }) => {
        const hand = pairs.map(([a, b], i) => t(a, b, i));
        const plain = plainSearch(hand, dice);
        const longest = findChain(hand, dice);
        expect(longest?.length ?? 0).toBe(plain.longest);
        expect(findChain(hand, dice, { prefer: 'shortest' })?.length ?? 0).toBe(plain.shortest);
        if (longest) expectChainFromHand(longest, hand, dice);
      }),
      { numRuns: runs(800) },
    );
  });

  it('finds legal chains in big hands (20 tiles), at least as long as any chain a plain greedy walk finds', () => {
    fc.assert(
      fc.property(handAndRoll(20, 20), ({ hand: picks, dice }) => {
        const hand = picks.map((i) => ALL[i]!);
        const longest = findChain(hand, dice);
        const shortest = findChain(hand, dice, { prefer: 'shortest' });
        expect(longest === null).toBe(shortest === null);
        if (longest && shortest) {
          expectChainFromHand(longest, hand, dice);
          expectChainFromHand(shortest, hand, dice);
          expect(shortest.length).toBeLessThanOrEqual(longest.length);
          expect(shortest.length).toBeLessThanOrEqual(7);
          // No tile left over can be added to either end of the longest chain.
          const used = new Set(longest.map((l) => l.tile.id));
          for (const tile of hand.filter((x) => !used.has(x.id))) {
            for (const [left, right] of [
              [tile.low, tile.high],
              [tile.high, tile.low],
            ] as const) {
              expect(isChain([...longest, { tile, left, right }], dice)).toBe(false);
              expect(isChain([{ tile, left: right, right: left }, ...longest], dice)).toBe(false);
            }
          }
        }
      }),
      { numRuns: runs(150) },
    );
  });

  it('plays the seed examples: 6-2 alone, 6-3 then 3-2, 6-blank alone, a double-blank for any roll', () => {
    expect(findChain([t(2, 6)], [6, 2])).toEqual([{ tile: t(2, 6), left: 6, right: 2 }]);
    expect(findChain([t(3, 6), t(2, 3)], [6, 2])).toEqual([
      { tile: t(3, 6), left: 6, right: 3 },
      { tile: t(2, 3), left: 3, right: 2 },
    ]);
    expect(findChain([t(3, 6), t(2, 4)], [6, 2])).toBeNull();
    expect(findChain([t(0, 6)], [6, 2])).toEqual([{ tile: t(0, 6), left: 6, right: 0 }]);
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++)
        expect(findChain([t(0, 0)], [a, b])).toEqual([{ tile: t(0, 0), left: 0, right: 0 }]);
    }
    // "a 6-3 domino can be linked to a blank-2 domino, because the blank can serve as a 3"
    expect(isChain([link(6, 3), link(0, 2)], [6, 2])).toBe(true);
  });

  it('ruling 1: each blank end is wild on its own (a double-blank joins two different numbers)', () => {
    expect(findChain([t(3, 6), t(0, 0), t(2, 4)], [6, 2])?.length).toBe(3);
    expect(isChain([link(6, 3), link(0, 0), link(4, 2)], [6, 2])).toBe(true);
  });

  it('ruling 2: the roll may be matched in either order; the chain is returned from dice[0] to dice[1]', () => {
    const chain = findChain([t(2, 6)], [2, 6])!;
    expect(chain).toEqual([{ tile: t(2, 6), left: 2, right: 6 }]);
    expect(isChain([link(6, 2)], [2, 6])).toBe(true);
    // A double roll: both ends show it.
    expect(findChain([t(4, 4)], [4, 4])).toEqual([{ tile: t(4, 4), left: 4, right: 4 }]);
    expect(findChain([t(3, 4)], [4, 4])).toBeNull();
  });

  it('treats two tiles with the same pips from different sets as different tiles but the same for chains', () => {
    const hand = [t(3, 5, 0), t(3, 5, 1), t(5, 5, 2)];
    const chain = findChain(hand, [3, 3])!;
    expect(chain.map((l) => l.tile.id).sort()).toEqual(['0:3-5', '1:3-5', '2:5-5']);
  });

  it('does not mutate its input', () => {
    const hand = Object.freeze([t(3, 6), t(2, 3), t(0, 0)].map((x) => Object.freeze(x)));
    const dice = Object.freeze([6, 2]);
    const before = JSON.stringify(hand);
    findChain(hand, dice);
    findChain(hand, dice, { prefer: 'shortest' });
    arrangeShanghaiChain(hand, dice);
    expect(JSON.stringify(hand)).toBe(before);
  });

  it('takes hands of up to SHANGHAI_CHAIN_MAX_HAND (28) tiles and refuses longer ones at once', () => {
    expect(SHANGHAI_CHAIN_MAX_HAND).toBe(28);
    fc.assert(
      fc.property(handAndRoll(28, 28), ({ hand: picks, dice }) => {
        const hand = picks.map((i) => ALL[i]!);
        const chain = findChain(hand, dice);
        if (chain) expectChainFromHand(chain, hand, dice);
      }),
      { numRuns: runs(60) },
    );
    const tooMany = ALL.slice(0, 29);
    expect(() => findChain(tooMany, [1, 2])).toThrow(/has 29 tiles: findChain takes at most 28/);
    // The length alone decides, before the tiles are looked at.
    let error: unknown;
    try {
      findChain(new Array(29).fill(null), [1, 2]);
    } catch (e) {
      error = e;
    }
    expect((error as InvalidOptionError).option).toBe('hand');
  });

  it('in play never sees more than handSize tiles: a hand does not grow (one tile drawn per chain laid)', () => {
    for (let seed = 0; seed < 6; seed++) {
      const handSize = seed % 2 === 0 ? 10 : 4;
      let largest = 0;
      playOut(shanghai, { seed, players: 2 + (seed % 3), handSize, maxRounds: 2 }, randomBot(seed), {
        onMove(_move, after) {
          const state = after as ReturnType<typeof shanghai.setup>;
          for (const hand of state.hands) largest = Math.max(largest, hand.length);
        },
      });
      expect(largest).toBeLessThanOrEqual(handSize);
      expect(largest).toBeGreaterThan(0);
    }
  });

  it('throws InvalidOptionError naming the bad argument', () => {
    const bad = (fn: () => unknown, option: string) => {
      let error: unknown;
      try {
        fn();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidOptionError);
      expect((error as InvalidOptionError).option).toBe(option);
    };
    bad(() => findChain('x' as never, [1, 2]), 'hand');
    bad(() => findChain([t(1, 2), null as never], [1, 2]), 'hand[1]');
    bad(() => findChain([{ id: 'a', set: 0, low: 1, high: 7 }], [1, 2]), 'hand[0].high');
    bad(() => findChain([{ id: 'a', set: 0, low: -1, high: 2 }], [1, 2]), 'hand[0].low');
    bad(() => findChain([{ id: 'a', set: 0, low: 3, high: 2 }], [1, 2]), 'hand[0]');
    bad(() => findChain([{ id: 7 as never, set: 0, low: 1, high: 2 }], [1, 2]), 'hand[0].id');
    bad(() => findChain([t(1, 2), t(1, 2)], [1, 2]), 'hand[1]');
    bad(() => findChain([t(1, 2)], [1]), 'dice');
    bad(() => findChain([t(1, 2)], [1, 0]), 'dice[1]');
    bad(() => findChain([t(1, 2)], [1.5, 2]), 'dice[0]');
    bad(() => findChain([t(1, 2)], [1, 2], { prefer: 'best' as never }), 'options.prefer');
    bad(() => checkShanghaiChain('x' as never, [1, 2]), 'chain');
    bad(() => checkShanghaiChain([null as never], [1, 2]), 'chain[0]');
    bad(() => checkShanghaiChain([{ tile: t(1, 2), left: 1, right: 9 }], [1, 2]), 'chain[0].right');
    bad(() => arrangeShanghaiChain([t(1, 2)], [7, 2]), 'dice[0]');
    bad(() => arrangeShanghaiChain([null as never], [1, 2]), 'tiles[0]');
  });
});

describe('checkShanghaiChain and isChain', () => {
  const cases: [string, ShanghaiLink[], [number, number], string | null][] = [
    ['a legal chain', [link(6, 3), link(3, 2)], [6, 2], null],
    ['a legal reversed chain', [link(2, 3), link(3, 6)], [6, 2], null],
    ['an empty chain', [], [6, 2], 'empty-chain'],
    ['the same tile twice', [link(6, 0), link(0, 6)], [6, 6], 'tile-repeated'],
    ['a link whose ends are not its pips', [{ tile: t(3, 6), left: 6, right: 2 }], [6, 2], 'link-mismatch'],
    ['touching ends that differ', [link(6, 3), link(4, 2)], [6, 2], 'ends-do-not-touch'],
    ['ends that miss the dice', [link(6, 3)], [6, 2], 'dice-not-matched'],
    ['a blank end against a die', [link(5, 0)], [6, 2], 'dice-not-matched'],
  ];
  for (const [name, chain, dice, code] of cases) {
    it(`${code ?? 'accepts'}: ${name}`, () => {
      expect(checkShanghaiChain(chain, dice)?.code ?? null).toBe(code);
      expect(isChain(chain, dice)).toBe(code === null);
      if (code) expect(checkShanghaiChain(chain, dice)!.message.length).toBeGreaterThan(0);
    });
  }
});

describe('arrangeShanghaiChain and isLayable', () => {
  it('lays exactly the given tiles iff the plain search can use them all', () => {
    fc.assert(
      fc.property(trickyHand, ({ hand: pairs, dice }) => {
        const tiles = pairs.map(([a, b], i) => t(a, b, i));
        const plain = plainSearch(tiles, dice);
        const chain = arrangeShanghaiChain(tiles, dice);
        expect(chain !== null).toBe(plain.longest === tiles.length);
        expect(isLayable(countTypes(tiles), dice[0], dice[1])).toBe(plain.longest === tiles.length);
        if (chain) {
          expect(chain).toHaveLength(tiles.length);
          expectChainFromHand(chain, tiles, dice);
        }
      }),
      { numRuns: runs(800) },
    );
  });

  it('returns null for no tiles', () => {
    expect(arrangeShanghaiChain([], [1, 2])).toBeNull();
  });

  it('after a blank end (from = 0) anything may follow', () => {
    expect(isLayable(countTypes([]), 0, 4)).toBe(true);
    expect(isLayable(countTypes([]), 3, 4)).toBe(false);
    expect(isLayable(countTypes([t(1, 4)]), 0, 4)).toBe(true);
    expect(isLayable(countTypes([t(1, 2)]), 0, 4)).toBe(false);
    expect(isLayable(countTypes([t(1, 2), t(0, 5)]), 0, 4)).toBe(false);
    expect(isLayable(countTypes([t(1, 2), t(0, 4)]), 0, 4)).toBe(true);
  });
});
