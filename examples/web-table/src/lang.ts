/**
 * The page's language: chosen in the header ("Language"), by default the
 * browser's (`matchLocale(navigator.languages)`), kept in this browser. The
 * library's texts (events, moves) come through `textOf` from `boneyard/texts`;
 * the page's own words from its small catalogs (`page-words.ts`). Dates and
 * numbers follow the chosen language through `Intl`.
 */
import { LOCALE_NAMES, LOCALES, type Locale, type Message, matchLocale, textOf } from 'boneyard/texts';
import { h } from './dom.js';
import { PAGE_WORDS, type PageId } from './page-words.js';
import { forPeople, listNames } from './words.js';

const KEY = 'boneyard:lang';

function kept(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return value !== null && Object.hasOwn(LOCALES, value) ? (value as Locale) : null;
  } catch {
    return null;
  }
}

/** The language the page speaks now. */
export let lang: Locale = kept() ?? matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
if (typeof document !== 'undefined') document.documentElement.lang = lang;

/** Chooses the page's language: kept in this browser, `<html lang>` set. */
export function setLang(next: Locale): void {
  lang = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // A full or closed storage: the choice lasts this page only.
  }
}

/**
 * A test's pseudo-locale, never a language people choose: with `?pseudo` in the page's address (only
 * `test/e2e/web-table-pseudo.e2e.ts` opens it so), every sentence from a catalog (the page's words, the
 * library's messages, the languages' names) is shown accented and bracketed, `⟦Ŵáíŧíñĝ ƒóŕ Áñá.⟧`, so
 * that a text shown plain is one no catalog gave: hard-coded words.
 */
const PSEUDO = typeof location !== 'undefined' && new URLSearchParams(location.search).has('pseudo');
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdeghijklnorstuwyzACDEGHIJLNORSTUWYZ'].map((c, i) => [
    c,
    [...'áƀçđéĝĥíĵķľñóŕšŧúŵýžÁÇĐÉĜĤÍĴĽÑÓŔŠŦÚŴÝŽ'][i]!,
  ]),
);

/** A catalog's sentence as shown: itself, or in the test's pseudo-locale accented and bracketed. */
export const shown = (text: string): string =>
  PSEUDO && text ? `⟦${[...text].map((c) => ACCENTED[c] ?? c).join('')}⟧` : text;

/** One of the page's own sentences in the page's language (English where a language lacks it). */
export function t(id: PageId, params: Readonly<Record<string, string | number>> = {}): string {
  const sentence = PAGE_WORDS[lang][id] ?? PAGE_WORDS.en[id];
  const text = typeof sentence === 'function' ? sentence(params) : sentence;
  return shown(
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    ),
  );
}

/** A number as the page's language writes it. */
export const num = (n: number): string => new Intl.NumberFormat(lang).format(n);

/** A date and time as the page's language writes it. */
export const when = (ms: number): string =>
  new Date(ms).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

/** Names joined as the page's language joins them (`Ana, Bob y Cy`). */
export const namesList = (names: readonly string[]): string =>
  lang === 'en' ? listNames(names) : new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);

/** The per-seat values some messages list bare ("puntos 3 / 5"): each with its player's name, as the English page says them. */
const PER_SEAT: Readonly<Record<string, readonly string[]>> = {
  'build-up.deal': ['sizes'],
  'build-up.hand-end': ['scores', 'totals'],
  'build-up.game-over': ['scores'],
  'dump-truck.round-end': ['scores'],
  'dump-truck.game-over': ['scores'],
  'shanghai.round-end': ['totals'],
  'shanghai.match-end': ['scores'],
  'domino-squares.round-end': ['playPoints', 'totals'],
  'domino-squares.game-over': ['pips'],
};

/**
 * A message as this page says it: a stack counted from 1, as the board shows
 * it; seats listed bare (a draw order, a coin flip) and values per seat with
 * the players' names.
 */
