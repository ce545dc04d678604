/**
 * Blind Hughie with Domino Squares pieces in words for people (from the seed
 * rules; `docs/rules/domino-squares.md` traces each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../../core/entry.js';
import { SQUARES_BLOCK_SCORING, SQUARES_OPTIONS, SQUARES_PIECES } from '../shared/how-to-play.js';

const guide = /* @__PURE__ */ (() =>
  ({
    // Made by a call marked pure, so that a bundler leaves it out where it is not read (the spreads would keep it).
    equipment: 'Blind Hughie (Blind Dominoes), played with Domino Squares pieces: 2 to 4 players.',
    goal: 'Run out of pieces first, playing from a face-down row you cannot see; or hold the fewest pips when play stops.',
    setup: [
      ...SQUARES_PIECES,
      'Each player draws 9 pieces without looking and lays them face down in a row; one more starts the layout; the rest are out of play.',
    ],
    turn: [
      'Turn over the piece at the left end of your row. If it fits an end of the layout you must play it, and you go again.',
      'The first piece that does not fit goes back face down at the right end of your row, and your turn ends (a piece with a wild square goes back face up).',
      'A face-up piece at the right end may be played instead of turning over the left one.',
    ],
    scoring: SQUARES_BLOCK_SCORING,
    end: ['The game ends when a player runs out of pieces, or when no player can make a play.'],
    options: {
      ...SQUARES_OPTIONS,
      eitherEnd:
        'The printed variant: after your first turn you may turn over either end of your row (default false).',
      idleRounds:
        'The game is also blocked after every player has had this many turns in a row without a play (default 9; 1 to 9).',
      memory:
        "What your view shows of your own pieces put back face down: 'perfect' (default: every one) or 'none' (face down is face down: remember them yourself).",
    },
    variants: {
      seed: 'The rules as written, read for people: you remember your face-down pieces yourself.',
      'either end': 'After your first turn you may turn over either end of your row.',
      'perfect recall': 'Your view shows every piece you have turned over and put back.',
    },
  }) satisfies HowToPlay)();

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type BlindHughieGuide = typeof guide;

/**
 * How to play Blind Hughie with Domino Squares pieces: what
 * `boneyard rules blind-hughie` prints and
 * `boneyard play blind-hughie --help` reads the options from.
 *
 * @example
 * ```ts
 * import { blindHughieHowToPlay } from 'boneyard/domino-squares';
 * console.log(blindHughieHowToPlay.turn.join('\n'));
 * ```
 */
export const blindHughieHowToPlay: HowToPlay = guide;
