/** Build Up: twelve stacks in the middle, your tiles below. Pick a tile, then a lit stack. */
import type { BuildUpMove, BuildUpView } from 'boneyard';
import { h, pointable } from '../dom.js';
import { SEAT_COLOURS, seatMark, tileDrawing } from '../pieces.js';
import type { Board } from './board.js';

export const buildUpBoard: Board<BuildUpView, BuildUpMove> = {
  buttons: ['pass'],
  toMove: (view) => (view.over ? [] : [view.turn]),
  scores: (view) => view.scores,
  holds: (view, seat) => `${view.handSizes[seat]} in hand · ${view.boneyardSizes[seat]} to draw`,
  draw(context) {
    const { view, moves, pick } = context;
    const plays = moves.filter((move) => move.type === 'play');
    const picked = plays.some((move) => move.tile === pick.tile) ? (pick.tile as string) : null;
    const lastStack = context.events.find((event) => event.type === 'play')?.stack;
    const stacks = h('div', { className: 'stacks' });
    view.stacks.forEach((stack, index) => {
      const top = stack[stack.length - 1]!;
      const cell = h(
        'div',
        { className: `stack${index === lastStack ? ' last' : ''}`, dataset: { stack: String(index) } },
        tileDrawing(top, 24, true),
        // Whose tile is on top: its colour, and its seat's mark (colour never tells alone).
        h(
          'div',
          { className: 'stack-label' },
          seatMark(top.set, 12),
          ` stack ${index + 1}`,
          h('br'),
          `${stack.length} high`,
        ),
      );
      cell.style.borderColor = SEAT_COLOURS[top.set % SEAT_COLOURS.length]!;
      const move = picked ? plays.find((m) => m.tile === picked && m.stack === index) : undefined;
      // The name holds what the stack shows ("stack 5", "3 high") in that order, as WCAG's "label in name" asks.
      if (move)
        pointable(cell, context.say(move).replace(/\bstack (\d+)/, `stack $1, ${stack.length} high`), () =>
          context.play(move),
        );
      stacks.append(cell);
    });
    const hand = h('div', { className: 'hand' });
    for (const tile of view.myHand) {
      const drawing = h(
        'span',
        { className: `tile${tile.id === picked ? ' picked' : ''}` },
        tileDrawing(tile, 30, true),
      );
      if (plays.some((move) => move.tile === tile.id)) {
        pointable(
          drawing,
          `Pick ${tile.low}-${tile.high}`,
          () => {
            pick.tile = tile.id === picked ? null : tile.id;
            context.redraw();
          },
          'pickable',
        );
      }
      hand.append(drawing);
    }
    const hint = picked
      ? 'Now click a lit stack to play it there.'
      : plays.length > 0
        ? 'Pick a tile from your hand: the stacks it may cover light up.'
        : '';
    return h(
      'div',
      { className: 'build-up' },
      h('p', { className: 'where', textContent: `Hand ${view.hand + 1} of ${view.options.schedule.length}` }),
      stacks,
      view.viewer === null || view.myHand.length === 0 ? null : h('h3', { textContent: 'Your tiles' }),
      view.viewer === null ? null : hand,
      hint ? h('p', { className: 'hint', textContent: hint }) : null,
    );
  },
};
