/**
 * Domino Squares' entry in the one list of games (`src/games/list.ts`): its
 * four games with their bots, variants and drawings.
 *
 * @module
 */
import { defineEntry, type GameFamily } from '../../core/entry.js';
import { greedyBlindHughieBot } from './blind-hughie/bots.js';
import {
  blindHughieMoveMessage,
  describeBlindHughieMove,
  formatBlindHughieMessages,
  formatBlindHughieView,
} from './blind-hughie/describe.js';
import { blindHughie } from './blind-hughie/game.js';
import { blindHughieHowToPlay } from './blind-hughie/how-to-play.js';
import { greedyDominoSquaresBlockBot } from './block/bots.js';
import { formatDominoSquaresBlockMessages, formatDominoSquaresBlockView } from './block/describe.js';
import { dominoSquaresBlock } from './block/game.js';
import { dominoSquaresBlockHowToPlay } from './block/how-to-play.js';
import { greedyDominoSquaresDrawBot } from './draw/bots.js';
import { formatDominoSquaresDrawMessages, formatDominoSquaresDrawView } from './draw/describe.js';
import { dominoSquaresDraw } from './draw/game.js';
import { dominoSquaresDrawHowToPlay } from './draw/how-to-play.js';
import { describeDominoSquaresClassicMove, dominoSquaresClassicMoveMessage } from './shared/describe.js';
import { dominoSquaresCandidates, greedyDominoSquaresBot } from './squares/bots.js';
import {
  describeDominoSquaresMove,
  dominoSquaresMoveMessage,
  formatDominoSquaresMessages,
  formatDominoSquaresView,
} from './squares/describe.js';
import { dominoSquares } from './squares/game.js';
import { dominoSquaresHowToPlay } from './squares/how-to-play.js';

/**
 * The Domino Squares folder's games: Domino Squares, Block, Draw and Blind
 * Hughie, each with its greedy bot, its named variants (the seed's rules
 * first) and its text drawing.
 *
 * @example
 * ```ts
 * import { dominoSquaresFamily } from 'boneyard/domino-squares';
 * dominoSquaresFamily.folder; // 'domino-squares'
 * dominoSquaresFamily.games.map((entry) => entry.game.id); // ['domino-squares', 'domino-squares-block', 'domino-squares-draw', 'blind-hughie']
 * ```
 */
export const family: GameFamily = {
  folder: 'domino-squares',
  games: [
    // Plays often offer 10–40 moves: the search opens the best-ranked plays first.
    defineEntry(dominoSquares, {
      greedy: greedyDominoSquaresBot,
      variants: { seed: {}, 'one round': { rounds: 1 } },
      format: formatDominoSquaresView,
      formatMessages: formatDominoSquaresMessages,
      describeMove: describeDominoSquaresMove,
      describeMoveMessage: dominoSquaresMoveMessage,
      howToPlay: dominoSquaresHowToPlay,
      searchIterations: 200,
      candidates: dominoSquaresCandidates,
      // A match of several rounds: play-outs end with the round (its scores are the evaluation).
      horizon: (from, to) => to.round !== from.round || to.over,
    }),
    defineEntry(dominoSquaresBlock, {
      greedy: greedyDominoSquaresBlockBot,
      variants: { seed: {} },
      format: formatDominoSquaresBlockView,
      formatMessages: formatDominoSquaresBlockMessages,
      describeMove: describeDominoSquaresClassicMove,
      describeMoveMessage: dominoSquaresClassicMoveMessage,
      howToPlay: dominoSquaresBlockHowToPlay,
      searchIterations: 600,
    }),
    defineEntry(dominoSquaresDraw, {
      greedy: greedyDominoSquaresDrawBot,
      variants: { seed: {}, 'draw one': { drawRule: 'one' } },
      format: formatDominoSquaresDrawView,
      formatMessages: formatDominoSquaresDrawMessages,
      describeMove: describeDominoSquaresClassicMove,
      describeMoveMessage: dominoSquaresClassicMoveMessage,
      howToPlay: dominoSquaresDrawHowToPlay,
      searchIterations: 200,
    }),
    defineEntry(blindHughie, {
      greedy: greedyBlindHughieBot,
      // People play the seed's reading: a piece put back face down is not shown to its owner either.
      variants: {
        seed: { memory: 'none' },
        'either end': { eitherEnd: true, memory: 'none' },
        'perfect recall': { memory: 'perfect' },
      },
      format: formatBlindHughieView,
      formatMessages: formatBlindHughieMessages,
      describeMove: describeBlindHughieMove,
      describeMoveMessage: blindHughieMoveMessage,
      howToPlay: blindHughieHowToPlay,
      searchIterations: 400,
    }),
  ],
};
