/**
 * Domino Squares Block: the `defineGame(…)` call.
 *
 * @module
 */
import { defineGame } from '../../../core/define-game.js';
import { tellDominoSquaresClassic } from '../shared/events.js';
import { classicLegalMoves, classicMoveBound, classicOutcome, turnActivePlayers } from '../shared/rules.js';
import type { DominoSquaresBlockMove } from '../shared/types.js';
import { viewClassic } from '../shared/view.js';
import { checkDominoSquaresBlockOptions, DOMINO_SQUARES_BLOCK_DEFAULTS } from './options.js';
import { parseDominoSquaresBlockState } from './parse.js';
import { DOMINO_SQUARES_BLOCK_CODES, dominoSquaresBlockMoves } from './rules.js';
import { sampleDominoSquaresBlock } from './sample.js';
import { initDominoSquaresBlock } from './state.js';

/**
 * Block, played with Domino Squares pieces: 2–4 players, 9 pieces each, a
 * starter, the rest out of play; commands are ignored; a player who cannot
 * play passes; the game ends when a hand is empty ("Domino") or nobody can
 * play (a block); the fewest pips in hand wins the other hands' pips.
 * Refusal codes: {@link DOMINO_SQUARES_BLOCK_CODES}. Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { dominoSquaresBlock, listSquarePlacements } from 'boneyard/domino-squares';
 * let state = dominoSquaresBlock.setup({ seed: 7, players: 3 });
 * const [move] = dominoSquaresBlock.legalMoves(state, state.turn); // a play, or a pass
 * state = dominoSquaresBlock.apply(state, move!);
 * ```
 */
export const dominoSquaresBlock = defineGame({
  id: 'domino-squares-block',
  name: 'Block (Domino Squares)',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: DOMINO_SQUARES_BLOCK_DEFAULTS,
  codes: DOMINO_SQUARES_BLOCK_CODES,
  checkOptions: checkDominoSquaresBlockOptions,
  init: initDominoSquaresBlock,
  moves: dominoSquaresBlockMoves,
  activePlayers: turnActivePlayers,
  // Block has no boneyard, so no draw is ever listed.
  legalMoves: (state, player) => classicLegalMoves(state, player) as DominoSquaresBlockMove[],
  view: viewClassic,
  outcome: classicOutcome,
  moveBound: classicMoveBound,
  sample: sampleDominoSquaresBlock,
  parseState: parseDominoSquaresBlockState,
  tell: tellDominoSquaresClassic,
});
