/**
 * The Domino Squares games' sentences in English: the events and moves of
 * Domino Squares, Block, Draw and Blind Hughie. The event and move texts are
 * these sentences rendered; `boneyard/texts` holds the other languages.
 *
 * @module
 */
import type { Catalog } from '../../../core/message.js';
import { type DominoSquaresPiece, type DominoSquaresSquare, formatSquaresPiece } from './pieces.js';

/** A piece as a message names it: its id and its four squares, clockwise from the top left. */
type Piece = DominoSquaresPiece;
type Squares = DominoSquaresPiece['squares'];
const show = (piece: Piece) => `${piece.id} ${formatSquaresPiece(piece)}`;
function nameSeats(list: readonly number[]): string {
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
const squares = (list: Squares) => list.map(squareWords).join('·');
const seatValues = (values: readonly (number | string)[]) =>
  values.map((v, seat) => `seat ${seat} ${v}`).join(' · ');
const who = (viewer: number | null) => (viewer === null ? 'a spectator' : `seat ${viewer}`);
const handPieces = (list: readonly Piece[]) => list.map(show).join('  ') || '—';
const ASKED: Readonly<Record<string, string>> = {
  play: 'play a piece, draw, or pass',
  drawn: 'play the piece just drawn or keep it',
  again: 'Play Again: play another piece or stop',
  give: 'Give 1: give a piece to another player',
  direction: 'All Pass 1: choose left or right',
};
const TURNS = ['as it is', 'turned a quarter right', 'turned upside down', 'turned a quarter left'];
const SIDES: Readonly<Record<string, string>> = {
  'right-of': 'right of',
  'left-of': 'left of',
  below: 'below',
  above: 'above',
};
const PASS_TEXTS: Readonly<Record<string, string>> = {
  'cannot-play': 'cannot play and passes',
  keep: 'keeps the piece drawn and ends the turn',
  stop: 'stops: no second piece',
  'drawn-unplayable': 'keeps the piece drawn, which does not fit; the turn passes',
  'boneyard-empty': 'found nothing to play before the boneyard ran out; the turn passes',
};
const COMMAND_NAMES: Readonly<Record<string, string>> = {
  'give-1': 'Give 1',
  'draw-1': 'Draw 1',
  skip: 'Skip',
  'play-again': 'Play Again',
  'all-pass-1': 'All Pass 1',
};

/**
 * The English sentences of the Domino Squares games by message id.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_EN['domino-squares.move.draw']; // 'Draw a piece from the boneyard.'
 * ```
 */
export const DOMINO_SQUARES_EN = {
  'domino-squares.play': (p: {
    player: number;
    piece: Piece;
    rotation: number;
    row: number;
    column: number;
    points: number;
  }) =>
    `Seat ${p.player} plays ${show(p.piece)} turned ${p.rotation} at row ${p.row}, column ${p.column}${p.points > 0 ? `, scoring ${p.points}` : ''}.`,
  'domino-squares.draw': (p: { player: number; piece: Piece | null; fits: boolean; cause: string }) => {
    const how = p.fits ? 'it fits' : 'it does not fit';
    const by = p.cause === 'draw-1' ? ' (Draw 1)' : '';
    return `Seat ${p.player} draws ${p.piece ? show(p.piece) : 'a piece'}${by}: ${how}.`;
  },
  'domino-squares.pass': (p: { player: number; reason: string }) =>
    `Seat ${p.player} ${PASS_TEXTS[p.reason]}.`,
  'domino-squares.game-over': (p: {
    ended: 'rounds' | 'domino' | 'out' | 'block';
    pips: readonly number[];
    scores: readonly number[];
    winners: readonly number[];
  }) => {
    const how = {
      rounds: 'after the last round',
      domino: `seat ${p.winners[0]} went out ("Domino")`,
      out: `seat ${p.winners[0]} played out his row`,
      block: 'blocked',
    }[p.ended];
    const left = p.pips.length > 0 ? `; pips left ${p.pips.join(' · ')}` : '';
    const verb = p.winners.length === 1 ? 'wins' : 'share the win';
    return `Game over (${how}${left}): ${nameSeats(p.winners)} ${verb} with ${p.scores[p.winners[0]!]} (scores ${p.scores.join(' · ')}).`;
  },
  'domino-squares.blocked': (p: {
    reason: string;
    game: 'classic' | 'squares' | 'blind-hughie';
    turns: number | null;
  }) => {
    if (p.game === 'classic') return 'Blocked: nobody can play a piece.';
    if (p.game === 'squares') return 'Blocked: the pile is empty and nobody can play.';
    return p.reason === 'nobody-can-play'
      ? 'Blocked: no piece of any row fits, so no player can make a play.'
      : `Blocked: ${p.turns} turns in a row without a play (the long stop).`;
  },
  'domino-squares.command': (p: {
    player: number;
    command: string;
    skipped: number | null;
    more: boolean;
  }) => {
    const name = COMMAND_NAMES[p.command];
    if (p.command === 'skip') return `${name}: seat ${p.skipped} loses the turn.`;
    const asks: Readonly<Record<string, string>> = {
      'draw-1': p.more ? `seat ${p.player} takes a piece` : 'the draw pile is empty',
      'give-1': `seat ${p.player} gives a piece to another player`,
      'play-again': p.more
        ? `seat ${p.player} may play another piece`
        : `seat ${p.player} has nothing more to play`,
      'all-pass-1': `seat ${p.player} chooses which way the pieces pass`,
    };
    return `${name}: ${asks[p.command]}.`;
  },
  'domino-squares.give': (p: { player: number; to: number; piece: Piece | null }) =>
    `Seat ${p.player} gives seat ${p.to} ${p.piece ? show(p.piece) : 'a piece'}.`,
  'domino-squares.direction': (p: { player: number; toward: 'left' | 'right' }) =>
    `Seat ${p.player} sends the pieces ${p.toward}: everyone chooses a piece to pass.`,
  'domino-squares.pass-piece': (p: { player: number; piece: Piece | null }) =>
    p.piece
      ? `Seat ${p.player} chooses ${show(p.piece)} to pass.`
      : `Seat ${p.player} has chosen a piece to pass.`,
  'domino-squares.exchange': (p: {
    toward: 'left' | 'right';
    gave: Piece | null;
    received: Piece | null;
  }) => {
    const parts = [
      p.gave ? `you gave ${show(p.gave)}` : null,
      p.received ? `you received ${show(p.received)}` : null,
    ].filter(Boolean);
    return `The pieces pass ${p.toward}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
  },
  'domino-squares.turn-end': (p: {
    player: number;
    next: number | null;
    skipped: number | null;
    idleTurns: number | null;
  }) => {
    if (p.idleTurns !== null) {
      return `Seat ${p.player}'s turn ends (${p.idleTurns} playless in a row); ${p.next === null ? 'the game ends' : `seat ${p.next} to move`}.`;
    }
    const over = p.skipped !== null ? `seat ${p.skipped} is skipped; ` : '';
    return `Seat ${p.player}'s turn ends; ${over}${p.next === null ? 'nobody can play' : `seat ${p.next} to move`}.`;
  },
  'domino-squares.round-end': (p: {
    round: number;
    winner: number | null;
    bonus: number | null;
    playPoints: readonly number[];
    totals: readonly number[];
  }) => {
    const how = p.winner === null ? 'blocked, no bonus' : `seat ${p.winner} went out, +${p.bonus}`;
    return `Round ${p.round} ends (${how}): played ${p.playPoints.join(' · ')}; totals ${p.totals.join(' · ')}.`;
  },
  'domino-squares.round-start': (p: {
    round: number;
    rounds: number;
    each: number;
    starter: Piece;
    player: number;
  }) =>
    `Round ${p.round} of ${p.rounds}: ${p.each} pieces each, starter ${show(p.starter)}; seat ${p.player} leads.`,
  'domino-squares.turn-over': (p: {
    player: number;
    end: 'left' | 'right';
    piece: Piece | null;
    fits: boolean;
    faceUp: boolean;
  }) => {
    const where = p.fits
      ? 'it fits and must be played'
      : `it does not fit and goes face ${p.faceUp ? 'up' : 'down'} to the right end`;
    return `Seat ${p.player} turns over ${p.piece ? show(p.piece) : 'a piece'} (${p.end} end): ${where}.`;
  },
  'domino-squares.view.title': (p: { game: string; viewer: number | null }) =>
    `${p.game} (Domino Squares pieces) — you are ${who(p.viewer)}`,
  'domino-squares.view.squares-title': (p: { round: number; rounds: number; viewer: number | null }) =>
    `Domino Squares — round ${p.round} of ${p.rounds} — you are ${who(p.viewer)}`,
  'domino-squares.view.scores': (p: { scores: readonly number[]; round: readonly number[] }) =>
    `Scores: ${seatValues(p.scores)} (this round ${seatValues(p.round)})`,
  'domino-squares.view.over': (p: {
    how: 'went-out' | 'row-out' | 'blocked';
    pips: readonly number[];
    scores: readonly number[];
    winners: readonly number[];
  }) =>
    `Game over (${{ 'went-out': 'a player went out', 'row-out': 'a row was played out', blocked: 'blocked' }[p.how]}): pips ${seatValues(p.pips)}; ` +
    `scores ${seatValues(p.scores)}; ${p.winners.map((s) => `seat ${s}`).join(' and ')} won.`,
  'domino-squares.view.squares-over': (p: { winners: readonly number[]; top: number }) =>
    `Game over: ${p.winners.map((s) => `seat ${s}`).join(' and ')} ${p.winners.length > 1 ? 'tie' : 'wins'} with ${p.top}.`,
  'domino-squares.view.to-move': (p: { turn: number; mayKeep: boolean }) =>
    `seat ${p.turn} to move${p.mayKeep ? ': play a piece or keep the one just drawn' : ''}.`,
  'domino-squares.view.asked': (p: {
    turn: number;
    phase: string;
    direction: string | null;
    leader: number;
  }) => {
    const asked =
      p.phase === 'passing'
        ? `All Pass 1 to the ${p.direction}: everyone chooses a piece to pass`
        : ASKED[p.phase];
    return `seat ${p.turn} to move: ${asked}. Led by seat ${p.leader}.`;
  },
  'domino-squares.view.turned': (p: { turn: number; piece: Piece }) =>
    `seat ${p.turn} turned over ${show(p.piece)}: it fits and must be played.`,
  'domino-squares.view.turn-over': (p: { turn: number; either: boolean }) =>
    `seat ${p.turn} to move: turn over ${p.either ? 'either end' : 'the left end'} of the row, or play a face-up piece.`,
  'domino-squares.view.idle': (p: { idle: number; limit: number; outOfPlay: number }) =>
    `Playless turns in a row: ${p.idle} of ${p.limit}; out of play ${p.outOfPlay}`,
  'domino-squares.view.legend':
    'Layout (Squares clockwise from top left: . blank, * wild, G D S A P commands.)',
  'domino-squares.view.hands': (p: { hands: readonly number[]; rest: string; count: number }) =>
    `Hands: ${seatValues(p.hands)}; ${{ boneyard: 'boneyard', 'out-of-play': 'out of play', pile: 'draw pile' }[p.rest]} ${p.count}`,
  'domino-squares.view.holds': (p: { seat: number; pieces: readonly Piece[] }) =>
    `seat ${p.seat} holds: ${handPieces(p.pieces)}`,
  'domino-squares.view.hand': (p: { pieces: readonly Piece[] }) => `Your hand: ${handPieces(p.pieces)}`,
  'domino-squares.view.drawn': 'Just drawn: {piece}',
  'domino-squares.view.passing': (p: { chosen: readonly boolean[]; mine: string | null }) =>
    `Passing: ${seatValues(p.chosen.map((c) => (c ? 'chosen' : 'choosing')))}${p.mine ? `; your choice ${p.mine}` : ''}`,
  'domino-squares.view.known': (p: { known: readonly { piece: string; holder: number }[] }) =>
    `You know: ${p.known.map((fact) => `${fact.piece} is with seat ${fact.holder}`).join(', ')}`,
  'domino-squares.view.rows': 'Rows, left end first (## face down, (…) seen by you, […] face up):',
  'domino-squares.view.row': (p: { seat: number; you: boolean; row: string }) =>
    `  seat ${p.seat}${p.you ? ' (you)' : ''}: ${p.row || '—'}`,
  'domino-squares.move.play': (p: {
    piece: Squares | null;
    rotation: number;
    side: string | null;
    beside: Squares | null;
    points: number | null;
  }) => {
    if (!p.piece) return 'Play a piece.';
    const beside = p.side && p.beside ? ` ${SIDES[p.side]} ${squares(p.beside)}` : '';
    const score = p.points === null ? '' : p.points > 0 ? `, scoring ${p.points}` : ', scoring nothing';
    return `Play ${squares(p.piece)}, ${TURNS[p.rotation] ?? 'turned'},${beside}${score}.`;
  },
  'domino-squares.move.draw': (p: { from: 'boneyard' | 'pile' }) => `Draw a piece from the ${p.from}.`,
  'domino-squares.move.pass': (p: { why: 'keep' | 'stop' | 'cannot-play' | 'pile-empty' }) =>
    ({
      keep: 'Keep the piece you drew and end your turn.',
      stop: 'Stop: play no second piece.',
      'cannot-play': 'Pass: you cannot play.',
      'pile-empty': 'Pass: you cannot play and the pile is empty.',
    })[p.why],
  'domino-squares.move.give': (p: { piece: Squares | null; to: number }) =>
    `Give ${p.piece ? squares(p.piece) : 'a piece'} to seat ${p.to}.`,
  'domino-squares.move.direction': (p: { toward: 'left' | 'right'; to: number }) =>
    `Send the pieces ${p.toward}: each goes to seat ${p.to} from you.`,
  'domino-squares.move.pass-piece': (p: { piece: Squares | null; to: number | null }) =>
    `Pass ${p.piece ? squares(p.piece) : 'a piece'}${p.to === null ? '' : ` to seat ${p.to}`}.`,
  'domino-squares.move.turn-over': (p: { end: 'left' | 'right' }) =>
    `Turn over the piece at the ${p.end} end of your row.`,
} as const satisfies Catalog;
