/// <reference lib="dom" />
/**
 * The web table for screen-reader and keyboard players (#36 items 5 and 8,
 * without axe-core): Build Up against two medium bots played with the
 * keyboard alone (Tab to a tile, Enter to pick, Tab to a lit stack, Enter to
 * play), focus checked after every move (never back at the top of the page);
 * the `aria-live` log region receives "Your turn." and every move's text;
 * tiles have names that say what they are; no page text shows a seat or
 * stack counted from 0, an internal bot name, or "1 pieces".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTable,
  moveCount,
  NOT_FOR_PEOPLE,
  openPage,
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

/** What the focused element is: its class and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    return {
      inApp: !!node && node !== document.body && !!document.getElementById('app')?.contains(node),
      className: node?.getAttribute('class') ?? '',
      label: node?.getAttribute('aria-label') ?? '',
    };
  });

/** Presses Tab until the focused element's class matches `kind`; false if it never does. */
async function tabTo(page: Page, kind: RegExp, limit = 80): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    if (kind.test((await focused(page)).className)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

describe('the web table with the keyboard alone and a screen reader', () => {
  it('Build Up against two medium bots: keyboard moves, focus kept, moves and "Your turn." announced, texts for people', {
    timeout: 240_000,
  }, async () => {
    // The page's own pace (each bot move shown 0.5 s before the next): focus and the live region hold across it.
    const ana = await openPage(table, `${table.pageUrl.replace('pace=0', 'pace=500')}&seed=e2e-access`);
    const { page } = ana;
    try {
      await createTable(page, 'build-up', 'Ana', 'medium', 3);
      await page.locator('.seat.me', { hasText: 'Ana' }).waitFor();
      // Each seat sat down once, told once: "Ana sits down.", never "Ana sits at Ana." nor twice.
      const log = page.getByTestId('log');
      await log.getByText('Ana sits down.').waitFor();
      expect((await log.innerText()).match(/^Ana sits down\.$/gm)).toHaveLength(1);
      expect(await log.innerText()).not.toMatch(/sits at/);
      const announcer = page.locator('[aria-live]');
      expect(await announcer.count()).toBe(1);
      let moves = 0;
      for (let turn = 0; moves < 6 && turn < 200; turn++) {
        if ((await page.getByTestId('over').count()) > 0) break;
        if ((await page.locator('.your-turn').count()) === 0) {
          await page.waitForTimeout(50);
          continue;
        }
        await expect.poll(() => announcer.innerText()).toContain('Your turn.');
        const before = await moveCount(page);
        // Tab to a tile of the hand; its name says which tile it is.
        expect(await tabTo(page, /\bpickable\b/), 'a tile reached with Tab').toBe(true);
        expect((await focused(page)).label).toMatch(/^Pick \d-\d$/);
        await page.keyboard.press('Enter');
        // The pick redraws the board: focus stays on the picked tile.
        await expect.poll(async () => (await focused(page)).className).toMatch(/\bpicked\b/);
        if (!(await tabTo(page, /\btarget\b/, 40))) {
          // A tile with no stack for it: the pass button, by the keyboard too.
          expect(await tabTo(page, /^$/, 1)).toBe(true);
          continue;
        }
        expect((await focused(page)).label).toMatch(/^Play \d-\d on stack ([1-9]|1[0-9])\b/);
        await page.keyboard.press('Enter');
        await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
        moves++;
        // After the move and the redraws that follow, focus is still on the table, not at the top of the page.
        await page.waitForTimeout(200);
        expect((await focused(page)).inApp, `focus after move ${moves}`).toBe(true);
        // The move was announced: the log's lines reach the live region.
        const said = await announcer.innerText();
        // Said to the seat that moved, as the move buttons say it.
        expect(said).toMatch(/You play \d-\d on stack/);
        const text = await page.locator('main').innerText();
        for (const [what, pattern] of NOT_FOR_PEOPLE) expect(pattern.exec(text)?.[0], what).toBeUndefined();
      }
      expect(moves, 'moves made with the keyboard').toBeGreaterThanOrEqual(3);
      // The bots are told apart by name, their level beside it.
      const seats = await page.locator('.seat').allInnerTexts();
      expect(seats.filter((s) => /medium bot/.test(s))).toHaveLength(2);
      expect(new Set(seats.map((s) => s.split('\n')[0])).size).toBe(3);
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });
});
