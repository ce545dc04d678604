/**
 * Blind Hughie: the rules' `tell`: what the rules emitted while a move ran, as each viewer may see it.
 *
 * @module
 */
import { recordMove } from '../../../core/define-game.js';
import type { Seat } from '../../../core/game.js';
import { isCommon, saySquares, tellCommon, unexpected } from '../shared/events.js';
import type { SquaresHappening } from '../shared/types.js';
import { blindHughieMoves } from './rules.js';
import type { BlindHughieEvent, BlindHughieMove, BlindHughieState } from './types.js';

/**
 * What one Blind Hughie move did, as `viewer` may see it, from what the
 * rules emitted while it ran, each with its text: `turn-over` (the piece
 * shown to all when it fits or goes back face up, else only to its owner,
 * ruling 18 of `docs/rules/domino-squares.md`) or `play`; when the piece
 * turned does not fit, `turn-end` with the playless turns so far; then
 * `blocked` (nobody can make a play, or the long stop, ruling 17) and
 * `game-over` with the pips, scores and winners — also when a row is played
 * out.
 *
 * @example
 * ```ts
 * tellBlindHughie([{ type: 'turn-end', player: 0, next: 1, idleTurns: 1 }], null)[0]!.text;
 * // "Seat 0's turn ends (1 playless in a row); seat 1 to move."
 * ```
 */
export function tellBlindHughie(
  happenings: readonly SquaresHappening[],
  viewer: Seat | null,
): BlindHughieEvent[] {
  return happenings.map((happening): BlindHughieEvent => {
    if (isCommon(happening)) return tellCommon(happening, viewer) as BlindHughieEvent;
    switch (happening.type) {
      case 'turn-over': {
        const { player, end, fits, faceUp, piece } = happening;
        const shown = happening.shown || viewer === player;
        return {
          type: 'turn-over',
          player,
          end,
          fits,
          faceUp,
          ...(shown ? { piece } : {}),
          ...saySquares('domino-squares.turn-over', {
            player,
            end,
            piece: shown ? piece : null,
            fits,
            faceUp,
          }),
        };
      }
      case 'turn-end': {
        const { player, next, idleTurns } = happening;
        return {
          type: 'turn-end',
          player,
          next,
          idleTurns: idleTurns!,
          ...saySquares('domino-squares.turn-end', { player, next, skipped: null, idleTurns: idleTurns! }),
        };
      }
      case 'blocked': {
        const { reason, turns } = happening;
        return {
          type: 'blocked',
          reason,
          ...saySquares('domino-squares.blocked', { reason, game: 'blind-hughie', turns: turns ?? null }),
        };
      }
      default:
        return unexpected(happening);
    }
  });
}

/**
 * The events of one Blind Hughie move (`after = apply(before, move)`), as
 * `viewer` may see them: the move run again on a copy of `before`, told by
 * `tellBlindHughie`.
 *
 * @example
 * ```ts
 * const move = { type: 'turn-over', player: 0, end: 'left' } as const;
 * blindHughieEvents(state, blindHughie.apply(state, move), move, 1).map((event) => event.text);
 * // ['Seat 0 turns over a piece: it does not fit and goes face down to the right end.', "Seat 0's turn ends; seat 1 to move."]
 * ```
 */
export function blindHughieEvents(
  before: BlindHughieState,
  _after: BlindHughieState,
  move: BlindHughieMove,
  viewer: Seat | null,
): BlindHughieEvent[] {
  return tellBlindHughie(recordMove(blindHughieMoves, before, move), viewer);
}
