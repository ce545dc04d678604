/**
 * How to play in every shipped language (`howToPlayOf`): every listed game's guide in es, pt and fr has every
 * section, option and variant of the English (each option of the game, each named variant of its entry),
 * line for line, each line translated with the options' typed values kept; English is the fallback, a
 * regional tag takes its language, an app's guides win field by field; the titles and variant names too.
 */
import { describe, expect, it } from 'vitest';
import { formatHowToPlay } from '../../src/core/entry.js';
import { gameRegistry } from '../../src/registry.js';
import {
  GUIDE_WORDS,
  HOW_TO_PLAY,
  HOW_TO_PLAY_EN,
  howToPlayOf,
  LOCALES,
  variantNameOf,
} from '../../src/texts/index.js';

const OTHERS = ['es', 'pt', 'fr'] as const;
const SECTIONS = ['setup', 'turn', 'scoring', 'end'] as const;

/** English words no sentence of the other languages holds. */
const ENGLISH = /\b(the|and|your|you|with|when|each|player|players|tiles?|pips|hand|turn|draw|wins?)\b/;

describe('how to play in every language', () => {
  it('ships a guide for every listed game in every shipped language, English the games’ own', () => {
    expect(Object.keys(HOW_TO_PLAY).sort()).toEqual(Object.keys(LOCALES).sort());
    expect(Object.keys(HOW_TO_PLAY_EN).sort()).toEqual(Object.keys(gameRegistry).sort());
    for (const [id, entry] of Object.entries(gameRegistry)) {
      expect(HOW_TO_PLAY_EN[id as keyof typeof HOW_TO_PLAY_EN], id).toBe(entry.howToPlay);
      expect(howToPlayOf(id, 'en'), id).toEqual(entry.howToPlay);
      // Every option of the game and every named variant of its entry, in English words.
      expect(Object.keys(entry.howToPlay!.options).sort(), id).toEqual(
        Object.keys(entry.game.defaultOptions as object).sort(),
      );
      expect(Object.keys(entry.howToPlay!.variants).sort(), id).toEqual(Object.keys(entry.variants).sort());
    }
  });

  for (const locale of OTHERS) {
    it(`${locale}: every game's guide has the English keys and lines, each line translated`, () => {
      for (const [id, english] of Object.entries(HOW_TO_PLAY_EN)) {
        const guide = howToPlayOf(id, locale)!;
        expect(guide, `${locale} ${id}`).toEqual(HOW_TO_PLAY[locale][id as keyof typeof HOW_TO_PLAY_EN]);
        expect(Object.keys(guide.options), `${locale} ${id} options`).toEqual(Object.keys(english.options));
        expect(Object.keys(guide.variants), `${locale} ${id} variants`).toEqual(
          Object.keys(english.variants),
        );
        for (const section of SECTIONS)
          expect(guide[section].length, `${locale} ${id} ${section}`).toBe(english[section].length);
        const pairs: [string, string][] = [
          [english.equipment, guide.equipment],
          [english.goal, guide.goal],
          ...SECTIONS.flatMap((section) =>
            english[section].map((line, i): [string, string] => [line, guide[section][i]!]),
          ),
          ...Object.entries(english.options).map(([key, line]): [string, string] => [
            line,
            guide.options[key]!,
          ]),
          ...Object.entries(english.variants).map(([key, line]): [string, string] => [
            line,
            guide.variants[key]!,
          ]),
        ];
        for (const [en, said] of pairs) {
          expect(said.trim(), `${locale} ${id}: ${en}`).not.toBe('');
          expect(said, `${locale} ${id}`).not.toBe(en);
          // (The values typed, e.g. `'wins'`, are the library's words in every language.)
          expect(said.replace(/'[\w-]+'/g, ''), `${locale} ${id}: an English word in "${said}"`).not.toMatch(
            ENGLISH,
          );
          // The values a player types (`'set-aside'`, `[6,6,6,4]`) and the numbers stay as they are.
          for (const typed of en.match(/'[\w-]+'|\[[\d,]+\]|\b\d+\b/g) ?? [])
            expect(said, `${locale} ${id}: ${typed} kept in "${said}"`).toContain(typed);
        }
      }
    });
  }

  it('falls back to the language, then English; knows no game it has no guide for', () => {
    expect(howToPlayOf('shanghai', 'es-MX')).toEqual(HOW_TO_PLAY.es.shanghai);
    expect(howToPlayOf('shanghai', 'pt_BR.UTF-8')).toEqual(HOW_TO_PLAY.pt.shanghai);
    expect(howToPlayOf('shanghai', 'de')).toEqual(HOW_TO_PLAY_EN.shanghai);
    expect(howToPlayOf('shanghai')).toEqual(HOW_TO_PLAY_EN.shanghai);
    expect(howToPlayOf('no-such-game', 'es')).toBeUndefined();
  });

  it('takes an app’s guides first, field by field, option by option', () => {
    const guides = {
      es: { 'build-up': { goal: 'Ganar.', variants: { seed: 'Como viene.' } } },
      de: { 'build-up': { goal: 'Gewinnen.' } },
      en: {
        'my-game': { equipment: 'Two dice.', goal: 'Roll high.', options: { sides: 'Sides of a die.' } },
      },
    };
    const es = howToPlayOf('build-up', 'es', { guides })!;
    expect(es.goal).toBe('Ganar.');
    expect(es.variants.seed).toBe('Como viene.');
    expect(es.variants['subtract unplayed']).toBe(HOW_TO_PLAY.es['build-up'].variants['subtract unplayed']);
    expect(Object.keys(es.variants)).toEqual(Object.keys(HOW_TO_PLAY_EN['build-up'].variants));
    expect(es.turn).toEqual(HOW_TO_PLAY.es['build-up'].turn);
    const de = howToPlayOf('build-up', 'de-AT', { guides })!;
    expect(de.goal).toBe('Gewinnen.');
    expect(de.turn).toEqual(HOW_TO_PLAY_EN['build-up'].turn);
    // A game of the app's own: its English, in every language until the app gives more.
    expect(howToPlayOf('my-game', 'fr', { guides })).toEqual({
      equipment: 'Two dice.',
      goal: 'Roll high.',
      setup: [],
      turn: [],
      scoring: [],
      end: [],
      options: { sides: 'Sides of a die.' },
      variants: {},
    });
  });

  it('prints a guide with its titles in the language', () => {
    const text = formatHowToPlay('Shanghai', howToPlayOf('shanghai', 'es')!, GUIDE_WORDS.es);
    expect(text.split('\n')[0]).toBe('Shanghai: cómo se juega');
    expect(text).toContain('\nObjetivo: Formar cadenas');
    expect(text).toContain('\nEl turno:\n- Tira los dados.');
    expect(formatHowToPlay('Shanghai', howToPlayOf('shanghai', 'fr')!, GUIDE_WORDS.fr)).toContain('\nBut : ');
    // English by default, as before.
    expect(formatHowToPlay('Shanghai', HOW_TO_PLAY_EN.shanghai)).toBe(
      formatHowToPlay('Shanghai', HOW_TO_PLAY_EN.shanghai, GUIDE_WORDS.en),
    );
    expect(formatHowToPlay('Shanghai', HOW_TO_PLAY_EN.shanghai).split('\n')[0]).toBe('Shanghai: how to play');
    for (const locale of Object.keys(GUIDE_WORDS) as (keyof typeof GUIDE_WORDS)[])
      expect(GUIDE_WORDS[locale].play, locale).toContain('boneyard play {id}');
  });

  it('names every variant in every language, English by its key', () => {
    for (const [id, english] of Object.entries(HOW_TO_PLAY_EN)) {
      for (const variant of Object.keys(english.variants)) {
        expect(variantNameOf(id, variant, 'en')).toBe(variant);
        for (const locale of OTHERS) {
          const name = variantNameOf(id, variant, locale);
          expect(name, `${locale} ${id} ${variant}`).not.toBe(variant);
          expect(name, `${locale} ${id} ${variant}`).not.toMatch(ENGLISH);
        }
      }
    }
    expect(variantNameOf('dump-truck', 'no shift', 'es-AR')).toBe('sin desplazar');
    expect(variantNameOf('my-game', 'fast', 'es')).toBe('fast');
  });
});
