/**
 * Two pages of the web table in headless Chromium (Debian's /usr/bin/chromium,
 * driven by playwright-core) play a game of Build Up against each other
 * through the game server, to the end. Saves docs/web-table.png.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root, startTableServer, stop } from './processes.js';

let server: ChildProcess | undefined;
let vite: ViteDevServer | undefined;
let browser: Browser | undefined;
let pageUrl = '';

beforeAll(async () => {
  const port = await freePort();
  server = await startTableServer(port, { BOT_DELAY_MS: '0' });
  vite = await createServer({
    configFile: join(root, 'examples/web-table/vite.config.ts'),
    server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await vite.listen();
  pageUrl = `${vite.resolvedUrls!.local[0]}?server=ws://127.0.0.1:${port}&seed=e2e-build-up`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await stop(server);
});

async function openPage(name: string): Promise<Page> {
  const context = await browser!.newContext({ viewport: { width: 1100, height: 760 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(pageUrl);
  await page.fill('#name', name);
  return page;
}

const isOver = async (page: Page) => (await page.getByTestId('over').count()) > 0;

describe('the web table in a real browser', () => {
  it('two pages play Build Up to the end against each other', async () => {
    const ada = await openPage('Ada');
    const bob = await openPage('Bob');
    await ada.selectOption('#game', 'build-up');
    await ada.getByTestId('create').click();
    await ada.getByText('Waiting for every seat to be filled').waitFor();
    // Bob sees the table in the list and sits down.
    await bob.getByTestId('join').first().click();
    await ada.getByText('seat 1: Bob').waitFor();

    let clicks = 0;
    let shot = false;
    while (!(await isOver(ada)) || !(await isOver(bob))) {
      let moved = false;
      for (const page of [ada, bob]) {
        const button = page.getByTestId('move').first();
        if ((await button.count()) === 0) continue;
        // The page is redrawn after every frame: a click may land on a button just replaced.
        if (
          await button.click({ timeout: 1000 }).then(
            () => true,
            () => false,
          )
        ) {
          clicks++;
          moved = true;
        }
      }
      if (!shot && clicks >= 14) {
        await ada.screenshot({ path: join(root, 'docs/web-table.png') });
        shot = true;
      }
      if (!moved) await ada.waitForTimeout(25);
      expect(clicks).toBeLessThan(400);
    }
    const adaResult = await ada.getByTestId('over').textContent();
    const bobResult = await bob.getByTestId('over').textContent();
    expect(adaResult).toMatch(/^Game over\. Scores \d+ \/ \d+/);
    expect(adaResult!.split(';')[0]).toBe(bobResult!.split(';')[0]);
    expect(shot).toBe(true);
    console.log(`browser game: ${clicks} moves clicked; ${adaResult}`);
  });
});
