/**
 * "How to play" at every table and in the lobby, from the library's own
 * how-to-play in the page's language (`howToPlayOf` from `boneyard/texts`:
 * the same words the CLI prints and the docs site shows): the goal, a turn,
 * scoring and the end in a few short lists, and the table's rules (its
 * variant in words). One line per variant for the lobby.
 */
import type { GameEntry, HowToPlay } from 'boneyard';
import { howToPlayOf } from 'boneyard/texts';
import { h } from './dom.js';
import { scoringExample } from './games/dump-truck.js';
import { guidePicture } from './guide-pictures.js';
import { lang, shown, t } from './lang.js';
import { variantName } from './words.js';

/** Whether "How to play" is open (kept across redraws and tables, as the player left it). */
let open = false;

/** The game's how-to-play in the page's language (the entry's own English for a game the library has no guide for). */
export function guideOf(entry: GameEntry): HowToPlay | undefined {
  const guide = howToPlayOf(entry.game.id, lang) ?? entry.howToPlay;
  return guide && (marked(guide) as HowToPlay);
}

/** Every sentence of a guide through `shown` (marked as a catalog's in the test-only pseudo-locale; else as is). */
const marked = (value: unknown): unknown =>
  typeof value === 'string'
    ? shown(value)
    : Array.isArray(value)
      ? value.map(marked)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item)]))
        : value;

/** A variant in one line for people: the game's own words for it, never its internal name. */
export function variantLine(entry: GameEntry, variant: string | null): string {
  return guideOf(entry)?.variants[variant ?? 'seed'] ?? '';
}

const list = (title: string, lines: readonly string[]) =>
  lines.length === 0
    ? null
    : h(
        'div',
        {},
        h('h3', { textContent: title }),
        h('ul', {}, ...lines.map((line) => h('li', { textContent: line }))),
      );

/** The guide's sections, drawn: goal, setup, a turn, scoring, the end, and this table's rules. */
function sections(entry: GameEntry, guide: HowToPlay, variant: string | null): HTMLElement[] {
  const rules = guide.variants[variant ?? 'seed'];
  return [
    h('p', { textContent: guide.equipment }),
    h('p', {}, h('strong', { textContent: t('guide.goal') }), guide.goal),
    list(t('guide.setup'), guide.setup),
    list(t('guide.turn'), guide.turn),
    list(t('guide.scoring'), guide.scoring),
    // A picture where words alone are hard: Dump Truck's chains; a real deal's move for three more games.
    entry.game.id === 'dump-truck' ? scoringExample() : guidePicture(entry.game.id),
    list(t('guide.end'), guide.end),
    h(
      'p',
      {},
      h('strong', { textContent: t('guide.this-table') }),
      `${variantName(variant)}${rules ? ` (${rules.replace(/\.$/, '')})` : ''}.`,
    ),
  ].filter((node): node is HTMLElement => node !== null);
}

/** "How to play" as a disclosure (a `details` element): closed until opened, open across redraws once opened. */
export function howToPlay(entry: GameEntry, variant: string | null): HTMLElement | null {
  const guide = guideOf(entry);
  if (!guide) return null;
  const details = h(
    'details',
    { className: 'how-to-play', open, dataset: { testid: 'how-to-play' } },
    h('summary', { textContent: t('guide.how-to-play') }),
    ...sections(entry, guide, variant),
  );
  details.addEventListener('toggle', () => {
    open = details.open;
  });
  return details;
}
