/**
 * What the live table and the replay draw alike: each game's board, the
 * seats (name, score, what they hold, whose turn) and the line that names
 * the winners.
 */
import type { BaseMove, Outcome } from 'boneyard';
import type { TableEvent, TableFrame } from 'boneyard/table';
import type { Message } from 'boneyard/texts';
import { h } from './dom.js';
import type { Board } from './games/board.js';
import { buildUpBoard } from './games/build-up.js';
import { dumpTruckBoard } from './games/dump-truck.js';
import { shanghaiBoard } from './games/shanghai.js';
import { blindHughieBoard, blockBoard, dominoSquaresBoard, drawBoard } from './games/squares.js';
import { namesList, num, say, t } from './lang.js';
import { SEAT_COLOURS, seatMark } from './pieces.js';
import { forPeople } from './words.js';

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

export { variantName } from './words.js';

/** The names bots go by at this table, one per seat, so that three medium bots are told apart. */
const BOT_NAMES = ['Pip', 'Domi', 'Tilly', 'Bones', 'Spot', 'Dot', 'Ace', 'Deuce'];

/** A bot's level in words, from the bot's name on the server (`greedy` is the stand-in's kind, not a level). */
export const botLevel = (bot: string | null | undefined) =>
  t(bot === 'easy' || bot === 'medium' || bot === 'hard' ? `bot.${bot}` : 'bot.any');

/** One seat's name for people: a person's own, a bot's name at this table, `seat 2` (counted from 1) for an empty one. */
export function seatName(s: { readonly kind: string; readonly name: string }, seat: number): string {
  if (s.kind === 'bot') return BOT_NAMES[seat % BOT_NAMES.length]!;
  return s.name || t('seat-n', { n: seat + 1 });
}

const WHY = { away: 'event.why-away', clock: 'event.why-clock', handed: 'event.why-handed' } as const;

/**
 * A line of the log for people: a game event's text with names for seats, or
 * a table event (someone sat down, left, came back, a bot stands in) in the
 * page's own words, with the names this page shows.
 */
export function logLine(
  event: { readonly type: string; readonly text: string; readonly message?: Message },
  names: readonly string[],
  viewer: number | null = null,
): string {
  if (event.type !== 'table') return say(event, names, viewer);
  const told = event as TableEvent;
  const who = names[told.seat] ?? told.name;
  switch (told.kind) {
    case 'sat-down':
      return t('event.sat-down', { who });
    case 'bot-seated':
      return t('event.bot-seated', { who, level: botLevel(told.bot) });
    case 'stand-in':
      return t('event.stand-in', { who, why: t(told.reason ? WHY[told.reason] : 'event.why-away') });
    case 'bot-note': {
      // The bot by its name at this table, never its level's internal name ("Medium thought for…").
      const note = told.message;
      if (note?.id === 'table.bot-shortened')
        return t('event.bot-busy', {
          who,
          used: num(Number(note.params.used)),
          budget: num(Number(note.params.budget)),
        });
      if (note && note.id !== 'table.bot-note')
        return say({ message: { ...note, params: { ...note.params, bot: who } } }, names, viewer);
      return `${who}: ${forPeople(told.text.replace(/^\S+\s/, ''), names)}`;
    }
    default: {
      // The seat's name at this table in the message, as in every other line.
      const message = told.message && { ...told.message, params: { ...told.message.params, name: who } };
      return say({ text: told.text, message }, names, viewer);
    }
  }
}

/** Every seat's name for people (see {@link seatName}). */
export const seatNames = (f: {
  readonly seats: readonly { readonly kind: string; readonly name: string }[];
}): string[] => f.seats.map((s, seat) => seatName(s, seat));

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
    seat === f.seat ? t('seat.you') : '',
    s.kind === 'bot' ? botLevel(s.name) : '',
    live && s.kind === 'human' && !s.connected ? t('seat.away') : '',
    s.standIn ? t('seat.stand-in') : '',
  ]
    .filter(Boolean)
    .join(', ');
  const card = h(
    'div',
    {
      className: `seat${toMove.includes(seat) ? ' to-move' : ''}${seat === f.seat ? ' me' : ''}`,
      dataset: { seat: String(seat) },
    },
    seatMark(seat),
    h('strong', { textContent: ` ${s.kind === 'empty' ? t('seat.open') : seatName(s, seat)}` }),
    flags ? h('span', { className: 'flags', textContent: ` (${flags})` }) : null,
    h('div', {
      className: 'score',
      textContent: t('seat.points', {
        n: num(board.scores(f.view)[seat] ?? 0),
        count: board.scores(f.view)[seat] ?? 0,
      }),
    }),
    h('div', { className: 'small', textContent: f.started ? board.holds(f.view, seat) : '' }),
    toMove.includes(seat) ? h('div', { className: 'turn-mark', textContent: t('seat.to-move') }) : null,
  );
  card.style.borderTopColor = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  return card;
}

/** The end of a game in words: the winners by name, their points, every seat's final score. */
export function gameOverLine(outcome: Outcome, names: readonly string[], you: number | null): string {
  const winners = outcome.winners.map((seat) =>
    seat === you ? t('table.you-mark', { name: names[seat]! }) : names[seat]!,
  );
  const points = outcome.scores[outcome.winners[0]!] ?? 0;
  return t('table.game-over', {
    winners: namesList(winners),
    count: winners.length,
    points: num(points),
    pointCount: points,
    scores: names.map((n, seat) => `${n} ${num(outcome.scores[seat] ?? 0)}`).join(', '),
  });
}
