/**
 * Dump Truck: every player's truck (4 wide, 3 high), the pool in the middle.
 * Draw by clicking the face-down pile or a face-up domino; load by clicking
 * your domino to turn it, then a lit cell of your truck (or a lit domino in
 * it, to replace that one). Each truck's last unload is drawn beside it with
 * the chains that scored it, each outlined in its own colour with its points.
 */
import {
  type DumpTruckMove,
  type DumpTruckPlace,
  type DumpTruckPlacement,
  type DumpTruckUnload,
  type DumpTruckView,
  scoreTruck,
  type TruckChain,
} from 'boneyard';
import { h, pileTarget, pointable, svg } from '../dom.js';
import { num, t } from '../lang.js';
import { domino, faceDown, PIPS, SEAT_COLOURS, seatMark, tileDrawing } from '../pieces.js';
import type { Board, BoardContext } from './board.js';

/** A truck cell, in px: a tap target of 44 px (a phone's finger), as are the lit cells. */
const CELL = 44;
/** The four ways a domino can lie: orientation and which number comes first. */
const WAYS = [
  { orientation: 'horizontal', flipped: false },
  { orientation: 'vertical', flipped: false },
  { orientation: 'horizontal', flipped: true },
  { orientation: 'vertical', flipped: true },
] as const;

const cellsOf = (spot: { row: number; column: number; orientation: string }): [number, number][] =>
  spot.orientation === 'horizontal'
    ? [
        [spot.row, spot.column],
        [spot.row, spot.column + 1],
      ]
    : [
        [spot.row, spot.column],
        [spot.row + 1, spot.column],
      ];

function truck(
  context: BoardContext<DumpTruckView, DumpTruckMove>,
  seat: number,
  places: readonly DumpTruckPlace[],
): HTMLElement {
  const { view } = context;
  const load = view.trucks[seat]!;
  // The area drawn: the 4×3 truck around the load (fixed with a template), plus every lit cell.
  let top = 0;
  let left = 0;
  for (const placed of load) {
    top = Math.min(top, placed.row);
    left = Math.min(left, placed.column);
  }
  let bottom = top + 2;
  let right = left + 3;
  for (const spot of places) {
    for (const [r, c] of cellsOf(spot)) {
      top = Math.min(top, r);
      left = Math.min(left, c);
      bottom = Math.max(bottom, r);
      right = Math.max(right, c);
    }
  }
  const grid = h('div', { className: 'truck-grid', dataset: { seat: String(seat) } });
  grid.style.gridTemplateColumns = `repeat(${right - left + 1}, ${CELL}px)`;
  grid.style.gridTemplateRows = `repeat(${bottom - top + 1}, ${CELL}px)`;
  const lastPlaced = context.events.find(
    (e) => (e.type === 'place' || e.type === 'replace') && e.player === seat,
  );
  for (let r = top; r <= bottom; r++) {
    for (let c = left; c <= right; c++) {
      const cell = h('div', { className: 'truck-cell' });
      cell.style.gridArea = `${r - top + 1} / ${c - left + 1}`;
      const move = places.find((spot) => spot.row === r && spot.column === c);
      if (move) {
        pointable(cell, context.say(move), () => context.play(move));
        previewOn(context, grid, cell, move, top, left);
      }
      grid.append(cell);
    }
  }
  const replaces = context.moves.filter((move) => move.type === 'replace');
  const way = WAYS[Number(context.pick.way ?? 0) % 4]!;
  for (const placed of load) {
    const vertical = placed.orientation === 'vertical';
    const [a, b] = placed.flipped ? [placed.tile.high, placed.tile.low] : [placed.tile.low, placed.tile.high];
    const drawn = domino(
      a,
      b,
      { vertical, size: CELL - 2, colour: SEAT_COLOURS[seat % SEAT_COLOURS.length]! },
      placed.tile.id,
    );
    const box = h(
      'div',
      { className: `in-truck${lastPlaced && lastPlaced.tile === placed.tile.id ? ' last' : ''}` },
      drawn,
    );
    box.style.gridArea = `${placed.row - top + 1} / ${placed.column - left + 1} / span ${vertical ? 2 : 1} / span ${vertical ? 1 : 2}`;
    if (seat === context.seat) {
      const options = replaces.filter((move) => move.type === 'replace' && move.replaced === placed.tile.id);
      const move = options.find((m) => m.type === 'replace' && m.flipped === way.flipped) ?? options[0];
      if (move) pointable(box, context.say(move), () => context.play(move));
    }
    grid.append(box);
  }
  return grid;
}

