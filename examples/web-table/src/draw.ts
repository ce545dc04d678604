/** Drawings of a seat's view: Build Up in SVG, the other games as the text drawing of their entry in the list. */
import type { BuildUpView, Tile } from '../../../src/index.js';
import { findGame } from '../../../src/index.js';

/** One colour per seat (Build Up: the colour of the seat's set). */
export const SEAT_COLOURS = [
  '#c0392b',
  '#2471a3',
  '#1e8449',
  '#b9770e',
  '#7d3c98',
  '#117a65',
  '#7b241c',
  '#2e4053',
];

const PIPS: Record<number, [number, number][]> = {
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
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
};

const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** A domino drawn on its side, the low end on the left, in its set's colour. */
export function domino(tile: Tile, size = 22): SVGSVGElement {
  const svg = el('svg', {
    width: size * 2 + 2,
    height: size + 2,
    viewBox: `0 0 ${size * 2 + 2} ${size + 2}`,
  });
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${tile.low}-${tile.high}`);
  const colour = SEAT_COLOURS[tile.set % SEAT_COLOURS.length]!;
  svg.append(
    el('rect', {
      x: 1,
      y: 1,
      width: size * 2,
      height: size,
      rx: 4,
      fill: '#fffdf6',
      stroke: colour,
      'stroke-width': 2,
    }),
  );
  svg.append(
    el('line', { x1: size + 1, y1: 4, x2: size + 1, y2: size - 2, stroke: colour, 'stroke-width': 1.5 }),
  );
  [tile.low, tile.high].forEach((pips, half) => {
    for (const [row, col] of PIPS[pips] ?? []) {
      const cx = 1 + half * size + size * (0.25 + col * 0.25);
      const cy = 1 + size * (0.25 + row * 0.25);
      svg.append(el('circle', { cx, cy, r: size / 11, fill: colour }));
    }
  });
  return svg;
}

function div(className: string, ...children: (Node | string)[]): HTMLDivElement {
  const node = document.createElement('div');
  node.className = className;
  node.append(...children);
  return node;
}

function buildUp(view: BuildUpView): HTMLElement {
  const box = div('build-up');
  box.append(
    div(
      'summary',
      `Hand ${view.hand + 1} of ${view.options.schedule.length} · scores ${view.scores.join(' / ')} · tiles in hand ${view.handSizes.join(' / ')} · boneyards ${view.boneyardSizes.join(' / ')}`,
    ),
  );
  const stacks = div('stacks');
  view.stacks.forEach((stack, i) => {
    const top = stack[stack.length - 1]!;
    stacks.append(
      div('stack', domino(top, 26), document.createElement('br'), `stack ${i} · ${stack.length} high`),
    );
  });
  box.append(stacks);
  const hand = div('hand');
  for (const tile of view.myHand) hand.append(domino(tile, 30));
  box.append(div('mine', view.viewer === null ? 'You are watching.' : 'Your hand:'), hand);
  return box;
}

/** The table as this seat sees it. */
export function drawView(gameId: string, view: unknown): HTMLElement {
  if (gameId === 'build-up') return buildUp(view as BuildUpView);
  const pre = document.createElement('pre');
  const entry = findGame(gameId);
  pre.textContent = entry ? entry.draw(view as never) : JSON.stringify(view, null, 1);
  return pre;
}

const short = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^\d+:/, '') : JSON.stringify(value);

/** A button's content for a legal move: Build Up's tile drawn, otherwise its fields in words. */
export function moveLabel(gameId: string, move: Record<string, unknown>): (Node | string)[] {
  if (gameId === 'build-up' && move.type === 'play') {
    const [set, pips] = String(move.tile).split(':');
    const [low, high] = pips!.split('-').map(Number);
    const tile: Tile = { id: String(move.tile), set: Number(set), low: low!, high: high! };
    return ['play', domino(tile, 16), `on stack ${String(move.stack)}`];
  }
  const fields = Object.entries(move)
    .filter(([key]) => key !== 'type' && key !== 'player')
    .map(([key, value]) => `${key} ${short(value)}`);
  return [[move.type, ...fields].join(' · ')];
}
