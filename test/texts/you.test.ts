/**
 * A seat is "you" to itself: told to the seat it names as `player` (`textOf(…, { viewer })`), a sentence about
 * that seat is said in the second person in every shipped language; to anyone else it names the seat; without a
 * viewer it is the event's own text.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, textOf } from '../../src/texts/index.js';
import { runs } from '../harness/effort.js';
import { SPEAKING, textsOf } from './play.js';

/** The seat as the subject of a sentence, in each language. */
const SUBJECT: Readonly<Record<string, (seat: number) => string>> = {
  en: (seat) => `Seat ${seat} `,
  es: (seat) => `El jugador ${seat} `,
  pt: (seat) => `O jogador ${seat} `,
  fr: (seat) => `Le joueur ${seat} `,
};
const YOU: Readonly<Record<string, RegExp>> = { en: /^You /, es: /^[A-ZÁÉÍÓÚ]/, pt: /^Você /, fr: /^Vous / };

describe('a seat is you to itself', () => {
  it('covers every shipped language', () =>
    expect(Object.keys(SUBJECT).sort()).toEqual(Object.keys(LOCALES).sort()));

  for (const id of SPEAKING) {
    it(`${id}: the events about the seat told to it`, () => {
      let addressed = 0;
      for (const said of textsOf(id, runs(4), 80, 'you')) {
        const message = said.message!;
        const player = message.params.player;
        if (typeof player !== 'number' || said.where.includes('a move of')) continue;
        for (const locale of Object.keys(LOCALES)) {
          const neutral = textOf(message, locale);
          if (!neutral.startsWith(SUBJECT[locale]!(player))) continue;
          const mine = textOf(message, locale, { viewer: player });
          const other = textOf(message, locale, { viewer: player === 0 ? 1 : 0 });
          expect(other.startsWith(SUBJECT[locale]!(player)), `${said.where} ${locale}: ${other}`).toBe(true);
          if (mine === neutral) continue; // a sentence the second person does not reach (e.g. a round's end)
          addressed++;
          expect(mine, `${said.where} ${locale}`).toMatch(YOU[locale]!);
          expect(mine.startsWith(SUBJECT[locale]!(player)), `${said.where} ${locale}`).toBe(false);
        }
      }
      expect(addressed).toBeGreaterThan(0);
    });
  }

  it('says the seat’s own things as its own', () => {
    const play = {
      id: 'build-up.play',
      params: { player: 1, tile: [3, 5], stack: 4, covered: [2, 4], owner: 0 },
    };
    expect(textOf(play, 'en', { viewer: 0 })).toBe('Seat 1 plays 3-5 on stack 4, covering your 2-4.');
    expect(textOf(play, 'en', { viewer: 1 })).toBe("You play 3-5 on stack 4, covering seat 0's 2-4.");
    expect(textOf(play, 'es', { viewer: 1 })).toBe('Juegas 3-5 en la pila 4 y tapas la 2-4 del jugador 0.');
    expect(textOf(play, 'fr', { viewer: 0 })).toBe(
      'Le joueur 1 pose le 3-5 sur la pile 4 et couvre votre 2-4.',
    );
    expect(textOf(play, 'pt')).toBe('O jogador 1 joga 3-5 na pilha 4 e cobre a 2-4 do jogador 0.');
  });
});
