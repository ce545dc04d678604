/**
 * Shanghai as text: tiles, chains and dice, the drawing of a view
 * (`formatShanghaiView`) and the words for a move.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { type Message, pips, renderMessage } from '../../core/message.js';
import type { Tile } from '../../core/tiles.js';
import { arrangeShanghaiChain, type ShanghaiLink } from './solver.js';
import { SHANGHAI_EN } from './texts-en.js';
import type { ShanghaiLaidChain, ShanghaiMove, ShanghaiView } from './types.js';

/** Longest line of the chain lists. */
const WIDTH = 100;

/**
 * A tile as the drawing shows it in a hand, e.g. `2-6`.
 *
 * @example
 * ```ts
 * formatTile(makeTile(6, 2)); // '2-6'
 * ```
 */
export const formatTile = (tile: Tile): string => `${tile.low}-${tile.high}`;

/**
 * A chain's links as they lie, e.g. `6-3 3-2`.
 *
 * @example
 * ```ts
 * formatLinks(chain.links); // '6-3 3-2'
 * ```
 */
export const formatLinks = (links: readonly ShanghaiLink[]): string =>
  links.map((link) => `${link.left}-${link.right}`).join(' ');

/**
 * A laid chain with the roll it answered, e.g. `6-3 3-2 for 6·2`.
 *
 * @example
 * ```ts
 * formatChain({ dice: [6, 2], links }); // '6-3 3-2 for 6·2'
 * ```
 */
export const formatChain = (chain: ShanghaiLaidChain): string =>
  `${formatLinks(chain.links)} for ${formatDice(chain.dice)}`;

/**
 * Two dice, e.g. `6·2`.
 *
 * @example
 * ```ts
 * formatDice([6, 2]); // '6·2'
 * ```
 */
export const formatDice = (dice: readonly number[]): string => dice.join('·');

/**
 * Seats for a sentence: `seat 0`, `seats 0 and 2`, `seats 0, 1 and 3`.
 *
 * @example
 * ```ts
 * nameSeats([0, 2]); // 'seats 0 and 2'
 * ```
 */
