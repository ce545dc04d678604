/**
 * Shanghai's shapes, declared once: the options, the state and the moves'
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
 * The largest hand any Shanghai state reachable by `setup` and `apply` can
 * hold, under any options: the deal (`handSize`, at most 10) is the most a
 * hand ever holds, because a turn draws one tile per chain and every chain
 * lays at least one tile, so a hand never grows over a turn. `parseState`
 * refuses bigger hands (and any hand bigger than the state's own `handSize`),
 * and `legalMoves` refuses to enumerate them: a hand of `n` tiles has up to
 * 2^n − 1 lays (1,023 at 10; 16,777,215 at 24).
 *
 * @example
 * ```ts
 * state.hands.every((hand) => hand.length <= MAX_SHANGHAI_HAND); // true for every reachable state
 * ```
 */
export const MAX_SHANGHAI_HAND = 10;

type Players = { readonly players: number };
type Options = {
  readonly options: { readonly handSize: number; readonly maxRounds: number; readonly maxIdleTurns: number };
};
/** Tiles in all: one double-six set a seat. */
const allTiles = (k: Players) => 28 * k.players;
const players = (k: Players) => k.players;
const lastSeat = (k: Players) => k.players - 1;

/** Seats in increasing order, each once (`bad-seats`), at least `min` of them. */
const SEATS = (min: number) =>
  list(int(0, lastSeat), { min, max: players }).refine((seats, path) => {
    seats.forEach((seat, i) => {
      if (i > 0 && seat <= seats[i - 1]!)
        invalid('bad-seats', `${path}[${i}]`, 'seats are listed once each, in increasing order');
    });
  });

/** Whole numbers, one per seat. */
const perSeat = (min: (k: Players & Options) => number, max: (k: Players & Options) => number) =>
  list(int(min, max), { length: players });

/** Two dice, each 1 to 6. */
const DICE = /* @__PURE__ */ (() => list(int(1, 6), { length: 2 }))();

/**
 * Options of Shanghai: every one has a default (`SHANGHAI_DEFAULTS`); see
 * `docs/rules/shanghai.md`. The one check of the options, for `setup` and
 * `parseState`.
 */
export const SHANGHAI_OPTIONS = /* @__PURE__ */ (() =>
  object({
    /** Points that end the match at the end of a round (the seed: 50). */
    target: int(1, 10_000),
    /** Tiles dealt to each player at the start of a round (the seed: 10; 1 to 10). */
    handSize: int(1, MAX_SHANGHAI_HAND),
    /**
     * Who plays a tie-breaker round (ruling 8 of `docs/rules/shanghai.md`):
     * `'tied'` (the default: only the players tied for the lead) or
     * `'everyone'` (all play; only the tied players' round scores decide).
     */
    tieBreaker: text(['tied', 'everyone']),
    /**
     * Rounds (tie-breakers included) after which the match stops even if
     * nobody has reached `target`; the highest total wins, equal totals share
     * (ruling 10 of `docs/rules/shanghai.md`). Default 100.
     */
    maxRounds: int(1, 10_000),
    /**
     * A round also ends, scored as usual, after this many turns in a row in
     * which nobody laid a chain (ruling 6 of `docs/rules/shanghai.md`). Default 500: a safety
     * stop that ordinary play (about one answerable roll in 18 even with a single tile) does
     * not reach.
     */
    maxIdleTurns: int(1, 10_000),
  }))();

/** A chain laid face up, with the roll it answered (its tiles noted for conservation). */
export const SHANGHAI_LAID_CHAIN = /* @__PURE__ */ (() =>
  object({
    /** The two dice the chain answered, as rolled. */
    dice: DICE,
    /** The tiles from the end matching `dice[0]` to the end matching `dice[1]`. */
    links: list(
      object({
        /** The tile laid. */
        tile: tile(6, players, { found: true }),
        /** The pip value of the end facing the start of the chain. */
        left: int(0, 6),
        /** The pip value of the end facing the finish of the chain. */
        right: int(0, 6),
      }),
      { min: 1, max: allTiles },
    ),
  }))();

