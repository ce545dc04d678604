/**
 * Build Up as text: a drawing of a seat's view, and the one-line texts of
 * its events.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { formatTile, type Tile } from '../../core/tiles.js';
import type { BuildUpMove, BuildUpOptions, BuildUpView } from './types.js';

const tiles = (list: readonly Tile[]) => list.map(formatTile).join(' ') || '—';

/**
 * A compact text drawing of a seat's view of a Build Up game, for a terminal
 * (the CLI's `boneyard play`): the hand being played and the scores, every
 * stack's top tile with its owner and height, every hand's size and the
 * viewer's own hand. Only what the view holds is drawn, so it shows nothing
 * the seat may not see.
 *
 * @example
 * ```ts
 * console.log(formatBuildUpView(buildUp.view(state, 0)));
 * // Hand 1 of 4; scores 0 / 0
 * //   stack  0: 2-5  seat 0's  (height 1)
 * // …
 * // Hand sizes: 6 / 6; your hand: 0-3 1-1 …
 * ```
 */
export function formatBuildUpView(view: BuildUpView): string {
  const lines = [
    `Hand ${view.hand + 1} of ${view.options.schedule.length}; scores ${view.scores.join(' / ')}`,
  ];
  view.stacks.forEach((stack, i) => {
    const top = stack[stack.length - 1]!;
    lines.push(
      `  stack ${String(i).padStart(2)}: ${formatTile(top).padEnd(4)} seat ${top.set}'s  (height ${stack.length})`,
    );
  });
  lines.push(`Hand sizes: ${view.handSizes.join(' / ')}; your hand: ${tiles(view.myHand)}`);
  return lines.join('\n');
}

/**
 * The text of a play event.
 *
 * @example
 * ```ts
 * describePlay(0, makeTile(3, 5), 4, makeTile(2, 4, 1)); // "Seat 0 plays 3-5 on stack 4, covering seat 1's 2-4."
 * ```
 */
export function describePlay(player: Seat, tile: Tile, stack: number, covered: Tile): string {
  return `Seat ${player} plays ${formatTile(tile)} on stack ${stack}, covering seat ${covered.set}'s ${formatTile(covered)}.`;
}

/**
 * The text of a pass event: the seat's own pass, or a seat passed over.
 *
 * @example
 * ```ts
 * describePass(1, 'cannot-play'); // 'Seat 1 cannot play and passes.'
 * describePass(1, 'empty-hand'); // 'Seat 1 has no tiles left and is passed over.'
 * ```
 */
export function describePass(player: Seat, reason: 'cannot-play' | 'empty-hand'): string {
  return reason === 'cannot-play'
    ? `Seat ${player} cannot play and passes.`
    : `Seat ${player} has no tiles left and is passed over.`;
}

/**
 * The text of a hand-end event.
 *
 * @example
 * ```ts
 * describeHandEnd(0, 'blocked', [23, 17], [23, 17], [[makeTile(2, 3)], []], 'set-aside');
 * // 'Hand 1 ends (nobody can play): scores 23 / 17, totals 23 / 17; set aside: seat 0 2-3, seat 1 none.'
 * ```
 */
export function describeHandEnd(
  hand: number,
  ended: 'emptied' | 'blocked',
  scores: readonly number[],
  totals: readonly number[],
  unplayed: readonly (readonly Tile[])[],
  unplayable: BuildUpOptions['unplayable'],
): string {
  const why = ended === 'emptied' ? 'every hand is empty' : 'nobody can play';
  let line = `Hand ${hand + 1} ends (${why}): scores ${scores.join(' / ')}, totals ${totals.join(' / ')}`;
  if (unplayed.some((list) => list.length > 0)) {
    const verb = unplayable === 'subtract' ? 'subtracted' : 'set aside';
    line += `; ${verb}: ${unplayed.map((list, seat) => `seat ${seat} ${list.map(formatTile).join(' ') || 'none'}`).join(', ')}`;
  }
  return `${line}.`;
}

/**
 * The text of a deal event; the viewer's own tiles only when given (`null` for others and spectators).
 *
 * @example
 * ```ts
 * describeDeal(1, [6, 6], 1, null); // 'Hand 2 dealt: 6 / 6 tiles; seat 1 leads.'
 * ```
 */
export function describeDeal(
  hand: number,
  sizes: readonly number[],
  leader: Seat,
  own: readonly Tile[] | null,
): string {
  const line = `Hand ${hand + 1} dealt: ${sizes.join(' / ')} tiles; seat ${leader} leads`;
  return own === null ? `${line}.` : `${line}; your tiles: ${tiles(own)}.`;
}

/**
 * The text of the game-over event.
 *
 * @example
 * ```ts
 * describeGameOver([80, 75], [0]); // 'Game over: seat 0 wins with 80 (scores 80 / 75).'
 * ```
 */
export function describeGameOver(scores: readonly number[], winners: readonly Seat[]): string {
  const best = scores[winners[0]!];
  const who =
    winners.length === 1 ? `seat ${winners[0]} wins` : `seats ${winners.join(' and ')} share the win`;
  return `Game over: ${who} with ${best} (scores ${scores.join(' / ')}).`;
}

/**
 * A legal move in words, from the moving seat's point of view, in the voice
 * of the event texts: what a UI shows on a button or a tooltip, and what the
 * CLI lists. Reads only the seat's view, so it names nothing the seat may
 * not see.
 *
 * @example
 * ```ts
 * const view = buildUp.view(state, 0);
 * describeBuildUpMove(view, buildUp.legalMoves(state, 0)[0]!);
 * // 'Play 3-5 on stack 4, covering seat 1's 2-4.'
 * describeBuildUpMove(view, { type: 'pass', player: 0 }); // 'Pass: none of your tiles can cover a stack.'
 * ```
 */
export function describeBuildUpMove(view: BuildUpView, move: BuildUpMove): string {
  if (move.type === 'pass') return 'Pass: none of your tiles can cover a stack.';
  const tile = view.myHand.find((t) => t.id === move.tile);
  const stack = view.stacks[move.stack];
  const covered = stack?.[stack.length - 1];
  const what = tile ? formatTile(tile) : 'a tile';
  if (!covered) return `Play ${what} on stack ${move.stack}.`;
  const whose = covered.set === view.viewer ? 'your' : `seat ${covered.set}'s`;
  return `Play ${what} on stack ${move.stack}, covering ${whose} ${formatTile(covered)}.`;
}
