/**
 * Dump Truck's setup and flow: the deal into the pool, the rounds (draw,
 * load, unload), the draw order, returns to the pool, unloading and scoring,
 * and the end of the game. Every step of the flow emits what it does into
 * the move's `events` sink (`DumpTruckHappening`s; `events.ts` tells them).
 *
 * @module
 */
import { type Draft, type EventSink, NO_EVENTS } from '../../core/define-game.js';
import type { Seat } from '../../core/game.js';
import { type RngHolder, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import { scoreTruck } from './score-truck.js';
import { truckGrid } from './truck.js';
import type {
  DumpTruckHappening,
  DumpTruckHeld,
  DumpTruckOptions,
  DumpTruckState,
  DumpTruckStep,
} from './types.js';

/** Where the flow tells what it does (see `EventSink`; a no-op in `apply` and on the fast path). */
export type DumpTruckEvents = EventSink<DumpTruckHappening>;

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
export function initDumpTruck(
  players: number,
  options: DumpTruckOptions,
  rng: readonly number[],
): Draft<DumpTruckState> {
  const state: Draft<DumpTruckState> = {
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
    retired: [],
    scores: new Array<number>(players).fill(0),
    unloads: [],
  };
  state.faceDown = shuffle(state, doubleSet(6));
  startRound(state, NO_EVENTS);
  return state;
}

function poolSize(state: Draft<DumpTruckState>): number {
  return state.faceDown.length + state.faceUp.length;
}

/** Draw priority (ruling 14): lower score first; seats on equal scores in a seeded random order. */
function drawPriority(state: Draft<DumpTruckState>, events: DumpTruckEvents): Seat[] {
  const seats = Array.from({ length: state.players }, (_, seat) => seat);
  const byScore = new Map<number, Seat[]>();
  for (const seat of seats) {
    const score = state.scores[seat]!;
    byScore.set(score, [...(byScore.get(score) ?? []), seat]);
  }
  const order: Seat[] = [];
  const ties: Seat[][] = [];
  for (const score of [...byScore.keys()].sort((a, b) => a - b)) {
    const group = shuffle(state as RngHolder & Draft<DumpTruckState>, byScore.get(score)!);
    if (group.length > 1) ties.push(group);
    order.push(...group);
  }
  events.emit({ kind: 'round-start', round: state.round, order: [...order], ties });
  return order;
}

/** Starts a round, or ends the game when the pool is empty. */
export function startRound(state: Draft<DumpTruckState>, events: DumpTruckEvents): void {
  if (poolSize(state) === 0) {
    finish(state, events);
    return;
  }
  state.round += 1;
  state.phase = 'draw';
  state.drawOrder = drawPriority(state, events);
  if (state.faceUp.length > 0) {
    // Every seat chooses at once, hidden; `resolveChoices` serves them once all have chosen.
    for (const seat of state.drawOrder) state.steps[seat] = 'choose';
    return;
  }
  for (const seat of state.drawOrder) drawFaceDown(state, seat, null, events);
  startLoad(state, events);
}

/** Serves `seat` the next face-down domino, or nothing if the pool is empty. */
function drawFaceDown(
  state: Draft<DumpTruckState>,
  seat: Seat,
  chose: string | null,
  events: DumpTruckEvents,
): void {
  const tile = state.faceDown.shift();
  if (tile) {
    state.held[seat] = { tile, from: 'face-down' };
    events.emit({ kind: 'draw', seat, tile, from: 'face-down', chose });
  } else events.emit({ kind: 'no-draw', seat });
}

/**
 * Serves the draw choices strictly in `drawOrder` (ruling 14 of
 * `docs/rules/dump-truck.md`, changed in R2): once every seat has chosen,
 * each seat in turn gets what it chose. A seat whose choice is gone (taken by
 * a seat before it, or no face-down domino left) chooses again from what is
 * left before any later seat is served (at once, face down, when no face-up
 * domino is left; nothing when the pool is empty). Called after every choice:
 * it does nothing while a seat is still choosing.
 */
export function resolveChoices(state: Draft<DumpTruckState>, events: DumpTruckEvents): void {
  if (state.steps.includes('choose')) return;
  for (const seat of state.drawOrder) {
    if (state.held[seat]) continue;
    const choice = state.choices[seat];
    if (choice === null || choice === undefined) continue;
    state.choices[seat] = null;
    if (choice === DUMP_TRUCK_FACE_DOWN && state.faceDown.length > 0) {
      drawFaceDown(state, seat, choice, events);
      continue;
    }
    const index = state.faceUp.findIndex((tile) => tile.id === choice);
    if (index >= 0) {
      const tile = state.faceUp.splice(index, 1)[0]!;
      state.held[seat] = { tile, from: 'face-up' };
      events.emit({ kind: 'draw', seat, tile, from: 'face-up', chose: choice });
      continue;
    }
    if (poolSize(state) === 0) {
      events.emit({ kind: 'no-draw', seat });
      continue;
    }
    events.emit({ kind: 'choice-gone', seat, chose: choice });
    if (state.faceUp.length > 0) {
      state.steps[seat] = 'choose';
      return;
    }
    drawFaceDown(state, seat, null, events);
  }
  startLoad(state, events);
}

function startLoad(state: Draft<DumpTruckState>, events: DumpTruckEvents): void {
  state.phase = 'load';
  for (let seat = 0; seat < state.players; seat++) state.steps[seat] = state.held[seat] ? 'load' : 'wait';
  settleLoad(state, events);
}

/** After a seat finishes loading: when all have, the game ends (empty pool) or the unload phase starts. */
export function settleLoad(state: Draft<DumpTruckState>, events: DumpTruckEvents): void {
  if (state.steps.some((step) => step !== 'wait')) return;
  if (poolSize(state) === 0) {
    finish(state, events);
    return;
  }
  state.phase = 'unload';
  for (let seat = 0; seat < state.players; seat++) {
    state.steps[seat] = state.trucks[seat]!.length > 0 ? 'unload' : 'wait';
  }
  settleUnload(state, events);
}

/** After an unload decision: when all are made, the next round starts. */
export function settleUnload(state: Draft<DumpTruckState>, events: DumpTruckEvents): void {
  if (state.steps.some((step) => step !== 'wait')) return;
  events.emit({ kind: 'round-end', round: state.round, scores: [...state.scores] });
  startRound(state, events);
}

/**
 * `seat` returns a domino: it goes back to the pool face up, or, once it has
 * been back `returnLimit` times, out of the game (this library's return
 * limit, ruling 15 of `docs/rules/dump-truck.md`, not the seed's rule): into
 * `discarded`, its id into `retired`.
 */
export function returnToPool(
  state: Draft<DumpTruckState>,
  seat: Seat,
  tile: Tile,
  events: DumpTruckEvents,
): void {
  const count = state.returns[tile.id] ?? 0;
  if (count >= state.options.returnLimit) {
    state.discarded.push(tile);
    state.retired.push(tile.id);
    events.emit({ kind: 'discard', seat, tile, returns: count });
    return;
  }
  state.returns[tile.id] = count + 1;
  state.faceUp.push(tile);
  events.emit({ kind: 'return', seat, tile, returns: count + 1 });
}

/** Unloads a seat's whole truck, scored or not; the dominoes leave the game. */
export function unload(
  state: Draft<DumpTruckState>,
  seat: Seat,
  scored: boolean,
  final: boolean,
  events: DumpTruckEvents,
): void {
  const load = state.trucks[seat]!;
  const grid = truckGrid(load);
  const score = scored
    ? scoreTruck(grid, { blanks: state.options.blanks, minChain: state.options.minChain })
    : null;
  const points = score ? score.total : 0;
  state.scores[seat]! += points;
  events.emit({ kind: 'unload', seat, scored, final, points, chains: score ? score.chains : [] });
  state.unloads.push({ player: seat, round: state.round, grid, points, scored, final });
  if (!final) {
    for (const placed of load) state.discarded.push(placed.tile);
    state.trucks[seat] = [];
  }
}

/** No dominoes in hand or pool: every load still in a truck scores as it is (ruling 16). */
function finish(state: Draft<DumpTruckState>, events: DumpTruckEvents): void {
  state.phase = 'over';
  for (let seat = 0; seat < state.players; seat++) {
    state.steps[seat] = 'wait';
    if (state.trucks[seat]!.length > 0) unload(state, seat, true, true, events);
  }
  events.emit({ kind: 'game-over', scores: [...state.scores] });
}
