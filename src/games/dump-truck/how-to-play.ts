/**
 * Dump Truck in words for people: the goal, a turn, scoring, the end, every
 * option and variant (from the seed rules; `docs/rules/dump-truck.md` traces
 * each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../core/entry.js';

const guide = {
  equipment:
    'Dump Truck (a game by Thomas Gale): 2 players (up to 8), one double-six set shared as the draw pool.',
  goal: 'Load your truck (3 rows of 4 half-domino cells: six dominoes) so that it scores long chains when you unload it; the highest score at the end wins.',
  setup: ['The 28 dominoes are shuffled face down: the draw pool. Every truck starts empty.'],
  turn: [
    'Each round every player draws one domino from the pool at once (the lowest score chooses first when it matters, e.g. from the face-up dominoes; a coin flip between equal scores).',
    'Load it: place it in your truck, lying or upright, next to a domino already there (the first goes anywhere); or return it face up to the pool.',
    'Or replace a domino in your truck with it; the one taken out goes face up to the pool or to a free place in the truck.',
    'Then each player may unload the whole truck (scored, or dumped unscored) or keep loading.',
  ],
  scoring: [
    'Chains run across or down, never diagonally, over the halves of dominoes: one point per half in the chain.',
    'One chain of equal numbers per number (e.g. 1-1-1-1, and also 6-6-6), and one sequence (e.g. 2-3-4-5-6) per load; blanks never join a sequence.',
    'A chain needs at least 3 halves to score. A half may count in the sequence and in a chain of equal numbers.',
    'Unloaded dominoes leave the game. Try it: boneyard score 1234/1153/0133 (11 points).',
  ],
  end: [
    'The game ends when no dominoes are left in the pool or in hand; every truck still loaded is scored as it stands.',
    'The highest score wins; equal scores share the win.',
  ],
  options: {
    blanks:
      "How chains of blanks score: 'normal' (default), 'worthless' (harder), 'double' (easier: 2 points a half) or 'jokers' (much easier: blanks take one value for the whole load).",
    template:
      'Play with a template: the 12 cells are fixed and the load never slides (default false: only the shape must fit).',
    noShift: 'NO SHIFT: nothing placed ever moves before unloading (no replacing).',
    noReplace: 'NO REPLACE: a drawn domino may never replace one in the truck.',
    noRelocate:
      "This library's variant: a domino displaced by a replacement may only go back to the pool, never elsewhere in the truck.",
    returnLimit:
      'How many times one domino may go back to the pool face up; once more discards it (default 1; 0 to 10).',
    minChain: 'The fewest halves a chain needs to score (default 3; 1 to 12).',
  },
  variants: {
    seed: 'The rules as written.',
    'harder (blanks worthless)': 'Chains of blanks score nothing.',
    'easier (blanks double)': 'Chains of blanks score 2 points a half.',
    'much easier (blanks jokers)': 'Blanks are jokers, one value for the whole load.',
    'no shift': 'Nothing placed moves before unloading.',
    'no replace': 'No swapping a drawn domino for one in the truck.',
    'no relocate (library variant)': 'A displaced domino may only go back to the pool.',
    template: 'The truck is a fixed template of 12 cells.',
  },
} satisfies HowToPlay;

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type DumpTruckGuide = typeof guide;

/**
 * How to play Dump Truck: what `boneyard rules dump-truck` prints and
 * `boneyard play dump-truck --help` reads the options from.
 *
 * @example
 * ```ts
 * import { dumpTruckHowToPlay } from 'boneyard/dump-truck';
 * console.log(dumpTruckHowToPlay.scoring.join('\n'));
 * ```
 */
export const dumpTruckHowToPlay: HowToPlay = guide;
