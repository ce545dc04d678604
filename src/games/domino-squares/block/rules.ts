/**
 * Domino Squares Block: the rule codes and the move rules.
 *
 * @module
 */
import type { MoveRule, MoveRules } from '../../../core/define-game.js';
import { canPlaceAnySquare, SQUARES_PLACEMENT_CODES } from '../shared/layout.js';
import { refused } from '../shared/refusals-en.js';
import { type ClassicState, classicPlayRule } from '../shared/rules.js';
import { SQUARES_MOVE_FIELDS } from '../shared/shape.js';
import { nextClassicTurn } from '../shared/state.js';
import type { DominoSquaresBlockMove, DominoSquaresPass, SquaresHappening } from '../shared/types.js';

/**
 * Every code a Block (Domino Squares pieces) move can be refused with,
 * besides the core codes (`CORE_CODES`). See `docs/rules/domino-squares.md` ("Rule codes").
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_BLOCK_CODES.includes('must-play'); // true
 * ```
 */
export const DOMINO_SQUARES_BLOCK_CODES = [
  'piece-not-in-hand',
  'must-play',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link DOMINO_SQUARES_BLOCK_CODES}: why Block refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * dominoSquaresBlock.validate(state, { type: 'pass', player: 0 })?.code; // 'must-play' when seat 0 can play
 * ```
 */
export type DominoSquaresBlockCode = (typeof DOMINO_SQUARES_BLOCK_CODES)[number];

/**
 * Block's pass: only when the player cannot play. (Block has no boneyard and
 * nothing to keep, so Draw's other two cases never arise.)
 */
const blockPassRule: MoveRule<ClassicState, DominoSquaresPass, DominoSquaresBlockCode, SquaresHappening> = {
  fields: SQUARES_MOVE_FIELDS.pass,
  check(state, move) {
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return refused('must-play');
    }
    return null;
  },
  reduce(draft, move, events) {
    events.emit({ type: 'pass', player: move.player, automatic: false, reason: 'cannot-play' });
    nextClassicTurn(draft, events);
  },
};

/** The moves of Block: play and pass. */
export const dominoSquaresBlockMoves: MoveRules<
  ClassicState,
  DominoSquaresBlockMove,
  DominoSquaresBlockCode,
  SquaresHappening
> = { play: classicPlayRule, pass: blockPassRule };
