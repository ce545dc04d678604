import { type BuildUpState, buildUp } from '../src/games/build-up/index.js';
import { formatTile, playOut, randomBot, type Tile } from '../src/index.js';

const COLOURS = ['red', 'blue', 'green', 'gold'];

function stacksLine(state: BuildUpState): string {
  return state.stacks
    .map((stack, i) => {
      const top = stack[stack.length - 1]!;
      return `${String(i).padStart(2)}:${formatTile(top)}${'ᴿᴮᴳᴼ'[top.set]}×${stack.length}`;
    })
    .join('  ');
}

const tiles = (list: readonly Tile[]) => list.map(formatTile).join(' ') || '—';

/** Plays one seeded Build Up game between random bots and returns a readable transcript. */
export function demo(seed: number | string): string {
  const lines: string[] = [`== Build Up (seed ${JSON.stringify(seed)}, 2 random bots) ==`];
  const start = buildUp.setup({ seed });
  for (const [round, draw] of start.openingDraws.entries()) {
    const shown = draw.map((d) => `${COLOURS[d.player]} draws ${formatTile(d.tile)}`).join(', ');
    lines.push(`Opening draw${round > 0 ? ' (again, after a tie)' : ''}: ${shown}`);
  }
  lines.push(`${COLOURS[start.leader]} plays first.`);
  let hand = -1;
  let moves = 0;
  const { state, outcome } = playOut(buildUp, { seed }, [randomBot(`${seed}/0`), randomBot(`${seed}/1`)], {
    onMove(move, after) {
      moves++;
      const s = after as BuildUpState;
      if (s.results.length > hand + 1 || s.over) {
        hand = s.results.length - 1;
        const result = s.results[hand]!;
        lines.push(
          `-- Hand ${hand + 1} ${result.ended} after ${moves} moves: ${result.scores.map((p, i) => `${COLOURS[i]} +${p}`).join(', ')}` +
            ` (unplayed: ${result.unplayed.map((u, i) => `${COLOURS[i]} ${tiles(u)}`).join(', ')})`,
        );
        lines.push(`   tops: ${stacksLine(s)}`);
      }
      void move;
    },
  });
  lines.push(
    `Final: ${state.scores.map((p, i) => `${COLOURS[i]} ${p}`).join(', ')}; winner: ${outcome.winners.map((w) => COLOURS[w]).join(' and ')}.`,
  );
  return lines.join('\n');
}
