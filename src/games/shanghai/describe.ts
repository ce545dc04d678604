import type { Tile } from '../../core/tiles.js';
import type { ShanghaiView } from './game.js';
import type { ShanghaiLaidChain } from './state.js';

/** Longest line of the chain lists. */
const WIDTH = 100;

const drawTile = (tile: Tile): string => `[${tile.low}|${tile.high}]`;

const drawChain = (chain: ShanghaiLaidChain): string =>
  `${chain.links.map((link) => `[${link.left}|${link.right}]`).join('')} for ${chain.dice.join('·')}`;

/**
 * A compact text drawing of a seat's view of a Shanghai match, for a
 * terminal (the CLI's `boneyard play`): the round and the scores, the
 * boneyard and hand sizes, every chain laid this round as it lies
 * (`[6|3][3|2] for 6·2`), whose turn it is with the dice to answer and the
 * chains laid this turn, and the viewer's own hand. Only what the view holds
 * is drawn, so it shows nothing the seat may not see.
 *
 * @example
 * ```ts
 * console.log(describeShanghaiView(shanghai.view(state, 0)));
 * // Shanghai · round 1 · first to 50
 * // Scores: seat 0 (you) 0 · seat 1 0
 * // …
 * // Seat 0 (you) to move: dice 6 and 2 · no chain yet this turn
 * // Your hand: [0|3] [1|5] [2|6] …
 * ```
 */
export function describeShanghaiView(view: ShanghaiView): string {
  const seats = Array.from({ length: view.players }, (_, seat) => seat);
  const name = (seat: number) => `seat ${seat}${seat === view.viewer ? ' (you)' : ''}`;
  const tieBreaker = view.tieBreaker ? ` (tie-breaker: ${view.contenders.map(name).join(', ')})` : '';
  const lines = [
    `Shanghai · round ${view.round}${tieBreaker} · first to ${view.options.target}`,
    `Scores: ${seats.map((seat) => `${name(seat)} ${view.scores[seat]}`).join(' · ')}`,
  ];
  const last = view.results[view.results.length - 1];
  if (last) {
    lines.push(
      `Last round (${last.round}): ${seats
        .map(
          (seat) => `${name(seat)} laid ${last.laid[seat]}, held ${last.inHand[seat]}: ${last.scores[seat]}`,
        )
        .join(' · ')}`,
    );
  }
  if (view.over) {
    lines.push(
      `Match over: ${view.winners.map(name).join(' and ')} win${view.winners.length > 1 ? '' : 's'}.`,
    );
    return lines.join('\n');
  }
  lines.push(
    `Boneyard: ${view.boneyardSize} face down · hands: ${seats
      .map((seat) =>
        view.playing[seat] ? `${name(seat)} ${view.handSizes[seat]}` : `${name(seat)} sits out`,
      )
      .join(' · ')}`,
    'Chains laid this round:',
  );
  for (const seat of seats) {
    const chains = (view.chains[seat] ?? []).map(drawChain);
    // Wrapped so that no line passes WIDTH characters (a chain itself is never split).
    let line = `  ${name(seat)}:`;
    if (chains.length === 0) line += ' —';
    chains.forEach((chain, i) => {
      const piece = `${chain}${i < chains.length - 1 ? ';' : ''}`;
      if (line.length + 1 + piece.length > WIDTH && line.trim().endsWith(';')) {
        lines.push(line);
        line = `   `;
      }
      line += ` ${piece}`;
    });
    lines.push(line);
  }
  const owed = view.chainsThisTurn;
  const turn =
    owed === 0
      ? 'no chain yet this turn'
      : `${owed} chain${owed > 1 ? 's' : ''} this turn (stopping draws ${owed})`;
  lines.push(`S${name(view.turn).slice(1)} to move: dice ${view.dice[0]} and ${view.dice[1]} · ${turn}`);
  if (view.viewer !== null) lines.push(`Your hand: ${view.myHand.map(drawTile).join(' ') || '—'}`);
  return lines.join('\n');
}
