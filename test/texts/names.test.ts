/**
 * Seats by the app's names (`textOf(…, { names })`): in every shipped language, every event and move of seeded
 * games of every game names its seats by name (no "player N" left), the viewer's own sentences still say "you",
 * the words around a seat fit a name, and a seat without a name keeps the catalog's words.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, textOf } from '../../src/texts/index.js';
import { withSeatNames } from '../../src/texts/names.js';
import { DEEP, runs } from '../harness/effort.js';
import { SPEAKING, textsOf } from './play.js';

const NAMES = ['Ana', 'Bruno', 'Chloé', 'Dudu', 'Eva', 'Fede', 'Gil', 'Hugo'];

/** A seat by its number, in each language: what no named text may hold. */
const BY_NUMBER: Readonly<Record<string, RegExp>> = {
  en: /(?<!\bat )\b[Ss]eats? \d/,
  es: /\b[Jj]ugador(es)? \d/,
  pt: /\b[Jj]ogador(es)? \d/,
  fr: /\b[Jj]oueurs? \d/,
};

/** The viewer's own sentence, in each language (as `you.test.ts` reads it). */
const YOU: Readonly<Record<string, RegExp>> = { en: /^You /, es: /^[A-ZÁÉÍÓÚ]/, pt: /^Você /, fr: /^Vous / };

describe('seats by name', () => {
  it('covers every shipped language', () =>
    expect(Object.keys(BY_NUMBER).sort()).toEqual(Object.keys(LOCALES).sort()));

  for (const id of SPEAKING) {
    it(`${id}: no seat by number left, in every language, the viewer still "you"`, () => {
      let named = 0;
      for (const said of textsOf(id, runs(2), DEEP ? 60 : 30, 'names')) {
        const message = said.message!;
        for (const locale of Object.keys(LOCALES)) {
          const plain = textOf(message, locale, { viewer: said.viewer });
          const text = textOf(message, locale, { viewer: said.viewer, names: NAMES });
          expect(text, `${said.where} ${locale}: ${text}`).not.toMatch(BY_NUMBER[locale]!);
          if (text !== plain) {
            named++;
            expect(
              NAMES.some((name) => text.includes(name)),
              `${said.where} ${locale}`,
            ).toBe(true);
          }
          // A sentence said to its seat stays said to it: "you", with or without names.
          if (said.viewer !== null && message.params.player === said.viewer && YOU[locale]!.test(plain))
            expect(text, `${said.where} ${locale}`).toMatch(YOU[locale]!);
        }
      }
      expect(named).toBeGreaterThan(0);
    });
  }

  it('says the seat that moved by its name, and the viewer as you, in every language', () => {
    const message = {
      id: 'build-up.play',
      params: { player: 1, tile: [3, 5], stack: 4, covered: [2, 4], owner: 0 },
    };
    expect(textOf(message, 'en', { names: NAMES })).toBe("Bruno plays 3-5 on stack 4, covering Ana's 2-4.");
    expect(textOf(message, 'es', { names: NAMES })).toBe(
      'Bruno juega 3-5 en la pila 4 y tapa la 2-4 de Ana.',
    );
    expect(textOf(message, 'pt', { names: NAMES })).toBe('Bruno joga 3-5 na pilha 4 e cobre a 2-4 de Ana.');
    expect(textOf(message, 'fr', { names: NAMES })).toBe(
      'Bruno pose le 3-5 sur la pile 4 et couvre le 2-4 d’Ana.',
    );
    // To seat 1 itself: "you", the other seat by name.
    expect(textOf(message, 'en', { viewer: 1, names: NAMES })).toBe(
      "You play 3-5 on stack 4, covering Ana's 2-4.",
    );
    expect(textOf(message, 'es', { viewer: 1, names: NAMES })).toBe(
      'Juegas 3-5 en la pila 4 y tapas la 2-4 de Ana.',
    );
    expect(textOf(message, 'pt', { viewer: 1, names: NAMES })).toMatch(/^Você joga 3-5 .* de Ana\.$/);
    expect(textOf(message, 'fr', { viewer: 1, names: NAMES })).toMatch(/^Vous posez le 3-5 .* d’Ana\.$/);
    // To seat 0, whose tile is covered: its own tile.
    expect(textOf(message, 'es', { viewer: 0, names: NAMES })).toBe(
      'Bruno juega 3-5 en la pila 4 y tapa tu 2-4.',
    );
  });

  it('names lists of seats, and takes a function', () => {
    const over = { id: 'shanghai.match-end', params: { winners: [0, 2], best: 51, scores: [51, 40, 51] } };
    const names = (seat: number) => NAMES[seat];
    expect(textOf(over, 'en', { names })).toContain('Ana and Chloé');
    expect(textOf(over, 'es', { names })).toContain('Ana y Chloé');
    expect(textOf(over, 'pt', { names })).toContain('Ana e Chloé');
    expect(textOf(over, 'fr', { names })).toContain('Ana et Chloé');
  });

  it('keeps the catalog words for a seat without a name, and a seat at a table as a place', () => {
    const message = { id: 'build-up.pass', params: { player: 2, reason: 'cannot-play' } };
    expect(textOf(message, 'es', { names: ['Ana', 'Bruno'] })).toBe('El jugador 2 no puede jugar y pasa.');
    expect(textOf(message, 'es', { names: ['Ana', 'Bruno', ''] })).toBe(
      'El jugador 2 no puede jugar y pasa.',
    );
    expect(withSeatNames('Ana sits at seat 2.', 'en', NAMES)).toBe('Ana sits at seat 2.');
    // A list with an unnamed seat stays as the catalog says it.
    expect(withSeatNames('Los jugadores 0 y 5 empatan.', 'es', ['Ana'])).toBe('Los jugadores 0 y 5 empatan.');
    // "del jugador" / "al jugador" / "du joueur" / "au joueur" fit a name.
    expect(withSeatNames('El jugador 0 da al jugador 1 una pieza.', 'es', NAMES)).toBe(
      'Ana da a Bruno una pieza.',
    );
    expect(withSeatNames('Le tour du joueur 1 se termine.', 'fr', NAMES)).toBe(
      'Le tour de Bruno se termine.',
    );
    expect(withSeatNames('Le joueur 1 donne au joueur 0 une pièce.', 'fr', NAMES)).toBe(
      'Bruno donne à Ana une pièce.',
    );
  });
});
