/**
 * Domino Squares Block: a state consistent with a view (for search bots).
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { RngHolder } from '../../../core/random.js';
import { sampleClassic } from '../shared/sample.js';
import type { DominoSquaresClassicState, DominoSquaresClassicView } from '../shared/types.js';

/**
 * A full Block (Domino Squares pieces) state consistent with what `player`
 * sees (for search bots): the pieces not on the layout and not in the
 * player's hand are dealt at random to the other hands and out of play,
 * keeping the sizes; while the game goes on somebody can play (else it would
 * have ended blocked: up to 20 deals are tried). Once over, the exposed hands
 * are kept. Passes seen earlier are not used (the view keeps no history).
 *
 * @example
 * ```ts
 * const guess = sampleDominoSquaresBlock(dominoSquaresBlock.view(state, 1), 1, { rng: createRng(5) });
 * ```
 */
export function sampleDominoSquaresBlock(
  view: DominoSquaresClassicView,
  player: Seat,
  random: RngHolder,
): DominoSquaresClassicState {
  return sampleClassic(view, player, random);
}
