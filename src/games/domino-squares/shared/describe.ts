/**
 * The words several Domino Squares games share: pieces, squares, seats and plays in words, and the
 * drawing and move descriptions of Block and Draw.
 *
 * @module
 */
import { CORE_EN, type Message, renderMessage } from '../../../core/message.js';
import {
  checkSquaresPlacement,
  type DominoSquaresPlay,
  formatSquaresLayout,
  type SquaresLayout,
} from './layout.js';
import { type DominoSquaresPiece, formatSquaresPiece } from './pieces.js';
import { DOMINO_SQUARES_EN, squareWords } from './texts-en.js';

import type { DominoSquaresClassicView, DominoSquaresDrawMove } from './types.js';

/** The legend printed under every drawing: the letters of the squares. */
export const LEGEND = 'Squares clockwise from top left: . blank, * wild, G D S A P commands.';

/** A list of per-seat values as text: `seat 0: 3, seat 1: 5`. */
export const seats = (values: readonly (number | string)[]) =>
  values.map((v, seat) => `seat ${seat} ${v}`).join(' · ');

/** Pieces as text, one after the other. */
export const pieces = (list: readonly DominoSquaresPiece[]) =>
  list.map((piece) => `${piece.id} ${formatSquaresPiece(piece)}`).join('  ') || '—';

/** `text` with every line indented for a drawing. */
export const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `  ${line}` : ''))
    .join('\n');

/** Who a view belongs to, in words: `seat 2` or `a spectator`. */
export const who = (viewer: number | null) => (viewer === null ? 'a spectator' : `seat ${viewer}`);

/** The drawing of a Block or Draw view, under the game's `name`. */
export function formatClassic(view: DominoSquaresClassicView, name: string): string {
  return drawingText(classicMessages(view, name));
}

/** A drawing's lines in English. */
export const drawingText = (lines: readonly Message[]): string =>
  lines.map((line) => renderMessage([CORE_EN, DOMINO_SQUARES_EN], line, 'en')).join('\n');

/** A piece as a drawing's message names it: its id and its squares. */
const pieceOf = (piece: DominoSquaresPiece) => ({ id: piece.id, squares: [...piece.squares] });

/** The layout's lines of a drawing: the legend, then the layout drawn (the same in every language). */
export function layoutMessages(layout: SquaresLayout): Message[] {
  return [
    { id: 'domino-squares.view.legend', params: {} },
    { id: 'core.line', params: { text: indent(formatSquaresLayout(layout)) } },
  ];
}

/** The drawing of a Block or Draw view as messages, one a line, under the game's `name`. */
export function classicMessages(view: DominoSquaresClassicView, name: string): Message[] {
  const lines: Message[] = [{ id: 'domino-squares.view.title', params: { game: name, viewer: view.viewer } }];
  if (view.over) {
    lines.push({
      id: 'domino-squares.view.over',
      params: {
        how: view.ended === 'domino' ? 'went-out' : 'blocked',
        pips: [...view.pips],
        scores: [...view.scores],
        winners: [...view.winners],
      },
    });
  } else {
    lines.push({ id: 'domino-squares.view.to-move', params: { turn: view.turn, mayKeep: view.mayKeep } });
  }
  lines.push(...layoutMessages(view.layout));
  lines.push({
    id: 'domino-squares.view.hands',
    params: {
      hands: [...view.handSizes],
      rest: view.game === 'draw' ? 'boneyard' : 'out-of-play',
      count: view.game === 'draw' ? view.boneyardSize : view.outOfPlaySize,
    },
  });
  if (view.hands) {
    view.hands.forEach((hand, seat) => {
      lines.push({ id: 'domino-squares.view.holds', params: { seat, pieces: hand.map(pieceOf) } });
    });
  } else if (view.viewer !== null) {
    lines.push({ id: 'domino-squares.view.hand', params: { pieces: view.myHand.map(pieceOf) } });
  }
  return lines;
}

/** The pieces of a hand as a drawing's message names them. */
export const piecesOf = (list: readonly DominoSquaresPiece[]) => list.map(pieceOf);

