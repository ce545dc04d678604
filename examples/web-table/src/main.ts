/**
 * The web table: a lobby to create or join a table on the Colyseus server,
 * then the table drawn from this seat's view. Every game is played by
 * pointing: pick a tile (or piece) and click a lit place; the few moves that
 * are not about a tile (pass, stop, draw…) are buttons that say what they do
 * in the library's own words (`entry.describeMove`). What happened is told
 * with the library's event texts. Finished games are listed in the lobby
 * and replayed move by move (`replay.ts`). The game server is the one the
 * page was built for (`VITE_GAME_SERVER=ws://host:port`; default: this
 * page's host, port 2567); the development page also takes
 * `?server=ws://127.0.0.1:port` naming this machine. Seat tokens are kept per
 * server and table, and only ever sent to the server that gave them
 * (`server-address.ts`).
 */
import { Client, type Room } from '@colyseus/sdk';
import { type AnyGame, type BaseMove, findGame, gameRegistry } from 'boneyard';
import {
  localStorageTokenStore,
  rejoinOptions,
  type TableClient,
  type TableConnectionEvent,
  type TableHistoryOf,
  tableClient,
  tokenKey,
} from 'boneyard/client';
import type { TableMetadata } from 'boneyard/colyseus';
import { h } from './dom.js';
import type { BoardContext } from './games/board.js';
import { guideOf, howToPlay, variantLine } from './how-to-play.js';
import { languageSelect, namesList, refusalWords, say as sayMessage, t, when } from './lang.js';
import { foldRepeats } from './log.js';
import { FramePacer, paceFrom } from './pace.js';
import { closeReplay, finishedGames, keepsGames, serverInfo, showReplay } from './replay.js';
import { finalSummary, type ScoreSummary, summaryLine, summaryOf, summaryTable } from './score-summary.js';
import { chooseServer } from './server-address.js';
import { BOARDS, botLevel, gameOverLine, logLine, seatCard, seatNames, variantName } from './table-parts.js';

const params = new URLSearchParams(location.search);
const { endpoint, refused } = chooseServer({
  configured: import.meta.env.VITE_GAME_SERVER as string | undefined,
  pageHost: location.hostname,
  asked: params.get('server'),
  dev: import.meta.env.DEV,
});
if (refused) console.warn(`boneyard table: ${refused}; talking to ${endpoint}`);
const httpEndpoint = endpoint.replace(/^ws/, 'http');
const colyseus = new Client(endpoint);
/** Seat tokens, kept in this browser per server and table (`boneyard:seat:<server>|<table>`). */
const tokens = localStorageTokenStore();
const app = document.getElementById('app')!;
const status = document.getElementById('status')!;
/** The banner of a dropped connection or another tab (role `alert`), and short notices (role `status`). */
const connection = document.getElementById('connection')!;
const notice = document.getElementById('notice')!;
const announcer = document.getElementById('announce')!;
/** Draws what is shown again (the lobby, a table, a join view, a replay): after a change of language. */
let redraw: () => void = () => {};
/** The page's name in its language, in the header. */
const nameThePage = () => {
  document.querySelector('h1')!.textContent = t('page.title');
};
nameThePage();
document.querySelector('header')?.append(
  languageSelect(() => {
    nameThePage();
    redraw();
  }),
);

/** Tells screen readers what just happened (the last few lines stay in the log region). */
function announce(lines: readonly string[]): void {
  for (const line of lines) announcer.append(h('p', { textContent: line }));
  while (announcer.childElementCount > 8) announcer.firstElementChild!.remove();
}

/** What identifies a control across redraws: its test id and its name. */
function focusKey(node: Element | null): string | null {
  if (!(node instanceof HTMLElement || node instanceof SVGElement) || !app.contains(node)) return null;
  return `${node.dataset.testid ?? ''}|${node.getAttribute('aria-label') ?? node.textContent ?? ''}`;
}

interface Listing {
  readonly roomId: string;
  readonly name: string;
  readonly clients: number;
  readonly metadata: TableMetadata;
}

const BOT_LEVELS = {
  '': 'lobby.people-only',
  easy: 'lobby.easy-bots',
  medium: 'lobby.medium-bots',
  hard: 'lobby.hard-bots',
} as const;

// ——— the lobby: new table, open tables, finished games ———

