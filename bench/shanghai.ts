import {
  findChain,
  greedyShanghaiBot,
  type ShanghaiState,
  shanghai,
  shanghaiBot,
} from '../src/games/shanghai/index.js';
import { layableChoices } from '../src/games/shanghai/rules.js';
import { sampleShanghai } from '../src/games/shanghai/sample.js';
import { SHANGHAI_CHAIN_MAX_HAND } from '../src/games/shanghai/solver.js';
import {
  createRng,
  doubleSet,
  makeTile,
  playOut,
  randomBot,
  randomInt,
  searchBot,
  shuffle,
  type Tile,
} from '../src/index.js';
import { plainSearch } from './baselines/shanghai-plain-search.js';
import { timeIt, us } from './util.js';

type Case = { hand: Tile[]; dice: [number, number] };

/** Seeded hands of `size` tiles from four mixed double-six sets, with a roll each. */
function corpus(size: number, count: number, seed: number): Case[] {
  const holder = { rng: createRng(seed) };
  const tiles = [0, 1, 2, 3].flatMap((set) => doubleSet(6, set));
  return Array.from({ length: count }, () => ({
    hand: shuffle(holder, [...tiles]).slice(0, size),
    dice: [randomInt(holder, 1, 6), randomInt(holder, 1, 6)] as [number, number],
  }));
}

/** Mean µs per call of `fn` over the corpus, cycling through it. */
function perCase(cases: readonly Case[], fn: (c: Case) => unknown, ms?: number): number {
  let i = 0;
  return timeIt(() => fn(cases[i++ % cases.length]!), ms);
}

/** The slowest single case (µs), each timed over a few repeats. */
function slowest(cases: readonly Case[], fn: (c: Case) => unknown): number {
  let worst = 0;
  for (const c of cases) {
    const start = performance.now();
    for (let r = 0; r < 5; r++) fn(c);
    worst = Math.max(worst, ((performance.now() - start) * 1000) / 5);
  }
  return worst;
}

/** Shanghai: the chain solver against the plain search, and whole matches. */
export async function run(): Promise<void> {
  console.log('## Shanghai');
  for (const size of [8, 10]) {
    const cases = corpus(size, 2000, size);
    const longest = perCase(cases, (c) => findChain(c.hand, c.dice));
    const shortest = perCase(cases, (c) => findChain(c.hand, c.dice, { prefer: 'shortest' }));
    // The plain searches are slow: time them on the first cases, and the solver on the same ones.
    const few = cases.slice(0, size === 8 ? 200 : 20);
    const solverFew = perCase(few, (c) => findChain(c.hand, c.dice));
    const memo = perCase(few, (c) => plainSearch(c.hand, c.dice, true), 1000);
    const plain = perCase(few, (c) => plainSearch(c.hand, c.dice, false), 2000);
    console.log(
      `${size}-tile hands: longest chain ${us(longest)} (slowest of ${cases.length}: ${us(slowest(cases, (c) => findChain(c.hand, c.dice)))}), shortest ${us(shortest)}`,
    );
    console.log(
      `  same ${few.length} hands: solver ${us(solverFew)}; plain search over all orderings ${us(plain)} (${(plain / solverFew).toFixed(0)}× slower); plain search with memo ${us(memo)} (${(memo / solverFew).toFixed(0)}×)`,
    );
  }
  for (const size of [20, SHANGHAI_CHAIN_MAX_HAND]) {
    const big = corpus(size, 2000, size);
    console.log(
      `${size}-tile hands: longest chain ${us(perCase(big, (c) => findChain(c.hand, c.dice)))} (slowest of ${big.length}: ${us(slowest(big, (c) => findChain(c.hand, c.dice)))})` +
        (size === SHANGHAI_CHAIN_MAX_HAND ? ' (the most findChain takes: SHANGHAI_CHAIN_MAX_HAND)' : ''),
    );
  }
  hugeInputs();
  // Whole matches to 50, two players.
  let seed = 0;
  const random = timeIt(() => playOut(shanghai, { seed: seed++ }, randomBot(seed)), 2000);
  const greedy = timeIt(() => playOut(shanghai, { seed: seed++ }, shanghaiBot({ prefer: 'shortest' })), 1000);
  console.log(
    `matches to 50 (2 players): random bots ${(1e6 / random).toFixed(1)}/s (${us(random)} each), shortest-chain bots ${(1e6 / greedy).toFixed(1)}/s (${us(greedy)} each)`,
  );
  // Bots, on single rounds (maxRounds 1): the positions where the seat to move has a real choice.
  const positions: ShanghaiState[] = [];
  for (let g = 0; positions.length < 60; g++) {
    playOut(shanghai, { seed: `bench-${g}`, maxRounds: 1 }, greedyShanghaiBot(), {
      onMove(_move, after) {
        const state = after as ShanghaiState;
        if (!state.over && shanghai.legalMoves(state, state.turn).length > 1 && positions.length < 60)
          positions.push(state);
      },
    });
  }
  const turnAt = (i: number) => {
    const state = positions[i % positions.length]!;
    const player = state.turn;
    return { player, view: shanghai.view(state, player), legalMoves: shanghai.legalMoves(state, player) };
  };
  const turns = positions.map((_, i) => turnAt(i));
  let k = 0;
  const legal = timeIt(() => turnAt(k++));
  const greedyBot = greedyShanghaiBot();
  const greedyDecision = timeIt(() => greedyBot(turns[k++ % turns.length]!));
  const sample = timeIt(() => {
    const turn = turns[k++ % turns.length]!;
    sampleShanghai(turn.view, turn.player, { rng: createRng(k) });
  });
  const search = searchBot(shanghai, { seed: 1, iterations: 100, rollout: greedyShanghaiBot() });
  const searchDecision = timeIt(() => search(turns[k++ % turns.length]!), 3000);
  console.log(
    `single-round positions with a choice: view + legalMoves ${us(legal)}, greedy decision ${us(greedyDecision)}, sampleShanghai ${us(sample)}; ` +
      `search decision (100 iterations, greedy play-outs to the end of the round) ${us(searchDecision)} (${us(searchDecision / 100)} per sample + play-out)`,
  );
}

