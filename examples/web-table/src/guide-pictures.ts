/**
 * "How to play"'s pictures for Build Up, Shanghai and Domino Squares, drawn
 * from the library's own data: a seeded deal set up by the game itself, and a
 * move its rules offer there (a tile covering a stack's top, a chain whose
 * ends show the dice, a piece laid against its neighbours). Each is a
 * `figure` named for assistive technology, with a caption in words.
 */
import {
  type AnyGame,
  arrangeShanghaiChain,
  type BaseMove,
  type BaseState,
  type BuildUpMove,
  type BuildUpView,
  type DominoSquaresMove,
  type DominoSquaresView,
  gameRegistry,
  orientSquares,
  type ShanghaiMove,
  type ShanghaiView,
} from 'boneyard';
import { h } from './dom.js';
import { die } from './games/shanghai.js';
import { t } from './lang.js';
import { domino, pieceDrawing, pieceName, tileDrawing } from './pieces.js';

/** A game of the registry by id, as plain as the page uses it. */
const gameOf = (id: string) => gameRegistry[id]!.game as AnyGame;

/** A move the rules offered in a seeded deal, and the view of the seat that may make it. */
interface Found<V, M> {
  readonly view: V;
  readonly move: M;
}

/** What {@link firstWith} found, per game (the same seeded deal every time: worked out once). */
const cache = new Map<string, Found<unknown, unknown> | null>();

/**
 * The first move `wanted` picks among the legal moves of the seat to move
 * (given its view), from a few seeds in turn, after `moves` moves of the deal.
 */
function firstWith<V, M>(
  gameId: string,
  wanted: (moves: readonly M[], view: V) => M | undefined,
  moves = 0,
): Found<V, M> | null {
  if (!cache.has(gameId)) cache.set(gameId, search(gameId, wanted, moves));
  return cache.get(gameId) as Found<V, M> | null;
}

function search<V, M>(
  gameId: string,
  wanted: (moves: readonly M[], view: V) => M | undefined,
  moves: number,
): Found<V, M> | null {
  const game = gameOf(gameId);
  for (let seed = 1; seed <= 20; seed++) {
    let state = game.setup({ seed: `how-to-play-${seed}`, players: 2 }) as BaseState;
    for (let step = 0; step <= moves + 40 && !game.outcome(state).over; step++) {
      const seat = game.activePlayers(state)[0]!;
      const legal = game.legalMoves(state, seat) as unknown as M[];
      const view = game.view(state, seat) as V;
      const move = step >= moves ? wanted(legal, view) : undefined;
      if (move) return { view, move };
      state = game.apply(state, legal[0] as BaseMove) as BaseState;
    }
  }
  return null;
}

/**
 * A picture with its name and caption. Its tiles and pieces are examples from a seeded deal, not the
 * game's: they carry no `data-id` (a table's own tiles and pieces do, and an example's id may be one a
 * seat holds face down).
 */
function figure(name: string, caption: string, ...parts: (Node | null)[]): HTMLElement {
  const node = h(
    'figure',
    { className: 'guide-picture', role: 'group', ariaLabel: name, dataset: { testid: 'guide-picture' } },
    h('div', { className: 'guide-drawing' }, ...parts),
    h('figcaption', { className: 'small', textContent: caption }),
  );
  for (const drawn of node.querySelectorAll('[data-id]')) drawn.removeAttribute('data-id');
  return node;
}

const pips = (tile: { low: number; high: number }) => `${tile.low}-${tile.high}`;