function lobby(): void {
  redraw = lobby;
  closeReplay();
  app.replaceChildren();
  const gameSelect = h('select', { id: 'game', name: 'game' });
  for (const [id, entry] of Object.entries(gameRegistry))
    gameSelect.append(h('option', { value: id, textContent: entry.game.name }));
  const variantSelect = h('select', { id: 'variant', name: 'variant' });
  const players = h('input', { id: 'players', type: 'number', value: '2', min: '2', max: '8' });
  const botSelect = h('select', { id: 'bots', name: 'bots' });
  for (const [level, text] of Object.entries(BOT_LEVELS))
    botSelect.append(h('option', { value: level, textContent: t(text) }));
  const name = h('input', {
    id: 'name',
    value: localStorage.getItem('boneyard:name') ?? '',
    placeholder: t('lobby.name-placeholder'),
    maxLength: 20,
  });
  // The game's goal and the chosen rules in one line each, and "How to play" for the chosen game.
  const gameAbout = h('p', { className: 'small about', id: 'game-about' });
  const variantAbout = h('p', { className: 'small about', id: 'variant-about' });
  const guide = h('div', { className: 'lobby-guide' });
  gameSelect.setAttribute('aria-describedby', 'game-about');
  variantSelect.setAttribute('aria-describedby', 'variant-about');
  const describeVariant = () => {
    variantAbout.textContent = variantLine(gameRegistry[gameSelect.value]!, variantSelect.value);
  };
  variantSelect.onchange = describeVariant;
  const fillVariants = () => {
    const entry = gameRegistry[gameSelect.value]!;
    variantSelect.replaceChildren(
      ...Object.keys(entry.variants).map((v) => h('option', { value: v, textContent: variantName(v) })),
    );
    gameAbout.textContent = guideOf(entry)?.goal ?? '';
    describeVariant();
    guide.replaceChildren(...[howToPlay(entry, null)].filter((node) => node !== null));
    players.min = String(entry.game.minPlayers);
    players.max = String(entry.game.maxPlayers);
    players.value = String(entry.game.defaultPlayers);
  };
  gameSelect.onchange = fillVariants;
  fillVariants();
  const create = h('button', {
    className: 'primary',
    textContent: t('lobby.create'),
    dataset: { testid: 'create' },
  });
  // Errors stay next to what they are about, until the next try.
  const playersError = h('span', { className: 'error', id: 'players-error', role: 'alert' });
  const createError = h('p', { className: 'error', role: 'alert', dataset: { testid: 'create-error' } });
  players.setAttribute('aria-describedby', 'players-error');
  create.onclick = async () => {
    localStorage.setItem('boneyard:name', name.value);
    const count = Number(players.value);
    const entry = gameRegistry[gameSelect.value]!;
    const { minPlayers: min, maxPlayers: max } = entry.game;
    playersError.textContent = '';
    createError.textContent = '';
    if (!Number.isInteger(count) || count < min || count > max) {
      playersError.textContent = ` ${t('lobby.takes', { game: entry.game.name, range: min === max ? min : t('lobby.range', { min, max }) })}`;
      players.focus();
      return;
    }
    const bots = botSelect.value ? [null, ...new Array(count - 1).fill(botSelect.value)] : undefined;
    // The link's `?seed=` only where the server takes a client's seed (a development server): elsewhere it
    // deals, and would refuse the table.
    const seed = params.get('seed');
    const seeded = seed !== null && seed !== '' && (await serverInfo(httpEndpoint)).clientSeeds;
    const refused = await enter(gameSelect.value, () =>
      colyseus.create(gameSelect.value, {
        variant: variantSelect.value,
        players: count,
        name: name.value || 'player',
        ...(bots ? { bots } : {}),
        ...(seeded ? { seed } : {}),
      }),
    );
    if (refused) createError.textContent = t('lobby.not-created', { why: refused });
  };
  const tables = h('div', { className: 'tables' });
  const finished = finishedGames(httpEndpoint, (tableId) => {
    void replayGame(tableId);
  });
  app.append(
    h(
      'section',
      { className: 'lobby' },
      h('h2', { textContent: t('lobby.new-table') }),
      h('label', {}, `${t('lobby.game')} `, gameSelect),
      gameAbout,
      h('label', {}, `${t('lobby.rules')} `, variantSelect),
      variantAbout,
      h('label', {}, `${t('lobby.players')} `, players, playersError),
      h('label', {}, `${t('lobby.other-seats')} `, botSelect),
      h('label', {}, `${t('lobby.your-name')} `, name),
      create,
      createError,
      guide,
    ),
    ...[yourTables()].filter((section): section is HTMLElement => section !== null),
    h('section', {}, h('h2', { textContent: t('lobby.open-tables') }), tables),
    h('section', {}, h('h2', { textContent: t('lobby.finished-games') }), finished.element),
  );
  const refresh = async () => {
    // Only while this lobby is shown (not at a table, not in a replay).
    if (table || !tables.isConnected) return;
    try {
      const listings = (await (await fetch(`${httpEndpoint}/api/tables`)).json()) as Listing[];
      tables.replaceChildren(
        ...(listings.length === 0
          ? [h('p', { className: 'small', textContent: t('lobby.no-open-table') })]
          : []),
        ...listings.map((listed) => {
          const open = listed.metadata.open > 0;
          const join = h('button', {
            textContent: open ? t('lobby.sit-down') : t('lobby.watch'),
            dataset: { testid: 'join' },
          });
          join.onclick = () => {
            localStorage.setItem('boneyard:name', name.value);
            void enter(listed.name, () =>
              colyseus.joinById(listed.roomId, open ? { name: name.value || 'player' } : { spectate: true }),
            );
          };
          const seats = listed.metadata.seats.map((s) =>
            s.kind === 'empty'
              ? t('seat.open')
              : s.kind === 'bot'
                ? t('seat.a-bot', { bot: botLevel(s.name) })
                : s.name,
          );
          return h(
            'div',
            { className: 'listing', dataset: { table: listed.metadata.tableId } },
            h('strong', { textContent: listed.metadata.gameName }),
            h('span', { textContent: ` · ${variantName(listed.metadata.variant)} · ${seats.join(', ')} ` }),
            join,
          );
        }),
      );
      await finished.refresh();
      status.textContent = t('status.connected');
    } catch {
      status.textContent = t('status.no-server', { server: endpoint });
    }
    setTimeout(refresh, 1500);
  };
  void refresh();
}

