/**
 * A drawing as messages: for every game whose entry gives `formatMessages`, at every step of seeded games and
 * for every viewer, the lines rendered in English are the drawing (`format`), and every shipped language renders
 * every line completely.
 */
import { describe, expect, it } from 'vitest';
import type { BaseState, Seat } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { LOCALES, textOf } from '../../src/texts/index.js';
import { RECORD_SIZE } from '../games/events-record.js';
import { seededPlay } from '../games/seeded-play.js';
import { DEEP, runs } from '../harness/effort.js';

const LEFTOVER = /\{\w+\}|undefined|NaN|\[object|null/;

describe('drawings as messages', () => {
  const drawn = Object.entries(gameRegistry).filter(([, entry]) => entry.formatMessages);
  it('are given by every game of the library', () => {
    expect(drawn.map(([id]) => id)).toEqual(expect.arrayContaining(Object.keys(RECORD_SIZE)));
  });
  for (const [id, entry] of drawn) {
    it(`${id}: the English lines are the drawing; every language renders every line`, () => {
      let views = 0;
      for (let g = 0; g < runs(4); g++) {
        for (const [variant, options] of Object.entries(entry.variants)) {
          let n = 0;
          for (const { after } of seededPlay(id, options, `drawings-${variant}-${g}`, g).moves) {
            const state = after as BaseState;
            for (const viewer of [...Array.from({ length: state.players }, (_, s): Seat | null => s), null]) {
              const view = entry.game.view(state, viewer);
              const lines = entry.formatMessages!(view as never);
              expect(lines.map((line) => textOf(line, 'en')).join('\n')).toBe(entry.format(view as never));
              for (const locale of Object.keys(LOCALES)) {
                for (const line of lines) {
                  const text = textOf(line, locale, { viewer });
                  expect(text, `${id} ${variant} ${locale} ${line.id}`).not.toMatch(LEFTOVER);
                  expect(text, `${id} ${variant} ${locale}`).not.toBe(line.id);
                }
              }
              views++;
            }
            if (++n >= (DEEP ? 400 : 20)) break;
          }
        }
      }
      expect(views).toBeGreaterThan(0);
    });
  }
});
