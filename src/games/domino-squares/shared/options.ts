/**
 * The option checks several Domino Squares games share, and Block's and Draw's hand sizes.
 *
 * @module
 */
import { InvalidOptionError } from '../../../core/errors.js';
import { checkSquaresPieceSet } from './pieces.js';

/** Pieces dealt to each player in Block and in Draw. */
export const CLASSIC_HAND_SIZE = { block: 9, draw: 7 } as const;

/**
 * Throws unless `firstPlayer` is a seat of the game.
 * @throws {@link InvalidOptionError} `firstPlayer`.
 */
export function checkFirstPlayer(firstPlayer: unknown, players: number): void {
  if (
    !Number.isSafeInteger(firstPlayer) ||
    (firstPlayer as number) < 0 ||
    (firstPlayer as number) >= players
  ) {
    throw new InvalidOptionError('firstPlayer', `must be a seat from 0 to ${players - 1}`);
  }
}

/** The checks Block's and Draw's options share (first player, going out). */
export function checkClassicOptions(
  game: 'block' | 'draw',
  options: { pieces: unknown; firstPlayer: unknown; goingOut: unknown },
  players: number,
): void {
  checkSquaresPieceSet(options.pieces, players * CLASSIC_HAND_SIZE[game] + 1);
  checkFirstPlayer(options.firstPlayer, players);
  checkGoingOut(options.goingOut);
}

/**
 * Throws unless `goingOut` is `'wins'` or `'fewest-pips'` (ruling 28 of
 * `docs/rules/domino-squares.md`).
 * @throws {@link InvalidOptionError} `goingOut`.
 */
export function checkGoingOut(goingOut: unknown): void {
  if (goingOut !== 'wins' && goingOut !== 'fewest-pips') {
    throw new InvalidOptionError('goingOut', "must be 'wins' or 'fewest-pips'");
  }
}
