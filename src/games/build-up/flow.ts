import type { Seat } from '../../core/game.js';
import { pipTotal, type Tile } from '../../core/tiles.js';
import { canCover } from './can-cover.js';
import { type Draft, dealHand } from './state.js';

type StackView = readonly (readonly Tile[])[];

/** Whether `tile` can go on at least one stack. */
export function isPlayable(stacks: StackView, tile: Tile): boolean {
  for (const stack of stacks) if (canCover(stack[stack.length - 1]!, tile)) return true;
  return false;
}

/** Whether anyone holding tiles can play one. */
function anyoneCanPlay(state: Draft): boolean {
  for (const hand of state.hands) for (const tile of hand) if (isPlayable(state.stacks, tile)) return true;
  return false;
}

/** Points each seat has now: pips of its own colour on stack tops (minus unplayed pips in the variant). */
function scoreHand(state: Draft): number[] {
  const scores = new Array<number>(state.players).fill(0);
  for (const stack of state.stacks) {
    const top = stack[stack.length - 1]!;
    scores[top.set]! += pipTotal(top);
  }
  if (state.options.unplayable === 'subtract') {
    state.hands.forEach((hand, seat) => {
      for (const tile of hand) scores[seat]! -= pipTotal(tile);
    });
  }
  return scores;
}

/** The lead of the hand about to start (ruling 3). */
function nextLeader(state: Draft): Seat {
  const rotated = (state.leader + 1) % state.players;
  if (state.options.laterLead === 'rotate') return rotated;
  let best = rotated;
  for (let step = 1; step < state.players; step++) {
    const seat = (rotated + step) % state.players;
    if (state.scores[seat]! < state.scores[best]!) best = seat;
  }
  return best;
}

/** Scores the hand, sets unplayed tiles aside, and deals the next hand or ends the game. */
function endHand(state: Draft, ended: 'emptied' | 'blocked'): void {
  const scores = scoreHand(state);
  scores.forEach((points, seat) => {
    state.scores[seat]! += points;
  });
  const unplayed = state.hands.map((hand) => [...hand]);
  state.results.push({ scores, unplayed, ended });
  unplayed.forEach((tiles, seat) => {
    state.setAside[seat]!.push(...tiles);
    state.hands[seat]!.length = 0;
  });
  if (state.hand + 1 >= state.options.schedule.length) {
    state.over = true;
    return;
  }
  state.hand += 1;
  state.leader = nextLeader(state);
  state.turn = state.leader;
  dealHand(state);
}

/**
 * After a play or pass by `from`: end the hand if every hand is empty or
 * nobody can play (possibly several hands in a row), else give the turn to
 * the next seat that still holds tiles.
 */
export function advance(state: Draft, from: Seat): void {
  let seat = from;
  for (;;) {
    const emptied = state.hands.every((hand) => hand.length === 0);
    if (emptied || !anyoneCanPlay(state)) {
      endHand(state, emptied ? 'emptied' : 'blocked');
      if (state.over) return;
      seat = state.leader;
      if (state.hands[seat]!.length > 0 && anyoneCanPlay(state)) return;
      continue;
    }
    do seat = (seat + 1) % state.players;
    while (state.hands[seat]!.length === 0);
    state.turn = seat;
    return;
  }
}

/** At the start of the game: if nobody can play the first hand, it ends at once (and so on). */
export function settleStart(state: Draft): void {
  if (!anyoneCanPlay(state)) advance(state, state.leader);
}
