/**
 * The Tiny Block game object, assembled by `defineGame` from the parts of
 * this folder.
 *
 * @module
 */
import { defineGame } from 'boneyard';
import { checkTinyBlockOptions, TINY_BLOCK_DEFAULTS } from './options.js';
import { parseTinyBlockState } from './parse.js';
import {
  TINY_BLOCK_CODES,
  tinyBlockActivePlayers,
  tinyBlockLegalMoves,
  tinyBlockMoveBound,
  tinyBlockMoves,
  tinyBlockOutcome,
} from './rules.js';
import { sampleTinyBlock } from './sample.js';
import { initTinyBlock } from './state.js';
import { viewTinyBlock } from './view.js';

/**
 * Tiny Block: a double-three set, 2 to 3 players, `hand` tiles each (default
 * 3). Play a tile matching an end of the line, else draw, else pass; empty
 * your hand to win, or hold the fewest pips when the game blocks.
 *
 * @example
 * ```ts
 * import { playOut, randomBot } from 'boneyard';
 * let state = tinyBlock.setup({ seed: 'demo', players: 3, hand: 2 });
 * const [seat] = tinyBlock.activePlayers(state);
 * state = tinyBlock.apply(state, tinyBlock.legalMoves(state, seat!)[0]!);
 * playOut(tinyBlock, { seed: 1 }, [greedyTinyBlockBot(), randomBot(2)]).outcome.winners;
 * ```
 */
export const tinyBlock = defineGame({
  id: 'tiny-block',
  name: 'Tiny Block',
  minPlayers: 2,
  maxPlayers: 3,
  defaultPlayers: 2,
  defaultOptions: TINY_BLOCK_DEFAULTS,
  codes: TINY_BLOCK_CODES,
  checkOptions: checkTinyBlockOptions,
  init: initTinyBlock,
  moves: tinyBlockMoves,
  activePlayers: tinyBlockActivePlayers,
  legalMoves: tinyBlockLegalMoves,
  view: viewTinyBlock,
  outcome: tinyBlockOutcome,
  moveBound: tinyBlockMoveBound,
  sample: sampleTinyBlock,
  parseState: parseTinyBlockState,
});
