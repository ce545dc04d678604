import {
  blindHughie,
  DOMINO_SQUARES_SET,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  listSquarePlacements,
} from '../src/games/domino-squares/index.js';
import { type AnyGame, playOut, randomBot } from '../src/index.js';
import { timeIt, us } from './util.js';

/** A fixed corpus of (state, move) pairs from seeded random games. */
function corpus(game: AnyGame, games: number): { state: unknown; move: unknown }[] {
  const pairs: { state: unknown; move: unknown }[] = [];
  for (let seed = 0; seed < games; seed++) {
    let state = game.setup({ seed, players: 2 + (seed % 3) });
    const { moves } = playOut(game, { seed, players: 2 + (seed % 3) }, randomBot(seed));
    for (const move of moves) {
      pairs.push({ state, move });
      state = game.apply(state, move);
    }
  }
  return pairs;
}

/** Domino Squares and its three games: `apply` per move against a structuredClone baseline, playouts per second, hint listing. */
export async function run(): Promise<void> {
  console.log('## Domino Squares (four games)');
  for (const game of [dominoSquares, dominoSquaresBlock, dominoSquaresDraw, blindHughie] as AnyGame[]) {
    const pairs = corpus(game, 20);
    let i = 0;
    const apply = timeIt(() => {
      const pair = pairs[i++ % pairs.length]!;
      game.apply(pair.state, pair.move);
    });
    let j = 0;
    const copy = timeIt(() => {
      structuredClone(pairs[j++ % pairs.length]!.state);
    });
    let seed = 0;
    const whole = timeIt(
      () => playOut(game, { seed: seed++, players: 2 + (seed % 3) }, randomBot(seed)),
      1000,
    );
    console.log(
      `${game.name}: apply ${us(apply)} per move (structuredClone of the same states ${us(copy)}; ratio ${(apply / copy).toFixed(2)}×); ` +
        `random playouts ${(1e6 / whole).toFixed(0)} games/s (${(pairs.length / 20).toFixed(1)} moves per game)`,
    );
  }
  // Hint listing: a mid-game layout and a 7-piece hand.
  const { state } = playOut(dominoSquaresBlock, { seed: 11 }, randomBot(11), { maxMoves: 10 });
  const hand = DOMINO_SQUARES_SET.slice(0, 7);
  const list = timeIt(() => listSquarePlacements(state.layout, hand));
  const baseline = timeIt(() => JSON.parse(JSON.stringify(state.layout)));
  console.log(
    `listSquarePlacements (${state.layout.length}-piece layout, 7 pieces): ${us(list)} ` +
      `(JSON round trip of the layout ${us(baseline)}; ratio ${(list / baseline).toFixed(2)}×)`,
  );
}
