/**
 * What a seat or a spectator sees of a Build Up game.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { BuildUpState, BuildUpView } from './types.js';

/**
 * A seat's view: the stacks, the set-aside tiles and the opening draws (all
 * face up), its own hand, every hand's and boneyard's size, the scores. A
 * spectator (`null`) sees no hand. Never the generator or a boneyard's order.
 */
export function viewBuildUp(state: BuildUpState, viewer: Seat | null): BuildUpView {
  return {
    viewer,
    players: state.players,
    options: state.options,
    hand: state.hand,
    turn: state.turn,
    leader: state.leader,
    stacks: state.stacks,
    myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
    handSizes: state.hands.map((hand) => hand.length),
    boneyardSizes: state.boneyards.map((boneyard) => boneyard.length),
    setAside: state.setAside,
    scores: state.scores,
    results: state.results,
    openingDraws: state.openingDraws,
    over: state.over,
  };
}
