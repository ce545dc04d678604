/**
 * Domino Squares Draw: the greedy bot.
 *
 * @module
 */
import type { Bot } from '../../../core/bots.js';
import { classicMove } from '../shared/bots.js';
import type { DominoSquaresClassicView, DominoSquaresDrawMove } from '../shared/types.js';

/**
 * A greedy Draw bot (Domino Squares pieces): as the Block bot, it plays the
 * piece with the most pips whenever it can (a piece it may keep is played);
 * it draws only when it cannot play and passes only when it must.
 *
 * @example
 * ```ts
 * playOut(dominoSquaresDraw, { seed: 1 }, [greedyDominoSquaresDrawBot(), randomBot(2)]);
 * ```
 */
export function greedyDominoSquaresDrawBot(): Bot<DominoSquaresDrawMove, DominoSquaresClassicView> {
  return ({ view, legalMoves }) => classicMove(view, legalMoves);
}
