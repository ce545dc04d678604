/**
 * Rows and columns are counted from 1 wherever a person reads them, never 0 nor negative: in every event and
 * move description of seeded games (in every shipped language) and in every drawing.
 */
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { LOCALES, textOf } from '../../src/texts/index.js';
import { seededPlay } from '../games/seeded-play.js';
import { DEEP, runs } from '../harness/effort.js';
import { SPEAKING, textsOf } from './play.js';

/** A row or column numbered 0 or below, or a point as raw coordinates, in any shipped language. */
const BAD =
  /\b(?:rows?|columns?|filas?|columnas?|colunas?|rangées?|colonnes?) (?:-|−)?0\b|\b(?:rows?|columns?|filas?|columnas?|colunas?|rangées?|colonnes?) (?:-|−)\d|\((?:-|−)?\d+, ?(?:-|−)?\d+\)/i;

describe('rows and columns count from 1', () => {
  for (const id of SPEAKING) {
    it(`${id}: in every event and move text, in every language`, () => {
      for (const said of textsOf(id, runs(4), DEEP ? 400 : 80, 'coordinates')) {
        for (const locale of Object.keys(LOCALES))
          expect(textOf(said.message!, locale, { viewer: said.viewer }), said.where).not.toMatch(BAD);
      }
    });
  }

  it('in the Dump Truck drawing: the grid is numbered 1 to 4 across and 1 to 3 down, a loose load too', () => {
    const entry = gameRegistry['dump-truck']!;
    let drawn = 0;
    for (const [variant, options] of Object.entries(entry.variants)) {
      for (const { after } of seededPlay('dump-truck', options, `grid-${variant}`, 0).moves) {
        const text = entry.format(entry.game.view(after, 0) as never);
        for (const header of text.split('\n').filter((line) => /^ {4}( \d){4}$/.test(line))) {
          expect(header).toBe('     1 2 3 4');
          drawn++;
        }
        expect(text).not.toMatch(/^ {1,2}(?:-\d|0) /m);
      }
    }
    expect(drawn).toBeGreaterThan(0);
  });
});
