/**
 * Draw with Domino Squares pieces in words for people (from the seed rules;
 * `docs/rules/domino-squares.md` traces each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../../core/entry.js';
import { SQUARES_BLOCK_SCORING, SQUARES_OPTIONS, SQUARES_PIECES } from '../shared/how-to-play.js';

const guide = /* @__PURE__ */ (() =>
  ({
    // Made by a call marked pure, so that a bundler leaves it out where it is not read (the spreads would keep it).
    equipment: 'Draw, played with Domino Squares pieces: 2 to 4 players.',
    goal: 'Play out your hand first, or hold the fewest pips when nobody can play.',
    setup: [
      ...SQUARES_PIECES,
      'Each player draws 7 pieces; one more starts the layout; the rest are the boneyard. Commands are ignored.',
    ],
    turn: [
      'Play one piece against an end of the layout.',
      'If you cannot, draw from the boneyard piece after piece until you can play one (with an empty boneyard, you pass).',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['The game ends when a player plays out their hand, or when nobody can play.'],
    options: {
      ...SQUARES_OPTIONS,
      drawRule:
        "'until-playable' (default: draw until a piece fits) or 'one' (the printed variant: draw one piece, play it if it fits and you wish, and your turn ends).",
    },
    variants: { seed: 'The rules as written.', 'draw one': 'Draw only one piece, then your turn ends.' },
  }) satisfies HowToPlay)();

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type DominoSquaresDrawGuide = typeof guide;

/**
 * How to play Draw with Domino Squares pieces: what
 * `boneyard rules domino-squares-draw` prints and
 * `boneyard play domino-squares-draw --help` reads the options from.
 *
 * @example
 * ```ts
 * import { dominoSquaresDrawHowToPlay } from 'boneyard/domino-squares';
 * console.log(dominoSquaresDrawHowToPlay.turn.join('\n'));
 * ```
 */
export const dominoSquaresDrawHowToPlay: HowToPlay = guide;
