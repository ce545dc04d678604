/**
 * Build Up's rules: the rule codes, the moves (`play`, `pass`) with their
 * checks and effects, who moves, the legal moves, the outcome and the move
 * bound.
 *
 * @module
 */

import type { MoveRules } from '../../core/define-game.js';
import type { Outcome, Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import type { Tile } from '../../core/tiles.js';
import { canCover, coversSome, lowestBars } from './can-cover.js';
import { refused } from './refusals-en.js';
import { BUILD_UP_MOVE_FIELDS } from './shape.js';
import { advance } from './state.js';
import type { BuildUpHappening, BuildUpMove, BuildUpState } from './types.js';

/**
 * Every code a Build Up move can be refused with, besides the core codes
 * (`CORE_CODES`). Each is a rule of `docs/rules/build-up.md` ("Rule codes").
 *
 * @example
 * ```ts
 * BUILD_UP_CODES.includes('cannot-cover'); // true
 * buildUp.validate(state, { type: 'pass', player: 0 })?.code; // 'must-play' when seat 0 can play
 * ```
 */
export const BUILD_UP_CODES = ['tile-not-in-hand', 'no-such-stack', 'cannot-cover', 'must-play'] as const;

/**
 * One of {@link BUILD_UP_CODES}: why Build Up refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * buildUp.validate(state, move)?.code; // e.g. 'cannot-cover': a BuildUpCode (or a core code), undefined when legal
 * ```
 */
export type BuildUpCode = (typeof BUILD_UP_CODES)[number];

function findInHand(state: BuildUpState, player: Seat, id: string): Tile | undefined {
  return state.hands[player]!.find((tile) => tile.id === id);
}

/** The moves `play` and `pass`: their fields, checks and effects (each emits what it does). */
// Built in a pure function: the fields are read from shape.ts, and a bundler keeps a bare property
// read, so a bundle that never moves (e.g. scoreTruck alone) would keep the table and the rules.
export const buildUpMoves: MoveRules<BuildUpState, BuildUpMove, BuildUpCode, BuildUpHappening> =
  /* @__PURE__ */ (() => ({
    play: {
      fields: BUILD_UP_MOVE_FIELDS.play,
      check(state, move) {
        const tile = findInHand(state, move.player, move.tile);
        if (!tile) return refused('tile-not-in-hand', { player: move.player, tile: move.tile });
        const stack = state.stacks[move.stack];
        if (!stack) {
          return refused('no-such-stack', { stacks: state.stacks.length });
        }
        if (!canCover(stack[stack.length - 1]!, tile, state.options)) {
          return refused('cannot-cover', { tile: move.tile, stack: move.stack });
        }
        return null;
      },
      reduce(draft, move, events) {
        const hand = draft.hands[move.player]!;
        const index = hand.findIndex((tile) => tile.id === move.tile);
        const tile = hand.splice(index, 1)[0]!;
        const stack = draft.stacks[move.stack]!;
        const covered = stack[stack.length - 1]!;
        events.emit({ type: 'play', player: move.player, tile, stack: move.stack, covered });
        stack.push(tile);
        advance(draft, move.player, events);
      },
    },
    pass: {
      fields: BUILD_UP_MOVE_FIELDS.pass,
      check(state, move) {
        const bars = lowestBars(state.stacks);
        const equal = state.options.equalOnDouble;
        const playable = state.hands[move.player]!.some((tile) => coversSome(bars, tile, equal));
        return playable ? refused('must-play') : null;
      },
      reduce(draft, move, events) {
        events.emit({ type: 'pass', player: move.player, automatic: false, reason: 'cannot-play' });
        advance(draft, move.player, events);
      },
    },
  }))();

/** The seat whose turn it is, or nobody once the game is over. */
export function buildUpActivePlayers(state: BuildUpState): Seat[] {
  return state.over ? [] : [state.turn];
}

/** Every tile of the hand on every stack it may cover (by `canCover`), or `pass` if none. */
export function buildUpLegalMoves(state: BuildUpState, player: Seat): BuildUpMove[] {
  const moves: BuildUpMove[] = [];
  const { stacks } = state;
  for (const tile of state.hands[player]!) {
    for (let index = 0; index < stacks.length; index++) {
      const stack = stacks[index]!;
      if (canCover(stack[stack.length - 1]!, tile, state.options))
        moves.push({ type: 'play', player, tile: tile.id, stack: index });
    }
  }
  return moves.length > 0 ? moves : [{ type: 'pass', player }];
}

/**
 * Whether the game is over, the cumulative scores, and the winners once it is (ties share, ruling 6 of
 * `docs/rules/build-up.md`).
 */
export function buildUpOutcome(state: BuildUpState): Outcome {
  if (!state.over) return { over: false, scores: state.scores, winners: [] };
  return { over: true, scores: state.scores, winners: bestSeats(state.scores) };
}

/**
 * A bound on the moves of a whole game (ruling 10 of
 * `docs/rules/build-up.md`).
 */
export function buildUpMoveBound(state: BuildUpState): number {
  // Every move is a play or a pass; a pass never follows `players - 1` passes
  // in a row (the hand would have blocked), so each play is preceded by at
  // most `players - 1` passes, and each hand may end on a run of passes.
  const tiles = state.options.schedule.reduce((sum, n) => sum + n, 0);
  return state.players * tiles * state.players + state.players * state.options.schedule.length;
}
