/**
 * Dump Truck's shapes, declared once: the options, the state and the
 * moves' fields as schemas. `types.ts` infers the types from them,
 * `parse.ts` reads a stored state's shape with them (its own invariants in
 * between), and `rules.ts` hands the moves' fields to `defineGame`. The
 * options' values are checked in one place, `checkDumpTruckOptions`
 * (`options.ts`), for `setup` and `parseState` alike.
 *
 * @module
 */
import { invalid, object as readObject } from '../../core/parse.js';
import { bool, custom, int, list, nullable, object, rng, text, tile, tiles } from '../../core/schema.js';
import { doubleSet } from '../../core/tiles.js';

/**
 * The truck: 3 rows of 4 cells, each half a domino.
 *
 * @example
 * ```ts
 * const empty = Array.from({ length: TRUCK_ROWS }, () => new Array(TRUCK_COLUMNS).fill(null));
 * ```
 */
export const TRUCK_ROWS = 3;
/**
 * The truck's width in cells.
 *
 * @example
 * ```ts
 * TRUCK_COLUMNS * TRUCK_ROWS; // 12 cells
 * ```
 */
export const TRUCK_COLUMNS = 4;
/**
 * At most six dominoes: 12 cells.
 *
 * @example
 * ```ts
 * const full = state.trucks[0]!.length === TRUCK_CAPACITY;
 * ```
 */
export const TRUCK_CAPACITY = 6;

/** The most points one unload can score: 12 cells, counted at most twice (a sequence and a like chain), doubled blanks. */
const MAX_UNLOAD_POINTS = 48;

type Players = { readonly players: number };
type Options = { readonly options: { readonly returnLimit: number } };
const players = (k: Players) => k.players;
const lastSeat = (k: Players) => k.players - 1;
/** The most rounds a game can last (ruling 15 of `docs/rules/dump-truck.md`). */
export const maxRounds = (k: Options): number => 28 * (k.options.returnLimit + 1);

const PHASE = /* @__PURE__ */ (() => text(['draw', 'load', 'unload', 'over']))();
const STEPS = ['choose', 'load', 'relocate', 'unload', 'wait'] as const;
/** The steps each phase allows. */
const PHASE_STEPS: Readonly<Record<string, readonly (typeof STEPS)[number][]>> = {
  draw: ['choose', 'wait'],
  load: ['load', 'relocate', 'wait'],
  unload: ['unload', 'wait'],
  over: ['wait'],
};
/** A seat's step, one of those its phase allows. */
const stepIn = (phase: string) => text(PHASE_STEPS[phase] ?? STEPS);

/** A list of the 28 dominoes' part, each noted for conservation. */
const DOMINOES = /* @__PURE__ */ (() => tiles({ maxPip: 6, sets: 1, max: 28, found: true }))();

/**
 * Options of Dump Truck. Every one has a default (the seed's main rules and
 * this library's rulings); see `docs/rules/dump-truck.md`.
 */
export const DUMP_TRUCK_OPTIONS = /* @__PURE__ */ (() =>
  object({
    /**
     * How blanks score: `'normal'` (default), `'worthless'` (HARDER),
     * `'double'` (EASIER), `'jokers'` (MUCH EASIER).
     */
    blanks: text(['normal', 'worthless', 'double', 'jokers']),
    /**
     * Play with a template (ruling 11 of `docs/rules/dump-truck.md`): the
     * truck's 12 cells are fixed and the load never slides. Default `false`:
     * the load has no fixed place, only its shape must fit 4 wide and 3 high.
     */
    template: bool(),
    /**
     * NO SHIFT rule (ruling 13 of `docs/rules/dump-truck.md`, changed in R2):
     * "Shifting or replacing dominoes once placed in a truck is not allowed":
     * no `replace`, so nothing placed ever moves before unloading.
     */
    noShift: bool(),
    /**
     * NO REPLACE rule (ruling 13 of `docs/rules/dump-truck.md`): a drawn domino may never
     * replace one in the truck.
     */
    noReplace: bool(),
    /**
     * This library's variant, not the seed's (ruling 13 of
     * `docs/rules/dump-truck.md`; NO SHIFT's reading before R2): replacing
     * stays allowed, but a domino displaced by a replacement may only go back
     * to the pool, never to another cell. Default `false`.
     */
    noRelocate: bool(),
    /**
     * How many times one domino may go back to the pool face up. This is this
     * library's rule, not the seed's (ruling 15 of `docs/rules/dump-truck.md`):
     * the seed lets a domino be returned any number of times, which could loop
     * forever. Returning it once more discards it from the game, face up and
     * visibly (`retired` in the state and view, a `discard` event). Default 1;
     * 0 to 10.
     */
    returnLimit: int(0, 10),
    /** Fewest cells a chain needs to score. Default 3 (the seed); 1 to 12. */
    minChain: int(1, 12),
  }))();

