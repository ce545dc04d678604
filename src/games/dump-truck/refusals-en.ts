/**
 * Dump Truck's refusals in English: why a move is refused
 * (`DUMP_TRUCK_CODES`). A refusal's `message` is its sentence rendered;
 * `boneyard/texts` holds the other languages.
 *
 * @module
 */
import type { Catalog } from '../../core/message.js';
import { refusalsOf } from '../../core/refusals.js';

const DOING: Readonly<Record<string, string>> = {
  draw: 'draw',
  place: 'place a domino',
  replace: 'replace a domino',
  return: 'return a domino',
  unload: 'unload',
  keep: 'keep the load',
};

/**
 * Dump Truck's English refusal sentences by message id (`wrong-step`: `move` is what the seat tried, `step`
 * the part of the round it is at).
 *
 * @example
 * ```ts
 * DUMP_TRUCK_REFUSALS_EN['dump-truck.refusal.truck-full']; // 'A truck holds at most six dominoes.'
 * ```
 */
export const DUMP_TRUCK_REFUSALS_EN = {
  'dump-truck.refusal.wrong-step': (p: { player: number; move: string; step: string }) =>
    `Seat ${p.player} may not ${DOING[p.move]} now (it is at step ${p.step}).`,
  'dump-truck.refusal.double-not-flipped': 'A double reads the same both ways: it is never flipped.',
  'dump-truck.refusal.no-face-down': 'No face-down domino is left in the pool.',
  'dump-truck.refusal.not-face-up': '{tile} is not face up in the pool.',
  'dump-truck.refusal.no-relocate':
    'noRelocate: a domino displaced by a replacement may only go back to the pool.',
  'dump-truck.refusal.no-replace': 'NO REPLACE rule: dominoes in a truck are never swapped out.',
  'dump-truck.refusal.no-shift':
    'NO SHIFT rule: shifting or replacing dominoes once placed in a truck is not allowed.',
  'dump-truck.refusal.not-in-truck': "{tile} is not in seat {player}'s truck.",
  'dump-truck.refusal.truck-empty': 'There is nothing in the truck to unload.',
  'dump-truck.refusal.truck-full': 'A truck holds at most six dominoes.',
  'dump-truck.refusal.outside-truck': 'The domino would stick out of the 4-wide, 3-high truck.',
  'dump-truck.refusal.outside-truck.load': 'The load would no longer fit 4 wide and 3 high.',
  'dump-truck.refusal.first-at-corner':
    'Without a template the load has no fixed place: its first domino is named at row 0, column 0.',
  'dump-truck.refusal.cell-taken': 'Those cells already hold a domino.',
  'dump-truck.refusal.not-adjacent': 'Each domino after the first must touch one already in the truck.',
} as const satisfies Catalog;

/** A Dump Truck refusal: its code, English message and message. */
export const refused = /* @__PURE__ */ refusalsOf(DUMP_TRUCK_REFUSALS_EN, 'dump-truck');
