/**
 * Dump Truck in words: a text drawing of a seat's view.
 *
 * @module
 */
import { CORE_EN, type Message, pips, renderMessage } from '../../core/message.js';
import type { Tile } from '../../core/tiles.js';
import { scoreTruck } from './score-truck.js';
import { DUMP_TRUCK_FACE_DOWN } from './state.js';
import { DUMP_TRUCK_EN, type DumpTruckWhere } from './texts-en.js';
import { gridOrigin, spotCells, TRUCK_COLUMNS, TRUCK_ROWS, truckGrid } from './truck.js';
import type { DumpTruckEvent, DumpTruckMove, DumpTruckPlacement, DumpTruckView } from './types.js';

/**
 * The load drawn cell by cell, with `-` and `|` joining the halves of each
 * domino; rows and columns counted from 1 from the top-left cell (as the
 * texts of placements and of template moves name them).
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
  const lines = [`    ${Array.from({ length: TRUCK_COLUMNS }, (_, c) => label(c + 1)).join('')}`];
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
    lines.push(` ${label(row + 1)}  ${cells.trimEnd()}`);
    if (links.trim()) lines.push(`     ${links.trimEnd()}`);
  }
  return lines;
}

/**
 * A compact text drawing of one seat's view of Dump Truck (for the terminal
 * `boneyard play`): the round and phase, the pool (face-down count and the
 * face-up dominoes), the draw order, then each seat's score, what it is
 * doing, what it holds (as far as the viewer may know) and its truck drawn as
 * a 3×4 grid (`.` empty; `-` and `|` join the halves of a domino; rows and
 * columns counted from 1, as the texts name them). Only what the view holds is
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
  return formatDumpTruckMessages(view)
    .map((line) => renderMessage([CORE_EN, DUMP_TRUCK_EN], line, 'en'))
    .join('\n');
}

/**
 * The drawing of {@link formatDumpTruckView} as messages, one a line (its English text is the drawing;
 * the grids are `core.line`, the same in every language).
 *
 * @example
 * ```ts
 * formatDumpTruckMessages(dumpTruck.view(state, 0))[0]!.id; // 'dump-truck.view.title'
 * ```
 */
export function formatDumpTruckMessages(view: DumpTruckView): Message[] {
  const lines: Message[] = [
    {
      id: 'dump-truck.view.title',
      params: { over: view.over, round: view.round, phase: view.phase, viewer: view.viewer },
    },
    {
      id: 'dump-truck.view.pool',
      params: {
        faceDown: view.faceDownCount,
        faceUp: view.faceUp.map(pips),
        drawOrder: [...view.drawOrder],
        discarded: view.discarded.length,
      },
    },
  ];
  const { blanks, minChain } = view.options;
  for (let seat = 0; seat < view.players; seat++) {
    const step = view.steps[seat]!;
    const held = view.held[seat];
    let doing: string = step;
    let chose: unknown = null;
    if (view.phase === 'draw' && step === 'wait' && !view.holding[seat]) {
      if (seat === view.viewer && view.myChoice !== null) {
        doing = 'chose';
        const tile = view.faceUp.find((t) => t.id === view.myChoice);
        chose = tile ? pips(tile) : drawnOf(view.myChoice);
      } else doing = 'has-chosen';
    }
    if (view.over) doing = 'done';
    const load = view.trucks[seat]!;
    lines.push({
      id: 'dump-truck.view.seat',
      params: {
        seat,
        you: seat === view.viewer,
        score: view.scores[seat]!,
        doing,
        chose,
        holds: held === 'hidden' ? 'hidden' : held ? { tile: pips(held.tile), from: held.from } : null,
        count: load.length,
        worth: load.length === 0 ? 0 : scoreTruck(truckGrid(load), { blanks, minChain }).total,
      },
    });
    if (load.length > 0)
      for (const text of drawTruck(load)) lines.push({ id: 'core.line', params: { text } });
  }
  const last = view.unloads[view.unloads.length - 1];
  if (last) {
    const how = last.final ? 'final' : last.scored ? 'scored' : 'dumped';
    lines.push({
      id: 'dump-truck.view.last-unload',
      params: { player: last.player, how, round: last.round, points: last.points },
    });
  }
  return lines;
}