/** A state answered at once: the timings the parse tests only check the answers of (test/games/shanghai/parse-state.test.ts). */
function hugeInputs(): void {
  // A 24-tile hand (the deal is at most 10): parseState refuses it, legalMoves will not enumerate it.
  let state = shanghai.setup({ seed: 'parse', players: 3 });
  while (!(state.chainsThisTurn > 0 && state.round === 1 && state.turn > 0) && !state.over)
    state = shanghai.apply(state, shanghai.legalMoves(state, shanghai.activePlayers(state)[0]!)[0]!);
  const big = JSON.parse(JSON.stringify(state));
  big.hands[state.turn].push(...big.boneyard.splice(0, 24 - big.hands[state.turn].length));
  const refuse = (fn: () => unknown) => () => {
    try {
      fn();
    } catch {
      return;
    }
    throw new Error('accepted');
  };
  const parseBig = timeIt(
    refuse(() => shanghai.parseState(big)),
    200,
  );
  const legalBig = timeIt(
    refuse(() => shanghai.legalMoves(big, state.turn)),
    200,
  );
  // The worst reachable hand: 10 tiles, every choice a chain (1,023 lays plus stop).
  const hand: Tile[] = [
    ...Array.from({ length: 8 }, (_, set) => makeTile(0, 0, set)),
    makeTile(0, 6, 0),
    makeTile(0, 2, 0),
  ];
  const base = JSON.parse(JSON.stringify(shanghai.setup({ seed: 1, players: 8 })));
  const rest = base.hands[0].concat(base.boneyard).filter((t: Tile) => !hand.some((h) => h.id === t.id));
  base.hands[0] = hand;
  base.boneyard = rest.slice(0, base.boneyard.length);
  base.dice = [6, 2];
  const worst = timeIt(() => shanghai.legalMoves(base as ShanghaiState, 0), 400);
  console.log(
    `a 24-tile hand: parseState refuses it in ${us(parseBig)}, legalMoves in ${us(legalBig)}; ` +
      `the worst reachable hand (${layableChoices(hand, [6, 2]).length} lays + stop): legalMoves ${us(worst)}`,
  );
}
