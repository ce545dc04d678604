/** SVG drawings of dominoes (with pips) and of Domino Squares pieces (four squares). */
import type { DominoSquaresPiece, DominoSquaresSquare, Tile } from 'boneyard';
import { svg } from './dom.js';

/** One colour per seat: a seat's set, its truck, its chains, its pieces on the layout. */
export const SEAT_COLOURS = [
  '#b03a2e',
  '#1f618d',
  '#1e8449',
  '#9a6a0c',
  '#7d3c98',
  '#117a65',
  '#6e2c00',
  '#2e4053',
];

/** Pip positions on a 3×3 grid, for 0 to 9 (a domino's half, or a die's face). */
export const PIPS: Record<number, [number, number][]> = {
  0: [],
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [0, 2],
    [2, 0],
    [2, 2],
  ],
  5: [
    [0, 0],
    [0, 2],
    [1, 1],
    [2, 0],
    [2, 2],
  ],
  6: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
  7: [
    [0, 0],
    [1, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
  8: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
  9: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
};

/** One half of a domino: `pips` dots in a `size` square at (x, y). */
function half(x: number, y: number, size: number, pips: number, colour: string): SVGElement[] {
  return (PIPS[pips] ?? []).map(([col, row]) =>
    svg('circle', {
      cx: x + size * (0.25 + col * 0.25),
      cy: y + size * (0.25 + row * 0.25),
      r: size / 10,
      fill: colour,
    }),
  );
}

export interface DominoLook {
  /** Lying (default) or upright. */
  readonly vertical?: boolean;
  /** Edge and pip colour (default dark). */
  readonly colour?: string;
  /** Size of one half, in px. */
  readonly size?: number;
}

/**
 * A domino showing `first` on the left (or top) and `second` on the right (or
 * bottom). `data-id` holds the tile's id for the page's own bookkeeping; no
 * text on the page shows it.
 */
export function domino(first: number, second: number, look: DominoLook = {}, id?: string): SVGSVGElement {
  const size = look.size ?? 26;
  const colour = look.colour ?? '#1d232b';
  const [w, hgt] = look.vertical ? [size, size * 2] : [size * 2, size];
  const node = svg('svg', {
    width: w + 2,
    height: hgt + 2,
    viewBox: `0 0 ${w + 2} ${hgt + 2}`,
    class: 'domino',
  });
  node.setAttribute('aria-label', `${first}-${second}`);
  if (id) node.dataset.id = id;
  node.append(
    svg('rect', {
      x: 1,
      y: 1,
      width: w,
      height: hgt,
      rx: size / 6,
      fill: '#fffdf6',
      stroke: colour,
      'stroke-width': 2,
      class: 'face',
    }),
    look.vertical
      ? svg('line', { x1: 4, y1: size + 1, x2: size - 2, y2: size + 1, stroke: colour, 'stroke-width': 1.5 })
      : svg('line', { x1: size + 1, y1: 4, x2: size + 1, y2: size - 2, stroke: colour, 'stroke-width': 1.5 }),
    ...half(1, 1, size, first, colour),
    ...(look.vertical ? half(1, size + 1, size, second, colour) : half(size + 1, 1, size, second, colour)),
  );
  return node;
}

/** A tile lying low end first, in its set's colour when `coloured`. */
export function tileDrawing(tile: Tile, size = 26, coloured = false): SVGSVGElement {
  const colour = coloured ? SEAT_COLOURS[tile.set % SEAT_COLOURS.length] : undefined;
  return domino(tile.low, tile.high, { size, ...(colour ? { colour } : {}) }, tile.id);
}

/** The back of a domino or piece: what a face-down one looks like. */
export function faceDown(width: number, height: number, label: string): SVGSVGElement {
  const node = svg(
    'svg',
    { width: width + 2, height: height + 2, viewBox: `0 0 ${width + 2} ${height + 2}`, class: 'back' },
    svg('rect', { x: 1, y: 1, width, height, rx: 5, fill: '#26463b', stroke: '#173027', 'stroke-width': 2 }),
    svg('path', {
      d: `M${1 + width / 2} 6 L${width - 4} ${1 + height / 2} L${1 + width / 2} ${height - 4} L6 ${1 + height / 2} Z`,
      fill: 'none',
      stroke: '#e8d9a8',
      'stroke-width': 1.5,
    }),
  );
  node.setAttribute('aria-label', label);
  return node;
}

const COMMAND_SHORT: Record<string, [string, string]> = {
  'give-1': ['GIVE', '1'],
  'draw-1': ['DRAW', '1'],
  skip: ['SKIP', ''],
  'play-again': ['PLAY', 'AGAIN'],
  'all-pass-1': ['ALL', 'PASS 1'],
};

/** One square of a piece at (x, y). */
function square(x: number, y: number, size: number, value: DominoSquaresSquare): SVGElement[] {
  const parts: SVGElement[] = [];
  const cx = x + size / 2;
  const text = (content: string, dy: number, fontSize: number, fill = '#1d232b') => {
    const node = svg('text', {
      x: cx,
      y: y + size / 2 + dy,
      'font-size': fontSize,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      fill,
      'font-weight': 700,
    });
    node.textContent = content;
    return node;
  };
  if (typeof value === 'number') parts.push(text(String(value), 0, size * 0.55));
  else if (value === 'wild') {
    parts.push(
      svg('rect', { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 4, fill: '#f6d96b' }),
    );
    parts.push(text('★', 0, size * 0.55, '#8a5a00'));
  } else if (value !== 'blank') {
    const [a, b] = COMMAND_SHORT[value] ?? ['', ''];
    parts.push(
      svg('rect', { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 4, fill: '#dde8f3' }),
    );
    parts.push(text(a, b ? -size * 0.13 : 0, size * 0.22, '#1f4e79'));
    if (b) parts.push(text(b, size * 0.15, size * 0.2, '#1f4e79'));
  }
  return parts;
}

/**
 * A Domino Squares piece: four squares, clockwise from the top left, as it
 * lies (`squares` already turned). `colour` marks who played it.
 */
export function pieceDrawing(
  piece: DominoSquaresPiece,
  squares: readonly DominoSquaresSquare[],
  size = 26,
  colour = '#1d232b',
): SVGSVGElement {
  const full = size * 2;
  const node = svg('svg', {
    width: full + 2,
    height: full + 2,
    viewBox: `0 0 ${full + 2} ${full + 2}`,
    class: 'piece',
  });
  node.dataset.id = piece.id;
  node.append(
    svg('rect', {
      x: 1,
      y: 1,
      width: full,
      height: full,
      rx: 5,
      fill: '#fffdf6',
      stroke: colour,
      'stroke-width': 2,
      class: 'face',
    }),
  );
  node.append(
    svg('line', { x1: size + 1, y1: 3, x2: size + 1, y2: full - 1, stroke: '#0002' }),
    svg('line', { x1: 3, y1: size + 1, x2: full - 1, y2: size + 1, stroke: '#0002' }),
  );
  const at: [number, number][] = [
    [1, 1],
    [size + 1, 1],
    [size + 1, size + 1],
    [1, size + 1],
  ];
  squares.forEach((value, i) => {
    node.append(...square(at[i]![0], at[i]![1], size, value));
  });
  return node;
}
