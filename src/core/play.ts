/**
 * The one play loop: active seat → legal moves → view → a chosen move →
 * apply → the move bound. `playOut`, the search bot's play-outs, `simulate`,
 * the CLI, the benchmarks and `boneyard/testing` all run games through it.
 *
 * @module
 */
import { BoneyardError } from './errors.js';
import type { BaseMove, BaseState, Game, GameEvent, Seat } from './game.js';

/**
 * How {@link playLoop} applies moves: `'public'` (`apply`: checked, immutable,
 * frozen), `'fast'` (`fast.apply`: checked, in place) or `'trusted'`
 * (`fast.applyTrusted`: in place, unchecked; only for moves taken from
 * `legalMoves`).
 *
 * @example
 * ```ts
 * runLoop(buildUp, buildUp.setup({ seed: 1 }), (turn) => turn.legalMoves[0]!, { path: 'fast' }); // the same game, on the fast path
 * ```
 */
export type ApplyPath = 'public' | 'fast' | 'trusted';

/**
 * Options of {@link playLoop}.
 *
 * @example
 * ```ts
 * playLoop(buildUp, buildUp.setup({ seed: 1 }), { path: 'fast', maxMoves: 100 }); // a loop that throws move-bound past 100 moves
 * ```
 */
export interface PlayLoopOptions {
  /** How moves are applied (default `'public'`). On `'fast'`/`'trusted'` the state passed in is changed in place. */
  readonly path?: ApplyPath;
  /** Stop quietly after this many moves (default: throw `BoneyardError` `'move-bound'` past the game's `moveBound`). */
  readonly maxMoves?: number;
  /** Which active seat moves when several may (default: the first). */
  readonly pickSeat?: (active: readonly Seat[]) => Seat;
  /**
   * On the `'public'` path: each move's events as `viewer` may see them,
   * handed to `to` from the run that applies the move (`step`, not a second run).
   */
  readonly tell?: {
    /** Whose events: a seat, or `null` for a spectator. */
    readonly viewer: Seat | null;
    /** Called after each move with its events, as `viewer` may see them. */
    readonly to: (events: readonly GameEvent[]) => void;
  };
}

/**
 * One turn of the loop: who moves, what they may do, what they see.
 *
 * @example
 * ```ts
 * const step = playLoop(buildUp, buildUp.setup({ seed: 1 })).next();
 * if (!step.done) {
 *   const turn: LoopTurn<BuildUpState, BuildUpMove, BuildUpView> = step.value;
 *   turn.view(); // computed on demand
 * }
 * ```
 */
export interface LoopTurn<S, M, V> {
  /** The state before the move (on the fast paths, the live mutable state). */
  readonly state: S;
  /** The seat to move. */
  readonly player: Seat;
  /** Its legal moves (never empty). */
  readonly legalMoves: readonly M[];
  /** Its view, computed when first asked. */
  view(): V;
  /** Moves played so far. */
  readonly moves: number;
}

/**
 * The play loop as a generator: it yields each turn and takes the move to
 * play through `next(move)`, so the same loop drives bots (synchronously)
 * and people (with `await` between turns). It returns the final state.
 *
 * @throws {@link BoneyardError} `move-bound` when the game passes its move bound (a bug in its rules).
 * @example
 * ```ts
 * const loop = playLoop(buildUp, buildUp.setup({ seed: 1 }));
 * for (let step = loop.next(); !step.done; ) step = loop.next(step.value.legalMoves[0]!);
 * ```
 */
export function* playLoop<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  start: S,
  options: PlayLoopOptions = {},
): Generator<LoopTurn<S, M, V>, S, M> {
  const path = options.path ?? 'public';
  let state = start;
  const limit = options.maxMoves ?? game.moveBound(state);
  for (let moves = 0; ; moves++) {
    const active = game.activePlayers(state);
    if (active.length === 0) return state;
    if (moves >= limit) {
      if (options.maxMoves !== undefined) return state;
      throw new BoneyardError('move-bound', `${game.name} passed its move bound of ${limit}.`);
    }
    const player = options.pickSeat ? options.pickSeat(active) : (active[0] as Seat);
    const current = state;
    let view: { value: V } | undefined;
    const move = yield {
      state: current,
      player,
      legalMoves: game.legalMoves(current, player),
      view: () => {
        view ??= { value: game.view(current, player) };
        return view.value;
      },
      moves,
    };
    if (path === 'public' && options.tell) {
      const stepped = game.step(state, move, options.tell.viewer);
      state = stepped.state;
      options.tell.to(stepped.events);
    } else if (path === 'public') state = game.apply(state, move);
    else if (path === 'fast') game.fast.apply(state, move);
    else game.fast.applyTrusted(state, move);
  }
}

/**
 * Runs {@link playLoop} to the end with a synchronous chooser. Returns the
 * final state and the moves played.
 *
 * @example
 * ```ts
 * const { state, moves } = runLoop(buildUp, buildUp.setup({ seed: 1 }), (turn) => turn.legalMoves[0]!);
 * ```
 */
export function runLoop<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  start: S,
  choose: (turn: LoopTurn<S, M, V>) => M,
  options: PlayLoopOptions & { readonly onMove?: (move: M, state: S) => void } = {},
): {
  /** The final state, where no seat is left to move. */
  readonly state: S;
  /** Every move chosen, in the order played. */
  readonly moves: readonly M[];
} {
  const loop = playLoop(game, start, options);
  const moves: M[] = [];
  let step = loop.next();
  while (!step.done) {
    const move = choose(step.value);
    moves.push(move);
    step = loop.next(move);
    if (options.onMove) options.onMove(move, step.done ? step.value : step.value.state);
  }
  return { state: step.value, moves };
}
