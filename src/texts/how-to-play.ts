/**
 * How to play every listed game in every shipped language: `howToPlayOf(gameId, locale)` is the game's
 * `HowToPlay` (the goal, setup, a turn, scoring, the end, every option and variant) in that language, the
 * English guide where a language lacks it; `GUIDE_WORDS` the titles around it and `variantNameOf` a
 * variant's name. An app adds a language or changes some lines with `options.guides`.
 *
 * @module
 */
import type { HowToPlay } from '../core/entry.js';
import { GUIDE_WORDS_EN, type GuideGameId, type GuideWords, HOW_TO_PLAY_EN } from './how-to-play-en.js';
import { GUIDE_WORDS_ES, HOW_TO_PLAY_ES, VARIANT_NAMES_ES } from './how-to-play-es.js';
import { GUIDE_WORDS_FR, HOW_TO_PLAY_FR, VARIANT_NAMES_FR } from './how-to-play-fr.js';
import { GUIDE_WORDS_PT, HOW_TO_PLAY_PT, VARIANT_NAMES_PT } from './how-to-play-pt.js';

/** A game's guide, or some of it: the sections given replace the English ones, options and variants one by one. */
export type GuidePart = Partial<HowToPlay>;

/** Guides by locale, then by game id. */
type Guides = Readonly<Record<string, Readonly<Record<string, GuidePart>>>>;

/**
 * Every listed game's how-to-play in each shipped language, by locale and game id.
 *
 * @example
 * ```ts
 * HOW_TO_PLAY.es['build-up'].goal; // 'Tener más puntos de tu color encima de las pilas …'
 * ```
 */
export const HOW_TO_PLAY: Readonly<
  Record<'en' | 'es' | 'pt' | 'fr', Readonly<Record<GuideGameId, HowToPlay>>>
> = { en: HOW_TO_PLAY_EN, es: HOW_TO_PLAY_ES, pt: HOW_TO_PLAY_PT, fr: HOW_TO_PLAY_FR };

/**
 * The titles around a guide and the CLI's last line, in each shipped language (`formatHowToPlay`'s third
 * argument).
 *
 * @example
 * ```ts
 * GUIDE_WORDS.es.turn; // 'El turno:'
 * ```
 */
export const GUIDE_WORDS: Readonly<Record<'en' | 'es' | 'pt' | 'fr', GuideWords>> = {
  en: GUIDE_WORDS_EN,
  es: GUIDE_WORDS_ES,
  pt: GUIDE_WORDS_PT,
  fr: GUIDE_WORDS_FR,
};

const VARIANT_NAMES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  es: VARIANT_NAMES_ES,
  pt: VARIANT_NAMES_PT,
  fr: VARIANT_NAMES_FR,
};

/** `pt-BR` → `pt`. */
const language = (locale: string) => locale.toLowerCase().split(/[-_]/)[0]!;

/** What {@link howToPlayOf} reads besides the shipped guides. */
export interface HowToPlayOptions {
  /**
   * Guides of your own by locale, then game id, tried before the shipped ones: a new language, a game of
   * your own (give its English under `en`), or some lines changed (`{ es: { 'build-up': { goal: '…' } } }`).
   * What yours leave out comes from the shipped guide of the language, then English.
   */
  readonly guides?: Readonly<Record<string, Readonly<Record<string, GuidePart>>>>;
}

/**
 * How to play a game in `locale` (default English): the game's `HowToPlay` (the same shape its entry
 * carries, every option and variant in words) from `options.guides`, the shipped guide of the locale or
 * its language, else English; `undefined` for a game no guide knows.
 *
 * @example
 * ```ts
 * import { GUIDE_WORDS, howToPlayOf } from 'boneyard/texts';
 * import { formatHowToPlay } from 'boneyard';
 * howToPlayOf('dump-truck', 'pt')!.variants['no shift']; // 'Nada do que foi colocado se move antes de descarregar.'
 * console.log(formatHowToPlay('Shanghai', howToPlayOf('shanghai', 'fr')!, GUIDE_WORDS.fr));
 * ```
 */
export function howToPlayOf(
  gameId: string,
  locale = 'en',
  options: HowToPlayOptions = {},
): HowToPlay | undefined {
  const base = language(locale);
  const own = options.guides ?? {};
  const shipped = HOW_TO_PLAY as Guides;
  const layers: GuidePart[] = [];
  for (const guide of [own[locale], own[base], shipped[locale], shipped[base], own.en, shipped.en]) {
    const part = guide && Object.hasOwn(guide, gameId) ? guide[gameId] : undefined;
    if (part && !layers.includes(part)) layers.push(part);
  }
  if (layers.length === 0) return undefined;
  const first = <Key extends keyof GuidePart>(key: Key) =>
    layers.find((part) => part[key] !== undefined)?.[key];
  // Options and variants one by one, in the English order (the last layer's keys first).
  const keyed = (key: 'options' | 'variants') => {
    const out: Record<string, string> = {};
    for (const part of [...layers].reverse())
      for (const [name, words] of Object.entries(part[key] ?? {})) out[name] = words;
    return out;
  };
  return {
    equipment: first('equipment') ?? '',
    goal: first('goal') ?? '',
    setup: first('setup') ?? [],
    turn: first('turn') ?? [],
    scoring: first('scoring') ?? [],
    end: first('end') ?? [],
    options: keyed('options'),
    variants: keyed('variants'),
  };
}

/**
 * A variant's name for people in `locale`: its name in that language where one is shipped, else its key
 * (the English name, e.g. `'no shift'`).
 *
 * @example
 * ```ts
 * variantNameOf('dump-truck', 'no shift', 'es'); // 'sin desplazar'
 * ```
 */
export function variantNameOf(gameId: string, variant: string, locale = 'en'): string {
  const names = VARIANT_NAMES[locale]?.[gameId] ?? VARIANT_NAMES[language(locale)]?.[gameId];
  return names && Object.hasOwn(names, variant) ? names[variant]! : variant;
}
