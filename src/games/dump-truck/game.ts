import { defineGame } from '../../core/define-game.js';
import type { Game, Outcome, Seat, Violation } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import { isDouble, type Tile } from '../../core/tiles.js';
import { sampleDumpTruck } from './bots.js';
import { checkDumpTruckOptions, DUMP_TRUCK_DEFAULTS, type DumpTruckOptions } from './options.js';
import {
  DUMP_TRUCK_FACE_DOWN,
  type DumpTruckHeld,
  type DumpTruckPhase,
  type DumpTruckState,
  type DumpTruckStep,
  type DumpTruckUnload,
  initDumpTruck,
  resolveChoices,
  returnToPool,
  settleLoad,
  settleUnload,
  unload,
} from './state.js';
import { type DumpTruckPlacement, normaliseLoad, openSpots, spotViolation } from './truck.js';

/**
 * Phase 1: choose what to draw, hidden until everyone has chosen: a face-down
 * domino (no `tile`) or the face-up domino `tile` (its id, e.g. `'0:3-5'`).
 *
 * @example
 * ```ts
 * const faceDown: DumpTruckDraw = { type: 'draw', player: 0 };
 * const faceUp: DumpTruckDraw = { type: 'draw', player: 1, tile: '0:3-5' };
 * ```
 */
export interface DumpTruckDraw {
  readonly type: 'draw';
  readonly player: Seat;
  readonly tile?: string;
}

/**
 * Phase 2: put the domino in hand into the truck. (`row`, `column`) is its
 * first cell, the second lies to the right (`'horizontal'`) or below
 * (`'vertical'`); the first cell shows the low end, or the high end when
 * `flipped` (never for a double). Without a template, coordinates are
 * relative to the load, whose top-left is row 0, column 0 (so they may be
 * negative: the load then slides).
 *
 * @example
 * ```ts
 * const move: DumpTruckPlace = { type: 'place', player: 0, row: 0, column: 0, orientation: 'horizontal', flipped: false };
 * ```
 */
export interface DumpTruckPlace {
  readonly type: 'place';
  readonly player: Seat;
  readonly row: number;
  readonly column: number;
  readonly orientation: 'horizontal' | 'vertical';
  readonly flipped: boolean;
}

/**
 * Phase 2: the drawn domino takes the cells of the truck's domino
 * `replaced` (`flipped`: its high end on the first cell). The displaced
 * domino is then in hand: place it elsewhere or return it.
 *
 * @example
 * ```ts
 * const move: DumpTruckReplace = { type: 'replace', player: 0, replaced: '0:1-4', flipped: false };
 * ```
 */
export interface DumpTruckReplace {
  readonly type: 'replace';
  readonly player: Seat;
  readonly replaced: string;
  readonly flipped: boolean;
}

/**
 * Phase 2: put the domino in hand face up into the pool (or out of the game, ruling 15).
 *
 * @example
 * ```ts
 * const move: DumpTruckReturn = { type: 'return', player: 1 };
 * ```
 */
export interface DumpTruckReturn {
  readonly type: 'return';
  readonly player: Seat;
}

/**
 * Phase 3: unload the whole truck, `scored` or not; its dominoes leave the
 * game. Also allowed before loading the drawn domino.
 *
 * @example
 * ```ts
 * const move: DumpTruckUnloadMove = { type: 'unload', player: 0, scored: true };
 * ```
 */
export interface DumpTruckUnloadMove {
  readonly type: 'unload';
  readonly player: Seat;
  readonly scored: boolean;
}

/**
 * Phase 3: keep the load for now.
 *
 * @example
 * ```ts
 * const move: DumpTruckKeep = { type: 'keep', player: 0 };
 * ```
 */
export interface DumpTruckKeep {
  readonly type: 'keep';
  readonly player: Seat;
}

/**
 * A Dump Truck move.
 *
 * @example
 * ```ts
 * const move: DumpTruckMove = { type: 'place', player: 0, row: 0, column: 0, orientation: 'vertical', flipped: false };
 * ```
 */
export type DumpTruckMove =
  | DumpTruckDraw
  | DumpTruckPlace
  | DumpTruckReplace
  | DumpTruckReturn
  | DumpTruckUnloadMove
  | DumpTruckKeep;

/**
 * What one seat (or a spectator) may see of a Dump Truck game: every truck,
 * the face-up pool, how many dominoes are face down, the seat's own hand and
 * draw choice, and others' hands only when they were drawn face up or came
 * out of a truck.
 *
 * @example
 * ```ts
 * const view: DumpTruckView = dumpTruck.view(state, 0);
 * view.faceDownCount; // 26
 * ```
 */
