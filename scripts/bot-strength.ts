/**
 * `npm run bot-strength [-- --games N] [--only key,key] [--workers N] [--queue URL] [--report] [--timing] [--recall]`:
 * the strength ladder of the built-in bots. For every row (a game, or a game
 * with a variant): greedy against random, search against greedy, and the
 * `easy` and `medium` levels against greedy, over `games` two-player games
 * per pairing (default 1,000; seats swapped for half of them) on worker
 * threads (default 2), plus the search bot's time per decision over a few
 * games in this thread. Results go to `docs/balance/bots.json` (rows run
 * now replace their old results, the others are kept); `docs/balance/bots.md`
 * and `docs/balance/bots.svg` are then written from the whole file.
 * `--report` only rewrites the Markdown and the chart from the JSON;
 * `--timing` measures the time per decision again, keeping the win rates;
 * `--recall` runs only the Blind Hughie rows' duel of the greedy bot against
 * the same bot without memory. `--queue redis://host:port` plays the duels on the
 * worker processes of a queue instead of worker threads (start them with
 * `boneyard worker --queue …` on any machines); each half of a duel is a run named
 * `ladder-<row>-<a>-<b>-<half>-<games>`, so a stopped ladder resumes where it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { EntryBot } from '../src/core/entry.js';
import { runLoop } from '../src/core/play.js';
import { greedyBlindHughieBot } from '../src/games/domino-squares/blind-hughie/bots.js';
import type { BlindHughieView } from '../src/games/domino-squares/blind-hughie/types.js';
import { simulateOnQueue } from '../src/queue/index.js';
import { gameRegistry } from '../src/registry.js';
import { type SimulatedBot, simulate, wilson } from '../src/simulate/index.js';

/** One row of the ladder. */
interface Row {
  readonly key: string;
  readonly id: string;
  readonly label: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether choices matter (a skill game): search must beat greedy by 55% there. */
  readonly skill: boolean;
  /**
   * A greedy bot that forgets what it has seen (its own face-down pieces): the row then also pits the
   * greedy bot against it, to measure what perfect recall, which every bot here has, is worth.
   */
  readonly forgetful?: (seed: string) => EntryBot;
}

/** Blind Hughie's greedy bot, blind to its own face-down pieces (it remembers none it has turned over). */
const forgetfulBlindHughie = () => {
  const greedy = greedyBlindHughieBot();
  return ((turn: { player: number; view: BlindHughieView; legalMoves: readonly unknown[] }) => {
    const rows = turn.view.rows.map((row, seat) =>
      seat === turn.player ? row.map((entry) => (entry.faceUp ? entry : { ...entry, piece: null })) : row,
    );
    return greedy({ ...turn, view: { ...turn.view, rows } } as Parameters<typeof greedy>[0]);
  }) as EntryBot;
};

const ROWS: readonly Row[] = [
  { key: 'build-up', id: 'build-up', label: 'Build Up', options: {}, skill: true },
  { key: 'dump-truck', id: 'dump-truck', label: 'Dump Truck', options: {}, skill: true },
  { key: 'shanghai', id: 'shanghai', label: 'Shanghai (one round)', options: { maxRounds: 1 }, skill: true },
  {
    key: 'domino-squares',
    id: 'domino-squares',
    label: 'Domino Squares (one round)',
    options: { rounds: 1 },
    skill: true,
  },
  {
    key: 'domino-squares-match',
    id: 'domino-squares',
    label: 'Domino Squares (match, 3 rounds)',
    options: {},
    skill: true,
  },
  { key: 'domino-squares-block', id: 'domino-squares-block', label: 'Block', options: {}, skill: true },
  {
    key: 'blind-hughie-either-end',
    id: 'blind-hughie',
    label: 'Blind Hughie, either end',
    options: { eitherEnd: true },
    skill: true,
    forgetful: forgetfulBlindHughie,
  },
  { key: 'domino-squares-draw', id: 'domino-squares-draw', label: 'Draw', options: {}, skill: false },
  {
    key: 'blind-hughie',
    id: 'blind-hughie',
    label: 'Blind Hughie',
    options: {},
    skill: false,
    forgetful: forgetfulBlindHughie,
  },
];

