/**
 * Blind Hughie's shapes, declared once: the options, the state and the
 * turn-over move's fields. `types.ts` infers the types from them,
 * `options.ts` checks options with them, `parse.ts` reads a stored state
 * with them (its own invariants in between), and `rules.ts` hands the
 * moves' fields to `defineGame`.
 *
 * @module
 */
import { bool, int, list, nullable, object, optional, rng, text } from '../../../core/schema.js';
import {
  endOf,
  FIRST_PLAYER,
  GOING_OUT,
  layout,
  MAX_SCORE,
  PIECES,
  perSeat,
  piece,
  pieceSet,
  SEAT,
} from '../shared/shape.js';

/** Pieces in each Blind Hughie row. */
export const ROW_SIZE = 9;

/**
 * How many playless turns in a row block the game (ruling 17 of
 * `docs/rules/domino-squares.md`, the long stop): `idleRounds` rounds of
 * every seat.
 */
export function idleTurnLimit(idleRounds: number, players: number): number {
  return idleRounds * players;
}

type Players = { readonly players: number };
type IdleRounds = Players & { readonly options: { readonly idleRounds: number } };

/**
 * Options of Blind Hughie played with Domino Squares pieces; the one check
 * of them, for `setup` and `parseState` (`memory` may be missing from a
 * state saved before R2).
 */
export const BLIND_HUGHIE_OPTIONS = /* @__PURE__ */ (() =>
  object(
    {
      ...FIRST_PLAYER,
      /** The printed variant: after his first turn a player may turn over either end of his row. */
      eitherEnd: bool(),
      /**
       * The long stop (ruling 17 of `docs/rules/domino-squares.md`, changed in
       * R2): the game is blocked as soon as no player can make a play (no piece
       * of any row fits), and also when every player has had this many turns in a
       * row without playing a piece (`idleRounds × players` playless turns in a
       * row). 1 to 9, default 9: a row holds at most 9 pieces, so without the
       * either-end variant this never ends a game in which a player can still
       * play. `idleRounds: 2` gives R1's reading of "two successive turns".
       */
      idleRounds: int(1, ROW_SIZE),
      ...GOING_OUT,
      /**
       * What a seat's view shows its owner of the pieces in its row that it has
       * turned over and put back face down: `'perfect'` (the default: every one,
       * as if it never forgot; what bots use) or `'none'` (the seed's reading for
       * people: face down is face down, even to its owner, so "a player who
       * memorizes the piece placed on the right" has to remember it). The web
       * table's variants play `'none'`. Absent in states saved before R2: `'perfect'`.
       */
      memory: optional(text(['none', 'perfect'])),
      /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
      pieces: pieceSet((k: Players) => k.players * ROW_SIZE + 1),
    },
    { read: ['firstPlayer', 'eitherEnd', 'memory', 'idleRounds', 'goingOut', 'pieces'] },
  ))();

/** One piece of a player's row. */
export const ROW_PIECE = /* @__PURE__ */ (() =>
  object({
    /** The piece. */
    piece: piece(true),
    /** Face up (a piece with a wild square that could not be played); anyone may see it. */
    faceUp: bool(),
    /** Its owner has turned it over before (and remembers it). */
    seen: bool(),
  }))();

/** The state of Blind Hughie with Domino Squares pieces (plain, frozen JSON). */
export const BLIND_HUGHIE_STATE = /* @__PURE__ */ (() =>
  object({
    /** Number of seats. */
    players: int(2, 4),
    /** The seeded generator's state. */
    rng: rng(),
    /** The rules in play; `pieces` is the whole set (public: every player knows what the box holds). */
    options: BLIND_HUGHIE_OPTIONS,
    /** The layout, starter first; pieces score nothing in this game (`points` 0). */
    layout: layout(true),
    /** Each seat's row, left end first. */
    rows: list(list(ROW_PIECE, { max: ROW_SIZE }), { length: (k: Players) => k.players }),
    /** The pieces set aside face down. */
    outOfPlay: PIECES,
    /** The seat to move. */
    turn: SEAT,
    /** The piece just turned over, which fits and must be played now; `null` otherwise. */
    turned: nullable(piece(true)),
    /** Turns each seat has finished. */
    turnsTaken: perSeat(MAX_SCORE),
    /** Whether the player to move has played a piece this turn. */
    playedThisTurn: bool(),
    /** Finished turns in a row in which no piece was played. */
    idleTurns: int(0, (k: IdleRounds) => idleTurnLimit(k.options.idleRounds, k.players)),
    ...endOf(['out', 'block']),
    /** Whether the game has ended. */
    over: bool(),
  }))();

/** The moves' fields besides `type` and `player` (`defineGame` checks a move's shape against them). */
export const BLIND_HUGHIE_MOVE_FIELDS = {
  /** Turn over the piece at an end of your row. */
  'turn-over': {
    /** Which end of the row. */
    end: ['left', 'right'],
  },
} as const;
