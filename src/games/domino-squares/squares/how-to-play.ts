/**
 * Domino Squares in words for people (from the seed rules;
 * `docs/rules/domino-squares.md` traces each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../../core/entry.js';
import { SQUARES_OPTIONS, SQUARES_PIECES } from '../shared/how-to-play.js';

const guide = /* @__PURE__ */ (() =>
  ({
    // Made by a call marked pure, so that a bundler leaves it out where it is not read (the spreads would keep it).
    equipment: 'Domino Squares (Winning Moves): 2 to 4 players, the square pieces.',
    goal: 'Have the highest score after three rounds: you score on every piece you play, and for going out first.',
    setup: [
      ...SQUARES_PIECES,
      'Each player takes 7 pieces (6 when four play) and hides them; the rest is the draw pile. One piece from the pile starts the layout (its command is ignored).',
    ],
    turn: [
      'Play one piece against an end of the layout, or draw one from the pile (you may play the drawn piece at once, or keep it).',
      'After a command piece, do what it says: Give 1 (give an opponent a piece), Draw 1, Skip (the next player loses a turn), Play Again, All Pass 1 (everyone passes a piece left or right).',
    ],
    scoring: [
      'A played piece scores its scoring side, the two squares not in the match: their numbers (blanks and commands score 0).',
      'The first player out of pieces ends the round and scores 10, plus 2 for each plain piece and 3 for each command piece left in the others’ hands.',
    ],
    end: [
      'A round ends when a player goes out, or when the pile is empty and nobody can play. The next round is led by the player left of the last winner.',
      'After three rounds the highest total wins.',
    ],
    options: {
      pieces: SQUARES_OPTIONS.pieces,
      firstPlayer: SQUARES_OPTIONS.firstPlayer,
      rounds: 'Rounds in a game (default 3; 1 to 10).',
    },
    variants: {
      seed: 'The rules as written.',
      'one round': 'A single round decides.',
    },
  }) satisfies HowToPlay)();

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type DominoSquaresGuide = typeof guide;

/**
 * How to play Domino Squares: what `boneyard rules domino-squares` prints and
 * `boneyard play domino-squares --help` reads the options from.
 *
 * @example
 * ```ts
 * import { dominoSquaresHowToPlay } from 'boneyard/domino-squares';
 * console.log(dominoSquaresHowToPlay.scoring.join('\n'));
 * ```
 */
export const dominoSquaresHowToPlay: HowToPlay = guide;