/** The pairings of a row: the first bot's win share against the second. */
const PAIRINGS = [
  ['greedy', 'random'],
  ['search', 'greedy'],
  ['easy', 'greedy'],
  ['medium', 'greedy'],
] as const satisfies readonly (readonly [SimulatedBot, SimulatedBot])[];

interface Duel {
  readonly games: number;
  readonly wins: number;
  readonly rate: number;
  readonly ci: readonly [number, number];
  readonly seconds: number;
}

interface RowResult {
  readonly duels: Record<string, Duel>;
  /** The search bot's iterations per decision, and its time per decision (mean, 95th percentile) in ms. */
  readonly searchIterations: number;
  readonly msPerDecision: number;
  readonly msP95: number;
  readonly decisionsPerGame: number;
  readonly seconds: number;
}

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    only: { type: 'string' },
    workers: { type: 'string', default: '2' },
    queue: { type: 'string' },
    report: { type: 'boolean', default: false },
    timing: { type: 'boolean', default: false },
    recall: { type: 'boolean', default: false },
  },
});
const games = Number(values.games);
const workers = Number(values.workers);
const only = values.only?.split(',');
const jsonFile = new URL('../docs/balance/bots.json', import.meta.url);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

let results: Record<string, RowResult> = {};
try {
  results = JSON.parse(readFileSync(jsonFile, 'utf8')) as Record<string, RowResult>;
} catch {
  results = {};
}

/** The results as JSON the way the formatter writes it (short arrays of numbers on one line). */
function toJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2).replace(
    /\[\s+([-\d.e+,\s]*?)\s+\]/g,
    (_, inner: string) => `[${inner.split(/,\s+/).join(', ')}]`,
  );
  return `${text}\n`;
}

/** Win share of bot `a` against bot `b` in two-player games, seats swapped for half. */
async function duel(row: Row, a: SimulatedBot, b: SimulatedBot, threads = workers): Promise<Duel> {
  const { game } = gameRegistry[row.id]!;
  const half = Math.ceil(games / 2);
  const started = performance.now();
  const run = (n: number, bots: SimulatedBot[], part: number) => {
    const options = {
      games: n,
      seed: `${row.key}:${a}:${typeof b === 'function' ? 'forgetful' : b}:${part}`,
      players: 2,
      options: row.options,
      bots,
    };
    // Bots given as functions play in this thread; named ones on the queue when there is one.
    if (!values.queue || threads === 1) return simulate(game, { ...options, workers: threads });
    const runId = `ladder-${row.key}-${a}-${String(b)}-${part}-${n}`.replace(/[^\w-]/g, '-');
    return simulateOnQueue(game, { ...options, queue: values.queue, runId });
  };
  const first = await run(half, [a, b], 1);
  const second = await run(games - half, [b, a], 2);
  const wins = first.seats[0]!.wins + second.seats[1]!.wins;
  const seconds = (performance.now() - started) / 1000;
  return { games, wins, rate: wins / games, ci: wilson(wins, games), seconds };
}

/** The search bot's time per decision (forced moves excluded) over a few games against greedy, in this thread. */
function timing(row: Row): { mean: number; p95: number; perGame: number } {
  const entry = gameRegistry[row.id]!;
  const game = entry.game;
  const times: number[] = [];
  const sampleGames = 6;
  for (let g = 0; g < sampleGames; g++) {
    const me = g % 2;
    const bots = [entry.bots.search(`timing:${g}`), entry.bots.greedy(`timing:${g}`)];
    runLoop(game, game.setup({ seed: `timing:${row.key}:${g}`, players: 2, ...row.options }), (turn) => {
      const bot = turn.player === me ? bots[0]! : bots[1]!;
      const started = performance.now();
      const move = bot({ player: turn.player, view: turn.view(), legalMoves: turn.legalMoves });
      if (turn.player === me && turn.legalMoves.length > 1) times.push(performance.now() - started);
      return move;
    });
  }
  times.sort((x, y) => x - y);
  const mean = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length);
  return { mean, p95: times[Math.floor(times.length * 0.95)] ?? 0, perGame: times.length / sampleGames };
}

