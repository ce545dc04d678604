/**
 * Text drawings of a seat's view for the terminal (`boneyard play`): the
 * layout drawn square by square, then the viewer's hand (or row), the sizes
 * and scores everyone may see.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { checkSquaresPlacement, drawSquaresLayout, type SquaresLayout } from './layout.js';
import { type DominoSquaresPiece, type DominoSquaresSquare, formatSquaresPiece } from './pieces.js';
import type {
  BlindHughieMove,
  BlindHughieView,
  DominoSquaresClassicView,
  DominoSquaresDrawMove,
  DominoSquaresMove,
  DominoSquaresPlay,
  DominoSquaresView,
} from './types.js';

const LEGEND = 'Squares clockwise from top left: . blank, * wild, G D S A P commands.';

const seats = (values: readonly (number | string)[]) =>
  values.map((v, seat) => `seat ${seat} ${v}`).join(' · ');

const pieces = (list: readonly DominoSquaresPiece[]) =>
  list.map((piece) => `${piece.id} ${formatSquaresPiece(piece)}`).join('  ') || '—';

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `  ${line}` : ''))
    .join('\n');

const who = (viewer: number | null) => (viewer === null ? 'a spectator' : `seat ${viewer}`);

/**
 * Domino Squares as text for one seat: round, scores, whose turn and what is
 * asked (phase), the layout, the viewer's hand, hand sizes and the pile, and
 * any piece just drawn, All Pass 1 choices and remembered pieces.
 *
 * @example
 * ```ts
 * console.log(drawDominoSquaresView(dominoSquares.view(state, 0)));
 * // Domino Squares — round 1 of 3 — you are P0
 * // Scores: P0 0 · P1 0 (this round P0 0 · P1 0)
 * // …
 * ```
 */
