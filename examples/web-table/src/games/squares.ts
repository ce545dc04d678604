/**
 * The four games played with Domino Squares pieces: Domino Squares, Block,
 * Draw and Blind Hughie. The layout is drawn piece by piece (its open ends
 * marked); pick a piece, then click a lit empty place beside an end. Places
 * where the piece fits only turned another way are shown dimmer: clicking one
 * turns the piece (so does clicking the picked piece again).
 */
import {
  type BlindHughieMove,
  type BlindHughieView,
  type DominoSquaresClassicView,
  type DominoSquaresDrawMove,
  type DominoSquaresMove,
  type DominoSquaresPiece,
  type DominoSquaresPlay,
  type DominoSquaresView,
  orientSquares,
  type PlacedSquaresPiece,
  squaresLayoutEnds,
} from 'boneyard';
import { h, pileTarget, pointable } from '../dom.js';
import { num, t } from '../lang.js';
import { commandWords, faceDown, pieceDrawing } from '../pieces.js';
import type { Board, BoardContext } from './board.js';

const SQUARE = 22;
const CELL = SQUARE * 2 + 4;

type AnyView = DominoSquaresView | DominoSquaresClassicView | BlindHughieView;
type AnyMove = DominoSquaresMove | DominoSquaresDrawMove | BlindHughieMove;

/** Whether command squares do anything (Domino Squares); Block, Draw and Blind Hughie play them as blanks. */
const commandsCount = (view: AnyView) => 'passDirection' in view;

/** What the command squares' signs mean, shown where they count. */
const commandLegend = () =>
  h(
    'p',
    { className: 'legend small' },
    `${t('legend.commands')} `,
    ...commandWords().flatMap(([sign, words], i, all) => [
      h('span', { className: 'command-sign', textContent: sign }),
      ` ${words}${i < all.length - 1 ? ' · ' : ''}`,
    ]),
  );

const plays = (moves: readonly AnyMove[]) => moves.filter((m): m is DominoSquaresPlay => m.type === 'play');

/** The picked piece and its turn, kept valid against the legal plays. */
function picked(
  context: BoardContext<AnyView, AnyMove>,
  forced: string | null,
): { piece: string | null; rotation: number } {
  const all = plays(context.moves);
  const { pick } = context;
  let piece = forced ?? (all.some((m) => m.piece === pick.piece) ? (pick.piece as string) : null);
  if (piece && !all.some((m) => m.piece === piece)) piece = null;
  let rotation = Number(pick.rotation ?? 0);
  if (piece && !all.some((m) => m.piece === piece && m.rotation === rotation)) {
    rotation = all.find((m) => m.piece === piece)!.rotation;
  }
  pick.piece = piece;
  pick.rotation = rotation;
  return { piece, rotation };
}

/** The layout, with lit places for the picked piece. */
function layoutBoard(
  context: BoardContext<AnyView, AnyMove>,
  layout: readonly PlacedSquaresPiece[],
  choice: { piece: string | null; rotation: number },
  pieces: readonly DominoSquaresPiece[],
): HTMLElement {
  const all = plays(context.moves).filter((m) => m.piece === choice.piece);
  const ends = new Set(squaresLayoutEnds(layout));
  let [left, top, right, bottom] = [0, 0, 0, 0];
  for (const spot of [...layout, ...all]) {
    left = Math.min(left, spot.x);
    right = Math.max(right, spot.x);
    top = Math.min(top, spot.y);
    bottom = Math.max(bottom, spot.y);
  }
  const board = h('div', { className: 'layout' });
  board.style.gridTemplateColumns = `repeat(${right - left + 1}, ${CELL}px)`;
  board.style.gridTemplateRows = `repeat(${bottom - top + 1}, ${CELL}px)`;
  const lastPlay = context.events.find((e) => e.type === 'play') as { x?: number; y?: number } | undefined;
  layout.forEach((placed, index) => {
    const isLast = lastPlay?.x === placed.x && lastPlay?.y === placed.y;
    const box = h(
      'div',
      { className: `placed${ends.has(index) ? ' end' : ''}${isLast ? ' last' : ''}` },
      pieceDrawing(placed.piece, orientSquares(placed.piece, placed.rotation), SQUARE, {
        seat: placed.player,
        commands: commandsCount(context.view),
      }),
    );
    box.style.gridArea = `${placed.y - top + 1} / ${placed.x - left + 1}`;
    board.append(box);
  });
  const piece = pieces.find((p) => p.id === choice.piece);
  const seen = new Set<string>();
  for (const move of all) {
    const key = `${move.x},${move.y}`;
    if (seen.has(key)) continue;
    const here = all.filter((m) => m.x === move.x && m.y === move.y);
    const exact = here.find((m) => m.rotation === choice.rotation);
    if (!exact && seen.has(`${key}:dim`)) continue;
    seen.add(exact ? key : `${key}:dim`);
    const spot = h('div', { className: `spot${exact ? '' : ' dim'}` });
    spot.style.gridArea = `${move.y - top + 1} / ${move.x - left + 1}`;
    if (exact && piece) {
      const drawn = pieceDrawing(piece, orientSquares(piece, exact.rotation), SQUARE, {
        colour: '#0b7a3b',
        commands: commandsCount(context.view),
      });
      // The move says where; the drawing (the picked piece again) is not read twice.
      drawn.setAttribute('aria-hidden', 'true');
      spot.append(drawn);
      pointable(spot, context.say(exact), () => context.play(exact), 'target', true);
    } else {
      const turn = here[0]!;
      pointable(
        spot,
        t('sq.turn-to-fit'),
        () => {
          context.pick.rotation = turn.rotation;
          context.redraw();
        },
        'turn-target',
      );
    }
    board.append(spot);
  }
  return h('div', { className: 'layout-scroll' }, board);
}

