/**
 * Build Up in words for people: the goal, a turn, scoring, the end, every
 * option and variant (from the seed rules; `docs/rules/build-up.md` traces
 * each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../core/entry.js';

const guide = {
  equipment:
    'Build Up (a game by David Vander Ark): 2 players (up to 8), each with a double-six set of their own colour.',
  goal: 'Have the most pips of your colour on top of the stacks at the end of each hand, over four hands.',
  setup: [
    'Each player lays six tiles of their set face up in the middle: the stacks (twelve for two players).',
    'Each player draws one tile from their own boneyard: the most pips leads the first hand. Then each draws up to six.',
    'Hands of 6, 6, 6 and then 4 tiles: the four hands use up each set.',
  ],
  turn: [
    'Put one tile from your hand on top of any stack.',
    'A non-double covers a tile with the same or fewer pips; a double covers any non-double.',
    'A double covers another double only if it has more pips; any tile covers a double if it has more pips.',
    'If you cannot play, you pass and the other players go on.',
  ],
  scoring: [
    'When a hand ends, each player scores the pips of their colour on top of the stacks.',
    'Tiles you could not play are set aside: they count neither for nor against you.',
  ],
  end: [
    'A hand ends when every hand is empty, or when nobody can play (a block).',
    'After the fourth hand the highest total wins; equal totals share the win.',
  ],
  options: {
    schedule: 'Tiles drawn for each hand, in order (default [6,6,6,4]; at most 22 in all).',
    unplayable:
      "What tiles you could not play do at the end of a hand: 'set-aside' (default, the seed) or 'subtract' (their pips count against you).",
    laterLead:
      "Who leads the later hands: 'rotate' (default, the next seat each hand) or 'lowest-score' (the player furthest behind).",
    equalOnDouble:
      'Whether a non-double may cover a double with the same pips (default false: it needs more).',
  },
  variants: {
    seed: 'The rules as written.',
    'subtract unplayed': 'Tiles left unplayed at the end of a hand count against you.',
    'lowest score leads': 'The player furthest behind leads each later hand.',
    'equal on a double': 'A non-double may cover a double of equal pips.',
  },
} satisfies HowToPlay;

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type BuildUpGuide = typeof guide;

/**
 * How to play Build Up: what `boneyard rules build-up` prints and
 * `boneyard play build-up --help` reads the options from.
 *
 * @example
 * ```ts
 * import { buildUpHowToPlay } from 'boneyard/build-up';
 * console.log(buildUpHowToPlay.goal);
 * ```
 */
export const buildUpHowToPlay: HowToPlay = guide;
