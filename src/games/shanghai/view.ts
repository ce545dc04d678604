/**
 * What a seat or a spectator sees of a Shanghai match.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { ShanghaiState, ShanghaiView } from './types.js';

/**
 * A seat's view: its own hand, every hand's size, the boneyard's size, every
 * chain laid this round (face up), the dice and the scores. A spectator
 * (`null`) sees no hand.
 */
export function viewShanghai(state: ShanghaiState, viewer: Seat | null): ShanghaiView {
  return {
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    tieBreaker: state.tieBreaker,
    contenders: state.contenders,
    playing: state.playing,
    leader: state.leader,
    turn: state.turn,
    dice: state.dice,
    chainsThisTurn: state.chainsThisTurn,
    idleTurns: state.idleTurns,
    myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
    handSizes: state.hands.map((hand) => hand.length),
    boneyardSize: state.boneyard.length,
    chains: state.chains,
    scores: state.scores,
    results: state.results,
    winners: state.winners,
    over: state.over,
  };
}
