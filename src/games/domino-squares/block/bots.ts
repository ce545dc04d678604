/**
 * Domino Squares Block: the greedy bot.
 *
 * @module
 */
import type { Bot } from '../../../core/bots.js';
import { classicMove } from '../shared/bots.js';
import type { DominoSquaresBlockMove, DominoSquaresClassicView } from '../shared/types.js';

/**
 * A greedy Block bot (Domino Squares pieces): it plays the piece with the most
 * pips (the fewest pips left wins), keeping pieces with wild squares, which
 * fit most, for later; it passes only when it cannot play.
 *
 * @example
 * ```ts
 * playOut(dominoSquaresBlock, { seed: 1 }, [greedyDominoSquaresBlockBot(), randomBot(2)]);
 * ```
 */
export function greedyDominoSquaresBlockBot(): Bot<DominoSquaresBlockMove, DominoSquaresClassicView> {
  return ({ view, legalMoves }) => classicMove(view, legalMoves);
}
