/**
 * The layout the four Domino Squares games share: placed pieces, the
 * placement codes and check, the ends, the listing of playable placements,
 * scoring and drawing the layout as text.
 *
 * @module
 */
import type { Seat, Violation } from '../../../core/game.js';
import type { Infer, MoveOf } from '../../../core/schema.js';
import { type DominoSquaresPiece, type DominoSquaresSquare, isBlankish, squareChar } from './pieces.js';
import { refused } from './refusals-en.js';
import type { placedPiece, SQUARES_MOVE_FIELDS } from './shape.js';

/**
 * Place a piece: `piece` is its id, `rotation` its clockwise quarter turns
 * (0–3), `(x, y)` the empty cell (x to the right, y downwards; the starter is
 * at `(0, 0)`). The cell must share a full side with exactly one piece, an
 * end, and both facing squares must match. Every listing comes from
 * `listSquarePlacements`. Its fields are declared once, in `SQUARES_MOVE_FIELDS` (`shape.ts`).
 *
 * @example
 * ```ts
 * dominoSquares.apply(state, { type: 'play', player: 0, piece: 'p07', rotation: 1, x: 1, y: 0 }); // p07 a quarter turn right of the starter
 * ```
 */
export interface DominoSquaresPlay extends MoveOf<'play', typeof SQUARES_MOVE_FIELDS.play> {}

/**
 * A piece on the table. `x` grows to the right and `y` downwards, one unit per
 * piece (pieces sit flush on a square lattice); the starter is at `(0, 0)`.
 * `rotation` is the number of clockwise quarter turns from the piece's listed
 * orientation. `player` is who played it (`null` for the starter) and
 * `points` what its scoring side scored (0 for the starter).
 *
 * @example
 * ```ts
 * dominoSquares.setup({ seed: 1 }).layout[0]; // { piece, rotation: 0, x: 0, y: 0, player: null, points: 0 }: the starter
 * ```
 */
export interface PlacedSquaresPiece extends Infer<ReturnType<typeof placedPiece>> {}

/**
 * The layout: the starter first, then every piece in the order played.
 *
 * @example
 * ```ts
 * const layout: SquaresLayout = state.layout;
 * listSquarePlacements(layout, hand);
 * ```
 */
export type SquaresLayout = readonly PlacedSquaresPiece[];

/**
 * The rules a placement can break, whatever the game: a rotation outside
 * 0–3, a taken cell, a cell sharing no full side with the layout, a cell
 * touching two pieces, a piece that is not an end, squares that do not
 * match. Each game's codes (`rules.ts`) include them.
 *
 * @example
 * ```ts
 * SQUARES_PLACEMENT_CODES.includes('no-match'); // true
 * ```
 */
export const SQUARES_PLACEMENT_CODES = [
  'bad-rotation',
  'occupied',
  'not-adjacent',
  'touches-two-pieces',
  'not-an-end',
  'no-match',
] as const;

/**
 * One of {@link SQUARES_PLACEMENT_CODES}: why `checkSquaresPlacement` refused a placement.
 */
export type SquaresPlacementCode = (typeof SQUARES_PLACEMENT_CODES)[number];

/**
 * One legal placement: which piece, turned how, where, and what it would score.
 *
 * @example
 * ```ts
 * listSquarePlacements(state.layout, hand); // e.g. [{ piece: 'p07', rotation: 2, x: 1, y: 0, points: 7 }, …] (with a seat: each with its move)
 * ```
 */
export interface SquaresPlacement {
  /** The id of the piece to play. */
  readonly piece: string;
  /** Clockwise quarter turns from the piece's listed orientation, 0 to 3. */
  readonly rotation: number;
  /** The lattice column of the cell. */
  readonly x: number;
  /** The lattice row of the cell. */
  readonly y: number;
  /** The value of the scoring side (the side opposite the matched side). */
  readonly points: number;
}

