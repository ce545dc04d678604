/**
 * Tiny Block's types: its state, moves, view and options, inferred from
 * their one declaration in `shape.ts`. No runtime code.
 *
 * @module
 */
import type { Seat, schema, Tile } from 'boneyard';
import type {
  TINY_BLOCK_MOVE_FIELDS,
  TINY_BLOCK_OPTIONS,
  TINY_BLOCK_PLACED,
  TINY_BLOCK_STATE,
} from './shape.js';

/** An end of the line of play. */
export type TinyBlockEnd = TinyBlockPlay['end'];

/** Tiny Block's options. */
export interface TinyBlockOptions extends schema.Infer<typeof TINY_BLOCK_OPTIONS> {}

/** A tile laid in the line, with the pips it shows to each side. */
export interface TinyBlockPlaced extends schema.Infer<typeof TINY_BLOCK_PLACED> {}

/** The full state of a Tiny Block game (hidden information included). */
export interface TinyBlockState extends schema.Infer<typeof TINY_BLOCK_STATE> {}

/** Play a tile from the hand at one end of the line (either end for the first tile). */
export interface TinyBlockPlay extends schema.MoveOf<'play', typeof TINY_BLOCK_MOVE_FIELDS.play> {}

/** Draw one tile from the boneyard (only with no tile to play); the turn stays with the drawer. */
export interface TinyBlockDraw extends schema.MoveOf<'draw', typeof TINY_BLOCK_MOVE_FIELDS.draw> {}

/** Pass (only with no tile to play and an empty boneyard). */
export interface TinyBlockPass extends schema.MoveOf<'pass', typeof TINY_BLOCK_MOVE_FIELDS.pass> {}

/** Any Tiny Block move. */
export type TinyBlockMove = TinyBlockPlay | TinyBlockDraw | TinyBlockPass;

/** What one seat (or a spectator) sees of a Tiny Block game: the state's open parts, and sizes for the hidden ones. */
export interface TinyBlockView extends Pick<TinyBlockState, 'players' | 'line' | 'turn' | 'passes'> {
  /** Who is looking: a seat, or `null` for a spectator. */
  readonly viewer: Seat | null;
  /** The viewer's own hand (`null` for a spectator). */
  readonly hand: readonly Tile[] | null;
  /** How many tiles each seat holds. */
  readonly handSizes: readonly number[];
  /** How many tiles are left in the boneyard. */
  readonly boneyardSize: number;
}
