/**
 * Shanghai's sentences in English: its events and its moves. The event and
 * move texts are these sentences rendered; `boneyard/texts` holds the other
 * languages.
 *
 * @module
 */
import { type Catalog, dash } from '../../core/message.js';

type Pips = readonly [number, number];
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const links = (list: readonly Pips[]) => list.map(dash).join(' ');
const dice = (values: readonly number[]) => values.join('·');
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
function nameSeats(seats: readonly number[]): string {
  if (seats.length === 1) return `seat ${seats[0]}`;
  return `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
}

/** One seat's round in a `shanghai.round-end` message. */
export interface ShanghaiSeatRound {
  /** Whether the seat played the round (a tie-breaker leaves the others out). */
  readonly playing: boolean;
  /** Its round score (+1 / −1 per tile). */
  readonly points: number;
  /** Tiles it laid. */
  readonly laid: number;
  /** Tiles left in its hand. */
  readonly held: number;
}

/**
 * Shanghai's English sentences by message id.
 *
 * @example
 * ```ts
 * SHANGHAI_EN['shanghai.roll']; // the sentence of a roll
 * ```
 */
export const SHANGHAI_EN = {
  'shanghai.roll': (p: { player: number; dice: readonly number[] }) =>
    `Seat ${p.player} rolls ${dice(p.dice)}.`,
  'shanghai.lay': (p: { player: number; links: readonly Pips[]; dice: readonly number[] }) =>
    `Seat ${p.player} lays ${links(p.links)} for ${dice(p.dice)}.`,
  'shanghai.stop': (p: { player: number; chains: number; declined: boolean; dice: readonly number[] }) => {
    const text =
      p.chains === 0
        ? `Seat ${p.player} stops without a chain`
        : `Seat ${p.player} stops after ${plural(p.chains, 'chain')}`;
    return p.declined ? `${text}, declining a chain for ${dice(p.dice)}.` : `${text}.`;
  },
  'shanghai.draw': (p: { player: number; count: number; owed: number; tiles: readonly Pips[] | null }) => {
    if (p.tiles) return `Seat ${p.player} draws ${plural(p.count, 'tile')}: ${links(p.tiles)}.`;
    const short = p.count < p.owed ? ` (${p.owed} owed; the boneyard is out)` : '';
    return `Seat ${p.player} draws ${plural(p.count, 'tile')}${short}.`;
  },
  'shanghai.round-end': (p: {
    round: number;
    tieBreaker: boolean;
    ended: 'boneyard' | 'idle';
    seats: readonly ShanghaiSeatRound[];
    totals: readonly number[];
  }) => {
    const why =
      p.ended === 'boneyard' ? 'the boneyard could not cover a draw' : 'too many turns without a chain';
    const seats = p.seats
      .map((s, seat) =>
        s.playing
          ? `seat ${seat} ${signed(s.points)} (laid ${s.laid}, held ${s.held})`
          : `seat ${seat} sat out`,
      )
      .join(' · ');
    const name = p.tieBreaker ? `Tie-breaker round ${p.round}` : `Round ${p.round}`;
    const after = p.tieBreaker
      ? `totals unchanged: ${p.totals.join(' · ')}`
      : `totals ${p.totals.join(' · ')}`;
    return `${name} ends (${why}): ${seats}; ${after}.`;
  },
  'shanghai.match-end': (p: { winners: readonly number[]; scores: readonly number[]; best: number | null }) =>
    `Match over: ${nameSeats(p.winners)} ${p.winners.length === 1 ? 'wins' : 'share the win'} with ${p.best ?? 'undefined'} (totals ${p.scores.join(' · ')}).`,
  'shanghai.tie-breaker': (p: { round: number; contenders: readonly number[] }) =>
    `${nameSeats(p.contenders).replace(/^s/, 'S')} are tied: round ${p.round} is a tie-breaker.`,
  'shanghai.round-start': (p: { round: number; handSize: number; everyone: boolean; player: number }) =>
    `Round ${p.round}: every set mixed, ${plural(p.handSize, 'tile')} to each ${p.everyone ? 'player' : 'tied player'}; seat ${p.player} leads.`,
  'shanghai.move.stop': (p: { owed: number }) =>
    p.owed === 0
      ? 'Stop: your turn ends without a chain; you draw nothing.'
      : `Stop after ${plural(p.owed, 'chain')} and draw ${plural(p.owed, 'tile')}.`,
  'shanghai.move.lay': (p: {
    links: readonly Pips[];
    dice: readonly number[];
    count: number;
    twins: readonly { tile: Pips; set: number }[];
  }) => {
    const sets = p.twins.map((twin) => `${dash(twin.tile)} of set ${twin.set}`);
    const which = sets.length > 0 ? `, ${sets.join(', ')}` : '';
    return `Lay ${links(p.links)} for ${dice(p.dice)} (${plural(p.count, 'tile')}${which}).`;
  },
} as const satisfies Catalog;
