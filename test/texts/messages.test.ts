/**
 * Every text of every game is a message, and the English catalog renders it as the text: for seeded moves of
 * every listed game and variant, every event (told to every viewer) and every legal move's description carries a
 * message whose English rendering is the text, and every shipped locale renders it completely.
 */
import { describe, expect, it } from 'vitest';
import { EN, LOCALES, textOf } from '../../src/texts/index.js';
import { DEEP, runs } from '../harness/effort.js';
import { SPEAKING, textsOf } from './play.js';

/** What no rendered text may hold: a placeholder left, a missing value, a lost object. */
const LEFTOVER = /\{\w+\}|undefined|NaN|\[object|null/;

describe('every text is a message that renders in every language', () => {
  for (const id of SPEAKING) {
    it(`${id}: events and move descriptions`, () => {
      const texts = textsOf(id, runs(4), DEEP ? 400 : 30);
      expect(texts.length).toBeGreaterThan(50);
      for (const said of texts) {
        expect(said.message, said.where).toBeDefined();
        const message = said.message!;
        expect(Object.hasOwn(EN, message.id), `${said.where}: ${message.id}`).toBe(true);
        // Parameters are plain JSON data.
        expect(JSON.parse(JSON.stringify(message.params)), said.where).toEqual(message.params);
        expect(textOf(message, 'en'), said.where).toBe(said.text);
        for (const locale of Object.keys(LOCALES)) {
          for (const viewer of [null, said.viewer]) {
            const text = textOf(message, locale, { viewer });
            expect(text, `${said.where} in ${locale}`).not.toMatch(LEFTOVER);
            expect(text, `${said.where} in ${locale}`).not.toBe(message.id);
            expect(text.length, `${said.where} in ${locale}`).toBeGreaterThan(1);
          }
        }
      }
    });
  }
});
