import { type AnyGame, createRng, gameRegistry, type RngHolder, randomInt, runLoop } from '../src/index.js';

/** One random game through the one play loop: `'trusted'` is the fast path, `'public'` the immutable `apply`. */
function playRandom(game: AnyGame, seed: number, random: RngHolder, path: 'trusted' | 'public'): number {
  const start = path === 'trusted' ? game.fast.setup({ seed }) : game.setup({ seed });
  const pick = <T>(items: readonly T[]) => items[randomInt(random, 0, items.length - 1)] as T;
  return runLoop(game, start, (turn) => pick(turn.legalMoves), { path, pickSeat: pick }).moves.length;
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
 * Random playouts per second of every listed game (default players and
 * options): the fast path and the public path, through the same play loop.
 * The baseline is the public path; the ratio is the fast path's speed-up.
 */
export async function run(): Promise<void> {
  console.log('## Random playouts per second, every listed game (default players and options)');
  console.log('game                           fast games/s  public games/s  fast/public  moves/game');
  for (const { game } of Object.values(gameRegistry)) {
    const random = { rng: createRng(game.id) };
    playRandom(game, -1, random, 'trusted');
    const fast = measure((seed) => playRandom(game, seed, random, 'trusted'), 1500);
    const slow = measure((seed) => playRandom(game, seed, random, 'public'), 1500);
    console.log(
      `${game.name.padEnd(30)} ${fast.gamesPerSecond.toFixed(1).padStart(13)} ${slow.gamesPerSecond.toFixed(1).padStart(15)} ${(fast.gamesPerSecond / slow.gamesPerSecond).toFixed(1).padStart(11)}× ${fast.movesPerGame.toFixed(0).padStart(11)}`,
    );
  }
}
