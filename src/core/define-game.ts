/**
 * `defineGame`: builds a {@link Game} from a game's rules, so every game
 * checks move shapes, turns and options the same way and applies moves the
 * same way (immer, deeply frozen, input untouched).
 *
 * @module
 */
import { type Draft, freeze, produce } from 'immer';
import { IllegalMoveError, InvalidOptionError } from './errors.js';
import type { BaseMove, BaseState, Game, Outcome, Seat, SetupOptions, Violation } from './game.js';
import { createRng, type RngHolder, type RngState } from './random.js';

/**
 * The type of one move field: `'int'` (a safe integer), `'string'`,
 * `'boolean'`, `'int[]'`, `'string[]'`; a trailing `?` makes it optional.
 * A readonly array of strings is an enumeration.
 *
 * @example
 * ```ts
 * const fields: Record<string, FieldKind> = { tile: 'string', stack: 'int', note: 'string?', side: ['left', 'right'] };
 * ```
 */
export type FieldKind =
  | 'int'
  | 'string'
  | 'boolean'
  | 'int[]'
  | 'string[]'
  | 'int?'
  | 'string?'
  | 'boolean?'
  | 'int[]?'
  | 'string[]?'
  | readonly string[];

/**
 * How one move type is checked and applied.
 *
 * @example
 * ```ts
 * const pass: MoveRule<NimState, NimPass> = {
 *   fields: {},
 *   check: (state, move) => (state.turn === move.player ? null : { code: 'not-your-turn', message: 'Wait.' }),
 *   reduce: (draft) => {
 *     draft.turn = 1 - draft.turn;
 *   },
 * };
 * ```
 */
export interface MoveRule<S, M> {
  /** The move's fields besides `type` and `player`. Any other field is refused. */
  readonly fields: Readonly<Record<string, FieldKind>>;
  /** `null` if legal, else the rule broken. Called only on a well-formed move by an active seat. */
  check(state: S, move: M): Violation | null;
  /**
   * Applies a checked move to a draft (or a private mutable copy). Copy values
   * out of `move`; never store the move object itself.
   */
  reduce(draft: Draft<S>, move: M): void;
}

/**
 * The rules of a game, from which {@link defineGame} builds the {@link Game}.
 *
 * @example
 * ```ts
 * const rules: GameRules<NimState, NimMove, NimOptions, NimView> = {
 *   id: 'nim', name: 'Nim', minPlayers: 2, maxPlayers: 2, defaultPlayers: 2,
 *   defaultOptions: { stones: 10 }, checkOptions, init, moves, activePlayers, legalMoves, view, outcome, moveBound,
 * };
 * export const nim = defineGame(rules);
 * ```
 */
export interface GameRules<S extends BaseState, M extends BaseMove, O, V> {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly defaultPlayers: number;
  readonly defaultOptions: O;
  /** Throws `InvalidOptionError` on a bad option value (unknown keys are refused before). */
  checkOptions(options: O, players: number): void;
  /** The initial state, plain and mutable; `rng` is the seeded generator state to store. */
  init(players: number, options: O, rng: RngState): S;
  readonly moves: { readonly [K in M['type']]: MoveRule<S, Extract<M, { type: K }>> };
  activePlayers(state: S): Seat[];
  legalMoves(state: S, player: Seat): M[];
  view(state: S, player: Seat | null): V;
  outcome(state: S): Outcome;
  moveBound(state: S): number;
  /** Optional: a state consistent with a seat's view, for search bots (see `Game.sample`). */
  sample?(view: V, player: Seat, random: RngHolder): S;
}

/**
 * A deep copy of plain JSON data (arrays and plain objects), unfrozen.
 *
 * @example
 * ```ts
 * const copy = cloneJson(frozenState); // unfrozen, deep
 * copy.turn = 1;
 * ```
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

const OWN = Object.prototype.hasOwnProperty;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function fieldMatches(kind: FieldKind, value: unknown): boolean {
  if (typeof kind !== 'string') return typeof value === 'string' && kind.includes(value);
  const base = kind.endsWith('?') ? kind.slice(0, -1) : kind;
  switch (base) {
    case 'int':
      return Number.isSafeInteger(value);
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'int[]':
      return Array.isArray(value) && value.every((v) => Number.isSafeInteger(v));
    default:
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

/**
 * Checks that `move` is a plain object whose `type` is one of `rules`, whose
 * `player` is a seat of the game, and whose fields are exactly the declared
 * ones with the declared types. Returns the violation or `null`.
 *
 * @example
 * ```ts
 * checkMoveShape({ type: 'take', player: 0 }, 2, { take: takeRule }); // { code: 'missing-field', … }
 * ```
 */
