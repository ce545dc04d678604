/**
 * The web table: lists the games and their variants, creates or joins a
 * table on the Colyseus server, draws the table from this seat's view, and
 * offers the legal moves as buttons. The server is `?server=ws://host:port`
 * (default: this page's host, port 2567).
 */
import { Client, type Room } from 'colyseus.js';
import type { TableFrame, TableMetadata, TableSeatGrant } from '../../../src/colyseus/index.js';
import { gameRegistry } from '../../../src/index.js';
import { drawView, moveLabel, SEAT_COLOURS } from './draw.js';

const params = new URLSearchParams(location.search);
const endpoint = params.get('server') ?? `ws://${location.hostname}:2567`;
const httpEndpoint = endpoint.replace(/^ws/, 'http');
const client = new Client(endpoint);
const app = document.getElementById('app')!;
const status = document.getElementById('status')!;

interface Listing {
  readonly roomId: string;
  readonly name: string;
  readonly clients: number;
  readonly metadata: TableMetadata;
}

let room: Room | null = null;
let frame: TableFrame | null = null;
let lastError = '';
let over: { outcome: { scores: number[]; winners: number[] } } | null = null;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
}

function option(value: string, text: string): HTMLOptionElement {
  return h('option', { value, textContent: text });
}

// ——— the lobby: new table, open tables ———

function lobby(): void {
  app.replaceChildren();
  const gameSelect = h('select', { id: 'game', name: 'game' });
  for (const [id, entry] of Object.entries(gameRegistry)) gameSelect.append(option(id, entry.game.name));
  const variantSelect = h('select', { id: 'variant', name: 'variant' });
  const players = h('input', { id: 'players', type: 'number', value: '2', min: '2', max: '8' });
  const botSelect = h('select', { id: 'bots', name: 'bots' });
  for (const bot of ['', 'random', 'greedy', 'search'])
    botSelect.append(option(bot, bot ? `${bot} bots` : 'people only'));
  const name = h('input', {
    id: 'name',
    value: localStorage.getItem('boneyard:name') ?? '',
    placeholder: 'your name',
  });
  const fillVariants = () => {
    const entry = gameRegistry[gameSelect.value]!;
    variantSelect.replaceChildren(...Object.keys(entry.variants).map((v) => option(v, v)));
    players.min = String(entry.game.minPlayers);
    players.max = String(entry.game.maxPlayers);
    players.value = String(entry.game.defaultPlayers);
  };
  gameSelect.onchange = fillVariants;
  fillVariants();
  const create = h('button', {
    className: 'primary',
    textContent: 'Create table',
    dataset: { testid: 'create' },
  });
  create.onclick = async () => {
    localStorage.setItem('boneyard:name', name.value);
    const count = Number(players.value);
    const bots = botSelect.value ? [null, ...new Array(count - 1).fill(botSelect.value)] : undefined;
    await enter(() =>
      client.create(gameSelect.value, {
        variant: variantSelect.value,
        players: count,
        name: name.value || 'player',
        ...(bots ? { bots } : {}),
        ...(params.get('seed') ? { seed: params.get('seed') } : {}),
      }),
    );
  };
  const tables = h('tbody');
  const list = h(
    'table',
    {},
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { textContent: 'game' }),
        h('th', { textContent: 'variant' }),
        h('th', { textContent: 'seats' }),
        h('th'),
      ),
    ),
    tables,
  );
  app.append(
    h(
      'section',
      {},
      h('h2', { textContent: 'New table' }),
      h('label', {}, 'Game ', gameSelect),
      h('label', {}, 'Variant ', variantSelect),
      h('label', {}, 'Players ', players),
      h('label', {}, 'Other seats ', botSelect),
      h('label', {}, 'Name ', name),
      create,
    ),
    h('section', {}, h('h2', { textContent: 'Open tables' }), list),
  );
  const refresh = async () => {
    if (room) return;
    try {
      const listings = (await (await fetch(`${httpEndpoint}/api/tables`)).json()) as Listing[];
      tables.replaceChildren(
        ...listings.map((t) => {
          const join = h('button', {
            textContent: t.metadata.open > 0 ? 'Sit down' : 'Watch',
            dataset: { testid: 'join' },
          });
          join.onclick = () => {
            localStorage.setItem('boneyard:name', name.value);
            void enter(() =>
              client.joinById(
                t.roomId,
                t.metadata.open > 0 ? { name: name.value || 'player' } : { spectate: true },
              ),
            );
          };
          const seats = t.metadata.seats.map((s) => (s.kind === 'empty' ? 'open' : s.name)).join(', ');
          return h(
            'tr',
            { dataset: { table: t.metadata.tableId } },
            h('td', { textContent: t.metadata.gameName }),
            h('td', { textContent: t.metadata.variant ?? '' }),
            h('td', { textContent: seats }),
            h('td', {}, join),
          );
        }),
      );
      status.textContent = `connected to ${endpoint}`;
    } catch {
      status.textContent = `no server at ${endpoint}`;
    }
    setTimeout(refresh, 1500);
  };
  void refresh();
}

