/**
 * The `boneyard` command: play in the terminal against bots, simulate many
 * games, score a Dump Truck load. `boneyard --help` for the commands.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { BotName } from '../core/entry.js';
import { BoneyardError } from '../core/errors.js';
import type { AnyGame, BaseMove, Seat } from '../core/game.js';
import { playLoop } from '../core/play.js';
import { type QueueSimulateOptions, simulateOnQueue } from '../queue/producer.js';
import { startQueueWorker } from '../queue/worker.js';
import { findGame, gameRegistry } from '../registry.js';
import { type SimulatedBot, type SimulationReport, simulate } from '../simulate/simulate.js';
import { packageVersion as version } from '../simulate/version.js';
import { LOCALES, type Locale, matchLocale, textOf } from '../texts/index.js';
import { gameHelp, rulesHelp, rulesText } from './rules.js';
import { scoreCommand, scoreHelp } from './score.js';

const games = () => Object.keys(gameRegistry).join(', ');
const BOT_NAMES: readonly BotName[] = ['random', 'greedy', 'search', 'easy', 'medium', 'hard'];
/** Moves listed at once; a longer list is summarised and can be narrowed with a filter. */
const LIST_LIMIT = 24;

const HELP: Record<string, string> = {
  main: `boneyard: domino games in the terminal

Usage:
  boneyard rules <game> [--lang en|es|pt|fr]
  boneyard play <game> [--players N] [--seat N] [--seed S] [--bot easy|medium|hard|random|greedy|search] [--lang en|es|pt|fr] [--option key=value]...
  boneyard play <game> --help    (that game's options and variants)
  boneyard simulate <game> --games N [--players N] [--bots a,b,...] [--option key=value]... [--workers N] [--seed S] [--json]
                    [--queue redis://host:port [--run-id ID] [--chunk N] [--prefix P]]
  boneyard worker --queue redis://host:port [--concurrency N] [--prefix P]
  boneyard score <grid> [--blanks normal|worthless|double|jokers] [--min-chain N] [--json]
  boneyard <command> --help
  boneyard --version

Games: ${games()}`,
  play: `boneyard play <game>: play a seeded game against bots.

Options:
  --players N        players (default: the game's)
  --seat N           your seat (default 0)
  --seed S           seed (default: random)
  --bot NAME         the bots' strength: easy, medium, hard (= search), random, greedy (default greedy)
  --lang L           the language of the game's texts: en, es, pt or fr (default: from LC_ALL,
                     LC_MESSAGES or LANG, else en)
  --option key=value a game option (JSON values: --option schedule=[6,6,6,4]); repeatable

Each turn the legal moves are listed in words and numbered: type the number. A long list is
grouped by what the moves do and the tile they use: type a tile (e.g. 3-5) or any words from a
move (e.g. stack 3) to list only those moves. A program may also type a move as JSON
(e.g. {"type":"play","tile":"0:1-2","stack":2}). Every move is told as the game's event texts.
'q' quits. A game's own options and variants: boneyard play <game> --help.
Games: ${games()}`,
  simulate: `boneyard simulate <game> --games N: play many games between bots and print a table.

Options:
  --games N          games to play (required)
  --players N        players (default: the game's)
  --bots a,b,...     one bot per seat, or one for all: random, greedy, search, easy, medium,
                     hard; search:N (N iterations a move) or search:Nms (N ms a move) (default random)
  --option key=value a game option, JSON values; repeatable
  --workers N        worker threads (default 1)
  --seed S           master seed (default 1)
  --json             print the report as JSON (no progress bar)

On a queue (worker processes on any machines, started with 'boneyard worker'):
  --queue URL        the Redis server, e.g. redis://127.0.0.1:6379 (needs npm install bullmq ioredis)
  --run-id ID        the run's name (default: a new one, printed); give it again to resume a run
  --chunk N          games per job (default: a fiftieth of the games, at most 250)
  --prefix P         key prefix in Redis (default boneyard)
Progress goes to stderr: a bar on a terminal, lines otherwise.
Games: ${games()}`,
  worker: `boneyard worker --queue URL: play the chunks of queued simulate runs until stopped (Ctrl-C).

Options:
  --queue URL        the Redis server the runs use, e.g. redis://127.0.0.1:6379
  --concurrency N    chunks at once, each on a worker thread (default: this machine's cores)
  --prefix P         key prefix in Redis (default boneyard)
  --lock-ms N        how soon another worker takes over the chunks of a worker that died (default 10000)

A worker plays only runs made by the same boneyard version. Needs npm install bullmq ioredis.`,
  score: scoreHelp,
  rules: rulesHelp,
};

