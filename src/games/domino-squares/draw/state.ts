/**
 * Domino Squares Draw: setup and the flow (each step emits what it does).
 *
 * @module
 */
import type { RngState } from '../../../core/random.js';
import { checkSquaresPieceSet } from '../shared/pieces.js';
import { initClassic } from '../shared/state.js';
import type { DominoSquaresClassicState } from '../shared/types.js';
import type { DominoSquaresDrawOptions } from './types.js';

/** Draw's deal: 7 pieces each, a starter, the rest the boneyard. */
export function initDominoSquaresDraw(
  players: number,
  options: DominoSquaresDrawOptions,
  rng: RngState,
): DominoSquaresClassicState {
  return initClassic('draw', players, { ...options, pieces: checkSquaresPieceSet(options.pieces, 0) }, rng);
}