/** Greedy against the row's forgetful greedy bot (fast bots, given as functions: in this thread). */
async function recallDuel(row: Row, forgetful: (seed: string) => EntryBot): Promise<Duel> {
  const d = await duel(row, 'greedy', forgetful, 1);
  console.log(
    `${row.label}: greedy vs greedy without recall ${pct(d.rate)} (${pct(d.ci[0])}–${pct(d.ci[1])})`,
  );
  return d;
}

if (values.recall) {
  // Only the recall duels again, keeping everything else.
  for (const row of ROWS) {
    const old = results[row.key];
    if (!old || !row.forgetful || (only && !only.includes(row.key))) continue;
    results[row.key] = {
      ...old,
      duels: { ...old.duels, 'greedy-forgetful': await recallDuel(row, row.forgetful) },
    };
  }
  writeFileSync(jsonFile, toJson(results));
} else if (values.timing) {
  // Only the time per decision again (e.g. on a quieter machine), keeping the win rates.
  for (const row of ROWS) {
    const old = results[row.key];
    if (!old || (only && !only.includes(row.key))) continue;
    const time = timing(row);
    results[row.key] = { ...old, msPerDecision: time.mean, msP95: time.p95, decisionsPerGame: time.perGame };
    console.log(
      `${row.label}: search ${time.mean.toFixed(0)} ms a decision (95th percentile ${time.p95.toFixed(0)})`,
    );
  }
  writeFileSync(jsonFile, toJson(results));
} else if (!values.report) {
  for (const row of ROWS) {
    if (only && !only.includes(row.key)) continue;
    const started = performance.now();
    const duels: Record<string, Duel> = {};
    for (const [a, b] of PAIRINGS) {
      duels[`${a}-${b}`] = await duel(row, a, b);
      const d = duels[`${a}-${b}`]!;
      console.log(
        `${row.label}: ${a} vs ${b} ${pct(d.rate)} (${pct(d.ci[0])}–${pct(d.ci[1])}), ${d.seconds.toFixed(0)} s`,
      );
    }
    if (row.forgetful) duels['greedy-forgetful'] = await recallDuel(row, row.forgetful);
    const time = timing(row);
    results[row.key] = {
      duels,
      searchIterations: gameRegistry[row.id]!.searchIterations,
      msPerDecision: time.mean,
      msP95: time.p95,
      decisionsPerGame: time.perGame,
      seconds: (performance.now() - started) / 1000,
    };
    console.log(
      `${row.label}: search ${time.mean.toFixed(0)} ms a decision (95th percentile ${time.p95.toFixed(0)})`,
    );
    writeFileSync(jsonFile, toJson(results));
  }
}

