/**
 * What the live table and the replay draw alike: each game's board, the
 * seats (name, score, what they hold, whose turn) and the line that names
 * the winners.
 */
import type { BaseMove, Outcome } from 'boneyard';
import type { TableFrame } from 'boneyard/table';
import { h } from './dom.js';
import type { Board } from './games/board.js';
import { buildUpBoard } from './games/build-up.js';
import { dumpTruckBoard } from './games/dump-truck.js';
import { shanghaiBoard } from './games/shanghai.js';
import { blindHughieBoard, blockBoard, dominoSquaresBoard, drawBoard } from './games/squares.js';
import { SEAT_COLOURS } from './pieces.js';
import { listNames } from './words.js';

export type AnyBoard = Board<unknown, BaseMove>;

/** Each game's board, by game id. */
export const BOARDS: Record<string, AnyBoard> = {
  'build-up': buildUpBoard as unknown as AnyBoard,
  'dump-truck': dumpTruckBoard as unknown as AnyBoard,
  shanghai: shanghaiBoard as unknown as AnyBoard,
  'domino-squares': dominoSquaresBoard as unknown as AnyBoard,
  'domino-squares-block': blockBoard as unknown as AnyBoard,
  'domino-squares-draw': drawBoard as unknown as AnyBoard,
  'blind-hughie': blindHughieBoard as unknown as AnyBoard,
};

/** A variant's name for people: the seed's own rules are the standard game. */
export const variantName = (variant: string | null) =>
  !variant || variant === 'seed' ? 'standard rules' : variant;

/** Every seat's name (`seat 2` for an empty one). */
export const seatNames = (f: TableFrame): string[] => f.seats.map((s, seat) => s.name || `seat ${seat}`);

/**
 * One seat's card: name, flags, score, what it holds, whether it is to move,
 * in the seat's colour. `live`: a seat being played now (away flags count).
 */
export function seatCard(
  f: TableFrame,
  board: AnyBoard,
  seat: number,
  toMove: readonly number[],
  live: boolean,
): HTMLElement {
  const s = f.seats[seat]!;
  const flags = [
    seat === f.seat ? 'you' : '',
    s.kind === 'bot' ? 'bot' : '',
    live && s.kind === 'human' && !s.connected ? 'away' : '',
    s.standIn ? `${s.standIn} bot plays for them` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const card = h(
    'div',
    {
      className: `seat${toMove.includes(seat) ? ' to-move' : ''}${seat === f.seat ? ' me' : ''}`,
      dataset: { seat: String(seat) },
    },
    h('strong', { textContent: s.kind === 'empty' ? 'open seat' : s.name }),
    flags ? h('span', { className: 'flags', textContent: ` (${flags})` }) : null,
    h('div', { className: 'score', textContent: `${board.scores(f.view)[seat] ?? 0} points` }),
    h('div', { className: 'small', textContent: f.started ? board.holds(f.view, seat) : '' }),
    toMove.includes(seat) ? h('div', { className: 'turn-mark', textContent: 'to move' }) : null,
  );
  card.style.borderTopColor = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  return card;
}

/** The end of a game in words: the winners by name, their points, every seat's final score. */
export function gameOverLine(outcome: Outcome, names: readonly string[], you: number | null): string {
  const winners = outcome.winners.map((seat) => (seat === you ? `${names[seat]} (you)` : names[seat]!));
  return `Game over. ${listNames(winners)} ${winners.length > 1 ? 'share the win' : 'wins'} with ${outcome.scores[outcome.winners[0]!]} points. Final scores: ${names.map((n, seat) => `${n} ${outcome.scores[seat]}`).join(', ')}.`;
}
