/**
 * Domino Squares Block: setup and the flow (each step emits what it does).
 *
 * @module
 */
import type { RngState } from '../../../core/random.js';
import { checkSquaresPieceSet } from '../shared/pieces.js';
import { initClassic } from '../shared/state.js';
import type { DominoSquaresClassicState } from '../shared/types.js';
import type { DominoSquaresBlockOptions } from './types.js';

/** Block's deal: 9 pieces each, a starter, the rest out of play. */
export function initDominoSquaresBlock(
  players: number,
  options: DominoSquaresBlockOptions,
  rng: RngState,
): DominoSquaresClassicState {
  return initClassic(
    'block',
    players,
    { ...options, pieces: checkSquaresPieceSet(options.pieces, 0), drawRule: null },
    rng,
  );
}
