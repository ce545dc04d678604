import type { Seat } from '../../core/game.js';

/**
 * Place a piece: `piece` is its id, `rotation` its clockwise quarter turns
 * (0–3), `(x, y)` the empty cell (x to the right, y downwards; the starter is
 * at `(0, 0)`). The cell must share a full side with exactly one piece, an
 * end, and both facing squares must match. Every listing comes from
 * `listSquarePlacements`.
 *
 * @example
 * ```ts
 * const move: DominoSquaresPlay = { type: 'play', player: 0, piece: 'p07', rotation: 1, x: 1, y: 0 };
 * ```
 */
export interface DominoSquaresPlay {
  readonly type: 'play';
  readonly player: Seat;
  readonly piece: string;
  readonly rotation: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Take the top piece of the draw pile (or boneyard).
 *
 * @example
 * ```ts
 * const move: DominoSquaresDraw = { type: 'draw', player: 1 };
 * ```
 */
export interface DominoSquaresDraw {
  readonly type: 'draw';
  readonly player: Seat;
}

/**
 * End your turn without playing: when you cannot play and may not draw, or
 * to keep a piece you just drew (or to decline a Play Again).
 *
 * @example
 * ```ts
 * const move: DominoSquaresPass = { type: 'pass', player: 2 };
 * ```
 */
export interface DominoSquaresPass {
  readonly type: 'pass';
  readonly player: Seat;
}
