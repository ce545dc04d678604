/// <reference lib="dom" />
/**
 * Learning while playing, in real Chromium against the real server: the
 * lobby says what each game and each variant is in one line (no internal
 * names); every table has "How to play" with the game's own words; each
 * hand's end shows the scores by name, the end shows the final scores and
 * "Play again" (a rematch: a new table, same game, rules, seats and bots, a
 * new deal; the other person of the game sits in their same seat there with
 * one click, and someone watching is not seated);
 * Dump Truck offers the moves that keep points first and shows where the
 * domino would lie while a lit cell is hovered.
 */

import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/index.js';
import {
  createTable,
  moveCount,
  openPage,
  playPast,
  pointOnce,
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
      // How to play draws a real deal's move for Build Up, Shanghai and Domino Squares, named in words.
      const shots = join(tmpdir(), 'boneyard-web-table-rematch');
      mkdirSync(shots, { recursive: true });
      const pictures: [string, RegExp][] = [
        ['build-up', /^A tile covering a stack: \d-\d on top of \d-\d$/],
        ['shanghai', /^A chain for the dice \d and \d: \d-\d(, \d-\d)+$/],
        ['domino-squares', /^A piece laid against the layout: piece [\w ]+(·[\w ]+){3}$/],
      ];
      for (const [game, name] of pictures) {
        await page.selectOption('#game', game);
        const guide = page.getByTestId('how-to-play');
        if (!(await guide.evaluate((node) => (node as HTMLDetailsElement).open)))
          await guide.locator('summary').click();
        const picture = guide.getByTestId('guide-picture');
        expect(await picture.getAttribute('aria-label')).toMatch(name);
        expect(await picture.locator('svg').count()).toBeGreaterThan(1);
        // Examples, not the table's tiles: no id a seat's hidden tile could have.
        expect(await picture.locator('[data-id]').count()).toBe(0);
        expect(await picture.locator('figcaption').innerText()).not.toBe('');
        await picture.screenshot({ path: join(shots, `picture-${game}.png`) });
      }
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

  it('Play again between two people: one click each, the same seats at a new table; a watcher is not seated', {
    timeout: 300_000,
  }, async () => {
    const ana = await openPage(table, `${table.pageUrl}&seed=e2e-rematch`);
    const ben = await openPage(table, table.pageUrl);
    const cy = await openPage(table, table.pageUrl);
    const shots = join(tmpdir(), 'boneyard-web-table-rematch');
    mkdirSync(shots, { recursive: true });
    try {
      // Build Up, people only: Ana hosts, Ben sits down from the invite, Cy watches.
      const first = await createTable(ana.page, 'build-up', 'Ana', '', 2);
      await ben.page.goto(`${table.pageUrl}#join/build-up/${first}`);
      await ben.page.getByLabel('Your name').fill('Ben');
      await ben.page.getByRole('button', { name: 'Sit down' }).click();
      await ben.page.locator('.seat.me', { hasText: 'Ben' }).waitFor();
      await cy.page.goto(`${table.pageUrl}#build-up/${first}`);
      await cy.page.getByRole('heading', { name: /watching/ }).waitFor();
      const seatOf = async (page: Page) =>
        page
          .locator('.seat')
          .evaluateAll((cards) => cards.findIndex((card) => card.classList.contains('me')));
      expect([await seatOf(ana.page), await seatOf(ben.page)]).toEqual([0, 1]);

      // Both play the game to its end.
      const over = (page: Page) => page.getByTestId('over');
      for (let i = 0; i < 1500 && (await over(ana.page).count()) === 0; i++) {
        if (!(await pointOnce(ana.page)) && !(await pointOnce(ben.page))) await ana.page.waitForTimeout(30);
      }
      for (const page of [ana.page, ben.page, cy.page]) await over(page).waitFor();
      // People see "Play again"; the watcher is offered nothing yet.
      await ben.page.getByRole('button', { name: 'Play again' }).waitFor();
      expect(await cy.page.getByRole('button', { name: 'Play again' }).count()).toBe(0);

      // Ana clicks Play again: she is taken to the new table, at her seat.
      await ana.page.getByRole('button', { name: 'Play again' }).click();
      await ana.page.waitForURL((url) => url.hash.startsWith('#build-up/') && !url.hash.endsWith(first));
      const second = new URL(ana.page.url()).hash.split('/')[1]!;
      await ana.page.locator('.seat.me', { hasText: 'Ana' }).waitFor();
      expect(await seatOf(ana.page)).toBe(0);

      // Ben is offered his seat there (told, and in the live region), and the page waits for him.
      const offer = ben.page.getByTestId('rematch');
      await offer.waitFor();
      expect(await offer.textContent()).toBe(
        'A new game is ready at a new table: the same seats, a new deal. Your seat there is kept for you.',
      );
      await expect.poll(() => ben.page.locator('#announce').textContent()).toContain('A new game is ready');
      expect(new URL(ben.page.url()).hash).toBe(`#build-up/${first}`);
      const sitThere = ben.page.getByRole('button', { name: 'Sit down at the new table' });
      await ben.page.screenshot({ path: join(shots, 'offer-1280.png'), fullPage: true });
      await ben.page.setViewportSize({ width: 390, height: 844 });
      await sitThere.scrollIntoViewIfNeeded();
      await ben.page.screenshot({ path: join(shots, 'offer-390.png'), fullPage: true });
      const box = await sitThere.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      // The watcher is told too, and may only watch the new game.
      await cy.page.getByTestId('rematch').waitFor();
      expect(await cy.page.getByRole('button', { name: 'Sit down at the new table' }).count()).toBe(0);
      await cy.page.getByRole('button', { name: 'Watch the new game' }).click();
      await cy.page.waitForURL((url) => url.hash === `#build-up/${second}`);
      await cy.page.getByRole('heading', { name: /watching/ }).waitFor();

      // One click: Ben sits at the same seat of the new table, a new deal; the watcher holds no seat.
      await sitThere.click();
      await ben.page.waitForURL((url) => url.hash === `#build-up/${second}`);
      await ben.page.locator('.seat.me', { hasText: 'Ben' }).waitFor();
      expect(await seatOf(ben.page)).toBe(1);
      await ana.page.locator('.seat:not(.me)', { hasText: 'Ben' }).waitFor();
      expect(await seatOf(cy.page)).toBe(-1);
      expect(await cy.page.getByRole('button', { name: 'Sit here' }).count()).toBe(0);
      await expect.poll(() => moveCount(ana.page)).toBeGreaterThanOrEqual(0);
      // The new game goes on between them.
      const moved = await Promise.any([ana.page, ben.page].map((page) => playPast(page, 0, 30_000)));
      expect(moved).toBeGreaterThan(0);
      expect([...ana.problems, ...ben.problems, ...cy.problems]).toEqual([]);
    } finally {
      for (const opened of [ana, ben, cy]) await opened.context.close();
    }
  });
});
