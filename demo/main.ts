/**
 * `npm run demo`: plays one seeded game of every listed game between bots
 * (greedy against random) and prints the table at the end, drawn by the
 * game's own drawing. Another seed: `npm run demo -- 7`.
 */
import { gameFamilies, playOut } from '../src/index.js';

const seed = process.argv[2] ?? 2026;
for (const family of gameFamilies) {
  for (const entry of family.games) {
    const { game, bots } = entry;
    const players = game.defaultPlayers;
    const seats = Array.from({ length: players }, (_, seat) =>
      seat === 0 ? bots.greedy(`${seed}:${seat}`) : bots.random(`${seed}:${seat}`),
    );
    const { state, moves, outcome } = playOut(game, { seed }, seats);
    const label = (seat: number) => `seat ${seat} (${seat === 0 ? 'greedy' : 'random'})`;
    console.log(
      `== ${game.name} (boneyard/${family.folder}), seed ${JSON.stringify(seed)}, ${players} players ==`,
    );
    console.log(entry.format(game.view(state, null)));
    console.log(
      `${moves.length} moves. Scores: ${outcome.scores.map((score, seat) => `${label(seat)} ${score}`).join(', ')}. ` +
        `Winner: ${outcome.winners.map(label).join(' and ')}.`,
    );
    console.log();
  }
}
