/**
 * The texts seeded games give people, gathered for the texts tests: every event told to every viewer (with the
 * event's English `text`), and every legal move's description at every decision point (with `describeMove`).
 */
import type { BaseMove, BaseState, Message, Seat } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { seededPlay } from '../games/seeded-play.js';

/**
 * The listed games that speak every language: their entries give `describeMoveMessage` and `formatMessages`
 * (every game of the library does; a game just made from the template speaks English only until it does).
 */
export const SPEAKING: readonly string[] = Object.keys(gameRegistry).filter(
  (id) => gameRegistry[id]!.describeMoveMessage && gameRegistry[id]!.formatMessages,
);

/** One text as the library gives it: its message (if any) and its English text. */
export interface Said {
  readonly message: Message | undefined;
  readonly text: string;
  /** Where it came from, for failure messages. */
  readonly where: string;
  /** The seat it was told to (an event) or the seat choosing (a move). */
  readonly viewer: Seat | null;
}

/** Every text of `games` seeded games per variant of game `id`, each cut after `maxMoves` moves. */
export function textsOf(id: string, games: number, maxMoves: number, salt = 'texts'): Said[] {
  const entry = gameRegistry[id]!;
  const out: Said[] = [];
  for (let g = 0; g < games; g++) {
    for (const [variant, options] of Object.entries(entry.variants)) {
      const play = seededPlay(id, options, `${salt}-${id}-${variant}-${g}`, g);
      let n = 0;
      for (const { state, move, after } of play.moves) {
        const where = `${id} ${variant} game ${g} move ${n}`;
        const seats = Array.from({ length: state.players }, (_, s) => s);
        for (const seat of entry.game.activePlayers(state) as Seat[]) {
          const view = entry.game.view(state, seat);
          for (const legal of entry.game.legalMoves(state, seat) as BaseMove[]) {
            out.push({
              message: entry.describeMoveMessage?.(view as never, legal as never),
              text: entry.describeMove(view as never, legal as never),
              where: `${where}, a move of seat ${seat}`,
              viewer: seat,
            });
          }
        }
        for (const viewer of [...seats, null]) {
          for (const event of entry.game.events(state as never, after as never, move as never, viewer)) {
            out.push({
              message: event.message,
              text: event.text,
              where: `${where}, ${event.type} to ${viewer}`,
              viewer,
            });
          }
        }
        if (++n >= maxMoves) break;
      }
      void (play.start as BaseState);
    }
  }
  return out;
}
