/**
 * The demo's telling of one game: a short seeded game between bots, told
 * move by move with the game's own event texts and the scores as they
 * change, in at most {@link SCREEN} lines. A longer game is told at its
 * start and its end in full and in between by what changed the scores.
 */

import { wrap } from '../src/core/entry.js';
import type { GameEntry, GameFamily } from '../src/index.js';
import { playLoop } from '../src/index.js';

/** Lines a game's telling may take: one screen. */
export const SCREEN = 40;
/** Lines told in full at the end of a long game (its start gets the rest of the screen). */
const TAIL = 10;

/** Options that make a game short enough to watch, with what they change in words. */
const SHORT: Readonly<Record<string, { options: Record<string, unknown>; words: string }>> = {
  'build-up': { options: { schedule: [6] }, words: 'one hand of six tiles each (a game plays four hands)' },
  'domino-squares': { options: { rounds: 1 }, words: 'one round (a match plays three)' },
  shanghai: { options: { maxRounds: 1 }, words: 'one round (a match plays to 50 points)' },
};

interface Line {
  readonly text: string;
  /** The move it belongs to (1-based). */
  readonly move: number;
  /** The scores after that move. */
  readonly scores: string;
}

/**
 * One seeded game of `entry` between the greedy bot (seat 0) and `easy` bots,
 * told in at most {@link SCREEN} lines.
 */
export function tellGame(family: GameFamily, entry: GameEntry, seed: string | number): string[] {
  const { game, bots } = entry;
  const short = SHORT[game.id];
  const setup = { seed, ...short?.options };
  let state = game.setup(setup);
  const players = state.players;
  const seats = Array.from({ length: players }, (_, seat) =>
    seat === 0 ? bots.greedy(`${seed}:${seat}`) : bots.easy(`${seed}:${seat}`),
  );
  const scoresOf = (scores: readonly number[]) => scores.join(' · ');
  const lines: Line[] = [];
  let scores = scoresOf(game.outcome(state).scores);
  let moves = 0;
  const loop = playLoop(game, state);
  for (let step = loop.next(); ; ) {
    if (step.done) {
      state = step.value;
      break;
    }
    const turn = step.value;
    const move = seats[turn.player]!({ player: turn.player, view: turn.view(), legalMoves: turn.legalMoves });
    const told = game.step(turn.state, move, null);
    moves++;
    const now = scoresOf(game.outcome(told.state).scores);
    // The scores as they change: after the last event of the move that changed them.
    const last = told.events.length - 1;
    told.events.forEach((event, i) => {
      const mark = i === last && now !== scores ? `   → scores ${now}` : '';
      lines.push({ text: `  ${event.text}${mark}`, move: moves, scores: now });
    });
    scores = now;
    step = loop.next(move);
  }
  const bot = (seat: number) => `seat ${seat} ${seat === 0 ? 'greedy' : 'easy'}`;
  const header = [
    `== ${game.name} · boneyard/${family.folder} · seed ${JSON.stringify(seed)} ==`,
    ...(entry.howToPlay ? [`Goal: ${entry.howToPlay.goal}`] : []),
    `Bots: ${Array.from({ length: players }, (_, seat) => bot(seat)).join(', ')}. ` +
      (short ? `A short game: ${short.words}.` : 'A whole game.'),
  ].flatMap((line) => wrap(line, '  ').split('\n'));
  const outcome = game.outcome(state);
  const footer = [
    `${moves} moves. Winner: ${outcome.winners.map(bot).join(' and ')}, with ${outcome.scores[outcome.winners[0]!]}.`,
  ];
  const room = SCREEN - header.length - footer.length;
  return [...header, ...shorten(lines, room), ...footer];
}

/** All the lines if they fit in `room`; else the start and the end in full, and the scores between. */
function shorten(lines: readonly Line[], room: number): string[] {
  if (lines.length <= room) return lines.map((line) => line.text);
  const head = lines.slice(0, room - TAIL - 1);
  const tail = lines.slice(lines.length - TAIL);
  const from = head[head.length - 1]!.move + 1;
  const to = tail[0]!.move - 1;
  const gap = lines.filter((line) => line.move <= to).at(-1) ?? head[head.length - 1]!;
  return [
    ...head.map((line) => line.text),
    to >= from ? `  … moves ${from} to ${to} left out; after them the scores are ${gap.scores} …` : '  …',
    ...tail.map((line) => line.text),
  ];
}
