import { checkShanghaiChain, type ShanghaiState } from '../../../src/games/shanghai/index.js';

/**
 * Shanghai's own invariants: every laid chain answers its roll, every tile of
 * every set is in exactly one place, scores follow +1 per tile laid −1 per
 * tile in hand, and the round's bookkeeping is consistent.
 */
export function checkShanghai(state: ShanghaiState): void {
  const fail = (what: string) => {
    throw new Error(`Shanghai invariant broken: ${what}`);
  };
  for (const chains of state.chains) {
    for (const chain of chains)
      if (checkShanghaiChain(chain.links, chain.dice) !== null) fail('laid chain answers its roll');
  }
  const ids = [
    ...state.hands.flat(),
    ...state.boneyard,
    ...state.chains.flatMap((chains) => chains.flatMap((chain) => chain.links.map((l) => l.tile))),
  ].map((tile) => tile.id);
  if (ids.length !== 28 * state.players || new Set(ids).size !== ids.length)
    fail('every tile in exactly one place');
  for (const id of ids) {
    const set = Number(id.split(':')[0]);
    if (!(set >= 0 && set < state.players)) fail('one set per player');
  }
  let totals = new Array<number>(state.players).fill(0);
  for (const result of state.results) {
    result.scores.forEach((points, seat) => {
      if (points !== result.laid[seat]! - result.inHand[seat]!) fail('round score = laid − in hand');
    });
    if (!result.tieBreaker) totals = totals.map((sum, seat) => sum + result.scores[seat]!);
  }
  if (JSON.stringify(totals) !== JSON.stringify(state.scores)) fail('totals add up from the rounds');
  for (let seat = 0; seat < state.players; seat++) {
    if (state.hands[seat]!.length > state.options.handSize) fail('hand never above the deal');
    if (!state.playing[seat] && (state.hands[seat]!.length > 0 || state.chains[seat]!.length > 0)) {
      fail('a seat out of a tie-breaker holds and lays nothing');
    }
  }
  const chainsThisTurn = state.chainsThisTurn;
  if (chainsThisTurn > state.chains[state.turn]!.length)
    fail('chains this turn were laid by the player to move');
  if (!state.over && !state.dice.every((die) => die >= 1 && die <= 6)) fail('two dice rolled');
  if (state.over) {
    const best = Math.max(...state.scores);
    if (state.winners.length === 0 || state.winners.some((seat) => state.scores[seat] !== best))
      fail('winners lead');
  }
}
