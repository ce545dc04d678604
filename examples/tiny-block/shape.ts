/**
 * Tiny Block's shapes, declared once: its options, state and moves' fields
 * as schemas. `types.ts` infers the types from them, `options.ts` checks
 * options with them, `parse.ts` reads a stored state's shape with them
 * (the game's own invariants in between), and `rules.ts` hands the moves'
 * fields to `defineGame`.
 *
 * @module
 */
import { schema } from 'boneyard';

const { int, list, object, rng, tile, tiles } = schema;

/** A seat: 0 to the last one. */
const seat = (k: { readonly players: number }) => k.players - 1;

/** A tile of the double-three set, noted for the conservation check. */
const TILES = /* @__PURE__ */ (() => tiles({ maxPip: 3, sets: 1, max: 10, found: true }))();

/**
 * Tiny Block's options (their defaults: `TINY_BLOCK_DEFAULTS`): the one
 * check of the options, for `setup`.
 */
export const TINY_BLOCK_OPTIONS = /* @__PURE__ */ (() =>
  object({
    /** Tiles dealt to each player, 1 to 3 (default 3). */
    hand: int(1, 3),
  }))();

/** A tile laid in the line, with the pips it shows to each side. */
export const TINY_BLOCK_PLACED = /* @__PURE__ */ (() =>
  object({
    /** The tile. */
    tile: tile(3, 1, { found: true }),
    /** The pips facing left (the line's left end when the tile is first). */
    left: int(0, 3),
    /** The pips facing right (the line's right end when the tile is last). */
    right: int(0, 3),
  }))();

/** The full state of a Tiny Block game (hidden information included). */
export const TINY_BLOCK_STATE = /* @__PURE__ */ (() =>
  object({
    /** How many seats are playing (2 or 3). */
    players: int(2, 3),
    /** The seeded generator state, advanced as the game draws. */
    rng: rng(),
    /** Each seat's hand, in the order the tiles were received. */
    hands: list(TILES, { length: (k: { readonly players: number }) => k.players }),
    /** The face-down tiles left to draw; the last one is drawn first. */
    boneyard: TILES,
    /** The line of play, from its left end to its right end. */
    line: list(TINY_BLOCK_PLACED, { max: 10 }),
    /** The seat to move (unchanged once the game is over). */
    turn: int(0, seat),
    /** Passes in a row; the game is blocked when every player has passed in a row. */
    passes: int(0, (k: { readonly players: number }) => k.players),
  }))();

/** The moves' fields besides `type` and `player` (`defineGame` checks a move's shape against them). */
export const TINY_BLOCK_MOVE_FIELDS = {
  /** Play a tile from the hand at one end of the line (either end for the first tile). */
  play: {
    /** The id of the tile played, e.g. `'0:1-3'`. */
    tile: 'string',
    /** The end of the line it is laid at. */
    end: ['left', 'right'],
  },
  /** Draw one tile from the boneyard (only with no tile to play); the turn stays with the drawer. */
  draw: {},
  /** Pass (only with no tile to play and an empty boneyard). */
  pass: {},
} as const;