function forThePage(message: Message, names: readonly string[]): Message {
  const params: Record<string, unknown> = { ...message.params };
  const named = (seat: unknown) => (typeof seat === 'number' ? (names[seat] ?? String(seat)) : seat);
  if (typeof params.stack === 'number') params.stack = params.stack + 1;
  if (Array.isArray(params.drawOrder)) params.drawOrder = params.drawOrder.map(named);
  if (Array.isArray(params.coinFlips))
    params.coinFlips = params.coinFlips.map((group: unknown) =>
      Array.isArray(group) ? group.map(named) : group,
    );
  for (const key of PER_SEAT[message.id] ?? []) {
    const values = params[key];
    if (Array.isArray(values) && values.length === names.length)
      params[key] = values.map(
        (value, seat) => `${names[seat]} ${typeof value === 'number' ? num(value) : value}`,
      );
  }
  return { id: message.id, params };
}

/** Where and how a Domino Squares piece lies, in each language: the board shows it, the log leaves it out. */
const PLACES: readonly RegExp[] = [
  / (?:girada|tournée) -?\d+/g,
  / (?:en la fila|na fila|rangée) -?\d+, (?:columna|coluna|colonne) -?\d+/g,
];

/** A Domino Squares piece as events write it (`p01 6-2-.-.`): its id dropped, its squares in words. */
const PIECE = /\bp\d\d ([0-9.*GDSAP](?:-[0-9.*GDSAP]){3})/g;
const SQUARE_IDS: Readonly<Record<string, PageId>> = {
  '.': 'square.blank',
  '*': 'square.wild',
  G: 'square.give',
  D: 'square.draw',
  S: 'square.skip',
  A: 'square.again',
  P: 'square.all-pass',
};
const squaresInWords = (notation: string) =>
  notation
    .split('-')
    .map((c) => (SQUARE_IDS[c] ? t(SQUARE_IDS[c]) : c))
    .join('·');

/**
 * A message of the library for people at this table, in the page's language:
 * said to `viewer` ("you"), the other seats by their players' names, stacks
 * counted from 1 as the board shows them. `text` (an older server's English)
 * where there is no message.
 */
export function say(
  told: { readonly message?: Message | undefined; readonly text?: string | undefined },
  names: readonly string[],
  viewer: number | null,
): string {
  if (!told.message) return forPeople(told.text ?? '', names);
  // Every seat by its player's name (the library's `names`), in every language; the viewer's own lines say "you".
  const seatName = (seat: number) => names[seat] || t('seat-n', { n: seat + 1 });
  if (lang === 'en') return shown(forPeople(textOf(told.message, 'en', { viewer, names: seatName }), names));
  let line = textOf(forThePage(told.message, names), lang, { viewer, names: seatName });
  for (const place of PLACES) line = line.replace(place, '');
  line = line.replace(PIECE, (_, notation: string) => squaresInWords(notation));
  return shown(line.charAt(0).toUpperCase() + line.slice(1));
}

/** Why a join or create failed, in the page's language: the table's refusal, else what went wrong (no server…). */
export function refusalWords(error: unknown): string {
  // A refused join says `code: message` (as `joinRefusal` of boneyard/client reads it); the game server's
  // own answers (`{ code, message }`) name a table code too.
  const named = (error as { code?: unknown } | null)?.code;
  const code = typeof named === 'string' ? named : /^([a-z-]+):/.exec(String((error as Error)?.message))?.[1];
  if (code && Object.hasOwn(LOCALES.en, `table.refusal.${code}`))
    return say({ message: { id: `table.refusal.${code}`, params: {} } }, [], null);
  return error instanceof Error ? error.message : String(error);
}

/** The header's "Language" select: the shipped languages in their own names; `changed` redraws the page. */
export function languageSelect(changed: () => void): HTMLElement {
  const select = h('select', { id: 'language', name: 'language', dataset: { testid: 'language' } });
  for (const [code, name] of Object.entries(LOCALE_NAMES))
    select.append(
      h('option', { value: code, textContent: shown(name), selected: code === lang, lang: code }),
    );
  const label = h('label', { className: 'language', htmlFor: 'language' }, `${t('language')} `);
  select.onchange = () => {
    setLang(select.value as Locale);
    label.firstChild!.textContent = `${t('language')} `;
    changed();
  };
  return h('span', { className: 'language-box' }, label, select);
}
