/// <reference lib="dom" />
/**
 * A whole game of every game the lobby offers, played with the keyboard
 * alone against bots in real Chromium: each move is reached with Tab (never
 * a click) and made with Enter, and after every move focus is still on the
 * table (never back at the top of the page or on nothing).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, NOT_FOR_PEOPLE, openPage, startWebTable, type WebTable } from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

/** What to press next, best first (as a person would: a lit place, else a tile to pick, else a pile, else a button). */
const NEXT = [
  '[data-testid=board] .target:not(.pile)',
  '[data-testid=board] .pickable:not(.picked)',
  '[data-testid=board] .turn-target',
  '[data-testid=board] .pile.target',
  '[data-testid=action]',
];

/**
 * How many Tab presses from the focused element reach the first element of
 * `NEXT` that is there (-1 if none): the page's tab order is its DOM order
 * (no positive tabindex).
 */
function tabsToNext(page: Page, tried: readonly string[]): Promise<number> {
  return page.evaluate(
    ({ next, tried }) => {
      const tabbable = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input, select, summary, [tabindex="0"]',
        ),
      ].filter((node) => node.getClientRects().length > 0 && !node.closest('[inert]'));
      const key = (node: Element) => `${node.getAttribute('aria-label') ?? node.textContent}`;
      let want: HTMLElement | undefined;
      for (const selector of next) {
        want = [...document.querySelectorAll<HTMLElement>(selector)].find(
          (node) => !(node.classList.contains('pickable') && tried.includes(key(node))),
        );
        if (want) break;
      }
      if (!want) return -1;
      const from = tabbable.indexOf(document.activeElement as HTMLElement);
      const to = tabbable.indexOf(want);
      if (to < 0) return -1;
      return from < 0 ? to + 1 : (to - from + tabbable.length) % tabbable.length;
    },
    { next: NEXT, tried },
  );
}

/** The focused element: whether it is on the table, and its name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    return {
      inApp: !!node && node !== document.body && !!document.getElementById('app')?.contains(node),
      name: node?.getAttribute('aria-label') ?? node?.textContent ?? '',
      className: node?.getAttribute('class') ?? '',
    };
  });

const GAMES: readonly { id: string; variant?: string; limit: number }[] = [
  { id: 'build-up', limit: 400 },
  { id: 'dump-truck', limit: 400 },
  { id: 'shanghai', variant: 'one round', limit: 1200 },
  { id: 'domino-squares', variant: 'one round', limit: 600 },
  { id: 'domino-squares-block', limit: 400 },
  { id: 'domino-squares-draw', limit: 600 },
  { id: 'blind-hughie', limit: 600 },
];

describe('every game to its end with the keyboard alone', () => {
  for (const game of GAMES) {
    it(`${game.id}: Tab and Enter only, focus on the table after every move`, {
      timeout: 600_000,
    }, async () => {
      const ana = await openPage(table, `${table.pageUrl}&seed=e2e-keys-${game.id}`);
      const { page } = ana;
      try {
        if (game.variant) {
          await page.selectOption('#game', game.id);
          await page.selectOption('#variant', game.variant);
        }
        await createTable(page, game.id, 'Ana', 'medium', 2);
        let presses = 0;
        let moves = 0;
        const tried: string[] = [];
        let lastCount = '';
        for (let step = 0; step < game.limit * 4; step++) {
          if ((await page.getByTestId('over').count()) > 0) break;
          const count =
            (await page
              .getByTestId('board')
              .getAttribute('data-move-count')
              .catch(() => '')) ?? '';
          if (count !== lastCount) tried.length = 0;
          lastCount = count;
          const tabs = (await page.locator('.your-turn').count()) > 0 ? await tabsToNext(page, tried) : -1;
          if (tabs < 0) {
            await page.waitForTimeout(30);
            continue;
          }
          for (let i = 0; i < tabs; i++) await page.keyboard.press('Tab');
          const before = await focused(page);
          // Tab reached something to play (a frame may have redrawn the table meanwhile: then look again).
          if (!(await page.evaluate((next) => !!document.activeElement?.matches(next), NEXT.join(', '))))
            continue;
          if (/\bpickable\b/.test(before.className)) tried.push(before.name);
          await page.keyboard.press('Enter');
          presses++;
          // The redraw that follows keeps focus on the table (wait for it: the frame, or the pick's redraw).
          await page.waitForTimeout(20);
          const after = await focused(page);
          expect(after.inApp, `focus after "${before.name}" (press ${presses})`).toBe(true);
          if (!/\bpickable\b/.test(before.className)) moves++;
          expect(moves, 'moves to finish the game').toBeLessThan(game.limit);
        }
        await page.getByTestId('over').waitFor();
        expect(await page.getByTestId('over').textContent()).toMatch(/^Game over\./);
        expect(moves, 'moves made with the keyboard').toBeGreaterThan(0);
        // The whole game's page, its log included: no seat counted from 0, no internal bot name, plurals right.
        const text = await page.locator('main').innerText();
        for (const [what, pattern] of NOT_FOR_PEOPLE) expect(pattern.exec(text)?.[0], what).toBeUndefined();
        expect(ana.problems).toEqual([]);
        console.log(`${game.id}: ${moves} moves and ${presses} Enter presses by keyboard`);
      } finally {
        await ana.context.close();
      }
    });
  }
});