/**
 * A piece's four squares clockwise from the top left, as it lies after rotation.
 *
 * @example
 * ```ts
 * orientSquares(piece, 1); // its four squares a quarter turn on: [top-left, top-right, bottom-right, bottom-left]
 * ```
 */
export type DominoSquaresQuad = readonly [
  DominoSquaresSquare,
  DominoSquaresSquare,
  DominoSquaresSquare,
  DominoSquaresSquare,
];
type Squares = DominoSquaresQuad;

/** North, east, south, west, as `[dx, dy]` with `y` downwards. */
const STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/**
 * The piece's squares as it lies after `rotation` clockwise quarter turns,
 * clockwise from the top left.
 *
 * @example
 * ```ts
 * orientSquares({ id: 'x', squares: [6, 2, 'blank', 5] }, 1); // [5, 6, 2, 'blank']
 * ```
 */
export function orientSquares(piece: DominoSquaresPiece, rotation: number): Squares {
  const s = piece.squares;
  const r = ((rotation % 4) + 4) % 4;
  return [s[(4 - r) % 4]!, s[(5 - r) % 4]!, s[(6 - r) % 4]!, s[(7 - r) % 4]!];
}

/**
 * Whether two facing squares match: a number matches the same number or a
 * wild; a wild matches any number or a wild, never a blank; a blank (or a
 * command square, which counts as a blank) matches only a blank or a command.
 *
 * @example
 * ```ts
 * squaresMatch(6, 6);             // true
 * squaresMatch('wild', 3);        // true
 * squaresMatch('skip', 'blank');  // true
 * squaresMatch('wild', 'blank');  // false
 * ```
 */
export function squaresMatch(a: DominoSquaresSquare, b: DominoSquaresSquare): boolean {
  const blankA = isBlankish(a);
  const blankB = isBlankish(b);
  if (blankA || blankB) return blankA && blankB;
  return a === 'wild' || b === 'wild' || a === b;
}

/** What a square scores on a scoring side: its number; blanks, commands and wilds 0 (ruling 4). */
function squarePoints(square: DominoSquaresSquare): number {
  return typeof square === 'number' ? square : 0;
}

/**
 * A number naming the cell `(x, y)`, for fast lookups. Exact for every cell a
 * layout can reach (|x|, |y| < 2^20), and distinct cells get distinct keys.
 */
function cellKey(x: number, y: number): number {
  return x * 2097152 + y;
}

type Cells = Map<number, number>;

/** Beyond this distance from the starter no cell touches the layout (sets hold far fewer pieces). */
const FAR = 2 ** 19;

/** A lookup from a cell's key to the index of the piece there. */
function cellIndex(layout: SquaresLayout): Cells {
  const cells: Cells = new Map();
  for (let index = 0; index < layout.length; index++) {
    const placed = layout[index]!;
    cells.set(cellKey(placed.x, placed.y), index);
  }
  return cells;
}

/** The piece at `(x, y)`, if any. */
function at(cells: Cells, x: number, y: number): number | undefined {
  return cells.get(cellKey(x, y));
}

/** How many pieces share a side with the cell `(x, y)`. */
function neighbourCount(cells: Cells, x: number, y: number): number {
  let count = 0;
  for (const [dx, dy] of STEPS) if (cells.has(cellKey(x + dx, y + dy))) count++;
  return count;
}

/**
 * The layout's ends, as indexes into it: the starter alone while it is the
 * only piece, then the pieces with exactly one neighbour (a chain has two).
 *
 * @example
 * ```ts
 * squaresLayoutEnds(state.layout); // e.g. [0] at the start, [3, 5] later
 * ```
 */
export function squaresLayoutEnds(layout: SquaresLayout): number[] {
  return endsOf(layout, cellIndex(layout));
}

function endsOf(layout: SquaresLayout, cells: Cells): number[] {
  if (layout.length === 1) return [0];
  const ends: number[] = [];
  for (let index = 0; index < layout.length; index++) {
    const placed = layout[index]!;
    if (neighbourCount(cells, placed.x, placed.y) === 1) ends.push(index);
  }
  return ends;
}

