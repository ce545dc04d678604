import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../../src/core/errors.js';
import { makeTile, type Tile } from '../../../src/core/tiles.js';
import { type ShanghaiOptions, type ShanghaiState, shanghai } from '../../../src/games/shanghai/index.js';
import { layableChoices, MAX_SHANGHAI_HAND } from '../../../src/games/shanghai/rules.js';

// biome-ignore lint/suspicious/noExplicitAny: tampered states are patched freely.
type Loose = any;

const parse = (input: unknown): ShanghaiState => shanghai.parseState(input);

/** Plays from a setup, always the first legal move, until `until` holds (or the match ends). */
function playUntil(
  options: Partial<ShanghaiOptions> & { seed: number | string; players?: number },
  until: (state: ShanghaiState) => boolean,
  limit = 20_000,
): ShanghaiState {
  let state = shanghai.setup(options);
  for (let i = 0; i < limit && !until(state) && !state.over; i++) {
    const seat = shanghai.activePlayers(state)[0]!;
    state = shanghai.apply(state, shanghai.legalMoves(state, seat)[0]!);
  }
  return state;
}

/** A match with a tie-breaker in progress (3 players, only the tied play). */
function tieBreakerState(): ShanghaiState {
  for (let seed = 0; seed < 400; seed++) {
    const state = playUntil({ seed, players: 3, target: 8, maxIdleTurns: 4 }, (s) => s.tieBreaker);
    if (state.tieBreaker && !state.over && state.playing.some((p) => !p)) return state;
  }
  throw new Error('no tie-breaker found');
}

const copy = (state: ShanghaiState): Loose => JSON.parse(JSON.stringify(state));

