/**
 * The shapes the Domino Squares games share, declared once: a piece of the
 * set in play and the piece set itself, a layout, hands, the end of a game
 * (`ended`, pips, scores, winners: their shape depends on `over`), the
 * play move's fields, and Block's and Draw's options and state (one state,
 * its options a variant of the game's). `types.ts` infers the types from
 * them, `options.ts` checks options with them, and `parse.ts` reads a
 * stored state with them, its own invariants in between.
 *
 * @module
 */
import { InvalidOptionError, type InvalidStateError } from '../../../core/errors.js';
import { array, invalid, object as readObject, text as readText } from '../../../core/parse.js';
import {
  type Bound,
  bool,
  custom,
  int,
  list,
  nullable,
  object,
  rng,
  text,
  variant,
} from '../../../core/schema.js';
import { checkSquaresPieceSet, type DominoSquaresPiece } from './pieces.js';

/** The most pieces a set may hold in a stored state (far more than any box). */
const MAX_PIECES = 500;

/** A bound on any score: far above what a set of {@link MAX_PIECES} can ever earn. */
export const MAX_SCORE = 1_000_000;

/** Pieces dealt to each player in Block and in Draw. */
export const CLASSIC_HAND_SIZE = { block: 9, draw: 7 } as const;

type Players = { readonly players: number };
/** What a piece reader knows: the options read before, with their piece set. */
type SetInPlay = { readonly options: { readonly pieces: readonly DominoSquaresPiece[] } };
const players = (k: Players) => k.players;
const lastSeat = (k: Players) => k.players - 1;
/** The size of the set in play. */
export const setSize = (k: SetInPlay): number => k.options.pieces.length;

/** The set's pieces by id, made once per set read. */
const INDEXES = new WeakMap<readonly DominoSquaresPiece[], ReadonlyMap<string, DominoSquaresPiece>>();
function indexOf(pieces: readonly DominoSquaresPiece[]): ReadonlyMap<string, DominoSquaresPiece> {
  let index = INDEXES.get(pieces);
  if (!index) {
    index = new Map(pieces.map((piece) => [piece.id, piece]));
    INDEXES.set(pieces, index);
  }
  return index;
}

/**
 * The piece set of the options: an array of at most 500 pieces, then
 * checked as setup checks it (`checkSquaresPieceSet`, at least `minimum`
 * pieces); a refusal of that check is a `bad-option` at the piece's path,
 * with the check's own words (kept as they are by `setup`).
 */
export const pieceSet = (minimum: Bound) =>
  custom((value, path, known): readonly DominoSquaresPiece[] => {
    array(value, path, { max: MAX_PIECES });
    const least = typeof minimum === 'number' ? minimum : (minimum as (k: typeof known) => number)(known);
    try {
      return checkSquaresPieceSet(value, least, path);
    } catch (error) {
      if (!(error instanceof InvalidOptionError)) throw error;
      try {
        invalid('bad-option', error.option, error.message);
      } catch (refusal) {
        // The check's own words ride along, for `setup` (`optionsCheck` throws them as they are).
        throw Object.assign(refusal as InvalidStateError, { cause: error });
      }
    }
  });

/**
 * A piece of the set in play, squares and all (`foreign-tile`, `bad-tile`);
 * `noted` puts its id and path in `found` (for `conserveTiles`).
 */
export const piece = (noted: boolean) =>
  custom((value, path, known): DominoSquaresPiece => {
    const record = readObject(value, path, ['id', 'squares']);
    const id = readText(record.id, `${path}.id`);
    const set = indexOf((known as SetInPlay).options.pieces).get(id);
    if (!set) return invalid('foreign-tile', `${path}.id`, `${id} is not a piece of this set`);
    const squares = array(record.squares, `${path}.squares`, { length: 4 });
    squares.forEach((square, i) => {
      if (square !== set.squares[i])
        invalid('bad-tile', `${path}.squares[${i}]`, `piece ${id} has ${String(set.squares[i])} here`);
    });
    if (noted) (known.found as { id: string; path: string }[]).push({ id, path });
    return record as unknown as DominoSquaresPiece;
  });

/** Pieces of the set (a boneyard, a pile, pieces out of play), each noted. */
export const PIECES = /* @__PURE__ */ (() => list(piece(true), { max: setSize }))();

/** Each seat's hand, its pieces noted. */
export const HANDS = /* @__PURE__ */ (() => list(list(piece(true), { max: setSize }), { length: players }))();

/** A seat. */
export const SEAT = /* @__PURE__ */ (() => int(0, lastSeat))();

/** One whole number per seat, from 0 to `max`. */
export const perSeat = (max = MAX_SCORE) => list(int(0, max), { length: players });

/**
 * A piece on the table (`PlacedSquaresPiece`). `x` grows to the right and
 * `y` downwards, one unit per piece (pieces sit flush on a square lattice);
 * the starter is at `(0, 0)`. `rotation` is the number of clockwise quarter
 * turns from the piece's listed orientation. `player` is who played it
 * (`null` for the starter) and `points` what its scoring side scored (0 for
 * the starter).
 */
export const placedPiece = (noted: boolean) =>
  object({
    /** The piece, with its id and its squares in orientation 0. */
    piece: piece(noted),
    /** Clockwise quarter turns from the piece's listed orientation, 0 to 3. */
    rotation: int(0, 3),
    /** The lattice column (grows to the right; the starter is at 0). */
    x: int(-MAX_PIECES, MAX_PIECES),
    /** The lattice row (grows downwards; the starter is at 0). */
    y: int(-MAX_PIECES, MAX_PIECES),
    /** The seat that played it; `null` for the starter. */
    player: nullable(int(0, lastSeat)),
    /** What its scoring side scored when it was played (0 for the starter and in the sister games). */
    points: int(0, 1_000),
  });

