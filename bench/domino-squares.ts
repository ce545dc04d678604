import {
  blindHughie,
  DOMINO_SQUARES_SET,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  greedyBlindHughieBot,
  greedyDominoSquaresBlockBot,
  greedyDominoSquaresBot,
  greedyDominoSquaresDrawBot,
  listSquarePlacements,
} from '../src/games/domino-squares/index.js';
import {
  type AnyGame,
  type BaseMove,
  type BaseState,
  type Bot,
  createRng,
  type GameWith,
  playOut,
  randomBot,
  randomInt,
} from '../src/index.js';
import { timeIt, us } from './util.js';

/** A fixed corpus of (state, move) pairs from seeded random games. */
function corpus(game: AnyGame, games: number): { state: BaseState; move: BaseMove }[] {
  const pairs: { state: BaseState; move: BaseMove }[] = [];
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

/** One game on the fast path, every seat played by `pick`; returns the number of moves. */
function fastGame(game: AnyGame, seed: number, pick: (player: number, state: BaseState) => BaseMove): number {
  const state = game.fast.setup({ seed, players: 2 + (seed % 3) });
  let moves = 0;
  for (let active = game.activePlayers(state); active.length > 0; active = game.activePlayers(state)) {
    game.fast.applyTrusted(state, pick(active[0]!, state));
    moves++;
  }
  return moves;
}

// biome-ignore lint/suspicious/noExplicitAny: each game with its own greedy bot.
const GREEDY: [GameWith<AnyGame, 'sample'>, () => Bot<any, any>][] = [
  [dominoSquares, greedyDominoSquaresBot],
  [dominoSquaresBlock, greedyDominoSquaresBlockBot],
  [dominoSquaresDraw, greedyDominoSquaresDrawBot],
  [blindHughie, greedyBlindHughieBot],
];

/**
 * Domino Squares and its three games: `apply` per move against a structuredClone baseline, playouts per
 * second (public path, fast path with random moves, fast path with the greedy bots), `sample` per call
 * against a structuredClone of the same view, and hint listing.
 */
export async function run(): Promise<void> {
  console.log('## Domino Squares (four games)');
  for (const [game, greedy] of GREEDY) {
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
    const random = { rng: createRng(1) };
    let fastSeed = 0;
    const fast = timeIt(
      () =>
        fastGame(game, fastSeed++, (player, state) => {
          const legal = game.legalMoves(state, player);
          return legal[randomInt(random, 0, legal.length - 1)]!;
        }),
      1000,
    );
    const bots = [greedy(), greedy(), greedy(), greedy()];
    let greedySeed = 0;
    const greedyGame = timeIt(
      () =>
        fastGame(game, greedySeed++, (player, state) =>
          bots[player]!({
            player,
            view: game.view(state, player),
            legalMoves: game.legalMoves(state, player),
          }),
        ),
      1000,
    );
    const views = pairs.filter((_, n) => n % 7 === 0).map((pair) => game.view(pair.state, 0));
    let k = 0;
    const sample = timeIt(() => game.sample(views[k++ % views.length], 0, random));
    let l = 0;
    const viewCopy = timeIt(() => structuredClone(views[l++ % views.length]));
    console.log(
      `${game.name}: apply ${us(apply)} per move (structuredClone of the same states ${us(copy)}; ratio ${(apply / copy).toFixed(2)}×); ` +
        `random playouts ${(1e6 / whole).toFixed(0)} games/s (${(pairs.length / 20).toFixed(1)} moves per game); ` +
        `fast path: random ${(1e6 / fast).toFixed(0)} games/s (${(whole / fast).toFixed(1)}× the public path), ` +
        `greedy bots ${(1e6 / greedyGame).toFixed(0)} games/s; ` +
        `sample ${us(sample)} per call (structuredClone of the view ${us(viewCopy)}; ratio ${(sample / viewCopy).toFixed(2)}×)`,
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
