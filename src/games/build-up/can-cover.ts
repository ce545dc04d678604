/**
 * The building rules: which tile may cover which, tile by tile
 * ({@link canCover}) and against the whole table at once ({@link lowestBars},
 * {@link coversSome}).
 *
 * @module
 */
import { isDouble, pipTotal, type Tile } from '../../core/tiles.js';
import type { BuildUpOptions } from './types.js';

type StackView = readonly (readonly Tile[])[];

/**
 * Whether `tile` may be stacked on `top` (the seed's building rules 1–3):
 * - a non-double covers a non-double with an equal or smaller pip total;
 * - a double covers any non-double;
 * - a double covers a double only with a strictly larger pip total;
 * - a non-double covers a double only with a strictly larger pip total
 *   (Ruling 4 of `docs/rules/build-up.md`), or also with an equal one when
 *   `options.equalOnDouble` is true (rule 1 read literally; see
 *   `BuildUpOptions.equalOnDouble`).
 *
 * Pass the game's options (e.g. `state.options`) to follow its rules; the
 * two-argument call uses the defaults.
 *
 * @example
 * ```ts
 * canCover(makeTile(2, 3), makeTile(1, 4)); // true: 5 on 5
 * canCover(makeTile(5, 6), makeTile(0, 0)); // true: a double covers any non-double
 * canCover(makeTile(3, 3), makeTile(2, 4)); // false: 6 is not more than 6
 * canCover(makeTile(3, 3), makeTile(2, 4), { equalOnDouble: true }); // true: 6 on 6
 * canCover(makeTile(3, 3), makeTile(3, 3, 1), { equalOnDouble: true }); // false: a double on a double needs more
 * ```
 */
export function canCover(
  top: Tile,
  tile: Tile,
  options?: Partial<Pick<BuildUpOptions, 'equalOnDouble'>>,
): boolean {
  if (isDouble(top)) {
    const total = pipTotal(tile);
    const under = pipTotal(top);
    return total > under || (total === under && options?.equalOnDouble === true && !isDouble(tile));
  }
  return isDouble(tile) || pipTotal(tile) >= pipTotal(top);
}

/**
 * The lowest bars on the table: the smallest pip total among non-double tops
 * (`plain`) and among double tops (`double`), `Infinity` when there is none.
 * With them, whether a tile goes on some stack is one comparison or two
 * ({@link coversSome}) instead of a `canCover` test per stack.
 */
export interface Bars {
  /** The smallest pip total among non-double tops (`Infinity` if none). */
  readonly plain: number;
  /** The smallest pip total among double tops (`Infinity` if none). */
  readonly double: number;
}

/** The {@link Bars} of these stacks. */
export function lowestBars(stacks: StackView): Bars {
  let plain = Infinity;
  let double = Infinity;
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i]!;
    const top = stack[stack.length - 1]!;
    const total = top.low + top.high;
    if (top.low === top.high) {
      if (total < double) double = total;
    } else if (total < plain) plain = total;
  }
  return { plain, double };
}

/**
 * Whether `tile` covers at least one top, by rules 1–3 (see `canCover`): any
 * tile goes on a double with fewer pips (a non-double also on one with as
 * many when `equalOnDouble`); a double goes on any non-double; a non-double
 * goes on a non-double with as many pips or fewer.
 */
export function coversSome(bars: Bars, tile: Tile, equalOnDouble = false): boolean {
  const total = tile.low + tile.high;
  const double = tile.low === tile.high;
  if (total > bars.double || (equalOnDouble && !double && total === bars.double)) return true;
  return double ? bars.plain !== Infinity : total >= bars.plain;
}