/** Replays a finished game (drawn again from its start after a change of language). */
function replayGame(tableId: string): Promise<void> {
  redraw = () => void replayGame(tableId);
  return showReplay(app, status, httpEndpoint, tableId, backToLobby);
}

/** Whether the server keeps finished games (then a game over offers its replay). */
let serverKeepsGames = false;
void keepsGames(httpEndpoint).then((keeps) => {
  serverKeepsGames = keeps;
});

/** The lobby again, its link without a table. */
function backToLobby(): void {
  history.replaceState(null, '', location.pathname + location.search);
  lobby();
}

// ——— your tables: the unfinished tables this browser holds a seat at ———

/** One of "Your tables": enough to list it and join it again. */
interface HeldTable {
  readonly gameId: string;
  readonly tableId: string;
  /** When this browser last sat there (ms). */
  readonly at: number;
}

const heldKey = `boneyard:tables:${endpoint}`;

/** The tables this browser holds a seat at on this server, newest first. */
function heldTables(): HeldTable[] {
  try {
    const held = JSON.parse(localStorage.getItem(heldKey) ?? '[]') as HeldTable[];
    return Array.isArray(held) ? held.filter((kept) => findGame(kept.gameId)) : [];
  } catch {
    return [];
  }
}

/** Adds (`at` set) or forgets (`at` null) a table of "Your tables". */
function holdTable(gameId: string, tableId: string, at: number | null): void {
  const others = heldTables().filter((kept) => kept.tableId !== tableId);
  const held = at === null ? others : [{ gameId, tableId, at }, ...others].slice(0, 20);
  try {
    localStorage.setItem(heldKey, JSON.stringify(held));
  } catch {
    // A full storage keeps the list as it was.
  }
}

/** The lobby's "Your tables": unfinished tables you hold a seat at, each with "Resume". */
function yourTables(): HTMLElement | null {
  const held = heldTables();
  if (held.length === 0) return null;
  return h(
    'section',
    { dataset: { testid: 'your-tables' } },
    h('h2', { textContent: t('lobby.your-tables') }),
    ...held.map((kept) => {
      const resume = h('button', { textContent: t('lobby.resume') });
      resume.onclick = () =>
        void enter(kept.gameId, async () =>
          colyseus.joinOrCreate(kept.gameId, await rejoinOptions(tokens, endpoint, kept.tableId)),
        );
      return h(
        'div',
        { className: 'listing', dataset: { held: kept.tableId } },
        h('strong', { textContent: findGame(kept.gameId)!.game.name }),
        h('span', {
          textContent: ` · ${t('lobby.sat-down', { when: when(kept.at) })} `,
        }),
        resume,
      );
    }),
  );
}

// ——— at the table ———

/** The table this page sits at (or watches), through `boneyard/client`. */
let table: TableClient<AnyGame, Room> | null = null;
/** The last refusal or failure, in the page's language when drawn (a language change redraws it). */
let lastError: () => string = () => '';
/** What happened, newest last: every line of every frame seen at this table, said in the page's language when drawn. */
let log: (() => string)[] = [];
/** What the player has picked on the board (kept between frames while it stays legal). */
let pick: Record<string, unknown> = {};
/** The history told on joining, until the next frame puts it in the log (again after a reconnection). */
let told: TableHistoryOf<AnyGame> | null = null;
/** The move count of the last frame drawn (its events are in the log). */
let seenMove: number | null = null;
/** The seat of the last frame drawn (a pick is kept across moves while the seat stays). */
let seenSeat: number | null = null;
/** Whether the last frame drawn was this seat's turn (so "Your turn." is announced once). */
let seenTurn = false;
type TableFrameOf = NonNullable<TableClient<AnyGame, Room>['frame']>;
/**
 * How long another seat's move stays on screen before the next frame is drawn
 * (forced moves and quick answers are shown one by one); `?pace=0` draws
 * every frame at once (the end-to-end tests' bots answer at once).
 */
const PACE_MS = paceFrom(params.get('pace'));
/** The frames of the table this page is at, shown at that pace. */
let pacer: FramePacer<TableFrameOf> | null = null;
/** The frame drawn now (it lags the client's latest while frames are paced). */
let shown: TableFrameOf | null = null;
/** The move count of the last board drawn (a new move's tile slides in once). */
let drawnMove: number | null = null;
/** The score at the end of the last hand or round, shown until the next one. */
let summary: ScoreSummary | null = null;
/** Whether the end of the game has been told (its final scores in the log, once). */
let toldEnd = false;
/** Whether "Leave the table" was pressed mid-game and the question waits for an answer (kept across redraws). */
let askingToLeave = false;

/**
 * Joins a table of `gameId` (`join` makes the room) and plays it through
 * `boneyard/client`: the seat token kept in this browser for this server,
 * and after a dropped connection the table joined again with it, backing off.
 */
