/**
 * Dump Truck's rules: the codes a refused move carries, each move's fields,
 * check and effect, who moves, the legal moves, the outcome and the bound on
 * the moves of a game.
 *
 * @module
 */
import type { MoveRules } from '../../core/define-game.js';
import type { Outcome, Seat, Violation } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import { isDouble, type Tile } from '../../core/tiles.js';
import { refused } from './refusals-en.js';
import { DUMP_TRUCK_MOVE_FIELDS } from './shape.js';
import {
  DUMP_TRUCK_FACE_DOWN,
  resolveChoices,
  returnToPool,
  settleLoad,
  settleUnload,
  unload,
} from './state.js';
import { gridOrigin, openSpots, spotViolation } from './truck.js';
import type { DumpTruckHappening, DumpTruckMove, DumpTruckState, DumpTruckStep } from './types.js';

/**
 * Every code a Dump Truck rule can refuse a move with (the core codes,
 * `CORE_CODES`, come on top). `docs/rules/dump-truck.md` ("Rule codes") says
 * which rule each enforces.
 *
 * @example
 * ```ts
 * DUMP_TRUCK_CODES.includes('truck-full'); // true
 * dumpTruck.validate(state, move)?.code;   // one of these, or a core code
 * ```
 */
export const DUMP_TRUCK_CODES = [
  'wrong-step',
  'no-face-down',
  'not-face-up',
  'no-shift',
  'no-relocate',
  'double-not-flipped',
  'truck-full',
  'outside-truck',
  'first-at-corner',
  'cell-taken',
  'not-adjacent',
  'no-replace',
  'not-in-truck',
  'truck-empty',
] as const;

/**
 * One of {@link DUMP_TRUCK_CODES}: the Dump Truck rule a refused move breaks.
 *
 * @example
 * ```ts
 * dumpTruck.validate(state, move)?.code; // e.g. 'not-adjacent': a DumpTruckCode (or a core code), undefined when legal
 * ```
 */
export type DumpTruckCode = (typeof DUMP_TRUCK_CODES)[number];

function wrongStep(
  state: DumpTruckState,
  player: Seat,
  allowed: readonly DumpTruckStep[],
  what: 'draw' | 'place' | 'replace' | 'return' | 'unload' | 'keep',
): Violation<DumpTruckCode> | null {
  return allowed.includes(state.steps[player]!)
    ? null
    : refused('wrong-step', { player, move: what, step: state.steps[player] });
}

/**
 * Why this domino may not lie this way round, or `null`: a double reads the
 * same both ways, so it is never flipped.
 *
 * @example
 * ```ts
 * flipViolation(makeTile(3, 3), true)?.code; // 'double-not-flipped'
 * ```
 */
export function flipViolation(tile: Tile, flipped: boolean): Violation<DumpTruckCode> | null {
  return flipped && isDouble(tile) ? refused('double-not-flipped') : null;
}

function flips(tile: Tile): boolean[] {
  return isDouble(tile) ? [false] : [false, true];
}

/**
 * Whether the game is over, the scores, the winners (ties share).
 *
 * @example
 * ```ts
 * outcome(state).winners; // [] until the pool runs dry
 * ```
 */
export function dumpTruckOutcome(state: DumpTruckState): Outcome {
  if (state.phase !== 'over') return { over: false, scores: state.scores, winners: [] };
  return { over: true, scores: state.scores, winners: bestSeats(state.scores) };
}

/**
 * Every legal move of an active seat, in a fixed order: draws (face down
 * first), unloads, keep; or placements (every open spot, each way round),
 * replacements, return.
 *
 * @example
 * ```ts
 * legalMoves(state, 0)[0]; // e.g. { type: 'draw', player: 0 }
 * ```
 */
