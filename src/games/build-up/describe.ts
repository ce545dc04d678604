/**
 * Build Up as text: a drawing of a seat's view, and the one-line texts of
 * its events.
 *
 * @module
 */
import { type Message, pips, renderMessage } from '../../core/message.js';
import { BUILD_UP_EN } from './texts-en.js';
import type { BuildUpMove, BuildUpView } from './types.js';

/**
 * A compact text drawing of a seat's view of a Build Up game, for a terminal
 * (the CLI's `boneyard play`): the hand being played and the scores, every
 * stack's top tile with its owner and height, every hand's size and the
 * viewer's own hand. Only what the view holds is drawn, so it shows nothing
 * the seat may not see.
 *
 * @example
 * ```ts
 * console.log(formatBuildUpView(buildUp.view(state, 0)));
 * // Hand 1 of 4; scores 0 / 0
 * //   stack  0: 2-5  seat 0's  (height 1)
 * // …
 * // Hand sizes: 6 / 6; your hand: 0-3 1-1 …
 * ```
 */
export function formatBuildUpView(view: BuildUpView): string {
  return formatBuildUpMessages(view)
    .map((line) => renderMessage([BUILD_UP_EN], line, 'en'))
    .join('\n');
}

/**
 * The drawing of {@link formatBuildUpView} as messages, one a line (its English text is the drawing).
 *
 * @example
 * ```ts
 * formatBuildUpMessages(buildUp.view(state, 0))[0]!.id; // 'build-up.view.title'
 * ```
 */
export function formatBuildUpMessages(view: BuildUpView): Message[] {
  const lines: Message[] = [
    {
      id: 'build-up.view.title',
      params: { hand: view.hand + 1, hands: view.options.schedule.length, scores: [...view.scores] },
    },
  ];
  view.stacks.forEach((stack, i) => {
    const top = stack[stack.length - 1]!;
    lines.push({
      id: 'build-up.view.stack',
      params: { stack: i, top: pips(top), owner: top.set, height: stack.length },
    });
  });
  lines.push({
    id: 'build-up.view.hands',
    params: { sizes: [...view.handSizes], hand: view.myHand.map(pips) },
  });
  return lines;
}

/**
 * A legal move in words, from the moving seat's point of view, in the voice
 * of the event texts: what a UI shows on a button or a tooltip, and what the
 * CLI lists. Reads only the seat's view, so it names nothing the seat may
 * not see.
 *
 * @example
 * ```ts
 * const view = buildUp.view(state, 0);
 * describeBuildUpMove(view, buildUp.legalMoves(state, 0)[0]!);
 * // 'Play 3-5 on stack 4, covering seat 1's 2-4.'
 * describeBuildUpMove(view, { type: 'pass', player: 0 }); // 'Pass: none of your tiles can cover a stack.'
 * ```
 */
export function describeBuildUpMove(view: BuildUpView, move: BuildUpMove): string {
  return renderMessage([BUILD_UP_EN], buildUpMoveMessage(view, move), 'en');
}

/**
 * A legal move as a message (see {@link describeBuildUpMove}, its English
 * text): the tile's and the covered tile's pips, the stack, the covered
 * tile's owner and whether it is the mover's own.
 *
 * @example
 * ```ts
 * buildUpMoveMessage(view, { type: 'pass', player: 0 }); // { id: 'build-up.move.pass', params: {} }
 * ```
 */
export function buildUpMoveMessage(view: BuildUpView, move: BuildUpMove): Message {
  if (move.type === 'pass') return { id: 'build-up.move.pass', params: {} };
  const tile = view.myHand.find((t) => t.id === move.tile);
  const stack = view.stacks[move.stack];
  const covered = stack?.[stack.length - 1];
  return {
    id: 'build-up.move.play',
    params: {
      tile: tile ? pips(tile) : null,
      stack: move.stack,
      covered: covered ? pips(covered) : null,
      owner: covered ? covered.set : null,
      mine: covered !== undefined && covered.set === view.viewer,
    },
  };
}
