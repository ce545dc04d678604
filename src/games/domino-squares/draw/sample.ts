/**
 * Domino Squares Draw: a state consistent with a view (for search bots).
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { RngHolder } from '../../../core/random.js';
import { sampleClassic } from '../shared/sample.js';
import type { DominoSquaresClassicState, DominoSquaresClassicView } from '../shared/types.js';

/**
 * A full Draw (Domino Squares pieces) state consistent with what `player`
 * sees (for search bots): the unseen pieces are dealt at random to the other
 * hands and the boneyard, keeping the sizes. With the one-piece draw rule, a
 * piece another player drew and may keep (`mayKeep`) fits the layout; with
 * the boneyard empty somebody can play (up to 20 deals are tried).
 *
 * @example
 * ```ts
 * const guess = sampleDominoSquaresDraw(dominoSquaresDraw.view(state, 0), 0, { rng: createRng(5) });
 * guess.boneyard.length; // view.boneyardSize
 * ```
 */
export function sampleDominoSquaresDraw(
  view: DominoSquaresClassicView,
  player: Seat,
  random: RngHolder,
): DominoSquaresClassicState {
  return sampleClassic(view, player, random);
}