/**
 * Placement rules for one cell, whatever the piece: the cell must be empty
 * and share a side with exactly one piece, an end. Returns the index of that
 * piece and the direction from the cell to it, or the rule broken.
 */
function cellRule(
  layout: SquaresLayout,
  cells: Cells,
  x: number,
  y: number,
): Violation<SquaresPlacementCode> | { against: number; side: number } {
  // No piece lies this far out (a layout spans fewer cells than any set has pieces), so nothing is adjacent;
  // checking first also keeps cellKey exact.
  if (Math.abs(x) > FAR || Math.abs(y) > FAR) {
    return refused('not-adjacent', { x, y });
  }
  if (cells.has(cellKey(x, y))) return refused('occupied', { x, y });
  let against = -1;
  let side = -1;
  let count = 0;
  for (let direction = 0; direction < 4; direction++) {
    const [dx, dy] = STEPS[direction]!;
    const index = at(cells, x + dx, y + dy);
    if (index !== undefined) {
      count++;
      against = index;
      side = direction;
    }
  }
  if (count === 0) {
    return refused('not-adjacent', { x, y });
  }
  if (count > 1) {
    return refused('touches-two-pieces', { x, y, count });
  }
  const target = layout[against]!;
  if (layout.length > 1 && neighbourCount(cells, target.x, target.y) !== 1) {
    return refused('not-an-end', { x: target.x, y: target.y });
  }
  return { against, side };
}

/**
 * Whether the rotated squares `mine` fit against `theirs` on side `side` of
 * `mine` (0 north … 3 west), and if so the points of the scoring side.
 */
function fitSide(mine: Squares, theirs: Squares, side: number): number | null {
  // My corner `side` faces their corner `side + 3`, my corner `side + 1` faces their corner `side + 2`.
  if (!squaresMatch(mine[side]!, theirs[(side + 3) % 4]!)) return null;
  if (!squaresMatch(mine[(side + 1) % 4]!, theirs[(side + 2) % 4]!)) return null;
  return squarePoints(mine[(side + 2) % 4]!) + squarePoints(mine[(side + 3) % 4]!);
}

/**
 * Checks one placement against the layout: `rotation` from 0 to 3, the cell
 * empty, sharing a full side with exactly one piece, that piece an end, and
 * both facing squares matching. Returns the points of the scoring side, or
 * the rule broken (`'bad-rotation'`, `'occupied'`, `'not-adjacent'`,
 * `'touches-two-pieces'`, `'not-an-end'`, `'no-match'`).
 *
 * @example
 * ```ts
 * const result = checkSquaresPlacement(state.layout, piece, 1, 0, -1);
 * if ('code' in result) console.log(result.code);
 * else console.log(`scores ${result.points}`);
 * ```
 */
export function checkSquaresPlacement(
  layout: SquaresLayout,
  piece: DominoSquaresPiece,
  rotation: number,
  x: number,
  y: number,
): Violation<SquaresPlacementCode> | { readonly points: number } {
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 3) {
    return refused('bad-rotation');
  }
  const cells = cellIndex(layout);
  const rule = cellRule(layout, cells, x, y);
  if ('code' in rule) return rule;
  const target = layout[rule.against]!;
  const points = fitSide(
    orientSquares(piece, rotation),
    orientSquares(target.piece, target.rotation),
    rule.side,
  );
  if (points === null) {
    return refused('no-match', { piece: piece.id, rotation, x: target.x, y: target.y });
  }
  return { points };
}

/**
 * A hint that is also a move: a {@link SquaresPlacement} with `move`, the
 * exact play to pass to `game.apply` (what `listSquarePlacements` gives when
 * told the player).
 *
 * @example
 * ```ts
 * const [hint] = listSquarePlacements(view.layout, view.myHand, seat);
 * state = dominoSquares.apply(state, hint!.move);
 * ```
 */
