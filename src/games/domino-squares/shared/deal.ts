/**
 * The deal all four Domino Squares games use (shuffle, hands, the starter), Block scoring by fewest
 * pips, and the event sink type the flow passes around.
 *
 * @module
 */

import type { Draft, EventSink } from '../../../core/define-game.js';
import type { Seat } from '../../../core/game.js';
import { invalid } from '../../../core/parse.js';
import { type RngHolder, shuffle } from '../../../core/random.js';
import { type DominoSquaresPiece, squaresPips } from './pieces.js';
import type { FewestPipsResult, SquaresDeal, SquaresHappening } from './types.js';

/** Where the flow tells what it does (see `EventSink`; a no-op in `apply` and on the fast path). */
export type SquaresEvents = EventSink<SquaresHappening>;

/**
 * Shuffles `pieces` with the holder's generator, deals `handSize` to each
 * seat, then turns up the next piece as the starter (a random piece of the
 * rest, as the pile is shuffled). Too few pieces (only a hand-made state) throw
 * `InvalidStateError` `'short-deal'`.
 */
export function dealSquares(
  holder: RngHolder,
  pieces: readonly DominoSquaresPiece[],
  players: number,
  handSize: number,
): SquaresDeal {
  if (pieces.length < players * handSize + 1) {
    // Only a hand-made state can get here (setup checks the set, parseState conservation).
    invalid(
      'short-deal',
      '',
      `the deal needs ${players * handSize + 1} pieces (${handSize} each and a starter); the state holds ${pieces.length}`,
    );
  }
  const deck = shuffle(holder, [...pieces]);
  const hands: DominoSquaresPiece[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(deck.splice(0, handSize));
  const starter = deck.shift()!;
  return { hands, starter, rest: deck };
}

/**
 * Block scoring: the player (or players, ruling 9 of
 * `docs/rules/domino-squares.md`) with the fewest pips wins the pip totals of
 * every other player; everyone else scores 0. With `out` (the seat that went
 * out, ruling 28 `goingOut: 'wins'`) that player alone wins, and scores the
 * pips of every other hand.
 */
export function fewestPips(
  hands: readonly (readonly DominoSquaresPiece[])[],
  out: Seat | null = null,
): FewestPipsResult {
  const pips = hands.map((hand) => hand.reduce((sum, piece) => sum + squaresPips(piece), 0));
  if (out !== null) {
    const won = pips.reduce((sum, p, seat) => (seat === out ? sum : sum + p), 0);
    return { pips, scores: pips.map((_, seat) => (seat === out ? won : 0)), winners: [out] };
  }
  const least = Math.min(...pips);
  const winners = pips.flatMap((p, seat) => (p === least ? [seat] : []));
  const won = pips.reduce((sum, p) => (p === least ? sum : sum + p), 0);
  return { pips, scores: pips.map((p) => (p === least ? won : 0)), winners };
}

/**
 * The end of a Block, Draw or Blind Hughie game (ruling 28 of
 * `docs/rules/domino-squares.md`): `out` is the seat that went out (`null`
 * when the game blocked). With `goingOut: 'wins'` that seat wins alone; with
 * `'fewest-pips'`, and after a block, the fewest pips win ({@link
 * fewestPips}).
 */
export function endScores(
  hands: readonly (readonly DominoSquaresPiece[])[],
  out: Seat | null,
  goingOut: 'wins' | 'fewest-pips',
): FewestPipsResult {
  return fewestPips(hands, goingOut === 'wins' ? out : null);
}

/** Plain values going into the mutable copy: the same objects, typed as mutable (they are never mutated in place). */
export function asDraft<T>(value: T): Draft<T> {
  return value as Draft<T>;
}
