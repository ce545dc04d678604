/**
 * `replay`: a game's state rebuilt from its setup options and its moves.
 *
 * @module
 */
import type { BaseMove, BaseState, Game, SetupOptions } from './game.js';

/**
 * Rebuilds a state from its setup options and the moves played since: same
 * seed and same moves give the identical state.
 *
 * @returns The state after the last move, as `setup` and `apply` make it.
 * @throws `IllegalMoveError` (from `apply`) at the first illegal move.
 * @example
 * ```ts
 * const state = replay(buildUp, { seed: 42 }, moves);
 * ```
 */
export function replay<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  setupOptions: SetupOptions<O>,
  moves: readonly unknown[],
): S {
  let state = game.setup(setupOptions);
  // Stored moves are untrusted: `apply` reads and checks each at run time.
  for (const move of moves) state = game.apply(state, move as M);
  return state;
}