export interface DumpTruckView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly options: DumpTruckOptions;
  readonly round: number;
  readonly phase: DumpTruckPhase;
  readonly steps: readonly DumpTruckStep[];
  readonly trucks: readonly (readonly DumpTruckPlacement[])[];
  readonly faceUp: readonly Tile[];
  readonly faceDownCount: number;
  readonly returns: Readonly<Record<string, number>>;
  /** Dominoes in hand: the viewer's own, and others' drawn face up or displaced; else `null`. */
  readonly held: readonly (DumpTruckHeld | null)[];
  /** Whether each seat holds a domino. */
  readonly holding: readonly boolean[];
  /** The viewer's own pending draw choice. */
  readonly myChoice: string | null;
  readonly drawOrder: readonly Seat[];
  readonly discarded: readonly Tile[];
  readonly scores: readonly number[];
  readonly unloads: readonly DumpTruckUnload[];
  readonly over: boolean;
}

function wrongStep(
  state: DumpTruckState,
  player: Seat,
  allowed: readonly DumpTruckStep[],
  what: string,
): Violation | null {
  return allowed.includes(state.steps[player]!)
    ? null
    : {
        code: 'wrong-step',
        message: `Seat ${player} may not ${what} now (it is at step ${state.steps[player]}).`,
      };
}

function flipViolation(tile: Tile, flipped: boolean): Violation | null {
  return flipped && isDouble(tile)
    ? { code: 'double-not-flipped', message: 'A double reads the same both ways: it is never flipped.' }
    : null;
}

function flips(tile: Tile): boolean[] {
  return isDouble(tile) ? [false] : [false, true];
}

function outcome(state: DumpTruckState): Outcome {
  if (state.phase !== 'over') return { over: false, scores: state.scores, winners: [] };
  return { over: true, scores: state.scores, winners: bestSeats(state.scores) };
}

function legalMoves(state: DumpTruckState, player: Seat): DumpTruckMove[] {
  const moves: DumpTruckMove[] = [];
  const step = state.steps[player];
  const load = state.trucks[player]!;
  const held = state.held[player];
  const { template, noShift, noReplace } = state.options;
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
  if (step === 'load' || (step === 'relocate' && !noShift)) {
    for (const spot of openSpots(load, template)) {
      for (const flipped of flips(held.tile)) moves.push({ type: 'place', player, ...spot, flipped });
    }
  }
  if (step === 'load' && !noReplace) {
    for (const placed of load) {
      for (const flipped of flips(held.tile))
        moves.push({ type: 'replace', player, replaced: placed.tile.id, flipped });
    }
  }
  moves.push({ type: 'return', player });
  return moves;
}

/**
 * Dump Truck, by Thomas Gale: every round each player draws a domino (at the
 * same time), loads it into their 4×3 truck or returns it face up to the
 * pool, and may unload the truck to score its chains (see
 * {@link scoreTruck}). Highest total when the pool runs dry wins.
 *
 * Options: {@link DumpTruckOptions}. Rules and rulings: `docs/rules/dump-truck.md`.
 *
 * @example
 * ```ts
 * import { dumpTruck } from 'boneyard/dump-truck';
 * let state = dumpTruck.setup({ seed: 42, players: 3, blanks: 'jokers' });
 * const [seat] = dumpTruck.activePlayers(state);       // round 1: all three load at once
 * const moves = dumpTruck.legalMoves(state, seat!);     // place (every spot), return
 * state = dumpTruck.apply(state, moves[0]!);
 * dumpTruck.view(state, 1).faceDownCount;               // 25
 * ```
 */
export const dumpTruck: Game<DumpTruckState, DumpTruckMove, DumpTruckOptions, DumpTruckView> = defineGame<
  DumpTruckState,
  DumpTruckMove,
  DumpTruckOptions,
  DumpTruckView
