import { type BuildUpMove, buildUp } from '../src/games/build-up/index.js';
import { createRng, playOut, randomBot, randomInt } from '../src/index.js';
import { timeIt, us } from './util.js';

/** Build Up: cost of `apply` per move, and random playouts per second. */
export async function run(): Promise<void> {
  console.log('## Build Up');
  // A fixed corpus of (state, move) pairs from seeded random games.
  const pairs: { state: ReturnType<typeof buildUp.setup>; move: BuildUpMove }[] = [];
  for (let seed = 0; seed < 40; seed++) {
    let state = buildUp.setup({ seed });
    const { moves } = playOut(buildUp, { seed }, randomBot(seed));
    for (const move of moves) {
      pairs.push({ state, move });
      state = buildUp.apply(state, move);
    }
  }
  let i = 0;
  const apply = timeIt(() => {
    const pair = pairs[i++ % pairs.length]!;
    buildUp.apply(pair.state, pair.move);
  });
  let j = 0;
  const copy = timeIt(() => {
    const pair = pairs[j++ % pairs.length]!;
    structuredClone(pair.state);
  });
  let seed = 0;
  const game = timeIt(() => playOut(buildUp, { seed: seed++ }, randomBot(seed)), 1500);
  const random = { rng: createRng(1) };
  let fastSeed = 0;
  const fast = timeIt(() => {
    const state = buildUp.fast.setup({ seed: fastSeed++ });
    for (
      let active = buildUp.activePlayers(state);
      active.length > 0;
      active = buildUp.activePlayers(state)
    ) {
      const legal = buildUp.legalMoves(state, active[0]!);
      buildUp.fast.applyTrusted(state, legal[randomInt(random, 0, legal.length - 1)]!);
    }
  }, 1500);
  console.log(
    `apply per move: ${us(apply)} (baseline, structuredClone of the same states: ${us(copy)}; ratio ${(apply / copy).toFixed(2)}×)`,
  );
  console.log(
    `random playouts, public apply: ${(1e6 / game).toFixed(0)} games/s (${us(game)} per game, ${(pairs.length / 40).toFixed(1)} moves per game)`,
  );
  console.log(
    `random playouts, fast path: ${(1e6 / fast).toFixed(0)} games/s (${us(fast)} per game; ${(game / fast).toFixed(1)}× the public apply)`,
  );
}
