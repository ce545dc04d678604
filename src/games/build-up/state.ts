/**
 * Build Up's setup and flow: laying out the stacks, the opening draw, dealing
 * hands, passing the turn, ending and scoring hands, the end of the game.
 * Each step of a move's flow emits what it does into the move's `events`
 * sink (`BuildUpHappening`s; `events.ts` tells them).
 *
 * @module
 */
import { type Draft, type EventSink, NO_EVENTS } from '../../core/define-game.js';
import type { Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import { type RngHolder, type RngState, shuffle } from '../../core/random.js';
import { doubleSet, pipTotal, type Tile } from '../../core/tiles.js';
import { coversSome, lowestBars } from './can-cover.js';
import { STACKS_PER_PLAYER } from './shape.js';
import type { BuildUpHappening, BuildUpOptions, BuildUpState, OpeningDraw } from './types.js';

/** Where the flow tells what it does (see `EventSink`; a no-op in `apply` and on the fast path). */
export type BuildUpEvents = EventSink<BuildUpHappening>;

export { STACKS_PER_PLAYER };

/**
 * The seats ahead in one round of the opening draw (ruling 1 of
 * `docs/rules/build-up.md`): those whose tile has the most pips. One seat
 * ahead plays first; several draw again.
 *
 * @example
 * ```ts
 * drawLeaders([{ player: 0, tile: makeTile(2, 3) }, { player: 1, tile: makeTile(1, 4, 1) }]); // [0, 1]: a tie
 * ```
 */
export function drawLeaders(round: OpeningDraw): Seat[] {
  const best = Math.max(...round.map((d) => pipTotal(d.tile)));
  return round.filter((d) => pipTotal(d.tile) === best).map((d) => d.player);
}

/**
 * The opening draw (ruling 1): every seat turns up one tile from its own
 * boneyard; most pips plays first. If the most is tied, the tied seats put
 * their tiles back, shuffle, and draw again until one is ahead. Every drawn
 * tile stays in its owner's hand except the ones put back.
 */
function openingDraw(state: Draft<BuildUpState> & RngHolder): Seat {
  let drawing: Seat[] = Array.from({ length: state.players }, (_, seat) => seat);
  for (;;) {
    const round = drawing.map((player) => ({ player, tile: state.boneyards[player]!.shift()! }));
    state.openingDraws.push(round);
    const leaders = drawLeaders(round);
    for (const d of round) {
      if (leaders.length === 1 || !leaders.includes(d.player)) state.hands[d.player]!.push(d.tile);
    }
    if (leaders.length === 1) return leaders[0]!;
    drawing = leaders;
    for (const player of drawing) {
      const tile = round.find((d) => d.player === player)!.tile;
      state.boneyards[player]!.push(tile);
      shuffle(state, state.boneyards[player]!);
    }
  }
}

/**
 * Each seat's double-six set, made once. Tiles are never changed in place (a
 * move moves or replaces them), so the same frozen tile objects can be shared
 * by every state, and setup need not build 28 tiles and ids per seat.
 */
const SETS: (readonly Tile[])[] = [];

function ownSet(seat: Seat): Tile[] {
  let set = SETS[seat];
  if (!set) {
    set = doubleSet(6, seat).map((tile) => Object.freeze(tile));
    SETS[seat] = set;
  }
  return set.slice();
}

/** Each seat draws up to the current hand's size from its own boneyard. */
function dealHand(state: Draft<BuildUpState>): void {
  const size = state.options.schedule[state.hand]!;
  for (let seat = 0; seat < state.players; seat++) {
    const hand = state.hands[seat]!;
    const boneyard = state.boneyards[seat]!;
    while (hand.length < size && boneyard.length > 0) hand.push(boneyard.shift()!);
  }
}

/**
 * The initial state: shuffle each set, lay out the stacks, draw for first
 * player, deal the first hand (and end it at once if nobody can play, ruling 9
 * of `docs/rules/build-up.md`).
 */
export function initBuildUp(players: number, options: BuildUpOptions, rng: RngState): Draft<BuildUpState> {
  const state: Draft<BuildUpState> = {
    players,
    rng: [...rng],
    options: { ...options, schedule: [...options.schedule] },
    hand: 0,
    turn: 0,
    leader: 0,
    stacks: [],
    hands: [],
    boneyards: [],
    setAside: [],
    scores: new Array(players).fill(0),
    results: [],
    openingDraws: [],
    over: false,
  };
  for (let seat = 0; seat < players; seat++) {
    const boneyard = shuffle(state, ownSet(seat));
    for (let i = 0; i < STACKS_PER_PLAYER; i++) state.stacks.push([boneyard.shift()!]);
    state.boneyards.push(boneyard);
    state.hands.push([]);
    state.setAside.push([]);
  }
  const first = openingDraw(state);
  state.turn = first;
  state.leader = first;
  dealHand(state);
  settleStart(state);
  return state;
}

/**
 * Whether anyone holding tiles can play one (else the hand ends, rule 4).
 *
 * @example
 * ```ts
 * anyoneCanPlay(buildUp.setup({ seed: 1 })); // true: the hand in progress goes on
 * ```
 */
export function anyoneCanPlay(state: Pick<BuildUpState, 'stacks' | 'hands' | 'options'>): boolean {
  const bars = lowestBars(state.stacks);
  const equal = state.options.equalOnDouble;
  for (const hand of state.hands) for (const tile of hand) if (coversSome(bars, tile, equal)) return true;
  return false;
}

/** Whether every hand is empty. */
function allEmpty(state: Draft<BuildUpState>): boolean {
  for (const hand of state.hands) if (hand.length > 0) return false;
  return true;
}

/**
 * What each seat scores for a hand that ends with these stacks and these
 * tiles left in hand (the scoring sentences): the pips of the stack tops of
 * its own colour, less the pips left in its hand with `unplayable:
 * 'subtract'`.
 *
 * @example
 * ```ts
 * handScores(2, state.stacks, state.hands, state.options.unplayable); // e.g. [31, 24]
 * ```
 */
export function handScores(
  players: number,
  stacks: readonly (readonly Tile[])[],
  hands: readonly (readonly Tile[])[],
  unplayable: BuildUpOptions['unplayable'],
): number[] {
  const scores = new Array<number>(players).fill(0);
  for (const stack of stacks) {
    const top = stack[stack.length - 1]!;
    scores[top.set]! += pipTotal(top);
  }
  if (unplayable === 'subtract') {
    hands.forEach((hand, seat) => {
      for (const tile of hand) scores[seat]! -= pipTotal(tile);
    });
  }
  return scores;
}

/**
 * The lead of the hand after one led by `leader` (ruling 3 of
 * `docs/rules/build-up.md`), given the cumulative `scores` once that hand is
 * scored.
 *
 * @example
 * ```ts
 * leadAfter(0, [30, 20], 'rotate'); // 1
 * leadAfter(1, [20, 30, 25], 'lowest-score'); // 0: furthest behind
 * ```
 */
export function leadAfter(
  leader: Seat,
  scores: readonly number[],
  laterLead: BuildUpOptions['laterLead'],
): Seat {
  const players = scores.length;
  const rotated = (leader + 1) % players;
  if (laterLead === 'rotate') return rotated;
  let best = rotated;
  for (let step = 1; step < players; step++) {
    const seat = (rotated + step) % players;
    if (scores[seat]! < scores[best]!) best = seat;
  }
  return best;
}

/** The lead of the hand about to start (ruling 3). */
function nextLeader(state: Draft<BuildUpState>): Seat {
  return leadAfter(state.leader, state.scores, state.options.laterLead);
}

/** Scores the hand, sets unplayed tiles aside, and deals the next hand or ends the game. */
function endHand(state: Draft<BuildUpState>, ended: 'emptied' | 'blocked', events: BuildUpEvents): void {
  const scores = handScores(state.players, state.stacks, state.hands, state.options.unplayable);
  scores.forEach((points, seat) => {
    state.scores[seat]! += points;
  });
  const unplayed = state.hands.map((hand) => [...hand]);
  state.results.push({ scores, unplayed, ended });
  const { unplayable } = state.options;
  const totals = [...state.scores];
  events.emit({
    type: 'hand-end',
    hand: state.results.length - 1,
    ended,
    scores,
    totals,
    unplayed,
    unplayable,
  });
  unplayed.forEach((tiles, seat) => {
    state.setAside[seat]!.push(...tiles);
    state.hands[seat]!.length = 0;
  });
  if (state.hand + 1 >= state.options.schedule.length) {
    state.over = true;
    events.emit({ type: 'game-over', scores: totals, winners: bestSeats(totals) });
    return;
  }
  state.hand += 1;
  state.leader = nextLeader(state);
  state.turn = state.leader;
  dealHand(state);
  if (events.on) {
    const hands = state.hands.map((hand) => [...hand]);
    events.emit({ type: 'deal', hand: state.hand, hands, leader: state.leader });
  }
}

/**
 * After a play or pass by `from`: end the hand if every hand is empty or
 * nobody can play (possibly several hands in a row), else give the turn to
 * the next seat that still holds tiles. The seats passed over for their
 * empty hands (ruling 8 of `docs/rules/build-up.md`) are told as automatic
 * passes while the hand goes on; once a hand ended in the move, its scoring
 * and deal tell the rest.
 */
export function advance(state: Draft<BuildUpState>, from: Seat, events: BuildUpEvents): void {
  let seat = from;
  let handEnded = false;
  for (;;) {
    const emptied = allEmpty(state);
    if (emptied || !anyoneCanPlay(state)) {
      endHand(state, emptied ? 'emptied' : 'blocked', events);
      handEnded = true;
      if (state.over) return;
      seat = state.leader;
      if (state.hands[seat]!.length > 0 && anyoneCanPlay(state)) return;
      continue;
    }
    for (;;) {
      seat = (seat + 1) % state.players;
      if (state.hands[seat]!.length > 0) break;
      if (!handEnded) events.emit({ type: 'pass', player: seat, automatic: true, reason: 'empty-hand' });
    }
    state.turn = seat;
    return;
  }
}

/** At the start of the game: if nobody can play the first hand, it ends at once (and so on). */
function settleStart(state: Draft<BuildUpState>): void {
  if (!anyoneCanPlay(state)) advance(state, state.leader, NO_EVENTS);
}
