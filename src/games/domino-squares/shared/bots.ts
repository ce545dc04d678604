/**
 * What the greedy bots of several Domino Squares games share: the best of a list of moves, and the
 * Block and Draw move choice.
 *
 * @module
 */
import type { DominoSquaresPlay } from './layout.js';
import { squaresPips } from './pieces.js';
import type { DominoSquaresClassicView } from './types.js';

/** The first move of `moves` with the highest `score` (moves scored `null` are skipped). */
export function best<M>(moves: readonly M[], score: (move: M) => number | null): M | undefined {
  let chosen: M | undefined;
  let top = -Infinity;
  for (const move of moves) {
    const value = score(move);
    if (value !== null && value > top) {
      top = value;
      chosen = move;
    }
  }
  return chosen;
}

/** Block and Draw: shed the most pips, keeping wild pieces (they fit most) for later. */
export function classicMove<M extends { type: string }>(
  view: DominoSquaresClassicView,
  legalMoves: readonly M[],
): M {
  const byId = new Map(view.myHand.map((piece) => [piece.id, piece]));
  const play = best(legalMoves, (m) => {
    if (m.type !== 'play') return null;
    const piece = byId.get((m as unknown as DominoSquaresPlay).piece)!;
    return squaresPips(piece) * 10 - piece.squares.filter((s) => s === 'wild').length;
  });
  return play ?? legalMoves.find((m) => m.type === 'draw') ?? legalMoves[0]!;
}
