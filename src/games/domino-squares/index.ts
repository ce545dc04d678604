/**
 * Domino Squares: square four-square pieces, the shared layout geometry, and
 * four games played with them: Domino Squares itself, Block, Draw and Blind
 * Hughie. `import { dominoSquares, dominoSquaresBlock, dominoSquaresDraw,
 * blindHughie } from 'boneyard/domino-squares'`.
 *
 * @module boneyard/domino-squares
 */
export {
  greedyBlindHughieBot,
  greedyDominoSquaresBlockBot,
  greedyDominoSquaresBot,
  greedyDominoSquaresDrawBot,
} from './bots.js';
export {
  describeBlindHughieMove,
  describeDominoSquaresClassicMove,
  describeDominoSquaresMove,
  drawBlindHughieView,
  drawDominoSquaresBlockView,
  drawDominoSquaresDrawView,
  drawDominoSquaresView,
  pieceWords,
  squareWords,
} from './describe.js';
export { family as dominoSquaresFamily } from './entry.js';
export { blindHughieEvents, dominoSquaresClassicEvents, dominoSquaresEvents } from './events.js';
export { blindHughie, dominoSquares, dominoSquaresBlock, dominoSquaresDraw } from './game.js';
export {
  type DominoSquaresQuad,
  drawSquaresLayout,
  listSquarePlacements,
  orientSquares,
  type PlacedSquaresPiece,
  type PlayableSquaresPlacement,
  type SquaresLayout,
  type SquaresPlacement,
  squaresLayoutEnds,
} from './layout.js';
export {
  DOMINO_SQUARES_SET,
  type DominoSquaresCommand,
  type DominoSquaresPiece,
  type DominoSquaresSquare,
} from './pieces.js';
export {
  BLIND_HUGHIE_CODES,
  type BlindHughieCode,
  DOMINO_SQUARES_BLOCK_CODES,
  DOMINO_SQUARES_CODES,
  DOMINO_SQUARES_DRAW_CODES,
  type DominoSquaresBlockCode,
  type DominoSquaresCode,
  type DominoSquaresDrawCode,
} from './rules.js';
export type {
  BlindHughieEvent,
  BlindHughieMove,
  BlindHughieOptions,
  BlindHughieRowPiece,
  BlindHughieRowView,
  BlindHughieState,
  BlindHughieTurnOver,
  BlindHughieTurnOverEvent,
  BlindHughieView,
  DominoSquaresBlockMove,
  DominoSquaresBlockOptions,
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresClassicView,
  DominoSquaresDirection,
  DominoSquaresDraw,
  DominoSquaresDrawMove,
  DominoSquaresDrawOptions,
  DominoSquaresEvent,
  DominoSquaresGive,
  DominoSquaresKnownPiece,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresPass,
  DominoSquaresPassPiece,
  DominoSquaresPhase,
  DominoSquaresPlay,
  DominoSquaresRoundResult,
  DominoSquaresState,
  DominoSquaresView,
  SquaresBlockedEvent,
  SquaresCommandEvent,
  SquaresDirectionEvent,
  SquaresDrawEvent,
  SquaresExchangeEvent,
  SquaresGameOverEvent,
  SquaresGiveEvent,
  SquaresPassEvent,
  SquaresPassPieceEvent,
  SquaresPlayEvent,
  SquaresRoundEndEvent,
  SquaresRoundStartEvent,
  SquaresTurnEndEvent,
} from './types.js';
