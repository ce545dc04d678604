import {
  type DominoSquaresMove,
  type DominoSquaresState,
  dominoSquares,
  drawSquaresLayout,
} from '../src/games/domino-squares/index.js';
import { formatSquaresPiece } from '../src/games/domino-squares/pieces.js';
import { playOut, randomBot } from '../src/index.js';

/** One move in a few words, from the state after it. */
function describe(move: DominoSquaresMove, after: DominoSquaresState): string {
  const who = `P${move.player}`;
  switch (move.type) {
    case 'play': {
      const placed = after.results.length > 0 ? after.results[0]!.layout.at(-1)! : after.layout.at(-1)!;
      return `${who} ${formatSquaresPiece(placed.piece)}@${placed.x},${placed.y} +${placed.points}`;
    }
    case 'draw':
      return `${who} draws`;
    case 'pass':
      return `${who} passes`;
    case 'give':
      return `${who} gives P${move.to} a piece`;
    case 'direction':
      return `${who} All Pass ${move.toward}`;
    default:
      return `${who} picks a piece`;
  }
}

/**
 * Plays one seeded round of Domino Squares between two random bots and
 * returns a transcript: the moves, the layout drawn as text, the scores.
 */
export function demo(seed: number | string): string {
  const setup = { seed, rounds: 1 };
  const start = dominoSquares.setup(setup);
  const lines: string[] = [
    `== Domino Squares (seed ${JSON.stringify(seed)}, one round, 2 random bots) ==`,
    `Starter ${formatSquaresPiece(start.layout[0]!.piece)}; P${start.turn} leads. ` +
      'Squares clockwise from top left; . blank, * wild, G D S A P commands.',
  ];
  const words: string[] = [];
  const { state, moves } = playOut(dominoSquares, setup, [randomBot(`${seed}/0`), randomBot(`${seed}/1`)], {
    onMove(move, after) {
      words.push(describe(move as DominoSquaresMove, after as DominoSquaresState));
    },
  });
  for (let i = 0; i < words.length; i += 4) lines.push(`  ${words.slice(i, i + 4).join(' · ')}`);
  const result = state.results[0]!;
  lines.push(`The layout after ${moves.length} moves (each piece 2×2, x to the right, y down):`);
  lines.push(drawSquaresLayout(result.layout));
  lines.push(
    result.winner === null
      ? 'Nobody could play and the pile was empty: no bonus.'
      : `P${result.winner} went out: bonus ${result.bonus[result.winner]}.`,
  );
  lines.push(`Scores: ${state.scores.map((s, i) => `P${i} ${s}`).join(', ')}.`);
  return lines.join('\n');
}
