/**
 * Block with Domino Squares pieces in words for people (from the seed rules;
 * `docs/rules/domino-squares.md` traces each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../../core/entry.js';
import { SQUARES_BLOCK_SCORING, SQUARES_OPTIONS, SQUARES_PIECES } from '../shared/how-to-play.js';

const guide = /* @__PURE__ */ (() =>
  ({
    // Made by a call marked pure, so that a bundler leaves it out where it is not read (the spreads would keep it).
    equipment: 'Block, the most common domino game, played with Domino Squares pieces: 2 to 4 players.',
    goal: 'Play out your hand first (shout "Domino"), or hold the fewest pips when nobody can play.',
    setup: [
      ...SQUARES_PIECES,
      'Each player draws 9 pieces; one more starts the layout; the rest are out of play. Commands are ignored.',
    ],
    turn: ['Play one piece against an end of the layout; if you cannot, you pass.'],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['The game ends when a player plays out their hand, or when nobody can play (a block).'],
    options: { ...SQUARES_OPTIONS },
    variants: { seed: 'The rules as written.' },
  }) satisfies HowToPlay)();

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type DominoSquaresBlockGuide = typeof guide;

/**
 * How to play Block with Domino Squares pieces: what
 * `boneyard rules domino-squares-block` prints and
 * `boneyard play domino-squares-block --help` reads the options from.
 *
 * @example
 * ```ts
 * import { dominoSquaresBlockHowToPlay } from 'boneyard/domino-squares';
 * console.log(dominoSquaresBlockHowToPlay.goal);
 * ```
 */
export const dominoSquaresBlockHowToPlay: HowToPlay = guide;
