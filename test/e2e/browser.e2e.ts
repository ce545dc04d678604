/// <reference lib="dom" />
/**
 * Two pages of the web table in headless Chromium (Debian's /usr/bin/chromium,
 * driven by playwright-core) play every game against each other through the
 * game server, to the end, by pointing at the board: pick a tile or piece,
 * click a lit place (a button only for moves that name no tile: pass, stop,
 * keep, unload, a direction). Along the way: no visible text looks like JSON,
 * a tile id, a piece id or a raw coordinate; neither page's DOM ever holds a
 * tile the other seat is hiding; no console error or failed request. Saves a
 * screenshot of every game mid-play and at the end into docs/. A finished
 * game is opened from the lobby's list and replayed move by move to the same
 * end, showing only what a spectator may see, a Dump Truck unload drawn with
 * the chains that scored it. A seat token goes only to the server that gave
 * it: a link naming another server (`?server=`) gets none there.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DumpTruckEvent, DumpTruckUnloadEvent } from '../../src/index.js';
import type { GameSummary, TableFrame } from '../../src/table/index.js';
import { freePort, launchChromium, root, startTableServer, stop } from './processes.js';
import { NOT_FOR_PEOPLE } from './web-table-pages.js';

let server: ChildProcess | undefined;
let vite: ViteDevServer | undefined;
let browser: Browser | undefined;
/** The page's own address (Vite's dev server), and with `?server=` naming the game server. */
let pageBase = '';
let pageUrl = '';
let serverUrl = '';
let serverPort = 0;
/** The server's own SQLite file of tables and finished games, removed afterwards. */
const tableDb = join(tmpdir(), `boneyard-e2e-${process.pid}.db`);

