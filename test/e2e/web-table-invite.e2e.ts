/// <reference lib="dom" />
/**
 * The invite that seats (#36 item 1): the host's table offers "Copy invite
 * link"; the link opens a join view ("Join Ana's table", "Your name", "Sit
 * down") that seats a friend with one click; someone watching sees "Sit
 * here" on an open seat and sits with one click; once the table is full the
 * link offers "Watch".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, openPage, playPast, startWebTable, type WebTable } from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

describe('the web table: an invite that seats', () => {
  it('a friend sits down from the copied invite link in one click; a watcher sits with "Sit here"; a full table offers "Watch"', {
    timeout: 180_000,
  }, async () => {
    const ana = await openPage(table, `${table.pageUrl}&seed=e2e-invite`);
    await ana.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ben = await openPage(table, table.pageUrl);
    const cy = await openPage(table, table.pageUrl);
    const dee = await openPage(table, table.pageUrl);
    try {
      const tableId = await createTable(ana.page, 'build-up', 'Ana', '', 3);
      await ana.page.getByText('Waiting for every seat to be filled: copy the invite link').waitFor();
      await ana.page.getByRole('button', { name: 'Copy invite link' }).click();
      await ana.page.getByRole('status').filter({ hasText: 'Invite link copied' }).waitFor();
      const link = await ana.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(await ana.page.getByTestId('invite-link').inputValue());
      expect(link).toMatch(new RegExp(`#join/build-up/${tableId}$`));
      expect(link).not.toContain('seed=');

      // Ben opens it: whose table, his name, one click.
      await ben.page.goto(link);
      await ben.page.getByRole('heading', { name: "Join Ana's table" }).waitFor();
      await ben.page.getByLabel('Your name').fill('Ben');
      await ben.page.getByRole('button', { name: 'Sit down' }).click();
      await ben.page.locator('.seat.me', { hasText: 'Ben' }).waitFor();
      await ana.page.locator('.seat', { hasText: 'Ben' }).waitFor();
      expect(new URL(ben.page.url()).hash).toBe(`#build-up/${tableId}`);

      // Cy opens the table's own link (no seat of his): he watches, and sits in the open seat with one click.
      await cy.page.evaluate(() => localStorage.setItem('boneyard:name', 'Cy'));
      await cy.page.goto(`${table.pageUrl}#build-up/${tableId}`);
      await cy.page.getByRole('heading', { name: /watching/ }).waitFor();
      const sitHere = cy.page.getByRole('button', { name: 'Sit here' });
      expect(await sitHere.count()).toBe(1);
      await sitHere.click();
      await cy.page.locator('.seat.me', { hasText: 'Cy' }).waitFor();
      // Every seat is taken: the game starts, and the invite is gone.
      await ana.page.locator('.seat', { hasText: 'Cy' }).waitFor();
      await expect.poll(() => ana.page.getByRole('button', { name: 'Copy invite link' }).count()).toBe(0);

      // Dee opens the invite of a full table: she may watch, not sit.
      await dee.page.goto(link);
      await dee.page.getByRole('heading', { name: "Join Ana's table" }).waitFor();
      expect(await dee.page.getByRole('button', { name: 'Sit down' }).count()).toBe(0);
      await dee.page.getByRole('button', { name: 'Watch' }).click();
      await dee.page.getByRole('heading', { name: /watching/ }).waitFor();
      expect(await dee.page.getByRole('button', { name: 'Sit here' }).count()).toBe(0);

      // The game goes on for the three of them.
      const pages = [ana.page, ben.page, cy.page];
      let moved = -1;
      for (let turn = 0; turn < 3; turn++) {
        const now = await Promise.any(pages.map((page) => playPast(page, moved, 20_000)));
        expect(now).toBeGreaterThan(moved);
        moved = now;
      }
      expect([...ana.problems, ...ben.problems, ...cy.problems, ...dee.problems]).toEqual([]);
    } finally {
      for (const opened of [ana, ben, cy, dee]) await opened.context.close();
    }
  });
});
