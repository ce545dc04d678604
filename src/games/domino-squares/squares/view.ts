/**
 * Domino Squares: what a seat or a spectator sees.
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { DominoSquaresState, DominoSquaresView } from './types.js';

/**
 * A seat's view of Domino Squares: the layout, its own hand, every hand's and
 * the pile's size, the piece it just drew, the All Pass 1 choices as far as
 * it may see them (who has chosen; its own choice) and the facts it
 * remembers (ruling 25 of `docs/rules/domino-squares.md`). A spectator
 * (`null`) sees no hand.
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
