/// <reference lib="dom" />
/**
 * The web table on `boneyard/client` (#34 item 7, #36 item 3): the page's
 * sources import only the package's public entries and cast nothing to
 * `never`; the game server stopped and started again under a live game shows
 * the banner (role `alert`), the page joins again by itself with its seat
 * token and says so, and play goes on without a reload; the same table opened
 * in another tab leaves the first one watching with "Play here", which takes
 * the seat back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './processes.js';
import {
  createTable,
  moveCount,
  openPage,
  playPast,
  startWebTable,
  type WebTable,
  watch,
} from './web-table-pages.js';

let table: WebTable;

beforeAll(async () => {
  table = await startWebTable();
});

afterAll(async () => {
  await table?.close();
});

/** Every TypeScript file of the page, by path. */
function pageSources(): [string, string][] {
  const dir = join(root, 'examples/web-table/src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [file, readFileSync(join(dir, file), 'utf8')]);
}

describe('the web table on boneyard/client', () => {
  it('imports only the public entries (boneyard, boneyard/client, boneyard/texts…) and casts nothing to never', () => {
    const sources = pageSources();
    expect(sources.length).toBeGreaterThan(5);
    const imports = new Set<string>();
    for (const [file, text] of sources) {
      for (const [, from] of text.matchAll(/\bfrom '([^']+)'/g)) {
        expect(from, `${file} imports ${from}`).not.toMatch(/(^|\/)src\//);
        if (!from!.startsWith('.')) imports.add(from!);
      }
      expect(text.includes('as never'), `${file} casts to never`).toBe(false);
    }
    expect([...imports].filter((from) => from.startsWith('boneyard')).sort()).toEqual(
      expect.arrayContaining(['boneyard', 'boneyard/client', 'boneyard/texts']),
    );
    for (const from of imports) expect(from).toMatch(/^(boneyard(\/[\w-]+)?|@colyseus\/sdk)$/);
  });
});

describe('the web table: a connection you can see', () => {
  it('the server stopped and started again under a live game: the banner, then play goes on without a reload', {
    timeout: 240_000,
  }, async () => {
    const ada = await openPage(table, `${table.pageUrl}&seed=e2e-drop`);
    try {
      const tableId = await createTable(ada.page, 'build-up', 'Ada', 'easy');
      const before = await playPast(ada.page, 3);
      // The page is never reloaded: a mark on its window stays.
      await ada.page.evaluate(() => {
        (window as unknown as { kept: number }).kept = 1;
      });
      await table.stopServer('SIGKILL');
      const banner = ada.page.getByRole('alert').filter({ hasText: 'Connection lost — reconnecting…' });
      await banner.waitFor();
      // Nothing to click on a table that cannot be reached, and the page does not say it is your turn.
      await expect
        .poll(() => ada.page.getByTestId('prompt').textContent())
        .toBe('Not connected: nothing can be played until the table is reached again.');
      expect(await ada.page.locator('#app').evaluate((app) => (app as HTMLElement).inert)).toBe(true);
      await table.startServer();
      await ada.page
        .getByRole('status')
        .filter({ hasText: 'Connected again: you are back at the table.' })
        .waitFor({ timeout: 60_000 });
      expect(await banner.count()).toBe(0);
      expect(await ada.page.locator('#app').evaluate((app) => (app as HTMLElement).inert)).toBe(false);
      expect(new URL(ada.page.url()).hash).toBe(`#build-up/${tableId}`);
      await ada.page.locator('.seat.me', { hasText: 'Ada' }).waitFor();
      expect(await moveCount(ada.page)).toBeGreaterThanOrEqual(before);
      // Play goes on, in the same page.
      const after = await playPast(ada.page, await moveCount(ada.page));
      expect(after).toBeGreaterThan(before);
      expect(await ada.page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
      // The drop's own failures (the socket closing, refused attempts while the server was down) aside, nothing went wrong.
      const unexpected = ada.problems.filter(
        (problem) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource|matchmake/.test(problem),
      );
      expect(unexpected).toEqual([]);
    } finally {
      await ada.context.close();
    }
  });

  it('another tab takes the seat: the first says so and offers "Play here", which takes it back', {
    timeout: 120_000,
  }, async () => {
    const first = await openPage(table, `${table.pageUrl}&seed=e2e-tabs`);
    try {
      const tableId = await createTable(first.page, 'build-up', 'Ada', 'easy');
      await first.page.locator('.seat.me', { hasText: 'Ada' }).waitFor();
      // The same browser (its stored seat token), another tab on the same link.
      const second = await first.context.newPage();
      const problems: string[] = [];
      watch(second, problems);
      await second.goto(first.page.url());
      await second.locator('.seat.me', { hasText: 'Ada' }).waitFor();
      const elsewhere = first.page
        .getByRole('alert')
        .filter({ hasText: 'This table is open in another tab' });
      await elsewhere.waitFor();
      expect(await first.page.locator('.seat.me').count()).toBe(0);
      // "Play here": the first tab plays again, the second now watches. (A background tab gets no animation
      // frames, which Playwright's clicks wait for: the person comes back to the first tab.)
      await first.page.bringToFront();
      await first.page.getByRole('button', { name: 'Play here' }).click();
      await first.page.locator('.seat.me', { hasText: 'Ada' }).waitFor();
      await second.getByRole('alert').filter({ hasText: 'This table is open in another tab' }).waitFor();
      expect(await elsewhere.count()).toBe(0);
      expect(new URL(first.page.url()).hash).toBe(`#build-up/${tableId}`);
      await playPast(first.page, await moveCount(first.page));
      expect([...first.problems, ...problems]).toEqual([]);
    } finally {
      await first.context.close();
    }
  });
});
