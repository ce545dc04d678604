import type { Seat } from '../../core/game.js';
import { pipTotal, type Tile } from '../../core/tiles.js';
import { type Draft, dealHand } from './state.js';

type StackView = readonly (readonly Tile[])[];

/**
 * The lowest bars on the table: the smallest pip total among non-double tops
 * (`plain`) and among double tops (`double`), `Infinity` when there is none.
 * With them, whether a tile goes on some stack is one comparison or two
 * ({@link coversSome}) instead of a `canCover` test per stack.
 */
export interface Bars {
  readonly plain: number;
  readonly double: number;
}

/** The {@link Bars} of these stacks. */
export function lowestBars(stacks: StackView): Bars {
  let plain = Infinity;
  let double = Infinity;
  for (let i = 0; i < stacks.length; i++) {
    const stack = stacks[i]!;
    const top = stack[stack.length - 1]!;
    const total = top.low + top.high;
    if (top.low === top.high) {
      if (total < double) double = total;
    } else if (total < plain) plain = total;
  }
  return { plain, double };
}

/**
 * Whether `tile` covers at least one top, by rules 1–3 (see `canCover`): any
 * tile goes on a double with fewer pips; a double goes on any non-double; a
 * non-double goes on a non-double with as many pips or fewer.
 */
export function coversSome(bars: Bars, tile: Tile): boolean {
  const total = tile.low + tile.high;
  if (total > bars.double) return true;
  return tile.low === tile.high ? bars.plain !== Infinity : total >= bars.plain;
}

/** Whether `tile` can go on at least one stack. */
export function isPlayable(stacks: StackView, tile: Tile): boolean {
  return coversSome(lowestBars(stacks), tile);
}

/** Whether anyone holding tiles can play one. */
function anyoneCanPlay(state: Draft): boolean {
  const bars = lowestBars(state.stacks);
  for (const hand of state.hands) for (const tile of hand) if (coversSome(bars, tile)) return true;
  return false;
}

/** Whether every hand is empty. */
function allEmpty(state: Draft): boolean {
  for (const hand of state.hands) if (hand.length > 0) return false;
  return true;
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
    const emptied = allEmpty(state);
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