beforeAll(async () => {
  const port = await freePort();
  // Forced moves are left to the people here, so that every game is played by pointing (the table core's tests cover them).
  // CLIENT_SEEDS: the pages' links choose each table's seed (`&seed=`), as only a development server allows.
  server = await startTableServer(port, {
    BOT_DELAY_MS: '0',
    AUTO_FORCED: '0',
    TABLE_DB: tableDb,
    CLIENT_SEEDS: '1',
  });
  serverUrl = `http://127.0.0.1:${port}`;
  serverPort = port;
  vite = await createServer({
    configFile: join(root, 'examples/web-table/vite.config.ts'),
    server: { port: await freePort(), strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  await vite.listen();
  pageBase = vite.resolvedUrls!.local[0]!;
  pageUrl = `${pageBase}?server=ws://127.0.0.1:${port}&pace=0`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await stop(server);
  for (const end of ['', '-wal', '-shm']) rmSync(`${tableDb}${end}`, { force: true });
});

interface Opened {
  readonly page: Page;
  readonly problems: string[];
}

async function openPage(name: string, seed: string, width: number): Promise<Opened> {
  const context = await browser!.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${pageUrl}&seed=${seed}`);
  await page.fill('#name', name);
  return { page, problems };
}

const isOver = async (page: Page) => (await page.getByTestId('over').count()) > 0;

/** Text a person should never have to read. */
const UNREADABLE: readonly [string, RegExp][] = [
  ['JSON', /[{}]|"\w+":/],
  ['a tile id', /\b\d+:\d+-\d+\b/],
  ['a piece id', /\bp\d\d\b/],
  [
    'a raw coordinate',
    /\(-?\d+, ?-?\d+\)|\brow -?\d+, column -?\d+|\bx -?\d+\b|\borientation\b|\brotation \d/,
  ],
];

async function checkReadable(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const [what, pattern] of UNREADABLE) {
    expect(pattern.exec(text)?.[0], `${what} on the page`).toBeUndefined();
  }
}

/** The ids of the tiles or pieces a page shows in its own seat's hand (and the move it was drawn at). */
async function ownTiles(page: Page): Promise<{ move: string | null; ids: string[] }> {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="board"]');
    const ids = [
      ...document.querySelectorAll<SVGElement>('.hand [data-id], .in-hand [data-id], .your-chain [data-id]'),
    ]
      // Hands shown to everyone at a hand's end (Draw's "kept" hands) are no one's secret.
      .filter((node) => !node.closest('.all-hands'))
      .map((node) => node.dataset.id!)
      .filter(Boolean);
    return { move: board?.dataset.moveCount ?? null, ids };
  });
}

/** Neither page's DOM holds a tile that only the other seat may see (checked when both show the same move). */
async function checkHidden(a: Page, b: Page): Promise<number> {
  let checked = 0;
  for (const [mine, theirs] of [
    [a, b],
    [b, a],
  ] as const) {
    const before = await ownTiles(mine);
    const html = await theirs.content();
    const moveThere = await theirs.evaluate(
      () => document.querySelector<HTMLElement>('[data-testid="board"]')?.dataset.moveCount ?? null,
    );
    const after = await ownTiles(mine);
    if (before.move === null || before.move !== after.move || moveThere !== before.move) continue;
    for (const id of before.ids.filter((tile) => after.ids.includes(tile))) {
      expect(html.includes(`data-id="${id}"`), `another seat's hidden ${id} in the page`).toBe(false);
      checked++;
    }
  }
  return checked;
}

/**
 * One pointing step for a page, as a person would: a lit place on the board
 * first, else pick a tile or piece (one not yet picked), else a lit pile,
 * else a button. Returns what it clicked, or null when the page has nothing to do.
 */
async function point(page: Page, tried: Set<string>): Promise<string | null> {
  const board = page.getByTestId('board');
  const steps: [string, ReturnType<Page['locator']>][] = [
    ['target', board.locator('.target:not(.pile)')],
    ['pick', board.locator('.pickable:not(.picked)')],
    ['pile', board.locator('.pile.target')],
    // Buttons last to first, those that throw points away (Dump Truck's return and unload for nothing, drawn
    // quieter) only when no other is left: so that trucks fill up.
    ['button', page.locator('[data-testid="action"]:not(.wasteful)')],
    ['button', page.locator('[data-testid="action"].wasteful')],
  ];
  // A button that scores (Dump Truck's unload of a load worth points) before the others.
  const scoring = page.getByTestId('action').filter({ hasText: /for [1-9]\d* points/ });
  if (
    (await scoring.count()) > 0 &&
    (await scoring
      .first()
      .click({ timeout: 1000 })
      .then(
        () => true,
        () => false,
      ))
  ) {
    tried.clear();
    return 'button';
  }
  for (const [kind, locator] of steps) {
    const count = await locator.count();
    for (let i = 0; i < count; i++) {
      const node = locator.nth(kind === 'button' ? count - 1 - i : i);
      // Short waits: the board may be redrawn between the count and here (a bot moved), and a node gone must not
      // hold the test for the default minute.
      const label = `${kind}:${(await node.getAttribute('aria-label', { timeout: 1000 }).catch(() => null)) ?? (await node.textContent({ timeout: 1000 }).catch(() => ''))}`;
      // A pick that led nowhere (it lit no place) is not tried again this turn.
      if (kind === 'pick' && tried.has(label)) continue;
      const clicked = await node.click({ timeout: 1000 }).then(
        () => true,
        () => false,
      );
      if (!clicked) return 'stale';
      if (kind === 'pick') tried.add(label);
      else tried.clear();
      return kind;
    }
  }
  return null;
}

interface GameCase {
  readonly id: string;
  readonly name: string;
  readonly variant?: string;
  readonly shot: string;
  readonly width: number;
  readonly limit: number;
  /** Steps before the mid-play screenshot (short games sooner). */
  readonly shotAt?: number;
}

const GAMES: readonly GameCase[] = [
  { id: 'build-up', name: 'Build Up', shot: 'build-up', width: 1000, limit: 600 },
  // (Dump Truck from step 12: a game whose trucks fill up has not ended by then.)
  { id: 'dump-truck', name: 'Dump Truck', shot: 'dump-truck', width: 1000, limit: 1200, shotAt: 12 },
  { id: 'shanghai', name: 'Shanghai', variant: 'one round', shot: 'shanghai', width: 1000, limit: 1500 },
  {
    id: 'domino-squares',
    name: 'Domino Squares',
    variant: 'one round',
    shot: 'domino-squares',
    width: 1000,
    limit: 800,
  },
  { id: 'domino-squares-block', name: 'Block', shot: 'block', width: 390, limit: 600, shotAt: 6 },
  { id: 'domino-squares-draw', name: 'Draw', shot: 'draw', width: 1000, limit: 800 },
  { id: 'blind-hughie', name: 'Blind Hughie', shot: 'blind-hughie', width: 390, limit: 800, shotAt: 12 },
];

describe('the web table in a real browser: every game played by pointing', () => {
  for (const game of GAMES) {
    it(`two pages play ${game.name} to the end`, { timeout: 420_000 }, async () => {
      const ada = await openPage('Ada', `e2e-${game.id}`, game.width);
      const bob = await openPage('Bob', `e2e-${game.id}`, game.width);
      try {
        await ada.page.selectOption('#game', game.id);
        if (game.variant) await ada.page.selectOption('#variant', game.variant);
        await ada.page.getByTestId('create').click();
        await ada.page.getByText('Waiting for every seat to be filled').waitFor();
        // Bob sees Ada's table in the list (its id is in Ada's link) and sits down.
        await ada.page.waitForURL(/#[\w-]+\/[\w-]+$/);
        const tableId = new URL(ada.page.url()).hash.split('/')[1]!;
        await bob.page.locator(`[data-table="${tableId}"] [data-testid="join"]`).first().click();
        await ada.page.locator('.seat', { hasText: 'Bob' }).waitFor();

        const tried = [new Set<string>(), new Set<string>()];
        const clicks: Record<string, number> = {};
        let steps = 0;
        let busy = 0;
        let idle = 0;
        let hiddenChecks = 0;
        let shot = false;
        while (!(await isOver(ada.page)) || !(await isOver(bob.page))) {
          let moved = false;
          for (const [i, { page }] of [ada, bob].entries()) {
            const kind = await point(page, tried[i]!);
            if (kind && kind !== 'stale') {
              clicks[kind] = (clicks[kind] ?? 0) + 1;
              moved = true;
            }
          }
          steps++;
          if (steps % 25 === 0) {
            await checkReadable(ada.page);
            hiddenChecks += await checkHidden(ada.page, bob.page);
          }
          if (
            !shot &&
            steps >= (game.shotAt ?? 24) &&
            (await ada.page.locator('.pickable, .target').count()) > 0
          ) {
            // Mid-play, with a tile picked and the places it may go lit, as a player sees it.
            const board = ada.page.getByTestId('board');
            if ((await board.locator('.target:not(.pile)').count()) === 0) {
              await board
                .locator('.pickable:not(.picked)')
                .first()
                .click({ timeout: 1000 })
                .catch(() => {});
            }
            await ada.page.screenshot({
              path: join(root, `docs/web-table-${game.shot}.png`),
              fullPage: true,
            });
            shot = true;
          }
          // The cap counts turns where someone moved (a loaded machine only adds idle turns); a game where no one
          // can move for 1,000 turns in a row (over 30 s of waiting) is stuck.
          if (moved) {
            busy++;
            idle = 0;
          } else {
            idle++;
            await ada.page.waitForTimeout(30);
          }
          expect(busy, 'turns with a move to finish the game').toBeLessThan(game.limit);
          expect(idle, 'turns in a row where no one could move').toBeLessThan(1000);
        }
        await checkReadable(ada.page);
        await checkReadable(bob.page);
        const adaResult = (await ada.page.getByTestId('over').textContent())!;
        const bobResult = (await bob.page.getByTestId('over').textContent())!;
        expect(adaResult.replaceAll(' (you)', '')).toMatch(
          /^Game over\. (Ada|Bob|Ada and Bob) (wins|share the win) with -?\d+ points\./,
        );
        expect(adaResult.replaceAll(' (you)', '')).toBe(bobResult.replaceAll(' (you)', ''));
        await ada.page.screenshot({
          path: join(root, `docs/web-table-${game.shot}-end.png`),
          fullPage: true,
        });
        expect(shot).toBe(true);
        // The board was pointed at: tiles picked and lit places clicked, far more than buttons.
        expect(clicks.target ?? 0).toBeGreaterThan(0);
        expect([...ada.problems, ...bob.problems]).toEqual([]);
        console.log(
          `${game.name}: ${JSON.stringify(clicks)}, ${hiddenChecks} hidden-tile checks; ${adaResult}`,
        );
      } finally {
        await ada.page.context().close();
        await bob.page.context().close();
      }
    });
  }
});

describe('the web table in a real browser: reload and a closed tab', () => {
  it('a reload mid-game comes back to the same seat and table with what happened; a closed tab is handed to a bot and the game ends', {
    timeout: 420_000,
  }, async () => {
    const ada = await openPage('Ada', 'e2e-reload', 1000);
    const bob = await openPage('Bob', 'e2e-reload', 1000);
    try {
      await ada.page.selectOption('#game', 'build-up');
      await ada.page.getByTestId('create').click();
      await ada.page.getByText('Waiting for every seat to be filled').waitFor();
      await ada.page.waitForURL(/#[\w-]+\/[\w-]+$/);
      const tableId = new URL(ada.page.url()).hash.split('/')[1]!;
      await bob.page.locator(`[data-table="${tableId}"] [data-testid="join"]`).first().click();
      await ada.page.locator('.seat', { hasText: 'Bob' }).waitFor();
      const tried = [new Set<string>(), new Set<string>()];
      // A few moves each, by pointing.
      for (let steps = 0; steps < 16; steps++) {
        for (const [i, { page }] of [ada, bob].entries()) await point(page, tried[i]!);
      }
      const logBefore = await bob.page.locator('.log li').count();
      expect(logBefore).toBeGreaterThan(0);
      // Bob reloads: the same table, his seat, the log of what happened before.
      await bob.page.reload();
      await bob.page.locator('.seat.me', { hasText: 'Bob' }).waitFor();
      expect(new URL(bob.page.url()).hash.split('/')[1]).toBe(tableId);
      await expect
        .poll(() => bob.page.locator('.log li').count())
        .toBeGreaterThanOrEqual(Math.min(logBefore, 60));
      for (let steps = 0; steps < 6; steps++) {
        for (const [i, { page }] of [ada, bob].entries()) await point(page, tried[i]!);
      }
      // Bob closes his tab: Ada sees him away and hands his seat to a bot; the game ends.
      await bob.page.context().close();
      const handOver = ada.page.getByRole('button', { name: 'let a bot play for them' });
      await handOver.waitFor();
      await handOver.click();
      await ada.page.locator('.seat', { hasText: 'bot plays for them' }).waitFor();
      expect(await ada.page.getByTestId('log').innerText()).toMatch(
        /Bob has left\.[\s\S]*plays for Bob \(handed over\)\./,
      );
      for (let steps = 0; !(await isOver(ada.page)); steps++) {
        const kind = await point(ada.page, tried[0]!);
        if (!kind) await ada.page.waitForTimeout(30);
        expect(steps, 'steps to finish the game').toBeLessThan(800);
      }
      expect(ada.problems).toEqual([]);
      await ada.page.screenshot({ path: join(root, 'docs/web-table-stand-in.png'), fullPage: true });
    } finally {
      await ada.page.context().close();
      await bob.page
        .context()
        .close()
        .catch(() => {});
    }
  });
});

/** Every frame of a finished game as `seat` (a number or `spectator`) saw it, from the server. */
async function replayFrames(tableId: string, seat: number | 'spectator'): Promise<TableFrame[]> {
  const frames: TableFrame[] = [];
  for (;;) {
    const url = `${serverUrl}/api/games/${tableId}/replay?seat=${seat}&from=${frames.length}`;
    const page = (await (await fetch(url)).json()) as TableFrame[];
    frames.push(...page);
    if (page.length === 0 || frames.at(-1)!.outcome.over) return frames;
  }
}

/** The tile ids a JSON value mentions. */
const tileIds = (value: unknown) => new Set(JSON.stringify(value).match(/\b\d+:\d+-\d+\b/g) ?? []);

describe('the web table in a real browser: finished games replayed', () => {
  it('a finished Dump Truck game is listed in the lobby and replayed move by move to the same end, as a spectator, each unload drawn with its chains', {
    timeout: 420_000,
  }, async () => {
    const ada = await openPage('Ada', 'e2e-replay', 1000);
    const { page } = ada;
    try {
      await page.selectOption('#game', 'dump-truck');
      await page.selectOption('#bots', 'hard');
      await page.getByTestId('create').click();
      await page.waitForURL(/#[\w-]+\/[\w-]+$/);
      const tableId = new URL(page.url()).hash.split('/')[1]!;
      const tried = new Set<string>();
      // The cap counts turns with a move; waiting for the hard bots (their thinking takes what the machine gives
      // it) only fails when nothing happens for 2,000 turns in a row.
      for (let moves = 0, idle = 0; !(await isOver(page)); ) {
        if (await point(page, tried)) [moves, idle] = [moves + 1, 0];
        else {
          idle++;
          await page.waitForTimeout(30);
        }
        expect(moves, 'moves to finish the game').toBeLessThan(800);
        expect(idle, 'idle turns in a row').toBeLessThan(2000);
      }
      const result = (await page.getByTestId('over').textContent())!.replaceAll(' (you)', '');
      // At the live table too, the last unloads are drawn with their chains (checked below against the record:
      // a game of bots decided by the clock may end on unloads that scored no chain).
      // On the board only: How to play's example truck has chains of its own (3), drawn whether it is open or not.
      const liveChains = await page.getByTestId('board').getByTestId('chain').count();

      // The lobby lists the game: its name, its players, who won.
      await page.getByRole('button', { name: 'Leave the table' }).click();
      const listed = page.locator(`[data-game="${tableId}"]`);
      await listed.waitFor();
      const live = await fetch(`${serverUrl}/api/games/${tableId}`).then(
        (r) => r.json() as Promise<{ summary: GameSummary }>,
      );
      const names = live.summary.seats.map((s) => s.name);
      const row = await listed.innerText();
      expect(row).toContain('Dump Truck');
      // The players as the table named them: a bot by its name at the table, its level beside it ("Domi (hard
      // bot)"); the winners by those names, never a level ("hard won").
      const shown = row.split('\n')[0]!.trim().split(' · ').at(-1)!.split(', ');
      expect(shown).toHaveLength(names.length);
      for (const [seat, s] of live.summary.seats.entries()) {
        const pattern = s.kind === 'bot' ? `^\\S+ \\(${s.name} bot\\)$` : `^${s.name}$`;
        expect(shown[seat]).toMatch(new RegExp(pattern));
      }
      const winners = live.summary.result!.winners.map((seat) => shown[seat]!.replace(/ \(\w+ bot\)$/, ''));
      expect(row).toMatch(new RegExp(`${winners.join(' and ')} (won|shared the win) with`));
      for (const [what, pattern] of NOT_FOR_PEOPLE) expect(pattern.exec(row)?.[0], what).toBeUndefined();
      await page.screenshot({ path: join(root, 'docs/web-table-finished.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.screenshot({ path: join(root, 'docs/web-table-finished-phone.png'), fullPage: true });
      await page.setViewportSize({ width: 1000, height: 900 });

      // The replay: every frame as a spectator saw it, and as each seat saw it (their hidden tiles).
      const spectator = await replayFrames(tableId, 'spectator');
      const seats = await Promise.all(names.map((_, seat) => replayFrames(tableId, seat)));
      const last = spectator.length - 1;
      expect(last).toBe(live.summary.moveCount);
      const lastUnloads = new Map<number, DumpTruckUnloadEvent>();
      for (const frame of spectator)
        for (const event of (frame.events ?? []) as DumpTruckEvent[])
          if (event.type === 'unload') lastUnloads.set(event.player, event);
      const lastChains = [...lastUnloads.values()].reduce((n, u) => n + (u.scored ? u.chains.length : 0), 0);
      if (lastChains > 0) expect(liveChains, 'the last unloads drawn with their chains').toBeGreaterThan(0);
      else expect(liveChains, 'no chain drawn where the last unloads scored none').toBe(0);
      const unloadsAt = spectator.map((f) =>
        ((f.events ?? []) as DumpTruckEvent[]).filter(
          (e): e is DumpTruckUnloadEvent => e.type === 'unload' && e.chains.length > 0,
        ),
      );
      const mostChains = unloadsAt.reduce(
        (best, unloads, step) =>
          unloads.reduce((n, u) => n + u.chains.length, 0) >
          unloadsAt[best]!.reduce((n, u) => n + u.chains.length, 0)
            ? step
            : best,
        0,
      );
      expect(unloadsAt[mostChains]!.length, 'an unload that scored chains').toBeGreaterThan(0);

      /** Screenshots of this step at a desktop's width and a phone's, each drawn at that width. */
      const shootReplay = async (name: string, step: number) => {
        for (const [width, suffix] of [
          [1000, ''],
          [390, '-phone'],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowRight');
          await expect
            .poll(() => page.getByTestId('board').getAttribute('data-move-count'))
            .toBe(String(step));
          await page.screenshot({ path: join(root, `docs/web-table-${name}${suffix}.png`), fullPage: true });
        }
        await page.setViewportSize({ width: 1000, height: 900 });
      };
      await listed.getByTestId('replay').click();
      const stepText = page.getByTestId('replay-step');
      await expect.poll(() => stepText.textContent()).toBe(`The deal · ${last} moves`);
      let chainsChecked = 0;
      let hiddenChecked = 0;
      for (let step = 0; step <= last; step++) {
        const board = page.getByTestId('board');
        await expect.poll(() => board.getAttribute('data-move-count')).toBe(String(step));
        // Only what a spectator may see: every drawn tile is in the spectator's view, no seat's hidden tile anywhere.
        const html = await page.content();
        const visible = tileIds(spectator[step]!.view);
        const drawn = await page.evaluate(() =>
          [...document.querySelectorAll<SVGElement>('[data-id]')].map((node) => node.dataset.id!),
        );
        for (const id of drawn) expect(visible.has(id), `${id} drawn at move ${step}`).toBe(true);
        for (const frames of seats) {
          for (const id of tileIds(frames[step]!.view)) {
            if (visible.has(id)) continue;
            expect(html.includes(id), `a seat's hidden ${id} in the page at move ${step}`).toBe(false);
            hiddenChecked++;
          }
        }
        // The move's event texts are in the log, in bold.
        const told = ((spectator[step]!.events ?? []) as { text: string }[]).length;
        expect(await page.locator('.replay-log li.now').count()).toBe(Math.min(told, 14));
        // Each unload of this move drawn with its chains and their points.
        for (const unload of unloadsAt[step]!) {
          const drawnUnload = page.locator(`.truck[data-seat="${unload.player}"] [data-testid="unload"]`);
          expect(await drawnUnload.getAttribute('class')).toContain('fresh');
          expect(await drawnUnload.locator('g.chain').count()).toBe(unload.chains.length);
          const legend = await drawnUnload.getByTestId('chain').allInnerTexts();
          expect(legend).toEqual(
            unload.chains.map((chain) => expect.stringMatching(new RegExp(`: ${chain.points} points?$`))),
          );
          expect(await drawnUnload.innerText()).toContain(`${unload.points} point`);
          chainsChecked++;
        }
        if (step === mostChains) await shootReplay('dump-truck-unload', step);
        if (step === Math.floor(last / 2)) await shootReplay('replay', step);
        if (step < last) {
          // Next by the button and by the keyboard, in turn.
          if (step % 2 === 0) await page.getByTestId('replay-next').click();
          else await page.keyboard.press('ArrowRight');
        }
      }
      expect(chainsChecked).toBeGreaterThan(0);
      expect(hiddenChecked, 'hidden tiles looked for').toBeGreaterThan(0);
      // The end drawn as the game ended: the same winners line, the same scores.
      expect(await page.getByTestId('over').textContent()).toBe(result);
      expect(await page.getByTestId('replay-next').isDisabled()).toBe(true);
      for (const [seat, score] of live.summary.result!.scores.entries()) {
        expect(await page.locator(`.seat[data-seat="${seat}"] .score`).textContent()).toBe(`${score} points`);
      }
      // Back to the deal and to the end again, by the buttons and the keys.
      await page.getByTestId('replay-first').click();
      await expect.poll(() => stepText.textContent()).toBe(`The deal · ${last} moves`);
      await page.keyboard.press('End');
      await expect.poll(() => page.getByTestId('over').textContent()).toBe(result);
      await page.getByTestId('replay-back').click();
      await expect.poll(() => stepText.textContent()).toBe(`Move ${last - 1} of ${last}`);
      await checkReadable(page);
      expect(ada.problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the web table in a real browser: seat tokens go only to the server that gave them', () => {
  it('a link whose ?server= names another server gets no seat token there; on its own server the page takes its seat back', async () => {
    // Another server on this machine that logs every request it gets (line, headers, body) and every upgrade,
    // and lets the page's requests through CORS, so that a page would send it whatever it meant to.
    const logged: string[] = [];
    const logger = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        logged.push(`${req.method} ${req.url}\n${JSON.stringify(req.headers)}\n${body}`);
        res.writeHead(req.method === 'OPTIONS' ? 204 : 404, {
          'access-control-allow-origin': req.headers.origin ?? '*',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          'content-type': 'application/json',
        });
        res.end(req.method === 'OPTIONS' ? undefined : '{"code":"not-found","error":"not here"}');
      });
    });
    logger.on('upgrade', (req, socket) => {
      logged.push(`UPGRADE ${req.url}\n${JSON.stringify(req.headers)}`);
      socket.destroy();
    });
    const loggerPort = await freePort();
    await new Promise<void>((resolve) => logger.listen(loggerPort, '127.0.0.1', resolve));
    const context = await browser!.newContext({ viewport: { width: 1000, height: 900 } });
    try {
      // Ada makes a table on the real server (people only: it waits for a second player) and holds its seat.
      const page = await context.newPage();
      await page.goto(pageUrl);
      await page.fill('#name', 'Ada');
      await page.selectOption('#game', 'build-up');
      await page.getByTestId('create').click();
      await page.getByText('Waiting for every seat to be filled').waitFor();
      await page.waitForURL(/#[\w-]+\/[\w-]+$/);
      const tableId = new URL(page.url()).hash.split('/')[1]!;
      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('boneyard:seat:'))
          .map((key) => [key, localStorage.getItem(key)!] as const),
      );
      expect(stored.map(([key]) => key)).toEqual([`boneyard:seat:ws://127.0.0.1:${serverPort}|${tableId}`]);
      const token = stored[0]![1];
      expect(token.length).toBeGreaterThan(8);
      // As a page before this fix kept it, under the table id alone: never read again.
      await page.evaluate(({ id, value }) => localStorage.setItem(`boneyard:seat:${id}`, value), {
        id: tableId,
        value: token,
      });

      // A link to the same table naming the other server: the page goes there (it is this machine, on the
      // development page) and watches; the token is not sent, in any request.
      const lured = await context.newPage();
      await lured.goto(`${pageBase}?server=ws://127.0.0.1:${loggerPort}#build-up/${tableId}`);
      await expect
        .poll(() => logged.some((entry) => entry.startsWith('POST /matchmake/joinOrCreate/build-up')), {
          timeout: 60_000,
        })
        .toBe(true);
      expect(logged.length).toBeGreaterThan(1);
      for (const entry of logged) {
        expect(entry).not.toContain(token);
        expect(entry).not.toContain('seatToken');
      }
      // It asked there to watch the table, as any stranger would.
      const join = logged.find((entry) => entry.startsWith('POST /matchmake/joinOrCreate/build-up'))!;
      expect(join).toContain(tableId);
      expect(join).toContain('"spectate":true');
      await lured.close();

      // A server that is not this machine is not taken from the link at all.
      const far = await context.newPage();
      const asked: string[] = [];
      far.on('request', (request) => asked.push(request.url()));
      far.on('websocket', (socket) => asked.push(socket.url()));
      const joined = far.waitForRequest((request) => request.url().includes('/matchmake/'));
      await far.goto(`${pageBase}?server=ws://203.0.113.9:2567#build-up/${tableId}`);
      // The page's join goes to its default server (this page's host, port 2567), not the link's.
      expect(new URL((await joined).url()).host).toBe('127.0.0.1:2567');
      expect(asked.filter((url) => new URL(url).hostname === '203.0.113.9')).toEqual([]);
      await far.close();

      // Back on its own server, the same link takes Ada's seat back.
      await page.close();
      const back = await context.newPage();
      await back.goto(`${pageUrl}#build-up/${tableId}`);
      await back.locator('.seat.me', { hasText: 'Ada' }).waitFor();
    } finally {
      await context.close();
      await new Promise((resolve) => logger.close(resolve));
    }
  });
});
