import type { Draft as ImmerDraft } from 'immer';
import type { Seat } from '../../core/game.js';
import { type RngHolder, shuffle } from '../../core/random.js';
import { doubleSet, pipTotal, type Tile } from '../../core/tiles.js';
import type { BuildUpOptions } from './options.js';

/**
 * Stacks each player lays out from their own set.
 *
 * @example
 * ```ts
 * buildUp.setup({ seed: 1, players: 3 }).stacks.length === 3 * STACKS_PER_PLAYER; // true
 * ```
 */
export const STACKS_PER_PLAYER = 6;

/**
 * One round of the opening draw: the tile each drawing seat turned up.
 *
 * @example
 * ```ts
 * const first: OpeningDraw = buildUp.setup({ seed: 1 }).openingDraws[0]!;
 * // [{ player: 0, tile: … }, { player: 1, tile: … }]
 * ```
 */
export type OpeningDraw = readonly { readonly player: Seat; readonly tile: Tile }[];

/**
 * What one hand ended with.
 *
 * @example
 * ```ts
 * const [first]: readonly HandResult[] = state.results;
 * console.log(first?.scores, first?.ended);
 * ```
 */
export interface HandResult {
  /** Each seat's points for this hand. */
  readonly scores: readonly number[];
  /** Tiles each seat could not play, set aside (or subtracted). */
  readonly unplayed: readonly (readonly Tile[])[];
  /** Why it ended: every hand empty, or nobody could play. */
  readonly ended: 'emptied' | 'blocked';
}

/**
 * The whole state of a Build Up game. A tile's `set` is its owner's seat (its
 * colour). Plain, frozen JSON.
 *
 * @example
 * ```ts
 * const state: BuildUpState = buildUp.setup({ seed: 'table-7' });
 * state.hands[0]; // seat 0's hand (never show it to seat 1: use buildUp.view)
 * ```
 */
export interface BuildUpState {
  readonly players: number;
  readonly rng: readonly number[];
  readonly options: BuildUpOptions;
  /** Index of the hand being played in `options.schedule`. */
  readonly hand: number;
  /** Seat to move; meaningless once `over`. */
  readonly turn: Seat;
  /** Seat that led the current hand. */
  readonly leader: Seat;
  /** Stacks, bottom first. Stack `6p … 6p+5` started with seat `p`'s tile. */
  readonly stacks: readonly (readonly Tile[])[];
  /** Each seat's hidden hand. */
  readonly hands: readonly (readonly Tile[])[];
  /** Each seat's face-down boneyard, in draw order (hidden from everyone). */
  readonly boneyards: readonly (readonly Tile[])[];
  /** Tiles set aside unplayed at the end of hands, per seat (face up). */
  readonly setAside: readonly (readonly Tile[])[];
  /** Cumulative scores. */
  readonly scores: readonly number[];
  /** One entry per finished hand. */
  readonly results: readonly HandResult[];
  /** The opening draw rounds that chose the first player (more than one after a tie). */
  readonly openingDraws: readonly OpeningDraw[];
  readonly over: boolean;
}

/** The state while it is being built or changed (an immer draft or a private copy). */
export type Draft = ImmerDraft<BuildUpState>;

/**
 * The opening draw (ruling 1): every seat turns up one tile from its own
 * boneyard; most pips plays first. If the most is tied, the tied seats put
 * their tiles back, shuffle, and draw again until one is ahead. Every drawn
 * tile stays in its owner's hand except the ones put back.
 */
function openingDraw(state: Draft & RngHolder): Seat {
  let drawing: Seat[] = Array.from({ length: state.players }, (_, seat) => seat);
  for (;;) {
    const round = drawing.map((player) => ({ player, tile: state.boneyards[player]!.shift()! }));
    state.openingDraws.push(round);
    const best = Math.max(...round.map((d) => pipTotal(d.tile)));
    const leaders = round.filter((d) => pipTotal(d.tile) === best);
    for (const d of round) {
      if (leaders.length === 1 || pipTotal(d.tile) !== best) state.hands[d.player]!.push(d.tile);
    }
    if (leaders.length === 1) return leaders[0]!.player;
    drawing = leaders.map((d) => d.player);
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
export function dealHand(state: Draft): void {
  const size = state.options.schedule[state.hand]!;
  for (let seat = 0; seat < state.players; seat++) {
    const hand = state.hands[seat]!;
    const boneyard = state.boneyards[seat]!;
    while (hand.length < size && boneyard.length > 0) hand.push(boneyard.shift()!);
  }
}

/** The initial state: shuffle each set, lay out the stacks, draw for first player, deal the first hand. */
export function initBuildUp(players: number, options: BuildUpOptions, rng: readonly number[]): Draft {
  const state: Draft = {
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
  return state;
}
