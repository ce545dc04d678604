/**
 * Seeded chance. The generator's state is a plain array of numbers kept in
 * the game state (`rng`), so a state survives `JSON.stringify` and replays the
 * same everywhere. Draws go through a holder object (`{ rng }`) and advance
 * its state in place, on the rules' private mutable copy of a state.
 *
 * @module
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { InvalidOptionError } from './errors.js';

/**
 * The generator state (xoroshiro128+), as plain numbers.
 *
 * @example
 * ```ts
 * createRng(42); // four plain numbers, JSON-safe: the same four for 42 every time
 * ```
 */
export type RngState = readonly number[];

/**
 * Anything holding a generator state, e.g. a game state or the rules' mutable copy of it.
 *
 * @example
 * ```ts
 * const holder: RngHolder = { rng: createRng('seed') };
 * randomInt(holder, 1, 6); // advances holder.rng
 * ```
 */
export interface RngHolder {
  /** The generator state, replaced each time a number is drawn. */
  rng: RngState;
}

/**
 * A seed: any safe integer, or any string (hashed).
 *
 * @example
 * ```ts
 * buildUp.setup({ seed: 42 }); // a number or a string: buildUp.setup({ seed: 'table-7' }) too
 * ```
 */
export type Seed = number | string;

/**
 * The longest string seed accepted (characters): a seed names a game, it does not carry data.
 *
 * @example
 * ```ts
 * 'table-7'.length <= MAX_SEED_LENGTH; // true
 * ```
 */
export const MAX_SEED_LENGTH = 256;

/**
 * Turns a seed into a 32-bit integer. Strings (up to {@link MAX_SEED_LENGTH}
 * characters) are hashed with FNV-1a, so `'table-7'` always gives the same game.
 *
 * @throws {@link InvalidOptionError} `seed` unless it is a safe integer or a string of at most {@link MAX_SEED_LENGTH} characters.
 * @internal
 * @example
 * ```ts
 * seedToInt('table-7') === seedToInt('table-7'); // true
 * ```
 */
export function seedToInt(seed: Seed): number {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed))
      throw new InvalidOptionError('seed', 'must be a safe integer or a string');
    return seed | 0;
  }
  if (typeof seed !== 'string') throw new InvalidOptionError('seed', 'must be a safe integer or a string');
  if (seed.length > MAX_SEED_LENGTH) {
    throw new InvalidOptionError('seed', `must be at most ${MAX_SEED_LENGTH} characters, not ${seed.length}`);
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * A fresh generator state for a seed.
 *
 * @returns Four 32-bit numbers, plain JSON: the same for the same seed.
 * @throws `InvalidOptionError` `seed` unless it is a safe integer or a string of at most {@link MAX_SEED_LENGTH} characters.
 * @example
 * ```ts
 * const holder = { rng: createRng(42) };
 * randomInt(holder, 1, 6); // a die roll, the same for seed 42 every time
 * ```
 */
export function createRng(seed: Seed): RngState {
  return [...xoroshiro128plus(seedToInt(seed)).getState()];
}

/**
 * A uniform integer in `[min, max]`; advances `holder.rng`.
 *
 * @example
 * ```ts
 * const holder = { rng: createRng('dice') };
 * const die = randomInt(holder, 1, 6);
 * ```
 */
export function randomInt(holder: RngHolder, min: number, max: number): number {
  const generator = xoroshiro128plusFromState(holder.rng);
  const value = uniformInt(generator, min, max);
  holder.rng = [...generator.getState()];
  return value;
}

/**
 * Shuffles `items` in place (Fisher–Yates) with the holder's generator and
 * returns it.
 *
 * @example
 * ```ts
 * const holder = { rng: createRng(1) };
 * shuffle(holder, [1, 2, 3, 4]);
 * ```
 */
export function shuffle<T>(holder: RngHolder, items: T[]): T[] {
  if (items.length < 2) return items;
  const generator = xoroshiro128plusFromState(holder.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(generator, 0, i);
    const swap = items[i] as T;
    items[i] = items[j] as T;
    items[j] = swap;
  }
  holder.rng = [...generator.getState()];
  return items;
}