/**
 * A domino in a truck. Its first cell is (`row`, `column`); its second is to
 * the right (`'horizontal'`) or below (`'vertical'`). As the player sees it:
 * not `flipped`, the smaller number is on the left (lying) or on top
 * (upright); `flipped`, the larger number is there.
 */
export const DUMP_TRUCK_PLACEMENT = /* @__PURE__ */ (() =>
  object({
    /** The domino. */
    tile: tile(6, 1, { found: true }),
    /** Row of its first cell (its top cell), growing downwards; stable while it stays in the truck. */
    row: int(-(TRUCK_ROWS - 1), TRUCK_ROWS - 1),
    /** Column of its first cell (its left cell), growing rightwards; stable while it stays in the truck. */
    column: int(-(TRUCK_COLUMNS - 1), TRUCK_COLUMNS - 1),
    /** Where its second cell lies: to the right (`'horizontal'`) or below (`'vertical'`). */
    orientation: text(['horizontal', 'vertical']),
    /** `false`: the smaller number is on the left / on top; `true`: the larger is (never for a double). */
    flipped: bool(),
  }))();

/** A domino in a player's hand, and where it came from. */
export const DUMP_TRUCK_HELD = /* @__PURE__ */ (() =>
  object({
    /** The domino in hand. */
    tile: tile(6, 1, { found: true }),
    /** Where it came from: a face-down draw, a face-up draw, or out of the truck. */
    from: text(['face-down', 'face-up', 'truck']),
  }))();

/** One truck unloaded (or scored as it stood at the end of the game: `final`). */
export const DUMP_TRUCK_UNLOAD = /* @__PURE__ */ (() =>
  object({
    /** The seat whose truck it was. */
    player: int(0, lastSeat),
    /** The round it was unloaded in. */
    round: int(0, (k: { readonly round: number }) => k.round),
    /** The load as it was, as a 3×4 grid (`null` = empty cell). */
    grid: list(list(nullable(int(0, 6)), { max: TRUCK_COLUMNS }), { max: TRUCK_ROWS }),
    /** Points added to the player's score (0 when unloaded unscored). */
    points: int(0, MAX_UNLOAD_POINTS),
    /** Whether it was scored (`false`: dumped for nothing). */
    scored: bool(),
    /**
     * Whether it was scored at the end of the game, still in the truck (ruling 16 of
     * `docs/rules/dump-truck.md`).
     */
    final: bool(),
  }))();

/** Ids of the 28 dominoes. */
const ALL_IDS = /* @__PURE__ */ (() => doubleSet(6).map((one) => one.id))();

/** How many times each domino (by id) went back: 1 to `returnLimit` (nothing goes back at 0). */
const RETURNS = /* @__PURE__ */ (() =>
  custom((value, path, known): Readonly<Record<string, number>> => {
    const { returnLimit } = (known as Options).options;
    const count = int(1, Math.max(1, returnLimit));
    const record = readObject(value, path, [], ALL_IDS);
    for (const [id, n] of Object.entries(record)) {
      count.read(n, `${path}.${id}`, known);
      if (returnLimit === 0) invalid('out-of-range', `${path}.${id}`, 'returnLimit 0: nothing goes back');
    }
    return record as Record<string, number>;
  }))();

