/**
 * Shanghai in words for people: the goal, a turn, scoring, the end, every
 * option and variant (from the seed rules; `docs/rules/shanghai.md` traces
 * each rule to the engine).
 *
 * @module
 */
import type { HowToPlay } from '../../core/entry.js';

const guide = {
  equipment: 'Shanghai: 2 players (up to 8), one double-six set per player, two dice.',
  goal: 'Make chains of dominoes that match the dice, using more dominoes than your opponents; the first to 50 points wins.',
  setup: ['All the sets are mixed face down; each player draws ten dominoes and hides them.'],
  turn: [
    'Roll the dice. Lay a chain from your hand whose two ends show the two numbers rolled: a 6 and a 2 take 6-2, or 6-3 with 3-2.',
    'In a chain touching ends match. Blanks are wild: 6-0 answers any roll with a 6, and 0-0 answers every roll.',
    'After a chain, roll again and go on as long as you can and wish; when you make no chain, your turn is over.',
    'Then draw one domino for each chain you laid this turn, however long the chains were.',
  ],
  scoring: [
    'When the round ends, each player scores one point per domino laid in chains and loses one per domino left in hand.',
  ],
  end: [
    'A round ends when a player must draw more dominoes than are left: they draw what is left and play stops.',
    'Then everything is mixed again for a new round, led by the next player. The first to reach 50 at the end of a round wins; the highest if several do; a tie plays a tie-breaker round.',
  ],
  options: {
    target: 'Points that end the match at the end of a round (default 50).',
    handSize: 'Dominoes dealt to each player at the start of a round (default 10; 1 to 10).',
    tieBreaker:
      "Who plays a tie-breaker round: 'tied' (default, the players tied for the lead) or 'everyone' (all play; only the tied players' scores decide).",
    maxRounds:
      'Rounds after which the match stops even if nobody reached the target; the highest total wins (default 100).',
    maxIdleTurns:
      'A round also ends after this many turns in a row without a chain (default 500, a safety stop).',
  },
  variants: {
    seed: 'The rules as written.',
    'one round': 'A single round decides.',
    'tie-breaker: everyone': 'Everyone plays the tie-breaker round; only the tied players’ scores count.',
  },
} satisfies HowToPlay;

/** The guide's own type, its option and variant keys named (what each language of `boneyard/texts` is checked against). */
export type ShanghaiGuide = typeof guide;

/**
 * How to play Shanghai: what `boneyard rules shanghai` prints and
 * `boneyard play shanghai --help` reads the options from.
 *
 * @example
 * ```ts
 * import { shanghaiHowToPlay } from 'boneyard/shanghai';
 * console.log(shanghaiHowToPlay.turn.join('\n'));
 * ```
 */
export const shanghaiHowToPlay: HowToPlay = guide;
