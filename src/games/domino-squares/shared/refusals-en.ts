/**
 * The Domino Squares games' refusals in English: why a move is refused
 * (`SQUARES_PLACEMENT_CODES` and each game's codes). A refusal's `message`
 * is its sentence rendered; `boneyard/texts` holds the other languages.
 *
 * @module
 */
import type { Catalog } from '../../../core/message.js';
import { refusalsOf } from '../../../core/refusals.js';

/**
 * The Domino Squares games' English refusal sentences by message id (`x`, `y`: a cell of the layout as the
 * move names it; `piece`: a piece's id; `phase`: the turn's phase).
 *
 * @example
 * ```ts
 * DOMINO_SQUARES_REFUSALS_EN['domino-squares.refusal.empty-pile']; // 'The draw pile is empty.'
 * ```
 */
export const DOMINO_SQUARES_REFUSALS_EN = {
  // Placing a piece (every game).
  'domino-squares.refusal.piece-not-in-hand': 'Seat {player} holds no piece {piece}.',
  'domino-squares.refusal.not-adjacent': '({x}, {y}) shares no full side with a piece of the layout.',
  'domino-squares.refusal.occupied': 'A piece already lies at ({x}, {y}).',
  'domino-squares.refusal.touches-two-pieces':
    'A piece at ({x}, {y}) would touch {count} pieces along a side; it may touch only the end it matches.',
  'domino-squares.refusal.not-an-end': 'The piece at ({x}, {y}) is closed: it is not an end.',
  'domino-squares.refusal.bad-rotation': 'rotation is a number of quarter turns from 0 to 3.',
  'domino-squares.refusal.no-match':
    '{piece} turned {rotation} does not match the side of the piece at ({x}, {y}).',
  // Block and Draw.
  'domino-squares.refusal.must-play': 'A player who can play may not pass.',
  'domino-squares.refusal.must-play.draw': 'A player draws only when he cannot play.',
  'domino-squares.refusal.must-draw.boneyard':
    'A player who cannot play draws from the boneyard while it lasts.',
  'domino-squares.refusal.already-drew': 'Play the piece you drew or keep it (pass).',
  'domino-squares.refusal.empty-boneyard': 'The boneyard is empty.',
  // Domino Squares.
  'domino-squares.refusal.not-now': (p: { move: string; phase: string }) =>
    ({
      play: `No piece may be played during ${p.phase}.`,
      draw: `No drawing during ${p.phase}.`,
      pass: `No passing during ${p.phase}.`,
      give: 'Give 1 was not played.',
      direction: 'All Pass 1 was not played.',
      'pass-piece': 'Nobody is passing pieces now.',
    })[p.move] ?? '',
  'domino-squares.refusal.only-drawn-piece': 'After drawing, only the piece drawn may be played.',
  'domino-squares.refusal.empty-pile': 'The draw pile is empty.',
  'domino-squares.refusal.must-draw': 'A player who cannot or will not play draws a piece.',
  'domino-squares.refusal.must-play.pile-empty':
    'With the draw pile empty, a player who can play must (ruling 12).',
  'domino-squares.refusal.bad-recipient': 'Give 1 gives a piece to another player.',
  // Blind Hughie.
  'domino-squares.refusal.must-play-turned': 'The piece turned over fits: it must be played.',
  'domino-squares.refusal.must-play-turned.named': 'The piece turned over, {piece}, must be played.',
  'domino-squares.refusal.left-end-only':
    'Only the left end of the row is turned over (the either-end variant is off).',
  'domino-squares.refusal.left-end-only.first-turn':
    'The right end may be turned over only after your first turn.',
  'domino-squares.refusal.piece-not-in-row': 'Seat {player} has no piece {piece}.',
  'domino-squares.refusal.face-down': 'Only a face-up piece may be played without turning it over.',
} as const satisfies Catalog;

/** A Domino Squares refusal: its code, English message and message. */
export const refused = /* @__PURE__ */ refusalsOf(DOMINO_SQUARES_REFUSALS_EN, 'domino-squares');
