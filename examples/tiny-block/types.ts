/**
 * Tiny Block's types: its state, moves, view and options. No runtime code.
 *
 * @module
 */
import type { BaseState, Seat, Tile } from 'boneyard';

/** An end of the line of play. */
export type TinyBlockEnd = 'left' | 'right';

/** Tiny Block's options. */
export interface TinyBlockOptions {
  /** Tiles dealt to each player, 1 to 3 (default 3). */
  readonly hand: number;
}

/** A tile laid in the line, with the pips it shows to each side. */
export interface TinyBlockPlaced {
  /** The tile. */
  readonly tile: Tile;
  /** The pips facing left (the line's left end when the tile is first). */
  readonly left: number;
  /** The pips facing right (the line's right end when the tile is last). */
  readonly right: number;
}

/** The full state of a Tiny Block game (hidden information included). */
export interface TinyBlockState extends BaseState {
  /** Each seat's hand, in the order the tiles were received. */
  readonly hands: readonly (readonly Tile[])[];
  /** The face-down tiles left to draw; the last one is drawn first. */
  readonly boneyard: readonly Tile[];
  /** The line of play, from its left end to its right end. */
  readonly line: readonly TinyBlockPlaced[];
  /** The seat to move (unchanged once the game is over). */
  readonly turn: Seat;
  /** Passes in a row; the game is blocked when every player has passed in a row. */
  readonly passes: number;
}

/** Play a tile from the hand at one end of the line (either end for the first tile). */
export interface TinyBlockPlay {
  /** Always `'play'`. */
  readonly type: 'play';
  /** The seat playing. */
  readonly player: Seat;
  /** The id of the tile played, e.g. `'0:1-3'`. */
  readonly tile: string;
  /** The end of the line it is laid at. */
  readonly end: TinyBlockEnd;
}

/** Draw one tile from the boneyard (only with no tile to play); the turn stays with the drawer. */
export interface TinyBlockDraw {
  /** Always `'draw'`. */
  readonly type: 'draw';
  /** The seat drawing. */
  readonly player: Seat;
}

/** Pass (only with no tile to play and an empty boneyard). */
export interface TinyBlockPass {
  /** Always `'pass'`. */
  readonly type: 'pass';
  /** The seat passing. */
  readonly player: Seat;
}

/** Any Tiny Block move. */
export type TinyBlockMove = TinyBlockPlay | TinyBlockDraw | TinyBlockPass;

/** What one seat (or a spectator) sees of a Tiny Block game. */
export interface TinyBlockView {
  /** Number of players. */
  readonly players: number;
  /** Who is looking: a seat, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's own hand (`null` for a spectator). */
  readonly hand: readonly Tile[] | null;
  /** How many tiles each seat holds. */
  readonly handSizes: readonly number[];
  /** How many tiles are left in the boneyard. */
  readonly boneyardSize: number;
  /** The line of play, left to right. */
  readonly line: readonly TinyBlockPlaced[];
  /** The seat to move. */
  readonly turn: Seat;
  /** Passes in a row so far. */
  readonly passes: number;
}
