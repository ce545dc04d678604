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
import { pips, said } from '../../core/message.js';
import { SHANGHAI_EN } from './texts-en.js';
import type { ShanghaiEvent, ShanghaiHappening, ShanghaiRoundResult } from './types.js';

const say = (id: keyof typeof SHANGHAI_EN, params: Readonly<Record<string, unknown>>) =>
  said(SHANGHAI_EN, id, params);

function rollEvent(player: Seat, dice: readonly number[]): ShanghaiEvent {
  return { type: 'roll', player, dice: [...dice], ...say('shanghai.roll', { player, dice: [...dice] }) };
}

/** The round-end message of `result`. */
function roundEndSaid(result: ShanghaiRoundResult, totals: readonly number[], playing: readonly boolean[]) {
  const seats = result.scores.map((points, seat) => ({
    playing: playing[seat] === true,
    points,
    laid: result.laid[seat]!,
    held: result.inHand[seat]!,
  }));
  return say('shanghai.round-end', {
    round: result.round,
    tieBreaker: result.tieBreaker,
    ended: result.ended,
    seats,
    totals: [...totals],
  });
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
        ...say('shanghai.lay', {
          player,
          links: links.map((link) => [link.left, link.right]),
          dice: [...dice],
        }),
      };
    }
    case 'stop': {
      const { player, chains, declined, dice } = happening;
      const told = (seen: boolean) =>
        say('shanghai.stop', { player, chains, declined: seen && declined, dice: [...dice] });
      if (viewer !== player) return { type: 'stop', player, chains, ...told(false) };
      return { type: 'stop', player, chains, declined, ...told(true) };
    }
    case 'draw': {
      const { player, owed, tiles } = happening;
      const count = tiles.length;
      if (viewer === player && !roundEnds) {
        const ids = tiles.map((tile) => tile.id);
        const told = say('shanghai.draw', { player, count, owed, tiles: tiles.map(pips) });
        return { type: 'draw', player, owed, count, tiles: ids, ...told };
      }
      return {
        type: 'draw',
        player,
        owed,
        count,
        ...say('shanghai.draw', { player, count, owed, tiles: null }),
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
        ...roundEndSaid(result, totals, playing),
      };
    }
    case 'match-end': {
      const { winners, scores } = happening;
      const best = winners.length > 0 ? scores[winners[0]!] : undefined;
      return {
        type: 'match-end',
        winners: [...winners],
        scores: [...scores],
        ...say('shanghai.match-end', { winners: [...winners], scores: [...scores], best: best ?? null }),
      };
    }
    case 'tie-breaker': {
      const { round, contenders } = happening;
      return {
        type: 'tie-breaker',
        round,
        contenders: [...contenders],
        ...say('shanghai.tie-breaker', { round, contenders: [...contenders] }),
      };
    }
    case 'round-start': {
      const { player, round, handSizes, handSize, everyone } = happening;
      return {
        type: 'round-start',
        player,
        round,
        handSizes: [...handSizes],
        ...say('shanghai.round-start', { round, handSize, everyone, player }),
      };
    }
  }
}