const COMMANDS = 'play, rules, simulate, worker, score';

class UsageError extends Error {}

function parseOptions(values: readonly string[] | undefined): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const pair of values ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--option needs key=value, not ${JSON.stringify(pair)}`);
    const raw = pair.slice(at + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // a bare word is a string
    }
    const key = pair.slice(0, at);
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      throw new UsageError(`--option ${key} is not an option`);
    }
    options[key] = value;
  }
  return options;
}

function entryFor(id: string | undefined) {
  if (!id) throw new UsageError(`name a game: ${games()}`);
  const entry = findGame(id);
  if (!entry) throw new UsageError(`unknown game ${JSON.stringify(id.slice(0, 40))}; games: ${games()}`);
  return entry;
}

/**
 * The legal moves in words, numbered. A long list is grouped by what the move
 * does (its first word: Play, Lay, Load…) and by the tile or piece it names,
 * with a count each, and the player is asked for text to narrow it down.
 */
function listMoves(
  out: NodeJS.WritableStream,
  sentences: readonly string[],
  filter: string,
  say: Say = english,
): void {
  const rows = sentences.map((text, i) => ({ n: i + 1, text }));
  // A tile is found whichever way round it lies (3-5 or 5-3).
  const pips = /^(\d+)-(\d+)$/.exec(filter.trim());
  const needles = pips ? [pips[0], `${pips[2]}-${pips[1]}`] : [filter.toLowerCase()];
  const shown = filter
    ? rows.filter((row) => needles.some((needle) => row.text.toLowerCase().includes(needle)))
    : rows;
  if (shown.length <= LIST_LIMIT) {
    for (const row of shown) out.write(`  ${String(row.n).padStart(3)}. ${row.text}\n`);
    if (filter) out.write(`  ${say('cli.mention', { shown: shown.length, total: rows.length, filter })}\n`);
    return;
  }
  // Too many to read: count them by verb, then by the first tile (or piece) each names.
  const verbs = new Map<string, Map<string, number>>();
  for (const row of shown) {
    const verb = row.text.split(/[ :,.]/)[0]!;
    const thing = /\d+-\d+|[\w ]+(?:·[\w ]+){3}/.exec(row.text.slice(verb.length))?.[0]?.trim() ?? '';
    const things = verbs.get(verb) ?? new Map<string, number>();
    things.set(thing, (things.get(thing) ?? 0) + 1);
    verbs.set(verb, things);
  }
  out.write(`  ${say('cli.groups', { count: shown.length, filter: filter || null })}\n`);
  for (const [verb, things] of verbs) {
    const total = [...things.values()].reduce((a, b) => a + b, 0);
    const named = [...things].filter(([thing]) => thing);
    const detail = named.length > 1 ? named.map(([t, n]) => `${t} ×${n}`).join(', ') : null;
    const one = shown.find((row) => row.text.startsWith(verb))!;
    out.write(`    ${say('cli.group', { verb, count: total, detail })}\n`);
    if (total === 1) out.write(`      ${String(one.n).padStart(3)}. ${one.text}\n`);
  }
  out.write(`  ${say('cli.narrow', {})}\n`);
}

/** A CLI sentence in the player's language. */
type Say = (id: string, params: Readonly<Record<string, unknown>>) => string;
const english: Say = (id, params) => textOf({ id, params }, 'en');

/**
 * The language of `boneyard play` and `boneyard rules`: `--lang` (one of the shipped locales), else the environment's
 * (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them), else English.
 */
function languageOf(flag: string | undefined): Locale {
  if (flag !== undefined) {
    if (!Object.hasOwn(LOCALES, flag)) {
      throw new UsageError(
        `--lang must be one of ${Object.keys(LOCALES).join(', ')}, not ${JSON.stringify(flag.slice(0, 40))}`,
      );
    }
    return flag as Locale;
  }
  const { LC_ALL, LC_MESSAGES, LANG } = process.env;
  return matchLocale(LC_ALL || LC_MESSAGES || LANG);
}

function int(value: string | undefined, name: string, fallback?: number): number | undefined {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new UsageError(`--${name} must be a whole number, not ${JSON.stringify(value)}`);
  return n;
}

async function play(
  args: string[],
  out: NodeJS.WritableStream,
  input: NodeJS.ReadableStream,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      players: { type: 'string' },
      seat: { type: 'string' },
      seed: { type: 'string' },
      bot: { type: 'string' },
      option: { type: 'string', multiple: true },
      lang: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    const named = positionals[0] === undefined ? '' : `\n\n${gameHelp(entryFor(positionals[0]))}`;
    return print(out, `${HELP.play!}${named}`);
  }
  const entry = entryFor(positionals[0]);
  const { game } = entry;
  const seed = values.seed ?? String(Date.now());
  const players = int(values.players, 'players');
  const setup = { ...parseOptions(values.option), seed, ...(players === undefined ? {} : { players }) };
  let state = game.setup(setup);
  const me = int(values.seat, 'seat', 0)!;
  if (me < 0 || me >= state.players) throw new UsageError(`--seat must be from 0 to ${state.players - 1}`);
  const botName = values.bot ?? 'greedy';
  if (!(BOT_NAMES as readonly string[]).includes(botName)) {
    throw new UsageError(
      `--bot must be one of ${BOT_NAMES.join(', ')}, not ${JSON.stringify(botName.slice(0, 40))}`,
    );
  }
  const bots = Array.from({ length: state.players }, (_, seat) =>
    entry.bots[botName as BotName](`${seed}:bot${seat}`),
  );
  const lang = languageOf(values.lang);
  const say: Say = (id, params) => textOf({ id, params }, lang, { viewer: me });
  // The game's drawing in the player's language (line by line, as messages) when the game gives it so.
  const drawing = (view: unknown) =>
    entry.formatMessages
      ? entry
          .formatMessages(view)
          .map((line) => textOf(line, lang, { viewer: me }))
          .join('\n')
      : entry.format(view);
  const lines = createInterface({ input, terminal: false });
  const iterator = lines[Symbol.asyncIterator]();
  out.write(`${say('cli.start', { game: game.name, seed, seat: me })}\n`);
  const loop = playLoop(game, state, {
    pickSeat: (active: readonly Seat[]) => (active.includes(me) ? me : active[0]!),
    // Each move told as this seat may see it (the game's own event texts), from the run that applies it.
    tell: {
      viewer: me,
      to: (events) => {
        for (const event of events)
          out.write(`  ${event.message ? textOf(event.message, lang, { viewer: me }) : event.text}\n`);
      },
    },
  });
  try {
    for (let step = loop.next(); ; ) {
      if (step.done) {
        state = step.value;
        break;
      }
      const turn = step.value;
      const { player: seat, legalMoves } = turn;
      if (seat !== me) {
        step = loop.next(bots[seat]!({ player: seat, view: turn.view(), legalMoves }));
        continue;
      }
      const view = turn.view();
      const sentences = legalMoves.map((move) =>
        entry.describeMoveMessage
          ? textOf(entry.describeMoveMessage(view, move), lang, { viewer: me })
          : entry.describeMove(view, move),
      );
      out.write(`\n${drawing(view)}\n${say('cli.your-moves', {})}\n`);
      listMoves(out, sentences, '', say);
      for (;;) {
        out.write('> ');
        const next = await iterator.next();
        if (next.done || next.value.trim() === 'q') {
          out.write(`\n${say('cli.bye', {})}\n`);
          return 0;
        }
        const text = next.value.trim();
        let move: unknown;
        if (/^\d+$/.test(text)) move = legalMoves[Number(text) - 1];
        else if (text.startsWith('{')) {
          try {
            const typed = JSON.parse(text) as unknown;
            move =
              typeof typed === 'object' && typed !== null && !Array.isArray(typed)
                ? { ...typed, player: me }
                : typed;
          } catch {
            move = undefined;
          }
        } else if (text) {
          listMoves(out, sentences, text, say);
          continue;
        }
        if (move === undefined) {
          out.write(`  ${say('cli.type', { count: legalMoves.length })}\n`);
          continue;
        }
        const violation = game.validate(turn.state, move);
        if (violation) {
          const reason = violation.why ? textOf(violation.why, lang, { viewer: me }) : violation.message;
          out.write(`  ${say('cli.not-allowed', { code: violation.code, reason })}\n`);
          continue;
        }
        step = loop.next(move as BaseMove); // validate accepted it: a move of this game
        break;
      }
    }
  } finally {
    lines.close();
  }
  const outcome = game.outcome(state);
  const over = say('cli.game-over', { scores: [...outcome.scores], winners: [...outcome.winners] });
  out.write(`\n${drawing(game.view(state, me))}\n${over}\n`);
  return 0;
}

function bar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A queued run with its progress on `err`: a bar on a terminal, otherwise a line at most every second. */
async function queuedRun(
  game: AnyGame,
  err: NodeJS.WritableStream,
  showBar: boolean,
  options: QueueSimulateOptions,
): Promise<SimulationReport> {
  let last = 0;
  let workers = 0;
  let runId = '';
  return simulateOnQueue(game, {
    ...options,
    onEvent: (event) => {
      switch (event.type) {
        case 'started':
          runId = event.runId;
          err.write(
            `${showBar ? '' : 'queue: '}run ${event.runId}: ${event.chunks} chunks${event.resumed ? `, resumed with ${event.done} done` : ''} (resume with --run-id ${event.runId})\n`,
          );
          break;
        case 'progress': {
          workers = event.workers;
          const over = event.done === event.total;
          if (showBar)
            err.write(`\r${bar(event.done, event.total)} ${workers} worker${workers === 1 ? '' : 's'}`);
          else if (over || performance.now() - last >= 1000) {
            last = performance.now();
            err.write(
              `queue: run ${runId}: ${event.done}/${event.total} games, ${workers} worker${workers === 1 ? '' : 's'}\n`,
            );
          }
          break;
        }
        case 'stalled':
          err.write(
            `${showBar ? '\n' : 'queue: '}chunk ${event.chunk} lost its worker; it will be played again\n`,
          );
          break;
        case 'refused':
          err.write(
            `${showBar ? '\n' : 'queue: '}a worker of boneyard ${event.version} refused chunk ${event.chunk} (this run needs ${version()})\n`,
          );
          break;
        case 'chunk':
          break;
      }
    },
  });
}

async function workerCommand(
  args: string[],
  out: NodeJS.WritableStream,
  signal: AbortSignal | undefined,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      queue: { type: 'string' },
      concurrency: { type: 'string' },
      prefix: { type: 'string' },
      'lock-ms': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return print(out, HELP.worker!);
  if (positionals.length > 0)
    throw new UsageError(`boneyard worker takes no ${JSON.stringify(positionals[0]!.slice(0, 40))}`);
  if (values.queue === undefined) throw new UsageError('--queue URL is required');
  const concurrency = int(values.concurrency, 'concurrency');
  const lockMs = int(values['lock-ms'], 'lock-ms');
  let stop = signal;
  let own: AbortController | undefined;
  if (!stop) {
    own = new AbortController();
    stop = own.signal;
  }
  const onSignal = () => own?.abort();
  if (own) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  try {
    const worker = await startQueueWorker({
      queue: values.queue,
      ...(concurrency === undefined ? {} : { concurrency }),
      ...(values.prefix === undefined ? {} : { prefix: values.prefix }),
      ...(lockMs === undefined ? {} : { lockMs }),
      onEvent: (event) => {
        if (event.type === 'started')
          out.write(`chunk ${event.chunk} of run ${event.run}: ${event.games} games\n`);
        else if (event.type === 'finished')
          out.write(`chunk ${event.chunk} of run ${event.run}: done in ${(event.ms / 1000).toFixed(1)} s\n`);
        else
          out.write(
            `chunk ${event.chunk} of run ${event.run}: refused (made by boneyard ${event.version}, this is ${version()})\n`,
          );
      },
    });
    out.write(
      `boneyard ${worker.version} worker ${worker.name}: ${worker.concurrency} at once, waiting for chunks (Ctrl-C stops)\n`,
    );
    if (!stop.aborted)
      await new Promise((resolve) => stop.addEventListener('abort', resolve, { once: true }));
    out.write('stopping: finishing the chunks under way\n');
    await worker.close();
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function simulateCommand(
  args: string[],
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
  signal: AbortSignal | undefined,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      games: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      option: { type: 'string', multiple: true },
      workers: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      queue: { type: 'string' },
      'run-id': { type: 'string' },
      chunk: { type: 'string' },
      prefix: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return print(out, HELP.simulate!);
  const { game } = entryFor(positionals[0]);
  const count = int(values.games, 'games');
  if (count === undefined) throw new UsageError('--games N is required');
  const players = int(values.players, 'players');
  const tty = (err as NodeJS.WriteStream).isTTY === true;
  const common = {
    games: count,
    seed: values.seed ?? 1,
    ...(players === undefined ? {} : { players }),
    options: parseOptions(values.option),
    bots: (values.bots ?? 'random').split(',') as SimulatedBot[],
  };
  let report: SimulationReport;
  if (values.queue === undefined) {
    for (const flag of ['run-id', 'chunk', 'prefix'] as const) {
      if (values[flag] !== undefined) throw new UsageError(`--${flag} goes with --queue`);
    }
    report = await simulate(game, {
      ...common,
      workers: int(values.workers, 'workers', 1)!,
      onProgress: values.json || !tty ? undefined : (done, total) => err.write(`\r${bar(done, total)}`),
    });
  } else {
    if (values.workers !== undefined) {
      throw new UsageError('--workers does not go with --queue: start workers with boneyard worker');
    }
    const chunk = int(values.chunk, 'chunk');
    report = await queuedRun(game, err, tty && !values.json, {
      ...common,
      queue: values.queue,
      ...(values['run-id'] === undefined ? {} : { runId: values['run-id'] }),
      ...(chunk === undefined ? {} : { chunk }),
      ...(values.prefix === undefined ? {} : { prefix: values.prefix }),
      ...(signal ? { signal } : {}),
    });
  }
  if (values.json) return print(out, JSON.stringify(report, null, 2));
  if (tty) err.write('\n');
  const rows = report.seats.map(
    (s) =>
      `| ${s.seat} | ${s.bot} | ${pct(s.winRate)} | ${pct(s.winRateCi[0])}–${pct(s.winRateCi[1])} | ${s.score.mean.toFixed(1)} | ${s.score.sd.toFixed(1)} | ${s.score.min}–${s.score.max} |`,
  );
  return print(
    out,
    [
      `${game.name}: ${report.games} games, ${report.players} players, seed ${String(report.seed)}, options ${JSON.stringify(report.options)}`,
      '',
      '| seat | bot | win rate | 95% interval | mean score | sd | range |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `ties: ${report.ties}; moves per game: mean ${report.moves.mean.toFixed(1)} (min ${report.moves.min}, max ${report.moves.max}); winning margin: mean ${report.margin.mean.toFixed(1)}`,
      `${(report.games / (report.elapsedMs / 1000)).toFixed(0)} games/s`,
    ].join('\n'),
  );
}

/** `boneyard rules <game>`: how to play it, in words. */
function rulesCommand(args: string[], out: NodeJS.WritableStream): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean' }, lang: { type: 'string' } },
  });
  if (values.help) return print(out, HELP.rules!);
  if (positionals.length > 1)
    throw new UsageError(
      `boneyard rules takes one game, not ${JSON.stringify(positionals[1]!.slice(0, 40))}`,
    );
  return print(out, rulesText(entryFor(positionals[0]), languageOf(values.lang)));
}

function print(out: NodeJS.WritableStream, text: string): number {
  out.write(`${text}\n`);
  return 0;
}

/**
 * Runs the CLI with `argv` (without `node` and the script) and returns the exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(['simulate', 'build-up', '--games', '100']);
 * ```
 */