async function enter(
  gameId: string,
  join: () => Promise<Room | TableClient<AnyGame, Room>>,
): Promise<string | null> {
  const entry = findGame(gameId);
  if (!entry) {
    status.textContent = t('status.unknown-game', { game: gameId });
    return status.textContent;
  }
  let room: Room | TableClient<AnyGame, Room>;
  try {
    room = await join();
  } catch (error) {
    // What the server said (its words), returned for the lobby's or the join view's error.
    const why = refusalWords(error);
    status.textContent = t('status.could-not-join', { why });
    return why;
  }
  log = [];
  pick = {};
  lastError = () => '';
  told = null;
  seenMove = null;
  seenSeat = null;
  seenTurn = false;
  pacer?.stop();
  shown = null;
  summary = null;
  toldEnd = false;
  askedRematch = false;
  askingToLeave = false;
  const client =
    'joinRematch' in room
      ? room // a rematch's client, made by the last table's (`joinRematch`)
      : tableClient(entry.game, room, {
          server: endpoint,
          tokens,
          rejoin: (options) => colyseus.joinOrCreate(gameId, options),
          // A server restart takes seconds; a person waits a few minutes before being told it is lost.
          reconnect: { attempts: 40, delayMs: 500, maxDelayMs: 5000 },
        });
  table = client;
  app.dataset.connection = client.state;
  status.textContent = t('status.connected');
  const onSeat = (grant: { tableId: string; seat: number | null }) => {
    history.replaceState(null, '', `${location.search}#${gameId}/${grant.tableId}`);
    if (grant.seat !== null) holdTable(gameId, grant.tableId, Date.now());
  };
  client.on('seat', onSeat);
  // What happened before this page came (a reload, a late spectator, a reconnection): the log starts from it.
  client.on('history', (history) => {
    told = history;
  });
  // Frames one at a time: another seat's new move (a bot's, a forced one) held PACE_MS before the next.
  const framePacer = new FramePacer<TableFrameOf>(
    PACE_MS,
    (next) => {
      if (client === table) takeIn(next);
    },
    (next) => next.moveCount !== seenMove && next.lastMove !== null && next.lastMove.player !== next.seat,
  );
  pacer = framePacer;
  client.on('frame', (next) => {
    if (client !== table) return;
    framePacer.push(next);
  });
  /** One frame taken in: its events to the log and the live region, then drawn. */
  const takeIn = (next: TableFrameOf) => {
    const names = seatNames(next);
    const viewer = next.seat;
    const moved = seenMove === null || next.moveCount !== seenMove;
    const wasMyTurn = seenTurn;
    const fromHistory = told !== null;
    if (told) {
      log = [];
      for (const entry of told.entries) {
        log.push(
          ...entry.events.flatMap((event) => (event.text ? [() => logLine(event, names, viewer)] : [])),
        );
        const ended = summaryOf(next.gameId, entry.events);
        if (ended) {
          summary = ended;
          log.push(() => summaryLine(ended, names));
        }
      }
      told = null;
      toldEnd = next.outcome.over;
    } else if (moved) {
      const lines = (next.events ?? []).flatMap((event) =>
        event.text ? [() => sayMessage(event, names, viewer)] : [],
      );
      // A hand or round that ended: its scores by name, in the log, read out, and shown until the next one.
      const ended = summaryOf(next.gameId, next.events ?? []);
      if (ended) {
        summary = ended;
        lines.push(() => summaryLine(ended, names));
      }
      if (next.outcome.over && !toldEnd) {
        toldEnd = true;
        const outcome = next.outcome;
        lines.push(() => summaryLine(finalSummary(outcome), names));
      }
      log.push(...lines);
      announce(lines.map((line) => line()));
    }
    const myTurn = next.legalMoves.length > 0;
    if (myTurn && !wasMyTurn) announce([t('table.your-turn')]);
    seenTurn = myTurn;
    // Someone left or came back, a bot stands in: told to everyone (after a history, it already holds them).
    if (!fromHistory)
      for (const event of next.tableEvents ?? []) log.push(() => logLine(event, names, viewer));
    if (moved && next.seat !== seenSeat) pick = {};
    seenMove = next.moveCount;
    seenSeat = next.seat;
    if (moved) lastError = () => '';
    if (next.outcome.over) holdTable(gameId, next.tableId, null);
    shown = next;
    drawTable();
  };
  client.on('error', (error) => {
    lastError = () =>
      sayMessage(
        { message: error.why, text: error.message },
        seatNames(client.frame ?? { seats: [] }),
        client.seat,
      );
    drawTable();
  });
  // The outcome also comes in every frame; this message only marks the end.
  client.on('over', () => {
    if (client.tableId) holdTable(gameId, client.tableId, null);
    drawTable();
  });
  client.on('connection', (event) => onConnection(client, event));
  client.on('rematch', () => onRematch(client));
  // A client made before the page listened (a rematch's) heard its seat, history and frame already.
  if (client.tableId !== null) onSeat({ tableId: client.tableId, seat: client.seat });
  if (client.history) told = client.history;
  if (client.frame) framePacer.push(client.frame);
  return null;
}

