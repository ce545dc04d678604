/**
 * Domino Squares: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { Message } from '../../../core/message.js';
import { drawingText, layoutMessages, piecesOf, playMessage, squaresText } from '../shared/describe.js';
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
  return drawingText(formatDominoSquaresMessages(view));
}

/**
 * The drawing of {@link formatDominoSquaresView} as messages, one a line (its English text is the drawing).
 *
 * @example
 * ```ts
 * formatDominoSquaresMessages(dominoSquares.view(state, 0))[0]!.id; // 'domino-squares.view.squares-title'
 * ```
 */
export function formatDominoSquaresMessages(view: DominoSquaresView): Message[] {
  const lines: Message[] = [
    {
      id: 'domino-squares.view.squares-title',
      params: { round: view.round + 1, rounds: view.options.rounds, viewer: view.viewer },
    },
    { id: 'domino-squares.view.scores', params: { scores: [...view.scores], round: [...view.roundPoints] } },
  ];
  if (view.over) {
    const top = Math.max(...view.scores);
    const winners = view.scores.flatMap((s, seat) => (s === top ? [seat] : []));
    lines.push({ id: 'domino-squares.view.squares-over', params: { winners, top } });
  } else {
    lines.push({
      id: 'domino-squares.view.asked',
      params: {
        turn: view.turn,
        phase: view.phase,
        direction: view.passDirection ?? null,
        leader: view.leader,
      },
    });
  }
  lines.push(...layoutMessages(view.layout));
  lines.push({
    id: 'domino-squares.view.hands',
    params: { hands: [...view.handSizes], rest: 'pile', count: view.pileSize },
  });
  if (view.viewer !== null)
    lines.push({ id: 'domino-squares.view.hand', params: { pieces: piecesOf(view.myHand) } });
  if (view.drawn) lines.push({ id: 'domino-squares.view.drawn', params: { piece: view.drawn } });
  if (view.phase === 'passing') {
    lines.push({
      id: 'domino-squares.view.passing',
      params: { chosen: [...view.passChosen], mine: view.myPassChoice ?? null },
    });
  }
  if (view.known.length > 0) {
    lines.push({
      id: 'domino-squares.view.known',
      params: { known: view.known.map((fact) => ({ piece: fact.piece, holder: fact.holder })) },
    });
  }
  return lines;
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
