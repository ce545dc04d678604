/// <reference lib="dom" />
/**
 * The web table in a pseudo-locale: opened with `?pseudo` (a test-only switch of `examples/web-table/src/lang.ts`),
 * the page shows every sentence of a catalog (its own words, the library's messages) accented and bracketed,
 * `⟦Ŵáíŧíñĝ ƒóŕ Áñá.⟧`. A few moves of Build Up, Dump Truck and Domino Squares against bots, and after each,
 * every visible text (text nodes, options, aria-labels, titles, placeholders) is checked: once the bracketed
 * parts are taken out, no word is left but the players' names and the games' names (numbers, tiles such as
 * `3-5`, signs and punctuation aside). A word left is hard-coded English: every word a player reads must come
 * from a catalog, so that it is in their language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { createTable, playPast, startWebTable, type WebTable, watch } from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

/** Every text a person can read or hear on the page now, with where it is. */
async function readable(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const where = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
    const visible = (el: Element) =>
      el.closest('select') !== null || (el as HTMLElement).getClientRects?.().length > 0;
    const hidden = (el: Element) => el.closest('[aria-hidden="true"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (hidden(parent) || !visible(parent)) continue;
      out.push({ text, where: where(parent) });
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push({ text: value, where: `${where(el)}[${name}]` });
      }
    }
    return out;
  });
}

/** What is left of a text once every bracketed (catalog) part and every allowed name is taken out. */
function leftOf(text: string, names: readonly string[]): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  for (const name of names) rest = rest.split(name).join(' ');
  // Numbers, tiles (3-5, 6·2), signs and punctuation are the same in every language.
  return rest.replace(/[\p{N}\p{P}\p{S}\s×]+/gu, ' ').trim();
}

/** The players' names and the games' names (titles, the same in every language) that may stand unbracketed. */
const NAMES = [
  'Ana',
  ...['Pip', 'Domi', 'Tilly', 'Bones', 'Spot', 'Dot', 'Ace', 'Deuce'],
  ...Object.values(gameRegistry).map((entry) => entry.game.name),
  'boneyard',
  // The longest first: "Domino Squares" before the bot "Domi".
].sort((a, b) => b.length - a.length);

/** Fails on any readable text with a word no catalog gave. */
async function expectAllFromCatalogs(page: Page, step: string): Promise<void> {
  const texts = await readable(page);
  expect(texts.length, step).toBeGreaterThan(5);
  const plain = texts
    .filter(({ text }) => leftOf(text, NAMES) !== '')
    .map(({ text, where }) => `${where}: ${JSON.stringify(text)}`);
  expect([...new Set(plain)], `${step}: texts not from a catalog`).toEqual([]);
}

/** Plays until `moves` moves are past, checking the page after each. */
async function playChecking(page: Page, game: string, moves: number): Promise<void> {
  let count = -1;
  for (let i = 0; i < moves; i++) {
    count = await playPast(page, count);
    await expectAllFromCatalogs(page, `${game} after move ${count}`);
  }
}

describe('the web table in a pseudo-locale', () => {
  it('shows only catalog texts in the lobby and at Build Up, Dump Truck and Domino Squares tables', {
    timeout: 300_000,
  }, async () => {
    const context = await table.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const problems: string[] = [];
    watch(page, problems);
    const url = `${table.pageUrl}&pseudo`;
    try {
      await page.goto(url);
      await page.getByTestId('create').waitFor();
      // The switch is on: the page's words are bracketed.
      expect(await page.getByTestId('create').textContent()).toMatch(/^⟦.*⟧$/);
      await expectAllFromCatalogs(page, 'the lobby');
      // "How to play" opened: the guide, its picture's caption, the table's rules (it stays open at the tables).
      await page.getByTestId('how-to-play').first().locator('summary').click();
      await expectAllFromCatalogs(page, 'the lobby with How to play open');

      for (const [game, moves] of [
        ['build-up', 3],
        ['dump-truck', 4],
        ['domino-squares', 3],
      ] as const) {
        await page.goto(url);
        await page.getByTestId('create').waitFor();
        await createTable(page, game, 'Ana', 'medium');
        await playChecking(page, game, moves);
        if (game === 'build-up') {
          // A dialog: "Leave the table?" asked, then stayed.
          await page
            .locator('button', { hasText: /^⟦Ľéávé/ })
            .first()
            .click();
          const dialog = page.getByRole('alertdialog');
          await dialog.waitFor();
          await expectAllFromCatalogs(page, 'the leave dialog');
          await dialog.locator('button.primary').click();
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
