/**
 * What a seat or a spectator sees of Block or Draw (both games show the same).
 *
 * @module
 */
import type { Seat } from '../../../core/game.js';
import type { DominoSquaresClassicState, DominoSquaresClassicView } from './types.js';

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
