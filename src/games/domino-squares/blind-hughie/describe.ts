/**
 * Blind Hughie: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import type { Message } from '../../../core/message.js';
import { drawingText, layoutMessages, playMessage, squaresText } from '../shared/describe.js';
import { formatSquaresPiece } from '../shared/pieces.js';
import type { BlindHughieMove, BlindHughieView } from './types.js';

/**
 * Blind Hughie as text for one seat: whose turn, the layout, the piece
 * turned over (which must be played), and every row left end first: `##` a
 * face-down piece the viewer does not know, `(6-2-.-.)` one of the viewer's
 * own it has seen, `[*-4-*-1]` a face-up piece.
 *
 * @example
 * ```ts
 * console.log(formatBlindHughieView(blindHughie.view(state, 0)));
 * // Blind Hughie (Domino Squares pieces) — you are P0
 * // P0 to move: turn over the left end of your row, or play a face-up piece.
 * // …
 * ```
 */
export function formatBlindHughieView(view: BlindHughieView): string {
  return drawingText(formatBlindHughieMessages(view));
}

/**
 * The drawing of {@link formatBlindHughieView} as messages, one a line (its English text is the drawing).
 *
 * @example
 * ```ts
 * formatBlindHughieMessages(blindHughie.view(state, 0))[0]!.id; // 'domino-squares.view.title'
 * ```
 */
export function formatBlindHughieMessages(view: BlindHughieView): Message[] {
  const lines: Message[] = [
    { id: 'domino-squares.view.title', params: { game: 'Blind Hughie', viewer: view.viewer } },
  ];
  if (view.over) {
    lines.push({
      id: 'domino-squares.view.over',
      params: {
        how: view.ended === 'out' ? 'row-out' : 'blocked',
        pips: [...view.pips],
        scores: [...view.scores],
        winners: [...view.winners],
      },
    });
  } else if (view.turned) {
    lines.push({
      id: 'domino-squares.view.turned',
      params: { turn: view.turn, piece: { id: view.turned.id, squares: [...view.turned.squares] } },
    });
  } else {
    const either = view.options.eitherEnd && (view.turnsTaken[view.turn] ?? 0) >= 1;
    lines.push({ id: 'domino-squares.view.turn-over', params: { turn: view.turn, either } });
  }
  lines.push({
    id: 'domino-squares.view.idle',
    params: {
      idle: view.idleTurns,
      limit: view.options.idleRounds * view.players,
      outOfPlay: view.outOfPlaySize,
    },
  });
  lines.push(...layoutMessages(view.layout));
  lines.push({ id: 'domino-squares.view.rows', params: {} });
  view.rows.forEach((row, seat) => {
    const shown = row.map((entry) => {
      if (!entry.piece) return '##';
      const text = formatSquaresPiece(entry.piece);
      if (entry.faceUp) return `[${text}]`;
      return view.over ? text : `(${text})`;
    });
    lines.push({
      id: 'domino-squares.view.row',
      params: { seat, you: seat === view.viewer, row: shown.join(' ') },
    });
  });
  return lines;
}

/**
 * A legal Blind Hughie move in words, from the moving seat's point of view:
 * turning over an end of the row, or playing the piece turned over (or a
 * face-up piece of the row) by its squares, turned and placed.
 *
 * @example
 * ```ts
 * describeBlindHughieMove(blindHughie.view(state, 0), { type: 'turn-over', player: 0, end: 'left' });
 * // 'Turn over the piece at the left end of your row.'
 * ```
 */
export function describeBlindHughieMove(view: BlindHughieView, move: BlindHughieMove): string {
  return squaresText(blindHughieMoveMessage(view, move));
}

/**
 * A legal Blind Hughie move as a message (see {@link describeBlindHughieMove}, its English text).
 *
 * @example
 * ```ts
 * blindHughieMoveMessage(view, { type: 'turn-over', player: 0, end: 'left' }); // { id: 'domino-squares.move.turn-over', params: { end: 'left' } }
 * ```
 */
export function blindHughieMoveMessage(view: BlindHughieView, move: BlindHughieMove): Message {
  if (move.type === 'turn-over') return { id: 'domino-squares.move.turn-over', params: { end: move.end } };
  const seat = view.viewer ?? move.player;
  const piece =
    view.turned?.id === move.piece
      ? view.turned
      : (view.rows[seat] ?? []).find((entry) => entry.piece?.id === move.piece)?.piece;
  return playMessage(view.layout, piece ?? undefined, move, false);
}