export function checkMoveShape(
  move: unknown,
  players: number,
  rules: Readonly<Record<string, MoveRule<never, never>>>,
): Violation | null {
  if (!isPlainObject(move)) return { code: 'malformed-move', message: 'A move must be a plain object.' };
  const type = move.type;
  if (typeof type !== 'string' || !OWN.call(rules, type)) {
    return { code: 'unknown-move-type', message: `Unknown move type ${JSON.stringify(type)}.` };
  }
  const player = move.player;
  if (!Number.isSafeInteger(player) || (player as number) < 0 || (player as number) >= players) {
    return { code: 'bad-player', message: `player must be a seat from 0 to ${players - 1}.` };
  }
  const fields = (rules[type] as MoveRule<never, never>).fields;
  for (const key of Reflect.ownKeys(move)) {
    if (typeof key !== 'string' || (key !== 'type' && key !== 'player' && !OWN.call(fields, key))) {
      return { code: 'unknown-field', message: `A ${type} move has no field ${String(key)}.` };
    }
  }
  for (const [key, kind] of Object.entries(fields)) {
    const present = OWN.call(move, key) && move[key] !== undefined;
    const optional = typeof kind === 'string' && kind.endsWith('?');
    if (!present) {
      if (optional) continue;
      return { code: 'missing-field', message: `A ${type} move needs ${key}.` };
    }
    if (!fieldMatches(kind, move[key])) {
      const expected = typeof kind === 'string' ? kind.replace('?', '') : `one of ${kind.join(', ')}`;
      return { code: 'bad-field', message: `${type}.${key} must be ${expected}.` };
    }
  }
  return null;
}

/**
 * Builds a {@link Game} from its rules. `validate` checks shape, then turn,
 * then the move's own rule; `apply` validates, then runs the move's `reduce`
 * inside immer's `produce`, so the result is deeply frozen and the input state
 * is never changed.
 *
 * @example
 * ```ts
 * export const myGame = defineGame<MyState, MyMove, MyOptions, MyView>({ id: 'my-game', ... });
 * ```
 */
export function defineGame<S extends BaseState, M extends BaseMove, O extends object, V>(
  rules: GameRules<S, M, O, V>,
): Game<S, M, O, V> {
  const moveRules = rules.moves as unknown as Readonly<Record<string, MoveRule<S, M>>>;
  const optionKeys = new Set(Object.keys(rules.defaultOptions));

  function validate(state: S, move: unknown): Violation | null {
    const shape = checkMoveShape(move, state.players, moveRules as Record<string, MoveRule<never, never>>);
    if (shape) return shape;
    const m = move as M;
    if (!rules.activePlayers(state).includes(m.player)) {
      return { code: 'not-your-turn', message: `Seat ${m.player} may not move now.` };
    }
    return (moveRules[m.type] as MoveRule<S, M>).check(state, m);
  }

  function build(options: SetupOptions<O>): S {
    if (!isPlainObject(options)) throw new InvalidOptionError('options', 'must be a plain object');
    if (!OWN.call(options, 'seed')) throw new InvalidOptionError('seed', 'is required');
    for (const key of Reflect.ownKeys(options)) {
      if (typeof key !== 'string' || (key !== 'seed' && key !== 'players' && !optionKeys.has(key))) {
        throw new InvalidOptionError(String(key), `is not an option of ${rules.name}`);
      }
    }
    const { seed, players = rules.defaultPlayers, ...rest } = options;
    if (!Number.isSafeInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
      throw new InvalidOptionError(
        'players',
        `${rules.name} takes ${rules.minPlayers} to ${rules.maxPlayers} players, not ${String(players)}`,
      );
    }
    const merged = { ...rules.defaultOptions };
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
    }
    rules.checkOptions(merged, players);
    return rules.init(players, merged, createRng(seed));
  }

  function applyTrusted(state: S, move: M): void {
    (moveRules[move.type] as MoveRule<S, M>).reduce(state as Draft<S>, move);
  }

  return {
    id: rules.id,
    name: rules.name,
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    defaultPlayers: rules.defaultPlayers,
    defaultOptions: freeze({ ...rules.defaultOptions }, true),
    setup(options: SetupOptions<O>): S {
      return freeze(build(options), true);
    },
    activePlayers: rules.activePlayers,
    legalMoves(state: S, player: Seat): M[] {
      if (!rules.activePlayers(state).includes(player)) return [];
      return rules.legalMoves(state, player);
    },
    validate,
    apply(state: S, move: unknown): S {
      const violation = validate(state, move);
      if (violation) throw new IllegalMoveError(violation.code, violation.message, move);
      const m = move as M;
      const rule = moveRules[m.type] as MoveRule<S, M>;
      return produce(state, (draft) => {
        rule.reduce(draft, m);
      });
    },
    view: rules.view,
    outcome: rules.outcome,
    moveBound: rules.moveBound,
    fast: {
      setup: build,
      clone: cloneJson,
      apply(state: S, move: unknown): void {
        const violation = validate(state, move);
        if (violation) throw new IllegalMoveError(violation.code, violation.message, move);
        applyTrusted(state, move as M);
      },
      applyTrusted,
    },
    ...(rules.sample ? { sample: rules.sample.bind(rules) } : {}),
  };
}
