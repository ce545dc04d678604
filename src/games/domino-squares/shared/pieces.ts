/**
 * Domino Squares pieces: squares and commands, the set, their text,
 * pips and the check of a piece set.
 *
 * @module
 */
import { InvalidOptionError } from '../../../core/errors.js';

/**
 * The five commands printed on command squares.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_SET.filter((piece) => piece.squares.includes('play-again')).length; // the pieces with that command
 * ```
 */
export type DominoSquaresCommand = 'give-1' | 'draw-1' | 'skip' | 'play-again' | 'all-pass-1';

/**
 * Every command, in the order the rules list them.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_COMMANDS.length; // 5
 * ```
 */
export const DOMINO_SQUARES_COMMANDS: readonly DominoSquaresCommand[] = [
  'give-1',
  'draw-1',
  'skip',
  'play-again',
  'all-pass-1',
];

/**
 * One of a piece's four squares: a number (a whole number from 1 to 9),
 * `'blank'`, `'wild'`, or a command. A command square is a blank for matching
 * and scoring.
 *
 * @example
 * ```ts
 * checkSquaresPieceSet([{ id: 'a', squares: [6, 'blank', 'wild', 'skip'] }], 1); // a number, blank, wild and a command
 * ```
 */
export type DominoSquaresSquare = number | 'blank' | 'wild' | DominoSquaresCommand;

/**
 * A Domino Squares piece: 2×2 squares listed clockwise from the top left, as
 * it lies in orientation 0: `[topLeft, topRight, bottomRight, bottomLeft]`.
 * Pieces rotate in quarter turns and are never flipped.
 *
 * @example
 * ```ts
 * const piece: DominoSquaresPiece = { id: 'mine-1', squares: [6, 2, 'blank', 'wild'] };
 * dominoSquares.setup({ seed: 1, pieces: [piece, …] });
 * ```
 */
export interface DominoSquaresPiece {
  /** The piece's id, unique in its set (e.g. `'p05'`). */
  readonly id: string;
  /** Its four squares clockwise from the top left, in orientation 0. */
  readonly squares: readonly [
    DominoSquaresSquare,
    DominoSquaresSquare,
    DominoSquaresSquare,
    DominoSquaresSquare,
  ];
}

const LETTERS: Readonly<Record<string, DominoSquaresSquare>> = {
  B: 'blank',
  W: 'wild',
  G: 'give-1',
  D: 'draw-1',
  S: 'skip',
  A: 'play-again',
  P: 'all-pass-1',
};

/** One character per square: the number, `.` blank, `*` wild, `G` `D` `S` `A` `P` for the commands. */
export function squareChar(square: DominoSquaresSquare): string {
  if (typeof square === 'number') return String(square);
  switch (square) {
    case 'blank':
      return '.';
    case 'wild':
      return '*';
    case 'give-1':
      return 'G';
    case 'draw-1':
      return 'D';
    case 'skip':
      return 'S';
    case 'play-again':
      return 'A';
    default:
      return 'P';
  }
}

/**
 * The piece as text, its squares clockwise from the top left: `'6-2-.-.'`
 * (`.` blank, `*` wild, `G` Give 1, `D` Draw 1, `S` Skip, `A` Play Again,
 * `P` All Pass 1).
 *
 * @example
 * ```ts
 * formatSquaresPiece({ id: 'p01', squares: [6, 2, 'blank', 'blank'] }); // '6-2-.-.'
 * ```
 */
export function formatSquaresPiece(piece: DominoSquaresPiece): string {
  return piece.squares.map(squareChar).join('-');
}

/** Builds the default set from its compact text (`'6 2 B B'`, clockwise from the top left). */
function fromText(rows: readonly string[]): DominoSquaresPiece[] {
  return rows.map((row, index) => {
    const squares = row.split(' ').map((token) => LETTERS[token] ?? Number(token));
    return {
      id: `p${String(index + 1).padStart(2, '0')}`,
      squares: squares as unknown as DominoSquaresPiece['squares'],
    };
  });
}

/**
 * This library's default piece set (the box's exact set is not public): 48
 * pieces with numbers 1–6 and blanks; 34 plain pieces (three of them the
 * pieces the rules' pictures name: 6-2-Blank-Blank, 6-6-Blank-2,
 * 2-Blank-2-5), 4 pieces with wild squares (5 wild squares), and 10 command
 * pieces, two of each command. Ids are `'p01'` … `'p48'`. Enough for four
 * players of Block (9 each and a starter) with 11 to spare. The table is in
 * `docs/rules/domino-squares.md`.
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_SET.length;      // 48
 * DOMINO_SQUARES_SET[0]!.squares; // [6, 2, 'blank', 'blank']
 * ```
 */