/** A hand of pieces: those with a play (or another use) are pickable. */
function handOf(
  context: BoardContext<AnyView, AnyMove>,
  pieces: readonly DominoSquaresPiece[],
  choice: { piece: string | null; rotation: number },
  usable: (piece: DominoSquaresPiece) => boolean,
): HTMLElement {
  const hand = h('div', { className: 'hand' });
  for (const piece of pieces) {
    const isPicked = piece.id === choice.piece;
    const rotation = isPicked ? choice.rotation : 0;
    const drawn = h(
      'span',
      { className: `tile${isPicked ? ' picked' : ''}` },
      pieceDrawing(piece, orientSquares(piece, rotation), SQUARE, { commands: commandsCount(context.view) }),
    );
    if (usable(piece)) {
      const all = plays(context.moves).filter((m) => m.piece === piece.id);
      pointable(
        drawn,
        isPicked ? t('sq.turn') : t('sq.pick'),
        () => {
          if (isPicked) {
            // Turn to the next quarter turn that fits somewhere.
            const turns = [...new Set(all.map((m) => m.rotation))].sort();
            if (turns.length > 0) context.pick.rotation = turns.find((r) => r > rotation) ?? turns[0];
            else context.pick.piece = null;
          } else {
            context.pick.piece = piece.id;
            context.pick.rotation = all[0]?.rotation ?? 0;
          }
          context.redraw();
        },
        'pickable',
        true,
      );
    }
    hand.append(drawn);
  }
  return hand;
}

const hint = (text: string) => (text ? h('p', { className: 'hint', textContent: text }) : null);

function playHint(context: BoardContext<AnyView, AnyMove>, choice: { piece: string | null }): string {
  if (plays(context.moves).length === 0) return '';
  return choice.piece ? t('sq.hint-place') : t('sq.hint-pick');
}

