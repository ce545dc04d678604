/**
 * Finished games, kept by the server's store (SQLite or PostgreSQL): the
 * lobby's list (`GET /api/games`) and a replay viewer that steps through a
 * game move by move as a spectator saw it (`GET /api/games/:id/replay`),
 * drawn by the same boards as the live table, with the library's event texts
 * of each move in the log. No hidden tile ever reaches the page: the frames
 * are the spectator's.
 */
import { type BaseMove, findGame } from 'boneyard';
import type { GameSummary, TableFrame } from 'boneyard/table';
import type { Message } from 'boneyard/texts';
import { h } from './dom.js';
import type { BoardContext } from './games/board.js';
import { namesList, num, refusalWords, say, t, when } from './lang.js';
import { BOARDS, botLevel, gameOverLine, seatCard, seatName, seatNames, variantName } from './table-parts.js';

/** Who sat at a listed game, in words. */
const players = (game: GameSummary) =>
  game.seats.map((s, seat) =>
    s.kind === 'bot' ? `${seatName(s, seat)} (${botLevel(s.name)})` : s.name || t('seat.an-open'),
  );

/** Who won a listed game, in words. */
function winners(game: GameSummary): string {
  if (!game.result) return '';
  // The names the table showed (a bot's is its name at the table, never its level).
  const names = game.seats.map((s, seat) => seatName(s, seat));
  const won = game.result.winners.map((seat) => names[seat]!);
  const points = game.result.scores[game.result.winners[0]!] ?? 0;
  return t('replay.won', {
    winners: namesList(won),
    count: won.length,
    points: num(points),
    pointCount: points,
  });
}

/** What `GET /api/process` says of the server that the page needs. */
export interface ServerInfo {
  /** Whether it keeps finished games (a memory or Redis store keeps none). */
  readonly games: boolean;
  /** Whether it lets a client choose the seed of a table it creates (development and tests only). */
  readonly clientSeeds: boolean;
}

let info: Promise<ServerInfo> | null = null;

/** What the server says of itself (`GET /api/process`): asked once (again after a failure). */
export function serverInfo(http: string): Promise<ServerInfo> {
  info ??= fetch(`${http}/api/process`)
    .then((r) => r.json() as Promise<{ games?: boolean; clientSeeds?: boolean }>)
    .then((p) => ({ games: p.games === true, clientSeeds: p.clientSeeds === true }))
    .catch(() => {
      info = null;
      return { games: false, clientSeeds: false };
    });
  return info;
}

/** Whether the server keeps finished games. */
export function keepsGames(http: string): Promise<boolean> {
  return serverInfo(http).then((server) => server.games);
}

/**
 * The lobby's list of finished games, newest first, each with a button to
 * replay it. `refresh` reads the list again (and redraws only if it changed).
 */
export function finishedGames(
  http: string,
  open: (tableId: string) => void,
): { element: HTMLElement; refresh(): Promise<void> } {
  const element = h('div', { className: 'finished', dataset: { testid: 'finished' } });
  let shown = '';
  const refresh = async () => {
    if (!(await keepsGames(http))) {
      if (shown !== 'none') {
        element.replaceChildren(h('p', { className: 'small', textContent: t('replay.none-kept') }));
        shown = 'none';
      }
      return;
    }
    const text = await (await fetch(`${http}/api/games?limit=12`)).text();
    if (text === shown) return;
    shown = text;
    const games = JSON.parse(text) as GameSummary[];
    element.replaceChildren(
      ...(games.length === 0 ? [h('p', { className: 'small', textContent: t('replay.none-yet') })] : []),
      ...games.map((game) => {
        const replay = h('button', { textContent: t('replay.replay'), dataset: { testid: 'replay' } });
        replay.onclick = () => open(game.tableId);
        return h(
          'div',
          { className: 'listing', dataset: { game: game.tableId } },
          h('strong', { textContent: findGame(game.gameId)?.game.name ?? game.gameId }),
          h('span', { textContent: ` · ${variantName(game.variant)} · ${players(game).join(', ')}` }),
          h('div', {
            className: 'small',
            textContent: `${winners(game)} · ${t('replay.moves', { n: num(game.moveCount), count: game.moveCount })} · ${when(game.finishedAt ?? game.updatedAt)}`,
          }),
          replay,
        );
      }),
    );
  };
  return { element, refresh };
}

/** Every frame of a finished game as a spectator saw it (the server gives at most 500 a request). */
async function fetchFrames(http: string, tableId: string): Promise<TableFrame[]> {
  const frames: TableFrame[] = [];
  const id = encodeURIComponent(tableId);
  for (;;) {
    const from = frames.length;
    const response = await fetch(`${http}/api/games/${id}/replay?seat=spectator&from=${from}`);
    const page = (await response.json()) as TableFrame[] | { code?: string; message: string };
    if (!Array.isArray(page)) throw Object.assign(new Error(page.message), { code: page.code });
    frames.push(...page);
    if (page.length === 0 || frames[frames.length - 1]!.outcome.over) return frames;
  }
}

/** What stops the replay's keyboard shortcuts (set while a replay is shown). */
let stopKeys: (() => void) | null = null;

/** Leaves the replay: its keyboard shortcuts go too. */
export function closeReplay(): void {
  stopKeys?.();
  stopKeys = null;
}

/**
 * Shows the replay of a finished game in `app`: the board as a spectator saw
 * it after each move, stepped with first / back / next / last (or the ←, →,
 * Home and End keys), and what each move did in the log. `back` returns to
 * the lobby.
 */
