/**
 * Texts as messages: every line the library gives a person is a `Message`
 * (an id and its parameters, plain data) carried beside its English `text`.
 * A catalog turns a message into words in one language; the English text is
 * the English catalog's rendering, so the two cannot drift. The other
 * languages are in `boneyard/texts` (`textOf`, `LOCALES`).
 *
 * @module
 */

/**
 * A text as data: which sentence (`id`, e.g. `'build-up.play'`) and what it
 * names (`params`: seats as seat numbers, tiles as their two pip values
 * `[low, high]`, counts as numbers, lists as arrays), so that an app can
 * render it in any language, or its own way.
 *
 * @example
 * ```ts
 * buildUp.step(state, { type: 'pass', player: 1 }, 0).events[0]!.message;
 * // { id: 'build-up.pass', params: { player: 1, reason: 'cannot-play' } }
 * ```
 */
export interface Message {
  /** The sentence: `<game or part>.<what>`, stable across versions. */
  readonly id: string;
  /** What it names, as plain JSON data. */
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * The tools a catalog's sentences use: the locale, plural and list rules from
 * `Intl`, and the seat the text is for (`viewer`, to say "you").
 *
 * @example
 * ```ts
 * const tiles = { 'x.tiles': (p: { n: number }, t: TextTools) => t.plural(p.n, { one: '# tile', other: '# tiles' }) };
 * renderMessage([tiles], { id: 'x.tiles', params: { n: 2 } }, 'en'); // '2 tiles'
 * ```
 */
export interface TextTools {
  /** The locale rendered, e.g. `'es'`. */
  readonly locale: string;
  /** The seat reading (a seat is "you" to itself), or `null` for a neutral text. */
  readonly viewer: number | null;
  /** `forms` chosen by `Intl.PluralRules` for `n` (`other` when a form is missing), `#` replaced by `n`. */
  plural(
    n: number,
    forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { other: string },
  ): string;
  /** Items joined by `Intl.ListFormat` (`'and'`: conjunction, `'or'`: disjunction). */
  list(items: readonly string[], kind?: 'and' | 'or'): string;
  /** Another message rendered in the same locale (for a message inside a message). */
  text(message: Message): string;
}

/**
 * One sentence of a catalog: a function of the message's parameters, or a
 * template whose `{name}` placeholders are replaced by the parameters.
 *
 * @example
 * ```ts
 * renderMessage([{ 'x.keep': 'Seat {player} keeps its load.' }], { id: 'x.keep', params: { player: 1 } }, 'en');
 * // 'Seat 1 keeps its load.'
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: a message's params are JSON data, checked by the catalog tests.
export type Sentence = string | ((params: any, tools: TextTools) => string);

/**
 * A language's sentences by message id.
 *
 * @example
 * ```ts
 * const german = { 'dump-truck.keep': 'Platz {player} behält die Ladung.' };
 * renderMessage([german], { id: 'dump-truck.keep', params: { player: 1 } }, 'de'); // 'Platz 1 behält die Ladung.'
 * ```
 */
export type Catalog = Readonly<Record<string, Sentence>>;

const plurals = new Map<string, Intl.PluralRules>();
const lists = new Map<string, Intl.ListFormat>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules;
}

function listFormat(locale: string, kind: 'and' | 'or'): Intl.ListFormat {
  const key = `${locale}/${kind}`;
  let format = lists.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: kind === 'and' ? 'conjunction' : 'disjunction' });
    lists.set(key, format);
  }
  return format;
}

/**
 * A message in words from `catalogs` (tried in order, the first holding its
 * id wins), in `locale`, for `viewer`; the id itself when no catalog holds it.
 *
 * @example
 * ```ts
 * renderMessage([{ 'x.hi': 'Hi {name}.' }], { id: 'x.hi', params: { name: 'Ada' } }, 'en'); // 'Hi Ada.'
 * ```
 */
export function renderMessage(
  catalogs: readonly Catalog[],
  message: Message,
  locale: string,
  viewer: number | null = null,
): string {
  const tools: TextTools = {
    locale,
    viewer,
    plural: (n, forms) => (forms[pluralRules(locale).select(n)] ?? forms.other).replaceAll('#', String(n)),
    list: (items, kind = 'and') => listFormat(locale, kind).format(items),
    text: (inner) => renderMessage(catalogs, inner, locale, viewer),
  };
  for (const catalog of catalogs) {
    if (!Object.hasOwn(catalog, message.id)) continue;
    const sentence = catalog[message.id]!;
    if (typeof sentence === 'function') return sentence(message.params, tools);
    return sentence.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(message.params, name) ? String(message.params[name]) : whole,
    );
  }
  return message.id;
}

/**
 * A message and its English text, rendered from `catalog` (the game's English sentences).
 *
 * @example
 * ```ts
 * said({ 'x.hi': 'Hi {name}.' }, 'x.hi', { name: 'Ada' }); // { message: { id: 'x.hi', params: { name: 'Ada' } }, text: 'Hi Ada.' }
 * ```
 */
export function said(
  catalog: Catalog,
  id: string,
  params: Readonly<Record<string, unknown>>,
): { readonly message: Message; readonly text: string } {
  const message: Message = { id, params };
  return { message, text: renderMessage([catalog], message, 'en') };
}

/** A tile as a message names it: its two pip values, low first. */
export const pips = (tile: { readonly low: number; readonly high: number }): [number, number] => [
  tile.low,
  tile.high,
];

/** Two pip values as the texts write them: `2-5`. */
export const dash = (values: readonly number[]): string => values.join('-');

/**
 * The English sentences of core: a move of a game that tells nothing of its own, and a drawing's line
 * without words.
 *
 * @example
 * ```ts
 * said(CORE_EN, 'core.move', { player: 1, move: 'pass' }).text; // 'Seat 1: pass.'
 * ```
 */
export const CORE_EN = {
  'core.move': 'Seat {player}: {move}.',
  // A line of a drawing without words (a grid, a layout): the same in every language.
  'core.line': '{text}',
} as const satisfies Catalog;
