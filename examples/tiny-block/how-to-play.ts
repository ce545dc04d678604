/**
 * Tiny Block in words for people: the goal, a turn, scoring, the end, every
 * option and variant.
 *
 * @module
 */
import type { HowToPlay } from 'boneyard';

/**
 * How to play Tiny Block: what `boneyard rules <game>` prints and
 * `boneyard play <game> --help` reads the options from.
 *
 * @example
 * ```ts
 * tinyBlockHowToPlay.goal; // 'Empty your hand first, or hold the fewest pips when nobody can play.'
 * ```
 */
export const tinyBlockHowToPlay: HowToPlay = {
  equipment: 'Tiny Block: 2 or 3 players and a double-three set (ten tiles, 0-0 to 3-3).',
  goal: 'Empty your hand first, or hold the fewest pips when nobody can play.',
  setup: [
    'Each player is dealt a hand of tiles (three by default); the rest lie face down: the boneyard.',
    'A seeded draw picks who plays first.',
  ],
  turn: [
    'Play a tile from your hand that shows the pips of one end of the line; any tile starts the line.',
    'With nothing to play, draw one tile from the boneyard and go on; with an empty boneyard, pass.',
  ],
  scoring: ['The winner scores 1, the others 0.'],
  end: [
    'The game ends when a player empties their hand: that player wins.',
    'It also ends when every player has passed in a row (a block): the fewest pips in hand win, ties share.',
  ],
  options: {
    hand: 'Tiles dealt to each player, from 1 to 3 (default 3).',
  },
  variants: {
    seed: 'The rules as written.',
  },
};