>({
  id: 'dump-truck',
  name: 'Dump Truck',
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 2,
  defaultOptions: DUMP_TRUCK_DEFAULTS,
  checkOptions: checkDumpTruckOptions,
  init: initDumpTruck,
  moves: {
    draw: {
      fields: { tile: 'string?' },
      check(state, move) {
        const step = wrongStep(state, move.player, ['choose'], 'draw');
        if (step) return step;
        if (move.tile === undefined) {
          return state.faceDown.length > 0
            ? null
            : { code: 'no-face-down', message: 'No face-down domino is left in the pool.' };
        }
        return state.faceUp.some((tile) => tile.id === move.tile)
          ? null
          : { code: 'not-face-up', message: `${move.tile} is not face up in the pool.` };
      },
      reduce(draft, move) {
        draft.choices[move.player] = move.tile ?? DUMP_TRUCK_FACE_DOWN;
        draft.steps[move.player] = 'wait';
        if (!draft.steps.includes('choose')) resolveChoices(draft);
      },
    },
    place: {
      fields: { row: 'int', column: 'int', orientation: ['horizontal', 'vertical'], flipped: 'boolean' },
      check(state, move) {
        const step = wrongStep(state, move.player, ['load', 'relocate'], 'place a domino');
        if (step) return step;
        if (state.steps[move.player] === 'relocate' && state.options.noShift) {
          return {
            code: 'no-shift',
            message: 'NO SHIFT rule: a displaced domino may only go back to the pool.',
          };
        }
        const held = state.held[move.player]!;
        return (
          flipViolation(held.tile, move.flipped) ??
          spotViolation(state.trucks[move.player]!, move, state.options.template)
        );
      },
      reduce(draft, move) {
        const load = draft.trucks[move.player]!;
        const { row, column, orientation, flipped } = move;
        load.push({ tile: draft.held[move.player]!.tile, row, column, orientation, flipped });
        if (!draft.options.template) normaliseLoad(load);
        draft.held[move.player] = null;
        draft.steps[move.player] = 'wait';
        settleLoad(draft);
      },
    },
    replace: {
      fields: { replaced: 'string', flipped: 'boolean' },
      check(state, move) {
        const step = wrongStep(state, move.player, ['load'], 'replace a domino');
        if (step) return step;
        if (state.options.noReplace) {
          return {
            code: 'no-replace',
            message: 'NO REPLACE rule: dominoes in a truck are never swapped out.',
          };
        }
        if (!state.trucks[move.player]!.some((placed) => placed.tile.id === move.replaced)) {
          return { code: 'not-in-truck', message: `${move.replaced} is not in seat ${move.player}'s truck.` };
        }
        return flipViolation(state.held[move.player]!.tile, move.flipped);
      },
      reduce(draft, move) {
        const load = draft.trucks[move.player]!;
        const index = load.findIndex((placed) => placed.tile.id === move.replaced);
        const old = load[index]!;
        const tile = draft.held[move.player]!.tile;
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
      fields: {},
      check(state, move) {
        return wrongStep(state, move.player, ['load', 'relocate'], 'return a domino');
      },
      reduce(draft, move) {
        returnToPool(draft, draft.held[move.player]!.tile);
        draft.held[move.player] = null;
        draft.steps[move.player] = 'wait';
        settleLoad(draft);
      },
    },
    unload: {
      fields: { scored: 'boolean' },
      check(state, move) {
        const step = wrongStep(state, move.player, ['load', 'unload'], 'unload');
        if (step) return step;
        return state.trucks[move.player]!.length > 0
          ? null
          : { code: 'truck-empty', message: 'There is nothing in the truck to unload.' };
      },
      reduce(draft, move) {
        unload(draft, move.player, move.scored, false);
        if (draft.steps[move.player] === 'unload') {
          draft.steps[move.player] = 'wait';
          settleUnload(draft);
        }
      },
    },
    keep: {
      fields: {},
      check(state, move) {
        return wrongStep(state, move.player, ['unload'], 'keep the load');
      },
      reduce(draft, move) {
        draft.steps[move.player] = 'wait';
        settleUnload(draft);
      },
    },
  },
  activePlayers(state) {
    if (state.phase === 'over') return [];
    const active: Seat[] = [];
    state.steps.forEach((step, seat) => {
      if (step !== 'wait') active.push(seat);
    });
    return active;
  },
  legalMoves,
  view(state, viewer) {
    return {
      viewer,
      players: state.players,
      options: state.options,
      round: state.round,
      phase: state.phase,
      steps: state.steps,
      trucks: state.trucks,
      faceUp: state.faceUp,
      faceDownCount: state.faceDown.length,
      returns: state.returns,
      held: state.held.map((held, seat) =>
        held && (seat === viewer || held.from !== 'face-down') ? held : null,
      ),
      holding: state.held.map((held) => held !== null),
      myChoice: viewer === null ? null : (state.choices[viewer] ?? null),
      drawOrder: state.drawOrder,
      discarded: state.discarded,
      scores: state.scores,
      unloads: state.unloads,
      over: state.phase === 'over',
    };
  },
  outcome,
  moveBound(state) {
    // Ruling 15: a domino leaves the face-down pool once and goes back face up
    // at most `returnLimit` times, so at most 28 × (returnLimit + 1) draws, and
    // every round has at least one draw. In a round each seat makes at most:
    // its draw choices (each choosing step settles at least one seat, so
    // P + (P - 1) + … + 1 choices in all), one unload before loading, one
    // load (place, replace or return), one move for a displaced domino, and
    // one unload-or-keep: P(P + 1)/2 + 4P moves per round.
    const p = state.players;
    const rounds = 28 * (state.options.returnLimit + 1);
    return rounds * ((p * (p + 1)) / 2 + 4 * p) + 1;
  },
  sample: sampleDumpTruck,
});
