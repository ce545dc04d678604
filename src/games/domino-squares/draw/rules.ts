/**
 * Domino Squares Draw: the rule codes and the move rules.
 *
 * @module
 */
import type { MoveRule, MoveRules } from '../../../core/define-game.js';
import { canPlaceAnySquare, SQUARES_PLACEMENT_CODES } from '../shared/layout.js';
import { refused } from '../shared/refusals-en.js';
import { type ClassicState, classicPlayRule } from '../shared/rules.js';
import { SQUARES_MOVE_FIELDS } from '../shared/shape.js';
import { nextClassicTurn } from '../shared/state.js';
import type {
  DominoSquaresDraw,
  DominoSquaresDrawMove,
  DominoSquaresPass,
  SquaresHappening,
} from '../shared/types.js';

/**
 * Every code a Draw (Domino Squares pieces) move can be refused with,
 * besides the core codes (`CORE_CODES`). See `docs/rules/domino-squares.md` ("Rule codes").
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_DRAW_CODES.includes('empty-boneyard'); // true
 * ```
 */
export const DOMINO_SQUARES_DRAW_CODES = [
  'piece-not-in-hand',
  'must-play',
  'must-draw',
  'already-drew',
  'empty-boneyard',
  ...SQUARES_PLACEMENT_CODES,
] as const;

/**
 * One of {@link DOMINO_SQUARES_DRAW_CODES}: why Draw refused a move (besides the core codes).
 *
 * @example
 * ```ts
 * dominoSquaresDraw.validate(state, { type: 'draw', player: 0 })?.code; // 'already-drew' after a draw with drawRule 'one'
 * ```
 */
export type DominoSquaresDrawCode = (typeof DOMINO_SQUARES_DRAW_CODES)[number];

const drawPassRule: MoveRule<ClassicState, DominoSquaresPass, DominoSquaresDrawCode, SquaresHappening> = {
  fields: SQUARES_MOVE_FIELDS.pass,
  check(state, move) {
    if (state.mayKeep) return null;
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return refused('must-play');
    }
    if (state.boneyard.length > 0) {
      return refused('must-draw', {}, 'boneyard');
    }
    return null;
  },
  reduce(draft, move, events) {
    const reason = draft.mayKeep ? 'keep' : 'cannot-play';
    events.emit({ type: 'pass', player: move.player, automatic: false, reason });
    nextClassicTurn(draft, events);
  },
};

const drawRule: MoveRule<ClassicState, DominoSquaresDraw, DominoSquaresDrawCode, SquaresHappening> = {
  fields: SQUARES_MOVE_FIELDS.draw,
  check(state, move) {
    if (state.mayKeep) return refused('already-drew');
    if (state.boneyard.length === 0) return refused('empty-boneyard');
    if (canPlaceAnySquare(state.layout, state.hands[move.player]!)) {
      return refused('must-play', {}, 'draw');
    }
    return null;
  },
  reduce(draft, move, events) {
    const player = move.player;
    const piece = draft.boneyard.shift()!;
    draft.hands[player]!.push(piece);
    const fits = canPlaceAnySquare(draft.layout, [piece]);
    events.emit({ type: 'draw', player, cause: 'cannot-play', fits, piece });
    // A Draw state's options are Draw's (its `game` picks them): they hold the draw rule.
    if ('drawRule' in draft.options && draft.options.drawRule === 'one') {
      if (fits) draft.mayKeep = true;
      else {
        events.emit({ type: 'pass', player, automatic: true, reason: 'drawn-unplayable' });
        nextClassicTurn(draft, events);
      }
    } else if (!fits && draft.boneyard.length === 0) {
      events.emit({ type: 'pass', player, automatic: true, reason: 'boneyard-empty' });
      nextClassicTurn(draft, events);
    }
  },
};

/** The moves of Draw: play, draw and pass. */
export const dominoSquaresDrawMoves: MoveRules<
  ClassicState,
  DominoSquaresDrawMove,
  DominoSquaresDrawCode,
  SquaresHappening
> = { play: classicPlayRule, draw: drawRule, pass: drawPassRule };