export function dumpTruckLegalMoves(state: DumpTruckState, player: Seat): DumpTruckMove[] {
  const moves: DumpTruckMove[] = [];
  const step = state.steps[player];
  const load = state.trucks[player]!;
  const held = state.held[player];
  const { template, noShift, noReplace, noRelocate } = state.options;
  if (step === 'choose') {
    if (state.faceDown.length > 0) moves.push({ type: 'draw', player });
    for (const tile of state.faceUp) moves.push({ type: 'draw', player, tile: tile.id });
    return moves;
  }
  if (step === 'unload' || (step === 'load' && load.length > 0)) {
    moves.push({ type: 'unload', player, scored: true }, { type: 'unload', player, scored: false });
  }
  if (step === 'unload') {
    moves.push({ type: 'keep', player });
    return moves;
  }
  if (!held) return moves;
  if (step === 'load' || (step === 'relocate' && !noRelocate)) {
    for (const spot of openSpots(load, template)) {
      for (const flipped of flips(held.tile)) moves.push({ type: 'place', player, ...spot, flipped });
    }
  }
  if (step === 'load' && !noReplace && !noShift) {
    for (const placed of load) {
      for (const flipped of flips(held.tile))
        moves.push({ type: 'replace', player, replaced: placed.tile.id, flipped });
    }
  }
  moves.push({ type: 'return', player });
  return moves;
}

/**
 * Each move's fields, check and effect (for `defineGame`); each effect emits what it does.
 *
 * @example
 * ```ts
 * dumpTruckMoves.place.check(state, move); // null, or e.g. { code: 'not-adjacent', … }
 * ```
 */
// Built in a pure function: the fields are read from shape.ts, and a bundler keeps a bare property
// read, so a bundle that never moves (e.g. scoreTruck alone) would keep the table and the rules.
export const dumpTruckMoves: MoveRules<DumpTruckState, DumpTruckMove, DumpTruckCode, DumpTruckHappening> =
  /* @__PURE__ */ (() => ({
    draw: {
      fields: DUMP_TRUCK_MOVE_FIELDS.draw,
      check(state, move) {
        const step = wrongStep(state, move.player, ['choose'], 'draw');
        if (step) return step;
        if (move.tile === undefined) {
          return state.faceDown.length > 0 ? null : refused('no-face-down');
        }
        return state.faceUp.some((tile) => tile.id === move.tile)
          ? null
          : refused('not-face-up', { tile: move.tile });
      },
      reduce(draft, move, events) {
        const choice = move.tile ?? DUMP_TRUCK_FACE_DOWN;
        events.emit({ kind: 'choose', seat: move.player, choice });
        draft.choices[move.player] = choice;
        draft.steps[move.player] = 'wait';
        if (!draft.steps.includes('choose')) resolveChoices(draft, events);
      },
    },
    place: {
      fields: DUMP_TRUCK_MOVE_FIELDS.place,
      check(state, move) {
        const step = wrongStep(state, move.player, ['load', 'relocate'], 'place');
        if (step) return step;
        if (state.steps[move.player] === 'relocate' && state.options.noRelocate) {
          return refused('no-relocate');
        }
        const held = state.held[move.player]!;
        return (
          flipViolation(held.tile, move.flipped) ??
          spotViolation(state.trucks[move.player]!, move, state.options.template)
        );
      },
      reduce(draft, move, events) {
        const seat = move.player;
        const load = draft.trucks[seat]!;
        const { row, column, orientation, flipped } = move;
        const tile = draft.held[seat]!.tile;
        const relocated = draft.steps[seat] === 'relocate';
        // Coordinates are stored as given and never move while the load stays (ruling 10).
        load.push({ tile, row, column, orientation, flipped });
        // People read the load from its top-left cell, counted from 1 (a loose load grown left or up is renumbered).
        const origin = gridOrigin(load);
        const at = { row: row - origin.row + 1, column: column - origin.column + 1 };
        events.emit({ kind: 'place', seat, tile: tile.id, row, column, orientation, flipped, relocated, at });
        draft.held[seat] = null;
        draft.steps[seat] = 'wait';
        settleLoad(draft, events);
      },
    },
    replace: {
      fields: DUMP_TRUCK_MOVE_FIELDS.replace,
      check(state, move) {
        const step = wrongStep(state, move.player, ['load'], 'replace');
        if (step) return step;
        if (state.options.noReplace) {
          return refused('no-replace');
        }
        if (state.options.noShift) {
          return refused('no-shift');
        }
        if (!state.trucks[move.player]!.some((placed) => placed.tile.id === move.replaced)) {
          return refused('not-in-truck', { tile: move.replaced, player: move.player });
        }
        return flipViolation(state.held[move.player]!.tile, move.flipped);
      },
      reduce(draft, move, events) {
        const load = draft.trucks[move.player]!;
        const index = load.findIndex((placed) => placed.tile.id === move.replaced);
        const old = load[index]!;
        const tile = draft.held[move.player]!.tile;
        const { replaced, flipped } = move;
        events.emit({ kind: 'replace', seat: move.player, tile: tile.id, replaced, flipped });
        load[index] = {
          tile,
          row: old.row,
          column: old.column,
          orientation: old.orientation,
          flipped: move.flipped,
        };
        draft.held[move.player] = { tile: old.tile, from: 'truck' };
        draft.steps[move.player] = 'relocate';
      },
    },
    return: {
      fields: DUMP_TRUCK_MOVE_FIELDS.return,
      check(state, move) {
        return wrongStep(state, move.player, ['load', 'relocate'], 'return');
      },
      reduce(draft, move, events) {
        // Told by the flow: the return may become a discard.
        returnToPool(draft, move.player, draft.held[move.player]!.tile, events);
        draft.held[move.player] = null;
        draft.steps[move.player] = 'wait';
        settleLoad(draft, events);
      },
    },
    unload: {
      fields: DUMP_TRUCK_MOVE_FIELDS.unload,
      check(state, move) {
        const step = wrongStep(state, move.player, ['load', 'unload'], 'unload');
        if (step) return step;
        return state.trucks[move.player]!.length > 0 ? null : refused('truck-empty');
      },
      reduce(draft, move, events) {
        unload(draft, move.player, move.scored, false, events);
        if (draft.steps[move.player] === 'unload') {
          draft.steps[move.player] = 'wait';
          settleUnload(draft, events);
        }
      },
    },
    keep: {
      fields: DUMP_TRUCK_MOVE_FIELDS.keep,
      check(state, move) {
        return wrongStep(state, move.player, ['unload'], 'keep');
      },
      reduce(draft, move, events) {
        events.emit({ kind: 'keep', seat: move.player });
        draft.steps[move.player] = 'wait';
        settleUnload(draft, events);
      },
    },
  }))();

