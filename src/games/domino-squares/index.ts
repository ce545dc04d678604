/**
 * Domino Squares: square four-square pieces, the shared layout geometry, and
 * four games played with them: Domino Squares itself, Block, Draw and Blind
 * Hughie. `import { dominoSquares, dominoSquaresBlock, dominoSquaresDraw,
 * blindHughie } from 'boneyard/domino-squares'`.
 *
 * @module
 */
export {
  BLIND_HUGHIE_DEFAULTS,
  type BlindHughieMove,
  type BlindHughieOptions,
  type BlindHughieRowPiece,
  type BlindHughieRowView,
  type BlindHughieState,
  type BlindHughieTurnOver,
  type BlindHughieView,
  blindHughie,
} from './blind-hughie.js';
export {
  greedyBlindHughieBot,
  greedyDominoSquaresBlockBot,
  greedyDominoSquaresBot,
  greedyDominoSquaresDrawBot,
} from './bots.js';
export {
  DOMINO_SQUARES_BLOCK_DEFAULTS,
  DOMINO_SQUARES_DRAW_DEFAULTS,
  type DominoSquaresBlockMove,
  type DominoSquaresBlockOptions,
  type DominoSquaresClassicState,
  type DominoSquaresClassicView,
  type DominoSquaresDrawMove,
  type DominoSquaresDrawOptions,
  dominoSquaresBlock,
  dominoSquaresDraw,
} from './classic.js';
export {
  describeBlindHughieView,
  describeDominoSquaresBlockView,
  describeDominoSquaresDrawView,
  describeDominoSquaresView,
} from './describe.js';
export {
  canPlaceAnySquare,
  checkSquaresPlacement,
  type DominoSquaresQuad,
  drawSquaresLayout,
  listSquarePlacements,
  orientSquares,
  type PlacedSquaresPiece,
  type SquaresLayout,
  type SquaresPlacement,
  squaresLayoutEnds,
  squaresLayoutPoints,
  squaresMatch,
  startSquaresLayout,
} from './layout.js';
export type { DominoSquaresDraw, DominoSquaresPass, DominoSquaresPlay } from './moves.js';
export {
  checkSquaresPieceSet,
  DOMINO_SQUARES_COMMANDS,
  DOMINO_SQUARES_SET,
  type DominoSquaresCommand,
  type DominoSquaresPiece,
  type DominoSquaresSquare,
  formatSquaresPiece,
  hasWild,
  pieceCommand,
  squaresPips,
} from './pieces.js';
export {
  sampleBlindHughie,
  sampleDominoSquares,
  sampleDominoSquaresBlock,
  sampleDominoSquaresDraw,
} from './sample.js';
export {
  DOMINO_SQUARES_DEFAULTS,
  type DominoSquaresDirection,
  type DominoSquaresGive,
  type DominoSquaresKnownPiece,
  type DominoSquaresMove,
  type DominoSquaresOptions,
  type DominoSquaresPassPiece,
  type DominoSquaresPhase,
  type DominoSquaresRoundResult,
  type DominoSquaresState,
  type DominoSquaresView,
  dominoSquares,
  dominoSquaresHandSize,
} from './squares.js';
