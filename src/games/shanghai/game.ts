/**
 * The Shanghai game object, assembled from its options, setup and flow,
 * rules, view and sampler.
 *
 * @module
 */
import { defineGame } from '../../core/define-game.js';
import { tellShanghai } from './events.js';
import { checkShanghaiOptions, SHANGHAI_DEFAULTS } from './options.js';
import { parseShanghaiState } from './parse.js';
import {
  SHANGHAI_CODES,
  shanghaiActivePlayers,
  shanghaiLegalMoves,
  shanghaiMoveBound,
  shanghaiMoves,
  shanghaiOutcome,
} from './rules.js';
import { sampleShanghai } from './sample.js';
import { initShanghai } from './state.js';
import type { ShanghaiEvent, ShanghaiOptions } from './types.js';
import { viewShanghai } from './view.js';

/**
 * Shanghai, the dice-and-chains domino game: roll two dice, lay a chain of
 * dominoes from your hand whose ends show the dice (blanks are wild), roll
 * again, and stop when you cannot (or will not) answer; draw one tile per
 * chain. A round ends when a draw cannot be covered; +1 per tile laid, −1 per
 * tile in hand; first to 50 wins.
 *
 * A `lay` names its tiles in any order (ruling 5). `legalMoves` lists every
 * choice of tiles once: a hand never holds more than the deal (`handSize`, at
 * most 10, in every reachable state; `parseState` refuses bigger hands), so at
 * most 1,023 lays plus `stop` (the worst case, a 10-tile hand in which every
 * choice is a chain, is timed by `npm run bench -- shanghai`). `step`/`events` tell each seat what
 * happened ({@link ShanghaiEvent}): rolls, lays, stops, draws (tiles shown only
 * to the drawer), round ends with their +1/−1 scores, tie-breakers, the end of
 * the match.
 *
 * Options: {@link ShanghaiOptions}. Refusal codes: {@link SHANGHAI_CODES}.
 * Rules and rulings: `docs/rules/shanghai.md`.
 *
 * @example
 * ```ts
 * import { shanghai } from 'boneyard/shanghai';
 * let state = shanghai.setup({ seed: 42, players: 3 });
 * const seat = shanghai.activePlayers(state)[0]!;
 * state.dice;                                      // e.g. [6, 2], rolled by the engine
 * const moves = shanghai.legalMoves(state, seat);  // [{ type: 'lay', player, tiles: ['1:2-6'] }, …, { type: 'stop', player }]
 * state = shanghai.apply(state, moves[0]!);
 * ```
 */
export const shanghai = /* @__PURE__ */ defineGame({
  id: 'shanghai',
  name: 'Shanghai',
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 2,
  defaultOptions: SHANGHAI_DEFAULTS,
  codes: SHANGHAI_CODES,
  checkOptions: checkShanghaiOptions,
  init: initShanghai,
  moves: shanghaiMoves,
  activePlayers: shanghaiActivePlayers,
  legalMoves: shanghaiLegalMoves,
  view: viewShanghai,
  outcome: shanghaiOutcome,
  moveBound: shanghaiMoveBound,
  sample: sampleShanghai,
  parseState: parseShanghaiState,
  tell: tellShanghai,
});
