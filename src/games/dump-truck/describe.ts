import { formatTile } from '../../core/tiles.js';
import type { DumpTruckView } from './game.js';
import { scoreTruck } from './score-truck.js';
import { DUMP_TRUCK_FACE_DOWN, type DumpTruckHeld, type DumpTruckStep } from './state.js';
import { type DumpTruckPlacement, spotCells, TRUCK_COLUMNS, TRUCK_ROWS, truckGrid } from './truck.js';

const DOING: Record<DumpTruckStep, string> = {
  choose: 'choosing a draw',
  load: 'loading',
  relocate: 'placing or returning the displaced domino',
  unload: 'deciding whether to unload',
  wait: 'waiting',
};

const FROM: Record<DumpTruckHeld['from'], string> = {
  'face-down': 'drawn face down',
  'face-up': 'drawn face up',
  truck: 'out of the truck',
};

/** A draw choice in words: a face-down domino, or the face-up one by its pips. */
function choice(view: DumpTruckView, chosen: string): string {
  if (chosen === DUMP_TRUCK_FACE_DOWN) return 'a face-down domino';
  const tile = view.faceUp.find((t) => t.id === chosen);
  return tile ? formatTile(tile) : chosen;
}

/** The load drawn cell by cell, with `-` and `|` joining the halves of each domino; row and column numbers. */
function drawTruck(load: readonly DumpTruckPlacement[]): string[] {
  const grid = truckGrid(load);
  const joinRight = new Set<number>();
  const joinDown = new Set<number>();
  for (const placed of load) {
    const [row, column] = spotCells(placed);
    (placed.orientation === 'horizontal' ? joinRight : joinDown).add(row * TRUCK_COLUMNS + column);
  }
  const lines = [`     ${Array.from({ length: TRUCK_COLUMNS }, (_, c) => c).join(' ')}`];
  for (let row = 0; row < TRUCK_ROWS; row++) {
    let cells = '';
    let links = '';
    for (let column = 0; column < TRUCK_COLUMNS; column++) {
      const value = grid[row]![column];
      const at = row * TRUCK_COLUMNS + column;
      cells +=
        (value === null || value === undefined ? '.' : String(value)) + (joinRight.has(at) ? '-' : ' ');
      links += joinDown.has(at) ? '| ' : '  ';
    }
    lines.push(`  ${row}  ${cells.trimEnd()}`);
    if (links.trim()) lines.push(`     ${links.trimEnd()}`);
  }
  return lines;
}

/**
 * A compact text drawing of one seat's view of Dump Truck (for the terminal
 * `boneyard play`): the round and phase, the pool (face-down count and the
 * face-up dominoes), the draw order, then each seat's score, what it is
 * doing, what it holds (as far as the viewer may know) and its truck drawn as
 * a 3×4 grid (`.` empty; `-` and `|` join the halves of a domino; row and
 * column numbers as `place` moves use them). Only what the view holds is
 * shown: another seat's face-down draw is "a face-down domino" and its
 * pending draw choice is only "has chosen".
 *
 * @example
 * ```ts
 * console.log(describeDumpTruckView(dumpTruck.view(state, 0)));
 * // Dump Truck, round 1: load phase. You are seat 0.
 * // Pool: 26 face down; face up: none. Draw order: 1, 0. Discarded: 0.
 * // Seat 0 (you): 0 points, loading; holds 2-5 (drawn face down); empty truck
 * // …
 * ```
 */
export function describeDumpTruckView(view: DumpTruckView): string {
  const you = view.viewer === null ? 'You are watching.' : `You are seat ${view.viewer}.`;
  const title = view.over
    ? `Dump Truck, game over after ${view.round} rounds.`
    : `Dump Truck, round ${view.round}: ${view.phase} phase.`;
  const faceUp = view.faceUp.map(formatTile).join(' ') || 'none';
  const lines = [
    `${title} ${you}`,
    `Pool: ${view.faceDownCount} face down; face up: ${faceUp}. Draw order: ${view.drawOrder.join(', ')}. Discarded: ${view.discarded.length}.`,
  ];
  const { blanks, minChain } = view.options;
  for (let seat = 0; seat < view.players; seat++) {
    const step = view.steps[seat]!;
    const held = view.held[seat];
    let doing = DOING[step];
    if (view.phase === 'draw' && step === 'wait' && !view.holding[seat]) {
      doing =
        seat === view.viewer && view.myChoice !== null
          ? `chose ${choice(view, view.myChoice)}`
          : 'has chosen';
    }
    if (view.over) doing = 'done';
    const holds = held
      ? `; holds ${formatTile(held.tile)} (${FROM[held.from]})`
      : view.holding[seat]
        ? '; holds a face-down domino'
        : '';
    const load = view.trucks[seat]!;
    const truck =
      load.length === 0
        ? 'empty truck'
        : `truck: ${load.length} domino${load.length === 1 ? '' : 'es'} worth ${scoreTruck(truckGrid(load), { blanks, minChain }).total}`;
    const who = seat === view.viewer ? ' (you)' : '';
    lines.push(`Seat ${seat}${who}: ${view.scores[seat]} points, ${doing}${holds}; ${truck}`);
    if (load.length > 0) lines.push(...drawTruck(load));
  }
  const last = view.unloads[view.unloads.length - 1];
  if (last) {
    const how = last.final ? 'scored at the end' : last.scored ? 'unloaded' : 'dumped unscored';
    lines.push(`Last unload: seat ${last.player} ${how} in round ${last.round} for ${last.points} points.`);
  }
  return lines.join('\n');
}
