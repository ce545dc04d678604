/**
 * What happened in a Build Up move, as one seat (or a spectator) may see it:
 * what the rules emitted while the move ran, filtered for the viewer, with
 * its text.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { pips, said } from '../../core/message.js';
import { BUILD_UP_EN } from './texts-en.js';
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
      return {
        ...happening,
        ...said(BUILD_UP_EN, 'build-up.play', {
          player,
          tile: pips(tile),
          stack,
          covered: pips(covered),
          owner: covered.set,
        }),
      };
    }
    case 'pass':
      return {
        ...happening,
        ...said(BUILD_UP_EN, 'build-up.pass', { player: happening.player, reason: happening.reason }),
      };
    case 'hand-end': {
      const { hand, ended, scores, totals, unplayed, unplayable } = happening;
      const any = unplayed.some((list) => list.length > 0);
      return {
        ...happening,
        ...said(BUILD_UP_EN, 'build-up.hand-end', {
          hand: hand + 1,
          ended,
          scores: [...scores],
          totals: [...totals],
          unplayed: any ? unplayed.map((list) => list.map(pips)) : null,
          unplayable,
        }),
      };
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
        ...said(BUILD_UP_EN, 'build-up.deal', {
          hand: hand + 1,
          sizes,
          leader,
          tiles: own === null ? null : own.map(pips),
        }),
      };
    }
    case 'game-over':
      return {
        ...happening,
        ...said(BUILD_UP_EN, 'build-up.game-over', {
          scores: [...happening.scores],
          winners: [...happening.winners],
          best: happening.scores[happening.winners[0]!],
        }),
      };
  }
}
