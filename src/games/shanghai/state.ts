import type { Draft as ImmerDraft } from 'immer';
import type { Seat } from '../../core/game.js';
import type { Tile } from '../../core/tiles.js';
import type { ShanghaiOptions } from './options.js';
import type { ShanghaiLink } from './solver.js';

/** A chain laid face up, with the roll it answered. *
 * @example
 * ```ts
 * const [first] = state.chains[0]!; // { dice: [6, 2], links: [{ tile, left: 6, right: 3 }, …] }
 * ```
 */
export interface ShanghaiLaidChain {
  /** The two dice the chain answered, as rolled. */
  readonly dice: readonly number[];
  /** The tiles from the end matching `dice[0]` to the end matching `dice[1]`. */
  readonly links: readonly ShanghaiLink[];
}

/** How one round ended and what each seat scored in it. *
 * @example
 * ```ts
 * const last = state.results.at(-1); // { round: 1, laid: [12, 9], inHand: [3, 1], scores: [9, 8], … }
 * ```
 */
export interface ShanghaiRoundResult {
  /** The round's number, from 1. */
  readonly round: number;
  /** Whether it was a tie-breaker round (its scores decide the tie and are not added). */
  readonly tieBreaker: boolean;
  /** Tiles each seat laid in chains this round. */
  readonly laid: readonly number[];
  /** Tiles left in each seat's hand when play stopped. */
  readonly inHand: readonly number[];
  /** `laid − inHand` for each seat that played the round, 0 for the others. */
  readonly scores: readonly number[];
  /** Why it ended: a draw the boneyard could not cover (the seed), or too many idle turns (ruling 6). */
  readonly ended: 'boneyard' | 'idle';
}

/**
 * The whole state of a Shanghai match. Plain, frozen JSON. Tiles of set `s`
 * have ids `'s:a-b'`; every set is mixed with the others.
 *
 * @example
 * ```ts
 * let state: ShanghaiState = shanghai.setup({ seed: 'table-7' });
 * state.dice; // the roll seat 0 must answer
 * ```
 */
export interface ShanghaiState {
  readonly players: number;
  readonly rng: readonly number[];
  readonly options: ShanghaiOptions;
  /** The round being played, from 1 (tie-breakers count). */
  readonly round: number;
  /** Whether the current round is a tie-breaker. */
  readonly tieBreaker: boolean;
  /** The seats still in contention: everyone, or the tied leaders during a tie-breaker. */
  readonly contenders: readonly Seat[];
  /** Which seats take turns this round. */
  readonly playing: readonly boolean[];
  /** The seat that went first this round. */
  readonly leader: Seat;
  /** The seat whose turn it is. */
  readonly turn: Seat;
  /** The roll the player to move must answer with a chain or stop. */
  readonly dice: readonly number[];
  /** Chains laid so far this turn (the tiles to draw when the turn ends). */
  readonly chainsThisTurn: number;
  /** Turns in a row, ending with the last one, in which no chain was laid. */
  readonly idleTurns: number;
  /** Each seat's hidden hand. */
  readonly hands: readonly (readonly Tile[])[];
  /** The face-down tiles left to draw, in draw order (hidden). */
  readonly boneyard: readonly Tile[];
  /** The chains each seat has laid this round, face up. */
  readonly chains: readonly (readonly ShanghaiLaidChain[])[];
  /** Each seat's total score. */
  readonly scores: readonly number[];
  /** One entry per finished round. */
  readonly results: readonly ShanghaiRoundResult[];
  /** The winners once the match is over. */
  readonly winners: readonly Seat[];
  readonly over: boolean;
}

/** The state while it is being built or changed (an immer draft or a private copy). */
export type Draft = ImmerDraft<ShanghaiState>;