/** An event's fields without its text (what {@link describeDumpTruckEvent} words). */
export type DumpTruckEventFields = DumpTruckEvent extends infer E
  ? E extends DumpTruckEvent
    ? Omit<E, 'text' | 'message'>
    : never
  : never;

/** A domino id as a message names it: its pips (`'0:2-5'` → `[2, 5]`), or `'face-down'`. */
function drawnOf(id: string): readonly [number, number] | 'face-down' {
  if (id === DUMP_TRUCK_FACE_DOWN) return 'face-down';
  const found = /^\d+:(\d+)-(\d+)$/.exec(id);
  return found ? [Number(found[1]), Number(found[2])] : 'face-down';
}

/** A domino id's pips (`'0:2-5'` → `[2, 5]`). */
const pipsOf = (id: string): readonly [number, number] => {
  const found = drawnOf(id);
  return found === 'face-down' ? [0, 0] : found;
};

/**
 * One Dump Truck event as a message (see {@link describeDumpTruckEvent}, its
 * English text). Only the fields given are named, so a hidden domino never shows. A placement is
 * told at `at` (its first cell counted from 1 from the load's top-left cell, as the drawing numbers it;
 * without it, its coordinates plus one).
 *
 * @example
 * ```ts
 * dumpTruckEventMessage({ type: 'keep', player: 1 }); // { id: 'dump-truck.keep', params: { player: 1 } }
 * ```
 */
export function dumpTruckEventMessage(
  event: DumpTruckEventFields,
  at?: { readonly row: number; readonly column: number },
): Message {
  const id = `dump-truck.${event.type}`;
  switch (event.type) {
    case 'choose':
      return {
        id,
        params: { player: event.player, choice: event.choice === undefined ? null : drawnOf(event.choice) },
      };
    case 'round-start':
      return {
        id,
        params: {
          round: event.round,
          drawOrder: [...event.drawOrder],
          coinFlips: event.coinFlips.map((g) => [...g]),
        },
      };
    case 'draw':
      return {
        id,
        params: {
          player: event.player,
          tile: event.tile === undefined ? null : pipsOf(event.tile),
          from: event.from,
          automatic: event.chose === null,
        },
      };
    case 'choice-gone':
      return { id, params: { player: event.player, chose: drawnOf(event.chose) } };
    case 'no-draw':
    case 'keep':
      return { id, params: { player: event.player } };
    case 'place': {
      const { player, relocated, tile, orientation, row, column, flipped } = event;
      const cell = at ?? { row: row + 1, column: column + 1 };
      return {
        id,
        params: {
          player,
          relocated,
          tile: pipsOf(tile),
          orientation,
          row: cell.row,
          column: cell.column,
          flipped,
        },
      };
    }
    case 'replace':
      return {
        id,
        params: { player: event.player, tile: pipsOf(event.tile), replaced: pipsOf(event.replaced) },
      };
    case 'return':
    case 'discard':
      return { id, params: { player: event.player, tile: pipsOf(event.tile), returns: event.returns } };
    case 'unload': {
      const { player, scored, final, points } = event;
      const chains = event.chains.map((c) => ({ kind: c.kind, value: c.value, points: c.points }));
      return { id, params: { player, scored, final, points, chains } };
    }
    case 'round-end':
      return { id, params: { round: event.round, scores: [...event.scores] } };
    case 'game-over':
      return { id, params: { scores: [...event.scores], winners: [...event.winners] } };
  }
}

/**
 * One line for people about one Dump Truck event, in the drawing's notation
 * (`2-5`). Only the fields given are told, so a hidden domino never shows.
 *
 * @example
 * ```ts
 * describeDumpTruckEvent({ type: 'keep', player: 1 }); // 'Seat 1 keeps their load.'
 * ```
 */
