/**
 * The web table's own words in every language it offers: every page id in
 * every language, no placeholder left unfilled, and the library's messages
 * said with the players' names in the chosen language.
 */
import { LOCALES, type Locale } from 'boneyard/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { say, setLang, t } from '../../examples/web-table/src/lang.js';
import { PAGE_WORDS, type PageId } from '../../examples/web-table/src/page-words.js';

const ids = Object.keys(PAGE_WORDS.en) as PageId[];
const sample = {
  n: 2,
  count: 2,
  name: 'Ana',
  who: 'Ana',
  names: 'Ana',
  winners: 'Ana',
  points: 3,
  pointCount: 3,
  scores: 'Ana 3',
  total: 5,
};

afterEach(() => setLang('en'));

describe('the web table’s words', () => {
  it('offers every language the library ships, and no other', () => {
    expect(Object.keys(PAGE_WORDS).sort()).toEqual(Object.keys(LOCALES).sort());
  });

  it.each(Object.keys(LOCALES))('%s has every page id, each a sentence of its own', (locale) => {
    const catalog = PAGE_WORDS[locale as Locale];
    expect(Object.keys(catalog).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const sentence = catalog[id];
      const text = typeof sentence === 'function' ? sentence(sample) : sentence;
      expect(text.trim(), `${locale} ${id}`).not.toBe('');
      expect(text, `${locale} ${id}`).not.toMatch(/undefined|NaN/);
    }
  });

  it('t fills every placeholder, in the language chosen', () => {
    setLang('es');
    expect(t('table.wait-for', { names: 'Ana y Pip' })).toBe('Esperando a Ana y Pip.');
    expect(t('seat.points', { n: '1', count: 1 })).toBe('1 punto');
    setLang('en');
    expect(t('table.wait-for', { names: 'Ana and Pip' })).toBe('Waiting for Ana and Pip.');
  });

  it('says one point in the singular where a game is won with it, in every language', () => {
    const won = { winners: 'Ana', count: 1, points: '1', pointCount: 1, scores: 'Ana 1, Pip 0' };
    const expected = { en: '1 point', es: '1 punto', pt: '1 ponto', fr: '1 point' } as const;
    for (const [locale, words] of Object.entries(expected)) {
      setLang(locale as Locale);
      for (const id of ['replay.won', 'table.game-over'] as const) {
        expect(t(id, won), `${locale} ${id}`).toMatch(new RegExp(`\\b${words}\\b(?!s)`));
        expect(t(id, { ...won, points: '2', pointCount: 2 }), `${locale} ${id}`).toMatch(/\b2 \w+s\b/);
      }
    }
  });

  it('says a message with the players’ names, to the seat reading it, stacks counted from 1', () => {
    const message = {
      id: 'build-up.play',
      params: { player: 1, tile: [4, 4], stack: 0, covered: [0, 1], owner: 0 },
    };
    const text = "Seat 1 plays 4-4 on stack 0, covering seat 0's 0-1.";
    setLang('es');
    expect(say({ text, message }, ['Ana', 'Pip'], 0)).toBe('Pip juega 4-4 en la pila 1 y tapa tu 0-1.');
    expect(say({ text, message }, ['Ana', 'Pip'], null)).toBe(
      'Pip juega 4-4 en la pila 1 y tapa la 0-1 de Ana.',
    );
    setLang('fr');
    expect(say({ text, message }, ['Ana', 'Pip'], null)).not.toMatch(/joueur \d/);
    setLang('pt');
    expect(say({ text, message }, ['Ana', 'Pip'], null)).not.toMatch(/jogador \d/);
    // An older server's event without a message: its English text.
    expect(say({ text }, ['Ana', 'Pip'], null)).toBe("Pip plays 4-4 on stack 1, covering Ana's 0-1.");
    setLang('en');
    expect(say({ text, message }, ['Ana', 'Pip'], 1)).toMatch(
      /^You play 4-4 on stack 1, covering Ana's 0-1\.$/,
    );
  });
});

describe('the library’s lists of seats, said with names', () => {
  afterEach(() => setLang('en'));
  it('names the draw order, the coin flips and each seat’s score in Spanish', () => {
    setLang('es');
    const start = {
      id: 'dump-truck.round-start',
      params: { round: 2, drawOrder: [1, 0], coinFlips: [[1, 0]] },
    };
    expect(say({ message: start }, ['Ana', 'Pip'], 0)).toBe(
      'Empieza la ronda 2; orden de robo Pip, Ana. Moneda al aire entre puntuaciones iguales: Pip y Ana.',
    );
    const end = { id: 'dump-truck.round-end', params: { round: 1, scores: [0, 12] } };
    expect(say({ message: end }, ['Ana', 'Pip'], 0)).toBe('Fin de la ronda 1. Puntos: Ana 0, Pip 12.');
  });
});

describe('Domino Squares in the log', () => {
  afterEach(() => setLang('en'));
  it('names a piece by its squares in the page’s language, without its id or its place', () => {
    setLang('es');
    const message = {
      id: 'domino-squares.play',
      params: {
        player: 1,
        piece: { id: 'p07', squares: [6, 2, 'blank', 'give-1'] },
        rotation: 1,
        row: 2,
        column: 3,
        points: 0,
      },
    };
    const line = say({ message }, ['Ana', 'Pip'], 0);
    expect(line).toMatch(/^Pip juega /);
    expect(line).not.toMatch(/\bp07\b|fila|columna|girada/);
  });
});

describe('Domino Squares in English', () => {
  it('says neither how a piece is turned nor where it lies (the board shows both)', () => {
    setLang('en');
    const message = {
      id: 'domino-squares.play',
      params: {
        player: 1,
        piece: { id: 'p07', squares: [6, 2, 'blank', 'give-1'] },
        rotation: 1,
        row: 2,
        column: 3,
        points: 5,
      },
    };
    expect(say({ message }, ['Ana', 'Pip'], 0)).toBe('Pip plays 6·2·blank·Give 1, scoring 5.');
  });
});
