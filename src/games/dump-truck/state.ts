import type { Draft as ImmerDraft } from 'immer';
import type { Seat } from '../../core/game.js';
import { type RngHolder, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import type { DumpTruckOptions } from './options.js';
import { scoreTruck } from './score-truck.js';
import { type DumpTruckPlacement, truckGrid } from './truck.js';

/**
 * Where the round stands.
 *
 * @example
 * ```ts
 * if (state.phase === 'over') console.log(dumpTruck.outcome(state).winners);
 * ```
 */
export type DumpTruckPhase = 'draw' | 'load' | 'unload' | 'over';

/**
 * What a seat is doing: `'choose'` its draw, `'load'` the drawn domino,
 * `'relocate'` a domino it displaced, decide whether to `'unload'`, or
 * `'wait'` for the others.
 *
 * @example
 * ```ts
 * const loading = state.steps[0] === 'load' || state.steps[0] === 'relocate';
 * ```
 */
export type DumpTruckStep = 'choose' | 'load' | 'relocate' | 'unload' | 'wait';

/**
 * A domino in a player's hand: drawn `'face-down'` (only its holder sees it),
 * drawn `'face-up'` from the pool, or displaced from the `'truck'` (both seen
 * by all).
 *
 * @example
 * ```ts
 * const held: DumpTruckHeld = { tile: makeTile(2, 5), from: 'face-down' };
 * ```
 */
export interface DumpTruckHeld {
  readonly tile: Tile;
  readonly from: 'face-down' | 'face-up' | 'truck';
}

/**
 * One truck unloaded (or scored as it stood at the end of the game: `final`).
 *
 * @example
 * ```ts
 * for (const unload of state.unloads) console.log(unload.player, unload.points, unload.grid);
 * ```
 */
export interface DumpTruckUnload {
  readonly player: Seat;
  readonly round: number;
  /** The load as it was, as a 3×4 grid (`null` = empty cell). */
  readonly grid: readonly (readonly (number | null)[])[];
  /** Points added to the player's score (0 when unloaded unscored). */
  readonly points: number;
  readonly scored: boolean;
  readonly final: boolean;
}

/**
 * The whole state of a Dump Truck game. Plain, frozen JSON.
 *
 * @example
 * ```ts
 * const state: DumpTruckState = dumpTruck.setup({ seed: 7 });
 * state.faceDown.length; // 26: two drawn at once
 * ```
 */
export interface DumpTruckState {
  readonly players: number;
  readonly rng: readonly number[];
  readonly options: DumpTruckOptions;
  /** Rounds started (draw, load, unload), from 1. */
  readonly round: number;
  readonly phase: DumpTruckPhase;
  readonly steps: readonly DumpTruckStep[];
  /** The face-down part of the pool, in draw order (hidden from everyone). */
  readonly faceDown: readonly Tile[];
  /** Dominoes returned to the pool, face up, oldest first. */
  readonly faceUp: readonly Tile[];
  /** How many times each domino (by id) has gone back to the pool. */
  readonly returns: Readonly<Record<string, number>>;
  /** Each seat's pending draw choice (`'face-down'` or a face-up tile id), hidden from the others. */
  readonly choices: readonly (string | null)[];
  /** This round's draw priority: lower score first, ties by a seeded coin flip. */
  readonly drawOrder: readonly Seat[];
  readonly held: readonly (DumpTruckHeld | null)[];
  readonly trucks: readonly (readonly DumpTruckPlacement[])[];
  /** Dominoes out of the game, face up: unloaded, or returned once too often. */
  readonly discarded: readonly Tile[];
  readonly scores: readonly number[];
  readonly unloads: readonly DumpTruckUnload[];
}

/** The state while it is being built or changed (an immer draft or a private copy). */
export type Draft = ImmerDraft<DumpTruckState>;

/**
 * The draw choice that means "a face-down domino", as stored in `choices`
 * and shown in `view.myChoice`.
 *
 * @example
 * ```ts
 * if (view.myChoice === DUMP_TRUCK_FACE_DOWN) console.log('I asked for a face-down domino');
 * ```
 */
export const DUMP_TRUCK_FACE_DOWN = 'face-down';

/** The initial state: shuffle the set into the pool and start round 1. */
export function initDumpTruck(players: number, options: DumpTruckOptions, rng: readonly number[]): Draft {
  const state: Draft = {
    players,
    rng: [...rng],
    options: { ...options },
    round: 0,
    phase: 'draw',
    steps: new Array<DumpTruckStep>(players).fill('wait'),
    faceDown: [],
    faceUp: [],
    returns: {},
    choices: new Array<string | null>(players).fill(null),
    drawOrder: [],
    held: new Array<DumpTruckHeld | null>(players).fill(null),
    trucks: Array.from({ length: players }, () => []),
    discarded: [],
    scores: new Array<number>(players).fill(0),
    unloads: [],
  };
  state.faceDown = shuffle(state, doubleSet(6));
  startRound(state);
  return state;
}

function poolSize(state: Draft): number {
  return state.faceDown.length + state.faceUp.length;
}

/** Draw priority (ruling 4): lower score first; seats on equal scores in a seeded random order. */
function drawPriority(state: Draft): Seat[] {
  const seats = Array.from({ length: state.players }, (_, seat) => seat);
  const byScore = new Map<number, Seat[]>();
  for (const seat of seats) {
    const score = state.scores[seat]!;
    byScore.set(score, [...(byScore.get(score) ?? []), seat]);
  }
  const order: Seat[] = [];
  for (const score of [...byScore.keys()].sort((a, b) => a - b)) {
    order.push(...shuffle(state as RngHolder & Draft, byScore.get(score)!));
  }
  return order;
}

/** Starts a round, or ends the game when the pool is empty. */
export function startRound(state: Draft): void {
  if (poolSize(state) === 0) {
    finish(state);
    return;
  }
  state.round += 1;
  state.phase = 'draw';
  state.drawOrder = drawPriority(state);
  offerDraw(state, [...state.drawOrder]);
}

/**
 * `seats` (in priority order) still need a domino: with face-up dominoes in
 * the pool they choose (hidden, simultaneous); with only face-down ones they
 * draw in priority order; with none they go without.
 */
function offerDraw(state: Draft, seats: Seat[]): void {
  if (state.faceUp.length > 0 && seats.length > 0) {
    for (const seat of seats) state.steps[seat] = 'choose';
    return;
  }
  for (const seat of seats) {
    const tile = state.faceDown.shift();
    if (tile) state.held[seat] = { tile, from: 'face-down' };
  }
  startLoad(state);
}

/** Once every chooser has chosen: hand out in priority order; those who lost a contest choose again. */
export function resolveChoices(state: Draft): void {
  const again: Seat[] = [];
  for (const seat of state.drawOrder) {
    const choice = state.choices[seat];
    if (choice === null || choice === undefined) continue;
    state.choices[seat] = null;
    if (choice === DUMP_TRUCK_FACE_DOWN) {
      const tile = state.faceDown.shift();
      if (tile) state.held[seat] = { tile, from: 'face-down' };
      else again.push(seat);
    } else {
      const index = state.faceUp.findIndex((tile) => tile.id === choice);
      if (index >= 0) state.held[seat] = { tile: state.faceUp.splice(index, 1)[0]!, from: 'face-up' };
      else again.push(seat);
    }
  }
  if (again.length > 0 && poolSize(state) > 0) offerDraw(state, again);
  else startLoad(state);
}

function startLoad(state: Draft): void {
  state.phase = 'load';
  for (let seat = 0; seat < state.players; seat++) state.steps[seat] = state.held[seat] ? 'load' : 'wait';
  settleLoad(state);
}

/** After a seat finishes loading: when all have, the game ends (empty pool) or the unload phase starts. */
export function settleLoad(state: Draft): void {
  if (state.steps.some((step) => step !== 'wait')) return;
  if (poolSize(state) === 0) {
    finish(state);
    return;
  }
  state.phase = 'unload';
  for (let seat = 0; seat < state.players; seat++) {
    state.steps[seat] = state.trucks[seat]!.length > 0 ? 'unload' : 'wait';
  }
  settleUnload(state);
}

/** After an unload decision: when all are made, the next round starts. */
export function settleUnload(state: Draft): void {
  if (state.steps.some((step) => step !== 'wait')) return;
  startRound(state);
}

/** A domino goes back to the pool face up, or out of the game once it has been back `returnLimit` times. */
export function returnToPool(state: Draft, tile: Tile): void {
  const count = state.returns[tile.id] ?? 0;
  if (count >= state.options.returnLimit) {
    state.discarded.push(tile);
    return;
  }
  state.returns[tile.id] = count + 1;
  state.faceUp.push(tile);
}

/** Unloads a seat's whole truck, scored or not; the dominoes leave the game. */
export function unload(state: Draft, seat: Seat, scored: boolean, final: boolean): void {
  const load = state.trucks[seat]!;
  const grid = truckGrid(load);
  const points = scored
    ? scoreTruck(grid, { blanks: state.options.blanks, minChain: state.options.minChain }).total
    : 0;
  state.scores[seat]! += points;
  state.unloads.push({ player: seat, round: state.round, grid, points, scored, final });
  if (!final) {
    for (const placed of load) state.discarded.push(placed.tile);
    state.trucks[seat] = [];
  }
}

/** No dominoes in hand or pool: every load still in a truck scores as it is (ruling 16). */
function finish(state: Draft): void {
  state.phase = 'over';
  for (let seat = 0; seat < state.players; seat++) {
    state.steps[seat] = 'wait';
    if (state.trucks[seat]!.length > 0) unload(state, seat, true, true);
  }
}
