/**
 * Domino Squares: the rules' `tell`: what the rules emitted while a move ran, as each viewer may see it.
 *
 * @module
 */
import { recordMove } from '../../../core/define-game.js';
import type { Seat } from '../../../core/game.js';
import { isCommon, saySquares, tellCommon, unexpected } from '../shared/events.js';
import type { SquaresHappening } from '../shared/types.js';
import { dominoSquaresMoves } from './rules.js';
import type { DominoSquaresEvent, DominoSquaresMove, DominoSquaresState } from './types.js';

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
        const told = saySquares('domino-squares.command', {
          player,
          command,
          skipped: skipped ?? null,
          more: more === true,
        });
        if (command === 'skip') return { type: 'command', player, command, skipped: skipped!, ...told };
        return { type: 'command', player, command, ...told };
      }
      case 'give': {
        const { player, to, piece } = happening;
        if (viewer === player || viewer === to) {
          return {
            type: 'give',
            player,
            to,
            piece,
            ...saySquares('domino-squares.give', { player, to, piece }),
          };
        }
        return {
          type: 'give',
          player,
          to,
          ...saySquares('domino-squares.give', { player, to, piece: null }),
        };
      }
      case 'direction': {
        const { player, toward } = happening;
        return {
          type: 'direction',
          player,
          toward,
          ...saySquares('domino-squares.direction', { player, toward }),
        };
      }
      case 'pass-piece': {
        const { player, piece } = happening;
        if (viewer === player) {
          return {
            type: 'pass-piece',
            player,
            piece,
            ...saySquares('domino-squares.pass-piece', { player, piece }),
          };
        }
        return {
          type: 'pass-piece',
          player,
          ...saySquares('domino-squares.pass-piece', { player, piece: null }),
        };
      }
      case 'exchange': {
        const { toward, passed } = happening;
        const players = passed.length;
        const step = toward === 'right' ? players - 1 : 1;
        const gave = viewer === null ? undefined : (passed[viewer] ?? undefined);
        const received =
          viewer === null ? undefined : (passed[(viewer - step + players) % players] ?? undefined);
        return {
          type: 'exchange',
          toward,
          ...(gave ? { gave } : {}),
          ...(received ? { received } : {}),
          ...saySquares('domino-squares.exchange', {
            toward,
            gave: gave ?? null,
            received: received ?? null,
          }),
        };
      }
      case 'turn-end': {
        const { player, next, skipped } = happening;
        return {
          type: 'turn-end',
          player,
          next,
          ...(skipped !== undefined ? { skipped } : {}),
          ...saySquares('domino-squares.turn-end', {
            player,
            next,
            skipped: skipped ?? null,
            idleTurns: null,
          }),
        };
      }
      case 'blocked':
        return {
          type: 'blocked',
          reason: 'nobody-can-play',
          ...saySquares('domino-squares.blocked', {
            reason: 'nobody-can-play',
            game: 'squares',
            turns: null,
          }),
        };
      case 'round-end': {
        const { round, winner, bonus, playPoints, totals } = happening;
        return {
          type: 'round-end',
          round,
          winner,
          bonus: [...bonus],
          playPoints: [...playPoints],
          totals: [...totals],
          ...saySquares('domino-squares.round-end', {
            round: round + 1,
            winner,
            bonus: winner === null ? null : bonus[winner]!,
            playPoints: [...playPoints],
            totals: [...totals],
          }),
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
          ...saySquares('domino-squares.round-start', {
            round: round + 1,
            rounds,
            each: handSizes[0]!,
            starter,
            player,
          }),
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
 * // ['Seat 0 plays p07 .-6-1-6 turned 2 at row 1, column 2, scoring 7.', "Seat 0's turn ends; seat 1 to move."]
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