/**
 * Shows where the domino in hand would lie while a lit cell is hovered or
 * focused: the domino drawn faintly over its two cells, as the move would
 * place it.
 */
function previewOn(
  context: BoardContext<DumpTruckView, DumpTruckMove>,
  grid: HTMLElement,
  cell: HTMLElement,
  move: DumpTruckPlace,
  top: number,
  left: number,
): void {
  const held = context.seat === null ? null : context.view.held[context.seat];
  if (!held || held === 'hidden') return;
  const vertical = move.orientation === 'vertical';
  const [a, b] = move.flipped ? [held.tile.high, held.tile.low] : [held.tile.low, held.tile.high];
  let ghost: HTMLElement | null = null;
  const show = () => {
    ghost?.remove();
    ghost = h('div', { className: 'in-truck preview' }, domino(a, b, { vertical, size: CELL - 2 }));
    ghost.setAttribute('aria-hidden', 'true');
    ghost.style.gridArea = `${move.row - top + 1} / ${move.column - left + 1} / span ${vertical ? 2 : 1} / span ${vertical ? 1 : 2}`;
    grid.append(ghost);
  };
  const hide = () => {
    ghost?.remove();
    ghost = null;
  };
  cell.addEventListener('mouseenter', show);
  cell.addEventListener('focus', show);
  cell.addEventListener('mouseleave', hide);
  cell.addEventListener('blur', hide);
}

/** The values of a load as a grid (its top left at 0, 0), for scoring it as it stands. */
function loadGrid(load: readonly DumpTruckPlacement[]): (number | null)[][] {
  const cells: [number, number, number][] = [];
  for (const placed of load) {
    const [a, b] = placed.flipped ? [placed.tile.high, placed.tile.low] : [placed.tile.low, placed.tile.high];
    const [first, second] = cellsOf(placed);
    cells.push([first![0], first![1], a], [second![0], second![1], b]);
  }
  const top = Math.min(0, ...cells.map(([r]) => r));
  const left = Math.min(0, ...cells.map(([, c]) => c));
  const rows = Math.max(3, ...cells.map(([r]) => r - top + 1));
  const columns = Math.max(4, ...cells.map(([, c]) => c - left + 1));
  const grid: (number | null)[][] = Array.from({ length: rows }, () => new Array(columns).fill(null));
  for (const [r, c, value] of cells) grid[r - top]![c - left] = value;
  return grid;
}

/** One colour per scoring chain of an unload (told apart from the seats' colours). */
const CHAIN_COLOURS = ['#e67e22', '#8e44ad', '#16a085', '#d81b60', '#2e86c1', '#7d6608', '#566573'];
const UNLOAD_CELL = 30;

/** A chain in words: `run 1-2-3-4`, `chain of 3s`, `chain of blanks`. */
function chainName(chain: TruckChain): string {
  if (chain.kind === 'sequence') {
    const values = chain.cells.map((_, i) => chain.value + i);
    return t('dt.run', { values: values.join('-') });
  }
  return chain.value === 0 ? t('dt.chain-blanks') : t('dt.chain-of', { n: chain.value });
}

