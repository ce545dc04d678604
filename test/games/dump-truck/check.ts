import {
  createRng,
  doubleSet,
  type RngHolder,
  randomInt,
  type Seat,
  shuffle,
  type Tile,
} from '../../../src/core/index.js';
import type { DumpTruckState } from '../../../src/games/dump-truck/index.js';
import { spotCells, TRUCK_CAPACITY, TRUCK_COLUMNS, TRUCK_ROWS } from '../../../src/games/dump-truck/truck.js';

/** Dump Truck's own invariants, checked after every move. */
export function checkDumpTruck(state: DumpTruckState): void {
  const fail = (what: string) => {
    throw new Error(`Dump Truck invariant broken: ${what}`);
  };
  for (const load of state.trucks) {
    if (load.length > TRUCK_CAPACITY) fail('at most six dominoes per truck');
    const cells = new Set<string>();
    let top = Infinity;
    let bottom = -Infinity;
    let left = Infinity;
    let right = -Infinity;
    for (const placed of load) {
      const [r1, c1, r2, c2] = spotCells(placed);
      for (const [r, c] of [
        [r1, c1],
        [r2, c2],
      ] as const) {
        if (cells.has(`${r},${c}`)) fail('no two dominoes share a cell');
        cells.add(`${r},${c}`);
        top = Math.min(top, r);
        bottom = Math.max(bottom, r);
        left = Math.min(left, c);
        right = Math.max(right, c);
      }
      if (placed.flipped && placed.tile.low === placed.tile.high) fail('doubles are never flipped');
    }
    if (load.length === 0) continue;
    if (state.options.template) {
      if (top < 0 || left < 0 || bottom >= TRUCK_ROWS || right >= TRUCK_COLUMNS) fail('inside the template');
    } else if (!cells.has('0,0') || bottom - top >= TRUCK_ROWS || right - left >= TRUCK_COLUMNS) {
      fail('the load fits 4 wide and 3 high, anchored at its first domino (row 0, column 0)');
    }
    // Connected: flood from one cell.
    const start = cells.values().next().value!;
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const [r, c] = queue.shift()!.split(',').map(Number) as [number, number];
      for (const next of [`${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`]) {
        if (cells.has(next) && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    if (seen.size !== cells.size) fail('the load is connected');
  }
  const ids = [
    ...state.faceDown,
    ...state.faceUp,
    ...state.discarded,
    ...state.held.flatMap((held) => (held ? [held.tile] : [])),
    ...state.trucks.flat().map((placed) => placed.tile),
  ].map((tile) => tile.id);
  if (ids.length !== 28 || new Set(ids).size !== 28) fail('all 28 dominoes in exactly one place');
  for (const tile of doubleSet(6)) if (!ids.includes(tile.id)) fail('the set is a double-six set');
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  for (let seat = 0; seat < state.players; seat++) {
    const points = state.unloads.filter((u) => u.player === seat).map((u) => u.points);
    if (points.some((p) => p < 0)) fail('unloads never take points away');
    if (state.scores[seat] !== sum(points)) fail('scores add up from unloads');
    const step = state.steps[seat];
    const loading = step === 'load' || step === 'relocate';
    if (loading && state.held[seat] === null) fail('a seat loading holds a domino');
    if (state.held[seat] !== null && !loading && state.phase !== 'draw')
      fail('hands are empty outside draw and load');
  }
  for (const count of Object.values(state.returns)) {
    if (count > state.options.returnLimit)
      fail('no domino goes back to the pool more than returnLimit times');
  }
  if (state.phase === 'over' && (state.faceDown.length > 0 || state.faceUp.length > 0))
    fail('the game ends with an empty pool');
}

/**
 * A twin of `state` that differs only in what `seat` cannot see (the harness
 * `hide`): the face-down pool and others' face-down draws dealt again from
 * the same dominoes, others' pending draw choices redrawn, a new generator.
 */
export function hideDumpTruck(state: DumpTruckState, seat: Seat | null, random: RngHolder): DumpTruckState {
  const twin = JSON.parse(JSON.stringify(state)) as {
    -readonly [K in keyof DumpTruckState]: K extends 'held'
      ? ({ tile: Tile; from: string } | null)[]
      : DumpTruckState[K];
  };
  twin.rng = createRng(randomInt(random, 0, 1e9));
  // Everything this seat cannot see: the face-down pool and others' face-down draws, mixed together.
  const hidden = [...twin.faceDown];
  const slots: { tile: Tile }[] = [];
  twin.held.forEach((held, other) => {
    if (held && other !== seat && held.from === 'face-down') slots.push(held);
  });
  for (const slot of slots) hidden.push(slot.tile);
  shuffle(random, hidden);
  for (const slot of slots) slot.tile = hidden.pop()!;
  twin.faceDown = hidden;
  // Others' pending draw choices.
  const choices = [...(twin.faceDown.length > 0 ? ['face-down'] : []), ...twin.faceUp.map((tile) => tile.id)];
  twin.choices = twin.choices.map((choice, other) =>
    choice === null || other === seat ? choice : choices[randomInt(random, 0, choices.length - 1)]!,
  );
  return twin as DumpTruckState;
}
