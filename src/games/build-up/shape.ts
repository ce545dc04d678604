/**
 * Build Up's shapes, declared once: the options, the state and the moves'
 * fields as schemas. `types.ts` infers the types from them, `options.ts`
 * checks options with them, `parse.ts` reads a stored state's shape with
 * them (its own invariants in between), and `rules.ts` hands the moves'
 * fields to `defineGame`.
 *
 * @module
 */
import { invalid } from '../../core/parse.js';
import { bool, int, list, object, rng, text, tile, tiles } from '../../core/schema.js';

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
 * Tiles of one double-six set that are not laid out as stacks.
 *
 * @example
 * ```ts
 * TILES_FOR_HANDS; // 22
 * ```
 */
export const TILES_FOR_HANDS = 28 - 6;
/** Tiles of one seat's set. */
const SET_SIZE = 28;
/** A score's bound: every top of every stack is a double six, every hand. */
const MAX_SCORE = 12 * STACKS_PER_PLAYER * 8 * TILES_FOR_HANDS;
/** More opening-draw rounds than any real game needs (each tie is unlikely). */
export const MAX_DRAW_ROUNDS = 200;

type Players = { readonly players: number };
type Options = { readonly options: { readonly schedule: readonly number[] } };
const players = (k: Players) => k.players;
const seats = (k: Players) => k.players - 1;

/** A seat's tiles (its hand, boneyard, set-aside or unplayed tiles): each of its own colour (`wrong-colour`). */
const seatsTiles = (seat: number, max: number | ((k: Options) => number), found: boolean) =>
  tiles({ maxPip: 6, sets: players, max, found }).refine((list, path) => {
    list.forEach((one, i) => {
      if (one.set !== seat)
        invalid('wrong-colour', `${path}[${i}].set`, `seat ${seat} holds only its own colour`);
    });
  });

/** Each seat's points, one per seat. */
const SCORES = /* @__PURE__ */ (() => list(int(-MAX_SCORE, MAX_SCORE), { length: players }))();

/**
 * Build Up's options: every one has a default (`BUILD_UP_DEFAULTS`); see
 * `docs/rules/build-up.md`. The one check of the options, for `setup` and
 * `parseState`.
 */
export const BUILD_UP_OPTIONS = /* @__PURE__ */ (() =>
  object({
    /**
     * Tiles drawn for each hand, in order. Default `[6, 6, 6, 4]`: with the six
     * stack tiles, one full double-six set per player. Sum at most 22.
     */
    schedule: list(int(1, TILES_FOR_HANDS), { min: 1, max: TILES_FOR_HANDS }).refine((schedule, path) => {
      let total = 0;
      for (const size of schedule) total += size;
      if (total > TILES_FOR_HANDS)
        invalid('out-of-range', path, `asks for ${total} tiles; a set has ${TILES_FOR_HANDS}`);
    }),
    /**
     * What happens to tiles a player could not play when a hand ends:
     * `'set-aside'` (the seed: not scored) or `'subtract'` (common variant: their
     * pips count against the player).
     */
    unplayable: text(['set-aside', 'subtract']),
    /**
     * Who leads the second and later hands: `'rotate'` (ruling 3 of
     * `docs/rules/build-up.md`: the lead passes to the next seat each hand) or
     * `'lowest-score'` (the player furthest behind leads; ties go to the
     * earliest seat in rotation).
     */
    laterLead: text(['rotate', 'lowest-score']),
    /**
     * Whether a non-double may cover a double of the same pip total (rule 1's
     * "equal to or greater" read literally). Default `false` (Ruling 4 of
     * `docs/rules/build-up.md`: on a double, every tile needs strictly more
     * pips). A double on a double always needs more (rule 3). Players differ on
     * this.
     */
    equalOnDouble: bool(),
  }))();

/** What one hand ended with (`results[h]`: its unplayed tiles at most that hand's deal). */
export const HAND_RESULT = (h: number) =>
  object({
    /** Each seat's points for this hand. */
    scores: SCORES,
    /** Tiles each seat could not play, set aside (or subtracted). */
    unplayed: list((seat) => seatsTiles(seat, (k: Options) => k.options.schedule[h]!, false), {
      length: players,
    }),
    /** Why it ended: every hand empty, or nobody could play. */
    ended: text(['emptied', 'blocked']),
  });

/** One round of the opening draw: the tile each drawing seat turned up (`OpeningDraw`, written out in `types.ts`). */
const OPENING_DRAW = /* @__PURE__ */ (() =>
  list(
    object({
      /** The seat that drew. */
      player: int(0, seats),
      /** The tile that seat turned up. */
      tile: tile(6, players),
    }),
  ))();

/**
 * The whole state of a Build Up game. A tile's `set` is its owner's seat
 * (its colour). Plain, frozen JSON. `parse.ts` reads it key by key, its
 * invariants in between; the opening draw, whose every round depends on
 * the one before, it reads with the rules.
 */
export const BUILD_UP_STATE = /* @__PURE__ */ (() =>
  object({
    /** Number of players (2 to 8). */
    players: int(2, 8),
    /** The seeded generator's state (hidden from every view). */
    rng: rng(),
    /** The options the game was set up with, defaults filled in. */
    options: BUILD_UP_OPTIONS,
    /** Index of the hand being played in `options.schedule`. */
    hand: int(0, (k: Options) => k.options.schedule.length - 1),
    /** Seat to move; meaningless once `over`. */
    turn: int(0, seats),
    /** Seat that led the current hand. */
    leader: int(0, seats),
    /** Stacks, bottom first. Stack `6p … 6p+5` started with seat `p`'s tile. */
    stacks: list(
      tiles({ maxPip: 6, sets: players, max: (k: Players) => SET_SIZE * k.players, found: true }),
      {
        length: (k: Players) => STACKS_PER_PLAYER * k.players,
      },
    ),
    /** Each seat's hidden hand. */
    hands: list((seat) => seatsTiles(seat, SET_SIZE, true), { length: players }),
    /** Each seat's face-down boneyard, in draw order (hidden from everyone). */
    boneyards: list((seat) => seatsTiles(seat, SET_SIZE, true), { length: players }),
    /** Tiles set aside unplayed at the end of hands, per seat (face up). */
    setAside: list((seat) => seatsTiles(seat, SET_SIZE, true), { length: players }),
    /** Cumulative scores. */
    scores: SCORES,
    /** One entry per finished hand. */
    results: list(HAND_RESULT, { max: (k: Options) => k.options.schedule.length }),
    /** The opening draw rounds that chose the first player (more than one after a tie). */
    openingDraws: list(OPENING_DRAW, { min: 1, max: MAX_DRAW_ROUNDS }),
    /** Whether the last hand of the schedule has been scored. */
    over: bool(),
  }))();

/** The moves' fields besides `type` and `player` (`defineGame` checks a move's shape against them). */
export const BUILD_UP_MOVE_FIELDS = {
  /** Put a tile from your hand on top of a stack. */
  play: {
    /** The id of a tile in the player's hand, e.g. `'0:3-5'`. */
    tile: 'string',
    /** The stack to cover, numbered from 0 (see `BuildUpState.stacks`). */
    stack: 'int',
  },
  /** Pass: allowed only when none of your tiles can cover any stack. */
  pass: {},
} as const;
