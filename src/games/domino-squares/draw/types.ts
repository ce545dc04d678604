/**
 * Domino Squares Draw: the types only.
 *
 * @module
 */
import type { DominoSquaresPiece } from '../shared/pieces.js';

/**
 * Options of Draw played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresDraw.setup({ seed: 1, drawRule: 'one' });
 * ```
 */
export interface DominoSquaresDrawOptions {
  /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 7 per player and a starter. */
  readonly pieces: readonly DominoSquaresPiece[];
  /**
   * The seat that plays first (ruling 10 of `docs/rules/domino-squares.md`: the
   * oldest player, seat 0 unless told).
   */
  readonly firstPlayer: number;
  /**
   * `'until-playable'` (the rules): a player who cannot play draws piece after
   * piece until one can be played. `'one'` (the printed variant): draw one
   * piece, play it at once if it fits and you wish, else keep it; the turn ends.
   */
  readonly drawRule: 'until-playable' | 'one';
  /**
   * Who wins when a player goes out (ruling 28 of
   * `docs/rules/domino-squares.md`): `'wins'` (the default) — the player who
   * went out wins outright and scores the pips left in every other hand;
   * `'fewest-pips'` (R1) — the hands are counted as after a block, so an
   * opponent left with only 0-pip pieces ties him.
   */
  readonly goingOut: 'wins' | 'fewest-pips';
}
