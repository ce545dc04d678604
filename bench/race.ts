/**
 * The speed race: random playouts of Build Up per second, boneyard against
 * boardgame.io 0.50.2 (a dev dependency, benchmark only), in one process.
 *
 * Rerun: `npx tsx -e "import('./bench/race.ts').then(m => m.run())"`.
 */
import type { State } from 'boardgame.io';
import { type BuildUpMove, type BuildUpState, buildUp } from '../src/games/build-up/index.js';
import type { BgioBuildUpResult, BgioBuildUpState } from './bgio/build-up.js';

/** What one playout did. */
interface Playout {
  readonly moves: number;
  readonly finished: boolean;
  /** Sum of the final scores: a sanity figure that should agree across engines (same rules). */
  readonly points: number;
}

/** One line of the race: an engine, and what it totalled. */
interface Line {
  readonly name: string;
  /** Wall time of one slice of this line, in ms. */
  readonly sliceMs: number;
  /** Run this line with `NODE_ENV=production` (boardgame.io's fastest, quietest mode). */
  readonly production: boolean;
  readonly play: (seed: number) => Playout;
  warmed: boolean;
  seed: number;
  games: number;
  finished: number;
  moves: number;
  points: number;
  /** Wall time spent in counted slices, in seconds. */
  seconds: number;
  /** CPU time (user + system) of this process spent in counted slices, in seconds. */
  cpuSeconds: number;
}

/** Games longer than this mean a broken port (a two-player game has fewer than 100 moves). */
const MOVE_GUARD = 1000;
/** Warm-up of each line before its first counted slice, in ms. */
const WARM_MS = 400;
/** Interleaved rounds in each phase of the race. */
const ROUNDS = 4;

/**
 * A tiny seeded generator (mulberry32) choosing among the legal moves, the
 * same for every engine, so picking costs the same everywhere.
 */
function picker(seed: number): (count: number) => number {
  let a = seed | 0;
  return (count) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * count);
  };
}

function line(name: string, sliceMs: number, production: boolean, play: (seed: number) => Playout): Line {
  return {
    name,
    sliceMs,
    production,
    play,
    warmed: false,
    seed: 0,
    games: 0,
    finished: 0,
    moves: 0,
    points: 0,
    seconds: 0,
    cpuSeconds: 0,
  };
}

/** Runs `fn` with `NODE_ENV=production` when asked, restoring the caller's value after. */
function withEnv<T>(production: boolean, fn: () => T): T {
  if (!production) return fn();
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return fn();
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
}

/** Plays whole seeded games for about `ms`; `count` adds them to the line's totals (else a warm-up). */
function slice(target: Line, ms: number, count: boolean): void {
  withEnv(target.production, () => {
    let seed = count ? target.seed : 1_000_000 + target.seed;
    const cpu = process.cpuUsage();
    const start = performance.now();
    let now = start;
    while (now - start < ms) {
      const result = target.play(seed++);
      now = performance.now();
      if (!count) continue;
      target.games++;
      if (result.finished) target.finished++;
      target.moves += result.moves;
      target.points += result.points;
    }
    if (count) {
      const used = process.cpuUsage(cpu);
      target.seed = seed;
      target.seconds += (now - start) / 1000;
      target.cpuSeconds += (used.user + used.system) / 1e6;
    }
  });
}

/**
 * Warms up the lines not yet warm, then runs them in interleaved slices (a,
 * b, d, a, b, d, …), so a machine that gets busier or quieter meanwhile
 * weighs on all of them alike.
 */
function race(lines: readonly Line[]): void {
  for (const target of lines) {
    if (target.warmed) continue;
    slice(target, WARM_MS, false);
    target.warmed = true;
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of lines) slice(target, target.sliceMs, true);
  }
}

const perSecond = (target: Line, n: number): number => n / target.seconds;
const perCpuSecond = (target: Line, n: number): number => n / target.cpuSeconds;

function print(target: Line): void {
  const cells = [
    target.name.padEnd(38),
    perSecond(target, target.games).toFixed(0).padStart(8),
    perSecond(target, target.moves).toFixed(0).padStart(9),
    perCpuSecond(target, target.games).toFixed(0).padStart(10),
    `${target.finished}/${target.games}`.padStart(12),
    (target.moves / target.games).toFixed(1).padStart(7),
    (target.points / target.games).toFixed(1).padStart(7),
  ];
  console.log(cells.join(' '));
}

