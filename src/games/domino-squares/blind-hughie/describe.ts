/**
 * Blind Hughie: text: the drawing of a view, the lines of events.
 *
 * @module
 */
import type { Message } from '../../../core/message.js';
import { indent, LEGEND, playMessage, seats, squaresText, who } from '../shared/describe.js';
import { formatSquaresLayout } from '../shared/layout.js';
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
  const lines = [`Blind Hughie (Domino Squares pieces) — you are ${who(view.viewer)}`];
  if (view.over) {
    lines.push(
      `Game over (${view.ended === 'out' ? 'a row was played out' : 'blocked'}): pips ${seats(view.pips)}; ` +
        `scores ${seats(view.scores)}; ${view.winners.map((s) => `seat ${s}`).join(' and ')} won.`,
    );
  } else if (view.turned) {
    lines.push(
      `seat ${view.turn} turned over ${view.turned.id} ${formatSquaresPiece(view.turned)}: it fits and must be played.`,
    );
  } else {
    const ends =
      view.options.eitherEnd && (view.turnsTaken[view.turn] ?? 0) >= 1 ? 'either end' : 'the left end';
    lines.push(`seat ${view.turn} to move: turn over ${ends} of the row, or play a face-up piece.`);
  }
  lines.push(
    `Playless turns in a row: ${view.idleTurns} of ${view.options.idleRounds * view.players}; out of play ${view.outOfPlaySize}`,
  );
  lines.push(`Layout (${LEGEND})`, indent(formatSquaresLayout(view.layout)));
  lines.push('Rows, left end first (## face down, (…) seen by you, […] face up):');
  view.rows.forEach((row, seat) => {
    const shown = row.map((entry) => {
      if (!entry.piece) return '##';
      const text = formatSquaresPiece(entry.piece);
      if (entry.faceUp) return `[${text}]`;
      return view.over ? text : `(${text})`;
    });
    lines.push(`  seat ${seat}${seat === view.viewer ? ' (you)' : ''}: ${shown.join(' ') || '—'}`);
  });
  return lines.join('\n');
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