export async function runCli(
  argv: string[],
  io: {
    out: NodeJS.WritableStream;
    err: NodeJS.WritableStream;
    input: NodeJS.ReadableStream;
    /** Stops a `worker` (as Ctrl-C does) or a queued `simulate`. */
    signal?: AbortSignal;
  } = {
    out: process.stdout,
    err: process.stderr,
    input: process.stdin,
  },
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'play':
        return await play(rest, io.out, io.input);
      case 'simulate':
        return await simulateCommand(rest, io.out, io.err, io.signal);
      case 'worker':
        return await workerCommand(rest, io.out, io.signal);
      case 'score':
        return scoreCommand(rest, io.out);
      case 'rules':
        return rulesCommand(rest, io.out);
      case '--version':
      case '-v':
        return print(io.out, version());
      case undefined:
      case '--help':
      case '-h':
      case 'help': {
        const topic = rest[0] ?? 'main';
        if (!Object.hasOwn(HELP, topic)) {
          throw new UsageError(`no help for ${JSON.stringify(topic.slice(0, 40))}; commands: ${COMMANDS}`);
        }
        return print(io.out, HELP[topic]!);
      }
      default:
        throw new UsageError(
          `unknown command ${JSON.stringify(command.slice(0, 40))}; commands: ${COMMANDS}`,
        );
    }
  } catch (error) {
    const known = command !== undefined && Object.hasOwn(HELP, command) ? `${command} ` : '';
    if (
      error instanceof UsageError ||
      error instanceof BoneyardError ||
      String((error as { code?: unknown } | null)?.code ?? '').startsWith('ERR_PARSE_ARGS')
    ) {
      io.err.write(`boneyard: ${(error as Error).message}\nTry 'boneyard ${known}--help'.\n`);
      return 2;
    }
    // Not the user's fault: one line, no stack trace.
    io.err.write(`boneyard: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
