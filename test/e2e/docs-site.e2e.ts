/**
 * The docs site as a newcomer meets it: `npm run docs` builds it (TypeDoc, the grouped reference, VitePress)
 * and its link check passes; the guides' code that `npm test` does not run is compiled (every ```ts block,
 * with tsc against the built package) and run (the ```js queue block, on the Redis server at
 * BONEYARD_TEST_REDIS or 127.0.0.1:6379); then the built folder, served as plain static files, is opened in
 * headless Chromium (Debian's /usr/bin/chromium): the quick start, a game page and an API page, at 1280
 * and 390 px, with no console error, page error or failed request, and the screenshots saved into docs/;
 * and the play page plays a few moves of three games against its bots with no request but the site's files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './processes.js';

const root = new URL('../../', import.meta.url).pathname;
const site = join(root, 'docs/.vitepress/dist');
const redis = process.env.BONEYARD_TEST_REDIS ?? 'redis://127.0.0.1:6379';
// Inside the package folder, so `boneyard/…` resolves to the built package itself (its exports), as in an app.
const snippets = join(root, '.docs-snippets');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
let server: Server;
let base: string;
let browser: Browser;

/** Every ```<kind> block of the guides and game pages, with the page it is on. */
function blocks(kind: string): Array<{ page: string; code: string }> {
  const found: Array<{ page: string; code: string }> = [];
  for (const folder of ['docs/guide', 'docs/games'])
    for (const name of readdirSync(join(root, folder)).filter((n) => n.endsWith('.md')))
      for (const [, code = ''] of readFileSync(join(root, folder, name), 'utf8').matchAll(
        new RegExp(`^\`\`\`${kind}\\n([\\s\\S]*?)^\`\`\``, 'gm'),
      ))
        found.push({ page: `${folder}/${name}`, code });
  return found;
}

beforeAll(() => {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
  rmSync(snippets, { recursive: true, force: true });
  mkdirSync(snippets);
}, 300_000);

afterAll(async () => {
  rmSync(snippets, { recursive: true, force: true });
  await browser?.close();
  if (server) await new Promise((resolve) => server.close(resolve));
});