export const dominoSquaresBoard: Board<DominoSquaresView, DominoSquaresMove> = {
  buttons: ['draw', 'pass', 'direction'],
  toMove: (view) =>
    view.over
      ? []
      : view.phase === 'passing'
        ? view.passChosen.flatMap((c, s) => (c ? [] : [s]))
        : [view.turn],
  scores: (view) => view.scores,
  holds: (view, seat) =>
    t('sq.pieces', { n: num(view.handSizes[seat] ?? 0), count: view.handSizes[seat] ?? 0 }),
  draw(context) {
    const { view, moves, pick } = context as unknown as BoardContext<DominoSquaresView, DominoSquaresMove>;
    const any = context as unknown as BoardContext<AnyView, AnyMove>;
    const choice = picked(any, view.phase === 'drawn' ? view.drawn : null);
    const hands = moves.filter((m) => m.type === 'give' || m.type === 'pass-piece');
    // Give 1 and All Pass 1: pick a piece, then the lit seat (or the lit "pass" place).
    const handPick = hands.some((m) => 'piece' in m && m.piece === pick.handPiece)
      ? (pick.handPiece as string)
      : null;
    const targets = h('div', { className: 'hand-targets' });
    for (const move of hands) {
      if (!handPick || !('piece' in move) || move.piece !== handPick) continue;
      const label =
        move.type === 'give' ? t('sq.give-to', { name: context.names[move.to]! }) : t('sq.pass-it');
      targets.append(
        pointable(h('div', { className: 'seat-target', textContent: label }), context.say(move), () =>
          context.play(move),
        ),
      );
    }
    const hand = handOf(
      any,
      view.myHand,
      hands.length > 0 ? { piece: handPick, rotation: 0 } : choice,
      (piece) =>
        hands.length > 0
          ? hands.some((m) => 'piece' in m && m.piece === piece.id)
          : plays(moves).some((m) => m.piece === piece.id),
    );
    if (hands.length > 0) {
      for (const node of hand.querySelectorAll<HTMLElement>('.pickable')) {
        const id = node.querySelector('svg')!.dataset.id!;
        const fresh = node.cloneNode(true) as HTMLElement;
        fresh.querySelector('.visually-hidden')?.remove();
        node.replaceWith(
          pointable(
            fresh,
            t('sq.pick'),
            () => {
              pick.handPiece = id;
              context.redraw();
            },
            'pickable',
            true,
          ),
        );
      }
    }
    const drawMove = moves.find((m) => m.type === 'draw');
    const pile = h(
      'div',
      { className: 'pile' },
      faceDown(CELL - 4, CELL - 4, t('sq.draw-pile')),
      h('span', { textContent: t('sq.in-pile', { n: num(view.pileSize) }) }),
    );
    if (drawMove) pileTarget(pile, context.say(drawMove), () => context.play(drawMove));
    const asked: Record<DominoSquaresView['phase'], string> = {
      play: '',
      drawn: t('sq.drawn'),
      again: t('sq.again'),
      give: t('sq.give'),
      direction: t('sq.direction'),
      passing: view.myPassChoice
        ? t('sq.wait-pass')
        : t(view.passDirection === 'left' ? 'sq.pass-left' : 'sq.pass-right'),
    };
    return h(
      'div',
      { className: 'squares' },
      h('p', {
        className: 'where',
        textContent: `${t('sq.round-of', { n: num(view.round + 1), of: num(view.options.rounds) })} · ${t('sq.this-round', { scores: view.roundPoints.map((p, s) => `${context.names[s]} ${num(p)}`).join(', ') })}`,
      }),
      layoutBoard(any, view.layout, choice, view.myHand),
      commandLegend(),
      h('div', { className: 'row' }, pile),
      view.viewer === null ? null : h('h3', { textContent: t('sq.your-pieces') }),
      view.viewer === null ? null : hand,
      targets.childElementCount > 0 ? targets : null,
      hint(asked[view.phase] || playHint(any, choice)),
    );
  },
};

function classicBoard(kind: 'block' | 'draw'): Board<DominoSquaresClassicView, DominoSquaresDrawMove> {
  return {
    buttons: ['draw', 'pass'],
    toMove: (view) => (view.over ? [] : [view.turn]),
    scores: (view) => view.scores,
    holds: (view, seat) =>
      t('sq.pieces', { n: num(view.handSizes[seat] ?? 0), count: view.handSizes[seat] ?? 0 }),
    draw(context) {
      const { view, moves } = context;
      const any = context as unknown as BoardContext<AnyView, AnyMove>;
      const choice = picked(any, null);
      const drawMove = moves.find((m) => m.type === 'draw');
      const rest =
        kind === 'draw'
          ? t('sq.in-boneyard', { n: num(view.boneyardSize) })
          : t('sq.out-of-play', { n: num(view.outOfPlaySize) });
      const pile = h(
        'div',
        { className: 'pile' },
        faceDown(CELL - 4, CELL - 4, kind === 'draw' ? t('sq.boneyard') : t('sq.out-of-play-pile')),
        h('span', { textContent: rest }),
      );
      if (drawMove) pileTarget(pile, context.say(drawMove), () => context.play(drawMove));
      const hands = view.hands
        ? h(
            'div',
            { className: 'all-hands' },
            ...view.hands.map((hand, seat) =>
              h(
                'div',
                {},
                h('h3', { textContent: `${context.names[seat]} kept` }),
                h(
                  'div',
                  { className: 'hand' },
                  ...hand.map((p) => pieceDrawing(p, p.squares, SQUARE, { commands: false })),
                ),
              ),
            ),
          )
        : null;
      return h(
        'div',
        { className: 'squares' },
        layoutBoard(any, view.layout, choice, view.myHand),
        h('div', { className: 'row' }, pile),
        view.viewer === null || view.over ? null : h('h3', { textContent: t('sq.your-pieces') }),
        view.viewer === null || view.over
          ? null
          : handOf(any, view.myHand, choice, (p) => plays(moves).some((m) => m.piece === p.id)),
        hands,
        hint(view.mayKeep ? t('sq.drawn') : playHint(any, choice)),
      );
    },
  };
}

