/** SVG drawings of dominoes (with pips) and of Domino Squares pieces (four squares). */
import type { DominoSquaresPiece, DominoSquaresSquare, Tile } from 'boneyard';
import { svg } from './dom.js';
import { t } from './lang.js';
import type { PageId } from './page-words.js';
import { SEAT_COLOURS } from './palette.js';

export { SEAT_COLOURS } from './palette.js';

/** The mark of each seat, drawn beside its colour on everything it owns: its name in words. */
export const SEAT_MARK_NAMES = [
  'circle',
  'triangle',
  'square',
  'diamond',
  'star',
  'cross',
  'ring',
  'hexagon',
];

/** A seat's mark as SVG shapes, centred on (x, y), `r` its radius, in the seat's colour (white edge). */
export function seatMarkShape(seat: number, x: number, y: number, r: number): SVGElement {
  const kind = SEAT_MARK_NAMES[seat % SEAT_MARK_NAMES.length]!;
  const fill = SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
  const paint = { fill, stroke: '#fff', 'stroke-width': Math.max(1, r / 4) };
  const points = (list: [number, number][]) =>
    list.map(([px, py]) => `${x + px * r},${y + py * r}`).join(' ');
  switch (kind) {
    case 'circle':
      return svg('circle', { cx: x, cy: y, r, ...paint });
    case 'triangle':
      return svg('polygon', {
        points: points([
          [0, -1.1],
          [1, 0.75],
          [-1, 0.75],
        ]),
        ...paint,
      });
    case 'square':
      return svg('rect', { x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7, ...paint });
    case 'diamond':
      return svg('polygon', {
        points: points([
          [0, -1.15],
          [1.15, 0],
          [0, 1.15],
          [-1.15, 0],
        ]),
        ...paint,
      });
    case 'star': {
      const star: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        const radius = i % 2 === 0 ? 1.2 : 0.5;
        star.push([Math.cos(angle) * radius, Math.sin(angle) * radius]);
      }
      return svg('polygon', { points: points(star), ...paint });
    }
    case 'cross':
      return svg('polygon', {
        points: points([
          [-0.35, -1],
          [0.35, -1],
          [0.35, -0.35],
          [1, -0.35],
          [1, 0.35],
          [0.35, 0.35],
          [0.35, 1],
          [-0.35, 1],
          [-0.35, 0.35],
          [-1, 0.35],
          [-1, -0.35],
          [-0.35, -0.35],
        ]),
        ...paint,
      });
    case 'ring':
      return svg('circle', {
        cx: x,
        cy: y,
        r: r * 0.75,
        fill: 'none',
        stroke: fill,
        'stroke-width': r * 0.5,
      });
    default: {
      const hex: [number, number][] = [];
      for (let i = 0; i < 6; i++) hex.push([Math.cos((i * Math.PI) / 3), Math.sin((i * Math.PI) / 3)]);
      return svg('polygon', { points: points(hex), ...paint });
    }
  }
}

/** A seat's mark on its own (for seat cards and headings, beside the name that says it: hidden from screen readers). */
export function seatMark(seat: number, size = 14): SVGSVGElement {
  const node = svg(
    'svg',
    { width: size, height: size, viewBox: `0 0 ${size} ${size}`, class: 'seat-mark' },
    seatMarkShape(seat, size / 2, size / 2, size * 0.38),
  );
  node.setAttribute('aria-hidden', 'true');
  return node;
}

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

/**
 * The commands as drawn on a square: a sign big enough to read, its name in
 * words beside the board ({@link COMMAND_LEGEND}) and in every piece's name.
 */
const COMMANDS: Record<string, readonly [sign: PageId, name: PageId]> = {
  'give-1': ['sign.give', 'square.give'],
  'draw-1': ['sign.draw', 'square.draw'],
  skip: ['sign.skip', 'square.skip'],
  'play-again': ['sign.again', 'square.again'],
  'all-pass-1': ['sign.all-pass', 'square.all-pass'],
};
const commandSign = (value: string) => (COMMANDS[value] ? t(COMMANDS[value][0]) : '?');

