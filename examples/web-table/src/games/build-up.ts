/** Build Up: twelve stacks in the middle, your tiles below. Pick a tile, then a lit stack. */
import type { BuildUpMove, BuildUpView } from 'boneyard';
import { h, pointable } from '../dom.js';
import { num, t } from '../lang.js';
import { SEAT_COLOURS, seatMark, tileDrawing } from '../pieces.js';
import type { Board } from './board.js';

export const buildUpBoard: Board<BuildUpView, BuildUpMove> = {
  buttons: ['pass'],
  toMove: (view) => (view.over ? [] : [view.turn]),
  scores: (view) => view.scores,
  holds: (view, seat) =>
    t('bu.holds', { hand: num(view.handSizes[seat] ?? 0), draw: num(view.boneyardSizes[seat] ?? 0) }),
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
          ` ${t('bu.stack', { n: num(index + 1) })}`,
          h('br'),
          t('bu.high', { n: num(stack.length) }),
        ),
      );
      cell.style.borderColor = SEAT_COLOURS[top.set % SEAT_COLOURS.length]!;
      const move = picked ? plays.find((m) => m.tile === picked && m.stack === index) : undefined;
      // The name holds what the stack shows ("stack 5", "3 high") in that order, as WCAG's "label in name" asks.
      if (move)
        pointable(
          cell,
          context
            .say(move)
            .replace(
              new RegExp(`\\b${t('bu.stack', { n: '(\\d+)' })}`),
              (place) => `${place}, ${t('bu.high', { n: num(stack.length) })}`,
            ),
          () => context.play(move),
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
          t('bu.pick', { tile: `${tile.low}-${tile.high}` }),
          () => {
            pick.tile = tile.id === picked ? null : tile.id;
            context.redraw();
          },
          'pickable',
        );
      }
      hand.append(drawing);
    }
    const hint = picked ? t('bu.hint-stack') : plays.length > 0 ? t('bu.hint-pick') : '';
    return h(
      'div',
      { className: 'build-up' },
      h('p', {
        className: 'where',
        textContent: t('bu.hand-of', { n: num(view.hand + 1), of: num(view.options.schedule.length) }),
      }),
      stacks,
      view.viewer === null || view.myHand.length === 0 ? null : h('h3', { textContent: t('bu.your-tiles') }),
      view.viewer === null ? null : hand,
      hint ? h('p', { className: 'hint', textContent: hint }) : null,
    );
  },
};