/** The address that opens this table's join view (`#join/<game>/<table>`), the page's `?server=` kept. */
function inviteLink(gameId: string, tableId: string): string {
  const search = new URLSearchParams(location.search);
  search.delete('seed');
  const query = search.toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}#join/${gameId}/${encodeURIComponent(tableId)}`;
}

/** The invite: the link in a box to select, and a button that copies it. */
function invite(gameId: string, tableId: string): HTMLElement {
  const link = inviteLink(gameId, tableId);
  const box = h('input', {
    readOnly: true,
    value: link,
    id: 'invite-link',
    dataset: { testid: 'invite-link' },
  });
  const copy = h('button', { textContent: t('invite.copy'), dataset: { testid: 'invite' } });
  copy.onclick = async () => {
    try {
      await navigator.clipboard.writeText(link);
      tell(t('invite.copied'));
    } catch {
      box.select();
      tell(t('invite.select'));
    }
  };
  return h(
    'div',
    { className: 'invite' },
    copy,
    h('label', { className: 'small', htmlFor: 'invite-link' }, `${t('invite.link')} `),
    box,
  );
}

/** Sits this page at `tableId` as a new player (in `seat`, or the first open one). */
function sitDown(gameId: string, tableId: string, seat?: number): Promise<string | null> {
  const name = localStorage.getItem('boneyard:name') || 'player';
  return leaveTable().then(() =>
    enter(gameId, () =>
      colyseus.joinOrCreate(gameId, { tableId, name, ...(seat === undefined ? {} : { seat }) }),
    ),
  );
}

/**
 * The page an invite link opens: whose table it is, a name to sit down with,
 * "Sit down" (or "Watch" when every seat is taken). A browser that already
 * holds a seat there goes back to it.
 */
async function joinView(gameId: string, tableId: string): Promise<void> {
  redraw = () => void joinView(gameId, tableId);
  closeReplay();
  const entry = findGame(gameId)!;
  if (await tokens.get(tokenKey(endpoint, tableId))) {
    status.textContent = t('status.joining');
    await enter(gameId, async () =>
      colyseus.joinOrCreate(gameId, await rejoinOptions(tokens, endpoint, tableId)),
    );
    return;
  }
  let listing: Listing | undefined;
  try {
    const listings = (await (await fetch(`${httpEndpoint}/api/tables`)).json()) as Listing[];
    listing = listings.find((listed) => listed.metadata.tableId === tableId);
    status.textContent = t('status.connected');
  } catch {
    status.textContent = t('status.no-server', { server: endpoint });
  }
  const seats = listing?.metadata.seats ?? [];
  const host = seats.find((s) => s.kind === 'human')?.name;
  const full = listing !== undefined && listing.metadata.open === 0;
  const name = h('input', {
    id: 'join-name',
    value: localStorage.getItem('boneyard:name') ?? '',
    maxLength: 20,
  });
  const error = h('p', { className: 'error', role: 'alert' });
  const sit = h('button', {
    className: 'primary',
    textContent: t('lobby.sit-down'),
    dataset: { testid: 'sit-down' },
  });
  sit.onclick = async () => {
    localStorage.setItem('boneyard:name', name.value.trim());
    const refused = await sitDown(gameId, tableId);
    if (refused) error.textContent = t('join.could-not', { why: refused });
  };
  const watch = h('button', { textContent: t('lobby.watch'), dataset: { testid: 'watch' } });
  watch.onclick = () =>
    void leaveTable().then(() =>
      enter(gameId, () => colyseus.joinOrCreate(gameId, { tableId, spectate: true })),
    );
  const lobbyButton = h('button', { className: 'small-button', textContent: t('join.back') });
  lobbyButton.onclick = backToLobby;
  const people = seats.map((s) =>
    s.kind === 'empty'
      ? t('seat.an-open')
      : s.kind === 'bot'
        ? t('seat.a-bot', { bot: botLevel(s.name) })
        : s.name,
  );
  app.replaceChildren(
    h(
      'section',
      { className: 'lobby join', dataset: { testid: 'join-view' } },
      h('h2', { textContent: host ? t('join.title', { host }) : t('join.this-table') }),
      h('p', {
        textContent: `${entry.game.name} · ${variantName(listing?.metadata.variant ?? null)}${people.length > 0 ? ` · ${people.join(', ')}` : ''}`,
      }),
      full
        ? h('p', { textContent: t('join.full') })
        : h('label', { htmlFor: 'join-name' }, `${t('lobby.your-name')} `, name),
      full ? watch : sit,
      error,
      lobbyButton,
    ),
  );
  if (!full) name.focus();
}

/** How long "connected again" stays on screen. */
const NOTICE_MS = 6000;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

/** A short notice (role `status`) that goes away by itself. */
function tell(text: string): void {
  clearTimeout(noticeTimer);
  notice.textContent = text;
  noticeTimer = setTimeout(() => {
    notice.textContent = '';
  }, NOTICE_MS);
}

/** Joins the table again with this browser's seat token (after a lost connection, or to play in this tab). */
function rejoinHere(gameId: string, tableId: string): void {
  void leaveTable().then(() =>
    enter(gameId, async () => colyseus.joinOrCreate(gameId, await rejoinOptions(tokens, endpoint, tableId))),
  );
}