export async function showReplay(
  app: HTMLElement,
  status: HTMLElement,
  http: string,
  tableId: string,
  back: () => void,
): Promise<void> {
  closeReplay();
  status.textContent = t('replay.loading');
  let frames: TableFrame[];
  let summary: GameSummary;
  try {
    const game = (await (await fetch(`${http}/api/games/${encodeURIComponent(tableId)}`)).json()) as {
      summary?: GameSummary;
      code?: string;
      message?: string;
    };
    if (!game.summary)
      throw Object.assign(new Error(game.message ?? 'no such game'), { code: game.code ?? 'unknown-table' });
    summary = game.summary;
    frames = await fetchFrames(http, tableId);
  } catch (error) {
    status.textContent = t('replay.could-not-load', {
      why: refusalWords(error),
    });
    back();
    return;
  }
  const first = frames[0];
  const entry = findGame(summary.gameId);
  const board = BOARDS[summary.gameId];
  if (!first || !entry || !board) {
    status.textContent = t('replay.cannot-draw');
    back();
    return;
  }
  history.replaceState(null, '', `${location.search}#replay/${tableId}`);
  const names = seatNames(first);
  // The log: every event text, with the step (move count) that told it.
  const lines = frames.flatMap((f) =>
    ((f.events ?? []) as { text?: string; message?: Message }[]).flatMap((event) =>
      event.text ? [{ step: f.moveCount, text: say(event, names, null) }] : [],
    ),
  );
  const last = frames.length - 1;
  let step = last;

  const draw = (focus?: string) => {
    const f = frames[step]!;
    const toMove = f.outcome.over ? [] : board.toMove(f.view);
    const context: BoardContext<unknown, BaseMove> = {
      view: f.view,
      moves: [],
      seat: null,
      names,
      events: (f.events ?? []) as Record<string, unknown>[],
      say: (move) =>
        say(
          { text: entry.describeMove(f.view, move), message: entry.describeMoveMessage?.(f.view, move) },
          names,
          null,
        ),
      play: () => {},
      pick: {},
      redraw: () => draw(),
    };
    const control = (text: string, testid: string, to: number, label: string) => {
      const button = h('button', { textContent: text, title: label, dataset: { testid } });
      button.setAttribute('aria-label', label);
      button.disabled = to === step || to < 0 || to > last;
      button.onclick = () => go(to, testid);
      return button;
    };
    const controls = h(
      'div',
      { className: 'replay-controls' },
      control(t('replay.first'), 'replay-first', 0, t('replay.first-label')),
      control(t('replay.back'), 'replay-back', step - 1, t('replay.back-label')),
      control(t('replay.next'), 'replay-next', step + 1, t('replay.next-label')),
      control(t('replay.last'), 'replay-last', last, t('replay.last-label')),
      h('span', {
        className: 'replay-step',
        textContent:
          step === 0
            ? t('replay.the-deal', { n: num(last), count: last })
            : t('replay.move-of', { n: num(step), of: num(last) }),
        dataset: { testid: 'replay-step' },
      }),
    );
    const shown = lines.filter((line) => line.step <= step).slice(-14);
    const logList = h(
      'ul',
      { className: 'log replay-log', dataset: { testid: 'log' } },
      ...shown.map((line) => h('li', { className: line.step === step ? 'now' : '', textContent: line.text })),
    );
    const leave = h('button', { textContent: t('join.back'), className: 'small-button' });
    leave.onclick = back;
    app.replaceChildren(
      h(
        'section',
        { className: 'table-head' },
        h('h2', {
          textContent: `${t('replay.replay')} · ${entry.game.name} · ${variantName(summary.variant)}`,
        }),
        h('p', {
          className: 'small',
          textContent: t('replay.finished', { when: when(summary.finishedAt ?? summary.updatedAt) }),
        }),
        h(
          'div',
          { className: 'seats' },
          ...f.seats.map((_, seat) => seatCard(f, board, seat, toMove, false)),
        ),
      ),
      h(
        'section',
        { className: 'prompt-box replay-box' },
        controls,
        h('div', {
          className: f.outcome.over ? 'over' : 'prompt',
          textContent: f.outcome.over
            ? gameOverLine(f.outcome, names, null)
            : step === 0
              ? t('replay.deal-first', { names: namesList(toMove.map((seat) => names[seat]!)) })
              : t('replay.next-to-move', { names: namesList(toMove.map((seat) => names[seat]!)) }),
          dataset: { testid: f.outcome.over ? 'over' : 'prompt' },
        }),
      ),
      h(
        'section',
        { className: 'board', dataset: { testid: 'board', moveCount: String(f.moveCount) } },
        board.draw(context),
      ),
      h(
        'section',
        { className: 'what-happened' },
        h('h2', {
          textContent:
            step === 0 ? t('table.what-happened') : t('replay.what-happened-bold', { n: num(step) }),
        }),
        shown.length > 0 ? logList : h('p', { className: 'small', textContent: t('table.nothing-yet') }),
        leave,
      ),
    );
    logList.scrollTop = logList.scrollHeight;
    if (focus) app.querySelector<HTMLElement>(`[data-testid="${focus}"]:not(:disabled)`)?.focus();
  };
  const go = (to: number, focus?: string) => {
    step = Math.max(0, Math.min(last, to));
    draw(focus);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  document.addEventListener('keydown', onKey);
  stopKeys = () => document.removeEventListener('keydown', onKey);
  status.textContent = t('replay.status');
  go(0);
}