export interface PlayableSquaresPlacement extends SquaresPlacement {
  /** The play itself, ready for `apply`: `{ type: 'play', player, piece, rotation, x, y }`. */
  readonly move: DominoSquaresPlay;
}

/**
 * Every legal placement of every piece in `pieces` on the layout: each piece,
 * each of its four rotations, each open side of each end. A placement is
 * listed once however many rotations give it (a 4-4-4-4 piece turned 0, 1, 2
 * or 3 lies the same: only the lowest rotation is listed; the others are
 * still accepted as moves). Used by the games' `legalMoves`, by bots and by an
 * app's hint button. Told the `player`, each hint also carries `move`, the
 * play to apply as it is (a hint itself is not a move: `points` is not a move
 * field).
 *
 * @example
 * ```ts
 * const hints = listSquarePlacements(view.layout, view.myHand, seat);
 * // [{ piece: 'p07', rotation: 2, x: 1, y: 0, points: 7, move: { type: 'play', player: seat, piece: 'p07', … } }, …]
 * state = dominoSquares.apply(state, hints[0]!.move);
 * listSquarePlacements(view.layout, view.myHand); // the same, without `move`
 * ```
 */
export function listSquarePlacements(
  layout: SquaresLayout,
  pieces: readonly DominoSquaresPiece[],
): SquaresPlacement[];
export function listSquarePlacements(
  layout: SquaresLayout,
  pieces: readonly DominoSquaresPiece[],
  player: Seat,
): PlayableSquaresPlacement[];
export function listSquarePlacements(
  layout: SquaresLayout,
  pieces: readonly DominoSquaresPiece[],
  player?: Seat,
): SquaresPlacement[] {
  const placements: SquaresPlacement[] = [];
  if (pieces.length === 0) return placements;
  const cells = cellIndex(layout);
  const oriented = pieces.map((piece) => [0, 1, 2, 3].map((r) => orientSquares(piece, r)));
  // Rotations of a piece that lie exactly like a lower rotation (same squares in the same places).
  const repeats = oriented.map((turns) =>
    turns.map((squares, r) => turns.slice(0, r).some((other) => other.every((sq, i) => sq === squares[i]))),
  );
  for (const end of endsOf(layout, cells)) {
    const target = layout[end]!;
    const theirs = orientSquares(target.piece, target.rotation);
    for (const [dx, dy] of STEPS) {
      const x = target.x + dx;
      const y = target.y + dy;
      const rule = cellRule(layout, cells, x, y);
      if ('code' in rule) continue;
      pieces.forEach((piece, p) => {
        for (let rotation = 0; rotation < 4; rotation++) {
          if (repeats[p]![rotation]) continue;
          const points = fitSide(oriented[p]![rotation]!, theirs, rule.side);
          if (points === null) continue;
          if (player === undefined) placements.push({ piece: piece.id, rotation, x, y, points });
          else {
            const move: DominoSquaresPlay = { type: 'play', player, piece: piece.id, rotation, x, y };
            const hint: PlayableSquaresPlacement = { piece: piece.id, rotation, x, y, points, move };
            placements.push(hint);
          }
        }
      });
    }
  }
  return placements;
}

/**
 * Whether any of `pieces` can be placed on the layout (faster than listing).
 *
 * @example
 * ```ts
 * canPlaceAnySquare(state.layout, hand); // false: draw or pass
 * ```
 */
export function canPlaceAnySquare(layout: SquaresLayout, pieces: readonly DominoSquaresPiece[]): boolean {
  if (pieces.length === 0) return false;
  const cells = cellIndex(layout);
  for (const end of endsOf(layout, cells)) {
    const target = layout[end]!;
    const theirs = orientSquares(target.piece, target.rotation);
    for (const [dx, dy] of STEPS) {
      const rule = cellRule(layout, cells, target.x + dx, target.y + dy);
      if ('code' in rule) continue;
      for (const piece of pieces) {
        for (let rotation = 0; rotation < 4; rotation++) {
          if (fitSide(orientSquares(piece, rotation), theirs, rule.side) !== null) return true;
        }
      }
    }
  }
  return false;
}