/**
 * The connection's state, shown: a drop is a banner (role `alert`) while the
 * client joins again with the seat token, and the table cannot be played
 * meanwhile; coming back is told; another tab that took the seat leaves this
 * one watching, with "Play here" to take it back.
 */
function onConnection(client: TableClient<AnyGame, Room>, event: TableConnectionEvent): void {
  if (client !== table) return;
  const gameId = client.game.id;
  const tableId = client.tableId;
  const again = (text: string) => {
    const button = h('button', { textContent: text });
    button.onclick = () => {
      if (tableId) rejoinHere(gameId, tableId);
    };
    return button;
  };
  app.inert = event.state === 'reconnecting' || event.state === 'lost';
  app.dataset.connection = event.state;
  switch (event.state) {
    case 'reconnecting':
      connection.replaceChildren(h('p', { textContent: t('connection.reconnecting') }));
      status.textContent = t('status.reconnecting', { attempt: event.attempt });
      break;
    case 'lost':
      connection.replaceChildren(
        h('p', { textContent: t('connection.lost') }),
        ...(tableId ? [again(t('connection.try-again'))] : []),
      );
      status.textContent = t('status.lost');
      break;
    case 'replaced':
      connection.replaceChildren(
        h('p', { textContent: t('connection.replaced') }),
        ...(tableId ? [again(t('connection.play-here'))] : []),
      );
      status.textContent = t('status.watching');
      break;
    case 'connected':
      if (connection.childElementCount > 0) tell(t('connection.back'));
      connection.replaceChildren();
      status.textContent = t('status.connected');
      break;
    case 'closed':
      connection.replaceChildren();
      status.textContent = t('status.left');
      break;
  }
  drawTable();
}

/** Leaves the table this page is at, if any. */
async function leaveTable(): Promise<void> {
  const client = table;
  table = null;
  connection.replaceChildren();
  app.inert = false;
  await client?.leave();
}

