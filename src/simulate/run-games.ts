/** Plays a range of seeded games on the fast path: shared by `simulate` and its worker threads. */
import type { EntryBot } from '../core/entry.js';
import type { AnyGame, Seat } from '../core/game.js';
import { runLoop } from '../core/play.js';

/** What one simulated game produced. */
export interface GameRecord {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly moves: number;
}

/** Plays games `from … to - 1`: game `i` uses seed `${seed}:${i}`. */
export function runGames(
  game: AnyGame,
  setup: Readonly<Record<string, unknown>>,
  seed: string | number,
  from: number,
  to: number,
  botsFor: (index: number, seat: Seat) => EntryBot,
  onGame?: () => void,
): GameRecord[] {
  const records: GameRecord[] = [];
  for (let index = from; index < to; index++) {
    const start = game.fast.setup({ ...setup, seed: `${seed}:${index}` });
    const bots: EntryBot[] = [];
    for (let seat = 0; seat < start.players; seat++) bots.push(botsFor(index, seat));
    const { state, moves } = runLoop(
      game,
      start,
      (turn) => bots[turn.player]!({ player: turn.player, legalMoves: turn.legalMoves, view: turn.view() }),
      { path: 'fast' },
    );
    const outcome = game.outcome(state);
    records.push({ scores: [...outcome.scores], winners: [...outcome.winners], moves: moves.length });
    onGame?.();
  }
  return records;
}