function refusal(input: unknown): { code: string; path: string } {
  try {
    parse(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    const { code, path } = error as InvalidStateError;
    return { code, path };
  }
  return { code: 'accepted', path: '' };
}

const start = shanghai.setup({ seed: 'parse', players: 3 });
const mid = playUntil(
  { seed: 'parse', players: 3 },
  (s) => s.chainsThisTurn > 0 && s.round === 1 && s.turn > 0,
);
const later = playUntil({ seed: 'later', players: 3, target: 10 }, (s) => s.results.length > 0);
const tie = tieBreakerState();
const over = playUntil({ seed: 'over', players: 2, target: 10, maxIdleTurns: 6 }, () => false);

/** A laid link of `mid` whose tile has no blank. */
const wrongRoll = (() => {
  for (const [seat, chains] of mid.chains.entries()) {
    for (const [chain, { links }] of chains.entries()) {
      const link = links.findIndex(({ tile }) => tile.low > 0);
      if (link >= 0) return { seat, chain, link };
    }
  }
  throw new Error('no blank-free laid tile');
})();

/** Moves `count` tiles from the boneyard into a hand (conservation kept). */
function growHand(state: ShanghaiState, seat: number, count: number): Loose {
  const out = copy(state);
  out.hands[seat].push(...out.boneyard.splice(0, count));
  return out;
}

/** Each tampered state: how it was made, the code and path expected. */
const tampered: [string, () => unknown, string, string][] = [
  [
    'a duplicated tile',
    () => {
      const s = copy(mid);
      s.hands[1][0] = { ...s.hands[0][0] };
      return s;
    },
    'duplicate-tile',
    'hands[1][0]',
  ],
  [
    'a lost tile',
    () => {
      const s = copy(mid);
      s.boneyard.pop();
      return s;
    },
    'lost-tile',
    '',
  ],
  ['turn 99', () => ({ ...copy(mid), turn: 99 }), 'out-of-range', 'turn'],
  ['players 1000', () => ({ ...copy(mid), players: 1000 }), 'out-of-range', 'players'],
  ['over flipped', () => ({ ...copy(mid), over: true }), 'bad-over', 'over'],
  ['over flipped back', () => ({ ...copy(over), over: false }), 'bad-over', 'over'],
  ['hands null', () => ({ ...copy(mid), hands: null }), 'bad-shape', 'hands'],
  ['rng []', () => ({ ...copy(mid), rng: [] }), 'bad-length', 'rng'],
  ['rng all zero', () => ({ ...copy(mid), rng: [0, 0, 0, 0] }), 'bad-rng', 'rng'],
  ['rng not whole', () => ({ ...copy(mid), rng: [1.5, 2, 3, 4] }), 'bad-type', 'rng[0]'],
  ['an unknown field', () => ({ ...copy(mid), extra: 1 }), 'unknown-key', 'extra'],
  [
    'a missing field',
    () => {
      const s = copy(mid);
      delete s.idleTurns;
      return s;
    },
    'missing-key',
    'idleTurns',
  ],
  [
    'a __proto__ key',
    () => JSON.parse(JSON.stringify(mid).replace('{', '{"__proto__":{"over":true},')),
    'not-json',
    '__proto__',
  ],
  [
    'a wrong id for the pips',
    () => {
      const s = copy(mid);
      s.hands[0][0].id = s.hands[0][0].id === '0:1-2' ? '0:1-3' : '0:1-2';
      return s;
    },
    'bad-tile',
    'hands[0][0].id',
  ],
  [
    'pips above six',
    () => {
      const s = copy(mid);
      s.boneyard[0].high = 7;
      return s;
    },
    'out-of-range',
    'boneyard[0].high',
  ],
  [
    'a tile of a set nobody brought',
    () => {
      const s = copy(mid);
      s.boneyard[0] = makeTile(1, 2, 5);
      return s;
    },
    'out-of-range',
    'boneyard[0].set',
  ],
  ['a hand of 24 tiles', () => growHand(mid, 0, 24 - mid.hands[0]!.length), 'bad-length', 'hands[0]'],
  ['a hand one above the deal', () => growHand(start, 1, 1), 'bad-length', 'hands[1]'],
  [
    'a hand one short of its count',
    () => {
      const s = copy(mid);
      s.boneyard.push(s.hands[0].pop());
      return s;
    },
    'bad-hand',
    'hands[0]',
  ],
  [
    'a hand above its count, within the deal',
    () => growHand(mid, mid.turn, 1),
    mid.hands[mid.turn]!.length < 10 ? 'bad-hand' : 'bad-length',
    `hands[${mid.turn}]`,
  ],
  [
    'a laid chain that does not answer its roll',
    () => {
      const s = copy(mid);
      const chain = s.chains[wrongRoll.seat][wrongRoll.chain];
      const { tile } = chain.links[wrongRoll.link];
      // One tile without a blank, for a roll neither of its pips shows.
      chain.links = [{ tile, left: tile.low, right: tile.high }];
      const die = [1, 2, 3, 4, 5, 6].find((d) => d !== tile.low && d !== tile.high)!;
      chain.dice = [die, die];
      return s;
    },
    'bad-chain',
    `chains[${wrongRoll.seat}][${wrongRoll.chain}]`,
  ],
  [
    'a link that shows other pips than its tile',
    () => {
      const s = copy(mid);
      const link = s.chains[mid.turn].at(-1).links[0];
      link.left = link.left === 6 ? 5 : 6;
      link.right = link.left;
      return s;
    },
    'bad-chain',
    `chains[${mid.turn}][${mid.chains[mid.turn]!.length - 1}]`,
  ],
  ['dice out of range', () => ({ ...copy(mid), dice: [0, 7] }), 'out-of-range', 'dice[0]'],
  ['one die', () => ({ ...copy(mid), dice: [3] }), 'bad-length', 'dice'],
  [
    'chains this turn the player never laid',
    () => ({ ...copy(mid), chainsThisTurn: mid.chains[mid.turn]!.length + 1 }),
    'bad-turn',
    'chainsThisTurn',
  ],
  [
    'idle turns at the stop',
    () => ({ ...copy(mid), idleTurns: mid.options.maxIdleTurns }),
    'bad-turn',
    'idleTurns',
  ],
  [
    'a total that does not add up',
    () => ({ ...copy(later), scores: later.scores.map((n, i) => (i === 0 ? n + 1 : n)) }),
    'bad-score',
    'scores[0]',
  ],
  [
    'a round score other than laid − in hand',
    () => {
      const s = copy(later);
      s.results[0].scores[0] += 1;
      return s;
    },
    'bad-score',
    'results[0].scores[0]',
  ],
  [
    'a result of another round',
    () => {
      const s = copy(later);
      s.results[0].round = 2;
      return s;
    },
    'out-of-range',
    'results[0].round',
  ],
  [
    'a round ended for no reason',
    () => {
      const s = copy(later);
      s.results[0].ended = 'coin';
      return s;
    },
    'out-of-range',
    'results[0].ended',
  ],
  ['round 5 after one result', () => ({ ...copy(later), round: 5 }), 'bad-round', 'round'],
  ['the wrong leader', () => ({ ...copy(later), leader: (later.leader + 1) % 3 }), 'bad-round', 'leader'],
  ['a tie-breaker flag flipped', () => ({ ...copy(mid), tieBreaker: true }), 'bad-round', 'tieBreaker'],
  [
    'a seat out of an ordinary round',
    () => ({ ...copy(mid), playing: [true, false, true] }),
    'bad-round',
    'playing[1]',
  ],
  ['contenders listed twice', () => ({ ...copy(mid), contenders: [0, 0, 1] }), 'bad-seats', 'contenders[1]'],
  ['winners before the end', () => ({ ...copy(mid), winners: [0] }), 'bad-winners', 'winners'],
  [
    'other winners at the end',
    () => ({ ...copy(over), winners: over.winners[0] === 0 ? [1] : [0] }),
    'bad-winners',
    'winners',
  ],
  [
    'a handSize option above 10',
    () => ({ ...copy(mid), options: { ...mid.options, handSize: 24 } }),
    'out-of-range',
    'options.handSize',
  ],
  [
    'an unknown option',
    () => ({ ...copy(mid), options: { ...mid.options, jokers: 2 } }),
    'unknown-key',
    'options.jokers',
  ],
  [
    'a seat out of the tie-breaker holding tiles',
    () => growHand(tie, tie.playing.indexOf(false), 1),
    'bad-hand',
    `hands[${tie.playing.indexOf(false)}]`,
  ],
  [
    'the turn at a seat out of the tie-breaker',
    () => ({ ...copy(tie), turn: tie.playing.indexOf(false) }),
    'bad-turn',
    'turn',
  ],
  [
    'tie-breaker contenders changed',
    () => ({ ...copy(tie), contenders: [0, 1, 2] }),
    'bad-round',
    'contenders',
  ],
  ['a string as a hand', () => ({ ...copy(mid), hands: ['0:1-2', [], []] }), 'bad-shape', 'hands[0]'],
  ['a state that is not an object', () => [copy(mid)], 'bad-shape', ''],
];

describe('shanghai.parseState', () => {
  it('accepts reachable states (setup, mid-turn, later rounds, tie-breaker, over), deep-frozen and equal', () => {
    expect(mid.chainsThisTurn).toBeGreaterThan(0);
    expect(tie.tieBreaker).toBe(true);
    expect(over.over).toBe(true);
    for (const state of [start, mid, later, tie, over]) {
      const parsed = parse(JSON.parse(JSON.stringify(state)));
      expect(parsed).toEqual(state);
      expect(Object.isFrozen(parsed)).toBe(true);
      expect(Object.isFrozen(parsed.hands[0])).toBe(true);
      expect(Object.isFrozen(parsed.options)).toBe(true);
    }
  });

  it(`refuses ${tampered.length} tampered states with InvalidStateError, a code and the path`, () => {
    const seen: string[] = [];
    for (const [what, make, code, path] of tampered) {
      seen.push(what);
      expect({ what, ...refusal(make()) }).toEqual({ what, code, path });
    }
    expect(seen.length).toBe(tampered.length);
    expect(tampered.length).toBeGreaterThanOrEqual(40);
  });

  // How fast both answer is timed in `npm run bench` (bench/shanghai.ts), not here.
  it('a 24-tile hand is refused, and legalMoves will not enumerate one', () => {
    const big = growHand(mid, mid.turn, 24 - mid.hands[mid.turn]!.length);
    expect(refusal(big)).toEqual({ code: 'bad-length', path: `hands[${mid.turn}]` });
    expect(() => shanghai.legalMoves(big, mid.turn)).toThrow(InvalidStateError);
  });
});

describe('legalMoves is bounded', () => {
  it('no hand ever grows past the deal in play (a turn draws one tile per chain, each chain lays one or more)', () => {
    for (const handSize of [1, 4, 10]) {
      for (let seed = 0; seed < 6; seed++) {
        let state = shanghai.setup({
          seed,
          players: 2 + (seed % 3),
          handSize,
          maxRounds: 2,
          maxIdleTurns: 20,
        });
        let moves = 0;
        while (!state.over && moves < 3000) {
          for (const hand of state.hands) expect(hand.length).toBeLessThanOrEqual(handSize);
          const seat = state.turn;
          const legal = shanghai.legalMoves(state, seat);
          state = shanghai.apply(state, legal[(seed + moves) % legal.length]!);
          moves++;
        }
      }
    }
    expect(MAX_SHANGHAI_HAND).toBe(10);
  });

  // Its speed is timed in `npm run bench` (bench/shanghai.ts).
  it('the worst reachable hand (10 tiles, every choice a chain) gives 1,023 lays plus stop', () => {
    const hand: Tile[] = [
      ...Array.from({ length: 8 }, (_, set) => makeTile(0, 0, set)),
      makeTile(0, 6, 0),
      makeTile(0, 2, 0),
    ];
    expect(layableChoices(hand, [6, 2])).toHaveLength(1023);
    const base = JSON.parse(JSON.stringify(shanghai.setup({ seed: 1, players: 8 }))) as Loose;
    const rest = base.hands[0].concat(base.boneyard).filter((t: Tile) => !hand.some((h) => h.id === t.id));
    base.hands[0] = hand;
    base.boneyard = rest.slice(0, base.boneyard.length);
    base.dice = [6, 2];
    const moves = shanghai.legalMoves(base as ShanghaiState, 0);
    expect(moves).toHaveLength(1024);
    expect(() => layableChoices([...hand, makeTile(1, 1)], [6, 2])).toThrow(InvalidStateError);
  });
});
