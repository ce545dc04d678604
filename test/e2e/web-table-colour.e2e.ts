/// <reference lib="dom" />
/**
 * Seats told apart without colour, in real Chromium: every seat card, every
 * Build Up stack top and every Dump Truck truck carries its seat's mark (a
 * different shape per seat) beside its colour. A screenshot of each game
 * through a deuteranopia filter (Machado 2009, an SVG `feColorMatrix` on the
 * whole page) goes to docs/, to be looked at.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOUR_VISION } from '../../examples/web-table/src/palette.js';
import { root } from './processes.js';
import { createTable, openPage, playPast, startWebTable, type WebTable } from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

/** The whole page seen through `matrix` (linear RGB, as `feColorMatrix` works by default). */
async function seeAs(page: Page, matrix: readonly number[][]): Promise<void> {
  const values = matrix.map((row) => `${row.join(' ')} 0 0`).join(' ');
  await page.evaluate((values) => {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('width', '0');
    svg.setAttribute('height', '0');
    svg.style.position = 'absolute';
    svg.innerHTML = `<filter id="colour-vision"><feColorMatrix type="matrix" values="${values} 0 0 0 1 0"/></filter>`;
    document.body.append(svg);
    document.documentElement.style.filter = 'url(#colour-vision)';
  }, values);
}

/** Each seat's mark on its card, as the shape drawn (tag and points). */
const cardMarks = (page: Page) =>
  page.locator('.seat .seat-mark').evaluateAll((nodes) =>
    nodes.map((node) => {
      const shape = node.firstElementChild!;
      return `${shape.tagName}:${shape.getAttribute('points')?.split(' ').length ?? ''}:${shape.getAttribute('fill')}`;
    }),
  );

describe('seats told apart without colour', () => {
  for (const [game, owned] of [
    ['build-up', '.stack .seat-mark'],
    ['dump-truck', '.truck h3 .seat-mark'],
  ] as const) {
    it(`${game}: a mark per seat on its card and on what it owns; a deuteranopia screenshot`, {
      timeout: 180_000,
    }, async () => {
      const ana = await openPage(table, `${table.pageUrl}&seed=e2e-colour-${game}`);
      const { page } = ana;
      try {
        await createTable(page, game, 'Ana', 'medium', 4);
        let count = -1;
        for (let i = 0; i < 8 && (await page.getByTestId('over').count()) === 0; i++)
          count = await playPast(page, count);
        const marks = await cardMarks(page);
        expect(marks).toHaveLength(4);
        expect(new Set(marks).size, 'four different marks').toBe(4);
        expect(await page.locator(owned).count()).toBeGreaterThan(0);
        await seeAs(page, COLOUR_VISION.deuteranopia);
        await page.screenshot({
          path: join(root, `docs/web-table-${game}-deuteranopia.png`),
          fullPage: true,
        });
        expect(ana.problems).toEqual([]);
      } finally {
        await ana.context.close();
      }
    });
  }
});
