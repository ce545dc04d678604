/**
 * Dump Truck in words: a text drawing of a seat's view.
 *
 * @module
 */
import { formatTile, type Tile } from '../../core/tiles.js';
import { scoreTruck } from './score-truck.js';
import { DUMP_TRUCK_FACE_DOWN } from './state.js';
import { gridOrigin, spotCells, TRUCK_COLUMNS, TRUCK_ROWS, truckGrid } from './truck.js';
import type {
  DumpTruckEvent,
  DumpTruckHeld,
  DumpTruckMove,
  DumpTruckPlacement,
  DumpTruckStep,
  DumpTruckView,
} from './types.js';

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

/**
 * The load drawn cell by cell, with `-` and `|` joining the halves of each
 * domino; row and column numbers as `place` moves name them (negative left
 * of or above a loose load's first domino).
 */
function drawTruck(load: readonly DumpTruckPlacement[]): string[] {
  const grid = truckGrid(load);
  const origin = gridOrigin(load);
  const joinRight = new Set<number>();
  const joinDown = new Set<number>();
  for (const placed of load) {
    const [row, column] = spotCells(placed);
    const at = (row - origin.row) * TRUCK_COLUMNS + (column - origin.column);
    (placed.orientation === 'horizontal' ? joinRight : joinDown).add(at);
  }
  const label = (n: number) => String(n).padStart(2);
  const lines = [`    ${Array.from({ length: TRUCK_COLUMNS }, (_, c) => label(origin.column + c)).join('')}`];
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
    lines.push(` ${label(origin.row + row)}  ${cells.trimEnd()}`);
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
 * console.log(formatDumpTruckView(dumpTruck.view(state, 0)));
 * // Dump Truck, round 1: load phase. You are seat 0.
 * // Pool: 26 face down; face up: none. Draw order: 1, 0. Discarded: 0.
 * // Seat 0 (you): 0 points, loading; holds 2-5 (drawn face down); empty truck
 * // …
 * ```
 */
export function formatDumpTruckView(view: DumpTruckView): string {
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
    const holds =
      held === 'hidden'
        ? '; holds a face-down domino'
        : held
          ? `; holds ${formatTile(held.tile)} (${FROM[held.from]})`
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

/** An event's fields without its text (what {@link describeDumpTruckEvent} words). */
export type DumpTruckEventFields = DumpTruckEvent extends infer E
  ? E extends DumpTruckEvent
    ? Omit<E, 'text'>
    : never
  : never;

const seatList = (seats: readonly number[]) => seats.join(', ');

/** A draw choice in words, from its id (`'0:2-5'` → `2-5`). */
function chosen(choice: string): string {
  if (choice === DUMP_TRUCK_FACE_DOWN) return 'a face-down domino';
  const pips = /^\d+:(\d+)-(\d+)$/.exec(choice);
  return pips ? `${pips[1]}-${pips[2]}` : choice;
}

/**
 * One line for people about one Dump Truck event, in the drawing's notation
 * (`2-5`). Only the fields given are told, so a hidden domino never shows.
 *
 * @example
 * ```ts
 * describeDumpTruckEvent({ type: 'keep', player: 1 }); // 'Seat 1 keeps its load.'
 * ```
 */
export function describeDumpTruckEvent(event: DumpTruckEventFields): string {
  switch (event.type) {
    case 'choose':
      return event.choice === undefined
        ? `Seat ${event.player} chooses its draw.`
        : `Seat ${event.player} chooses ${chosen(event.choice)}.`;
    case 'round-start': {
      const flips = event.coinFlips
        .map((group) => ` Coin flip between equal scores: ${seatList(group)}.`)
        .join('');
      return `Round ${event.round} begins; draw order ${seatList(event.drawOrder)}.${flips}`;
    }
    case 'draw': {
      const what = event.tile === undefined ? 'a face-down domino' : chosen(event.tile);
      const how =
        event.chose === null
          ? ' (automatic draw)'
          : event.from === 'face-down'
            ? ' (chose face down)'
            : ' (chose it face up)';
      return `Seat ${event.player} draws ${what}${event.tile !== undefined && event.from === 'face-down' ? ' face down' : ''}${how}.`;
    }
    case 'choice-gone':
      return `Seat ${event.player} wanted ${chosen(event.chose)}, which is gone: it chooses again.`;
    case 'no-draw':
      return `Seat ${event.player} draws nothing: the pool is empty.`;
    case 'place':
      return `Seat ${event.player} ${event.relocated ? 'moves the displaced' : 'places'} ${chosen(event.tile)} ${event.orientation === 'horizontal' ? 'lying' : 'upright'} at row ${event.row}, column ${event.column}${event.flipped ? ', larger number first' : ''}.`;
    case 'replace':
      return `Seat ${event.player} puts ${chosen(event.tile)} in place of ${chosen(event.replaced)}, which is now in its hand.`;
    case 'return':
      return `Seat ${event.player} returns ${chosen(event.tile)} face up to the pool (return ${event.returns}).`;
    case 'discard':
      return `Seat ${event.player} returns ${chosen(event.tile)} once too often (limit ${event.returns}): it leaves the game.`;
    case 'unload': {
      if (!event.scored) return `Seat ${event.player} dumps its load unscored.`;
      const chains = event.chains
        .map((c) => `${c.kind === 'like' ? `${c.value}s` : 'sequence'} ${c.points}`)
        .join(', ');
      const when = event.final ? 'Game end: seat' : 'Seat';
      const verb = event.final ? 'scores its load as it stands' : 'unloads';
      return `${when} ${event.player} ${verb} for ${event.points} points${chains ? ` (${chains})` : ''}.`;
    }
    case 'keep':
      return `Seat ${event.player} keeps its load.`;
    case 'round-end':
      return `Round ${event.round} ends. Scores: ${event.scores.join(', ')}.`;
    case 'game-over':
      return `Game over. Scores: ${event.scores.join(', ')}; ${event.winners.length > 1 ? 'winners' : 'winner'}: seat ${seatList(event.winners)}.`;
  }
}

const ROW_NAMES = ['top', 'middle', 'bottom'];
const STEPS: readonly (readonly [number, number, string])[] = [
  [0, -1, 'right of'],
  [0, 1, 'left of'],
  [-1, 0, 'below'],
  [1, 0, 'above'],
];

/** The two numbers of a domino as it would lie: first the left (or top) one. */
function halves(tile: Tile, flipped: boolean): [number, number] {
  return flipped ? [tile.high, tile.low] : [tile.low, tile.high];
}

/** Where a domino would go, in words: template cells by row and column, a loose load by its neighbour. */
function whereInTruck(
  load: readonly DumpTruckPlacement[],
  spot: { row: number; column: number; orientation: 'horizontal' | 'vertical' },
  values: [number, number],
  template: boolean,
): string {
  const [r1, c1, r2, c2] = spotCells(spot);
  if (template) {
    return r1 === r2
      ? `in the ${ROW_NAMES[r1]} row, columns ${c1 + 1} and ${c2 + 1}`
      : `in column ${c1 + 1}, ${ROW_NAMES[r1]} and ${ROW_NAMES[r2]} rows`;
  }
  if (load.length === 0) return 'as the first domino of your truck';
  // A double's two halves read alike: they are told apart by where they lie (its left 3, the top 2 of 2-2).
  const doubleInHand = values[0] === values[1];
  const cells = [
    [r1, c1, values[0], spot.orientation === 'horizontal' ? 'left' : 'top'],
    [r2, c2, values[1], spot.orientation === 'horizontal' ? 'right' : 'bottom'],
  ] as const;
  for (const [row, column, value, where] of cells) {
    for (const [dr, dc, side] of STEPS) {
      for (const placed of load) {
        const [p1, q1, p2, q2] = spotCells(placed);
        const [a, b] = halves(placed.tile, placed.flipped);
        const first = p1 === row + dr && q1 === column + dc;
        if (!first && !(p2 === row + dr && q2 === column + dc)) continue;
        const mine = doubleInHand ? `${where} ${value}` : `${value}`;
        const half =
          placed.orientation === 'horizontal' ? (first ? 'left' : 'right') : first ? 'top' : 'bottom';
        const touched = a === b ? `${half} ${a}` : `${first ? a : b}`;
        return `its ${mine} ${side} the ${touched} of ${formatTile(placed.tile)}`;
      }
    }
  }
  return 'in your truck';
}

/**
 * A legal move in words, from the moving seat's point of view, in the voice
 * of the event texts: what to draw, where the domino in hand would lie (by
 * the truck's rows and columns with a template, else beside a domino already
 * loaded), which domino it would replace, returning it, unloading (with the
 * points the load scores now) or keeping the load. Reads only the seat's view.
 *
 * @example
 * ```ts
 * const view = dumpTruck.view(state, 0);
 * describeDumpTruckMove(view, { type: 'draw', player: 0 }); // 'Choose a face-down domino.'
 * describeDumpTruckMove(view, { type: 'place', player: 0, row: 0, column: 1, orientation: 'horizontal', flipped: false });
 * // 'Load 2-5 lying, 2 on the left, its 2 right of the 4 of 1-4.'
 * ```
 */
export function describeDumpTruckMove(view: DumpTruckView, move: DumpTruckMove): string {
  const seat = view.viewer ?? move.player;
  const load = view.trucks[seat] ?? [];
  const held = view.held[seat];
  const inHand = held && held !== 'hidden' ? held.tile : null;
  const hand = inHand ? formatTile(inHand) : 'the domino in hand';
  switch (move.type) {
    case 'draw':
      return move.tile === undefined
        ? 'Choose a face-down domino.'
        : `Choose ${chosen(move.tile)} from the face-up pool.`;
    case 'place': {
      if (!inHand) return `Load ${hand}.`;
      const values = halves(inHand, move.flipped);
      const how =
        move.orientation === 'horizontal'
          ? `lying, ${values[0]} on the left`
          : `upright, ${values[0]} on top`;
      const verb = held !== 'hidden' && held?.from === 'truck' ? 'Move' : 'Load';
      return `${verb} ${hand} ${how}, ${whereInTruck(load, move, values, view.options.template)}.`;
    }
    case 'replace': {
      const out = load.find((placed) => placed.tile.id === move.replaced);
      const outName = out ? formatTile(out.tile) : chosen(move.replaced);
      const first = inHand ? halves(inHand, move.flipped)[0] : null;
      const side = out?.orientation === 'vertical' ? 'on top' : 'on the left';
      const how = first === null ? '' : ` (${first} ${side})`;
      return `Put ${hand} in place of ${outName}${how}, taking ${outName} into your hand.`;
    }
    case 'return': {
      const times = inHand ? (view.returns[inHand.id] ?? 0) : 0;
      return times >= view.options.returnLimit
        ? `Return ${hand}: it has gone back ${times} time${times === 1 ? '' : 's'} already, so it leaves the game.`
        : `Return ${hand} face up to the pool.`;
    }
    case 'unload': {
      if (!move.scored) return 'Dump your load unscored.';
      const { blanks, minChain } = view.options;
      const points = load.length === 0 ? 0 : scoreTruck(truckGrid(load), { blanks, minChain }).total;
      return `Unload your truck of ${load.length} domino${load.length === 1 ? '' : 'es'} for ${points} point${points === 1 ? '' : 's'}.`;
    }
    case 'keep':
      return 'Keep your load for now.';
  }
}
