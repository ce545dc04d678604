/**
 * Blind Hughie: the `defineGame(…)` call.
 *
 * @module
 */
import { defineGame } from '../../../core/define-game.js';
import { turnActivePlayers } from '../shared/rules.js';
import { tellBlindHughie } from './events.js';
import { BLIND_HUGHIE_DEFAULTS, checkBlindHughieOptions } from './options.js';
import { parseBlindHughieState } from './parse.js';
import {
  BLIND_HUGHIE_CODES,
  blindHughieLegalMoves,
  blindHughieMoveBound,
  blindHughieMoves,
  blindHughieOutcome,
} from './rules.js';
import { sampleBlindHughie } from './sample.js';
import { initBlindHughie } from './state.js';
import { viewBlindHughie } from './view.js';

/**
 * Blind Hughie, played with Domino Squares pieces: each player's 9 pieces lie
 * face down in a row, unseen even by their owner. On his turn a player turns
 * over the left end; if it fits he must play it and goes again; if not it goes
 * to the right end, face down (face up if it has a wild, and may then be
 * played instead of turning one over). Scored as Block.
 * Refusal codes: {@link BLIND_HUGHIE_CODES}. Rules and rulings: `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * import { blindHughie } from 'boneyard/domino-squares';
 * let state = blindHughie.setup({ seed: 3, players: 4, eitherEnd: true });
 * state = blindHughie.apply(state, { type: 'turn-over', player: 0, end: 'left' });
 * blindHughie.view(state, 1).rows[1]; // seat 1's own row: still all hidden, [{ faceUp: false, piece: null }, …]
 * ```
 */
export const blindHughie = defineGame({
  id: 'blind-hughie',
  name: 'Blind Hughie (Domino Squares)',
  minPlayers: 2,
  maxPlayers: 4,
  defaultPlayers: 2,
  defaultOptions: BLIND_HUGHIE_DEFAULTS,
  codes: BLIND_HUGHIE_CODES,
  checkOptions: checkBlindHughieOptions,
  init: initBlindHughie,
  moves: blindHughieMoves,
  activePlayers: turnActivePlayers,
  legalMoves: blindHughieLegalMoves,
  view: viewBlindHughie,
  outcome: blindHughieOutcome,
  sample: sampleBlindHughie,
  moveBound: blindHughieMoveBound,
  tell: tellBlindHughie,
  parseState: parseBlindHughieState,
});
