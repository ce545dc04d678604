/// <reference lib="dom" />
/**
 * The web table in the player's language: the "Language" select starts from
 * the browser's languages, is kept across a reload, sets `<html lang>`, and
 * every line of the log, every move button and every move's name on the
 * board reads in that language (Build Up and Dump Truck against bots); the
 * lobby's lines for every game and variant, the variants' names and "How to
 * play" (in the lobby and at a table) too.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { HOW_TO_PLAY } from '../../src/texts/index.js';
import { createTable, playPast, startWebTable, type WebTable, watch } from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

/** Words of the English texts (the library's and the page's) that no Spanish line holds. */
const ENGLISH =
  /\b(Seat|You|plays?|draws?|passes|pass|covering|stack|loads?|unloads?|keeps?|returns?|truck|points?|the|and|your|with|Waiting|turn|Round|Hand|Leave)\b/;

/** Words of the English how-to-play that no Spanish sentence holds. */
const ENGLISH_GUIDE =
  /\b(the|and|your|you|with|when|each|players?|tiles?|pieces?|pips|hand|turn|draws?|wins?|rules|round|how to play|goal|setup|scoring)\b/i;

/** The game names and the words the library keeps in every language (a typed command, a file). */
const KEPT =
  /Build Up|Dump Truck|Domino Squares|Winning Moves|Blind Hughie|boneyard score [\d/]+|docs\/rules\/[\w.-]+/g;

/** The texts a player reads about the game: the log's lines, the move buttons, the names of the lit places. */
async function gameTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent ?? ''),
    ...[...document.querySelectorAll('[data-testid="action"]')].map((b) => b.textContent ?? ''),
    ...[...document.querySelectorAll('[data-testid="board"] [title]')].map(
      (n) => n.getAttribute('title') ?? '',
    ),
    document.querySelector('[data-testid="prompt"], [data-testid="over"]')?.textContent ?? '',
  ]);
}

/** Plays until `moves` moves are past, then checks every game text is Spanish. */
async function playInSpanish(page: Page, moves: number): Promise<string[]> {
  let count = -1;
  for (let i = 0; i < moves; i++) count = await playPast(page, count);
  await page.getByTestId('log').locator('li').first().waitFor();
  const texts = (await gameTexts(page)).filter((text) => text.trim() !== '');
  for (const text of texts) {
    expect(text, 'an English text in the Spanish page').not.toMatch(ENGLISH);
    // Seats by their players' names, never by number.
    expect(text, 'a seat by its number').not.toMatch(/\bjugador(es)? \d/);
  }
  return texts;
}

describe('the web table in your language', () => {
  it('starts from the browser, plays Build Up and Dump Truck in Spanish, keeps the choice', {
    timeout: 240_000,
  }, async () => {
    // A French browser: the page opens in French.
    const context = await table.browser.newContext({
      locale: 'fr-CA',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const problems: string[] = [];
    watch(page, problems);
    try {
      await page.goto(table.pageUrl);
      const language = page.getByLabel('Language');
      await expect.poll(() => language.inputValue()).toBe('fr');
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await page.getByRole('heading', { name: 'Nouvelle table' }).waitFor();

      // Español: the page redraws at once.
      await language.selectOption('es');
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      await page.getByRole('heading', { name: 'Mesa nueva' }).waitFor();
      expect(await page.getByTestId('create').textContent()).toBe('Abrir mesa');

      // The lobby: every game's line, every variant's name and line, and "How to play", in Spanish.
      for (const [id, entry] of Object.entries(gameRegistry)) {
        await page.selectOption('#game', id);
        expect(await page.locator('#game-about').textContent(), id).toBe(
          HOW_TO_PLAY.es[id as 'shanghai'].goal,
        );
        const guide = (await page.locator('.lobby-guide').textContent())!;
        expect(guide, id).toContain(HOW_TO_PLAY.es[id as 'shanghai'].turn[0]!);
        expect(guide.replace(KEPT, ''), `${id}: an English word in the lobby's How to play`).not.toMatch(
          ENGLISH_GUIDE,
        );
        const names = await page.locator('#variant option').allTextContents();
        expect(names, id).toHaveLength(Object.keys(entry.variants).length);
        for (const name of names) expect(name, `${id}: the variant "${name}"`).not.toMatch(ENGLISH_GUIDE);
        for (const variant of Object.keys(entry.variants)) {
          await page.selectOption('#variant', variant);
          const line = (await page.locator('#variant-about').textContent())!;
          expect(line, `${id} ${variant}`).toBe(
            (HOW_TO_PLAY.es[id as 'shanghai'].variants as Record<string, string>)[variant],
          );
          expect(line, `${id} ${variant}: an English word`).not.toMatch(ENGLISH_GUIDE);
        }
      }

      // Build Up against a bot: the log, the buttons, the lit stacks' names in Spanish.
      await createTable(page, 'build-up', 'Ana', 'medium');
      // How to play at the table: the game's guide in Spanish, and this table's rules.
      const tableGuide = page.getByTestId('how-to-play');
      await tableGuide.locator('summary').click();
      await expect.poll(() => tableGuide.textContent()).toContain(HOW_TO_PLAY.es['build-up'].goal);
      const guideText = (await tableGuide.innerText()).replace(KEPT, '');
      expect(guideText).toContain('Esta mesa: reglas estándar (Las reglas tal como están escritas).');
      expect(guideText, 'an English word in How to play').not.toMatch(ENGLISH_GUIDE);
      const buildUp = await playInSpanish(page, 4);
      expect(buildUp.join('\n')).toMatch(/\b(juega|juegas|pila|tapa|tapas)\b/);
      expect(await page.getByRole('heading', { name: 'Lo que pasó' }).count()).toBe(1);

      // A reload: still Spanish, at the same table.
      await page.reload();
      await page.getByRole('heading', { name: 'Lo que pasó' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.getByLabel('Language').inputValue()).toBe('es');
      await page.getByTestId('log').locator('li').first().waitFor();
      for (const text of await gameTexts(page)) expect(text).not.toMatch(ENGLISH);

      // Dump Truck against a bot, from the lobby (still in Spanish).
      await page.goto(table.pageUrl);
      await page.getByRole('heading', { name: 'Mesa nueva' }).waitFor();
      await createTable(page, 'dump-truck', 'Ana', 'medium');
      const dumpTruck = await playInSpanish(page, 6);
      expect(dumpTruck.join('\n')).toMatch(/\b(carga|cargas|roba|robas|elige|eliges|camión)\b/);
      // The table's own words: the seats, the pool, the leave button.
      await page.getByRole('heading', { name: 'Pozo' }).waitFor();
      expect(await page.getByRole('button', { name: 'Dejar la mesa' }).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