/**
 * The chains that scored an unload: the ones the unload event told (this
 * frame's), else the library's `scoreTruck` on the unloaded grid with the
 * game's options (the same call the game made, so the same chains).
 */
function chainsOf(
  view: DumpTruckView,
  unload: DumpTruckUnload,
  events: readonly Record<string, unknown>[],
): readonly TruckChain[] {
  if (!unload.scored) return [];
  const told = events.find((e) => e.type === 'unload' && e.player === unload.player);
  if (told && Array.isArray(told.chains)) return told.chains as TruckChain[];
  return scoreTruck(unload.grid, { blanks: view.options.blanks, minChain: view.options.minChain }).chains;
}

/** An unloaded truck: its 3×4 grid of values (pips), each scoring chain outlined, and its points. */
function unloadDrawing(
  view: DumpTruckView,
  unload: DumpTruckUnload,
  events: readonly Record<string, unknown>[],
  fresh: boolean,
): HTMLElement {
  const chains = chainsOf(view, unload, events);
  const { picture, legend } = chainsPicture(
    unload.grid,
    chains,
    t('dt.unloaded-for', { n: num(unload.points), count: unload.points }),
  );
  const how = t(unload.final ? 'dt.scored-at-end' : unload.scored ? 'dt.unloaded' : 'dt.dumped');
  return h(
    'div',
    { className: `unload${fresh ? ' fresh' : ''}`, dataset: { testid: 'unload' } },
    h('div', {
      className: 'small',
      textContent: `${t('dt.unload-line', { how, round: num(unload.round), points: t('seat.points', { n: num(unload.points), count: unload.points }) })}${unload.scored && chains.length === 0 ? t('dt.no-chain') : ''}`,
    }),
    unload.scored ? picture : null,
    chains.length > 0 ? legend : null,
  );
}

/**
 * A truck's values (pips) with each scoring chain outlined in its own colour
 * and a line through it, and the chains in words: an unload, or the scoring
 * example of "How to play".
 */
