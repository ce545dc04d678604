/**
 * Domino Squares: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { Message } from '../../../core/message.js';
import { indent, LEGEND, pieces, playMessage, seats, squaresText, who } from '../shared/describe.js';
import { formatSquaresLayout } from '../shared/layout.js';
import type { DominoSquaresMove, DominoSquaresView } from './types.js';

/**
 * Domino Squares as text for one seat: round, scores, whose turn and what is
 * asked (phase), the layout, the viewer's hand, hand sizes and the pile, and
 * any piece just drawn, All Pass 1 choices and remembered pieces.
 *
 * @example
 * ```ts
 * console.log(formatDominoSquaresView(dominoSquares.view(state, 0)));
 * // Domino Squares — round 1 of 3 — you are P0
 * // Scores: P0 0 · P1 0 (this round P0 0 · P1 0)
 * // …
 * ```
 */
export function formatDominoSquaresView(view: DominoSquaresView): string {
  const lines = [
    `Domino Squares — round ${view.round + 1} of ${view.options.rounds} — you are ${who(view.viewer)}`,
    `Scores: ${seats(view.scores)} (this round ${seats(view.roundPoints)})`,
  ];
  if (view.over) {
    const top = Math.max(...view.scores);
    const winners = view.scores.flatMap((s, seat) => (s === top ? [`seat ${seat}`] : []));
    lines.push(`Game over: ${winners.join(' and ')} ${winners.length > 1 ? 'tie' : 'wins'} with ${top}.`);
  } else {
    const asked: Record<DominoSquaresView['phase'], string> = {
      play: 'play a piece, draw, or pass',
      drawn: 'play the piece just drawn or keep it',
      again: 'Play Again: play another piece or stop',
      give: 'Give 1: give a piece to another player',
      direction: 'All Pass 1: choose left or right',
      passing: `All Pass 1 to the ${view.passDirection}: everyone chooses a piece to pass`,
    };
    lines.push(`seat ${view.turn} to move: ${asked[view.phase]}. Led by seat ${view.leader}.`);
  }
  lines.push(`Layout (${LEGEND})`, indent(formatSquaresLayout(view.layout)));
  lines.push(`Hands: ${seats(view.handSizes)}; draw pile ${view.pileSize}`);
  if (view.viewer !== null) lines.push(`Your hand: ${pieces(view.myHand)}`);
  if (view.drawn) lines.push(`Just drawn: ${view.drawn}`);
  if (view.phase === 'passing') {
    const chosen = view.passChosen.map((c) => (c ? 'chosen' : 'choosing'));
    lines.push(`Passing: ${seats(chosen)}${view.myPassChoice ? `; your choice ${view.myPassChoice}` : ''}`);
  }
  if (view.known.length > 0) {
    lines.push(
      `You know: ${view.known.map((fact) => `${fact.piece} is with seat ${fact.holder}`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

const neighbour = (seat: Seat, players: number, toward: 'left' | 'right') =>
  toward === 'left' ? (seat + 1) % players : (seat + players - 1) % players;

/**
 * A legal Domino Squares move in words, from the moving seat's point of view,
 * in the voice of the event texts: a piece by its squares (never its id),
 * how it is turned and which piece of the layout it goes beside, with what
 * it scores; drawing, keeping, stopping, Give 1 and All Pass 1. Reads only
 * the seat's view.
 *
 * @example
 * ```ts
 * const view = dominoSquares.view(state, 0);
 * describeDominoSquaresMove(view, dominoSquares.legalMoves(state, 0)[0]!);
 * // 'Play 6·2·blank·blank, turned a quarter right, right of 5·3·blank·wild, scoring 5.'
 * ```
 */
export function describeDominoSquaresMove(view: DominoSquaresView, move: DominoSquaresMove): string {
  return squaresText(dominoSquaresMoveMessage(view, move));
}

/**
 * A legal Domino Squares move as a message (see {@link describeDominoSquaresMove}, its English text).
 *
 * @example
 * ```ts
 * dominoSquaresMoveMessage(view, { type: 'draw', player: 0 }); // { id: 'domino-squares.move.draw', params: { from: 'pile' } }
 * ```
 */
export function dominoSquaresMoveMessage(view: DominoSquaresView, move: DominoSquaresMove): Message {
  const piece = (id: string) => view.myHand.find((p) => p.id === id);
  const named = (id: string) => piece(id)?.squares ?? null;
  switch (move.type) {
    case 'play':
      return playMessage(view.layout, piece(move.piece), move, true);
    case 'draw':
      return { id: 'domino-squares.move.draw', params: { from: 'pile' } };
    case 'pass': {
      const why = view.phase === 'drawn' ? 'keep' : view.phase === 'again' ? 'stop' : 'pile-empty';
      return { id: 'domino-squares.move.pass', params: { why } };
    }
    case 'give':
      return { id: 'domino-squares.move.give', params: { piece: named(move.piece), to: move.to } };
    case 'direction':
      return {
        id: 'domino-squares.move.direction',
        params: { toward: move.toward, to: neighbour(move.player, view.players, move.toward) },
      };
    case 'pass-piece':
      return {
        id: 'domino-squares.move.pass-piece',
        params: {
          piece: named(move.piece),
          to: view.passDirection ? neighbour(move.player, view.players, view.passDirection) : null,
        },
      };
  }
}