describe('the docs site', () => {
  it('builds with npm run docs, and its link check passes', () => {
    const printed = execFileSync('npm', ['run', '--silent', 'docs'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(printed).toMatch(/check-links: \d+ links of \d+ pages resolve/);
    for (const page of [
      'index.html',
      'guide/quick-start.html',
      'games/dump-truck.html',
      'reference.html',
      'rules/dump-truck.html',
      'api/index.html',
    ])
      expect(existsSync(join(site, page)), page).toBe(true);
  }, 300_000);

  it('compiles every ```ts block of the guides against the built package', () => {
    const ts = blocks('ts');
    expect(ts.length).toBeGreaterThan(0);
    ts.forEach(({ code }, i) => {
      // The lockfile's Colyseus line is 0.16: its client is colyseus.js, the same calls (the guide says so).
      const line18 = existsSync(join(root, 'node_modules/@colyseus/sdk'));
      writeFileSync(
        join(snippets, `snippet-${i + 1}.mts`),
        line18 ? code : code.replace("from '@colyseus/sdk'", "from 'colyseus.js'"),
      );
    });
    writeFileSync(
      join(snippets, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          lib: ['ES2022', 'DOM'],
          types: ['node'],
        },
        include: ['*.mts'],
      }),
    );
    try {
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', snippets], {
        cwd: snippets,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      throw new Error(`a guide's ts block does not compile:\n${(error as { stdout: string }).stdout}`);
    }
  }, 120_000);

  it('runs the queue guide’s block on Redis to its report', () => {
    const [queue] = blocks('js queue');
    expect(queue?.page).toBe('docs/guide/queue.md');
    const file = join(snippets, 'queue.mjs');
    // Its own run id, so two runs of this test never resume each other's run.
    writeFileSync(
      file,
      queue!.code
        .replaceAll('redis://127.0.0.1:6379', redis)
        .replace("runId: 'greedy-vs-random'", `runId: 'docs-e2e-${process.pid}-${Date.now()}'`),
    );
    const printed = execFileSync(process.execPath, [file], {
      cwd: snippets,
      encoding: 'utf8',
      stdio: 'pipe',
      timeout: 120_000,
    });
    expect(printed).toMatch(/200\/200/);
    const rates = JSON.parse(printed.trim().split('\n').at(-1)!.replaceAll("'", '"')) as number[];
    expect(rates).toHaveLength(2);
    expect(rates[0]).toBeGreaterThan(rates[1]!); // greedy beats random at Dump Truck
  }, 150_000);

  describe('in Chromium', () => {
    beforeAll(async () => {
      server = createServer((request, response) => {
        let path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
        if (path.endsWith('/')) path += 'index.html';
        const file = join(site, path);
        if (!file.startsWith(site) || !existsSync(file) || !statSync(file).isFile()) {
          response.writeHead(404).end('not found');
          return;
        }
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await launchChromium();
    });

    it('plays games against bots in the play page, with no server', async () => {
      for (const [id, width] of [
        ['build-up', 1280],
        ['dump-truck', 390],
        ['shanghai', 1280],
      ] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        });
        // Nothing but the static files: no WebSocket, no request to any other address.
        page.on('request', (request) => {
          if (!request.url().startsWith(base)) problems.push(`request to ${request.url()}`);
        });
        await page.goto(`${base}/play.html?game=${id}`, { waitUntil: 'networkidle' });
        const log = page.getByTestId('log').locator('li');
        await expect.poll(() => log.first().textContent()).toContain('A new game of');
        for (let turn = 0; turn < 4; turn++) {
          await page.getByTestId('move').first().waitFor({ timeout: 30_000 });
          const before = await log.count();
          await page.getByTestId('move').first().click();
          await expect.poll(() => log.count()).toBeGreaterThan(before);
        }
        // The bots moved too: the log tells another seat's moves.
        await expect
          .poll(async () => (await log.allTextContents()).join('\n'), { timeout: 30_000 })
          .toMatch(/[Ss]eat [1-9]/);
        expect(await page.getByTestId('board').textContent()).not.toBe('');
        if (id !== 'shanghai')
          await page.screenshot({
            path: join(root, `docs/site-play-${id}${width === 390 ? '-phone' : ''}.png`),
            fullPage: true,
          });
        await context.close();
        expect(problems, id).toEqual([]);
      }
    });

    const pages = [
      ['home', '/index.html', 'boneyard'],
      ['quick-start', '/guide/quick-start.html', 'Quick start'],
      ['game-dump-truck', '/games/dump-truck.html', 'Dump Truck'],
      ['api-reference', '/reference.html', 'API reference'],
      ['api-play-out', '/api/functions/boneyard.playOut.html', 'playOut'],
    ] as const;
    for (const [name, path, heading] of pages)
      it(`opens ${path} at 1280 and 390 px with no error`, async () => {
        for (const width of [1280, 390]) {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            deviceScaleFactor: 1,
          });
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`console: ${message.text()}`);
          });
          page.on('response', (response) => {
            if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
          });
          await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
          await expect.poll(() => page.locator('h1').first().textContent()).toContain(heading);
          if (name === 'game-dump-truck') {
            // The drawn example loads, and the page links its rules trace and the codes.
            expect(
              await page
                .locator('img[alt^="A Dump Truck load"]')
                .evaluate((img: HTMLImageElement) => img.naturalWidth),
            ).toBeGreaterThan(0);
            expect(await page.locator('a[href*="rules/dump-truck"]').count()).toBeGreaterThan(0);
          }
          // Nothing wider than the screen: a phone scrolls down, never sideways (code blocks and tables scroll inside).
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} at ${width} px is ${overflow} px too wide`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: join(root, `docs/site-${name}${width === 390 ? '-phone' : ''}.png`),
          });
          await context.close();
          expect(problems).toEqual([]);
        }
      });
  });
});
