/**
 * Domino Squares: the `defineGame(…)` call.
 *
 * @module
 */
import { defineGame } from '../../../core/define-game.js';
import { tellDominoSquares } from './events.js';
import { checkDominoSquaresOptions, DOMINO_SQUARES_DEFAULTS } from './options.js';
import { parseDominoSquaresState } from './parse.js';
import {
  DOMINO_SQUARES_CODES,
  dominoSquaresActivePlayers,
  dominoSquaresLegalMoves,
  dominoSquaresMoveBound,
  dominoSquaresMoves,
  dominoSquaresOutcome,
} from './rules.js';
import { sampleDominoSquares } from './sample.js';
import { initDominoSquares } from './state.js';
import type { DominoSquaresOptions } from './types.js';
import { viewDominoSquares } from './view.js';

/**
 * Domino Squares (Winning Moves): square four-number pieces matched side to
 * side at either end of the layout, a score on every play, command pieces
 * (Give 1, Draw 1, Skip, Play Again, All Pass 1), three rounds.
 * Options: {@link DominoSquaresOptions}. Refusal codes: {@link DOMINO_SQUARES_CODES}.
 * Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { dominoSquares, listSquarePlacements } from 'boneyard/domino-squares';
 * let state = dominoSquares.setup({ seed: 42, players: 3 });
 * const seat = dominoSquares.activePlayers(state)[0]!;
 * const view = dominoSquares.view(state, seat);
 * const hints = listSquarePlacements(view.layout, view.myHand, seat); // where each piece fits, its points, its move
 * state = dominoSquares.apply(state, hints[0]?.move ?? dominoSquares.legalMoves(state, seat)[0]!);
 * ```
 */
export const dominoSquares = defineGame({
  id: 'domino-squares',
  name: 'Domino Squares',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: DOMINO_SQUARES_DEFAULTS,
  codes: DOMINO_SQUARES_CODES,
  checkOptions: checkDominoSquaresOptions,
  init: initDominoSquares,
  moves: dominoSquaresMoves,
  activePlayers: dominoSquaresActivePlayers,
  legalMoves: dominoSquaresLegalMoves,
  view: viewDominoSquares,
  outcome: dominoSquaresOutcome,
  sample: sampleDominoSquares,
  moveBound: dominoSquaresMoveBound,
  tell: tellDominoSquares,
  parseState: parseDominoSquaresState,
});
