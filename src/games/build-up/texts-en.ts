/**
 * Build Up's sentences in English: its events and its moves. The event and
 * move texts are these sentences rendered; `boneyard/texts` holds the other
 * languages.
 *
 * @module
 */
import { type Catalog, dash } from '../../core/message.js';

type Pips = readonly [number, number];
const tiles = (list: readonly Pips[]) => list.map(dash).join(' ') || '—';

/**
 * Build Up's English sentences by message id.
 *
 * @example
 * ```ts
 * BUILD_UP_EN['build-up.pass']; // a sentence of the pass event
 * ```
 */
export const BUILD_UP_EN = {
  'build-up.play': (p: { player: number; tile: Pips; stack: number; covered: Pips; owner: number }) =>
    `Seat ${p.player} plays ${dash(p.tile)} on stack ${p.stack}, covering seat ${p.owner}'s ${dash(p.covered)}.`,
  'build-up.pass': (p: { player: number; reason: 'cannot-play' | 'empty-hand' }) =>
    p.reason === 'cannot-play'
      ? `Seat ${p.player} cannot play and passes.`
      : `Seat ${p.player} has no tiles left and is passed over.`,
  'build-up.hand-end': (p: {
    hand: number;
    ended: 'emptied' | 'blocked';
    scores: readonly number[];
    totals: readonly number[];
    unplayed: readonly (readonly Pips[])[] | null;
    unplayable: 'set-aside' | 'subtract';
  }) => {
    const why = p.ended === 'emptied' ? 'every hand is empty' : 'nobody can play';
    let line = `Hand ${p.hand} ends (${why}): scores ${p.scores.join(' / ')}, totals ${p.totals.join(' / ')}`;
    if (p.unplayed) {
      const verb = p.unplayable === 'subtract' ? 'subtracted' : 'set aside';
      line += `; ${verb}: ${p.unplayed.map((list, seat) => `seat ${seat} ${list.map(dash).join(' ') || 'none'}`).join(', ')}`;
    }
    return `${line}.`;
  },
  'build-up.deal': (p: {
    hand: number;
    sizes: readonly number[];
    leader: number;
    tiles: readonly Pips[] | null;
  }) => {
    const line = `Hand ${p.hand} dealt: ${p.sizes.join(' / ')} tiles; seat ${p.leader} leads`;
    return p.tiles === null ? `${line}.` : `${line}; your tiles: ${tiles(p.tiles)}.`;
  },
  'build-up.game-over': (p: { scores: readonly number[]; winners: readonly number[]; best: number }) => {
    const who =
      p.winners.length === 1 ? `seat ${p.winners[0]} wins` : `seats ${p.winners.join(' and ')} share the win`;
    return `Game over: ${who} with ${p.best} (scores ${p.scores.join(' / ')}).`;
  },
  'build-up.view.title': (p: { hand: number; hands: number; scores: readonly number[] }) =>
    `Hand ${p.hand} of ${p.hands}; scores ${p.scores.join(' / ')}`,
  'build-up.view.stack': (p: { stack: number; top: Pips; owner: number; height: number }) =>
    `  stack ${String(p.stack).padStart(2)}: ${dash(p.top).padEnd(4)} seat ${p.owner}'s  (height ${p.height})`,
  'build-up.view.hands': (p: { sizes: readonly number[]; hand: readonly Pips[] }) =>
    `Hand sizes: ${p.sizes.join(' / ')}; your hand: ${tiles(p.hand)}`,
  'build-up.move.pass': 'Pass: none of your tiles can cover a stack.',
  'build-up.move.play': (p: {
    tile: Pips | null;
    stack: number;
    covered: Pips | null;
    owner: number | null;
    mine: boolean;
  }) => {
    const what = p.tile ? dash(p.tile) : 'a tile';
    if (!p.covered) return `Play ${what} on stack ${p.stack}.`;
    const whose = p.mine ? 'your' : `seat ${p.owner}'s`;
    return `Play ${what} on stack ${p.stack}, covering ${whose} ${dash(p.covered)}.`;
  },
} as const satisfies Catalog;
