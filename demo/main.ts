/**
 * `npm run demo`: one short seeded game of every listed game between bots
 * (greedy against easy: greedy with a random move one time in three), told as it happens: every move in words, the
 * scores as they change, a screen per game. Then what to try next. Another
 * seed: `npm run demo -- 7`.
 */
import { existsSync } from 'node:fs';
import { gameFamilies } from '../src/index.js';
import { tellGame } from './tell.js';

const seed = process.argv[2] ?? 2026;
for (const family of gameFamilies) {
  for (const entry of family.games) {
    console.log(tellGame(family, entry, seed).join('\n'));
    console.log();
  }
}
const built = existsSync(new URL('../dist/cli.js', import.meta.url));
const ids = gameFamilies.flatMap((family) => family.games.map((entry) => entry.game.id));
console.log(`Try next:${built ? '' : ' (npm test or npm run build first builds the boneyard command)'}
  npx boneyard play build-up            you against the bots, in this terminal
  npx boneyard rules shanghai           how to play a game: goal, turn, scoring
  npx boneyard play dump-truck --help   a game's options and variants, in words
  npm run table                         the web table: http://127.0.0.1:5173/
  docs/guide/quick-start.md             the library: a first game in code, then the guides (npm run docs: the site)
  docs/rules/<game>.md                  every rule traced to the engine
Games: ${ids.slice(0, 4).join(', ')},
  ${ids.slice(4).join(', ')}. Another seed: npm run demo -- 7`);
