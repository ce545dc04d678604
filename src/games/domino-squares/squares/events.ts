/**
 * Domino Squares: the rules' `tell`: what the rules emitted while a move ran, as each viewer may see it.
 *
 * @module
 */
import { recordMove } from '../../../core/define-game.js';
import type { Seat } from '../../../core/game.js';
import { describeSquaresPiece as show } from '../shared/describe.js';
import { isCommon, tellCommon, unexpected } from '../shared/events.js';
import type { DominoSquaresCommand } from '../shared/pieces.js';
import type { SquaresHappening } from '../shared/types.js';
import { dominoSquaresMoves } from './rules.js';
import type { DominoSquaresEvent, DominoSquaresMove, DominoSquaresState } from './types.js';

const COMMAND_NAMES: Readonly<Record<DominoSquaresCommand, string>> = {
  'give-1': 'Give 1',
  'draw-1': 'Draw 1',
  skip: 'Skip',
  'play-again': 'Play Again',
  'all-pass-1': 'All Pass 1',
};

/**
 * What one Domino Squares move did, as `viewer` may see it, from what the
 * rules emitted while it ran (`happenings`, in order), each with its text:
 * the move (`play`, `draw`, `pass`, `give`, `direction`, `pass-piece`); the
 * command of a piece played (`command`, with Draw 1's `draw`); the exchange
 * of All Pass 1 (`exchange`, each viewer's own pieces only); `turn-end` when
 * the turn passed (a Skip names the seat skipped); then, if a round ended,
 * `blocked` (no going-out) and `round-end` with its scores, the next deal
 * (`round-start`, the viewer's own hand only) — several rounds when a deal
 * blocks at once — and `game-over`. A hidden piece (drawn, given, passed)
 * is told only to the seats that see it.
 *
 * @example
 * ```ts
 * tellDominoSquares([{ type: 'direction', player: 0, toward: 'left' }], 1)[0]!.text;
 * // 'Seat 0 sends the pieces left: everyone chooses a piece to pass.'
 * ```
 */
export function tellDominoSquares(
  happenings: readonly SquaresHappening[],
  viewer: Seat | null,
): DominoSquaresEvent[] {
  return happenings.map((happening): DominoSquaresEvent => {
    if (isCommon(happening)) return tellCommon(happening, viewer);
    switch (happening.type) {
      case 'command': {
        const { player, command, skipped, more } = happening;
        const name = COMMAND_NAMES[command];
        if (command === 'skip') {
          return {
            type: 'command',
            player,
            command,
            skipped: skipped!,
            text: `${name}: seat ${skipped} loses the turn.`,
          };
        }
        const asks: Record<Exclude<DominoSquaresCommand, 'skip'>, string> = {
          'draw-1': more ? `seat ${player} takes a piece` : 'the draw pile is empty',
          'give-1': `seat ${player} gives a piece to another player`,
          'play-again': more
            ? `seat ${player} may play another piece`
            : `seat ${player} has nothing more to play`,
          'all-pass-1': `seat ${player} chooses which way the pieces pass`,
        };
        return { type: 'command', player, command, text: `${name}: ${asks[command]}.` };
      }
      case 'give': {
        const { player, to, piece } = happening;
        if (viewer === player || viewer === to) {
          return { type: 'give', player, to, piece, text: `Seat ${player} gives seat ${to} ${show(piece)}.` };
        }
        return { type: 'give', player, to, text: `Seat ${player} gives seat ${to} a piece.` };
      }
      case 'direction': {
        const { player, toward } = happening;
        return {
          type: 'direction',
          player,
          toward,
          text: `Seat ${player} sends the pieces ${toward}: everyone chooses a piece to pass.`,
        };
      }
      case 'pass-piece': {
        const { player, piece } = happening;
        if (viewer === player) {
          return {
            type: 'pass-piece',
            player,
            piece,
            text: `Seat ${player} chooses ${show(piece)} to pass.`,
          };
        }
        return { type: 'pass-piece', player, text: `Seat ${player} has chosen a piece to pass.` };
      }
      case 'exchange': {
        const { toward, passed } = happening;
        const players = passed.length;
        const step = toward === 'right' ? players - 1 : 1;
        const gave = viewer === null ? undefined : (passed[viewer] ?? undefined);
        const received =
          viewer === null ? undefined : (passed[(viewer - step + players) % players] ?? undefined);
        const parts = [
          gave ? `you gave ${show(gave)}` : null,
          received ? `you received ${show(received)}` : null,
        ].filter(Boolean);
        return {
          type: 'exchange',
          toward,
          ...(gave ? { gave } : {}),
          ...(received ? { received } : {}),
          text: `The pieces pass ${toward}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`,
        };
      }
      case 'turn-end': {
        const { player, next, skipped } = happening;
        const over = skipped !== undefined ? `seat ${skipped} is skipped; ` : '';
        return {
          type: 'turn-end',
          player,
          next,
          ...(skipped !== undefined ? { skipped } : {}),
          text: `Seat ${player}'s turn ends; ${over}${next === null ? 'nobody can play' : `seat ${next} to move`}.`,
        };
      }
      case 'blocked':
        return {
          type: 'blocked',
          reason: 'nobody-can-play',
          text: 'Blocked: the pile is empty and nobody can play.',
        };
      case 'round-end': {
        const { round, winner, bonus, playPoints, totals } = happening;
        const how = winner === null ? 'blocked, no bonus' : `seat ${winner} went out, +${bonus[winner]}`;
        return {
          type: 'round-end',
          round,
          winner,
          bonus: [...bonus],
          playPoints: [...playPoints],
          totals: [...totals],
          text: `Round ${round + 1} ends (${how}): played ${playPoints.join(' · ')}; totals ${totals.join(' · ')}.`,
        };
      }
      case 'round-start': {
        const { round, rounds, player, starter, hands } = happening;
        const handSizes = hands.map((hand) => hand.length);
        const own = viewer === null ? undefined : hands[viewer];
        return {
          type: 'round-start',
          round,
          player,
          starter,
          handSizes,
          ...(own ? { hand: [...own] } : {}),
          text: `Round ${round + 1} of ${rounds}: ${handSizes[0]} pieces each, starter ${show(starter)}; seat ${player} leads.`,
        };
      }
      default:
        return unexpected(happening);
    }
  });
}

/**
 * The events of one Domino Squares move (`after = apply(before, move)`), as
 * `viewer` may see them: the move run again on a copy of `before`, told by
 * `tellDominoSquares`.
 *
 * @example
 * ```ts
 * const after = dominoSquares.apply(state, move);
 * dominoSquaresEvents(state, after, move, 0).map((event) => event.text);
 * // ['Seat 0 plays p07 .-6-1-6 turned 2 at (1, 0), scoring 7.', "Seat 0's turn ends; seat 1 to move."]
 * ```
 */
export function dominoSquaresEvents(
  before: DominoSquaresState,
  _after: DominoSquaresState,
  move: DominoSquaresMove,
  viewer: Seat | null,
): DominoSquaresEvent[] {
  return tellDominoSquares(recordMove(dominoSquaresMoves, before, move), viewer);
}
