/**
 * What happened in a Shanghai move, as one seat (or a spectator) may see it:
 * the move (`lay`, `stop`) and every automatic consequence (the dice rolled
 * again, the draw, the end of the round and its scores, a tie-breaker, the
 * next deal, the end of the match), as the rules emitted it while the move
 * ran, filtered for the viewer, with its text.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { formatDice, formatLinks, formatTile, nameSeats, signed } from './describe.js';
import type { ShanghaiEvent, ShanghaiHappening, ShanghaiRoundResult } from './types.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function rollEvent(player: Seat, dice: readonly number[]): ShanghaiEvent {
  return { type: 'roll', player, dice: [...dice], text: `Seat ${player} rolls ${formatDice(dice)}.` };
}

function roundEndText(
  result: ShanghaiRoundResult,
  totals: readonly number[],
  playing: readonly boolean[],
): string {
  const why =
    result.ended === 'boneyard' ? 'the boneyard could not cover a draw' : 'too many turns without a chain';
  const seats = result.scores
    .map((points, seat) =>
      playing[seat]
        ? `seat ${seat} ${signed(points)} (laid ${result.laid[seat]}, held ${result.inHand[seat]})`
        : `seat ${seat} sat out`,
    )
    .join(' · ');
  const name = result.tieBreaker ? `Tie-breaker round ${result.round}` : `Round ${result.round}`;
  const after = result.tieBreaker
    ? `totals unchanged: ${totals.join(' · ')}`
    : `totals ${totals.join(' · ')}`;
  return `${name} ends (${why}): ${seats}; ${after}.`;
}

/**
 * What one Shanghai move did, as `viewer` may see it, from what the rules
 * emitted while it ran (`happenings`, in order), each with its text. A `lay`
 * gives `lay` (its chain, public) then `roll`. A `stop` gives `stop` (whether
 * a chain was declined only to the stopper), then `draw` when tiles are owed
 * (the tiles only for the drawer, and not when the draw ends the round: they
 * go straight back into the mix), then either the next player's `roll`, or
 * `round-end` (with the +1/−1 round scores) followed by `match-end`, or by
 * `tie-breaker` (if the lead is tied) and `round-start` and the new leader's
 * `roll`.
 *
 * @example
 * ```ts
 * tellShanghai([{ type: 'roll', player: 1, dice: [6, 2] }], null)[0]!.text; // 'Seat 1 rolls 6·2.'
 * ```
 */
export function tellShanghai(happenings: readonly ShanghaiHappening[], viewer: Seat | null): ShanghaiEvent[] {
  // A draw that ends the round is told without its tiles: they go straight back into the mix.
  const roundEnds = happenings.some((happening) => happening.type === 'round-end');
  return happenings.map((happening) => tell(happening, viewer, roundEnds));
}

/** One happening as `viewer` may see it, with its text (`roundEnds`: the move ends the round). */
function tell(happening: ShanghaiHappening, viewer: Seat | null, roundEnds: boolean): ShanghaiEvent {
  switch (happening.type) {
    case 'roll':
      return rollEvent(happening.player, happening.dice);
    case 'lay': {
      const { player, dice, links } = happening;
      return {
        type: 'lay',
        player,
        dice: [...dice],
        links: links.map((link) => ({ tile: { ...link.tile }, left: link.left, right: link.right })),
        text: `Seat ${player} lays ${formatLinks(links)} for ${formatDice(dice)}.`,
      };
    }
    case 'stop': {
      const { player, chains, declined, dice } = happening;
      const text =
        chains === 0
          ? `Seat ${player} stops without a chain.`
          : `Seat ${player} stops after ${plural(chains, 'chain')}.`;
      if (viewer !== player) return { type: 'stop', player, chains, text };
      const said = declined ? `${text.slice(0, -1)}, declining a chain for ${formatDice(dice)}.` : text;
      return { type: 'stop', player, chains, declined, text: said };
    }
    case 'draw': {
      const { player, owed, tiles } = happening;
      const count = tiles.length;
      if (viewer === player && !roundEnds) {
        const ids = tiles.map((tile) => tile.id);
        const text = `Seat ${player} draws ${plural(count, 'tile')}: ${tiles.map(formatTile).join(' ')}.`;
        return { type: 'draw', player, owed, count, tiles: ids, text };
      }
      const short = count < owed ? ` (${owed} owed; the boneyard is out)` : '';
      return {
        type: 'draw',
        player,
        owed,
        count,
        text: `Seat ${player} draws ${plural(count, 'tile')}${short}.`,
      };
    }
    case 'round-end': {
      const { round, tieBreaker, ended, laid, inHand, scores, totals, playing } = happening;
      const result = { round, tieBreaker, ended, laid, inHand, scores };
      return {
        type: 'round-end',
        round,
        tieBreaker,
        ended,
        laid: [...laid],
        inHand: [...inHand],
        scores: [...scores],
        totals: [...totals],
        text: roundEndText(result, totals, playing),
      };
    }
    case 'match-end': {
      const { winners, scores } = happening;
      const best = winners.length > 0 ? scores[winners[0]!] : undefined;
      const verb = winners.length === 1 ? 'wins' : 'share the win';
      return {
        type: 'match-end',
        winners: [...winners],
        scores: [...scores],
        text: `Match over: ${nameSeats(winners)} ${verb} with ${best} (totals ${scores.join(' · ')}).`,
      };
    }
    case 'tie-breaker': {
      const { round, contenders } = happening;
      return {
        type: 'tie-breaker',
        round,
        contenders: [...contenders],
        text: `${nameSeats(contenders).replace(/^s/, 'S')} are tied: round ${round} is a tie-breaker.`,
      };
    }
    case 'round-start': {
      const { player, round, handSizes, handSize, everyone } = happening;
      return {
        type: 'round-start',
        player,
        round,
        handSizes: [...handSizes],
        text: `Round ${round}: every set mixed, ${plural(handSize, 'tile')} to each ${
          everyone ? 'player' : 'tied player'
        }; seat ${player} leads.`,
      };
    }
  }
}
