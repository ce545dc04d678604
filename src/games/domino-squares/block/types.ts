/**
 * Domino Squares Block: the types only.
 *
 * @module
 */
import type { DominoSquaresPiece } from '../shared/pieces.js';

/**
 * Options of Block played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresBlock.setup({ seed: 1, players: 4, firstPlayer: 2 });
 * ```
 */
export interface DominoSquaresBlockOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /**
   * The seat that plays first (ruling 10 of `docs/rules/domino-squares.md`: the
   * oldest player, seat 0 unless told).
   */
  readonly firstPlayer: number;
  /**
   * Who wins when a player goes out (ruling 28 of
   * `docs/rules/domino-squares.md`): `'wins'` (the default) — the player who
   * went out wins outright and scores the pips left in every other hand;
   * `'fewest-pips'` (R1) — the hands are counted as after a block, so an
   * opponent left with only 0-pip pieces ties him.
   */
  readonly goingOut: 'wins' | 'fewest-pips';
}
