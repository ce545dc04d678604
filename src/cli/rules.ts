/**
 * What the CLI teaches about one game: `boneyard play <game> --help` (its
 * players, options and variants in words) and `boneyard rules <game>` (how to
 * play it), both read from the game's entry (`howToPlay`, `variants`,
 * `game.defaultOptions`).
 */
import { formatHowToPlay, type GameEntry, wrap } from '../core/entry.js';
import { GUIDE_WORDS, howToPlayOf, type Locale } from '../texts/index.js';

export const rulesHelp = `boneyard rules <game>: how to play a game: the goal, a turn, scoring, the end.

Options:
  --lang L           the language: en, es, pt or fr (default: from LC_ALL, LC_MESSAGES or LANG,
                     else en)

Its options and variants: boneyard play <game> --help.`;

/** An option's value as typed after `--option key=` (long lists summed up). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Array.isArray(value) && text.length > 24 ? `[…${value.length}]` : text;
}

/** Two columns: the left padded to `width`, the right wrapped under itself. */
function columns(left: string, right: string, width = 28): string {
  if (!right) return left;
  const pad = ' '.repeat(width);
  const words = wrap(`${left.padEnd(width - 1)} ${right}`, pad);
  return left.length >= width - 1 ? `${left}\n${wrap(pad + right, pad)}` : words;
}

/**
 * One game's part of `boneyard play <game> --help`: players, bots, every
 * option with its default and its words, every named variant as the
 * `--option`s it sets.
 */
export function gameHelp(entry: GameEntry): string {
  const { game, howToPlay, variants } = entry;
  const words = howToPlay?.options ?? {};
  const lines = [
    wrap(
      `${game.name} (${game.id}): ${game.minPlayers} to ${game.maxPlayers} players (--players, default ${game.defaultPlayers}).`,
      '',
    ),
    `How to play: boneyard rules ${game.id}`,
    '',
    'Its options (--option key=value; shown with their defaults):',
  ];
  for (const [key, value] of Object.entries(game.defaultOptions as Record<string, unknown>)) {
    lines.push(columns(`  ${key}=${shown(value)}`, words[key] ?? ''));
  }
  lines.push('', 'Its variants (play one by giving its options):');
  for (const [name, options] of Object.entries(variants)) {
    const flags = Object.entries(options).map(([key, value]) => `--option ${key}=${shown(value)}`);
    lines.push(`  ${name}${flags.length > 0 ? `: ${flags.join(' ')}` : ''}`);
    const said = howToPlay?.variants[name];
    if (said) lines.push(wrap(`      ${said}`, '      '));
  }
  return lines.join('\n');
}

/** The text of `boneyard rules <game>`, in `lang` (English for a game with no guide in that language). */
export function rulesText(entry: GameEntry, lang: Locale = 'en'): string {
  const { game, howToPlay } = entry;
  if (!howToPlay)
    return `${game.name}: no how-to-play text; see docs/rules for its rules.\n\n${GUIDE_WORDS.en.play.replaceAll('{id}', game.id)}`;
  // A listed game's guide in the language; a game with none of its own there keeps its English words and titles.
  const translated = howToPlayOf(game.id, lang);
  const words = translated ? GUIDE_WORDS[lang] : GUIDE_WORDS.en;
  const guide = formatHowToPlay(game.name, translated ?? howToPlay, words);
  return `${guide}\n\n${words.play.replaceAll('{id}', game.id)}`;
}
