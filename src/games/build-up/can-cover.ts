import { isDouble, pipTotal, type Tile } from '../../core/tiles.js';

/**
 * Whether `tile` may be stacked on `top` (the seed's building rules 1–3):
 * - a non-double covers a non-double with an equal or smaller pip total;
 * - a double covers any non-double;
 * - any tile covers a double only with a strictly larger pip total.
 *
 * @example
 * ```ts
 * canCover(makeTile(2, 3), makeTile(1, 4)); // true: 5 on 5
 * canCover(makeTile(5, 6), makeTile(0, 0)); // true: a double covers any non-double
 * canCover(makeTile(3, 3), makeTile(2, 4)); // false: 6 is not more than 6
 * ```
 */
export function canCover(top: Tile, tile: Tile): boolean {
  if (isDouble(top)) return pipTotal(tile) > pipTotal(top);
  return isDouble(tile) || pipTotal(tile) >= pipTotal(top);
}
