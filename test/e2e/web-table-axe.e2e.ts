/// <reference lib="dom" />
/**
 * The web table checked by axe-core (the WCAG 2.2 A and AA rules) in real
 * Chromium: the lobby, the join view an invite link opens, and every game of
 * the lobby mid-play against bots with a tile or piece picked (its places
 * lit), each at 1280 px and at 390 px. Beside axe, what axe does not check:
 * on a phone every control of the board is a tap target of at least 44 px,
 * and every tile and piece on the board has a name that says what it is.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './processes.js';
import { createTable, openPage, playPast, startWebTable, type WebTable } from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [1280, 390] as const;
/** Where each checked page's screenshot goes, to be looked at (not kept in the repository). */
const SHOTS = join(tmpdir(), 'boneyard-web-table-axe');
mkdirSync(SHOTS, { recursive: true });

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** axe-core's violations of the WCAG 2.2 A and AA rules on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: join(root, 'node_modules/axe-core/axe.min.js') });
  const violations = (await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: unknown[];
    };
    return result.violations;
  }, WCAG)) as Violation[];
  const lines = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.help}): ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
  );
  // The whole list where the assertion shows only its first lines.
  if (lines.length > 0) console.log(lines.join('\n'));
  return lines;
}

/** Board controls (tiles, pieces, lit places, move buttons) smaller than 44 px on a side. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement | SVGElement>(
        '#app button, #app [tabindex="0"], #app select, #app input',
      ),
    ].flatMap((node) => {
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      return box.width < 44 || box.height < 44
        ? [
            `${node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30)}: ${Math.round(box.width)}×${Math.round(box.height)}`,
          ]
        : [];
    }),
  );
}

/**
 * Outlines of what can be pointed at (tiles to pick, lit places, places to
 * turn a piece to) with less than 3:1 against the white table (WCAG's
 * non-text contrast, which axe does not check).
 */
function weakOutlines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    return [...document.querySelectorAll<HTMLElement>('.pickable, .target, .spot, .picked')].flatMap(
      (node) => {
        const style = getComputedStyle(node);
        const edge = style.outlineStyle !== 'none' ? style.outlineColor : style.borderTopColor;
        const ratio = contrast(edge, 'rgb(255, 255, 255)');
        return ratio < 3 ? [`${node.className} ${edge}: ${ratio.toFixed(2)}:1`] : [];
      },
    );
  });
}

/** Tiles and pieces on the board whose name does not say what they are. */
function unnamedPieces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<SVGElement>(
        '[data-testid=board] svg.domino, [data-testid=board] svg.piece',
      ),
    ]
      .map((node) => node.closest('[aria-label]')?.getAttribute('aria-label') ?? '')
      .filter(
        (label) =>
          !/\b\d+-\d+\b/.test(label) &&
          !/\bpiece [^·]+·[^·]+·[^·]+·[^·]+/.test(label) &&
          !/face down|face-down/.test(label),
      ),
  );
}

/** Every game the lobby offers (Domino Squares' family games each on their own). */
const GAMES = [
  'build-up',
  'dump-truck',
  'shanghai',
  'domino-squares',
  'domino-squares-block',
  'domino-squares-draw',
  'blind-hughie',
] as const;

/** Plays until the page's own turn with something to pick or a lit place (a few moves in). */
async function midPlay(page: Page, moves: number): Promise<void> {
  let count = -1;
  for (let i = 0; i < moves; i++) {
    if ((await page.getByTestId('over').count()) > 0) break;
    count = await playPast(page, count);
  }
  // "How to play" open, so that it is checked too.
  await page.getByTestId('how-to-play').locator('summary').click();
  // Wait for this seat's turn, then pick a tile or piece so that its places are lit.
  await page.locator('.your-turn, [data-testid=over]').first().waitFor();
  const board = page.getByTestId('board');
  if ((await board.locator('.target').count()) === 0 && (await board.locator('.pickable').count()) > 0)
    await board.locator('.pickable').first().click();
}

describe('the web table under axe-core (WCAG 2.2 A and AA), at 1280 px and 390 px', () => {
  it('the lobby and the join view of an invite link', { timeout: 120_000 }, async () => {
    const ana = await openPage(table, table.pageUrl);
    try {
      for (const width of WIDTHS) {
        await ana.page.setViewportSize({ width, height: 900 });
        await ana.page.getByTestId('create').waitFor();
        expect.soft(await axeViolations(ana.page), `lobby at ${width} px`).toEqual([]);
        await ana.page.screenshot({ path: join(SHOTS, `lobby-${width}.png`), fullPage: true });
        if (width === 390) expect.soft(await smallTargets(ana.page), 'lobby tap targets').toEqual([]);
      }
      await ana.page.setViewportSize({ width: 1280, height: 900 });
      const tableId = await createTable(ana.page, 'build-up', 'Ana');
      for (const width of WIDTHS) {
        const ben = await openPage(table, `${table.pageUrl}#join/build-up/${tableId}`, width);
        try {
          await ben.page.getByTestId('join-view').waitFor();
          expect.soft(await axeViolations(ben.page), `join view at ${width} px`).toEqual([]);
          await ben.page.screenshot({ path: join(SHOTS, `join-${width}.png`), fullPage: true });
          if (width === 390) expect.soft(await smallTargets(ben.page), 'join view tap targets').toEqual([]);
          expect(ben.problems).toEqual([]);
        } finally {
          await ben.context.close();
        }
      }
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });

  for (const game of GAMES) {
    it(`${game} mid-play against bots`, { timeout: 240_000 }, async () => {
      const ana = await openPage(table, `${table.pageUrl}&seed=e2e-axe-${game}`);
      const { page } = ana;
      try {
        await createTable(page, game, 'Ana', 'medium');
        await midPlay(page, 6);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.waitForTimeout(100);
          expect.soft(await axeViolations(page), `${game} at ${width} px`).toEqual([]);
          await page.screenshot({ path: join(SHOTS, `${game}-${width}.png`), fullPage: true });
          expect.soft(await unnamedPieces(page), `${game}: tiles and pieces named`).toEqual([]);
          expect.soft(await weakOutlines(page), `${game}: outlines of 3:1`).toEqual([]);
          if (width === 390)
            expect.soft(await smallTargets(page), `${game} tap targets at 390 px`).toEqual([]);
        }
        expect(ana.problems).toEqual([]);
      } finally {
        await ana.context.close();
      }
    });
  }
});