/** The whole state of a Dump Truck game. Plain, frozen JSON. */
export const DUMP_TRUCK_STATE = /* @__PURE__ */ (() =>
  object({
    /** Number of players. */
    players: int(2, 8),
    /** The seeded generator's state. */
    rng: rng(),
    /** The options of this game, every one set. */
    options: DUMP_TRUCK_OPTIONS,
    /** Rounds started (draw, load, unload), from 1. */
    round: int(1, maxRounds),
    /** Where the round stands. */
    phase: PHASE,
    /** What each seat is doing (a step its phase allows). */
    steps: list((_seat, k) => stepIn(k.phase as string), { length: players }),
    /** The face-down part of the pool, in draw order (hidden from everyone). */
    faceDown: DOMINOES,
    /** Dominoes returned to the pool, face up, oldest first. */
    faceUp: DOMINOES,
    /** How many times each domino (by id) has gone back to the pool. */
    returns: RETURNS,
    /** Each seat's pending draw choice (`'face-down'` or a face-up tile id), hidden from the others. */
    choices: list(nullable(text()), { length: players }),
    /** This round's draw priority: lower score first, ties by a seeded coin flip. */
    drawOrder: list(int(0, lastSeat), { length: players }),
    /** The domino each seat holds, if any. */
    held: list(nullable(DUMP_TRUCK_HELD), { length: players }),
    /** Each seat's truck: the dominoes loaded in it. */
    trucks: list(list(DUMP_TRUCK_PLACEMENT, { max: TRUCK_CAPACITY }), { length: players }),
    /** Dominoes out of the game, face up: unloaded, or returned once too often. */
    discarded: DOMINOES,
    /**
     * Ids of the dominoes in `discarded` that the return limit took out of the game (ruling 15 of
     * `docs/rules/dump-truck.md`), oldest first.
     */
    retired: list(text(), { max: 28 }),
    /** Each seat's total so far. */
    scores: list(int(0, 1_000_000), { length: players }),
    /** Every unload so far, oldest first. */
    unloads: list(DUMP_TRUCK_UNLOAD, {
      max: (k: Players & Options) => maxRounds(k) * k.players + k.players,
    }),
  }))();

/** The moves' fields besides `type` and `player` (`defineGame` checks a move's shape against them). */
export const DUMP_TRUCK_MOVE_FIELDS = {
  /** Phase 1: choose what to draw. */
  draw: {
    /** The id of the face-up domino wanted; absent for a face-down one. */
    tile: 'string?',
  },
  /** Phase 2: put the domino in hand into the truck. */
  place: {
    /** Row of the first (top) cell; without a template, relative to the load's first domino. */
    row: 'int',
    /** Column of the first (left) cell; without a template, relative to the load's first domino. */
    column: 'int',
    /** Where the second cell lies: to the right (`'horizontal'`) or below (`'vertical'`). */
    orientation: ['horizontal', 'vertical'],
    /** `false`: the smaller number on the left / on top; `true`: the larger (never for a double). */
    flipped: 'boolean',
  },
  /** Phase 2: the drawn domino takes the cells of the truck's domino `replaced`. */
  replace: {
    /** The id of the domino in the truck to swap out. */
    replaced: 'string',
    /** `false`: the smaller number on the left / on top; `true`: the larger (never for a double). */
    flipped: 'boolean',
  },
  /** Phase 2: put the domino in hand face up into the pool. */
  return: {},
  /** Phase 3: unload the whole truck, `scored` or not. */
  unload: {
    /** Whether the load is scored (`false`: dumped for nothing). */
    scored: 'boolean',
  },
  /** Phase 3: keep the load for now. */
  keep: {},
} as const;
