/**
 * Domino Squares Draw: the `defineGame(…)` call.
 *
 * @module
 */
import { defineGame } from '../../../core/define-game.js';
import { tellDominoSquaresClassic } from '../shared/events.js';
import { classicLegalMoves, classicMoveBound, classicOutcome, turnActivePlayers } from '../shared/rules.js';
import { viewClassic } from '../shared/view.js';
import { checkDominoSquaresDrawOptions, DOMINO_SQUARES_DRAW_DEFAULTS } from './options.js';
import { parseDominoSquaresDrawState } from './parse.js';
import { DOMINO_SQUARES_DRAW_CODES, dominoSquaresDrawMoves } from './rules.js';
import { sampleDominoSquaresDraw } from './sample.js';
import { initDominoSquaresDraw } from './state.js';

/**
 * Draw, played with Domino Squares pieces: as Block, but 7 pieces each and the
 * rest form the boneyard; a player who cannot play draws until he can (or, with
 * `drawRule: 'one'`, draws one piece and may play it if it fits).
 * Refusal codes: {@link DOMINO_SQUARES_DRAW_CODES}. Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { dominoSquaresDraw } from 'boneyard/domino-squares';
 * let state = dominoSquaresDraw.setup({ seed: 7, drawRule: 'one' });
 * const moves = dominoSquaresDraw.legalMoves(state, state.turn); // plays, or [{ type: 'draw', player }]
 * state = dominoSquaresDraw.apply(state, moves[0]!);
 * ```
 */
export const dominoSquaresDraw = defineGame({
  id: 'domino-squares-draw',
  name: 'Draw (Domino Squares)',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: DOMINO_SQUARES_DRAW_DEFAULTS,
  codes: DOMINO_SQUARES_DRAW_CODES,
  checkOptions: checkDominoSquaresDrawOptions,
  init: initDominoSquaresDraw,
  moves: dominoSquaresDrawMoves,
  activePlayers: turnActivePlayers,
  legalMoves: classicLegalMoves,
  view: viewClassic,
  outcome: classicOutcome,
  moveBound: classicMoveBound,
  sample: sampleDominoSquaresDraw,
  parseState: parseDominoSquaresDrawState,
  tell: tellDominoSquaresClassic,
});
