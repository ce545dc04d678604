/**
 * Every error boneyard throws, in one place. Each carries a stable `code`
 * naming the rule or option that was broken, so an app can branch on it
 * without parsing messages.
 *
 * @module
 */
import type { Message } from './message.js';

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

  constructor(code: string, message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
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
 *   if (error instanceof IllegalMoveError) console.log(error.code, error.message, error.move, error.why);
 * }
 * ```
 */
export class IllegalMoveError<C extends string = string> extends BoneyardError {
  /** The rule broken: one of the game's codes (`game.codes`) or a {@link CoreCode}. */
  declare readonly code: C;
  /** The move that was refused, exactly as it was passed. */
  readonly move: unknown;
  /** The refusal as a message, to say it in any language (`textOf(error.why, 'es')`); see `Violation.why`. */
  readonly why: Message | undefined;

  constructor(code: C, message: string, move: unknown, why?: Message) {
    super(code, message);
    this.name = 'IllegalMoveError';
    this.move = move;
    this.why = why;
  }
}

/**
 * A stored or received state that is not one this game can reach: wrong
 * shape, out of range, tiles lost or duplicated, broken invariants. `path`
 * names the first bad value, e.g. `'hands[0][3].high'` (`''` for the whole
 * state); `code` names what is wrong with it, e.g. `'bad-shape'`.
 *
 * @example
 * ```ts
 * try {
 *   buildUp.parseState(JSON.parse(stored));
 * } catch (error) {
 *   if (error instanceof InvalidStateError) console.log(error.code, error.path);
 * }
 * ```
 */
export class InvalidStateError extends BoneyardError {
  /** What is wrong: one of {@link STATE_CODES} for boneyard's own games; a game of your own may add its own. */
  declare readonly code: StateCode | (string & {});
  /** Where the first bad value is, as a property path from the state. */
  readonly path: string;

  constructor(code: string, path: string, message: string) {
    super(code, `${path || 'state'}: ${message}`);
    this.name = 'InvalidStateError';
    this.path = path;
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

/**
 * The codes `defineGame` itself gives, for every game, before a game's own
 * rules are asked: the move's shape, its seat, the turn.
 *
 * @example
 * ```ts
 * CORE_CODES.includes('not-your-turn'); // true
 * ```
 */
export const CORE_CODES = [
  'malformed-move',
  'unknown-move-type',
  'bad-player',
  'unknown-field',
  'missing-field',
  'bad-field',
  'not-your-turn',
  'not-your-seat',
] as const;

/**
 * One of {@link CORE_CODES}.
 *
 * @example
 * ```ts
 * buildUp.validate(state, { type: 'pass', player: 1 })?.code; // 'not-your-turn' while seat 1 may not move
 * ```
 */
export type CoreCode = (typeof CORE_CODES)[number];

/**
 * Every code an {@link InvalidStateError} from boneyard carries: the shared
 * readers of `stateCheck` (shape, types, ranges, tiles), `defineGame`'s own
 * checks, and the games' `parseState` (each code names what is wrong, the
 * error's `path` names where). `docs/codes.md` says where each is thrown and
 * what it means.
 *
 * @example
 * ```ts
 * try {
 *   buildUp.parseState(JSON.parse(stored));
 * } catch (error) {
 *   if (error instanceof InvalidStateError && error.code === 'lost-tile') console.log('a tile is missing');
 * }
 * STATE_CODES.includes('bad-score'); // true
 * ```
 */
export const STATE_CODES = [
  // The shared readers (`stateCheck`)
  'not-json',
  'bad-shape',
  'unknown-key',
  'missing-key',
  'bad-length',
  'bad-type',
  'out-of-range',
  'bad-rng',
  'bad-tile',
  'foreign-tile',
  'duplicate-tile',
  'lost-tile',
  // defineGame's checks of every parsed state
  'bad-option',
  'inconsistent',
  // The games' own checks
  'bad-phase',
  'bad-turn',
  'bad-round',
  'bad-over',
  'bad-score',
  'bad-result',
  'bad-winners',
  'bad-seats',
  'bad-hand',
  'hand-too-big',
  'short-deal',
  'bad-stack',
  'wrong-colour',
  'bad-truck',
  'bad-chain',
  'bad-layout',
  'bad-end',
  'bad-row',
  'bad-known',
] as const;

/**
 * One of {@link STATE_CODES}: why a stored or received state was refused.
 *
 * @example
 * ```ts
 * buildUp.parseState(JSON.parse(stored)); // throws InvalidStateError, e.g. code 'duplicate-tile' at path 'hands[1][2]'
 * ```
 */
export type StateCode = (typeof STATE_CODES)[number];

/**
 * Every code a {@link BoneyardError} that is not about a move or a state
 * carries: a bad option or argument (`invalid-option`, an
 * {@link InvalidOptionError}), a game or bot that cannot do what was asked,
 * a game run past its bound, a rule that changed a shared tile in place
 * (`tile-changed`), a broken invariant found by `checkGame`
 * (`invariant-broken`, a `GameCheckError`), and the queue's failures.
 * `docs/codes.md` says where each is thrown and what it means.
 *
 * @example
 * ```ts
 * try {
 *   playOut(buildUp, { seed: 1 }, []);
 * } catch (error) {
 *   if (error instanceof BoneyardError && error.code === 'no-bot') console.log('give every seat a bot');
 * }
 * RUNTIME_CODES.includes('move-bound'); // true
 * ```
 */
export const RUNTIME_CODES = [
  // Options and arguments
  'invalid-option',
  // Games, bots and the play loop
  'no-parser',
  'no-sampler',
  'no-bot',
  'no-legal-moves',
  'move-bound',
  'tile-changed',
  // The testing kit
  'invariant-broken',
  // The queue (`boneyard/queue`)
  'queue-missing-peer',
  'queue-unreachable',
  'queue-bad-chunk',
  'queue-chunk-failed',
  'queue-lost-chunk',
] as const;

/**
 * One of {@link RUNTIME_CODES}.
 *
 * @example
 * ```ts
 * randomBot(1)({ player: 0, view, legalMoves: [] }); // throws BoneyardError, code 'no-legal-moves'
 * ```
 */
export type RuntimeCode = (typeof RUNTIME_CODES)[number];

/**
 * Text for any value in an error message: never throws (BigInt, symbols,
 * cycles, Proxies and throwing getters included) and never runs long.
 *
 * @internal
 */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
      case 'number':
      case 'boolean':
      case 'undefined':
        return String(value);
      case 'bigint':
        return `${value}n`;
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (value === null) return 'null';
        return Array.isArray(value) ? 'an array' : 'an object';
    }
  } catch {
    return 'a value';
  }
}
