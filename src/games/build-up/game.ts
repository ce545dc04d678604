/**
 * The Build Up game object, assembled from its options, setup and flow,
 * rules, view, sampler, state parser and events.
 *
 * @module
 */
import { defineGame } from '../../core/define-game.js';
import { tellBuildUp } from './events.js';
import { BUILD_UP_DEFAULTS, checkBuildUpOptions } from './options.js';
import { parseBuildUpState } from './parse.js';
import {
  BUILD_UP_CODES,
  buildUpActivePlayers,
  buildUpLegalMoves,
  buildUpMoveBound,
  buildUpMoves,
  buildUpOutcome,
} from './rules.js';
import { sampleBuildUp } from './sample.js';
import { initBuildUp } from './state.js';
import type { BuildUpOptions } from './types.js';
import { viewBuildUp } from './view.js';

/**
 * Build Up, by David Vander Ark: each player has a double-six set of their own
 * colour; tiles are stacked by pip-total rules (see `canCover`) and each
 * hand scores the pips of your colour on top of the stacks.
 *
 * Options: {@link BuildUpOptions}. Refusal codes: {@link BUILD_UP_CODES}.
 * Rules and rulings: `docs/rules/build-up.md`.
 *
 * @example
 * ```ts
 * import { buildUp } from 'boneyard/build-up';
 * let state = buildUp.setup({ seed: 42 });           // two players
 * const seat = buildUp.activePlayers(state)[0]!;
 * const moves = buildUp.legalMoves(state, seat);      // [{ type: 'play', player, tile: '0:2-5', stack: 3 }, …]
 * state = buildUp.apply(state, moves[0]!);
 * buildUp.view(state, 1);                             // seat 1 sees its own hand only
 * const { events } = buildUp.step(state, buildUp.legalMoves(state, buildUp.activePlayers(state)[0]!)[0]!, 0);
 * buildUp.parseState(JSON.parse(JSON.stringify(state))); // a stored state, checked and frozen
 * ```
 */
export const buildUp = /* @__PURE__ */ defineGame({
  id: 'build-up',
  name: 'Build Up',
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 2,
  defaultOptions: BUILD_UP_DEFAULTS,
  codes: BUILD_UP_CODES,
  checkOptions: checkBuildUpOptions,
  init: initBuildUp,
  moves: buildUpMoves,
  activePlayers: buildUpActivePlayers,
  legalMoves: buildUpLegalMoves,
  view: viewBuildUp,
  outcome: buildUpOutcome,
  sample: sampleBuildUp,
  moveBound: buildUpMoveBound,
  parseState: parseBuildUpState,
  tell: tellBuildUp,
});
