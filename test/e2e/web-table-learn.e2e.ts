/// <reference lib="dom" />
/**
 * Learning while playing, in real Chromium against the real server: the
 * lobby says what each game and each variant is in one line (no internal
 * names); every table has "How to play" with the game's own words; each
 * hand's end shows the scores by name, the end shows the final scores and
 * "Play again" (a new table, same game, rules, players and bots, a new deal);
 * Dump Truck offers the moves that keep points first and shows where the
 * domino would lie while a lit cell is hovered.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/index.js';
import {
  createTable,
  moveCount,
  openPage,
  playPast,
  startWebTable,
  type WebTable,
} from './web-table-pages.js';

const buildUpHowToPlay = gameRegistry['build-up']!.howToPlay!;
const dumpTruckHowToPlay = gameRegistry['dump-truck']!.howToPlay!;

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

describe('the web table teaches its games', () => {
  it('the lobby: a line per game and per variant, no internal names', async () => {
    const ana = await openPage(table, table.pageUrl);
    try {
      const { page } = ana;
      await page.selectOption('#game', 'dump-truck');
      expect(await page.locator('#game-about').textContent()).toBe(dumpTruckHowToPlay.goal);
      const names = await page.locator('#variant option').allTextContents();
      expect(names).toContain('standard rules');
      for (const name of names) expect(name).not.toMatch(/template|library variant|^seed$/);
      await page.selectOption('#variant', 'template');
      expect(await page.locator('#variant-about').textContent()).toBe(dumpTruckHowToPlay.variants.template);
      await page.selectOption('#game', 'shanghai');
      for (const name of await page.locator('#variant option').allTextContents())
        expect(name).not.toMatch(/tie-breaker: everyone/);
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });

  it('Build Up: how to play at the table, scores by name after each hand, final scores and Play again', {
    timeout: 240_000,
  }, async () => {
    const ana = await openPage(table, `${table.pageUrl}&seed=e2e-learn`);
    const { page } = ana;
    try {
      const first = await createTable(page, 'build-up', 'Ana', 'easy', 2);
      const guide = page.getByTestId('how-to-play');
      await guide.locator('summary').click();
      await expect.poll(() => guide.textContent()).toContain(buildUpHowToPlay.goal);
      expect(await guide.textContent()).toContain(buildUpHowToPlay.scoring[0]!);
      let count = -1;
      let sawHandEnd = false;
      for (let i = 0; i < 400 && (await page.getByTestId('over').count()) === 0; i++) {
        count = await playPast(page, count);
        const summary = page.getByTestId('score-summary');
        if (!sawHandEnd && (await summary.count()) > 0) {
          const text = await summary.innerText();
          expect(text).toMatch(/Hand 1 is over/);
          expect(text).toMatch(/Ana \(you\)/);
          // Every player named (the bot by its name at this table), never a seat number.
          const bot = (await page.locator('.seat:not(.me) strong').innerText()).trim();
          expect(text).toContain(bot);
          expect(text).not.toMatch(/seat \d/i);
          // Told in the log too, players named.
          expect(await page.getByTestId('log').innerText()).toMatch(/Hand 1 is over: Ana -?\d+ points? \(/);
          sawHandEnd = true;
          // "How to play" stayed open across the redraws.
          expect(await guide.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
        }
      }
      expect(sawHandEnd, 'a hand-end summary').toBe(true);
      const final = page.getByTestId('score-summary');
      await expect.poll(() => final.innerText()).toMatch(/Final scores/);
      expect(await final.innerText()).toMatch(/· wins/);
      expect(await page.getByTestId('log').innerText()).toMatch(
        /Final scores: Ana -?\d+ points?, \w+ -?\d+ points?\. \w+( and \w+)? (wins|share the win)\./,
      );
      // Play again: a new table with the same game and players, the bot at its seat, a new deal.
      await page.getByTestId('play-again').click();
      await page.waitForURL((url) => url.hash.startsWith('#build-up/') && !url.hash.endsWith(first));
      await page.locator('.seat', { hasText: 'easy bot' }).waitFor();
      await expect.poll(() => moveCount(page)).toBeGreaterThanOrEqual(0);
      expect(await page.locator('.seat').count()).toBe(2);
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });

  it('Dump Truck: moves that keep points come first; a lit cell shows where the domino would lie', {
    timeout: 240_000,
  }, async () => {
    const ana = await openPage(table, `${table.pageUrl}&seed=e2e-learn-truck`);
    const { page } = ana;
    try {
      await createTable(page, 'dump-truck', 'Ana', 'easy', 2);
      // How to play shows a scored truck: the rules' own example, 11 points, each chain in words.
      await page.getByTestId('how-to-play').locator('summary').click();
      await expect
        .poll(() => page.locator('.scoring-example').innerText())
        .toMatch(/This load scores 11 points/);
      expect(await page.locator('.scoring-example [data-testid=chain]').count()).toBeGreaterThan(1);
      const board = page.getByTestId('board');
      let previews = 0;
      let firstButtons = 0;
      for (let i = 0; i < 60 && previews < 2; i++) {
        // The buttons that throw points away (back to the pool, an unload for nothing) come after any other.
        const kinds = (await page
          .getByTestId('action')
          .evaluateAll((nodes) => nodes.map((node) => node.classList.contains('wasteful')))) as boolean[];
        expect(kinds, 'wasteful buttons last').toEqual([...kinds].sort((a, b) => Number(a) - Number(b)));
        if (kinds.length > 0) firstButtons++;
        const cell = board.locator('.truck-cell.target').first();
        if ((await cell.count()) > 0) {
          await cell.hover();
          await board.locator('.preview').waitFor();
          previews++;
          await cell.focus();
          expect(await board.locator('.preview').count()).toBe(1);
        }
        await playPast(page, await moveCount(page));
      }
      expect(previews).toBeGreaterThan(0);
      expect(firstButtons).toBeGreaterThan(0);
      expect(ana.problems).toEqual([]);
    } finally {
      await ana.context.close();
    }
  });
});
