/**
 * What a seat or a spectator sees of each of the four games played with
 * Domino Squares pieces.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type {
  BlindHughieState,
  BlindHughieView,
  DominoSquaresClassicState,
  DominoSquaresClassicView,
  DominoSquaresState,
  DominoSquaresView,
} from './types.js';

/**
 * A seat's view of Domino Squares: the layout, its own hand, every hand's and
 * the pile's size, the piece it just drew, the All Pass 1 choices as far as
 * it may see them (who has chosen; its own choice) and the facts it
 * remembers (ruling 25). A spectator (`null`) sees no hand.
 */
export function viewDominoSquares(state: DominoSquaresState, viewer: Seat | null): DominoSquaresView {
  return {
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    leader: state.leader,
    turn: state.turn,
    phase: state.phase,
    layout: state.layout,
    myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
    handSizes: state.hands.map((hand) => hand.length),
    pileSize: state.pile.length,
    drawn: viewer === state.turn ? state.drawn : null,
    passDirection: state.passDirection,
    passChosen: state.passChoices.map((choice) => choice !== null),
    myPassChoice: viewer === null ? null : (state.passChoices[viewer] ?? null),
    known: viewer === null ? [] : state.known.filter((fact) => fact.by === viewer),
    roundPoints: state.roundPoints,
    scores: state.scores,
    results: state.results,
    over: state.over,
  };
}

/**
 * A seat's view of Block or Draw: the layout, its own hand, the sizes of the
 * hands, the boneyard and the pieces out of play; every hand once over.
 */
export function viewClassic(state: DominoSquaresClassicState, viewer: Seat | null): DominoSquaresClassicView {
  return {
    viewer,
    players: state.players,
    game: state.game,
    options: state.options,
    layout: state.layout,
    myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
    handSizes: state.hands.map((hand) => hand.length),
    boneyardSize: state.boneyard.length,
    outOfPlaySize: state.outOfPlay.length,
    turn: state.turn,
    mayKeep: state.mayKeep,
    hands: state.over ? state.hands : null,
    ended: state.ended,
    pips: state.pips,
    scores: state.scores,
    winners: state.winners,
    over: state.over,
  };
}

/**
 * A seat's view of Blind Hughie: every row, with the face-up pieces, the
 * viewer's own pieces it has seen (unless the game's `memory` is `'none'`),
 * and every piece once over; the others hidden (`null`).
 */
export function viewBlindHughie(state: BlindHughieState, viewer: Seat | null): BlindHughieView {
  return {
    viewer,
    players: state.players,
    options: state.options,
    layout: state.layout,
    rows: state.rows.map((row, seat) =>
      row.map((entry) => ({
        faceUp: entry.faceUp,
        piece:
          entry.faceUp || state.over || (seat === viewer && entry.seen && state.options.memory !== 'none')
            ? entry.piece
            : null,
      })),
    ),
    outOfPlaySize: state.outOfPlay.length,
    turn: state.turn,
    turned: state.turned,
    turnsTaken: state.turnsTaken,
    playedThisTurn: state.playedThisTurn,
    idleTurns: state.idleTurns,
    ended: state.ended,
    pips: state.pips,
    scores: state.scores,
    winners: state.winners,
    over: state.over,
  };
}
