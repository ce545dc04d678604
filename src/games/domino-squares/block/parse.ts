/**
 * Domino Squares Block: `parseState`: a stored state checked value by value.
 *
 * @module
 */
import type { JsonValue } from '../../../core/parse.js';
import { parseClassic } from '../shared/parse.js';
import type { DominoSquaresClassicState } from '../shared/types.js';

/**
 * Checks an untrusted Block state (`dominoSquaresBlock.parseState`): shape,
 * the piece set with each piece once across layout, hands and out of play, the
 * layout's geometry, and the end (`ended`, pips, scores, winners).
 *
 * @example
 * ```ts
 * const state = parseDominoSquaresBlockState(JSON.parse(stored));
 * ```
 */
export function parseDominoSquaresBlockState(input: JsonValue): DominoSquaresClassicState {
  return parseClassic(input, 'block');
}
