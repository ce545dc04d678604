/**
 * The catalogs are complete and hold nothing unused: every shipped locale has a sentence for every message id
 * of the English catalog and no other; every id is given by the library (seen in seeded games, or named in the
 * source outside the catalogs); a sentence a locale leaves out falls back to English; an app's own catalog wins.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN, LOCALE_NAMES, LOCALES, matchLocale, textOf } from '../../src/texts/index.js';
import { RECORD_SIZE } from '../games/events-record.js';
import { SPEAKING, textsOf } from './play.js';

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

describe('the catalogs', () => {
  it('speak for every game of the library (each recorded game gives its moves and drawings as messages)', () => {
    expect(SPEAKING).toEqual(expect.arrayContaining(Object.keys(RECORD_SIZE)));
  });

  it('ship en, es, pt and fr, each with a sentence for every id and no other', () => {
    expect(Object.keys(LOCALES).sort()).toEqual(['en', 'es', 'fr', 'pt']);
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual(Object.keys(LOCALES).sort());
    const ids = Object.keys(EN).sort();
    for (const [locale, catalog] of Object.entries(LOCALES))
      expect(Object.keys(catalog).sort(), locale).toEqual(ids);
  });

  it('hold no id the library never gives', () => {
    const seen = new Set<string>();
    // The games that speak in messages (a game just made by `npm run new-game` has none until its author writes them).
    for (const id of SPEAKING) for (const said of textsOf(id, 2, 400, 'catalog')) seen.add(said.message!.id);
    // Ids the source names outside the catalogs: as a whole (`'cli.bye'`) or as a prefix with the event's kind.
    const code = sources('src')
      .filter((file) => !file.includes('texts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(EN).filter((id) => {
      if (seen.has(id)) return false;
      if (code.includes(`'${id}'`)) return false;
      const [prefix, ...rest] = id.split('.');
      const kind = rest.join('.');
      // `table.${kind}`, `dump-truck.${event.type}`: the kind is a literal of the code that builds it.
      return !(code.includes(`\`${prefix}.\${`) && code.includes(`'${kind.replace(/^move\./, '')}'`));
    });
    expect(unused).toEqual([]);
  });

  it('fall back to English for a sentence a catalog of your own leaves out, and let yours win', () => {
    const message = { id: 'dump-truck.keep', params: { player: 1 } };
    expect(textOf(message, 'de')).toBe('Seat 1 keeps their load.');
    expect(
      textOf(message, 'de', { catalogs: { de: { 'dump-truck.keep': 'Platz {player} behält die Ladung.' } } }),
    ).toBe('Platz 1 behält die Ladung.');
    expect(textOf(message, 'es-MX')).toBe(textOf(message, 'es'));
    expect(textOf(message, 'es', { catalogs: { es: { 'dump-truck.keep': 'Se la queda {player}.' } } })).toBe(
      'Se la queda 1.',
    );
    expect(textOf({ id: 'no.such', params: {} }, 'fr')).toBe('no.such');
  });

  it('match a locale of the environment or the browser to a shipped one', () => {
    expect(matchLocale('pt_BR.UTF-8')).toBe('pt');
    expect(matchLocale(['de-DE', 'fr-CA'])).toBe('fr');
    expect(matchLocale('C')).toBe('en');
    expect(matchLocale(undefined, 'es')).toBe('es');
  });

  it('count with Intl plural rules and join with Intl list rules', () => {
    const draw = (count: number) => ({
      id: 'shanghai.draw',
      params: { player: 0, count, owed: count, tiles: null },
    });
    expect(textOf(draw(1), 'es')).toBe('El jugador 0 roba 1 ficha.');
    expect(textOf(draw(2), 'es')).toBe('El jugador 0 roba 2 fichas.');
    expect(textOf(draw(0), 'fr')).toBe('Le joueur 0 pioche 0 domino.');
    const over = { id: 'build-up.game-over', params: { scores: [5, 5, 5], winners: [0, 1, 2], best: 5 } };
    expect(textOf(over, 'pt')).toContain('os jogadores 0, 1 e 2 dividem a vitória');
  });
});