export const DOMINO_SQUARES_SET: readonly DominoSquaresPiece[] = Object.freeze(
  fromText([
    '6 2 B B',
    '6 6 B 2',
    '2 B 2 5',
    '2 B B 6',
    '4 4 1 B',
    '5 6 6 B',
    'B 6 1 6',
    '6 4 3 1',
    '5 3 4 4',
    '4 4 1 5',
    '5 5 2 2',
    '3 5 6 1',
    '2 2 3 4',
    '2 3 B 1',
    '5 B 6 5',
    '4 6 2 2',
    '1 5 1 6',
    '2 1 4 B',
    '4 2 6 3',
    'B 3 5 5',
    '4 3 6 6',
    '4 5 4 2',
    '4 4 4 B',
    '4 6 1 1',
    '3 3 2 2',
    '2 6 5 3',
    '1 6 4 2',
    '3 B 5 4',
    '1 1 3 4',
    '3 5 4 6',
    '3 6 5 1',
    '3 B 3 5',
    '1 6 2 4',
    '5 6 3 2',
    'W 2 B 6',
    'W 4 W 1',
    'W 1 6 B',
    '3 W 5 B',
    'G B 3 5',
    'G 4 4 B',
    'D 1 2 B',
    'D B 6 6',
    'S 5 1 B',
    'S B 2 3',
    'A 6 B 4',
    'A 3 3 B',
    'P B 1 1',
    'P 2 5 B',
  ]).map(
    (piece) =>
      Object.freeze({ id: piece.id, squares: Object.freeze([...piece.squares]) }) as DominoSquaresPiece,
  ),
);

/** Whether the square is a command. */
export function isCommand(square: DominoSquaresSquare): square is DominoSquaresCommand {
  return typeof square === 'string' && (DOMINO_SQUARES_COMMANDS as readonly string[]).includes(square);
}

/** Whether the square counts as a blank (a blank or a command square). */
export function isBlankish(square: DominoSquaresSquare): boolean {
  // Every string square but 'wild' is a blank or a command (squares are checked when a set is).
  return typeof square === 'string' && square !== 'wild';
}

/**
 * The command on a piece, or `null` for an ordinary piece.
 *
 * @example
 * ```ts
 * pieceCommand({ id: 'x', squares: ['skip', 5, 1, 'blank'] }); // 'skip'
 * ```
 */
export function pieceCommand(piece: DominoSquaresPiece): DominoSquaresCommand | null {
  for (const square of piece.squares) if (isCommand(square)) return square;
  return null;
}

/**
 * Whether the piece has at least one wild square.
 *
 * @example
 * ```ts
 * hasWild({ id: 'x', squares: ['wild', 1, 2, 3] }); // true
 * ```
 */
export function hasWild(piece: DominoSquaresPiece): boolean {
  return piece.squares.includes('wild');
}

/**
 * A piece's pips as counted in a hand at the end of Block, Draw and Blind
 * Hughie: its numbers; blanks, commands and wilds count 0.
 *
 * @example
 * ```ts
 * squaresPips({ id: 'x', squares: [6, 2, 'wild', 'skip'] }); // 8
 * ```
 */
export function squaresPips(piece: DominoSquaresPiece): number {
  let sum = 0;
  for (const square of piece.squares) if (typeof square === 'number') sum += square;
  return sum;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isSquare(value: unknown): value is DominoSquaresSquare {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 9;
  return value === 'blank' || value === 'wild' || isCommand(value as DominoSquaresSquare);
}

/**
 * Checks a piece set and returns a plain copy of it. A set is an array of
 * at least `minimum` pieces, each with a unique non-empty string `id` and
 * exactly four squares; a number square is a whole number from 1 to 9; a
 * piece has at most one command square.
 *
 * @throws {@link InvalidOptionError} naming the first bad entry (e.g. `pieces[3].squares[2]`).
 * @example
 * ```ts
 * checkSquaresPieceSet(DOMINO_SQUARES_SET, 37); // a copy of the default set
 * checkSquaresPieceSet([{ id: 'a', squares: [1, 2, 3] }], 1); // throws: pieces[0].squares
 * ```
 */
export function checkSquaresPieceSet(
  pieces: unknown,
  minimum: number,
  option = 'pieces',
): DominoSquaresPiece[] {
  if (!Array.isArray(pieces)) throw new InvalidOptionError(option, 'must be an array of pieces');
  const ids = new Set<string>();
  const copy = pieces.map((piece: unknown, index): DominoSquaresPiece => {
    const path = `${option}[${index}]`;
    if (!isPlainObject(piece)) throw new InvalidOptionError(path, 'must be an object { id, squares }');
    for (const key of Object.keys(piece)) {
      if (key !== 'id' && key !== 'squares')
        throw new InvalidOptionError(`${path}.${key}`, 'is not a piece field');
    }
    const { id, squares } = piece;
    if (typeof id !== 'string' || id.length === 0)
      throw new InvalidOptionError(`${path}.id`, 'must be a non-empty string');
    if (ids.has(id)) throw new InvalidOptionError(`${path}.id`, `repeats the id ${JSON.stringify(id)}`);
    ids.add(id);
    if (!Array.isArray(squares) || squares.length !== 4) {
      throw new InvalidOptionError(`${path}.squares`, 'must be an array of exactly four squares');
    }
    squares.forEach((square: unknown, s) => {
      if (!isSquare(square)) {
        throw new InvalidOptionError(
          `${path}.squares[${s}]`,
          `must be a whole number from 1 to 9, 'blank', 'wild' or a command (${DOMINO_SQUARES_COMMANDS.join(', ')})`,
        );
      }
    });
    const typed = squares as DominoSquaresSquare[];
    if (typed.filter(isCommand).length > 1) {
      throw new InvalidOptionError(`${path}.squares`, 'may hold at most one command square');
    }
    return { id, squares: [typed[0]!, typed[1]!, typed[2]!, typed[3]!] };
  });
  if (copy.length < minimum) {
    throw new InvalidOptionError(
      option,
      `has ${copy.length} pieces; this game and player count need at least ${minimum}`,
    );
  }
  return copy;
}
