/**
 * What happened in a Build Up move, as one seat (or a spectator) may see it:
 * what the rules emitted while the move ran, filtered for the viewer, with
 * its text.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { describeDeal, describeGameOver, describeHandEnd, describePass, describePlay } from './describe.js';
import type { BuildUpEvent, BuildUpHappening } from './types.js';

/**
 * What one move did, as `viewer` (a seat, or `null` for a spectator) may see
 * it, from what the rules emitted while it ran (`happenings`, in order): the
 * play or the pass; seats passed over because their hands are empty (Ruling
 * 8); then, if the move ended the hand, its scoring, the next deal (sizes
 * for all, tiles only to their owner) — several hands in a row when a new
 * hand blocks at once (Ruling 9 of `docs/rules/build-up.md`) — and the end of
 * the game with its winners. Each gets its text.
 *
 * @example
 * ```ts
 * tellBuildUp([{ type: 'pass', player: 1, automatic: false, reason: 'cannot-play' }], 0)[0]!.text;
 * // 'Seat 1 cannot play and passes.'
 * ```
 */
export function tellBuildUp(happenings: readonly BuildUpHappening[], viewer: Seat | null): BuildUpEvent[] {
  return happenings.map((happening) => tell(happening, viewer));
}

/** One happening as `viewer` may see it, with its text. */
function tell(happening: BuildUpHappening, viewer: Seat | null): BuildUpEvent {
  switch (happening.type) {
    case 'play': {
      const { player, tile, stack, covered } = happening;
      return { ...happening, text: describePlay(player, tile, stack, covered) };
    }
    case 'pass':
      return { ...happening, text: describePass(happening.player, happening.reason) };
    case 'hand-end': {
      const { hand, ended, scores, totals, unplayed, unplayable } = happening;
      return { ...happening, text: describeHandEnd(hand, ended, scores, totals, unplayed, unplayable) };
    }
    case 'deal': {
      const { hand, hands, leader } = happening;
      const sizes = hands.map((tiles) => tiles.length);
      const own = viewer === null ? null : hands[viewer]!;
      return {
        type: 'deal',
        hand,
        sizes,
        tiles: own ?? [],
        leader,
        text: describeDeal(hand, sizes, leader, own),
      };
    }
    case 'game-over':
      return { ...happening, text: describeGameOver(happening.scores, happening.winners) };
  }
}