/**
 * Recomputes what each placed piece scored from the geometry alone: the
 * scoring side of each piece after the starter, against the earlier piece it
 * touches. `null` where a piece does not touch exactly one earlier piece or
 * does not match it. Used by the checks; an app may use it to explain scores.
 *
 * @example
 * ```ts
 * squaresLayoutPoints(state.layout); // [0, 6, 7, …]
 * ```
 */
export function squaresLayoutPoints(layout: SquaresLayout): (number | null)[] {
  const cells = new Map<string, number>();
  return layout.map((placed, index) => {
    let against = -1;
    let side = -1;
    let count = 0;
    STEPS.forEach(([dx, dy], direction) => {
      const at = cells.get(`${placed.x + dx},${placed.y + dy}`);
      if (at !== undefined) {
        count++;
        against = at;
        side = direction;
      }
    });
    cells.set(`${placed.x},${placed.y}`, index);
    if (index === 0) return 0;
    if (count !== 1) return null;
    const target = layout[against]!;
    return fitSide(
      orientSquares(placed.piece, placed.rotation),
      orientSquares(target.piece, target.rotation),
      side,
    );
  });
}

/**
 * The layout drawn as text: every piece as its 2×2 squares (`.` blank, `*`
 * wild, `G` `D` `S` `A` `P` commands), pieces one column and one row apart,
 * empty cells as spaces.
 *
 * @example
 * ```ts
 * console.log(formatSquaresLayout(state.layout));
 * // 62 .5
 * // .. 2.
 * ```
 */
export function formatSquaresLayout(layout: SquaresLayout): string {
  if (layout.length === 0) return '';
  const xs = layout.map((p) => p.x);
  const ys = layout.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = Math.max(...xs) - minX + 1;
  const height = Math.max(...ys) - minY + 1;
  const rows: string[][] = Array.from({ length: height * 3 - 1 }, () =>
    new Array<string>(width * 3 - 1).fill(' '),
  );
  for (const placed of layout) {
    const [tl, tr, br, bl] = orientSquares(placed.piece, placed.rotation).map(squareChar);
    const col = (placed.x - minX) * 3;
    const row = (placed.y - minY) * 3;
    rows[row]![col] = tl!;
    rows[row]![col + 1] = tr!;
    rows[row + 1]![col] = bl!;
    rows[row + 1]![col + 1] = br!;
  }
  return rows.map((r) => r.join('').trimEnd()).join('\n');
}

/**
 * Where a piece put at `(x, y)` lies as people read the layout once it is there: its row and column
 * counted from 1 from the layout's top-left piece (a layout grown left or up is renumbered).
 *
 * @example
 * ```ts
 * layoutCell(startSquaresLayout(DOMINO_SQUARES_SET[0]!), -1, 0); // { row: 1, column: 1 }
 * ```
 */
export function layoutCell(layout: SquaresLayout, x: number, y: number): { row: number; column: number } {
  const minX = Math.min(x, ...layout.map((p) => p.x));
  const minY = Math.min(y, ...layout.map((p) => p.y));
  return { row: y - minY + 1, column: x - minX + 1 };
}

/**
 * Where a new layout's starter lies: at `(0, 0)`, in its listed orientation.
 *
 * @example
 * ```ts
 * startSquaresLayout(DOMINO_SQUARES_SET[0]!); // [{ piece, rotation: 0, x: 0, y: 0, player: null, points: 0 }]
 * ```
 */
export function startSquaresLayout(starter: DominoSquaresPiece): PlacedSquaresPiece[] {
  return [{ piece: starter, rotation: 0, x: 0, y: 0, player: null, points: 0 }];
}
