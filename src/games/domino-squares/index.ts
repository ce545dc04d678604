/**
 * Domino Squares: square four-square pieces, the shared layout geometry, and
 * four games played with them: Domino Squares itself, Block, Draw and Blind
 * Hughie. `import { dominoSquares, dominoSquaresBlock, dominoSquaresDraw,
 * blindHughie } from 'boneyard/domino-squares'`.
 *
 * @module boneyard/domino-squares
 */
export { greedyBlindHughieBot } from './blind-hughie/bots.js';
export {
  blindHughieMoveMessage,
  describeBlindHughieMove,
  formatBlindHughieMessages,
  formatBlindHughieView,
} from './blind-hughie/describe.js';
export { blindHughieEvents } from './blind-hughie/events.js';
export { blindHughie } from './blind-hughie/game.js';
export { blindHughieHowToPlay } from './blind-hughie/how-to-play.js';
export { BLIND_HUGHIE_CODES, type BlindHughieCode } from './blind-hughie/rules.js';
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
} from './blind-hughie/types.js';
export { greedyDominoSquaresBlockBot } from './block/bots.js';
export { formatDominoSquaresBlockMessages, formatDominoSquaresBlockView } from './block/describe.js';
export { dominoSquaresBlock } from './block/game.js';
export { dominoSquaresBlockHowToPlay } from './block/how-to-play.js';
export { DOMINO_SQUARES_BLOCK_CODES, type DominoSquaresBlockCode } from './block/rules.js';
export type { DominoSquaresBlockOptions } from './block/types.js';
export { greedyDominoSquaresDrawBot } from './draw/bots.js';
export { formatDominoSquaresDrawMessages, formatDominoSquaresDrawView } from './draw/describe.js';
export { dominoSquaresDraw } from './draw/game.js';
export { dominoSquaresDrawHowToPlay } from './draw/how-to-play.js';
export { DOMINO_SQUARES_DRAW_CODES, type DominoSquaresDrawCode } from './draw/rules.js';
export type { DominoSquaresDrawOptions } from './draw/types.js';
export { family as dominoSquaresFamily } from './entry.js';
export { dominoSquaresClassicEvents } from './events.js';
export {
  describeDominoSquaresClassicMove,
  dominoSquaresClassicMoveMessage,
  pieceWords,
} from './shared/describe.js';
export {
  type DominoSquaresPlay,
  type DominoSquaresQuad,
  formatSquaresLayout,
  listSquarePlacements,
  orientSquares,
  type PlacedSquaresPiece,
  type PlayableSquaresPlacement,
  type SquaresLayout,
  type SquaresPlacement,
  squaresLayoutEnds,
} from './shared/layout.js';
export {
  DOMINO_SQUARES_SET,
  type DominoSquaresCommand,
  type DominoSquaresPiece,
  type DominoSquaresSquare,
} from './shared/pieces.js';
export { squareWords } from './shared/texts-en.js';
export type {
  DominoSquaresBlockMove,
  DominoSquaresClassicEvent,
  DominoSquaresClassicState,
  DominoSquaresClassicView,
  DominoSquaresDraw,
  DominoSquaresDrawMove,
  DominoSquaresPass,
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
} from './shared/types.js';
export { greedyDominoSquaresBot } from './squares/bots.js';
export {
  describeDominoSquaresMove,
  dominoSquaresMoveMessage,
  formatDominoSquaresMessages,
  formatDominoSquaresView,
} from './squares/describe.js';
export { dominoSquaresEvents } from './squares/events.js';
export { dominoSquares } from './squares/game.js';
export { dominoSquaresHowToPlay } from './squares/how-to-play.js';
export { DOMINO_SQUARES_CODES, type DominoSquaresCode } from './squares/rules.js';
export type {
  DominoSquaresDirection,
  DominoSquaresEvent,
  DominoSquaresGive,
  DominoSquaresKnownPiece,
  DominoSquaresMove,
  DominoSquaresOptions,
  DominoSquaresPassPiece,
  DominoSquaresPhase,
  DominoSquaresRoundResult,
  DominoSquaresState,
  DominoSquaresView,
} from './squares/types.js';
