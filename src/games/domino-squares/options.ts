/**
 * The option defaults of the four games played with Domino Squares pieces,
 * the sizes of their deals, and the checks of their options.
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
import { checkSquaresPieceSet, DOMINO_SQUARES_SET } from './pieces.js';
import type {
  BlindHughieOptions,
  DominoSquaresBlockOptions,
  DominoSquaresDrawOptions,
  DominoSquaresOptions,
} from './types.js';

/**
 * The defaults of {@link dominoSquares}: the default set, seat 0 leads, three rounds.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DEFAULTS.rounds; // 3
 * ```
 */
export const DOMINO_SQUARES_DEFAULTS: DominoSquaresOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  rounds: 3,
};

/**
 * The defaults of {@link dominoSquaresBlock}.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_BLOCK_DEFAULTS.firstPlayer; // 0
 * ```
 */
export const DOMINO_SQUARES_BLOCK_DEFAULTS: DominoSquaresBlockOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  goingOut: 'wins',
};

/**
 * The defaults of {@link dominoSquaresDraw}.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DRAW_DEFAULTS.drawRule; // 'until-playable'
 * ```
 */
export const DOMINO_SQUARES_DRAW_DEFAULTS: DominoSquaresDrawOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  drawRule: 'until-playable',
  goingOut: 'wins',
};

/**
 * The defaults of {@link blindHughie}.
 *
 * @example
 * ```ts
 * BLIND_HUGHIE_DEFAULTS.idleRounds; // 9 (the long stop; 2 in R1)
 * ```
 */
export const BLIND_HUGHIE_DEFAULTS: BlindHughieOptions = {
  pieces: DOMINO_SQUARES_SET,
  firstPlayer: 0,
  eitherEnd: false,
  idleRounds: 9,
  goingOut: 'wins',
  memory: 'perfect',
};

/**
 * Pieces dealt to each player in Domino Squares: 7, or 6 when four play.
 *
 * @example
 * ```ts
 * dominoSquaresHandSize(4); // 6
 * dominoSquaresHandSize(3); // 7
 * ```
 */
export function dominoSquaresHandSize(players: number): number {
  return players === 4 ? 6 : 7;
}

/** Pieces dealt to each player in Block and in Draw. */
export const CLASSIC_HAND_SIZE = { block: 9, draw: 7 } as const;

/** Pieces in each Blind Hughie row. */
export const ROW_SIZE = 9;

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

/** Domino Squares: a set big enough for the deal and a starter, a seat to lead, 1 to 10 rounds. */
export function checkDominoSquaresOptions(options: DominoSquaresOptions, players: number): void {
  checkSquaresPieceSet(options.pieces, players * dominoSquaresHandSize(players) + 1);
  checkFirstPlayer(options.firstPlayer, players);
  if (!Number.isSafeInteger(options.rounds) || options.rounds < 1 || options.rounds > 10) {
    throw new InvalidOptionError('rounds', 'must be a whole number from 1 to 10');
  }
}

function checkClassicOptions(
  game: 'block' | 'draw',
  options: { pieces: unknown; firstPlayer: unknown; goingOut: unknown },
  players: number,
): void {
  checkSquaresPieceSet(options.pieces, players * CLASSIC_HAND_SIZE[game] + 1);
  checkFirstPlayer(options.firstPlayer, players);
  checkGoingOut(options.goingOut);
}

/** Throws unless `goingOut` is `'wins'` or `'fewest-pips'` (ruling 28). */
export function checkGoingOut(goingOut: unknown): void {
  if (goingOut !== 'wins' && goingOut !== 'fewest-pips') {
    throw new InvalidOptionError('goingOut', "must be 'wins' or 'fewest-pips'");
  }
}

/** Block: a set of 9 pieces per player and a starter, a seat to start. */
export function checkDominoSquaresBlockOptions(options: DominoSquaresBlockOptions, players: number): void {
  checkClassicOptions('block', options, players);
}

/** Draw: a set of 7 pieces per player and a starter, a seat to start, a known draw rule. */
export function checkDominoSquaresDrawOptions(options: DominoSquaresDrawOptions, players: number): void {
  checkClassicOptions('draw', options, players);
  if (options.drawRule !== 'until-playable' && options.drawRule !== 'one') {
    throw new InvalidOptionError('drawRule', "must be 'until-playable' or 'one'");
  }
}

/** Blind Hughie: a set of 9 pieces per player and a starter, a seat to start, `eitherEnd`, 1 to 9 idle rounds, `goingOut`, `memory`. */
export function checkBlindHughieOptions(options: BlindHughieOptions, players: number): void {
  checkSquaresPieceSet(options.pieces, players * ROW_SIZE + 1);
  checkFirstPlayer(options.firstPlayer, players);
  if (typeof options.eitherEnd !== 'boolean')
    throw new InvalidOptionError('eitherEnd', 'must be true or false');
  if (!Number.isSafeInteger(options.idleRounds) || options.idleRounds < 1 || options.idleRounds > ROW_SIZE) {
    throw new InvalidOptionError('idleRounds', `must be a whole number from 1 to ${ROW_SIZE}`);
  }
  checkGoingOut(options.goingOut);
  if (options.memory !== 'none' && options.memory !== 'perfect')
    throw new InvalidOptionError('memory', "must be 'none' or 'perfect'");
}
