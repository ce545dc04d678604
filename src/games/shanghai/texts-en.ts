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

const named = (seat: number, viewer: number | null) => `seat ${seat}${seat === viewer ? ' (you)' : ''}`;
type Chain = { readonly links: readonly Pips[]; readonly dice: readonly number[] };

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
  'shanghai.view.title': (p: {
    round: number;
    contenders: readonly number[] | null;
    target: number;
    viewer: number | null;
  }) => {
    const tie = p.contenders
      ? ` (tie-breaker: ${p.contenders.map((s) => named(s, p.viewer)).join(', ')})`
      : '';
    return `Shanghai · round ${p.round}${tie} · first to ${p.target}`;
  },
  'shanghai.view.scores': (p: { scores: readonly number[]; viewer: number | null }) =>
    `Scores: ${p.scores.map((score, seat) => `${named(seat, p.viewer)} ${score}`).join(' · ')}`,
  'shanghai.view.last-round': (p: {
    round: number;
    laid: readonly number[];
    held: readonly number[];
    scores: readonly number[];
    viewer: number | null;
  }) =>
    `Last round (${p.round}): ${p.scores
      .map((score, seat) => `${named(seat, p.viewer)} laid ${p.laid[seat]}, held ${p.held[seat]}: ${score}`)
      .join(' · ')}`,
  'shanghai.view.over': (p: { winners: readonly number[]; viewer: number | null }) =>
    `Match over: ${p.winners.map((s) => named(s, p.viewer)).join(' and ')} win${p.winners.length > 1 ? '' : 's'}.`,
  'shanghai.view.boneyard': (p: {
    boneyard: number;
    hands: readonly number[];
    playing: readonly boolean[];
    viewer: number | null;
  }) =>
    `Boneyard: ${p.boneyard} face down · hands: ${p.hands
      .map((size, seat) =>
        p.playing[seat] ? `${named(seat, p.viewer)} ${size}` : `${named(seat, p.viewer)} sits out`,
      )
      .join(' · ')}`,
  'shanghai.view.chains-title': 'Chains laid this round:',
  'shanghai.view.chains': (p: {
    seat: number | null;
    viewer: number | null;
    chains: readonly Chain[];
    last: boolean;
  }) => {
    let line = p.seat === null ? '   ' : `  ${named(p.seat, p.viewer)}:`;
    if (p.seat !== null && p.chains.length === 0 && p.last) line += ' —';
    p.chains.forEach((chain, i) => {
      const end = p.last && i === p.chains.length - 1 ? '' : ';';
      line += ` ${links(chain.links)} for ${dice(chain.dice)}${end}`;
    });
    return line;
  },
  'shanghai.view.turn': (p: {
    turn: number;
    viewer: number | null;
    dice: readonly number[];
    owed: number;
  }) => {
    const turn =
      p.owed === 0
        ? 'no chain yet this turn'
        : `${p.owed} chain${p.owed > 1 ? 's' : ''} this turn (stopping draws ${p.owed})`;
    return `S${named(p.turn, p.viewer).slice(1)} to move: dice ${p.dice[0]} and ${p.dice[1]} · ${turn}`;
  },
  'shanghai.view.hand': (p: { hand: readonly Pips[] }) => `Your hand: ${p.hand.map(dash).join(' ') || '—'}`,
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
