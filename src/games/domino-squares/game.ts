/**
 * The four game objects played with Domino Squares pieces — Domino Squares,
 * Block, Draw and Blind Hughie — each assembled from its options, setup and
 * flow, rules, view and sampler.
 *
 * @module
 */
import { defineGame } from '../../core/define-game.js';
import type { Game } from '../../core/game.js';
import { tellBlindHughie, tellDominoSquares, tellDominoSquaresClassic } from './events.js';
import {
  BLIND_HUGHIE_DEFAULTS,
  checkBlindHughieOptions,
  checkDominoSquaresBlockOptions,
  checkDominoSquaresDrawOptions,
  checkDominoSquaresOptions,
  DOMINO_SQUARES_BLOCK_DEFAULTS,
  DOMINO_SQUARES_DEFAULTS,
  DOMINO_SQUARES_DRAW_DEFAULTS,
} from './options.js';
import {
  parseBlindHughieState,
  parseDominoSquaresBlockState,
  parseDominoSquaresDrawState,
  parseDominoSquaresState,
} from './parse.js';
import {
  BLIND_HUGHIE_CODES,
  type BlindHughieCode,
  blindHughieLegalMoves,
  blindHughieMoveBound,
  blindHughieMoves,
  blindHughieOutcome,
  classicLegalMoves,
  classicMoveBound,
  classicOutcome,
  DOMINO_SQUARES_BLOCK_CODES,
  DOMINO_SQUARES_CODES,
  DOMINO_SQUARES_DRAW_CODES,
  type DominoSquaresBlockCode,
  type DominoSquaresCode,
  type DominoSquaresDrawCode,
  dominoSquaresActivePlayers,
  dominoSquaresBlockMoves,
  dominoSquaresDrawMoves,
  dominoSquaresLegalMoves,
  dominoSquaresMoveBound,
  dominoSquaresMoves,
  dominoSquaresOutcome,
  turnActivePlayers,
} from './rules.js';
import {
  sampleBlindHughie,
  sampleDominoSquares,
  sampleDominoSquaresBlock,
  sampleDominoSquaresDraw,
} from './sample.js';
import {
  initBlindHughie,
  initDominoSquares,
  initDominoSquaresBlock,
  initDominoSquaresDraw,
} from './state.js';
import type {
  BlindHughieEvent,
  BlindHughieMove,
  BlindHughieOptions,
  BlindHughieState,
  BlindHughieView,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresClassicView,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresEvent,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresState,
  DominoSquaresView,
  SquaresHappening,
} from './types.js';
import { viewBlindHughie, viewClassic, viewDominoSquares } from './view.js';

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
export const dominoSquares: Game<
  DominoSquaresState,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresView,
  DominoSquaresCode,
  DominoSquaresEvent
> = defineGame<
  DominoSquaresState,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresView,
  DominoSquaresCode,
  DominoSquaresEvent,
  SquaresHappening
>({
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
export const dominoSquaresBlock: Game<
  DominoSquaresClassicState,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicView,
  DominoSquaresBlockCode,
  DominoSquaresClassicEvent
> = defineGame<
  DominoSquaresClassicState,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicView,
  DominoSquaresBlockCode,
  DominoSquaresClassicEvent,
  SquaresHappening
>({
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
export const dominoSquaresDraw: Game<
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresClassicView,
  DominoSquaresDrawCode,
  DominoSquaresClassicEvent
> = defineGame<
  DominoSquaresClassicState,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresClassicView,
  DominoSquaresDrawCode,
  DominoSquaresClassicEvent,
  SquaresHappening
>({
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
export const blindHughie: Game<
  BlindHughieState,
  BlindHughieMove,
  BlindHughieOptions,
  BlindHughieView,
  BlindHughieCode,
  BlindHughieEvent
> = defineGame<
  BlindHughieState,
  BlindHughieMove,
  BlindHughieOptions,
  BlindHughieView,
  BlindHughieCode,
  BlindHughieEvent,
  SquaresHappening
>({
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