/** How one round ended and what each seat scored in it (`results[i]`: round `i + 1`). */
export const SHANGHAI_ROUND_RESULT = (i: number) =>
  object(
    {
      /** The round's number, from 1. */
      round: int(i + 1, i + 1),
      /** Whether it was a tie-breaker round (its scores decide the tie and are not added). */
      tieBreaker: bool(),
      /** Tiles each seat laid in chains this round. */
      laid: perSeat(() => 0, allTiles),
      /** Tiles left in each seat's hand when play stopped. */
      inHand: perSeat(
        () => 0,
        (k) => k.options.handSize,
      ),
      /** `laid − inHand` for each seat that played the round, 0 for the others. */
      scores: perSeat((k) => -k.options.handSize, allTiles),
      /**
       * Why it ended: a draw the boneyard could not cover (the seed), or too many idle turns (ruling 6 of
       * `docs/rules/shanghai.md`).
       */
      ended: text(['boneyard', 'idle']),
    },
    { read: ['round', 'laid', 'inHand', 'scores', 'tieBreaker', 'ended'] },
  );

/**
 * The whole state of a Shanghai match. Plain, frozen JSON. Tiles of set `s`
 * have ids `'s:a-b'`; every set is mixed with the others.
 */
export const SHANGHAI_STATE = /* @__PURE__ */ (() =>
  object({
    /** The number of seats (2 to 8); one double-six set per seat. */
    players: int(2, 8),
    /** The seeded generator's state (dice and shuffles). */
    rng: rng(),
    /** The options the match was set up with. */
    options: SHANGHAI_OPTIONS,
    /** The round being played, from 1 (tie-breakers count). */
    round: int(1, (k: Options) => k.options.maxRounds),
    /** Whether the current round is a tie-breaker. */
    tieBreaker: bool(),
    /** The seats still in contention: everyone, or the tied leaders during a tie-breaker. */
    contenders: SEATS(1),
    /** Which seats take turns this round. */
    playing: list(bool(), { length: players }),
    /** The seat that went first this round. */
    leader: int(0, lastSeat),
    /** The seat whose turn it is. */
    turn: int(0, lastSeat),
    /** The roll the player to move must answer with a chain or stop. */
    dice: DICE,
    /** Chains laid so far this turn (the tiles to draw when the turn ends). */
    chainsThisTurn: int(0, allTiles),
    /** Turns in a row, ending with the last one, in which no chain was laid. */
    idleTurns: int(0, (k: Options) => k.options.maxIdleTurns),
    /** Each seat's hidden hand (never more than the deal: this bounds `legalMoves`). */
    hands: list(tiles({ maxPip: 6, sets: players, max: (k: Options) => k.options.handSize, found: true }), {
      length: players,
    }),
    /** The face-down tiles left to draw, in draw order (hidden). */
    boneyard: tiles({ maxPip: 6, sets: players, max: allTiles, found: true }),
    /** The chains each seat has laid this round, face up. */
    chains: list(list(SHANGHAI_LAID_CHAIN, { max: allTiles }), { length: players }),
    /** Each seat's total score. */
    scores: perSeat(
      (k) => -k.options.handSize * k.options.maxRounds,
      (k) => allTiles(k) * k.options.maxRounds,
    ),
    /** One entry per finished round. */
    results: list(SHANGHAI_ROUND_RESULT, { max: (k: Options) => k.options.maxRounds }),
    /** The winners once the match is over. */
    winners: SEATS(0),
    /** Whether the match is over. */
    over: bool(),
  }))();

/** The moves' fields besides `type` and `player` (`defineGame` checks a move's shape against them). */
export const SHANGHAI_MOVE_FIELDS = {
  /** Lay a chain for the current roll. */
  lay: {
    /** The ids of the tiles laid, each once, in any order. */
    tiles: 'string[]',
  },
  /** Make no chain for the current roll. */
  stop: {},
} as const;
