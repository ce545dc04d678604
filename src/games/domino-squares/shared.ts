import type { Draft } from 'immer';
import { InvalidOptionError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { type RngHolder, shuffle } from '../../core/random.js';
import type { DominoSquaresPiece } from './pieces.js';
import { squaresPips } from './pieces.js';

/** Throws unless `firstPlayer` is a seat of the game. */
export function checkFirstPlayer(firstPlayer: unknown, players: number): void {
  if (
    !Number.isSafeInteger(firstPlayer) ||
    (firstPlayer as number) < 0 ||
    (firstPlayer as number) >= players
  ) {
    throw new InvalidOptionError('firstPlayer', `must be a seat from 0 to ${players - 1}`);
  }
}

/** A shuffled deal: each hand, the starter, and the rest (draw pile or out of play). */
export interface SquaresDeal {
  hands: DominoSquaresPiece[][];
  starter: DominoSquaresPiece;
  rest: DominoSquaresPiece[];
}

/**
 * Shuffles `pieces` with the holder's generator, deals `handSize` to each
 * seat, then turns up the next piece as the starter (a random piece of the
 * rest, as the pile is shuffled). The caller has checked there are enough.
 */
export function dealSquares(
  holder: RngHolder,
  pieces: readonly DominoSquaresPiece[],
  players: number,
  handSize: number,
): SquaresDeal {
  const deck = shuffle(holder, [...pieces]);
  const hands: DominoSquaresPiece[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(deck.splice(0, handSize));
  const starter = deck.shift()!;
  return { hands, starter, rest: deck };
}

/** What a Block-style count gives: each seat's pips in hand, points won, winners. */
export interface FewestPipsResult {
  readonly pips: number[];
  readonly scores: number[];
  readonly winners: Seat[];
}

/**
 * Block scoring: the player (or players, ruling 9) with the fewest pips wins
 * the pip totals of every other player; everyone else scores 0.
 */
export function fewestPips(hands: readonly (readonly DominoSquaresPiece[])[]): FewestPipsResult {
  const pips = hands.map((hand) => hand.reduce((sum, piece) => sum + squaresPips(piece), 0));
  const least = Math.min(...pips);
  const winners = pips.flatMap((p, seat) => (p === least ? [seat] : []));
  const won = pips.reduce((sum, p) => (p === least ? sum : sum + p), 0);
  return { pips, scores: pips.map((p) => (p === least ? won : 0)), winners };
}

/** Plain values going into a draft: the same objects, typed as draft (they are never mutated in place). */
export function asDraft<T>(value: T): Draft<T> {
  return value as Draft<T>;
}