/** What each command's sign means, in the page's language, for the legend beside a board where commands count. */
export const commandWords = (): [string, string][] =>
  Object.values(COMMANDS).map(([sign, name]) => [t(sign), t(name)]);

/** One square in words: `6`, `blank`, `wild`, `Give 1` (a command where commands count, else `blank`), in the page's language. */
export function squareWord(value: DominoSquaresSquare, commands = true): string {
  if (typeof value === 'number') return String(value);
  if (value === 'blank' || value === 'wild') return t(`square.${value}`);
  return commands && COMMANDS[value] ? t(COMMANDS[value][1]) : t('square.blank');
}

/** A piece's name for people: `piece 6·2·blank·blank`, its squares clockwise from the top left. */
export function pieceName(squares: readonly DominoSquaresSquare[], commands = true): string {
  return t('piece-name', { squares: squares.map((value) => squareWord(value, commands)).join('·') });
}

/** One square of a piece at (x, y); a command square is drawn blank where `commands` is false. */
function square(
  x: number,
  y: number,
  size: number,
  value: DominoSquaresSquare,
  commands: boolean,
): SVGElement[] {
  const parts: SVGElement[] = [];
  const cx = x + size / 2;
  const text = (content: string, fontSize: number, fill = '#1d232b') => {
    const node = svg('text', {
      x: cx,
      y: y + size / 2,
      'font-size': fontSize,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      fill,
      'font-weight': 700,
    });
    node.textContent = content;
    return node;
  };
  if (typeof value === 'number') parts.push(text(String(value), size * 0.6));
  else if (value === 'wild') {
    parts.push(
      svg('rect', { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 4, fill: '#f6d96b' }),
    );
    parts.push(text('★', size * 0.6, '#6b4500'));
  } else if (value !== 'blank' && commands) {
    parts.push(
      svg('rect', { x: x + 2, y: y + 2, width: size - 4, height: size - 4, rx: 4, fill: '#1f4e79' }),
    );
    parts.push(text(commandSign(value), size * 0.6, '#ffffff'));
  }
  return parts;
}

/** How a piece is drawn: its owner's colour and mark, and whether its command squares count. */
export interface PieceLook {
  /** The seat that played it (its colour on the edge, its mark in the middle), or none. */
  readonly seat?: number | null;
  /** An edge colour of its own (a lit place's). */
  readonly colour?: string;
  /** Commands drawn (Domino Squares) or drawn blank (Block, Draw, Blind Hughie: they count as blanks). */
  readonly commands?: boolean;
}

/**
 * A Domino Squares piece: four squares, clockwise from the top left, as it
 * lies (`squares` already turned), named by its squares (`piece 6·2·blank·blank`).
 */
export function pieceDrawing(
  piece: DominoSquaresPiece,
  squares: readonly DominoSquaresSquare[],
  size = 26,
  look: PieceLook = {},
): SVGSVGElement {
  const commands = look.commands ?? true;
  const seat = look.seat ?? null;
  const colour = look.colour ?? (seat === null ? '#1d232b' : SEAT_COLOURS[seat % SEAT_COLOURS.length]!);
  const full = size * 2;
  const node = svg('svg', {
    width: full + 2,
    height: full + 2,
    viewBox: `0 0 ${full + 2} ${full + 2}`,
    class: 'piece',
    role: 'img',
  });
  node.setAttribute('aria-label', pieceName(squares, commands));
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
      'stroke-width': seat === null ? 2 : 3,
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
    node.append(...square(at[i]![0], at[i]![1], size, value, commands));
  });
  if (seat !== null) node.append(seatMarkShape(seat, size + 1, size + 1, size / 5));
  return node;
}
