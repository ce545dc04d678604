/// <reference lib="dom" />
/**
 * Nothing lost by a click (#36 item 7): leaving mid-game asks first ("Stay"
 * keeps you at the table); a table you left is under "Your tables" in the
 * lobby, and "Resume" takes your seat back; the question outlives a redraw
 * of the table; the players field takes only the game's range, its error
 * staying next to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTable,
  moveCount,
  openPage,
  playPast,
  startWebTable,
  type WebTable,
} from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

describe('the web table: nothing lost by a click', () => {
  it('the players field refuses a count out of the game’s range, next to the field', async () => {
    const ana = await openPage(table, table.pageUrl);
    try {
      await ana.page.selectOption('#game', 'build-up');
      await ana.page.fill('#players', '9');
      await ana.page.getByTestId('create').click();
      const error = ana.page.locator('#players-error');
      await expect.poll(() => error.textContent()).toMatch(/^ ?Build Up takes \d to \d players\.$/);
      // Still in the lobby, the error still there a few refreshes later.
      await ana.page.waitForTimeout(3500);
      expect(await error.textContent()).toMatch(/Build Up takes/);
      expect(new URL(ana.page.url()).hash).toBe('');
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });

  it('leaving mid-game asks first; the table is under "Your tables" and "Resume" takes the seat back', {
    timeout: 120_000,
  }, async () => {
    const ana = await openPage(table, `${table.pageUrl}&seed=e2e-leave`);
    const { page } = ana;
    try {
      const tableId = await createTable(page, 'build-up', 'Ana', 'medium');
      const before = await playPast(page, 0);
      await page.getByRole('button', { name: 'Leave the table' }).click();
      const question = page.getByRole('alertdialog', { name: 'Leave this game?' });
      await question.waitFor();
      await page.getByRole('button', { name: 'Stay' }).click();
      expect(await question.count()).toBe(0);
      await page.locator('.seat.me', { hasText: 'Ana' }).waitFor();
      await page.getByRole('button', { name: 'Leave the table' }).click();
      // The question outlives a redraw of the table (another seat's move, here a change of language).
      const language = page.getByLabel('Language');
      await language.selectOption('es');
      await page.getByRole('alertdialog', { name: '¿Dejar esta partida?' }).waitFor();
      await language.selectOption('en');
      await question.waitFor();
      await page.getByRole('button', { name: 'Leave the game' }).click();
      const held = page.getByTestId('your-tables').locator(`[data-held="${tableId}"]`);
      await held.waitFor();
      expect(await held.innerText()).toContain('Build Up');
      await held.getByRole('button', { name: 'Resume' }).click();
      await page.locator('.seat.me', { hasText: 'Ana' }).waitFor();
      expect(new URL(page.url()).hash).toBe(`#build-up/${tableId}`);
      expect(await moveCount(page)).toBeGreaterThanOrEqual(before);
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });
});
