/**
 * Dump Truck's sentences in English: its events and its moves. The event and
 * move texts are these sentences rendered; `boneyard/texts` holds the other
 * languages.
 *
 * @module
 */
import { type Catalog, dash } from '../../core/message.js';

type Pips = readonly [number, number];
/** A domino a text names: its pips, or `'face-down'` for one nobody may see. */
type Drawn = Pips | 'face-down';
const drawn = (what: Drawn) => (what === 'face-down' ? 'a face-down domino' : dash(what));
const DOING: Readonly<Record<string, string>> = {
  choose: 'choosing a draw',
  load: 'loading',
  relocate: 'placing or returning the displaced domino',
  unload: 'deciding whether to unload',
  wait: 'waiting',
  'has-chosen': 'has chosen',
  done: 'done',
};
const FROM: Readonly<Record<string, string>> = {
  'face-down': 'drawn face down',
  'face-up': 'drawn face up',
  truck: 'out of the truck',
};
const seatList = (seats: readonly number[]) => seats.join(', ');
const ROW_NAMES: Readonly<Record<string, string>> = { top: 'top', middle: 'middle', bottom: 'bottom' };
const SIDES: Readonly<Record<string, string>> = {
  'right-of': 'right of',
  'left-of': 'left of',
  below: 'below',
  above: 'above',
};

/** Where a domino would go in a truck (see `dumpTruckMoveMessage`). */
export type DumpTruckWhere =
  | { readonly kind: 'cells'; readonly rows: readonly string[]; readonly columns: readonly number[] }
  | { readonly kind: 'first' }
  | {
      readonly kind: 'beside';
      readonly mine: number;
      readonly mineHalf: string | null;
      readonly side: string;
      readonly touched: number;
      readonly touchedHalf: string | null;
      readonly neighbour: Pips;
    }
  | { readonly kind: 'truck' };

function where(at: DumpTruckWhere): string {
  switch (at.kind) {
    case 'cells': {
      const [r1, r2] = at.rows as [string, string];
      const [c1, c2] = at.columns as [number, number];
      return r1 === r2
        ? `in the ${ROW_NAMES[r1]} row, columns ${c1} and ${c2}`
        : `in column ${c1}, ${ROW_NAMES[r1]} and ${ROW_NAMES[r2]} rows`;
    }
    case 'first':
      return 'as the first domino of your truck';
    case 'beside': {
      const mine = at.mineHalf ? `${at.mineHalf} ${at.mine}` : `${at.mine}`;
      const touched = at.touchedHalf ? `${at.touchedHalf} ${at.touched}` : `${at.touched}`;
      return `its ${mine} ${SIDES[at.side]} the ${touched} of ${dash(at.neighbour)}`;
    }
    case 'truck':
      return 'in your truck';
  }
}

/**
 * Dump Truck's English sentences by message id.
 *
 * @example
 * ```ts
 * DUMP_TRUCK_EN['dump-truck.keep']; // 'Seat {player} keeps their load.'
 * ```
 */
