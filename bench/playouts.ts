import {
  type AnyGame,
  blindHughie,
  buildUp,
  createRng,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  dumpTruck,
  type RngHolder,
  randomInt,
  shanghai,
} from '../src/index.js';

function fastGame(game: AnyGame, seed: number, random: RngHolder): number {
  const state = game.fast.setup({ seed });
  let moves = 0;
  for (let active = game.activePlayers(state); active.length > 0; active = game.activePlayers(state)) {
    const player = active[randomInt(random, 0, active.length - 1)]!;
    const legal = game.legalMoves(state, player);
    game.fast.applyTrusted(state, legal[randomInt(random, 0, legal.length - 1)]);
    moves++;
  }
  return moves;
}

function publicGame(game: AnyGame, seed: number, random: RngHolder): number {
  let state = game.setup({ seed });
  let moves = 0;
  for (let active = game.activePlayers(state); active.length > 0; active = game.activePlayers(state)) {
    const player = active[randomInt(random, 0, active.length - 1)]!;
    const legal = game.legalMoves(state, player);
    state = game.apply(state, legal[randomInt(random, 0, legal.length - 1)]);
    moves++;
  }
  return moves;
}

function measure(
  play: (seed: number) => number,
  ms: number,
): { gamesPerSecond: number; movesPerGame: number } {
  let games = 0;
  let moves = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    moves += play(games);
    games++;
  }
  return { gamesPerSecond: (games * 1000) / (performance.now() - start), movesPerGame: moves / games };
}

/**
 * Random playouts per second of every game (default players and options):
 * the fast path (`fast.setup` + `fast.applyTrusted`) and the public path
 * (`setup` + `apply`, immer and frozen), each in a fresh order so neither runs
 * only after the other. The baseline is the public path; the ratio is the fast
 * path's speed-up over it.
 */
export async function run(): Promise<void> {
  console.log('## Random playouts per second, every game (2 players unless the game needs more)');
  console.log('game                           fast games/s  public games/s  fast/public  moves/game');
  const games: AnyGame[] = [
    buildUp,
    dumpTruck,
    shanghai,
    dominoSquares,
    dominoSquaresBlock,
    dominoSquaresDraw,
    blindHughie,
  ];
  for (const game of games) {
    const random = { rng: createRng(game.id) };
    fastGame(game, -1, random);
    const fast = measure((seed) => fastGame(game, seed, random), 1500);
    const slow = measure((seed) => publicGame(game, seed, random), 1500);
    console.log(
      `${game.name.padEnd(30)} ${fast.gamesPerSecond.toFixed(1).padStart(13)} ${slow.gamesPerSecond.toFixed(1).padStart(15)} ${(fast.gamesPerSecond / slow.gamesPerSecond).toFixed(1).padStart(11)}× ${fast.movesPerGame.toFixed(0).padStart(11)}`,
    );
  }
  console.log(
    '(after the first game, the fast path runs after public paths ran in this process: see the race for why that slows it)',
  );
}
