/** Plays a range of seeded games on the fast path: shared by `simulate` and its worker threads. */

import { BoneyardError } from '../core/errors.js';
import type { AnyGame, Seat } from '../core/game.js';
import type { RegistryBot } from '../registry.js';

/** What one simulated game produced. */
export interface GameRecord {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly moves: number;
}

/** Makes the bot for `seat` in game number `index`. */
export type SeatBots = (index: number, seat: Seat) => RegistryBot;

/** Plays games `from … to - 1`: game `i` uses seed `${seed}:${i}`. */
export function runGames(
  game: AnyGame,
  setup: Readonly<Record<string, unknown>>,
  seed: string | number,
  from: number,
  to: number,
  botsFor: SeatBots,
  onGame?: () => void,
): GameRecord[] {
  const records: GameRecord[] = [];
  for (let index = from; index < to; index++) {
    const state = game.fast.setup({ ...setup, seed: `${seed}:${index}` });
    const bots: RegistryBot[] = [];
    for (let seat = 0; seat < state.players; seat++) bots.push(botsFor(index, seat));
    const bound = game.moveBound(state);
    let moves = 0;
    for (let active = game.activePlayers(state); active.length > 0; active = game.activePlayers(state)) {
      if (moves >= bound)
        throw new BoneyardError('move-bound', `${game.name} passed its move bound of ${bound}.`);
      const player = active[0] as Seat;
      const legalMoves = game.legalMoves(state, player);
      const move = bots[player]!({ player, legalMoves, view: game.view(state, player) });
      game.fast.apply(state, move);
      moves++;
    }
    const outcome = game.outcome(state);
    records.push({ scores: [...outcome.scores], winners: [...outcome.winners], moves });
    onGame?.();
  }
  return records;
}