function ratio(label: string, a: Line, b: Line): void {
  const wall = perSecond(a, a.games) / perSecond(b, b.games);
  const cpu = perCpuSecond(a, a.games) / perCpuSecond(b, b.games);
  console.log(`${label.padEnd(38)} ${wall.toFixed(1).padStart(7)}×   (per CPU-second: ${cpu.toFixed(1)}×)`);
}

/**
 * The two boardgame.io lines. Its modules are loaded with `NODE_ENV=production`
 * (it then picks immer's production build and turns its info logger off, at
 * load time), and its slices run so (no serializability check on every move).
 */
async function boardgameIoLines(): Promise<[Line, Line]> {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await loadBoardgameIoLines();
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
}

async function loadBoardgameIoLines(): Promise<[Line, Line]> {
  const { Client } = await import('boardgame.io/dist/cjs/client.js');
  const { CreateGameReducer, InitializeGame, ProcessGameConfig } = await import(
    'boardgame.io/dist/cjs/internal.js'
  );
  const { BgioBuildUp, enumerateBuildUp } = await import('./bgio/build-up.js');

  const finalPoints = (state: State<BgioBuildUpState>): number =>
    ((state.ctx.gameover as BgioBuildUpResult | undefined)?.scores ?? []).reduce((sum, n) => sum + n, 0);

  // (a) The headless Client, as an app drives it: read getState(), call client.moves.*.
  const client = line('(a) boardgame.io Client', 300, true, (seed) => {
    const game = Client({ game: { ...BgioBuildUp, seed }, numPlayers: 2 });
    game.start();
    const pick = picker(seed);
    let moves = 0;
    let lastId = -1;
    let state = game.getState() as State<BgioBuildUpState>;
    while (state.ctx.gameover === undefined) {
      // A refused move would leave the state (and its _stateID) as it was.
      if (state._stateID === lastId) throw new Error(`boardgame.io refused move ${moves} of game ${seed}`);
      if (moves >= MOVE_GUARD) throw new Error(`game ${seed} passed ${MOVE_GUARD} moves`);
      lastId = state._stateID;
      const choices = enumerateBuildUp(state.G, state.ctx, state.ctx.currentPlayer);
      const choice = choices[pick(choices.length)]!;
      if (choice.move === 'play') game.moves.play!(...choice.args);
      else game.moves.pass!();
      moves++;
      state = game.getState() as State<BgioBuildUpState>;
    }
    game.stop();
    return { moves, finished: state.G.over, points: finalPoints(state) };
  });

  // (b) Its reducer driven directly: the game config processed once, MAKE_MOVE actions dispatched.
  const processed = ProcessGameConfig({ ...BgioBuildUp });
  const reducer = CreateGameReducer({ game: processed });
  const reduced = line('(b) boardgame.io reducer', 300, true, (seed) => {
    let state = InitializeGame({ game: { ...processed, seed }, numPlayers: 2 }) as State<BgioBuildUpState>;
    const pick = picker(seed);
    let moves = 0;
    while (state.ctx.gameover === undefined) {
      if (moves >= MOVE_GUARD) throw new Error(`game ${seed} passed ${MOVE_GUARD} moves`);
      const choices = enumerateBuildUp(state.G, state.ctx, state.ctx.currentPlayer);
      const choice = choices[pick(choices.length)]!;
      // boardgame.io's makeMove action creator (exported only from a hashed chunk of its dist), inlined.
      const action = {
        type: 'MAKE_MOVE' as const,
        payload: { type: choice.move, args: choice.args, playerID: state.ctx.currentPlayer },
      };
      const next = reducer(state, action) as State<BgioBuildUpState>;
      if (next._stateID === state._stateID) {
        throw new Error(`boardgame.io refused move ${moves} of game ${seed}`);
      }
      state = next;
      moves++;
    }
    return { moves, finished: state.G.over, points: finalPoints(state) };
  });
  return [client, reduced];
}

/** (c) boneyard's public API: `setup`, `legalMoves`, `apply` (validated, deeply frozen, structurally shared states). */
function playPublic(seed: number): Playout {
  let state: BuildUpState = buildUp.setup({ seed });
  const pick = picker(seed);
  let moves = 0;
  for (;;) {
    const active = buildUp.activePlayers(state);
    if (active.length === 0) break;
    if (moves >= MOVE_GUARD) throw new Error(`game ${seed} passed ${MOVE_GUARD} moves`);
    const legal = buildUp.legalMoves(state, active[0]!);
    state = buildUp.apply(state, legal[pick(legal.length)]!);
    moves++;
  }
  const outcome = buildUp.outcome(state);
  return { moves, finished: outcome.over, points: outcome.scores.reduce((sum, n) => sum + n, 0) };
}