function drawTable(): void {
  redraw = drawTable;
  const client = table;
  const f = shown ?? client?.frame;
  if (!client || !f) return;
  // While older frames are being shown, nothing is played from them: the moves are the latest frame's.
  const current = client.frame?.moveCount === f.moveCount && !pacer?.catchingUp;
  const entry = findGame(f.gameId);
  const board = BOARDS[f.gameId];
  if (!entry || !board) return;
  const names = seatNames(f);
  const moves = current ? f.legalMoves : [];
  const toMove = f.started && !f.outcome.over ? board.toMove(f.view) : [];
  // A move in the library's words, said to this seat in the page's language (an older library: its English).
  const say = (move: BaseMove) =>
    sayMessage(
      {
        text: entry.describeMove(f.view, move),
        message: entry.describeMoveMessage?.(f.view, move),
      },
      names,
      f.seat,
    );
  const context: BoardContext<unknown, BaseMove> = {
    view: f.view,
    moves,
    seat: f.seat,
    names,
    events: (f.events ?? []).map((event) => ({ ...event })),
    say,
    play: (move) => {
      pick = {};
      if (!client.move(move)) {
        lastError = () => t('table.not-sent');
        drawTable();
      }
    },
    pick,
    redraw: drawTable,
  };

  // Who is at the table: name, score, what they hold, whose turn, bot or away.
  const seats = h(
    'div',
    { className: 'seats' },
    ...f.seats.map((s, seat) => {
      const card = seatCard(f, board, seat, toMove, true);
      // An away person's seat can be handed to a bot at once; one's own seat taken back from its bot.
      if (
        s.kind === 'human' &&
        !s.connected &&
        !s.standIn &&
        f.started &&
        !f.outcome.over &&
        f.seat !== null
      ) {
        const hand = h('button', { className: 'small-button', textContent: t('seat.let-bot') });
        hand.onclick = () => client.send('stand-in', { seat });
        card.append(hand);
      }
      if (seat === f.seat && s.standIn && !f.outcome.over) {
        const back = h('button', { className: 'small-button', textContent: t('seat.take-back') });
        back.onclick = () => client.send('back');
        card.append(back);
      }
      if (s.kind === 'empty' && f.seat === null && !f.outcome.over) {
        const here = h('button', { className: 'small-button', textContent: t('seat.sit-here') });
        here.onclick = () => void sitDown(f.gameId, f.tableId, seat);
        card.append(here);
      }
      if (s.kind === 'empty' && f.seat !== null) {
        for (const bot of ['easy', 'medium', 'hard']) {
          const add = h('button', {
            className: 'small-button',
            textContent: t('seat.add-bot', { level: botLevel(bot) }),
          });
          add.onclick = () => client.send('bot', { seat, bot });
          card.append(add);
        }
      }
      return card;
    }),
  );

  // What this seat is asked to do, or whom it waits for; the end with the winners by name.
  let prompt: string;
  if (client.state === 'reconnecting' || client.state === 'lost') prompt = t('table.not-connected');
  else if (f.outcome.over) prompt = gameOverLine(f.outcome, names, f.seat);
  else if (!f.started) prompt = f.seat === null ? t('table.wait-seats-watch') : t('table.wait-seats-invite');
  else if (moves.length > 0) prompt = t('table.your-turn');
  else if (f.seat !== null && toMove.includes(f.seat)) prompt = t('table.wait-others');
  else prompt = t('table.wait-for', { names: namesList(toMove.map((seat) => names[seat]!)) });

  const buttons = h('div', { className: 'actions' });
  // Moves that throw points away come last, quieter (Dump Truck: back to the pool, an unload for nothing).
  const buttonMoves = moves.filter((m) => board.buttons.includes(m.type));
  const wasteful = (move: BaseMove) => board.wasteful?.(f.view, move) ?? false;
  for (const move of [...buttonMoves.filter((m) => !wasteful(m)), ...buttonMoves.filter(wasteful)]) {
    const button = h('button', {
      textContent: say(move),
      className: wasteful(move) ? 'wasteful' : '',
      dataset: { testid: 'action' },
    });
    button.onclick = () => context.play(move);
    buttons.append(button);
  }
  // The end: "Play again" asks for a rematch; once one is offered, everyone may go to it (see `onRematch`).
  const offer = f.outcome.over ? client.rematchOffer : null;
  if (f.outcome.over && (f.seat !== null || offer))
    buttons.append(...rematchButtons(client, f, offer !== null));
  // A finished game is kept by the server's store: it can be replayed at once.
  if (f.outcome.over && serverKeepsGames) {
    const replay = h('button', { textContent: t('table.replay-this'), dataset: { testid: 'replay-this' } });
    replay.onclick = async () => {
      await leaveTable();
      await replayGame(f.tableId);
    };
    buttons.append(replay);
  }
  const goLeave = async () => {
    await leaveTable();
    backToLobby();
  };
  // Mid-game, leaving asks first: the seat stays yours ("Your tables" in the lobby), a bot may play for you.
  // The question is state, not a node: another seat's move redraws the table and the question stays.
  const playing = f.seat !== null && f.started && !f.outcome.over;
  if (!playing) askingToLeave = false;
  let leave: HTMLElement;
  if (askingToLeave) {
    const sure = h('button', { textContent: t('table.leave-game'), dataset: { testid: 'leave-sure' } });
    sure.onclick = () => void goLeave();
    const stay = h('button', {
      className: 'primary',
      textContent: t('table.stay'),
      dataset: { testid: 'stay' },
    });
    stay.onclick = () => {
      askingToLeave = false;
      drawTable();
      app.querySelector<HTMLElement>('[data-testid="leave"]')?.focus();
    };
    leave = h(
      'div',
      { className: 'confirm', role: 'alertdialog', ariaLabel: t('table.leave-question') },
      h('p', {
        textContent: t('table.leave-explained'),
      }),
      stay,
      sure,
    );
  } else {
    leave = h('button', {
      textContent: t('table.leave'),
      className: 'small-button',
      dataset: { testid: 'leave' },
    });
    leave.onclick = () => {
      if (!playing) return void goLeave();
      askingToLeave = true;
      drawTable();
      app.querySelector<HTMLElement>('[data-testid="stay"]')?.focus();
    };
  }
  const title = `${entry.game.name} · ${variantName(f.variant)}${f.seat === null ? ` · ${t('table.watching')}` : ''}`;
  // The whole game, scrolled to its end; a scrollable region reached with the keyboard too.
  const logList = h(
    'ul',
    { className: 'log', tabIndex: 0, ariaLabel: t('table.log-label'), dataset: { testid: 'log' } },
    ...foldRepeats(log.map((line) => line())).map((line) => h('li', { textContent: line })),
  );
  document.title = moves.length > 0 ? t('table.title-your-turn') : t('page.title');
  const focused = focusKey(document.activeElement);
  app.replaceChildren(
    h(
      'section',
      { className: 'table-head' },
      h('h2', { textContent: title }),
      seats,
      howToPlay(entry, f.variant),
    ),
    ...(f.outcome.over
      ? [summaryTable(finalSummary(f.outcome), names, f.seat)]
      : summary
        ? [summaryTable(summary, names, f.seat)]
        : []),
    h(
      'section',
      { className: `prompt-box${moves.length > 0 ? ' your-turn' : ''}` },
      h('div', {
        className: f.outcome.over ? 'over' : 'prompt',
        tabIndex: -1,
        textContent: prompt,
        dataset: f.outcome.over ? { testid: 'over' } : { testid: 'prompt' },
      }),
      buttons.childElementCount > 0 ? buttons : null,
      f.seat !== null && !f.outcome.over && f.seats.some((s) => s.kind === 'empty')
        ? invite(f.gameId, f.tableId)
        : null,
      lastError()
        ? h('div', { className: 'error', textContent: lastError(), dataset: { testid: 'error' } })
        : null,
    ),
    h(
      'section',
      // `arrived`: the first drawing of a move, whose tile slides into place (not on a redraw after a pick).
      {
        className: `board${f.moveCount !== drawnMove ? ' arrived' : ''}`,
        dataset: { testid: 'board', moveCount: String(f.moveCount) },
      },
      f.started || f.outcome.over
        ? board.draw(context)
        : h('p', { textContent: t('table.starts-when-filled') }),
    ),
    h(
      'section',
      { className: 'what-happened' },
      h('h2', { textContent: t('table.what-happened') }),
      log.length > 0 ? logList : h('p', { className: 'small', textContent: t('table.nothing-yet') }),
      leave,
    ),
  );
  logList.scrollTop = logList.scrollHeight;
  drawnMove = f.moveCount;
  if (focused !== null) keepFocus(focused);
}

