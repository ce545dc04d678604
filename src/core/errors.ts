/**
 * Every error boneyard throws, in one place. Each carries a stable `code`
 * naming the rule or option that was broken, so an app can branch on it
 * without parsing messages.
 *
 * @module
 */

/**
 * Base class of every error thrown by boneyard.
 *
 * @example
 * ```ts
 * try {
 *   buildUp.apply(state, move);
 * } catch (error) {
 *   if (error instanceof BoneyardError) console.log(error.code);
 * }
 * ```
 */
export class BoneyardError extends Error {
  /** Stable, machine-readable name of the broken rule or option, e.g. `'cannot-cover'`. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'BoneyardError';
    this.code = code;
  }
}

/**
 * A move that is malformed or breaks a rule. The state passed to `apply` is
 * untouched (it is frozen).
 *
 * @example
 * ```ts
 * try {
 *   buildUp.apply(state, { type: 'pass', player: 0 });
 * } catch (error) {
 *   if (error instanceof IllegalMoveError) console.log(error.code, error.message, error.move);
 * }
 * ```
 */
export class IllegalMoveError extends BoneyardError {
  /** The move that was refused, exactly as it was passed. */
  readonly move: unknown;

  constructor(code: string, message: string, move: unknown) {
    super(code, message);
    this.name = 'IllegalMoveError';
    this.move = move;
  }
}

/**
 * A setup option (or any other argument) that is missing, of the wrong type
 * or out of range. `option` names it, e.g. `'players'` or `'grid[1][2]'`.
 *
 * @example
 * ```ts
 * try {
 *   buildUp.setup({ players: 1, seed: 7 });
 * } catch (error) {
 *   if (error instanceof InvalidOptionError) console.log(error.option); // 'players'
 * }
 * ```
 */
export class InvalidOptionError extends BoneyardError {
  /** The option or argument path that is wrong. */
  readonly option: string;

  constructor(option: string, message: string) {
    super('invalid-option', `${option}: ${message}`);
    this.name = 'InvalidOptionError';
    this.option = option;
  }
}
