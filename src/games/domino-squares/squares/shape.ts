/**
 * Domino Squares' shapes, declared once: the options, the state and the
 * moves' fields. `types.ts` infers the types from them, `options.ts` checks
 * options with them, `parse.ts` reads a stored state with them (its own
 * invariants in between), and `rules.ts` hands the moves' fields to
 * `defineGame`.
 *
 * @module
 */
import { bool, int, list, nullable, object, rng, text } from '../../../core/schema.js';
import { HANDS, layout, PIECES, perSeat, piece, pieceSet, SEAT, setSize } from '../shared/shape.js';

type Players = { readonly players: number };
const players = (k: Players) => k.players;

/**
 * Pieces dealt to each player in Domino Squares: 7, or 6 when four play.
 *
 * @example
 * ```ts
 * dominoSquaresHandSize(4); // 6
 * dominoSquaresHandSize(3); // 7
 * ```
 */
export function dominoSquaresHandSize(players: number): number {
  return players === 4 ? 6 : 7;
}

/** Options of Domino Squares; the one check of them, for `setup` and `parseState`. */
export const DOMINO_SQUARES_OPTIONS = /* @__PURE__ */ (() =>
  object({
    /** The oldest player's seat, who leads the first round (default 0). */
    firstPlayer: SEAT,
    /** Rounds in a game: 3 in the rules; 1 to 10. */
    rounds: int(1, 10),
    /** The piece set (default {@link DOMINO_SQUARES_SET}); at least a hand per player and a starter. */
    pieces: pieceSet((k: Players) => k.players * dominoSquaresHandSize(k.players) + 1),
  }))();

/**
 * Where a turn stands: `'play'` (play, draw, or pass on an empty pile),
 * `'drawn'` (play the piece just drawn or keep it), `'again'` (Play Again:
 * play another piece or stop), `'give'` (Give 1: choose who and what),
 * `'direction'` (All Pass 1: choose left or right), `'passing'` (All Pass 1:
 * every player chooses a piece to pass, all at once, hidden).
 */
export const PHASE = /* @__PURE__ */ (() =>
  text(['play', 'drawn', 'again', 'give', 'direction', 'passing']))();

/**
 * A fact a seat remembers (ruling 25 of `docs/rules/domino-squares.md`): `by`
 * gave or passed the piece `piece` to `holder`, who still holds it as far as
 * `by` can tell.
 */
export const KNOWN_PIECE = /* @__PURE__ */ (() =>
  object({
    /** The seat that gave or passed the piece, and remembers it. */
    by: SEAT,
    /** The seat holding it, as far as `by` can tell. */
    holder: SEAT,
    /** The piece's id. */
    piece: text(),
  }))();

/** How one round ended (its pieces are not noted with the state's: a finished round's own). */
export const ROUND_RESULT = /* @__PURE__ */ (() =>
  object({
    /**
     * The player who ran out of pieces, or `null` when the round blocked (ruling 13 of
     * `docs/rules/domino-squares.md`).
     */
    winner: nullable(SEAT),
    /** Who led the round. */
    leader: SEAT,
    /** The finished layout. */
    layout: layout(false),
    /** The hands left, exposed for the count. */
    hands: list(list(piece(false), { max: setSize }), { length: players }),
    /** Points each seat scored with scoring sides this round. */
    playPoints: perSeat(),
    /** The going-out bonus: 10 + 2 per ordinary and 3 per command piece in the other hands. */
    bonus: perSeat(),
  }))();

/** The whole state of a Domino Squares game (plain, frozen JSON). */
export const DOMINO_SQUARES_STATE = /* @__PURE__ */ (() =>
  object({
    /** Number of seats. */
    players: int(2, 4),
    /** The seeded generator's state (deals of later rounds). */
    rng: rng(),
    /** The rules in play; `pieces` is the whole set (public: every player knows what the box holds). */
    options: DOMINO_SQUARES_OPTIONS,
    /** The round being played, from 0. */
    round: int(0, (k: { readonly options: { readonly rounds: number } }) => k.options.rounds - 1),
    /** Who led this round. */
    leader: SEAT,
    /** Whose turn it is (the player of the command during `'give'`, `'direction'` and `'passing'`). */
    turn: SEAT,
    /** Where the turn stands. */
    phase: PHASE,
    /** The layout, starter first, then every piece in the order played. */
    layout: layout(true),
    /** Each seat's hidden hand. */
    hands: HANDS,
    /** The face-down draw pile, top first. */
    pile: PIECES,
    /** In `'drawn'`: the id of the piece just drawn, the only one that may be played now. */
    drawn: nullable(text()),
    /** All Pass 1: the chosen direction. */
    passDirection: nullable(text(['left', 'right'])),
    /** All Pass 1: each seat's hidden choice (a piece id) until everyone has chosen. */
    passChoices: list(nullable(text()), { length: players }),
    /**
     * What seats remember of other hands this round: the pieces they gave or passed (ruling 25 of
     * `docs/rules/domino-squares.md`).
     */
    known: list(KNOWN_PIECE, { max: (k: Players & Parameters<typeof setSize>[0]) => k.players * setSize(k) }),
    /** Points from scoring sides this round. */
    roundPoints: perSeat(),
    /** Totals over the game. */
    scores: perSeat(),
    /** How each finished round ended. */
    results: list(ROUND_RESULT, {
      max: (k: { readonly options: { readonly rounds: number } }) => k.options.rounds,
    }),
    /** Whether the last round has ended. */
    over: bool(),
  }))();

/** The fields of Domino Squares' own moves besides `type` and `player` (the shared ones: `SQUARES_MOVE_FIELDS`). */
export const DOMINO_SQUARES_MOVE_FIELDS = {
  /** Give 1: give one piece of your hand to another player. */
  give: {
    /** The seat receiving the piece. */
    to: 'int',
    /** The id of the piece given. */
    piece: 'string',
  },
  /** All Pass 1: choose which way the pieces go (left is the next seat). */
  direction: {
    /** Which way every piece goes: left is the next seat. */
    toward: ['left', 'right'],
  },
  /** All Pass 1: the piece you pass, chosen face down. */
  'pass-piece': {
    /** The id of the piece it passes. */
    piece: 'string',
  },
} as const;