/** Build Up: a stack's top of another seat's colour, and a tile of the hand (neither a double) that covers it. */
function buildUpPicture(): HTMLElement | null {
  const found = firstWith<BuildUpView, BuildUpMove>('build-up', (moves, view) =>
    moves.find((m) => {
      if (m.type !== 'play') return false;
      const tile = view.myHand.find((candidate) => candidate.id === m.tile)!;
      const top = view.stacks[m.stack]!.at(-1)!;
      return tile.low !== tile.high && top.low !== top.high && top.set !== tile.set;
    }),
  );
  if (found?.move.type !== 'play') return null;
  const { view, move } = found;
  const tile = view.myHand.find((candidate) => candidate.id === move.tile)!;
  const top = view.stacks[move.stack]!.at(-1)!;
  const words = { tile: pips(tile), top: pips(top) };
  return figure(
    t('pic.bu-name', words),
    t('pic.bu-caption', words),
    h('span', {}, tileDrawing(top, 24, true)),
    h('span', { className: 'guide-arrow', ariaHidden: 'true', textContent: '→' }),
    h('span', { className: 'guide-covered' }, tileDrawing(top, 24, true), tileDrawing(tile, 24, true)),
  );
}

/** Shanghai: the dice, and a chain of two tiles of the hand (no blank) laid end to end from one die to the other. */
function shanghaiPicture(): HTMLElement | null {
  const found = firstWith<ShanghaiView, ShanghaiMove>('shanghai', (moves, view) =>
    moves.find(
      (m) =>
        m.type === 'lay' &&
        m.tiles.length === 2 &&
        m.tiles.every((id) => view.myHand.some((tile) => tile.id === id && tile.low > 0)),
    ),
  );
  if (found?.move.type !== 'lay') return null;
  const { view, move } = found;
  const tiles = move.tiles.map((id) => view.myHand.find((tile) => tile.id === id)!);
  const links = arrangeShanghaiChain(tiles, view.dice);
  if (!links) return null;
  const [a, b] = view.dice as [number, number];
  const chain = links.map((link) => `${link.left}-${link.right}`).join(', ');
  return figure(
    t('pic.sh-name', { a, b, chain }),
    t('pic.sh-caption', { a, b, chain }),
    h('span', { className: 'guide-dice' }, die(a), die(b)),
    h(
      'span',
      { className: 'guide-chain' },
      ...links.map((link) => domino(link.left, link.right, { size: 22 })),
    ),
  );
}

/** Domino Squares: a piece laid against a piece of the layout, the squares of the touching side matching. */
function squaresPicture(): HTMLElement | null {
  const found = firstWith<DominoSquaresView, DominoSquaresMove>(
    'domino-squares',
    (moves) => moves.find((m) => m.type === 'play'),
    2,
  );
  if (found?.move.type !== 'play') return null;
  const { view, move } = found;
  const piece = view.myHand.find((p) => p.id === move.piece);
  if (!piece) return null;
  const near = view.layout.filter(
    (placed) => Math.abs(placed.x - move.x) + Math.abs(placed.y - move.y) === 1,
  );
  if (near.length === 0) return null;
  const spots = [...near, { x: move.x, y: move.y }];
  const left = Math.min(...spots.map((s) => s.x));
  const top = Math.min(...spots.map((s) => s.y));
  const grid = h('div', { className: 'guide-layout' });
  grid.style.gridTemplateColumns = `repeat(${Math.max(...spots.map((s) => s.x)) - left + 1}, 52px)`;
  const place = (node: HTMLElement, x: number, y: number) => {
    node.style.gridArea = `${y - top + 1} / ${x - left + 1}`;
    grid.append(node);
  };
  for (const placed of near)
    place(
      h('span', {}, pieceDrawing(placed.piece, orientSquares(placed.piece, placed.rotation), 24)),
      placed.x,
      placed.y,
    );
  const squares = orientSquares(piece, move.rotation);
  place(h('span', {}, pieceDrawing(piece, squares, 24, { colour: '#0b7a3b' })), move.x, move.y);
  return figure(t('pic.sq-name', { piece: pieceName(squares) }), t('pic.sq-caption'), grid);
}

const PICTURES: Readonly<Record<string, () => HTMLElement | null>> = {
  'build-up': buildUpPicture,
  shanghai: shanghaiPicture,
  'domino-squares': squaresPicture,
};

/** The game's picture for "How to play", or `null` for a game that has none here. */
export function guidePicture(gameId: string): HTMLElement | null {
  return PICTURES[gameId]?.() ?? null;
}
