/**
 * Tiny Block's options: their defaults and their check.
 *
 * @module
 */
import { type InvalidOptionError, schema } from 'boneyard';
import { TINY_BLOCK_OPTIONS } from './shape.js';
import type { TinyBlockOptions } from './types.js';

/**
 * The default options: three tiles each.
 *
 * @example
 * ```ts
 * TINY_BLOCK_DEFAULTS.hand; // 3
 * ```
 */
export const TINY_BLOCK_DEFAULTS: TinyBlockOptions = { hand: 3 };

/**
 * Checks Tiny Block's options with their one declaration,
 * `TINY_BLOCK_OPTIONS`: `hand` is a whole number from 1 to 3 (three
 * players of three tiles use 9 of the 10 tiles).
 *
 * @throws {@link InvalidOptionError} `hand` out of range.
 * @example
 * ```ts
 * checkTinyBlockOptions({ hand: 2 }, 3); // fine
 * checkTinyBlockOptions({ hand: 4 }, 2); // throws InvalidOptionError (option 'hand')
 * ```
 */
export const checkTinyBlockOptions: (options: TinyBlockOptions, players: number) => void =
  /* @__PURE__ */ schema.optionsCheck(TINY_BLOCK_OPTIONS);