/**
 * The seats that may move now: every seat not waiting (none once the game is over).
 *
 * @example
 * ```ts
 * activePlayers(state); // e.g. [0, 1]: both load at once
 * ```
 */
export function dumpTruckActivePlayers(state: DumpTruckState): Seat[] {
  if (state.phase === 'over') return [];
  const active: Seat[] = [];
  state.steps.forEach((step, seat) => {
    if (step !== 'wait') active.push(seat);
  });
  return active;
}

/**
 * A bound on the number of moves any game from this state's setup can take (ruling 15
 * of `docs/rules/dump-truck.md`).
 *
 * @example
 * ```ts
 * moveBound(dumpTruck.setup({ seed: 1 })); // 617: 56 rounds × 11 moves + 1
 * ```
 */
export function dumpTruckMoveBound(state: DumpTruckState): number {
  // Ruling 15: a domino leaves the face-down pool once and goes back face up
  // at most `returnLimit` times, so at most 28 × (returnLimit + 1) draws, and
  // every round has at least one draw. In a round each seat makes at most:
  // its draw choices (one each, then one more for each seat whose choice
  // was gone, never the first seat served: at most 2P - 1 <= P(P + 1)/2
  // choices in all), one unload before loading, one
  // load (place, replace or return), one move for a displaced domino, and
  // one unload-or-keep: P(P + 1)/2 + 4P moves per round.
  const p = state.players;
  const rounds = 28 * (state.options.returnLimit + 1);
  return rounds * ((p * (p + 1)) / 2 + 4 * p) + 1;
}
