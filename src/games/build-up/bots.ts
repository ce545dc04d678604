/**
 * Build Up's bots: the greedy one (also the search bot's play-out policy).
 *
 * @module
 */
import type { Bot } from '../../core/bots.js';
import { pipTotal } from '../../core/tiles.js';
import type { BuildUpMove, BuildUpView } from './types.js';

/**
 * A greedy Build Up bot: plays the tile and stack that gain the most right
 * now: its own pips put on top, plus an opponent's pips covered (or minus its
 * own pips covered). Ties go to the smaller tile, keeping big ones for later.
 *
 * @example
 * ```ts
 * playOut(buildUp, { seed: 1 }, [greedyBuildUpBot(), randomBot(2)]);
 * ```
 */
export function greedyBuildUpBot(): Bot<BuildUpMove, BuildUpView> {
  return ({ legalMoves, view, player }) => {
    let best = legalMoves[0]!;
    let bestGain = -Infinity;
    let bestSize = Infinity;
    for (const move of legalMoves) {
      if (move.type !== 'play') continue;
      const tile = view.myHand.find((t) => t.id === move.tile)!;
      const stack = view.stacks[move.stack]!;
      const top = stack[stack.length - 1]!;
      const gain = pipTotal(tile) + (top.set === player ? -pipTotal(top) : pipTotal(top));
      if (gain > bestGain || (gain === bestGain && pipTotal(tile) < bestSize)) {
        best = move;
        bestGain = gain;
        bestSize = pipTotal(tile);
      }
    }
    return best;
  };
}