/** (d) boneyard's fast path: `fast.setup`, `legalMoves`, `fast.applyTrusted` on one mutable state. */
function playFast(seed: number): Playout {
  const state: BuildUpState = buildUp.fast.setup({ seed });
  const pick = picker(seed);
  let moves = 0;
  for (;;) {
    const active = buildUp.activePlayers(state);
    if (active.length === 0) break;
    if (moves >= MOVE_GUARD) throw new Error(`game ${seed} passed ${MOVE_GUARD} moves`);
    const legal: BuildUpMove[] = buildUp.legalMoves(state, active[0]!);
    buildUp.fast.applyTrusted(state, legal[pick(legal.length)]!);
    moves++;
  }
  const outcome = buildUp.outcome(state);
  return { moves, finished: outcome.over, points: outcome.scores.reduce((sum, n) => sum + n, 0) };
}

/** Prints random playouts per second of Build Up (two players, seeded random legal moves) on four engines. */
export async function run(): Promise<void> {
  console.log('## Speed race: Build Up random playouts, boneyard vs boardgame.io 0.50.2');
  const [client, reduced] = await boardgameIoLines();
  const fast = line('(d) boneyard fast.applyTrusted', 400, false, playFast);
  const pub = line('(c) boneyard setup + apply', 400, false, playPublic);
  const fastAfter = line("(d') fast path again, after (c) ran", 400, false, playFast);
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  // Phase 1: the fast path before boneyard's public path has run in this process;
  // phase 2: the public path, and the fast path again (see the note printed below).
  race([client, reduced, fast]);
  race([client, reduced, pub, fastAfter]);
  const cpu = process.cpuUsage(cpuBefore);
  const share = (cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore);

  console.log(`${'line'.padEnd(38)}  games/s   moves/s games/CPU-s     finished moves/g points/g`);
  for (const target of [client, reduced, pub, fast, fastAfter]) print(target);
  console.log('ratios of games/s:');
  ratio('(c)/(a) public apply vs Client', pub, client);
  ratio('(d)/(a) fast path vs Client', fast, client);
  ratio('(d)/(b) fast path vs reducer', fast, reduced);
  ratio("(d')/(a) fast path after (c) vs Client", fastAfter, client);
  console.log(
    [
      'Each line plays whole two-player games from a fresh seeded setup to game over, choosing uniformly',
      'among the legal moves with one shared seeded picker (mulberry32). After a warm-up, lines run in',
      `interleaved slices: phase 1 a, b, d; phase 2 a, b, c, d' (${ROUNDS} rounds each; a and b 2.4 s,`,
      "c, d and d' 1.6 s of wall time in all). games/CPU-s divides by this process's CPU time instead",
      'of wall time (steadier on a busy machine). "finished" counts games that reached game over (all',
      'must); moves and points per game should agree across lines (same rules, different shuffles).',
      '(a) boardgame.io headless Client({ game, numPlayers: 2 }): a new client per game, state read',
      "    with getState(), moves listed by the port's ai.enumerate and sent with client.moves.play/pass.",
      '(b) boardgame.io InitializeGame + CreateGameReducer (config processed once), MAKE_MOVE actions.',
      '(c) boneyard buildUp.setup + legalMoves + apply: validated, move read once, rules on a private copy,',
      '    result sharing every unchanged part with the input and deep-frozen (immer freeze).',
      '(d) boneyard buildUp.fast.setup + legalMoves + fast.applyTrusted: one mutable state per game.',
      "(d') the same as (d), measured after (c) has run in this process (until 0.1 (c) ran the reducers on",
      '    immer proxies, which left their property accesses polymorphic and halved (d) afterwards).',
      'boardgame.io ran with NODE_ENV=production (no per-move serializability check, no info logs,',
      'immer 9 production build); boneyard ran with NODE_ENV as the caller left it.',
      `This process got ${(share * 100).toFixed(0)}% of a core while racing (well under 100% means a busy machine).`,
    ].join('\n'),
  );
}