// ——— at the table ———

async function enter(join: () => Promise<Room>): Promise<void> {
  try {
    const joined = await join();
    room = joined;
    over = null;
    frame = null;
    lastError = '';
    joined.onMessage('seat', (grant: TableSeatGrant) => {
      if (grant.seatToken) localStorage.setItem(`boneyard:seat:${grant.tableId}`, grant.seatToken);
      history.replaceState(null, '', `#${joined.name}/${grant.tableId}`);
    });
    joined.onMessage('frame', (next: TableFrame) => {
      frame = next;
      lastError = '';
      drawTable();
    });
    joined.onMessage('error', (error: { code: string; message: string }) => {
      lastError = `${error.code}: ${error.message}`;
      drawTable();
    });
    joined.onMessage('over', (message: typeof over) => {
      over = message;
      drawTable();
    });
    joined.onLeave(() => {
      status.textContent = 'left the table';
    });
  } catch (error) {
    status.textContent = `could not join: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function drawTable(): void {
  if (!room || !frame) return;
  const f = frame;
  const active = new Set(
    f.seats.map((_, seat) => seat).filter((seat) => seat === f.seat && f.legalMoves.length > 0),
  );
  const seats = h(
    'div',
    { className: 'seats' },
    ...f.seats.map((s, seat) => {
      const label =
        s.kind === 'empty'
          ? 'open'
          : `${s.name}${s.kind === 'bot' ? ' (bot)' : s.connected ? '' : ' (away)'}`;
      const node = h('span', {
        className: `seat${seat === f.seat ? ' me' : ''}${active.has(seat) ? ' active' : ''}`,
        textContent: `seat ${seat}: ${label}`,
      });
      node.style.borderLeft = `6px solid ${SEAT_COLOURS[seat % SEAT_COLOURS.length]}`;
      if (s.kind === 'empty' && f.seat !== null) {
        for (const bot of ['random', 'greedy', 'search']) {
          const add = h('button', { textContent: `+${bot}` });
          add.onclick = () => room?.send('bot', { seat, bot });
          node.append(' ', add);
        }
      }
      return node;
    }),
  );
  const entry = gameRegistry[f.gameId];
  const title = `${entry?.game.name ?? f.gameId}${f.variant ? ` — ${f.variant}` : ''} · table ${f.tableId} · ${
    f.seat === null ? 'watching' : `you are seat ${f.seat}`
  } · move ${f.moveCount}`;
  const moves = h('div', { className: 'moves' });
  for (const move of f.legalMoves as Record<string, unknown>[]) {
    const button = h('button', { dataset: { testid: 'move' } }, ...moveLabel(f.gameId, move));
    button.onclick = () => room?.send('move', move);
    moves.append(button);
  }
  let prompt = '';
  if (over) {
    const { scores, winners } = over.outcome;
    prompt = `Game over. Scores ${scores.join(' / ')}; ${winners.length > 1 ? 'winners' : 'winner'}: seat ${winners.join(', ')}${
      f.seat !== null && winners.includes(f.seat) ? ' (you!)' : ''
    }`;
  } else if (!f.started) prompt = 'Waiting for every seat to be filled (invite someone, or add bots).';
  else if (f.legalMoves.length > 0) prompt = 'Your move:';
  else prompt = 'Waiting for the other seats…';
  const leave = h('button', { textContent: 'Leave table' });
  leave.onclick = async () => {
    await room?.leave();
    room = null;
    history.replaceState(null, '', location.pathname + location.search);
    lobby();
  };
  app.replaceChildren(
    h('section', {}, h('h2', { textContent: title }), seats),
    h('section', { className: 'board' }, drawView(f.gameId, f.view)),
    h(
      'section',
      {},
      h('div', {
        className: over ? 'over' : 'prompt',
        textContent: prompt,
        dataset: over ? { testid: 'over' } : {},
      }),
      moves,
      h('div', { className: 'error', textContent: lastError, dataset: { testid: 'error' } }),
      leave,
    ),
  );
  status.textContent = `connected to ${endpoint}`;
}

// A link `#game/tableId` takes the seat back (its token is kept in this browser), or restores the table.
const [gameId, tableId] = location.hash.slice(1).split('/');
if (gameId && tableId && gameRegistry[gameId]) {
  const seatToken = localStorage.getItem(`boneyard:seat:${tableId}`);
  void enter(() =>
    client.joinOrCreate(gameId, { tableId, ...(seatToken ? { seatToken } : { spectate: true }) }),
  );
  lobby();
  status.textContent = 'joining…';
} else lobby();
