import { createRng, gameRegistry, randomInt, runLoop } from '../src/index.js';
import { timeIt, us } from './util.js';

/**
 * `parseState` per state of every listed game (states of random games, each
 * read from its JSON text as a server would), against the baseline of
 * `JSON.parse` alone of the same text in the same process.
 */
export async function run(): Promise<void> {
  console.log('## parseState per state (random games, from JSON text), baseline JSON.parse of the same text');
  console.log('game                           states   JSON.parse   parseState   ratio');
  for (const { game } of Object.values(gameRegistry)) {
    const { parseState } = game;
    if (!parseState) continue;
    const random = { rng: createRng(game.id) };
    const texts: string[] = [];
    for (let seed = 0; texts.length < 400 && seed < 50; seed++) {
      runLoop(
        game,
        game.setup({ seed }),
        (turn) => turn.legalMoves[randomInt(random, 0, turn.legalMoves.length - 1)]!,
        {
          onMove: (_move, state) => {
            texts.push(JSON.stringify(state));
          },
        },
      );
    }
    let i = 0;
    const parse = timeIt(() => JSON.parse(texts[i++ % texts.length]!));
    let j = 0;
    const check = timeIt(() => parseState(JSON.parse(texts[j++ % texts.length]!)));
    console.log(
      `${game.name.padEnd(30)} ${String(texts.length).padStart(6)} ${us(parse).padStart(12)} ${us(check).padStart(12)} ${(check / parse).toFixed(1).padStart(6)}×`,
    );
  }
}
