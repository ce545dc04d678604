/**
 * The library's event texts, made fit for people at this table: seats by
 * their players' names, Domino Squares pieces by their squares (not their
 * ids), and no lattice or grid coordinates (the board shows where).
 */

import { HOW_TO_PLAY_EN, variantNameOf } from 'boneyard/texts';
import { lang, shown, t } from './lang.js';
import type { PageId } from './page-words.js';

const SQUARE_WORDS: Record<string, string> = {
  '.': 'blank',
  '*': 'wild',
  G: 'Give 1',
  D: 'Draw 1',
  S: 'Skip',
  A: 'Play Again',
  P: 'All Pass 1',
};

const SINGULAR: Record<string, string> = {
  pieces: 'piece',
  tiles: 'tile',
  dominoes: 'domino',
  points: 'point',
};

/** `n` and the word, plural unless `n` is 1: `1 piece`, `3 pieces`. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `'6-2-.-.'` (the text drawing's notation) as `'6·2·blank·blank'`. */
const squares = (text: string) =>
  text
    .split('-')
    .map((c) => SQUARE_WORDS[c] ?? c)
    .join('·');

/** A list of names: `Ada`, `Ada and Bob`, `Ada, Bob and Cy`. */
export function listNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A list of one number per seat after a word that says they are scores. */
const SCORE_LIST =
  /\b(scores|Scores:|totals|totals unchanged:|played|pips left|dealt:) (-?\d+(?:(?: \/ | · |, )-?\d+)+)(?![\d-])/g;

/** One event text for people: players' names for seats, squares for piece ids, no coordinates. */
export function forPeople(text: string, names: readonly string[]): string {
  const name = (seat: string) => names[Number(seat)] || `seat ${Number(seat) + 1}`;
  const line = text
    .replace(/\bp\d\d ([0-9.*GDSAP](?:-[0-9.*GDSAP]){3})/g, (_, piece: string) => squares(piece))
    .replace(/ turned \d at \(-?\d+, -?\d+\)/g, '')
    .replace(/ turned \d(?= at row)/g, '')
    .replace(/ at row -?\d+, column -?\d+/g, '')
    .replace(/\b[Ss]eats ((?:\d+, )*\d+ and \d+)/g, (_, list: string) =>
      listNames(list.split(/, | and /).map(name)),
    )
    // Dump Truck: seats listed by number ("draw order 1, 0", a coin flip between "0, 1") as names in that order.
    .replace(
      /(draw order|equal scores:) (\d+(?:, \d+)*)/g,
      (_, words: string, list: string) =>
        `${words} ${list
          .split(', ')
          .map(name)
          .join(words === 'draw order' ? ', then ' : ' and ')}`,
    )
    .replace(/\b[Ss]eat (\d+)/g, (_, seat: string) => name(seat))
    // Scores listed by seat ("scores 32 / 50", "totals 9 · 8", "Scores: 0, 0"): each with its player's name.
    .replace(SCORE_LIST, (whole, words: string, list: string) => {
      const values = list.split(/ \/ | · |, /);
      return values.length === names.length
        ? `${words} ${values.map((value, seat) => `${names[seat]} ${value}`).join(', ')}`
        : whole;
    })
    // Build Up's stacks are counted from 1 on the board, as people count.
    .replace(/\b(stacks?) (\d+)/g, (_, word: string, stack: string) => `${word} ${Number(stack) + 1}`)
    .replace(/\b1 (pieces|tiles|dominoes|points)\b/g, (_, word: string) => `1 ${SINGULAR[word]}`);
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Variants whose name in the library is not for people ("template", "(library variant)"), in words. */
const VARIANT_NAMES = {
  seed: 'variant.seed',
  template: 'variant.template',
  'no relocate (library variant)': 'variant.no-relocate',
  'tie-breaker: everyone': 'variant.tie-breaker-everyone',
} as const satisfies Record<string, PageId>;

/**
 * A variant's name for people, in the page's language: the seed's own rules are the standard game; the
 * others by the library's names for them in that language (`variantNameOf`; the same name in every game
 * that has the variant), English by their own names.
 */
export const variantName = (variant: string | null): string => {
  const id = (VARIANT_NAMES as Record<string, PageId>)[variant ?? 'seed'];
  if (id) return t(id);
  for (const game of Object.keys(HOW_TO_PLAY_EN)) {
    const name = variantNameOf(game, variant!, lang);
    if (name !== variant) return shown(name);
  }
  return shown(variant!);
};
