/**
 * Domino Squares Draw: the types only (its options inferred from their one
 * declaration, `DRAW_OPTIONS` in `shared/shape.ts`).
 *
 * @module
 */
import type { Infer } from '../../../core/schema.js';
import type { DRAW_OPTIONS } from '../shared/shape.js';

/**
 * Options of Draw played with Domino Squares pieces.
 *
 * @example
 * ```ts
 * dominoSquaresDraw.setup({ seed: 1, drawRule: 'one' });
 * ```
 */
export interface DominoSquaresDrawOptions extends Infer<typeof DRAW_OPTIONS> {}
