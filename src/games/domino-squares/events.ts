/**
 * The events of a Block or Draw move (`dominoSquaresClassicEvents`): the one part of the family that
 * runs the rules of two of its games.
 *
 * @module
 */
import { recordMove } from '../../core/define-game.js';
import type { Seat } from '../../core/game.js';
import { dominoSquaresBlockMoves } from './block/rules.js';
import { dominoSquaresDrawMoves } from './draw/rules.js';
import { tellDominoSquaresClassic } from './shared/events.js';
import type {
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
} from './shared/types.js';

/**
 * The events of one Block or Draw move (`after = apply(before, move)`), as
 * `viewer` may see them: the move run again on a copy of `before`, told by
 * `tellDominoSquaresClassic`.
 *
 * @example
 * ```ts
 * const after = dominoSquaresDraw.apply(state, { type: 'draw', player: 0 });
 * dominoSquaresClassicEvents(state, after, { type: 'draw', player: 0 }, 1).map((event) => event.text);
 * // ['Seat 0 draws a piece: it does not fit.']
 * ```
 */
export function dominoSquaresClassicEvents(
  before: DominoSquaresClassicState,
  _after: DominoSquaresClassicState,
  move: DominoSquaresDrawMove,
  viewer: Seat | null,
): DominoSquaresClassicEvent[] {
  const moves = before.game === 'draw' ? dominoSquaresDrawMoves : dominoSquaresBlockMoves;
  return tellDominoSquaresClassic(recordMove(moves, before, move), viewer);
}
