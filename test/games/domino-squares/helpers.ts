/** Small builders for hand-made test states. */
import type {
  DominoSquaresPiece,
  DominoSquaresSquare,
  PlacedSquaresPiece,
} from '../../../src/games/domino-squares/index.js';

type Four = [DominoSquaresSquare, DominoSquaresSquare, DominoSquaresSquare, DominoSquaresSquare];

/** A piece from its squares, clockwise from the top left. */
export const piece = (id: string, ...squares: Four): DominoSquaresPiece => ({ id, squares });

/** A starter at (0, 0). */
export const starter = (p: DominoSquaresPiece): PlacedSquaresPiece => ({
  piece: p,
  rotation: 0,
  x: 0,
  y: 0,
  player: null,
  points: 0,
});

/** A deep-frozen copy of `state` with some fields replaced, as `apply` would receive it. */
export function craft<S>(state: S, patch: Partial<Record<keyof S, unknown>>): S {
  const copy = {
    ...(JSON.parse(JSON.stringify(state)) as S),
    ...(JSON.parse(JSON.stringify(patch)) as object),
  };
  return deepFreeze(copy) as S;
}

function deepFreeze(value: unknown): unknown {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** `count` copies of one piece, with ids `<prefix>1`, `<prefix>2`, …. */
export const copies = (count: number, prefix: string, ...squares: Four): DominoSquaresPiece[] =>
  Array.from({ length: count }, (_, i) => piece(`${prefix}${i + 1}`, ...squares));
