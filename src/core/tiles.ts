/**
 * Tiles and pip sets.
 *
 * @module
 */

/**
 * One domino. `low ≤ high` are its two pip values; `set` is the index of the
 * set it came from (its owner or colour where a game has several sets); `id`
 * tells apart two tiles with the same pips from different sets.
 *
 * @example
 * ```ts
 * makeTile(5, 3, 1); // { id: '1:3-5', set: 1, low: 3, high: 5 }
 * ```
 */
export interface Tile {
  /** Unique within a game: `'<set>:<low>-<high>'`, see {@link tileId}. */
  readonly id: string;
  /** The index of the set the tile came from (its owner or colour in multi-set games). */
  readonly set: number;
  /** The smaller of the two pip values. */
  readonly low: number;
  /** The larger of the two pip values (equal to `low` on a double). */
  readonly high: number;
}

/**
 * The id of the tile with these pips in this set: `'<set>:<low>-<high>'`.
 *
 * @example
 * ```ts
 * tileId(5, 3, 1); // '1:3-5'
 * ```
 */
export function tileId(a: number, b: number, set = 0): string {
  return a <= b ? `${set}:${a}-${b}` : `${set}:${b}-${a}`;
}

/**
 * Makes one tile.
 *
 * @example
 * ```ts
 * makeTile(6, 2); // { id: '0:2-6', set: 0, low: 2, high: 6 }
 * ```
 */
export function makeTile(a: number, b: number, set = 0): Tile {
  // Tiles are values: frozen once here, so every state (public or fast) shares the same kind of object.
  return Object.freeze(
    a <= b
      ? { id: tileId(a, b, set), set, low: a, high: b }
      : { id: tileId(a, b, set), set, low: b, high: a },
  );
}

/**
 * Every tile of a double-`n` set (double-six: `n = 6`, 28 tiles), ordered
 * 0-0, 0-1, …, n-n.
 *
 * @example
 * ```ts
 * doubleSet(6).length;  // 28
 * doubleSet(9).length;  // 55
 * doubleSet(6, 1)[0].id; // '1:0-0'
 * ```
 */
export function doubleSet(n: number, set = 0): Tile[] {
  const tiles: Tile[] = [];
  for (let low = 0; low <= n; low++) {
    for (let high = low; high <= n; high++) tiles.push(makeTile(low, high, set));
  }
  return tiles;
}

/**
 * Whether both ends of the tile show the same pips.
 *
 * @example
 * ```ts
 * isDouble(makeTile(4, 4)); // true
 * ```
 */
export function isDouble(tile: Tile): boolean {
  return tile.low === tile.high;
}

/**
 * The tile's pip total.
 *
 * @example
 * ```ts
 * pipTotal(makeTile(4, 5)); // 9
 * ```
 */
export function pipTotal(tile: Tile): number {
  return tile.low + tile.high;
}

/**
 * The tile as players write it, e.g. `'3-5'`.
 *
 * @example
 * ```ts
 * formatTile(makeTile(5, 3)); // '3-5'
 * ```
 */
export function formatTile(tile: Tile): string {
  return `${tile.low}-${tile.high}`;
}
