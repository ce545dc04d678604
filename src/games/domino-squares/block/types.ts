/**
 * Domino Squares Block: the types only (its options inferred from their one
 * declaration, `BLOCK_OPTIONS` in `shared/shape.ts`).
 *
 * @module
 */
import type { Infer } from '../../../core/schema.js';
import type { BLOCK_OPTIONS } from '../shared/shape.js';

/**
 * Options of Block played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresBlock.setup({ seed: 1, players: 4, firstPlayer: 2 });
 * ```
 */
export interface DominoSquaresBlockOptions extends Infer<typeof BLOCK_OPTIONS> {}
