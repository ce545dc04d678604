/**
 * Tiny Block's greedy bot.
 *
 * @module
 */
import { type Bot, pipTotal } from 'boneyard';
import type { TinyBlockMove, TinyBlockView } from './types.js';

/**
 * A greedy Tiny Block bot: plays the heaviest tile it can (the most pips,
 * shedding weight in case the game blocks); among equals, the first listed.
 * With nothing to play it draws or passes, whichever is legal. It reads only
 * its view and its legal moves.
 *
 * @example
 * ```ts
 * playOut(tinyBlock, { seed: 1 }, [greedyTinyBlockBot(), randomBot(2)]);
 * ```
 */
export function greedyTinyBlockBot(): Bot<TinyBlockMove, TinyBlockView> {
  return ({ legalMoves, view }) => {
    let best = legalMoves[0]!;
    let bestPips = -1;
    for (const move of legalMoves) {
      if (move.type !== 'play') continue;
      const tile = view.hand?.find((t) => t.id === move.tile);
      if (tile && pipTotal(tile) > bestPips) {
        best = move;
        bestPips = pipTotal(tile);
      }
    }
    return best;
  };
}
