/**
 * Domino Squares: the greedy bot.
 *
 * @module
 */
import type { Bot, BotTurn } from '../../../core/bots.js';
import type { Seat } from '../../../core/game.js';
import { best } from '../shared/bots.js';
import { listSquarePlacements, type SquaresLayout } from '../shared/layout.js';
import { type DominoSquaresCommand, type DominoSquaresPiece, pieceCommand } from '../shared/pieces.js';
import type { DominoSquaresMove, DominoSquaresView } from './types.js';

/**
 * What a command is worth to the player who plays it, in points: Play Again
 * and Skip give another turn, Give 1 sheds a piece, All Pass 1 swaps a bad
 * piece for an unknown one, Draw 1 adds a piece (which may score at once).
 */
const COMMAND_VALUE: Readonly<Record<DominoSquaresCommand, number>> = {
  'play-again': 4,
  skip: 3,
  'give-1': 3,
  'all-pass-1': 1,
  'draw-1': 0,
};

const placementKey = (piece: string, rotation: number, x: number, y: number) =>
  `${piece}/${rotation}/${x}/${y}`;

/** The points of every placement of `pieces`, by move. */
function pointsByPlacement(
  layout: SquaresLayout,
  pieces: readonly DominoSquaresPiece[],
): Map<string, number> {
  const points = new Map<string, number>();
  for (const p of listSquarePlacements(layout, pieces))
    points.set(placementKey(p.piece, p.rotation, p.x, p.y), p.points);
  return points;
}

/**
 * How much a piece is worth keeping now: the most its best placement scores
 * (plus 2 for fitting at all) and its command's worth. The piece to give or
 * pass away is the one worth least.
 */
function keepValue(layout: SquaresLayout, piece: DominoSquaresPiece): number {
  let best = -2;
  for (const p of listSquarePlacements(layout, [piece])) best = Math.max(best, p.points);
  const command = pieceCommand(piece);
  return best + 2 + (command ? 2 + COMMAND_VALUE[command] : 0);
}

/** The piece of `hand` worth least (the first such). */
function worstPiece(layout: SquaresLayout, hand: readonly DominoSquaresPiece[]): string {
  let worst = hand[0]!.id;
  let lowest = Infinity;
  for (const piece of hand) {
    const value = keepValue(layout, piece);
    if (value < lowest) {
      lowest = value;
      worst = piece.id;
    }
  }
  return worst;
}

/** The opponent to hurt: fewest pieces left (nearest to going out), then highest score, then the order given. */
function target(view: DominoSquaresView, seats: readonly Seat[]): Seat {
  return best(seats, (seat) => -view.handSizes[seat]! * 1000 + view.scores[seat]!) ?? seats[0]!;
}

/** What a play is worth to the greedy bot: its scoring side's points plus its command's worth (`null`: not a play). */
function playValue(view: DominoSquaresView): (move: DominoSquaresMove) => number | null {
  const points = pointsByPlacement(view.layout, view.myHand);
  const commands = new Map(view.myHand.map((piece) => [piece.id, pieceCommand(piece)]));
  return (m) => {
    if (m.type !== 'play') return null;
    const command = commands.get(m.piece);
    const worth = command ? COMMAND_VALUE[command] : 0;
    return (points.get(placementKey(m.piece, m.rotation, m.x, m.y)) ?? 0) + worth;
  };
}

/**
 * The search bot's candidates at a Domino Squares turn, best first: the
 * greedy bot's move, then the plays by what they are worth to the greedy bot
 * (points scored plus the command's worth), then the other moves.
 *
 * @internal
 */
export function dominoSquaresCandidates(
  turn: BotTurn<DominoSquaresMove, DominoSquaresView>,
): DominoSquaresMove[] {
  const { legalMoves, view } = turn;
  const first = greedyDominoSquaresBot()(turn);
  if (view.phase === 'give' || view.phase === 'direction' || view.phase === 'passing') {
    return [first, ...legalMoves];
  }
  const value = playValue(view);
  const plays = legalMoves
    .map((move, order) => ({ move, value: value(move), order }))
    .filter((entry) => entry.value !== null)
    .sort((a, b) => b.value! - a.value! || a.order - b.order)
    .map((entry) => entry.move);
  return [first, ...plays, ...legalMoves];
}

/**
 * A greedy Domino Squares bot. It plays whenever it can, choosing the
 * placement whose scoring side scores most (from `listSquarePlacements`)
 * plus what the piece's command is worth to it (Play Again 4, Skip 3,
 * Give 1 3, All Pass 1 1, Draw 1 0); it draws only when it cannot play, and
 * passes only when it must. Give 1: it gives its least useful piece (the one
 * that would score least now, commands kept) to the opponent nearest to going
 * out. All Pass 1: it passes towards the neighbour with the higher score, and
 * passes its least useful piece.
 *
 * @example
 * ```ts
 * playOut(dominoSquares, { seed: 1 }, [greedyDominoSquaresBot(), randomBot(2)]);
 * ```
 */
export function greedyDominoSquaresBot(): Bot<DominoSquaresMove, DominoSquaresView> {
  return ({ player, view, legalMoves }) => {
    const first = legalMoves[0]!;
    switch (view.phase) {
      case 'give': {
        const piece = worstPiece(view.layout, view.myHand);
        const others = Array.from({ length: view.players }, (_, i) => (player + 1 + i) % view.players).filter(
          (seat) => seat !== player,
        );
        const to = target(view, others);
        return legalMoves.find((m) => m.type === 'give' && m.piece === piece && m.to === to) ?? first;
      }
      case 'direction': {
        const left = (player + 1) % view.players;
        const right = (player + view.players - 1) % view.players;
        const toward = view.scores[right]! > view.scores[left]! ? 'right' : 'left';
        return legalMoves.find((m) => m.type === 'direction' && m.toward === toward) ?? first;
      }
      case 'passing': {
        const piece = worstPiece(view.layout, view.myHand);
        return legalMoves.find((m) => m.type === 'pass-piece' && m.piece === piece) ?? first;
      }
      default: {
        const play = best(legalMoves, playValue(view));
        return (
          play ??
          legalMoves.find((m) => m.type === 'draw') ??
          legalMoves.find((m) => m.type === 'pass') ??
          first
        );
      }
    }
  };
}