export const blockBoard = classicBoard('block');
export const drawBoard = classicBoard('draw');

export const blindHughieBoard: Board<BlindHughieView, BlindHughieMove> = {
  buttons: [],
  toMove: (view) => (view.over ? [] : [view.turn]),
  scores: (view) => view.scores,
  holds: (view, seat) => t('sq.in-row', { n: num(view.rows[seat]!.length) }),
  draw(context) {
    const { view, moves, seat } = context;
    const any = context as unknown as BoardContext<AnyView, AnyMove>;
    const choice = picked(any, view.turned && seat === view.turn ? view.turned.id : null);
    const known: DominoSquaresPiece[] = [];
    if (view.turned) known.push(view.turned);
    const rows = h('div', { className: 'rows' });
    view.rows.forEach((row, owner) => {
      const line = h('div', { className: 'hughie-row' });
      row.forEach((entry, index) => {
        let drawn: HTMLElement;
        if (entry.piece && (entry.faceUp || view.over)) {
          known.push(entry.piece);
          const isPicked = entry.piece.id === choice.piece;
          drawn = h(
            'span',
            { className: `tile${isPicked ? ' picked' : ''}` },
            pieceDrawing(entry.piece, orientSquares(entry.piece, isPicked ? choice.rotation : 0), SQUARE, {
              commands: false,
            }),
          );
          const piece = entry.piece;
          if (owner === seat && plays(moves).some((m) => m.piece === piece.id)) {
            pointable(
              drawn,
              isPicked ? t('sq.turn') : t('sq.pick'),
              () => {
                const all = plays(moves).filter((m) => m.piece === piece.id);
                if (isPicked) {
                  const turns = [...new Set(all.map((m) => m.rotation))].sort();
                  context.pick.rotation = turns.find((r) => r > choice.rotation) ?? turns[0];
                } else {
                  context.pick.piece = piece.id;
                  context.pick.rotation = all[0]!.rotation;
                }
                context.redraw();
              },
              'pickable',
              true,
            );
          }
        } else {
          // Face down: the owner's memory of it is not drawn (a person would have to remember it).
          drawn = h('span', { className: 'tile' }, faceDown(SQUARE * 2, SQUARE * 2, 'a face-down piece'));
        }
        const end = index === 0 ? 'left' : index === row.length - 1 ? 'right' : null;
        const turnOver = moves.find(
          (m) => m.type === 'turn-over' && owner === seat && (m.end === end || (row.length === 1 && m.end)),
        );
        if (turnOver) pointable(drawn, context.say(turnOver), () => context.play(turnOver));
        line.append(drawn);
      });
      rows.append(
        h(
          'div',
          { className: `row-of${owner === view.turn && !view.over ? ' to-move' : ''}` },
          h('h3', {
            textContent: owner === seat ? t('sq.your-row') : t('sq.row-of', { name: context.names[owner]! }),
          }),
          line,
        ),
      );
    });
    const turned = view.turned
      ? h(
          'div',
          { className: 'turned' },
          h('h3', {
            textContent:
              seat === view.turn ? t('sq.you-turned') : t('sq.turned', { name: context.names[view.turn]! }),
          }),
          h(
            'span',
            { className: 'tile picked' },
            pieceDrawing(
              view.turned,
              orientSquares(view.turned, seat === view.turn ? choice.rotation : 0),
              SQUARE,
              { commands: false },
            ),
          ),
        )
      : null;
    if (turned && seat === view.turn) {
      const node = turned.querySelector<HTMLElement>('.tile')!;
      const all = plays(moves).filter((m) => m.piece === view.turned!.id);
      pointable(
        node,
        t('sq.turn'),
        () => {
          const turns = [...new Set(all.map((m) => m.rotation))].sort();
          context.pick.rotation = turns.find((r) => r > choice.rotation) ?? turns[0];
          context.redraw();
        },
        'pickable',
        true,
      );
    }
    const canTurn = moves.some((m) => m.type === 'turn-over');
    return h(
      'div',
      { className: 'squares' },
      h('p', {
        className: 'where',
        textContent: `${t('sq.idle', { n: num(view.idleTurns) })} · ${t('sq.out-of-play', { n: num(view.outOfPlaySize) })}`,
      }),
      layoutBoard(any, view.layout, choice, known),
      turned,
      hint(canTurn ? t('sq.hint-turn-over') : playHint(any, choice)),
      rows,
    );
  },
};
