/**
 * Seats by the app's names for them: `textOf(message, locale, { names })` says "Ana juega 3-5…" where the
 * catalog says "El jugador 1 juega 3-5…", in every shipped language, with the words around a seat made to
 * fit a name ("del jugador 1" → "de Ana", "du joueur 1" → "d’Ana").
 *
 * @module
 */

/**
 * The app's name for each seat: by seat number, or a function of the seat; a seat without a name (no
 * entry, `undefined`, `null` or `''`) keeps the catalog's words ("el jugador 2").
 */
export type SeatNames =
  | readonly (string | null | undefined)[]
  | ((seat: number) => string | null | undefined);

/**
 * How a language names seats: each pattern captures the seat numbers (one, or a list joined as the language
 * joins them), and the words that stand before a name in its place (`'de '` for "del jugador 2").
 */
type SeatWords = readonly (readonly [RegExp, string])[];

/** Each shipped language's seat words, most specific first. */
const SEAT_WORDS: Readonly<Record<string, SeatWords>> = {
  en: [
    [/\b[Ss]eats ((?:\d+, )*\d+,? and \d+)/g, ''],
    // Not a place at a table ("sits at seat 2"): a player.
    [/(?<!\bat )\b[Ss]eat (\d+)/g, ''],
  ],
  es: [
    [/\b(?:[Ll]os )?[Jj]ugadores ((?:\d+, )*\d+ y \d+)/g, ''],
    [/\b[Dd]el jugador (\d+)/g, 'de '],
    [/\b[Aa]l jugador (\d+)/g, 'a '],
    [/\b(?:[Ee]l )?[Jj]ugador (\d+)/g, ''],
  ],
  pt: [
    [/\b(?:[Oo]s )?[Jj]ogadores ((?:\d+, )*\d+ e \d+)/g, ''],
    [/\b[Dd]o jogador (\d+)/g, 'de '],
    [/\b[Aa]o jogador (\d+)/g, 'a '],
    [/\b(?:[Oo] )?[Jj]ogador (\d+)/g, ''],
  ],
  fr: [
    [/\b(?:[Ll]es )?[Jj]oueurs ((?:\d+, )*\d+ et \d+)/g, ''],
    [/\b[Dd]u joueur (\d+)/g, 'de '],
    [/\b[Aa]u joueur (\d+)/g, 'à '],
    [/\b(?:[Ll]e )?[Jj]oueur (\d+)/g, ''],
  ],
};

/** The words that join the seats of a list, in every shipped language. */
const JOINS = /,? and |, | y | e | et /;

const lists = new Map<string, Intl.ListFormat>();

function joined(locale: string, names: readonly string[]): string {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    lists.set(locale, format);
  }
  return format.format(names);
}

/**
 * `text` (a sentence of `language`'s shipped catalog) with each seat it names by number said by its name
 * from `names` (a language not shipped: English's words); a seat without a name is left as it is.
 *
 * @example
 * ```ts
 * withSeatNames('El jugador 1 juega 3-5 y tapa la 2-4 del jugador 0.', 'es', ['Ana', 'Bruno']);
 * // 'Bruno juega 3-5 y tapa la 2-4 de Ana.'
 * ```
 */
export function withSeatNames(text: string, language: string, names: SeatNames): string {
  // A language not shipped falls back to English sentences, and so to English seat words.
  const words = SEAT_WORDS[language] ?? SEAT_WORDS.en!;
  const nameOf = (seat: number) => (typeof names === 'function' ? names(seat) : names[seat]) || undefined;
  let out = text;
  for (const [pattern, before] of words) {
    out = out.replace(pattern, (whole: string, seats: string, at: number) => {
      const list = seats.split(JOINS).map((seat) => nameOf(Number(seat)));
      if (list.some((name) => name === undefined)) return whole;
      const name = list.length > 1 ? joined(language, list as string[]) : list[0]!;
      // French elides before a vowel: "d’Ana", never "de Ana".
      let lead =
        language === 'fr' && before === 'de ' && /^[aeiouyàâäéèêëîïôöùûüh]/i.test(name) ? 'd’' : before;
      if (at === 0 && /^[A-ZÀ-Ý]/.test(whole)) lead = lead.charAt(0).toUpperCase() + lead.slice(1);
      return `${lead}${name}`;
    });
  }
  return out;
}