export function chainsPicture(
  grid: readonly (readonly (number | null)[])[],
  chains: readonly TruckChain[],
  label: string,
): { picture: SVGSVGElement; legend: HTMLElement } {
  const rows = grid.length;
  const columns = grid[0]?.length ?? 0;
  const size = UNLOAD_CELL;
  const picture = svg('svg', {
    width: columns * size + 4,
    height: rows * size + 4,
    viewBox: `-2 -2 ${columns * size + 4} ${rows * size + 4}`,
    class: 'unload-grid',
  });
  picture.setAttribute('role', 'img');
  picture.setAttribute('aria-label', label);
  grid.forEach((row, r) => {
    row.forEach((value, c) => {
      const x = c * size;
      const y = r * size;
      picture.append(
        svg('rect', {
          x: x + 1,
          y: y + 1,
          width: size - 2,
          height: size - 2,
          rx: 4,
          fill: value === null ? '#efe9da' : '#fffdf6',
          stroke: '#cdbf9f',
        }),
        ...(value === null ? [] : (PIPS[value] ?? [])).map(([pc, pr]) =>
          svg('circle', {
            cx: x + size * (0.25 + pc * 0.25),
            cy: y + size * (0.25 + pr * 0.25),
            r: size / 11,
            fill: '#1d232b',
          }),
        ),
      );
    });
  });
  // Each chain: its cells outlined (inset a little more per chain, so a cell in two chains shows both)
  // and a line through them in path order.
  chains.forEach((chain, i) => {
    const colour = CHAIN_COLOURS[i % CHAIN_COLOURS.length]!;
    const inset = 1 + (i % 3) * 3;
    const group = svg('g', { class: 'chain', 'data-chain': i });
    for (const cell of chain.cells) {
      group.append(
        svg('rect', {
          x: cell.column * size + inset,
          y: cell.row * size + inset,
          width: size - 2 * inset,
          height: size - 2 * inset,
          rx: 4,
          fill: 'none',
          stroke: colour,
          'stroke-width': 2.5,
        }),
      );
    }
    group.append(
      svg('polyline', {
        points: chain.cells
          .map((cell) => `${cell.column * size + size / 2},${cell.row * size + size / 2}`)
          .join(' '),
        fill: 'none',
        stroke: colour,
        'stroke-width': 3,
        'stroke-opacity': 0.55,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
    picture.append(group);
  });
  const legend = h(
    'ul',
    { className: 'chains' },
    ...chains.map((chain, i) => {
      const swatch = h('span', { className: 'swatch' });
      swatch.style.background = CHAIN_COLOURS[i % CHAIN_COLOURS.length]!;
      return h(
        'li',
        { dataset: { testid: 'chain' } },
        swatch,
        `${chainName(chain)}: ${t('seat.points', { n: num(chain.points), count: chain.points })}`,
      );
    }),
  );
  return { picture, legend };
}

/** "How to play"'s picture: a loaded truck scored as the rules score it, each chain outlined with its points. */
export function scoringExample(): HTMLElement {
  const grid = ['1234', '1153', '0133'].map((row) => [...row].map(Number));
  const score = scoreTruck(grid);
  const { picture, legend } = chainsPicture(
    grid,
    score.chains,
    t('dt.truck-scoring', { n: num(score.total), count: score.total }),
  );
  return h(
    'figure',
    { className: 'scoring-example' },
    picture,
    h(
      'figcaption',
      { className: 'small' },
      t('dt.load-scores', { n: num(score.total), count: score.total }),
      legend,
    ),
  );
}

function loadWorth(placed: readonly DumpTruckPlacement[]): string {
  return t('dt.of-six', { n: num(placed.length) });
}

export const dumpTruckBoard: Board<DumpTruckView, DumpTruckMove> = {
  buttons: ['return', 'unload', 'keep'],
  // A domino back to the pool, or an unload that scores nothing, throws points away.
  wasteful: (view, move) => {
    if (move.type === 'return') return true;
    if (move.type !== 'unload') return false;
    if (!move.scored) return true;
    const load = view.trucks[move.player] ?? [];
    return (
      scoreTruck(loadGrid(load), { blanks: view.options.blanks, minChain: view.options.minChain }).total === 0
    );
  },
  toMove: (view) => (view.over ? [] : view.steps.flatMap((step, seat) => (step === 'wait' ? [] : [seat]))),
  scores: (view) => view.scores,
  holds: (view, seat) => {
    const held = view.held[seat];
    const doing = {
      choose: t('dt.choosing'),
      load: t('dt.loading'),
      relocate: t('dt.relocating'),
      unload: t('dt.deciding'),
      wait: '',
    }[view.steps[seat]!];
    const holding =
      held === 'hidden'
        ? t('dt.holds-hidden')
        : held
          ? t('dt.holds', { tile: `${held.tile.low}-${held.tile.high}` })
          : '';
    return [doing, holding].filter(Boolean).join(' · ');
  },
  draw(context) {
    const { view, moves, seat, pick } = context;
    const places = moves.filter((move): move is DumpTruckPlace => move.type === 'place');
    // Turning the domino in hand cycles through the ways it may lie (a double has two).
    const ways = WAYS.map((way, i) => ({ way, i })).filter(({ way }) =>
      places.some((m) => m.orientation === way.orientation && m.flipped === way.flipped),
    );
    let wayIndex = Number(pick.way ?? 0);
    if (ways.length > 0 && !ways.some(({ i }) => i === wayIndex)) wayIndex = ways[0]!.i;
    pick.way = wayIndex;
    const way = WAYS[wayIndex]!;
    const lit = places.filter((m) => m.orientation === way.orientation && m.flipped === way.flipped);

    // The pool: the face-down pile and the face-up dominoes, each a draw choice when choosing.
    const draws = moves.filter((move) => move.type === 'draw');
    const pile = h(
      'div',
      { className: 'pile' },
      faceDown(40, 24, t('dt.pile')),
      h('span', { textContent: t('dt.face-down-count', { n: num(view.faceDownCount) }) }),
    );
    const faceDownDraw = draws.find((move) => move.type === 'draw' && move.tile === undefined);
    if (faceDownDraw) pileTarget(pile, context.say(faceDownDraw), () => context.play(faceDownDraw));
    const faceUp = h('div', { className: 'face-up' });
    for (const tile of view.faceUp) {
      const drawn = h('span', { className: 'tile' }, tileDrawing(tile, 20));
      const move = draws.find((m) => m.type === 'draw' && m.tile === tile.id);
      if (move) pointable(drawn, context.say(move), () => context.play(move));
      faceUp.append(drawn);
    }
    const pool = h(
      'div',
      { className: 'pool' },
      h('h3', { textContent: t('dt.pool') }),
      pile,
      h('div', {}, view.faceUp.length > 0 ? t('dt.face-up') : t('dt.none-face-up')),
      faceUp,
    );

    // Your domino in hand: click it to turn it.
    let inHand: HTMLElement | null = null;
    const held = seat === null ? null : view.held[seat];
    if (held && held !== 'hidden') {
      const [a, b] = way.flipped ? [held.tile.high, held.tile.low] : [held.tile.low, held.tile.high];
      const drawn = h(
        'span',
        { className: 'tile picked' },
        domino(a, b, { vertical: way.orientation === 'vertical', size: CELL - 2 }, held.tile.id),
      );
      if (ways.length > 1) {
        const at = ways.findIndex(({ i }) => i === wayIndex);
        pointable(
          drawn,
          t('dt.turn'),
          () => {
            pick.way = ways[(at + 1) % ways.length]!.i;
            context.redraw();
          },
          'pickable',
        );
      }
      inHand = h(
        'div',
        { className: 'in-hand' },
        h('h3', { textContent: t('dt.your-domino') }),
        drawn,
        h('p', {
          className: 'hint',
          textContent:
            lit.length > 0
              ? `${t('dt.hint-load')}${ways.length > 1 ? t('dt.hint-turn') : ''}${moves.some((m) => m.type === 'replace') ? t('dt.hint-or-swap') : ''}.`
              : moves.some((m) => m.type === 'replace')
                ? t('dt.hint-swap')
                : t('dt.hint-nowhere'),
        }),
      );
    }

    const trucks = h('div', { className: 'trucks' });
    for (let s = 0; s < view.players; s++) {
      const last = [...view.unloads].reverse().find((u) => u.player === s);
      const fresh = context.events.some((e) => e.type === 'unload' && e.player === s);
      trucks.append(
        h(
          'div',
          { className: `truck${s === seat ? ' mine' : ''}`, dataset: { seat: String(s) } },
          h(
            'h3',
            {},
            seatMark(s),
            ` ${t('dt.truck-of', { name: context.names[s]! })} · ${loadWorth(view.trucks[s]!)}`,
          ),
          h(
            'div',
            { className: 'truck-row' },
            truck(context, s, s === seat ? lit : []),
            last ? unloadDrawing(view, last, context.events, fresh) : null,
          ),
        ),
      );
      trucks.lastElementChild!.setAttribute(
        'style',
        `border-color: ${SEAT_COLOURS[s % SEAT_COLOURS.length]}`,
      );
    }
    const hint = draws.length > 0 ? t('dt.hint-draw') : '';
    return h(
      'div',
      { className: 'dump-truck' },
      h('p', {
        className: 'where',
        textContent: view.over
          ? t('dt.over-after', { n: num(view.round) })
          : t('dt.round', { n: num(view.round) }),
      }),
      h('div', { className: 'row' }, pool, inHand),
      hint ? h('p', { className: 'hint', textContent: hint }) : null,
      trucks,
    );
  },
};