// ——— play again: a rematch at the same seats ———

/** Whether this page asked for the rematch (then it goes to the new table by itself). */
let askedRematch = false;

/**
 * The end's buttons: "Play again" until a rematch is offered; then "Sit down
 * at the new table" for a person (the same seat, kept for their token) and
 * "Watch the new game" for a spectator, under a line that says so.
 */
function rematchButtons(
  client: TableClient<AnyGame, Room>,
  f: TableFrameOf,
  offered: boolean,
): HTMLElement[] {
  if (!offered) {
    const again = h('button', {
      className: 'primary',
      textContent: t('table.play-again'),
      dataset: { testid: 'play-again' },
    });
    again.onclick = () => {
      askedRematch = true;
      // The finished table's room has closed (`closeAfterMs`): a new table, the others invited by its link.
      if (!client.rematch()) void playAgain(f);
    };
    return [again];
  }
  const go = h('button', {
    className: 'primary',
    textContent: t(f.seat === null ? 'rematch.watch' : 'rematch.join'),
    dataset: { testid: 'rematch-join' },
  });
  go.onclick = () => void takeRematch(client);
  const line = t(f.seat === null ? 'rematch.offered-watch' : 'rematch.offered');
  return [h('p', { className: 'rematch', textContent: line, dataset: { testid: 'rematch' } }), go];
}

/**
 * A rematch is offered: the page that asked goes there at once (its player
 * clicked "Play again"); the others are told, and go with one click when
 * they choose, not moved away from the final scores unasked.
 */
function onRematch(client: TableClient<AnyGame, Room>): void {
  if (client !== table) return;
  if (askedRematch) {
    void takeRematch(client);
    return;
  }
  announce([t(client.seat === null ? 'rematch.offered-watch' : 'rematch.offered')]);
  drawTable();
}

/** Goes to the rematch's table: the same seat (its token kept for the last table), or to watch. */
async function takeRematch(client: TableClient<AnyGame, Room>): Promise<void> {
  const refused = await enter(client.game.id, () => client.joinRematch());
  if (refused) tell(t('table.no-new-table', { why: refused }));
}

/**
 * "Play again" once the finished table's room is gone: a new table for the
 * same game, rules and number of players, each bot at its seat with its
 * level, this player sitting down; a new deal (the server's seed). The other
 * people of the last game are invited with the new table's link.
 */
async function playAgain(f: {
  gameId: string;
  variant: string | null;
  seats: readonly { kind: string; name: string }[];
}): Promise<void> {
  const bots = f.seats.map((s) =>
    s.kind === 'bot' ? (['easy', 'medium', 'hard'].includes(s.name) ? s.name : 'medium') : null,
  );
  const name = localStorage.getItem('boneyard:name') || 'player';
  await leaveTable();
  const refused = await enter(f.gameId, () =>
    colyseus.create(f.gameId, {
      ...(f.variant ? { variant: f.variant } : {}),
      players: f.seats.length,
      name,
      ...(bots.some((bot) => bot !== null) ? { bots } : {}),
    }),
  );
  if (refused) tell(t('table.no-new-table', { why: refused }));
}

/**
 * After a redraw, focus goes back where the player was: the same control
 * when it is still there, else the first thing to play on the board, else
 * the prompt (never the top of the page).
 */
function keepFocus(key: string): void {
  const nodes = [...app.querySelectorAll<HTMLElement | SVGElement>('button, [tabindex], input, select')];
  const same = nodes.find((node) => focusKey(node) === key);
  const next =
    same ??
    app.querySelector<HTMLElement>('[data-testid="board"] .target, [data-testid="board"] .pickable') ??
    app.querySelector<HTMLElement>('[data-testid="action"]') ??
    app.querySelector<HTMLElement>('[data-testid="prompt"], [data-testid="over"]');
  next?.focus({ preventScroll: true });
}

// A link `#game/tableId` takes the seat back (its token is kept in this browser, for this server), or
// watches the table; `#replay/tableId` replays a finished game.
/** What the link's `#…` asks for: a join view, a replay, a table (its seat back, or to watch), or the lobby. */
function route(): void {
  const [gameId, tableId, joinTable] = location.hash.slice(1).split('/');
  if (gameId === 'join' && tableId && joinTable && findGame(tableId)) {
    void joinView(tableId, decodeURIComponent(joinTable));
  } else if (gameId === 'replay' && tableId) {
    lobby();
    void replayGame(decodeURIComponent(tableId));
  } else if (gameId && tableId && findGame(gameId)) {
    const id = decodeURIComponent(tableId);
    lobby();
    status.textContent = t('status.joining');
    void enter(gameId, async () => colyseus.joinOrCreate(gameId, await rejoinOptions(tokens, endpoint, id)));
  } else lobby();
}
// A link pasted into this tab changes only the `#…`: the page follows it (its own `replaceState` does not fire this).
window.addEventListener('hashchange', () => void leaveTable().then(route));
route();