export const DUMP_TRUCK_EN = {
  'dump-truck.choose': (p: { player: number; choice: Drawn | null }) =>
    p.choice === null
      ? `Seat ${p.player} chooses their draw.`
      : `Seat ${p.player} chooses ${drawn(p.choice)}.`,
  'dump-truck.round-start': (p: {
    round: number;
    drawOrder: readonly number[];
    coinFlips: readonly (readonly number[])[];
  }) => {
    const flips = p.coinFlips.map((group) => ` Coin flip between equal scores: ${seatList(group)}.`).join('');
    return `Round ${p.round} begins; draw order ${seatList(p.drawOrder)}.${flips}`;
  },
  'dump-truck.draw': (p: { player: number; tile: Pips | null; from: string; automatic: boolean }) => {
    const what = p.tile === null ? 'a face-down domino' : dash(p.tile);
    const how = p.automatic
      ? ' (automatic draw)'
      : p.from === 'face-down'
        ? ' (chose face down)'
        : ' (chose it face up)';
    return `Seat ${p.player} draws ${what}${p.tile !== null && p.from === 'face-down' ? ' face down' : ''}${how}.`;
  },
  'dump-truck.choice-gone': (p: { player: number; chose: Drawn }) =>
    `Seat ${p.player} wanted ${drawn(p.chose)}, which is gone: they choose again.`,
  'dump-truck.no-draw': 'Seat {player} draws nothing: the pool is empty.',
  'dump-truck.place': (p: {
    player: number;
    relocated: boolean;
    tile: Pips;
    orientation: 'horizontal' | 'vertical';
    row: number;
    column: number;
    flipped: boolean;
  }) =>
    `Seat ${p.player} ${p.relocated ? 'moves the displaced' : 'places'} ${dash(p.tile)} ${p.orientation === 'horizontal' ? 'lying' : 'upright'} at row ${p.row}, column ${p.column}${p.flipped ? ', larger number first' : ''}.`,
  'dump-truck.replace': (p: { player: number; tile: Pips; replaced: Pips }) =>
    `Seat ${p.player} puts ${dash(p.tile)} in place of ${dash(p.replaced)}, which is now in their hand.`,
  'dump-truck.return': (p: { player: number; tile: Pips; returns: number }) =>
    `Seat ${p.player} returns ${dash(p.tile)} face up to the pool (return ${p.returns}).`,
  'dump-truck.discard': (p: { player: number; tile: Pips; returns: number }) =>
    `Seat ${p.player} returns ${dash(p.tile)} once too often (limit ${p.returns}): it leaves the game.`,
  'dump-truck.unload': (p: {
    player: number;
    scored: boolean;
    final: boolean;
    points: number;
    chains: readonly { kind: 'like' | 'sequence'; value: number; points: number }[];
  }) => {
    if (!p.scored) return `Seat ${p.player} dumps their load unscored.`;
    const chains = p.chains
      .map((c) => `${c.kind === 'like' ? `${c.value}s` : 'sequence'} ${c.points}`)
      .join(', ');
    const when = p.final ? 'Game end: seat' : 'Seat';
    const verb = p.final ? 'scores their load as it stands' : 'unloads';
    return `${when} ${p.player} ${verb} for ${p.points} points${chains ? ` (${chains})` : ''}.`;
  },
  'dump-truck.keep': 'Seat {player} keeps their load.',
  'dump-truck.round-end': (p: { round: number; scores: readonly number[] }) =>
    `Round ${p.round} ends. Scores: ${p.scores.join(', ')}.`,
  'dump-truck.game-over': (p: { scores: readonly number[]; winners: readonly number[] }) =>
    `Game over. Scores: ${p.scores.join(', ')}; ${p.winners.length > 1 ? 'winners' : 'winner'}: seat ${seatList(p.winners)}.`,
  'dump-truck.view.title': (p: { over: boolean; round: number; phase: string; viewer: number | null }) => {
    const title = p.over
      ? `Dump Truck, game over after ${p.round} rounds.`
      : `Dump Truck, round ${p.round}: ${p.phase} phase.`;
    return `${title} ${p.viewer === null ? 'You are watching.' : `You are seat ${p.viewer}.`}`;
  },
  'dump-truck.view.pool': (p: {
    faceDown: number;
    faceUp: readonly Pips[];
    drawOrder: readonly number[];
    discarded: number;
  }) =>
    `Pool: ${p.faceDown} face down; face up: ${p.faceUp.map(dash).join(' ') || 'none'}. Draw order: ${p.drawOrder.join(', ')}. Discarded: ${p.discarded}.`,
  'dump-truck.view.seat': (p: {
    seat: number;
    you: boolean;
    score: number;
    doing: string;
    chose: Drawn | null;
    holds: 'hidden' | { tile: Pips; from: string } | null;
    count: number;
    worth: number;
  }) => {
    const doing =
      p.doing === 'chose' ? `chose ${drawn(p.chose ?? 'face-down')}` : (DOING[p.doing] ?? p.doing);
    const holds =
      p.holds === 'hidden'
        ? '; holds a face-down domino'
        : p.holds
          ? `; holds ${dash(p.holds.tile)} (${FROM[p.holds.from]})`
          : '';
    const truck =
      p.count === 0 ? 'empty truck' : `truck: ${p.count} domino${p.count === 1 ? '' : 'es'} worth ${p.worth}`;
    return `Seat ${p.seat}${p.you ? ' (you)' : ''}: ${p.score} points, ${doing}${holds}; ${truck}`;
  },
  'dump-truck.view.last-unload': (p: { player: number; how: string; round: number; points: number }) =>
    `Last unload: seat ${p.player} ${{ final: 'scored at the end', scored: 'unloaded', dumped: 'dumped unscored' }[p.how]} in round ${p.round} for ${p.points} points.`,
  'dump-truck.move.draw': (p: { tile: Pips | null }) =>
    p.tile === null ? 'Choose a face-down domino.' : `Choose ${dash(p.tile)} from the face-up pool.`,
  'dump-truck.move.place': (p: {
    verb: 'load' | 'move';
    tile: Pips | null;
    orientation: 'horizontal' | 'vertical';
    first: number;
    where: DumpTruckWhere;
  }) => {
    if (!p.tile) return 'Load the domino in hand.';
    const how =
      p.orientation === 'horizontal' ? `lying, ${p.first} on the left` : `upright, ${p.first} on top`;
    return `${p.verb === 'move' ? 'Move' : 'Load'} ${dash(p.tile)} ${how}, ${where(p.where)}.`;
  },
  'dump-truck.move.replace': (p: {
    tile: Pips | null;
    out: Pips;
    first: number | null;
    side: 'top' | 'left';
  }) => {
    const hand = p.tile ? dash(p.tile) : 'the domino in hand';
    const how = p.first === null ? '' : ` (${p.first} ${p.side === 'top' ? 'on top' : 'on the left'})`;
    return `Put ${hand} in place of ${dash(p.out)}${how}, taking ${dash(p.out)} into your hand.`;
  },
  'dump-truck.move.return': (p: { tile: Pips | null; times: number; leaves: boolean }) => {
    const hand = p.tile ? dash(p.tile) : 'the domino in hand';
    return p.leaves
      ? `Return ${hand}: it has gone back ${p.times} time${p.times === 1 ? '' : 's'} already, so it leaves the game.`
      : `Return ${hand} face up to the pool.`;
  },
  'dump-truck.move.unload': (p: { scored: boolean; count: number; points: number }) =>
    p.scored
      ? `Unload your truck of ${p.count} domino${p.count === 1 ? '' : 'es'} for ${p.points} point${p.points === 1 ? '' : 's'}.`
      : 'Dump your load unscored.',
  'dump-truck.move.keep': 'Keep your load for now.',
} as const satisfies Catalog;