/** A layout: the starter first, then every piece in the order played (`parse.ts` checks each placement). */
export const layout = (noted: boolean) => list(placedPiece(noted), { min: 1, max: setSize });

/** The end of a game, in the fields Block, Draw and Blind Hughie share (`endings[0]`: a player went out). */
export const endOf = <const E extends readonly [string, string]>(endings: E) => ({
  /** How the game ended, or `null` while it goes on. */
  ended: nullable(text(endings)),
  /** Pips left in each hand or row when the game ended (empty before). */
  pips: variant('over', {
    false: list(int(0, MAX_SCORE), { length: 0 }),
    true: perSeat(),
  }),
  /** Points each seat won (all 0 until the end). */
  scores: perSeat(),
  /** The winners once over (empty before): `parse.ts` compares them with the rules' count, seat by seat. */
  winners: list(custom((value): number => value as number)),
});

/** The first player, an option of Block, Draw and Blind Hughie (its words written once). */
export const FIRST_PLAYER = /* @__PURE__ */ (() => ({
  /**
   * The seat that plays first (ruling 10 of `docs/rules/domino-squares.md`: the
   * oldest player, seat 0 unless told).
   */
  firstPlayer: int(0, lastSeat),
}))();

/** Who wins on going out, an option of Block, Draw and Blind Hughie (its words written once). */
export const GOING_OUT = /* @__PURE__ */ (() => ({
  /**
   * Who wins when a player goes out (ruling 28 of
   * `docs/rules/domino-squares.md`): `'wins'` (the default) — the player who
   * went out wins outright and scores the pips left in every other hand;
   * `'fewest-pips'` (R1) — the hands are counted as after a block, so an
   * opponent left with only 0-pip pieces ties him.
   */
  goingOut: text(['wins', 'fewest-pips']),
}))();

/** Options of Block played with Domino Squares pieces; the one check of them, for `setup` and `parseState`. */
export const BLOCK_OPTIONS = /* @__PURE__ */ (() =>
  object({
    ...FIRST_PLAYER,
    ...GOING_OUT,
    /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 9 per player and a starter. */
    pieces: pieceSet((k: Players) => k.players * CLASSIC_HAND_SIZE.block + 1),
  }))();

/** Options of Draw played with Domino Squares pieces; the one check of them, for `setup` and `parseState`. */
export const DRAW_OPTIONS = /* @__PURE__ */ (() =>
  object(
    {
      ...FIRST_PLAYER,
      ...GOING_OUT,
      /** The piece set (default {@link DOMINO_SQUARES_SET}); at least 7 per player and a starter. */
      pieces: pieceSet((k: Players) => k.players * CLASSIC_HAND_SIZE.draw + 1),
      /**
       * `'until-playable'` (the rules): a player who cannot play draws piece after
       * piece until one can be played. `'one'` (the printed variant): draw one
       * piece, play it at once if it fits and you wish, else keep it; the turn ends.
       */
      drawRule: text(['until-playable', 'one']),
    },
    { read: ['firstPlayer', 'drawRule', 'goingOut', 'pieces'] },
  ))();

/**
 * The state of Block or Draw with Domino Squares pieces (plain, frozen
 * JSON): which game it is (what `parseState` was told) picks its options.
 */
export const CLASSIC_STATE = /* @__PURE__ */ (() =>
  object({
    /** Number of seats. */
    players: int(2, 4),
    /** The seeded generator's state. */
    rng: rng(),
    /** Which of the two games. */
    game: variant('game', { block: text(['block']), draw: text(['draw']) }),
    /** The game's options (Block has no `drawRule`: no boneyard); `pieces` is the whole set (public). */
    options: variant('game', { block: BLOCK_OPTIONS, draw: DRAW_OPTIONS }),
    /** The layout, starter first; pieces score nothing in these games (`points` 0). */
    layout: layout(true),
    /** Each seat's hidden hand. */
    hands: HANDS,
    /** Draw: the face-down boneyard, top first. Block: always empty. */
    boneyard: PIECES,
    /** Block: the pieces put out of play, face down. Draw: always empty. */
    outOfPlay: PIECES,
    /** The seat to move; meaningless once `over`. */
    turn: SEAT,
    /** Draw, variant `'one'`: the player drew a piece that fits and may play it or keep it (pass). */
    mayKeep: bool(),
    ...endOf(['domino', 'block']),
    /** Whether the game has ended. */
    over: bool(),
  }))();

/** The moves' fields besides `type` and `player` that several games of the family share (`defineGame` checks a move's shape against them). */
export const SQUARES_MOVE_FIELDS = {
  /** Place a piece of your hand (or row) at an end of the layout. */
  play: {
    /** The id of the piece played. */
    piece: 'string',
    /** Clockwise quarter turns from the piece's listed orientation, 0 to 3. */
    rotation: 'int',
    /** The cell's column (x grows to the right). */
    x: 'int',
    /** The cell's row (y grows downwards). */
    y: 'int',
  },
  /** Take the top piece of the draw pile (or boneyard). */
  draw: {},
  /** End your turn without playing. */
  pass: {},
} as const;
