/**
 * What happened in a Shanghai move, as one seat (or a spectator) may see it:
 * the move (`lay`, `stop`) and every automatic consequence (the dice rolled
 * again, the draw, the end of the round and its scores, a tie-breaker, the
 * next deal, the end of the match).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { drawDice, drawLinks, drawTile, nameSeats, signed } from './describe.js';
import { layableChoices } from './rules.js';
import type { ShanghaiEvent, ShanghaiMove, ShanghaiRoundResult, ShanghaiState } from './types.js';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function rollEvent(player: Seat, dice: readonly number[]): ShanghaiEvent {
  return { type: 'roll', player, dice: [...dice], text: `Seat ${player} rolls ${drawDice(dice)}.` };
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
 * The events of one Shanghai move (`after = apply(before, move)`), as
 * `viewer` may see them. A `lay` gives `lay` (its chain, public) then `roll`.
 * A `stop` gives `stop`, then `draw` when tiles are owed (the tiles only for
 * the drawer, and not when the draw ends the round: they go straight back into
 * the mix), then either the next player's `roll`, or `round-end` (with the
 * +1/−1 round scores) followed by `match-end`, or by `tie-breaker` (if the
 * lead is tied) and `round-start` and the new leader's `roll`.
 *
 * @example
 * ```ts
 * const after = shanghai.apply(before, move);
 * shanghaiEvents(before, after, move, 0).map((event) => event.text);
 * // ['Seat 0 lays 6-3 3-2 for 6·2.', 'Seat 0 rolls 4·4.']
 * ```
 */
export function shanghaiEvents(
  before: ShanghaiState,
  after: ShanghaiState,
  move: ShanghaiMove,
  viewer: Seat | null,
): ShanghaiEvent[] {
  const seat = move.player;
  if (move.type === 'lay') {
    const laid = after.chains[seat]![after.chains[seat]!.length - 1]!;
    return [
      {
        type: 'lay',
        player: seat,
        dice: [...laid.dice],
        links: laid.links.map((link) => ({ tile: { ...link.tile }, left: link.left, right: link.right })),
        text: `Seat ${seat} lays ${drawLinks(laid.links)} for ${drawDice(laid.dice)}.`,
      },
      rollEvent(seat, after.dice),
    ];
  }
  const events: ShanghaiEvent[] = [];
  const owed = before.chainsThisTurn;
  const stopText =
    owed === 0 ? `Seat ${seat} stops without a chain.` : `Seat ${seat} stops after ${plural(owed, 'chain')}.`;
  if (viewer === seat) {
    const declined = layableChoices(before.hands[seat]!, before.dice).length > 0;
    events.push({
      type: 'stop',
      player: seat,
      chains: owed,
      declined,
      text: declined ? `${stopText.slice(0, -1)}, declining a chain for ${drawDice(before.dice)}.` : stopText,
    });
  } else {
    events.push({ type: 'stop', player: seat, chains: owed, text: stopText });
  }
  const roundEnded = after.results.length > before.results.length;
  const result = roundEnded ? after.results[after.results.length - 1]! : null;
  if (owed > 0) {
    const count = Math.min(owed, before.boneyard.length);
    const drawn = before.boneyard.slice(0, count);
    const short = count < owed ? ` (${owed} owed; the boneyard is out)` : '';
    if (viewer === seat && !roundEnded) {
      events.push({
        type: 'draw',
        player: seat,
        owed,
        count,
        tiles: drawn.map((tile) => tile.id),
        text: `Seat ${seat} draws ${plural(count, 'tile')}: ${drawn.map(drawTile).join(' ')}.`,
      });
    } else {
      events.push({
        type: 'draw',
        player: seat,
        owed,
        count,
        text: `Seat ${seat} draws ${plural(count, 'tile')}${short}.`,
      });
    }
  }
  if (!result) {
    events.push(rollEvent(after.turn, after.dice));
    return events;
  }
  events.push({
    type: 'round-end',
    round: result.round,
    tieBreaker: result.tieBreaker,
    ended: result.ended,
    laid: [...result.laid],
    inHand: [...result.inHand],
    scores: [...result.scores],
    totals: [...after.scores],
    text: roundEndText(result, after.scores, before.playing),
  });
  if (after.over) {
    const best = after.winners.length > 0 ? after.scores[after.winners[0]!] : undefined;
    const verb = after.winners.length === 1 ? 'wins' : 'share the win';
    events.push({
      type: 'match-end',
      winners: [...after.winners],
      scores: [...after.scores],
      text: `Match over: ${nameSeats(after.winners)} ${verb} with ${best} (totals ${after.scores.join(' · ')}).`,
    });
    return events;
  }
  if (after.tieBreaker) {
    events.push({
      type: 'tie-breaker',
      round: after.round,
      contenders: [...after.contenders],
      text: `${nameSeats(after.contenders).replace(/^s/, 'S')} are tied: round ${after.round} is a tie-breaker.`,
    });
  }
  const handSizes = after.hands.map((hand) => hand.length);
  events.push({
    type: 'round-start',
    player: after.leader,
    round: after.round,
    handSizes,
    text: `Round ${after.round}: every set mixed, ${plural(after.options.handSize, 'tile')} to each ${
      after.playing.every(Boolean) ? 'player' : 'tied player'
    }; seat ${after.leader} leads.`,
  });
  events.push(rollEvent(after.turn, after.dice));
  return events;
}
