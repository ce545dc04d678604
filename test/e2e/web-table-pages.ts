/// <reference lib="dom" />
/**
 * The web table's pages for the end-to-end tests of one feature each
 * (`web-table-*.e2e.ts`): its game server (restartable on the same port and
 * SQLite file), its Vite page, Debian's Chromium, and pages that record every
 * console error, page error and failed request.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { freePort, launchChromium, root, startTableServer, stop } from './processes.js';

/** A running web table: its server (stop and start it again), its page's address, a browser. */
export interface WebTable {
  readonly browser: Browser;
  /** The page with `?server=` naming this table's game server. */
  readonly pageUrl: string;
  /** The game server's HTTP address. */
  readonly serverUrl: string;
  /** Stops the game server (its tables stay in the SQLite file). */
  stopServer(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the game server again on the same port and file. */
  startServer(): Promise<void>;
  /** What the game server printed (every start). */
  readonly output: () => string;
  /** Stops everything and removes the file. */
  close(): Promise<void>;
}

/** Starts a web table: a game server with a SQLite file of its own, the page, Chromium. */
export async function startWebTable(env: Record<string, string> = {}): Promise<WebTable> {
  const port = await freePort();
  const db = join(tmpdir(), `boneyard-e2e-web-${process.pid}-${port}.db`);
  const serverEnv = { BOT_DELAY_MS: '0', TABLE_DB: db, CLIENT_SEEDS: '1', ...env };
  let output = '';
  const listen = (child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (data: Buffer) => {
        output += data.toString();
      });
    return child;
  };
  let server: ChildProcess | undefined = listen(await startTableServer(port, serverEnv));
  const vite: ViteDevServer = await createServer({
    configFile: join(root, 'examples/web-table/vite.config.ts'),
    server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await vite.listen();
  const browser = await launchChromium();
  return {
    browser,
    // `pace=0`: every frame drawn at once (the bots answer at once here; people get a pause per move).
    pageUrl: `${vite.resolvedUrls!.local[0]!}?server=ws://127.0.0.1:${port}&pace=0`,
    serverUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    stopServer: async (signal = 'SIGKILL') => {
      await stop(server, signal);
      server = undefined;
    },
    startServer: async () => {
      server = listen(await startTableServer(port, serverEnv));
    },
    close: async () => {
      await browser.close();
      await vite.close();
      await stop(server);
      for (const end of ['', '-wal', '-shm']) rmSync(`${db}${end}`, { force: true });
    },
  };
}

/** A page and what went wrong in it (console errors, page errors, failed requests). */
export interface Opened {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly problems: string[];
}

/** Watches a page for console errors, page errors and failed requests. */
export function watch(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
}

/** A new browser context (its own storage) with one page on `url`, `width` px wide. */
export async function openPage(table: WebTable, url: string, width = 1280): Promise<Opened> {
  const context = await table.browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  // No step waits forever: a test that fails says where.
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  watch(page, problems);
  await page.goto(url);
  return { page, context, problems };
}

/** Creates a table from the lobby: `game`, `bots` ('' for people only), as `name`. Returns its id. */
export async function createTable(
  page: Page,
  game: string,
  name: string,
  bots = '',
  players?: number,
): Promise<string> {
  await page.fill('#name', name);
  await page.selectOption('#game', game);
  await page.selectOption('#bots', bots);
  if (players !== undefined) await page.fill('#players', String(players));
  await page.getByTestId('create').click();
  await page.waitForURL(/#[\w-]+\/[\w-]+$/);
  return new URL(page.url()).hash.split('/')[1]!;
}

/** The move count the page's board shows, or -1 before the game starts. */
export async function moveCount(page: Page): Promise<number> {
  const text = await page
    .getByTestId('board')
    .getAttribute('data-move-count', { timeout: 1000 })
    .catch(() => null);
  return text === null ? -1 : Number(text);
}

/**
 * One move by pointing, as a person would: a lit place on the board, else a
 * tile or piece to pick (then a lit place), else a move button. Returns
 * whether it clicked anything.
 */
export async function pointOnce(page: Page): Promise<boolean> {
  const board = page.getByTestId('board');
  for (const locator of [
    board.locator('.target:not(.pile)'),
    board.locator('.pickable:not(.picked)'),
    board.locator('.pile.target'),
    page.getByTestId('action'),
  ]) {
    if ((await locator.count()) === 0) continue;
    return locator
      .first()
      .click({ timeout: 1000 })
      .then(
        () => true,
        () => false,
      );
  }
  return false;
}

/** Points until the board's move count passes `after` (a move of this page or a bot's answer), for at most `ms`. */
export async function playPast(page: Page, after: number, ms = 60_000): Promise<number> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const now = await moveCount(page);
    if (now > after) return now;
    if (!(await pointOnce(page))) await page.waitForTimeout(30);
  }
  const text = await page.evaluate(
    () =>
      `connection ${document.getElementById('app')?.dataset.connection}; error: ${document.querySelector('[data-testid=error]')?.textContent ?? 'none'}; prompt: ${document.querySelector('[data-testid=prompt]')?.textContent}`,
  );
  throw new Error(`no move past ${after} in ${ms} ms; ${text}`);
}

/** Text a person should never read at this table. */
export const NOT_FOR_PEOPLE: readonly [string, RegExp][] = [
  ['a seat counted from 0', /\bseat 0\b/i],
  ['a stack counted from 0', /\bstack 0\b/i],
  ['an internal bot name', /\b(easy|medium|hard|greedy)\b(?! bots?\b)/i],
  ['a wrong plural', /\b1 (pieces|tiles|points|dominoes)\b/],
  ['"it" for a player', /\b(keeps|takes|plays|chooses|dumps|scores|had \d+ of) its\b/],
  ['a value dropped into the page', /\b(null|undefined|NaN)\b/],
];