/**
 * A piece for an event's text: its id and its squares, e.g. `'p01 6-2-.-.'`.
 *
 * @example
 * ```ts
 * describeSquaresPiece(DOMINO_SQUARES_SET[0]!); // 'p01 6-2-.-.'
 * ```
 */
export function describeSquaresPiece(piece: DominoSquaresPiece): string {
  return `${piece.id} ${formatSquaresPiece(piece)}`;
}

/**
 * A piece in words for people, its four squares clockwise from the top left
 * as listed (no id): e.g. `'6·2·blank·blank'`.
 *
 * @example
 * ```ts
 * pieceWords({ id: 'p01', squares: [6, 2, 'blank', 'skip'] }); // '6·2·blank·Skip'
 * ```
 */
export function pieceWords(piece: DominoSquaresPiece): string {
  return piece.squares.map(squareWords).join('·');
}

const SIDES: readonly (readonly [number, number, string])[] = [
  [-1, 0, 'right-of'],
  [1, 0, 'left-of'],
  [0, -1, 'below'],
  [0, 1, 'above'],
];

/** A placement as a message: the piece, how it is turned, which piece of the layout it goes beside, its score. */
export function playMessage(
  layout: SquaresLayout,
  piece: DominoSquaresPiece | undefined,
  move: DominoSquaresPlay,
  scoring: boolean,
): Message {
  const id = 'domino-squares.move.play';
  if (!piece)
    return { id, params: { piece: null, rotation: move.rotation, side: null, beside: null, points: null } };
  let side: string | null = null;
  let beside: DominoSquaresPiece['squares'] | null = null;
  for (const [dx, dy, name] of SIDES) {
    const next = layout.find((placed) => placed.x === move.x + dx && placed.y === move.y + dy);
    if (next) {
      side = name;
      beside = next.piece.squares;
      break;
    }
  }
  let points: number | null = null;
  if (scoring) {
    const checked = checkSquaresPlacement(layout, piece, move.rotation, move.x, move.y);
    if ('points' in checked) points = checked.points;
  }
  return { id, params: { piece: piece.squares, rotation: move.rotation, side, beside, points } };
}

/** A placement in words: the piece, how it is turned, which piece of the layout it goes beside, its score. */
export function playWords(
  layout: SquaresLayout,
  piece: DominoSquaresPiece | undefined,
  move: DominoSquaresPlay,
  scoring: boolean,
): string {
  return squaresText(playMessage(layout, piece, move, scoring));
}

/** A Domino Squares message's English text. */
export const squaresText = (message: Message): string => renderMessage([DOMINO_SQUARES_EN], message, 'en');

/**
 * A legal move of Block or Draw (Domino Squares pieces) in words, from the
 * moving seat's point of view: a piece by its squares, how it is turned and
 * where it goes; drawing, keeping a drawn piece, passing.
 *
 * @example
 * ```ts
 * describeDominoSquaresClassicMove(dominoSquaresDraw.view(state, 1), { type: 'draw', player: 1 });
 * // 'Draw a piece from the boneyard.'
 * ```
 */
export function describeDominoSquaresClassicMove(
  view: DominoSquaresClassicView,
  move: DominoSquaresDrawMove,
): string {
  return squaresText(dominoSquaresClassicMoveMessage(view, move));
}

/**
 * A legal move of Block or Draw as a message (see {@link describeDominoSquaresClassicMove}, its English text).
 *
 * @example
 * ```ts
 * dominoSquaresClassicMoveMessage(view, { type: 'draw', player: 1 }); // { id: 'domino-squares.move.draw', params: { from: 'boneyard' } }
 * ```
 */
export function dominoSquaresClassicMoveMessage(
  view: DominoSquaresClassicView,
  move: DominoSquaresDrawMove,
): Message {
  switch (move.type) {
    case 'play':
      return playMessage(
        view.layout,
        view.myHand.find((p) => p.id === move.piece),
        move,
        false,
      );
    case 'draw':
      return { id: 'domino-squares.move.draw', params: { from: 'boneyard' } };
    case 'pass':
      return { id: 'domino-squares.move.pass', params: { why: view.mayKeep ? 'keep' : 'cannot-play' } };
  }
}