export function drawDominoSquaresView(view: DominoSquaresView): string {
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
  lines.push(`Layout (${LEGEND})`, indent(drawSquaresLayout(view.layout)));
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

function drawClassic(view: DominoSquaresClassicView, name: string): string {
  const lines = [`${name} (Domino Squares pieces) — you are ${who(view.viewer)}`];
  if (view.over) {
    lines.push(
      `Game over (${view.ended === 'domino' ? 'a player went out' : 'blocked'}): pips ${seats(view.pips)}; ` +
        `scores ${seats(view.scores)}; ${view.winners.map((s) => `seat ${s}`).join(' and ')} won.`,
    );
  } else {
    lines.push(
      `seat ${view.turn} to move${view.mayKeep ? ': play a piece or keep the one just drawn' : ''}.`,
    );
  }
  lines.push(`Layout (${LEGEND})`, indent(drawSquaresLayout(view.layout)));
  const rest = view.game === 'draw' ? `boneyard ${view.boneyardSize}` : `out of play ${view.outOfPlaySize}`;
  lines.push(`Hands: ${seats(view.handSizes)}; ${rest}`);
  if (view.hands) lines.push(...view.hands.map((hand, seat) => `seat ${seat} holds: ${pieces(hand)}`));
  else if (view.viewer !== null) lines.push(`Your hand: ${pieces(view.myHand)}`);
  return lines.join('\n');
}

/**
 * Block (Domino Squares pieces) as text for one seat: whose turn, the layout,
 * the hand sizes and the viewer's hand; at the end every hand, the pips and
 * the scores.
 *
 * @example
 * ```ts
 * console.log(drawDominoSquaresBlockView(dominoSquaresBlock.view(state, 1)));
 * ```
 */
export function drawDominoSquaresBlockView(view: DominoSquaresClassicView): string {
  return drawClassic(view, 'Block');
}

/**
 * Draw (Domino Squares pieces) as text for one seat: as for Block, with the
 * boneyard's size and whether a piece just drawn may be kept.
 *
 * @example
 * ```ts
 * console.log(drawDominoSquaresDrawView(dominoSquaresDraw.view(state, 0)));
 * ```
 */
export function drawDominoSquaresDrawView(view: DominoSquaresClassicView): string {
  return drawClassic(view, 'Draw');
}

/**
 * Blind Hughie as text for one seat: whose turn, the layout, the piece
 * turned over (which must be played), and every row left end first: `##` a
 * face-down piece the viewer does not know, `(6-2-.-.)` one of the viewer's
 * own it has seen, `[*-4-*-1]` a face-up piece.
 *
 * @example
 * ```ts
 * console.log(drawBlindHughieView(blindHughie.view(state, 0)));
 * // Blind Hughie (Domino Squares pieces) — you are P0
 * // P0 to move: turn over the left end of your row, or play a face-up piece.
 * // …
 * ```
 */
export function drawBlindHughieView(view: BlindHughieView): string {
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
  lines.push(`Layout (${LEGEND})`, indent(drawSquaresLayout(view.layout)));
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
 * Seats for an event's text: `'seat 0'`, `'seats 0 and 2'`, `'seats 0, 1 and 3'`.
 *
 * @example
 * ```ts
 * nameSquaresSeats([0, 2]); // 'seats 0 and 2'
 * ```
 */
export function nameSquaresSeats(list: readonly number[]): string {
  if (list.length === 1) return `seat ${list[0]}`;
  return `seats ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

const SQUARE_WORDS: Readonly<Record<string, string>> = {
  blank: 'blank',
  wild: 'wild',
  'give-1': 'Give 1',
  'draw-1': 'Draw 1',
  skip: 'Skip',
  'play-again': 'Play Again',
  'all-pass-1': 'All Pass 1',
};

/**
 * One square in words: its number, `blank`, `wild`, or the command's name.
 *
 * @example
 * ```ts
 * squareWords('play-again'); // 'Play Again'
 * squareWords(6); // '6'
 * ```
 */
export function squareWords(square: DominoSquaresSquare): string {
  return typeof square === 'number' ? String(square) : (SQUARE_WORDS[square] ?? square);
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

const TURNS = ['as it is', 'turned a quarter right', 'turned upside down', 'turned a quarter left'];
const SIDES: readonly (readonly [number, number, string])[] = [
  [-1, 0, 'right of'],
  [1, 0, 'left of'],
  [0, -1, 'below'],
  [0, 1, 'above'],
];

/** A placement in words: the piece, how it is turned, which piece of the layout it goes beside, its score. */
function playWords(
  layout: SquaresLayout,
  piece: DominoSquaresPiece | undefined,
  move: DominoSquaresPlay,
  scoring: boolean,
): string {
  if (!piece) return 'Play a piece.';
  let beside = '';
  for (const [dx, dy, side] of SIDES) {
    const next = layout.find((placed) => placed.x === move.x + dx && placed.y === move.y + dy);
    if (next) {
      beside = ` ${side} ${pieceWords(next.piece)}`;
      break;
    }
  }
  let score = '';
  if (scoring) {
    const checked = checkSquaresPlacement(layout, piece, move.rotation, move.x, move.y);
    if ('points' in checked) score = checked.points > 0 ? `, scoring ${checked.points}` : ', scoring nothing';
  }
  return `Play ${pieceWords(piece)}, ${TURNS[move.rotation] ?? 'turned'},${beside}${score}.`;
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
  const piece = (id: string) => view.myHand.find((p) => p.id === id);
  const named = (id: string) => {
    const found = piece(id);
    return found ? pieceWords(found) : 'a piece';
  };
  switch (move.type) {
    case 'play':
      return playWords(view.layout, piece(move.piece), move, true);
    case 'draw':
      return 'Draw a piece from the pile.';
    case 'pass':
      if (view.phase === 'drawn') return 'Keep the piece you drew and end your turn.';
      if (view.phase === 'again') return 'Stop: play no second piece.';
      return 'Pass: you cannot play and the pile is empty.';
    case 'give':
      return `Give ${named(move.piece)} to seat ${move.to}.`;
    case 'direction':
      return `Send the pieces ${move.toward}: each goes to seat ${neighbour(move.player, view.players, move.toward)} from you.`;
    case 'pass-piece': {
      const to = view.passDirection
        ? ` to seat ${neighbour(move.player, view.players, view.passDirection)}`
        : '';
      return `Pass ${named(move.piece)}${to}.`;
    }
  }
}

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
  switch (move.type) {
    case 'play':
      return playWords(
        view.layout,
        view.myHand.find((p) => p.id === move.piece),
        move,
        false,
      );
    case 'draw':
      return 'Draw a piece from the boneyard.';
    case 'pass':
      return view.mayKeep ? 'Keep the piece you drew and end your turn.' : 'Pass: you cannot play.';
  }
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
  if (move.type === 'turn-over') return `Turn over the piece at the ${move.end} end of your row.`;
  const seat = view.viewer ?? move.player;
  const piece =
    view.turned?.id === move.piece
      ? view.turned
      : (view.rows[seat] ?? []).find((entry) => entry.piece?.id === move.piece)?.piece;
  return playWords(view.layout, piece ?? undefined, move, false);
}