export function describeDumpTruckEvent(event: DumpTruckEventFields): string {
  return renderMessage([DUMP_TRUCK_EN], dumpTruckEventMessage(event), 'en');
}

const ROW_NAMES = ['top', 'middle', 'bottom'];
const STEPS: readonly (readonly [number, number, string])[] = [
  [0, -1, 'right-of'],
  [0, 1, 'left-of'],
  [-1, 0, 'below'],
  [1, 0, 'above'],
];

/** The two numbers of a domino as it would lie: first the left (or top) one. */
function halves(tile: Tile, flipped: boolean): [number, number] {
  return flipped ? [tile.high, tile.low] : [tile.low, tile.high];
}

/** Where a domino would go, as data: template cells by row and column, a loose load by its neighbour. */
function whereInTruck(
  load: readonly DumpTruckPlacement[],
  spot: { row: number; column: number; orientation: 'horizontal' | 'vertical' },
  values: [number, number],
  template: boolean,
): DumpTruckWhere {
  const [r1, c1, r2, c2] = spotCells(spot);
  if (template) return { kind: 'cells', rows: [ROW_NAMES[r1]!, ROW_NAMES[r2]!], columns: [c1 + 1, c2 + 1] };
  if (load.length === 0) return { kind: 'first' };
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
        const half =
          placed.orientation === 'horizontal' ? (first ? 'left' : 'right') : first ? 'top' : 'bottom';
        return {
          kind: 'beside',
          mine: value,
          mineHalf: doubleInHand ? where : null,
          side,
          touched: first ? a : b,
          touchedHalf: a === b ? half : null,
          neighbour: pips(placed.tile),
        };
      }
    }
  }
  return { kind: 'truck' };
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
  return renderMessage([DUMP_TRUCK_EN], dumpTruckMoveMessage(view, move), 'en');
}

/**
 * A legal move as a message (see {@link describeDumpTruckMove}, its English text).
 *
 * @example
 * ```ts
 * dumpTruckMoveMessage(view, { type: 'keep', player: 0 }); // { id: 'dump-truck.move.keep', params: {} }
 * ```
 */
export function dumpTruckMoveMessage(view: DumpTruckView, move: DumpTruckMove): Message {
  const seat = view.viewer ?? move.player;
  const load = view.trucks[seat] ?? [];
  const held = view.held[seat];
  const inHand = held && held !== 'hidden' ? held.tile : null;
  const tile = inHand ? pips(inHand) : null;
  const id = `dump-truck.move.${move.type}`;
  switch (move.type) {
    case 'draw':
      return { id, params: { tile: move.tile === undefined ? null : pipsOf(move.tile) } };
    case 'place': {
      const values = inHand ? halves(inHand, move.flipped) : ([0, 0] as [number, number]);
      return {
        id,
        params: {
          verb: held !== 'hidden' && held?.from === 'truck' ? 'move' : 'load',
          tile,
          orientation: move.orientation,
          first: values[0],
          where: inHand ? whereInTruck(load, move, values, view.options.template) : { kind: 'truck' },
        },
      };
    }
    case 'replace': {
      const out = load.find((placed) => placed.tile.id === move.replaced);
      return {
        id,
        params: {
          tile,
          out: out ? pips(out.tile) : pipsOf(move.replaced),
          first: inHand ? halves(inHand, move.flipped)[0] : null,
          side: out?.orientation === 'vertical' ? 'top' : 'left',
        },
      };
    }
    case 'return': {
      const times = inHand ? (view.returns[inHand.id] ?? 0) : 0;
      return { id, params: { tile, times, leaves: times >= view.options.returnLimit } };
    }
    case 'unload': {
      if (!move.scored) return { id, params: { scored: false, count: 0, points: 0 } };
      const { blanks, minChain } = view.options;
      const points = load.length === 0 ? 0 : scoreTruck(truckGrid(load), { blanks, minChain }).total;
      return { id, params: { scored: true, count: load.length, points } };
    }
    case 'keep':
      return { id, params: {} };
  }
}