/** Win rates per row and pairing with 95% whiskers, the even line and the 55% goal. */
function chart(): string {
  const shown = ROWS.filter((row) => results[row.key]);
  const series = [
    ['greedy-random', 'greedy vs random', '#7f8c8d'],
    ['search-greedy', 'search (hard) vs greedy', '#c0392b'],
    ['medium-greedy', 'medium vs greedy', '#e67e22'],
    ['easy-greedy', 'easy vs greedy', '#2471a3'],
  ] as const;
  const barH = 12;
  const groupH = series.length * barH + 14;
  const left = 190;
  const width = 640;
  const plotW = width - left - 20;
  const legendH = 18;
  const height = 40 + legendH + shown.length * groupH + 30;
  const x = (v: number) => (left + v * plotW).toFixed(1);
  const title = 'Bot strength: win rate of the first bot against the second (two players)';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<title>${esc(title)}</title>`,
    `<text x="10" y="18" font-size="13" font-weight="bold">${esc(title)}</text>`,
  ];
  series.forEach(([, name, colour], i) => {
    const lx = 10 + i * 155;
    parts.push(
      `<rect x="${lx}" y="28" width="10" height="10" fill="${colour}"/>`,
      `<text x="${lx + 14}" y="37">${esc(name)}</text>`,
    );
  });
  const top0 = 40 + legendH;
  for (let t = 0; t <= 10; t += 2) {
    parts.push(
      `<line x1="${x(t / 10)}" y1="${top0 - 6}" x2="${x(t / 10)}" y2="${height - 24}" stroke="#ddd"/>`,
      `<text x="${x(t / 10)}" y="${height - 10}" text-anchor="middle">${t * 10}%</text>`,
    );
  }
  parts.push(
    `<line x1="${x(0.5)}" y1="${top0 - 6}" x2="${x(0.5)}" y2="${height - 24}" stroke="#333" stroke-dasharray="3,2"/>`,
    `<line x1="${x(0.55)}" y1="${top0 - 6}" x2="${x(0.55)}" y2="${height - 24}" stroke="#c0392b" stroke-dasharray="2,3"/>`,
  );
  shown.forEach((row, g) => {
    const top = top0 + g * groupH;
    parts.push(`<text x="10" y="${top + (series.length * barH) / 2 + 4}">${esc(row.label)}</text>`);
    series.forEach(([key, name, colour], i) => {
      const d = results[row.key]!.duels[key];
      if (!d) return;
      const y = top + i * barH;
      parts.push(
        `<rect x="${left}" y="${y}" width="${(d.rate * plotW).toFixed(1)}" height="${barH - 3}" fill="${colour}"><title>${esc(name)}: ${pct(d.rate)} (${pct(d.ci[0])}–${pct(d.ci[1])}, ${d.games} games)</title></rect>`,
        `<line x1="${x(d.ci[0])}" y1="${y + (barH - 3) / 2}" x2="${x(d.ci[1])}" y2="${y + (barH - 3) / 2}" stroke="#000"/>`,
      );
    });
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const cell = (d: Duel | undefined) => (d ? `${pct(d.rate)} (${pct(d.ci[0])}–${pct(d.ci[1])})` : '—');
const lines = [
  '# How strong the bots are',
  '',
  'Generated by `npm run bot-strength` (see Reproduce below) from `bots.json`. Two-player games, seats',
  'swapped for half of each pairing; a tie counts as a shared win. Intervals are 95% Wilson intervals.',
  "`search` (the `hard` level) is `searchBot` with the game's tuned iteration budget (deterministic for a",
  "seed), its candidates from the game's own ranking and the greedy bot as play-out policy; it sees only its",
  'own view. `easy` is the greedy bot with one move in three at random; `medium` is the search with a tenth',
  'of the budget. Time per decision is measured in one thread on the reference machine (2 shared cores),',
  'forced moves excluded.',
  '',
  '![bot strength](bots.svg)',
  '',
  '| game | games per pairing | greedy vs random | search (hard) vs greedy | medium vs greedy | easy vs greedy | search budget | ms per decision (mean / 95th pct.) | run time |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const row of ROWS) {
  const r = results[row.key];
  if (!r) continue;
  const search = r.duels['search-greedy'];
  const games = [...new Set(Object.values(r.duels).map((d) => d.games))].join(' / ');
  lines.push(
    `| ${row.label}${row.skill || (search && search.ci[0] > 0.5) ? '' : ' (luck)'} | ${games} | ${cell(r.duels['greedy-random'])} | ${search && row.skill && search.ci[0] > 0.5 ? `**${cell(search)}**` : cell(search)} | ${cell(r.duels['medium-greedy'])} | ${cell(r.duels['easy-greedy'])} | ${r.searchIterations} iterations | ${r.msPerDecision.toFixed(0)} / ${r.msP95.toFixed(0)} | ${(r.seconds / 60).toFixed(0)} min |`,
  );
}
const totalSeconds = Object.values(results).reduce((s, r) => s + r.seconds, 0);
const findings: string[] = [];
for (const row of ROWS) {
  const r = results[row.key];
  const search = r?.duels['search-greedy'];
  if (!r || !search) continue;
  const greedy = r.duels['greedy-random'];
  if (!row.skill) {
    const g = greedy ? `${pct(greedy.rate)} (${pct(greedy.ci[0])}–${pct(greedy.ci[1])})` : '—';
    const s = `${pct(search.rate)} (${pct(search.ci[0])}–${pct(search.ci[1])})`;
    findings.push(
      search.ci[0] > 0.5
        ? `- ${row.label} (listed as a game of luck): greedy beats random only ${g}, but search beats greedy ${s}: choices do matter, the greedy rule does not find them.`
        : `- ${row.label} is close to pure luck: greedy beats random ${g} and search beats greedy ${s}: choices barely matter.`,
    );
  } else if (search.rate >= 0.55) {
    findings.push(
      `- ${row.label}: search beats greedy ${pct(search.rate)} (goal 55%: met${search.ci[0] >= 0.55 ? ', the whole interval above it' : ', the interval reaching below it'}).`,
    );
  } else {
    findings.push(
      `- ${row.label}: search beats greedy only ${pct(search.rate)} (${pct(search.ci[0])}–${pct(search.ci[1])}): the 55% goal is **not met**.`,
    );
  }
  const recall = r.duels['greedy-forgetful'];
  if (recall) {
    findings.push(
      `  - What memory is worth in ${row.label}: the greedy bot beats the same bot blind to its own face-down pieces ${cell(recall)} over ${recall.games} games. Every bot here has perfect recall (a seat's view shows every piece it has seen).`,
    );
  }
}
const short = ROWS.filter((row) => {
  const r = results[row.key];
  return r && Object.values(r.duels).some((d) => d.games < 1000);
}).map((row) => row.label);
lines.push(
  '',
  'Findings:',
  ...findings,
  ...(short.length
    ? [`- Rows with fewer than 1,000 games per pairing (cut to fit the time available): ${short.join(', ')}.`]
    : []),
  ...(results['domino-squares-match']
    ? [
        '- Shanghai is measured in single rounds (a match to 50 takes several rounds, each costing as much;',
        '  not run); Domino Squares in single rounds and in whole matches. The search stops its play-outs at',
        '  the end of the round in both games.',
      ]
    : [
        '- Shanghai and Domino Squares are measured in single rounds (their default matches of several rounds',
        '  cost about 3× more per game and were not run; the search stops its play-outs at the end of the round there).',
      ]),
);
lines.push(
  '',
  'Levels an app can offer (`bots.easy`, `bots.medium`, `bots.hard` of each registry entry; `BOT_LEVELS`):',
  'their win rate against greedy is in the table, per game.',
  '',
  'Reproduce: `npm run bot-strength` runs every row with 1,000 games per pairing on two worker threads;',
  'one row: `npm run bot-strength -- --only <key> --games <N>` with the games per pairing of the table',
  '(keys: ' +
    ROWS.map((row) => `\`${row.key}\``).join(', ') +
    '). The run time column is what each row took on the shared reference machine (2 cores, niced, with',
  `another job running): ${(totalSeconds / 60).toFixed(0)} minutes for the rows above. \`--report\` rewrites this page and the`,
  'chart from `bots.json` only; `--timing` measures the time per decision again.',
);
writeFileSync(new URL('../docs/balance/bots.svg', import.meta.url), chart());
writeFileSync(new URL('../docs/balance/bots.md', import.meta.url), `${lines.join('\n')}\n`);
