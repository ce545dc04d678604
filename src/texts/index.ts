/**
 * Every text of the library in other languages: `textOf(message, locale)`
 * renders the `message` that every event, move description and table event
 * carries beside its English `text`. Ships English, Spanish, Brazilian
 * Portuguese and French (`LOCALES`); an app can add a language or change a
 * sentence with `options.catalogs`. Runs in browsers (only `Intl`).
 *
 * @example
 * ```ts
 * import { textOf } from 'boneyard/texts';
 * for (const event of buildUp.step(state, move, 0).events) console.log(textOf(event.message, 'es'));
 * ```
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import { type Catalog, type Message, renderMessage } from '../core/message.js';
import { EN } from './en.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { type SeatNames, withSeatNames } from './names.js';
import { PT } from './pt.js';

export type { Catalog, Message, Sentence, TextTools } from '../core/message.js';
export { EN } from './en.js';
export { ES } from './es.js';
export { FR } from './fr.js';
export {
  GUIDE_WORDS,
  type GuidePart,
  HOW_TO_PLAY,
  type HowToPlayOptions,
  howToPlayOf,
  variantNameOf,
} from './how-to-play.js';
export type { GuideGameId, GuideWords } from './how-to-play-en.js';
export { GUIDE_WORDS_EN, HOW_TO_PLAY_EN } from './how-to-play-en.js';
export type { SeatNames } from './names.js';
export { PT } from './pt.js';

/** The languages shipped. */
export type Locale = 'en' | 'es' | 'pt' | 'fr';

/**
 * The shipped catalogs: English, Spanish, Brazilian Portuguese and French,
 * each complete for every message id.
 *
 * @example
 * ```ts
 * Object.keys(LOCALES); // ['en', 'es', 'pt', 'fr']
 * ```
 */
export const LOCALES: Readonly<Record<Locale, Catalog>> = { en: EN, es: ES, pt: PT, fr: FR };

/**
 * Each shipped language's name in itself, for a language menu.
 *
 * @example
 * ```ts
 * LOCALE_NAMES.pt; // 'Português (Brasil)'
 * ```
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  pt: 'Português (Brasil)',
  fr: 'Français',
};

/** How {@link textOf} renders. */
export interface TextOptions {
  /**
   * The seat reading, to whom its own seat is "you" (`null` or left out: every seat by its number, as
   * the `text` of events says it).
   */
  readonly viewer?: Seat | null;
  /**
   * Catalogs of your own by locale, tried before the shipped ones: a new language (e.g. `de`), or some
   * sentences changed (`{ es: { 'build-up.move.pass': 'Paso.' } }`). Missing sentences fall back to the
   * shipped catalog of the language, then to English.
   */
  readonly catalogs?: Readonly<Record<string, Catalog>>;
  /**
   * The app's name for each seat (by seat number, or a function of the seat): the seats a sentence names
   * by number are said by these names in every shipped language ("El jugador 1 juega" → "Ana juega", "del
   * jugador 1" → "de Ana"); the viewer's own sentences still say "you". A seat without a name keeps the
   * catalog's words.
   */
  readonly names?: SeatNames;
}

/** `pt-BR` → `pt`, `es-419` → `es`. */
const language = (locale: string) => locale.toLowerCase().split(/[-_]/)[0]!;

/**
 * The shipped locale closest to `wanted` (a BCP 47 tag such as `es-MX`, a
 * POSIX locale such as `pt_BR.UTF-8`, or a list of them in order of
 * preference, as `navigator.languages` gives), else `fallback`.
 *
 * @example
 * ```ts
 * matchLocale(['de-DE', 'fr-CA']); // 'fr'
 * matchLocale('pt_BR.UTF-8'); // 'pt'
 * ```
 */
export function matchLocale(
  wanted: string | readonly string[] | null | undefined,
  fallback: Locale = 'en',
): Locale {
  const list = wanted === null || wanted === undefined ? [] : typeof wanted === 'string' ? [wanted] : wanted;
  for (const tag of list) {
    const base = language(tag);
    if (Object.hasOwn(LOCALES, base)) return base as Locale;
  }
  return fallback;
}

/**
 * A message in words, in `locale` (default English): the sentence of its id
 * from `options.catalogs`, the shipped catalog of the locale or its language,
 * else English; plurals and lists by `Intl`. `textOf(event.message, 'en')`
 * is the event's `text`. With `options.viewer`, that seat reads as "you";
 * with `options.names`, the seats read as the app's names for them.
 *
 * @example
 * ```ts
 * const message = { id: 'build-up.pass', params: { player: 1, reason: 'cannot-play' } };
 * textOf(message, 'en'); // 'Seat 1 cannot play and passes.'
 * textOf(message, 'es'); // 'El jugador 1 no puede jugar y pasa.'
 * textOf(message, 'es', { viewer: 1 }); // 'No puedes jugar y pasas.'
 * textOf(message, 'es', { names: ['Ana', 'Bruno'] }); // 'Bruno no puede jugar y pasa.'
 * ```
 */
export function textOf(message: Message, locale = 'en', options: TextOptions = {}): string {
  const base = language(locale);
  const own = options.catalogs ?? {};
  const chain: Catalog[] = [];
  for (const catalog of [own[locale], own[base], LOCALES[locale as Locale], LOCALES[base as Locale], EN])
    if (catalog && !chain.includes(catalog)) chain.push(catalog);
  const text = renderMessage(chain, message, locale, options.viewer ?? null);
  return options.names ? withSeatNames(text, base, options.names) : text;
}
