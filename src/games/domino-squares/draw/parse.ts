/**
 * Domino Squares Draw: `parseState`: a stored state checked value by value.
 *
 * @module
 */
import type { JsonValue } from '../../../core/parse.js';
import { parseClassic } from '../shared/parse.js';
import type { DominoSquaresClassicState } from '../shared/types.js';

/**
 * Checks an untrusted Draw state (`dominoSquaresDraw.parseState`): as Block,
 * with a boneyard instead of pieces out of play.
 *
 * @example
 * ```ts
 * const state = parseDominoSquaresDrawState(JSON.parse(stored));
 * ```
 */
export function parseDominoSquaresDrawState(input: JsonValue): DominoSquaresClassicState {
  return parseClassic(input, 'draw');
}