export function nameSeats(seats: readonly Seat[]): string {
  if (seats.length === 1) return `seat ${seats[0]}`;
  return `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
}

/**
 * A whole number with its sign, e.g. `+3`, `−2`, `0`.
 *
 * @example
 * ```ts
 * signed(-2); // '−2'
 * ```
 */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * A compact text drawing of a seat's view of a Shanghai match, for a
 * terminal (the CLI's `boneyard play`): the round and the scores, the
 * boneyard and hand sizes, every chain laid this round as it lies
 * (`6-3 3-2 for 6·2`), whose turn it is with the dice to answer and the
 * chains laid this turn, and the viewer's own hand. Only what the view holds
 * is drawn, so it shows nothing the seat may not see.
 *
 * @example
 * ```ts
 * console.log(formatShanghaiView(shanghai.view(state, 0)));
 * // Shanghai · round 1 · first to 50
 * // Scores: seat 0 (you) 0 · seat 1 0
 * // …
 * // Seat 0 (you) to move: dice 6 and 2 · no chain yet this turn
 * // Your hand: 0-3 1-5 2-6 …
 * ```
 */
export function formatShanghaiView(view: ShanghaiView): string {
  return formatShanghaiMessages(view)
    .map((line) => renderMessage([SHANGHAI_EN], line, 'en'))
    .join('\n');
}

/**
 * The drawing of {@link formatShanghaiView} as messages, one a line (its English text is the drawing).
 *
 * @example
 * ```ts
 * formatShanghaiMessages(shanghai.view(state, 0))[0]!.id; // 'shanghai.view.title'
 * ```
 */
export function formatShanghaiMessages(view: ShanghaiView): Message[] {
  const seats = Array.from({ length: view.players }, (_, seat) => seat);
  const viewer = view.viewer;
  const lines: Message[] = [
    {
      id: 'shanghai.view.title',
      params: {
        round: view.round,
        contenders: view.tieBreaker ? [...view.contenders] : null,
        target: view.options.target,
        viewer,
      },
    },
    { id: 'shanghai.view.scores', params: { scores: [...view.scores], viewer } },
  ];
  const last = view.results[view.results.length - 1];
  if (last) {
    lines.push({
      id: 'shanghai.view.last-round',
      params: {
        round: last.round,
        laid: [...last.laid],
        held: [...last.inHand],
        scores: [...last.scores],
        viewer,
      },
    });
  }
  if (view.over) {
    lines.push({ id: 'shanghai.view.over', params: { winners: [...view.winners], viewer } });
    return lines;
  }
  lines.push(
    {
      id: 'shanghai.view.boneyard',
      params: { boneyard: view.boneyardSize, hands: [...view.handSizes], playing: [...view.playing], viewer },
    },
    { id: 'shanghai.view.chains-title', params: {} },
  );
  const name = (seat: number) => `seat ${seat}${seat === viewer ? ' (you)' : ''}`;
  for (const seat of seats) {
    const chains = view.chains[seat] ?? [];
    // Wrapped so that no English line passes WIDTH characters (a chain itself is never split).
    let length = `  ${name(seat)}:`.length;
    let line: { links: number[][]; dice: number[] }[] = [];
    let first = true;
    const flush = (lastChain: boolean) => {
      lines.push({
        id: 'shanghai.view.chains',
        params: { seat: first ? seat : null, viewer, chains: line, last: lastChain },
      });
      first = false;
      line = [];
      length = 3;
    };
    chains.forEach((chain, i) => {
      const piece = `${formatChain(chain)}${i < chains.length - 1 ? ';' : ''}`;
      if (length + 1 + piece.length > WIDTH && line.length > 0) flush(false);
      line.push({ links: chain.links.map((link) => [link.left, link.right]), dice: [...chain.dice] });
      length += 1 + piece.length;
    });
    flush(true);
  }
  lines.push({
    id: 'shanghai.view.turn',
    params: { turn: view.turn, viewer, dice: [...view.dice], owed: view.chainsThisTurn },
  });
  if (viewer !== null) lines.push({ id: 'shanghai.view.hand', params: { hand: view.myHand.map(pips) } });
  return lines;
}

/**
 * A legal move in words, from the moving seat's point of view, in the voice
 * of the event texts: a chain as it would lie (`6-3 3-2 for 6·2`), or
 * stopping with the tiles it draws. Reads only the seat's view.
 *
 * @example
 * ```ts
 * const view = shanghai.view(state, 0);
 * describeShanghaiMove(view, { type: 'lay', player: 0, tiles: ['0:2-3', '1:3-6'] }); // 'Lay 6-3 3-2 for 6·2 (2 tiles).'
 * describeShanghaiMove(view, { type: 'stop', player: 0 }); // 'Stop: your turn ends without a chain; you draw nothing.'
 * ```
 */
export function describeShanghaiMove(view: ShanghaiView, move: ShanghaiMove): string {
  return renderMessage([SHANGHAI_EN], shanghaiMoveMessage(view, move), 'en');
}

/**
 * A legal move as a message (see {@link describeShanghaiMove}, its English text).
 *
 * @example
 * ```ts
 * shanghaiMoveMessage(view, { type: 'stop', player: 0 }); // { id: 'shanghai.move.stop', params: { owed: 0 } }
 * ```
 */
export function shanghaiMoveMessage(view: ShanghaiView, move: ShanghaiMove): Message {
  if (move.type === 'stop') return { id: 'shanghai.move.stop', params: { owed: view.chainsThisTurn } };
  const tiles = move.tiles.flatMap((id) => view.myHand.filter((tile) => tile.id === id));
  const links = tiles.length === move.tiles.length ? arrangeShanghaiChain(tiles, view.dice) : null;
  // The two sets hold alike tiles: where the hand has both of a pair, the chain names the set of the one it lays.
  const twins = tiles.filter((tile) =>
    view.myHand.some((other) => other.id !== tile.id && sameValues(other, tile)),
  );
  return {
    id: 'shanghai.move.lay',
    params: {
      links: links ? links.map((link) => [link.left, link.right]) : tiles.map(pips),
      dice: [...view.dice],
      count: move.tiles.length,
      twins: twins.map((tile) => ({ tile: pips(tile), set: tile.set + 1 })),
    },
  };
}

/** Whether two tiles show the same two numbers. */
function sameValues(a: Tile, b: Tile): boolean {
  return a.low === b.low && a.high === b.high;
}
