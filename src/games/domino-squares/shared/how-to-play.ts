/**
 * The words the four Domino Squares games share in their how-to-play: the
 * pieces, how they match, the options they have in common.
 *
 * @module
 */

/**
 * The pieces and how they match, in words.
 *
 * @example
 * ```ts
 * console.log(SQUARES_PIECES.join('\n'));
 * ```
 */
export const SQUARES_PIECES: readonly string[] = [
  'A piece is a square of four smaller squares: numbers, black blanks, white wild squares, and on a command piece one command (a blank for matching).',
  'A piece is placed flush against an end piece of the layout, matching a whole side: two adjoining squares, number to number, blank to blank; a wild square matches any number or wild, never a blank.',
  'Only the two ends of the layout take pieces; a piece with two neighbours takes no more, and a piece may not match two pieces at once.',
];

/**
 * The words for the options the four games share.
 *
 * @example
 * ```ts
 * console.log(SQUARES_OPTIONS.firstPlayer);
 * ```
 */
export const SQUARES_OPTIONS = {
  pieces: "The piece set (default: this library's 48 pieces, in docs/rules/domino-squares.md).",
  firstPlayer: 'The seat of the oldest player, who plays first (default 0).',
  goingOut:
    "Who wins when a player goes out: 'wins' (default: they win and score the pips left in every other hand) or 'fewest-pips' (the hands are counted as after a block).",
} as const;

/**
 * Block's scoring, which Draw and Blind Hughie share.
 *
 * @example
 * ```ts
 * console.log(SQUARES_BLOCK_SCORING.join('\n'));
 * ```
 */
export const SQUARES_BLOCK_SCORING: readonly string[] = [
  'At the end every hand is shown and its pips counted (blanks, commands and wild squares count 0).',
  'The player with the fewest pips wins and scores the pips of all the other hands.',
];
