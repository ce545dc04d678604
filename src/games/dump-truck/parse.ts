/**
 * Dump Truck's `parseState`: checks an untrusted state (already plain JSON)
 * key by key and against the game's invariants, naming the path of the first
 * bad value.
 *
 * @module
 */

import { InvalidOptionError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import type { JsonValue } from '../../core/parse.js';
import {
  array,
  bool,
  conserveTiles,
  int,
  invalid,
  object,
  rngState,
  text,
  tileAt,
  tileList,
} from '../../core/parse.js';
import { doubleSet, isDouble, type Tile } from '../../core/tiles.js';
import { checkDumpTruckOptions, DUMP_TRUCK_DEFAULTS } from './options.js';
import { DUMP_TRUCK_FACE_DOWN } from './state.js';
import { spotCells, TRUCK_CAPACITY, TRUCK_COLUMNS, TRUCK_ROWS } from './truck.js';
import type {
  DumpTruckHeld,
  DumpTruckOptions,
  DumpTruckPhase,
  DumpTruckPlacement,
  DumpTruckState,
  DumpTruckStep,
  DumpTruckUnload,
} from './types.js';

const STATE_KEYS = [
  'players',
  'rng',
  'options',
  'round',
  'phase',
  'steps',
  'faceDown',
  'faceUp',
  'returns',
  'choices',
  'drawOrder',
  'held',
  'trucks',
  'discarded',
  'retired',
  'scores',
  'unloads',
] as const;

const PHASES: readonly DumpTruckPhase[] = ['draw', 'load', 'unload', 'over'];
const STEPS: readonly DumpTruckStep[] = ['choose', 'load', 'relocate', 'unload', 'wait'];
/** The steps each phase allows. */
const PHASE_STEPS: Record<DumpTruckPhase, readonly DumpTruckStep[]> = {
  draw: ['choose', 'wait'],
  load: ['load', 'relocate', 'wait'],
  unload: ['unload', 'wait'],
  over: ['wait'],
};
/** The most points one unload can score: 12 cells, counted at most twice (a sequence and a like chain), doubled blanks. */
const MAX_UNLOAD_POINTS = 48;
const ALL_IDS = /* @__PURE__ */ doubleSet(6).map((tile) => tile.id);

function tiles(value: unknown, path: string, found: { id: string; path: string }[]): Tile[] {
  return tileList(value, path, { maxPip: 6, sets: 1, max: 28, found });
}

function readOptions(value: unknown): DumpTruckOptions {
  const options = object(value, 'options', Object.keys(DUMP_TRUCK_DEFAULTS)) as unknown as DumpTruckOptions;
  try {
    checkDumpTruckOptions(options);
  } catch (error) {
    if (error instanceof InvalidOptionError) invalid('bad-option', `options.${error.option}`, error.message);
    throw error;
  }
  return options;
}

/** One placement, its cells inside the coordinates a load can reach. */
function placement(value: unknown, path: string, found: { id: string; path: string }[]): DumpTruckPlacement {
  const record = object(value, path, ['tile', 'row', 'column', 'orientation', 'flipped']);
  const tile = tileAt(record.tile, `${path}.tile`, 6, 1);
  found.push({ id: tile.id, path: `${path}.tile` });
  int(record.row, `${path}.row`, -(TRUCK_ROWS - 1), TRUCK_ROWS - 1);
  int(record.column, `${path}.column`, -(TRUCK_COLUMNS - 1), TRUCK_COLUMNS - 1);
  text(record.orientation, `${path}.orientation`, ['horizontal', 'vertical']);
  if (bool(record.flipped, `${path}.flipped`) && isDouble(tile)) {
    invalid('bad-truck', `${path}.flipped`, 'a double is never flipped');
  }
  return record as unknown as DumpTruckPlacement;
}

/** A load: at most six dominoes, no shared cell, connected, inside the truck (rulings 8–11). */
function checkLoad(load: readonly DumpTruckPlacement[], path: string, template: boolean): void {
  const cells = new Set<string>();
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  load.forEach((placed, i) => {
    const [r1, c1, r2, c2] = spotCells(placed);
    for (const [r, c] of [
      [r1, c1],
      [r2, c2],
    ] as const) {
      if (cells.has(`${r},${c}`)) invalid('bad-truck', `${path}[${i}]`, 'covers a cell another domino holds');
      cells.add(`${r},${c}`);
      top = Math.min(top, r);
      bottom = Math.max(bottom, r);
      left = Math.min(left, c);
      right = Math.max(right, c);
    }
    if (template && (r1 < 0 || c1 < 0 || r2 >= TRUCK_ROWS || c2 >= TRUCK_COLUMNS)) {
      invalid('bad-truck', `${path}[${i}]`, 'sticks out of the 4-wide, 3-high template');
    }
  });
  if (load.length === 0) return;
  if (!template) {
    if (!cells.has('0,0'))
      invalid('bad-truck', path, "a loose load holds its first domino's cell, row 0, column 0");
    if (bottom - top >= TRUCK_ROWS || right - left >= TRUCK_COLUMNS) {
      invalid('bad-truck', path, 'the load does not fit 4 wide and 3 high');
    }
  }
  const start = cells.values().next().value as string;
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const [r, c] = queue.pop()!.split(',').map(Number) as [number, number];
    for (const next of [`${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`]) {
      if (cells.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  if (seen.size !== cells.size) invalid('bad-truck', path, 'every domino must touch the rest of the load');
}

function unloadAt(value: unknown, path: string, players: number, round: number): DumpTruckUnload {
  const record = object(value, path, ['player', 'round', 'grid', 'points', 'scored', 'final']);
  int(record.player, `${path}.player`, 0, players - 1);
  int(record.round, `${path}.round`, 0, round);
  array(record.grid, `${path}.grid`, { max: TRUCK_ROWS }).forEach((row, r) => {
    array(row, `${path}.grid[${r}]`, { max: TRUCK_COLUMNS }).forEach((cell, c) => {
      if (cell !== null) int(cell, `${path}.grid[${r}][${c}]`, 0, 6);
    });
  });
  const points = int(record.points, `${path}.points`, 0, MAX_UNLOAD_POINTS);
  const scored = bool(record.scored, `${path}.scored`);
  const final = bool(record.final, `${path}.final`);
  if (!scored && points > 0) invalid('bad-score', `${path}.points`, 'an unscored unload scores 0');
  if (final && !scored) invalid('bad-score', `${path}.scored`, 'a load left at the end is always scored');
  return record as unknown as DumpTruckUnload;
}

/**
 * Checks an untrusted Dump Truck state (plain JSON, from `readJson`) and
 * returns it typed, or throws `InvalidStateError` naming the first bad value:
 * its shape (every key, no other), ranges (2–8 players, steps, coordinates),
 * the generator, the options, the 28 dominoes each in exactly one place, and
 * the game's invariants: loads of at most six dominoes inside the truck,
 * connected and not overlapping (a loose load holds row 0, column 0); steps
 * that fit the phase and the hands; choices only while drawing; return
 * counts within `returnLimit` and retired dominoes discarded at the limit;
 * scores equal to the sum of the unloads; an over game with an empty pool.
 * `dumpTruck.parseState` runs it (then checks the rules can go on).
 *
 * @example
 * ```ts
 * const state = dumpTruck.parseState(JSON.parse(saved)); // throws InvalidStateError on a bad save
 * ```
 */
export function parseDumpTruckState(input: JsonValue): DumpTruckState {
  const state = object(input, '', STATE_KEYS);
  const players = int(state.players, 'players', 2, 8);
  rngState(state.rng, 'rng');
  const options = readOptions(state.options);
  const maxRounds = 28 * (options.returnLimit + 1);
  const round = int(state.round, 'round', 1, maxRounds);
  const phase = text(state.phase, 'phase', PHASES) as DumpTruckPhase;
  const steps = array(state.steps, 'steps', { length: players }).map(
    (step, seat) => text(step, `steps[${seat}]`, PHASE_STEPS[phase] ?? STEPS) as DumpTruckStep,
  );
  if (phase !== 'over' && steps.every((step) => step === 'wait')) {
    invalid('inconsistent', 'steps', `in the ${phase} phase some seat must have something to do`);
  }

  const found: { id: string; path: string }[] = [];
  const faceDown = tiles(state.faceDown, 'faceDown', found);
  const faceUp = tiles(state.faceUp, 'faceUp', found);
  const discarded = tiles(state.discarded, 'discarded', found);
  const held = array(state.held, 'held', { length: players }).map((value, seat): DumpTruckHeld | null => {
    if (value === null) return null;
    const path = `held[${seat}]`;
    const record = object(value, path, ['tile', 'from']);
    const tile = tileAt(record.tile, `${path}.tile`, 6, 1);
    found.push({ id: tile.id, path: `${path}.tile` });
    text(record.from, `${path}.from`, ['face-down', 'face-up', 'truck']);
    return record as unknown as DumpTruckHeld;
  });
  const trucks = array(state.trucks, 'trucks', { length: players }).map((value, seat) => {
    const path = `trucks[${seat}]`;
    const load = array(value, path, { max: TRUCK_CAPACITY }).map((item, i) =>
      placement(item, `${path}[${i}]`, found),
    );
    checkLoad(load, path, options.template);
    return load;
  });
  conserveTiles(found, ALL_IDS);

  // Returns: counts within the limit; a domino once face up never goes face down again.
  const returns = object(state.returns, 'returns', [], ALL_IDS);
  for (const [id, count] of Object.entries(returns)) {
    int(count, `returns.${id}`, 1, Math.max(1, options.returnLimit));
    if (options.returnLimit === 0)
      invalid('out-of-range', `returns.${id}`, 'returnLimit 0: nothing goes back');
  }
  faceDown.forEach((tile, i) => {
    if (returns[tile.id] !== undefined)
      invalid('inconsistent', `faceDown[${i}]`, 'a returned domino stays face up');
  });
  const discardedIds = new Set(discarded.map((tile) => tile.id));
  const retired = array(state.retired, 'retired', { max: 28 }).map((value, i) => {
    const id = text(value, `retired[${i}]`);
    if (!discardedIds.has(id))
      invalid('inconsistent', `retired[${i}]`, `${id} is not among the discarded dominoes`);
    if (((returns[id] as number | undefined) ?? 0) !== options.returnLimit) {
      invalid('inconsistent', `retired[${i}]`, `${id} was retired before reaching the return limit`);
    }
    return id;
  });
  if (new Set(retired).size !== retired.length)
    invalid('duplicate-tile', 'retired', 'a domino is retired once');

  // Draw order: a permutation of the seats.
  const drawOrder = array(state.drawOrder, 'drawOrder', { length: players }).map((seat, i) =>
    int(seat, `drawOrder[${i}]`, 0, players - 1),
  );
  if (new Set(drawOrder).size !== players) invalid('inconsistent', 'drawOrder', 'every seat appears once');

  // Choices: only while drawing, only for a seat that has chosen and is not yet served.
  // A pending choice names a face-up domino, or one a seat before it has just drawn face up.
  const faceUpIds = new Set([
    ...faceUp.map((tile) => tile.id),
    ...held.flatMap((hand) => (hand?.from === 'face-up' ? [hand.tile.id] : [])),
  ]);
  array(state.choices, 'choices', { length: players }).forEach((value, seat) => {
    if (value === null) return;
    const path = `choices[${seat}]`;
    const choice = text(value, path);
    if (phase !== 'draw' || steps[seat] !== 'wait' || held[seat] !== null) {
      invalid('inconsistent', path, 'only a seat that has chosen and is waiting to be served has a choice');
    }
    if (choice !== DUMP_TRUCK_FACE_DOWN && !faceUpIds.has(choice)) {
      invalid('out-of-range', path, `must be '${DUMP_TRUCK_FACE_DOWN}' or the id of a face-up domino`);
    }
  });
  if (phase === 'draw' && faceUp.length === 0 && steps.includes('choose')) {
    invalid('inconsistent', 'steps', 'a seat chooses only when the pool holds a face-up domino');
  }

  // Hands against steps.
  held.forEach((hand, seat) => {
    const step = steps[seat]!;
    const path = `held[${seat}]`;
    const loading = step === 'load' || step === 'relocate';
    if (loading && hand === null) invalid('inconsistent', path, 'a seat loading holds a domino');
    if (hand === null) return;
    if (phase !== 'draw' && !loading)
      invalid('inconsistent', path, 'hands are empty outside the draw and load');
    if (phase === 'draw' && (step !== 'wait' || hand.from === 'truck')) {
      invalid('inconsistent', path, 'a seat served in the draw waits with what it drew');
    }
    if ((step === 'relocate') !== (hand.from === 'truck')) {
      invalid('inconsistent', `${path}.from`, 'a displaced domino is in hand exactly while relocating');
    }
    if (step === 'relocate' && (options.noReplace || options.noShift)) {
      invalid('inconsistent', `steps[${seat}]`, 'nothing is displaced when replacing is not allowed');
    }
  });
  steps.forEach((step, seat) => {
    if (step === 'unload' && trucks[seat]!.length === 0) {
      invalid('inconsistent', `steps[${seat}]`, 'an empty truck has nothing to unload');
    }
  });

  // Scores: the sum of the unloads.
  const unloads = array(state.unloads, 'unloads', { max: maxRounds * players + players }).map((value, i) =>
    unloadAt(value, `unloads[${i}]`, players, round),
  );
  const scores = array(state.scores, 'scores', { length: players }).map((value, seat) =>
    int(value, `scores[${seat}]`, 0, 1_000_000),
  );
  scores.forEach((score, seat: Seat) => {
    const sum = unloads.filter((u) => u.player === seat).reduce((total, u) => total + u.points, 0);
    if (sum !== score)
      invalid('bad-score', `scores[${seat}]`, `must be ${sum}, the sum of the seat's unloads`);
  });
  unloads.forEach((unload, i) => {
    if (unload.final && phase !== 'over')
      invalid('inconsistent', `unloads[${i}].final`, 'only the end scores loads left');
  });

  if (phase === 'over') {
    if (faceDown.length > 0 || faceUp.length > 0)
      invalid('inconsistent', 'phase', 'the game ends with an empty pool');
    if (held.some((hand) => hand !== null))
      invalid('inconsistent', 'phase', 'the game ends with empty hands');
  }
  return state as unknown as DumpTruckState;
}
