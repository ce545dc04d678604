/**
 * One seeded game of a listed game, move by move, for the records that pin
 * behaviour (`events-record.ts`, `parse-record.ts`): seats alternate between
 * the greedy bot (the moves people make) and random moves (the odd ones).
 */
import type { AnyGame, BaseMove, BaseState, RngHolder, Seat } from '../../src/index.js';
import { createRng, randomInt } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';

/** One move of a seeded game: the state before, the move, the state after. */
export interface SeededStep {
  readonly state: BaseState;
  readonly move: BaseMove;
  readonly after: BaseState;
}

/**
 * Game `id` set up with `options` and `seed`; `moves` plays it lazily (a move's random draws are made only when
 * it is asked for) until no seat is to move; `g` decides which seats play greedy. `random` is the game's
 * stream of draws, for a caller that goes on drawing from it.
 */
export function seededPlay(id: string, options: Record<string, unknown>, seed: string, g: number) {
  const entry = gameRegistry[id]!;
  const game: AnyGame = entry.game;
  const random: RngHolder = { rng: createRng(seed) };
  const start = game.setup({ ...options, seed } as never) as BaseState;
  const greedy = Array.from({ length: start.players }, () => entry.bots.greedy(seed));
  function* moves(): Generator<SeededStep> {
    let state = start;
    for (;;) {
      const active: Seat[] = game.activePlayers(state);
      if (active.length === 0) return;
      const seat = active[randomInt(random, 0, active.length - 1)]!;
      const legal = game.legalMoves(state, seat) as BaseMove[];
      const move =
        (seat + g) % 2 === 0
          ? (greedy[seat]!({ player: seat, view: game.view(state, seat), legalMoves: legal }) as BaseMove)
          : legal[randomInt(random, 0, legal.length - 1)]!;
      const after = game.apply(state, move) as BaseState;
      yield { state, move, after };
      state = after;
    }
  }
  return { game, random, start, moves: moves() };
}
