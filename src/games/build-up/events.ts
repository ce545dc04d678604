/**
 * What happened in a Build Up move, as one seat (or a spectator) may see it.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import type { Tile } from '../../core/tiles.js';
import { describeDeal, describeGameOver, describeHandEnd, describePass, describePlay } from './describe.js';
import { leadAfter } from './state.js';
import type { BuildUpEvent, BuildUpMove, BuildUpState } from './types.js';

/**
 * The events of one move (`after = apply(before, move)`), in order: the play
 * or the pass; seats passed over because their hands are empty (Ruling 8);
 * then, if the move ended the hand, its scoring, the next deal (sizes for
 * all, tiles only to their owner) — several hands in a row when a new hand
 * blocks at once (Ruling 9) — and the end of the game with its winners.
 * Never shows a tile `viewer` cannot see in `before` or `after`.
 *
 * @example
 * ```ts
 * const next = buildUp.apply(state, move);
 * eventsBuildUp(state, next, move, 0).map((event) => event.text);
 * // ['Seat 0 plays 3-5 on stack 4, covering seat 1\'s 2-4.']
 * ```
 */
export function eventsBuildUp(
  before: BuildUpState,
  after: BuildUpState,
  move: BuildUpMove,
  viewer: Seat | null,
): BuildUpEvent[] {
  const events: BuildUpEvent[] = [];
  const { player } = move;
  if (move.type === 'play') {
    const stack = before.stacks[move.stack]!;
    const covered = stack[stack.length - 1]!;
    const tile = before.hands[player]!.find((t) => t.id === move.tile)!;
    events.push({
      type: 'play',
      player,
      tile,
      stack: move.stack,
      covered,
      text: describePlay(player, tile, move.stack, covered),
    });
  } else {
    events.push({
      type: 'pass',
      player,
      automatic: false,
      reason: 'cannot-play',
      text: describePass(player, 'cannot-play'),
    });
  }
  const first = before.results.length;
  const last = after.results.length;
  if (first === last) {
    // The hand goes on: every seat between the mover and the next to move had an empty hand.
    for (let seat = (player + 1) % after.players; seat !== after.turn; seat = (seat + 1) % after.players) {
      events.push({
        type: 'pass',
        player: seat,
        automatic: true,
        reason: 'empty-hand',
        text: describePass(seat, 'empty-hand'),
      });
    }
    return events;
  }
  const { options } = after;
  const totals = [...before.scores];
  let leader = before.leader;
  for (let hand = first; hand < last; hand++) {
    const result = after.results[hand]!;
    result.scores.forEach((points, seat) => {
      totals[seat]! += points;
    });
    events.push({
      type: 'hand-end',
      hand,
      ended: result.ended,
      scores: result.scores,
      totals: [...totals],
      unplayed: result.unplayed,
      unplayable: options.unplayable,
      text: describeHandEnd(hand, result.ended, result.scores, totals, result.unplayed, options.unplayable),
    });
    const next = hand + 1;
    if (next >= options.schedule.length) break;
    leader = leadAfter(leader, totals, options.laterLead);
    // A dealt hand that blocked at once went whole to `unplayed`; the last one dealt is in `hands`.
    const dealt: readonly (readonly Tile[])[] = next < last ? after.results[next]!.unplayed : after.hands;
    const sizes = dealt.map((tiles) => tiles.length);
    const own = viewer === null ? null : dealt[viewer]!;
    events.push({
      type: 'deal',
      hand: next,
      sizes,
      tiles: own ?? [],
      leader,
      text: describeDeal(next, sizes, leader, own),
    });
  }
  if (after.over && !before.over) {
    const winners = bestSeats(after.scores);
    events.push({
      type: 'game-over',
      scores: after.scores,
      winners,
      text: describeGameOver(after.scores, winners),
    });
  }
  return events;
}
