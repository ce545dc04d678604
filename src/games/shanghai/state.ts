/**
 * Shanghai's setup and flow: dealing a round, rolling the dice, passing the
 * turn, ending and scoring rounds, tie-breakers and the end of the match.
 * Each step of a move's flow emits what it does into the move's `events`
 * sink (`ShanghaiHappening`s; `events.ts` tells them).
 *
 * @module
 */
import { type Draft, type EventSink, NO_EVENTS } from '../../core/define-game.js';
import type { Seat } from '../../core/game.js';
import { type RngState, randomInt, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import type { ShanghaiHappening, ShanghaiOptions, ShanghaiState } from './types.js';

/** Where the flow tells what it does (see `EventSink`; a no-op in `apply` and on the fast path). */
export type ShanghaiEvents = EventSink<ShanghaiHappening>;

/** The engine rolls the two dice for the player to move. */
export function roll(state: Draft<ShanghaiState>, events: ShanghaiEvents): void {
  const first = randomInt(state, 1, 6);
  const second = randomInt(state, 1, 6);
  state.dice = [first, second];
  events.emit({ type: 'roll', player: state.turn, dice: state.dice });
}

/** The next seat to the left (the next seat number) that plays this round. */
function nextPlaying(state: Draft<ShanghaiState>, seat: Seat): Seat {
  let next = seat;
  do next = (next + 1) % state.players;
  while (!state.playing[next]);
  return next;
}

/**
 * Starts a round: every set is gathered and mixed face down, each playing
 * seat draws `handSize` tiles, the rest is the boneyard; `leader` rolls.
 */
export function startRound(
  state: Draft<ShanghaiState>,
  leader: Seat,
  contenders: readonly Seat[],
  tieBreaker: boolean,
  events: ShanghaiEvents,
): void {
  const tiles: Tile[] = [];
  for (let set = 0; set < state.players; set++) tiles.push(...doubleSet(6, set));
  shuffle(state, tiles);
  state.tieBreaker = tieBreaker;
  state.contenders = [...contenders];
  state.playing = playingSeats(state.players, contenders, tieBreaker, state.options.tieBreaker);
  state.hands = Array.from({ length: state.players }, () => []);
  for (let i = 0; i < state.players; i++) {
    const seat = (leader + i) % state.players;
    if (state.playing[seat]) state.hands[seat] = tiles.splice(0, state.options.handSize);
  }
  state.boneyard = tiles;
  state.chains = Array.from({ length: state.players }, () => []);
  state.leader = leader;
  state.turn = leader;
  state.chainsThisTurn = 0;
  state.idleTurns = 0;
  if (events.on) {
    if (tieBreaker) events.emit({ type: 'tie-breaker', round: state.round, contenders: [...contenders] });
    events.emit({
      type: 'round-start',
      player: leader,
      round: state.round,
      handSizes: state.hands.map((hand) => hand.length),
      handSize: state.options.handSize,
      everyone: state.playing.every(Boolean),
    });
  }
  roll(state, events);
}

/**
 * Who plays a round: everyone, except in a tie-breaker with `tieBreaker:
 * 'tied'` (ruling 9 of `docs/rules/shanghai.md`), where only the tied seats
 * (`contenders`) play.
 *
 * @example
 * ```ts
 * playingSeats(3, [0, 2], true, 'tied'); // [true, false, true]
 * ```
 */
export function playingSeats(
  players: number,
  contenders: readonly Seat[],
  tieBreaker: boolean,
  tieOption: ShanghaiOptions['tieBreaker'],
): boolean[] {
  const everyone = !tieBreaker || tieOption === 'everyone';
  return Array.from({ length: players }, (_, seat) => everyone || contenders.includes(seat));
}

/**
 * What a round scores a seat (the scoring sentence): the tiles it laid in
 * chains, less the tiles left in its hand.
 *
 * @example
 * ```ts
 * roundScore(7, 2); // 5
 * ```
 */
export function roundScore(laid: number, inHand: number): number {
  return laid - inHand;
}

/** Seats among `seats` with the highest `points`. */
function best(seats: readonly Seat[], points: readonly number[]): Seat[] {
  const top = Math.max(...seats.map((seat) => points[seat]!));
  return seats.filter((seat) => points[seat] === top);
}

/**
 * How a round starts: who leads it, who contends (everyone, or the tied
 * seats of a tie-breaker), whether it breaks a tie.
 */
export interface RoundStart {
  /** The seat that leads the round. */
  readonly leader: Seat;
  /** The seats contending: everyone, or the tied seats in a tie-breaker. */
  readonly contenders: readonly Seat[];
  /**
   * Whether the round breaks a tie (ruling 9 of `docs/rules/shanghai.md`).
   */
  readonly tieBreaker: boolean;
}

/**
 * What follows a scored round (the target, ruling 9 of
 * `docs/rules/shanghai.md`'s tie-breakers, `maxRounds`): the match's winners,
 * or how the next round starts. `round` is the round's number (from 1),
 * `scores` what it scored, `totals` the totals once it counted (a
 * tie-breaker's scores do not count).
 *
 * @example
 * ```ts
 * afterRound({ leader: 0, contenders: [0, 1], tieBreaker: false }, 1, [3, 2], [52, 40], state.options);
 * // { winners: [0] }: seat 0 passed the target alone
 * ```
 */
export function afterRound(
  played: RoundStart,
  round: number,
  scores: readonly number[],
  totals: readonly number[],
  options: Pick<ShanghaiOptions, 'target' | 'maxRounds' | 'tieBreaker'>,
): { readonly winners: Seat[] } | { readonly next: RoundStart } {
  const players = totals.length;
  const everyone = Array.from({ length: players }, (_, seat) => seat);
  // Ruling 9: the tie-breaker's round scores decide among the tied players; totals stay.
  const leaders = played.tieBreaker ? best(played.contenders, scores) : best(everyone, totals);
  if (!played.tieBreaker && totals[leaders[0]!]! < options.target) {
    if (round >= options.maxRounds) return { winners: leaders };
    return { next: { leader: (played.leader + 1) % players, contenders: everyone, tieBreaker: false } };
  }
  if (leaders.length === 1 || round >= options.maxRounds) return { winners: leaders };
  let leader = (played.leader + 1) % players;
  while (options.tieBreaker === 'tied' && !leaders.includes(leader)) leader = (leader + 1) % players;
  return { next: { leader, contenders: leaders, tieBreaker: true } };
}

function finish(state: Draft<ShanghaiState>, winners: readonly Seat[], events: ShanghaiEvents): void {
  state.over = true;
  state.winners = [...winners];
  events.emit({ type: 'match-end', winners: [...winners], scores: [...state.scores] });
}

/** Scores the round, then ends the match, starts a tie-breaker, or starts the next round. */
function endRound(state: Draft<ShanghaiState>, ended: 'boneyard' | 'idle', events: ShanghaiEvents): void {
  const laid = state.chains.map((chains) => chains.reduce((sum, chain) => sum + chain.links.length, 0));
  const inHand = state.hands.map((hand) => hand.length);
  const scores = laid.map((n, seat) => (state.playing[seat] ? roundScore(n, inHand[seat]!) : 0));
  const tieBreaker = state.tieBreaker;
  state.results.push({ round: state.round, tieBreaker, laid, inHand, scores, ended });
  if (!tieBreaker) {
    scores.forEach((points, seat) => {
      state.scores[seat]! += points;
    });
  }
  const after = afterRound(state, state.round, scores, state.scores, state.options);
  if (events.on) {
    const { round, playing } = state;
    const totals = [...state.scores];
    events.emit({
      type: 'round-end',
      round,
      tieBreaker,
      ended,
      laid,
      inHand,
      scores,
      totals,
      playing: [...playing],
    });
  }
  if ('winners' in after) {
    finish(state, after.winners, events);
    return;
  }
  state.round += 1;
  startRound(state, after.next.leader, after.next.contenders, after.next.tieBreaker, events);
}

/**
 * The player stops: he draws one tile per chain laid this turn. If the
 * boneyard cannot cover that, he draws what there is and the round ends.
 * Otherwise the turn passes left and the next player's dice are rolled.
 */
export function endTurn(state: Draft<ShanghaiState>, events: ShanghaiEvents): void {
  const owed = state.chainsThisTurn;
  const hand = state.hands[state.turn]!;
  const short = owed > state.boneyard.length;
  const drawn = state.boneyard.splice(0, owed);
  hand.push(...drawn);
  if (owed > 0) events.emit({ type: 'draw', player: state.turn, owed, tiles: drawn });
  if (short) {
    endRound(state, 'boneyard', events);
    return;
  }
  state.idleTurns = owed === 0 ? state.idleTurns + 1 : 0;
  if (state.idleTurns >= state.options.maxIdleTurns) {
    endRound(state, 'idle', events);
    return;
  }
  state.turn = nextPlaying(state, state.turn);
  state.chainsThisTurn = 0;
  roll(state, events);
}

/**
 * The initial state: seat 0 leads the first round (ruling 7 of `docs/rules/shanghai.md`), every set
 * dealt, its dice rolled.
 */
export function initShanghai(players: number, options: ShanghaiOptions, rng: RngState): ShanghaiState {
  const state: Draft<ShanghaiState> = {
    players,
    rng: [...rng],
    options: { ...options },
    round: 1,
    tieBreaker: false,
    contenders: [],
    playing: [],
    leader: 0,
    turn: 0,
    dice: [],
    chainsThisTurn: 0,
    idleTurns: 0,
    hands: [],
    boneyard: [],
    chains: [],
    scores: new Array<number>(players).fill(0),
    results: [],
    winners: [],
    over: false,
  };
  // Ruling 7: seat 0 leads the first round.
  startRound(
    state,
    0,
    Array.from({ length: players }, (_, seat) => seat),
    false,
    NO_EVENTS,
  );
  return state;
}
