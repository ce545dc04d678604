/**
 * The parse record of every listed game: valid states (seeded games of every
 * variant and a few harder setups, cut at seeded points, plus states sampled
 * from a seat's view), each corrupted many ways (a value changed, removed,
 * added or retyped; two values swapped; an item moved from one list to
 * another; and pairs of these), and for each corrupted state what
 * `parseState` answers: accepted, or the `InvalidStateError`'s code, path
 * and message. Used by `parse-record.test.ts`, which compares a fingerprint
 * of the record with `parse-fingerprint.json`, taken from the validators
 * before issue 29 item 5 split them into named checks: the same first error
 * for every corrupted state means the same checks in the same order.
 */
import { createHash } from 'node:crypto';
import { canCover } from '../../src/games/build-up/index.js';
import type { AnyGame, BaseState, Tile } from '../../src/index.js';
import { createRng, InvalidStateError, type RngHolder, randomInt } from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { seededPlay } from './seeded-play.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;

/** A plain, mutable copy of a state, written into freely by the corruptions. */
// biome-ignore lint/suspicious/noExplicitAny: corruptions write values of every type on purpose.
type Plain = Record<string, any>;

/**
 * A corruption aimed at one deep invariant (a sum, a flow rule, the end of a
 * game), which random changes rarely reach alone: it changes `state` in
 * place and returns true, or returns false where it does not apply.
 */
type Aimed = (state: Plain) => boolean;

/** How much of a game the record covers. */
export interface ParseCorpus {
  /** Setups besides the entry's variants (more players, shorter games), to reach ends, ties and rarer phases. */
  readonly extra: readonly Record<string, unknown>[];
  /** Seeded games per setup. */
  readonly games: number;
  /** Single games with a chosen seed (a tie-breaker, a rare phase), each picked from like the others. */
  readonly seeded?: readonly { readonly options: Record<string, unknown>; readonly seed: string }[];
  /** Moves at most per game (the game is cut there). */
  readonly maxMoves: number;
  /** States picked per game (its first and last among them). */
  readonly picks: number;
  /** Corrupted copies of each picked state: this many with one change, as many with two. */
  readonly mutations: number;
  /** Aimed corruptions, each tried on every picked state, alone and with one random change. */
  readonly aimed: Readonly<Record<string, Aimed>>;
}

const lastOf = <T>(list: readonly T[]): T => list[list.length - 1]!;

/** Build Up: plays every tile of a hand that covers some stack, until none does (the hand would have ended). */
function playWhilePossible(state: Plain): boolean {
  let played = false;
  for (let again = true; again; ) {
    again = false;
    for (const hand of state.hands as Plain[][]) {
      for (let i = 0; i < hand.length; i++) {
        const stack = (state.stacks as Plain[][]).find((tiles) =>
          canCover(lastOf(tiles) as Tile, hand[i] as Tile, state.options),
        );
        if (!stack) continue;
        stack.push(hand.splice(i, 1)[0]!);
        played = again = true;
        i--;
      }
    }
  }
  return played && state.hands[state.turn].length > 0;
}

const BUILD_UP_AIMED: Record<string, Aimed> = {
  'a hand over its deal': (state) => {
    const seat = (state.hands as Plain[][]).findIndex((hand) => hand.length >= 2);
    if (state.hand === 0 || seat < 0) return false;
    const cut = state.options.schedule[state.hand] - (state.hands[seat].length - 1);
    state.options.schedule[state.hand] -= cut;
    state.options.schedule[state.hand - 1] += cut;
    return cut > 0;
  },
  'over before the last hand': (state) => {
    if (state.over || state.hand === state.options.schedule.length - 1) return false;
    state.over = true;
    return true;
  },
  'a hand ended the other way': (state) => {
    if (state.results.length === 0) return false;
    state.results[0].ended = state.results[0].ended === 'emptied' ? 'blocked' : 'emptied';
    return true;
  },
  'a negative hand score': (state) => {
    if (state.results.length === 0) return false;
    state.results[0].scores[0] = -1;
    return true;
  },
  'tiles set aside out of order': (state) => {
    const tiles = (state.setAside as Plain[][]).find((found) => found.length >= 2);
    if (!tiles) return false;
    tiles.reverse();
    return true;
  },
  'a total off by one': (state) => {
    state.scores[0] += 1;
    return true;
  },
  'the last hand scored off the stacks': (state) => {
    if (!state.over || state.results.length === 0) return false;
    lastOf(state.results as Plain[]).scores[1] += 1;
    state.scores[1] += 1;
    return true;
  },
  'a drawn tile of another colour': (state) => {
    const round = state.openingDraws[0];
    round[0].tile = { ...round[1].tile };
    return true;
  },
  'the opening draw left tied': (state) => {
    const round = lastOf(state.openingDraws as Plain[][]);
    const [a, b] = round as [Plain, Plain];
    b.tile = {
      id: `${b.player}:${a.tile.low}-${a.tile.high}`,
      set: b.player,
      low: a.tile.low,
      high: a.tile.high,
    };
    return true;
  },
  'nobody can play': (state) => !state.over && playWhilePossible(state),
  'a tile in hand at the end': (state) => {
    if (!state.over) return false;
    for (const stack of state.stacks as Plain[][]) {
      for (let i = 1; i + 1 < stack.length; i++) {
        if (!canCover(stack[i - 1] as Tile, stack[i + 1] as Tile, state.options)) continue;
        const tile = stack.splice(i, 1)[0]!;
        state.hands[tile.set].push(tile);
        return true;
      }
    }
    return false;
  },
};

const SQUARES_AIMED: Record<string, Aimed> = {
  'every seat chose a piece to pass': (state) => {
    if (state.phase === 'drawn') return false;
    state.phase = 'passing';
    state.passDirection = 'left';
    state.passChoices = (state.hands as Plain[][]).map((hand) => (hand.length > 0 ? hand[0]!.id : null));
    return true;
  },
  'a finished game in phase give': (state) => {
    if (!state.over) return false;
    state.phase = 'give';
    return true;
  },
  'a remembered piece not held': (state) => {
    state.known.push({ by: 0, holder: 1, piece: state.layout[0].piece.id });
    return true;
  },
  'a piece twice in a round result': (state) => {
    if (state.results.length === 0) return false;
    const [result] = state.results;
    result.hands[0].push({ ...result.layout[0].piece });
    return true;
  },
  'an empty hand in play': (state) => {
    if (state.over || state.phase !== 'play') return false;
    const hand = state.hands[state.turn];
    state.pile.push(...hand.splice(0));
    return true;
  },
  'a round won by a seat that did not go out': (state) => {
    const result = (state.results as Plain[]).find((found) => found.winner !== null);
    if (!result) return false;
    result.winner = (result.winner + 1) % state.players;
    return true;
  },
  'the going-out bonus off by one': (state) => {
    const result = (state.results as Plain[]).find((found) => found.winner !== null);
    if (!result) return false;
    result.bonus[result.winner] += 1;
    state.scores[result.winner] += 1;
    return true;
  },
};

const CLASSIC_AIMED: Record<string, Aimed> = {
  'a piece in the wrong pile': (state) => {
    const [from, to] = state.game === 'draw' ? ['boneyard', 'outOfPlay'] : ['outOfPlay', 'boneyard'];
    if (state[from].length === 0) return false;
    state[to].push(state[from].pop());
    return true;
  },
  'keeping out of a Draw turn': (state) => {
    if (state.game === 'draw' && !state.over) return false;
    state.mayKeep = true;
    return true;
  },
  'an empty hand in play': (state) => {
    if (state.over) return false;
    const seat = (state.turn + 1) % state.players;
    (state.game === 'draw' ? state.boneyard : state.outOfPlay).push(...state.hands[seat].splice(0));
    return true;
  },
};

const HUGHIE_AIMED: Record<string, Aimed> = {
  'an empty row in play': (state) => {
    if (state.over) return false;
    const seat = (state.turn + 1) % state.players;
    const row = state.rows[seat].splice(0);
    state.outOfPlay.push(...row.map((entry: Plain) => entry.piece));
    return true;
  },
};

const DUMP_TRUCK_AIMED: Record<string, Aimed> = {
  'everyone waits mid-game': (state) => {
    if (state.phase === 'over') return false;
    state.steps = state.steps.map(() => 'wait');
    return true;
  },
  'a domino taken out of a truck in the draw': (state) => {
    if (state.phase !== 'draw' || state.faceUp.length === 0) return false;
    const choosing = (state.steps as string[]).flatMap((step, seat) => (step === 'choose' ? [seat] : []));
    const seat = choosing.length >= 2 ? choosing[0]! : (state.steps as string[]).indexOf('wait');
    if (seat < 0) return false;
    state.steps[seat] = 'wait';
    state.choices[seat] = null;
    state.held[seat] = { tile: state.faceUp.shift(), from: 'truck' };
    return true;
  },
  'a loose load too wide': (state) => {
    const seat = (state.trucks as Plain[][]).findIndex((load) => load.length > 0 && load.length <= 4);
    if (state.options.template || seat < 0 || state.faceDown.length < 2) return false;
    const load = state.trucks[seat] as Plain[];
    for (let added = 0; added < 2; added++) {
      // Right of the rightmost cell of the first domino's row.
      const row = load[0]!.row;
      const right = Math.max(
        ...load.flatMap((placed) =>
          placed.orientation === 'horizontal'
            ? placed.row === row
              ? [placed.column + 1]
              : []
            : placed.row === row || placed.row + 1 === row
              ? [placed.column]
              : [],
        ),
      );
      const tile = state.faceDown.shift();
      load.push({ tile, row, column: right + 1, orientation: 'horizontal', flipped: false });
    }
    return true;
  },
  'an unscored unload with points': (state) => {
    const unload = (state.unloads as Plain[]).find((found) => found.points > 0);
    if (!unload) return false;
    unload.scored = false;
    return true;
  },
  'an empty truck to unload': (state) => {
    const seat = (state.steps as string[]).indexOf('unload');
    if (state.phase !== 'unload' || seat < 0) return false;
    for (const placed of state.trucks[seat].splice(0)) state.discarded.push(placed.tile);
    return true;
  },
  'a domino in hand while unloading': (state) => {
    const tile = (state.discarded as Plain[]).find((found) => !state.retired.includes(found.id));
    if (state.phase !== 'unload' || !tile) return false;
    state.discarded.splice(state.discarded.indexOf(tile), 1);
    state.held[state.players - 1] = { tile, from: 'face-down' };
    return true;
  },
  'a final unload before the end': (state) => {
    const unload = (state.unloads as Plain[]).find((found) => found.scored);
    if (state.phase === 'over' || !unload) return false;
    unload.final = true;
    return true;
  },
  'a final unload unscored': (state) => {
    const unload = (state.unloads as Plain[]).find((found) => found.final);
    if (!unload) return false;
    state.scores[unload.player] -= unload.points;
    unload.scored = false;
    unload.points = 0;
    return true;
  },
  'a domino apart from the rest of its load': (state) => {
    const load = (state.trucks as Plain[][]).find((found) => found.length >= 2);
    if (!state.options.template || !load) return false;
    const moved = load.pop()!;
    const taken = new Set(
      load.flatMap((placed) =>
        placed.orientation === 'horizontal'
          ? [`${placed.row},${placed.column}`, `${placed.row},${placed.column + 1}`]
          : [`${placed.row},${placed.column}`, `${placed.row + 1},${placed.column}`],
      ),
    );
    const near = (r: number, c: number) =>
      [`${r},${c}`, `${r - 1},${c}`, `${r + 1},${c}`, `${r},${c - 1}`, `${r},${c + 1}`].some((cell) =>
        taken.has(cell),
      );
    for (let row = 0; row < 3; row++) {
      for (let column = 0; column < 3; column++) {
        if (near(row, column) || near(row, column + 1)) continue;
        load.push({ ...moved, row, column, orientation: 'horizontal' });
        return true;
      }
    }
    return false;
  },
  'a domino retired twice': (state) => {
    if (state.retired.length === 0) return false;
    state.retired.push(state.retired[0]);
    return true;
  },
  'a displaced domino while loading': (state) => {
    const seat = (state.steps as string[]).indexOf('load');
    if (seat < 0) return false;
    state.held[seat].from = 'truck';
    return true;
  },
  'relocating with replacing off': (state) => {
    const seat = (state.steps as string[]).indexOf('load');
    if (seat < 0) return false;
    state.steps[seat] = 'relocate';
    state.held[seat].from = 'truck';
    state.options.noReplace = true;
    return true;
  },
  'a domino in hand at the end': (state) => {
    const tile = (state.discarded as Plain[]).find((found) => !state.retired.includes(found.id));
    if (state.phase !== 'over' || !tile) return false;
    state.discarded.splice(state.discarded.indexOf(tile), 1);
    state.held[0] = { tile, from: 'face-down' };
    return true;
  },
};

const SHANGHAI_AIMED: Record<string, Aimed> = {
  "the last round's count off by one": (state) => {
    if (!state.over) return false;
    const last = lastOf(state.results as Plain[]);
    const seat = (state.turn + 1) % state.players;
    last.laid[seat] += 1;
    last.scores[seat] += 1;
    if (!last.tieBreaker) state.scores[seat] += 1;
    return true;
  },
  'winners out of order': (state) => {
    state.winners = [state.players - 1, 0];
    return true;
  },
  'a round after the end of the match': (state) => {
    if (!state.over) return false;
    state.results.push({ ...lastOf(state.results as Plain[]), round: state.results.length + 1 });
    return true;
  },
  'the last draw left tiles in the boneyard': (state) => {
    if (!state.over || lastOf(state.results as Plain[]).ended !== 'boneyard') return false;
    const hand = state.hands[state.turn];
    if (hand.length === 0) return false;
    state.boneyard.push(hand.pop());
    return true;
  },
};

/** The record's size, extra setups and aimed corruptions for every listed game. */
export const PARSE_CORPUS: Readonly<Record<string, ParseCorpus>> = {
  'build-up': {
    extra: [
      { players: 3, schedule: [3, 1], unplayable: 'subtract', laterLead: 'lowest-score' },
      { players: 5, schedule: [2, 2], equalOnDouble: true },
      { players: 2, schedule: [1] },
    ],
    games: 3,
    maxMoves: 300,
    picks: 6,
    mutations: 30,
    aimed: BUILD_UP_AIMED,
  },
  'domino-squares': {
    extra: [
      { players: 3, rounds: 2 },
      { players: 4, rounds: 1, firstPlayer: 2 },
    ],
    games: 3,
    maxMoves: 300,
    picks: 6,
    mutations: 30,
    aimed: SQUARES_AIMED,
  },
  'domino-squares-block': {
    extra: [
      { players: 3, goingOut: 'fewest-pips' },
      { players: 4, firstPlayer: 1 },
    ],
    games: 4,
    maxMoves: 300,
    picks: 5,
    mutations: 30,
    aimed: CLASSIC_AIMED,
  },
  'domino-squares-draw': {
    extra: [{ players: 3, goingOut: 'fewest-pips', drawRule: 'one' }, { players: 4 }],
    games: 4,
    maxMoves: 300,
    picks: 5,
    mutations: 30,
    aimed: CLASSIC_AIMED,
  },
  'blind-hughie': {
    extra: [
      { players: 3, idleRounds: 1, goingOut: 'fewest-pips' },
      { players: 4, eitherEnd: true, idleRounds: 2 },
    ],
    games: 3,
    maxMoves: 300,
    picks: 6,
    mutations: 30,
    aimed: HUGHIE_AIMED,
  },
  'dump-truck': {
    extra: [
      { players: 3, template: true, returnLimit: 0 },
      { players: 4, returnLimit: 2, noShift: true },
      { players: 2, noReplace: true, blanks: 'jokers' },
    ],
    games: 2,
    maxMoves: 400,
    picks: 6,
    mutations: 30,
    aimed: DUMP_TRUCK_AIMED,
  },
  shanghai: {
    extra: [
      { players: 3, target: 3, handSize: 4, maxIdleTurns: 6 },
      { players: 4, target: 2, handSize: 3, tieBreaker: 'everyone', maxRounds: 4, maxIdleTurns: 4 },
      { players: 2, maxIdleTurns: 2, handSize: 2, maxRounds: 3 },
      { players: 5, target: 1, handSize: 2, maxIdleTurns: 3, maxRounds: 6 },
    ],
    games: 3,
    // Games that reach tie-breakers (found by trying seeds): states in and after them.
    seeded: [
      { options: { players: 4, target: 2, handSize: 5, maxIdleTurns: 5, maxRounds: 8 }, seed: 'tie-0-1' },
      { options: { players: 8, target: 1, handSize: 5, maxIdleTurns: 2, maxRounds: 8 }, seed: 'tie-1-32' },
      {
        options: {
          players: 6,
          target: 1,
          handSize: 5,
          maxIdleTurns: 2,
          maxRounds: 8,
          tieBreaker: 'everyone',
        },
        seed: 'tie-2-21',
      },
      { options: { players: 3, target: 1, handSize: 2, maxIdleTurns: 5, maxRounds: 8 }, seed: 'tie-3-58' },
    ],
    maxMoves: 300,
    picks: 6,
    mutations: 30,
    aimed: SHANGHAI_AIMED,
  },
};

/** A valid state of the record, with where it came from. */
export interface BaseRecord {
  /** The setup, seed and move number (or `sampled`). */
  readonly label: string;
  /** The state as plain JSON. */
  readonly state: Json;
}

const plain = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/**
 * Every state of one seeded game, from setup on: seats alternate between the
 * greedy bot (games that go somewhere) and random moves (odd ones); cut after
 * `maxMoves` moves.
 */
export function playOne(
  id: string,
  options: Record<string, unknown>,
  seed: string,
  g: number,
  maxMoves: number,
) {
  const { random, start, moves } = seededPlay(id, options, seed, g);
  const states: BaseState[] = [start];
  if (maxMoves > 0) {
    for (const { after } of moves) {
      states.push(after);
      if (states.length > maxMoves) break;
    }
  }
  return { states, random };
}

/** The valid states of the record of game `id`: picked from seeded games, and sampled from a seat's view. */
export function baseStates(id: string): BaseRecord[] {
  const entry = gameRegistry[id]!;
  const game: AnyGame = entry.game;
  const corpus = PARSE_CORPUS[id]!;
  const games = [...Object.values(entry.variants), ...corpus.extra].flatMap((options, s) =>
    Array.from({ length: corpus.games }, (_, g) => ({ options, seed: `parse-${id}-${s}-${g}`, g })),
  );
  for (const { options, seed } of corpus.seeded ?? []) games.push({ options, seed, g: 0 });
  const bases: BaseRecord[] = [];
  for (const { options, seed, g } of games) {
    const { states, random } = playOne(id, options, seed, g, corpus.maxMoves);
    const picked = new Set([0, states.length - 1]);
    while (picked.size < Math.min(corpus.picks, states.length))
      picked.add(randomInt(random, 0, states.length - 1));
    for (const at of [...picked].sort((a, b) => a - b)) {
      bases.push({ label: `${seed}@${at}`, state: plain(states[at]) });
    }
    if (game.sample) {
      const from = states[randomInt(random, 0, states.length - 1)]!;
      const seat = randomInt(random, 0, from.players - 1);
      // Every sample is a state the game accepts (the test asks it of every base).
      bases.push({
        label: `${seed} sampled by ${seat}`,
        state: plain(game.sample(game.view(from, seat), seat, random)),
      });
    }
  }
  return bases;
}

const pathText = (path: readonly Key[]): string =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('') ||
  '(root)';

function at(root: Json, path: readonly Key[]): Json {
  let value = root;
  for (const key of path) value = (value as Record<Key, Json>)[key]!;
  return value;
}

function put(root: Json, path: readonly Key[], value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const parent = at(root, path.slice(0, -1)) as Record<Key, Json>;
  const key = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = value;
  return root;
}

const kind = (value: Json): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

const children = (value: Json): Key[] =>
  Array.isArray(value)
    ? value.map((_, i) => i)
    : value !== null && typeof value === 'object'
      ? Object.keys(value)
      : [];

/**
 * A random value of the state: the whole state one time in 16, else a
 * top-level key first (each as likely), then down at random, stopping a
 * third of the time.
 */
function pick(root: Json, random: RngHolder, want?: (value: Json) => boolean): Key[] | null {
  for (let attempt = 0; attempt < 30; attempt++) {
    const path: Key[] = [];
    if (randomInt(random, 0, 15) === 0 && (!want || want(root))) return path;
    let value = root;
    for (;;) {
      const keys = children(value);
      if (keys.length === 0 || (path.length > 0 && randomInt(random, 0, 2) === 0)) break;
      const key = keys[randomInt(random, 0, keys.length - 1)]!;
      path.push(key);
      value = (value as Record<Key, Json>)[key]!;
    }
    if (!want || want(value)) return path;
  }
  return null;
}

const copyOf = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;

/** One change at one value: what may be done to a value of its kind. */
function changeOne(root: Json, random: RngHolder): { root: Json; label: string } {
  const path = pick(root, random)!;
  const value = at(root, path);
  const where = pathText(path);
  const other = () => {
    const from = pick(root, random, (found) => found !== value);
    return from ? copyOf(at(root, from)) : 0;
  };
  const choose = <T>(options: readonly T[]): T => options[randomInt(random, 0, options.length - 1)]!;
  let label: string;
  let next: Json | undefined;
  switch (kind(value)) {
    case 'number': {
      const n = value as number;
      [label, next] = choose<[string, Json]>([
        ['+1', n + 1],
        ['-1', n - 1],
        ['negated', -n - 1],
        ['0', 0],
        ['huge', 10 ** 9],
        ['fraction', n + 0.5],
        ['as text', String(n)],
        ['null', null],
      ]);
      break;
    }
    case 'boolean':
      [label, next] = choose<[string, Json]>([
        ['flipped', !value],
        ['0', 0],
        ['null', null],
      ]);
      break;
    case 'string':
      [label, next] = choose<[string, Json]>([
        ['x', 'x'],
        ['empty', ''],
        ['7', 7],
        ['null', null],
        ['another value', other()],
      ]);
      break;
    case 'null':
      [label, next] = choose<[string, Json]>([
        ['0', 0],
        ['{}', {}],
        ['x', 'x'],
        ['another value', other()],
      ]);
      break;
    case 'array': {
      const list = value as Json[];
      const i = list.length > 0 ? randomInt(random, 0, list.length - 1) : 0;
      const j = list.length > 0 ? randomInt(random, 0, list.length - 1) : 0;
      const swapped = [...list];
      [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
      [label, next] = choose<[string, Json]>([
        ['last removed', list.slice(0, -1)],
        ['first removed', list.slice(1)],
        [`[${i}] removed`, list.filter((_, k) => k !== i)],
        [`[${i}] twice`, list.length > 0 ? [...list, copyOf(list[i]!)] : [0]],
        ['another value added', [...list, other()]],
        [`[${i}] and [${j}] swapped`, swapped],
        ['reversed', [...list].reverse()],
        ['emptied', []],
        ['{}', {}],
      ]);
      break;
    }
    default: {
      const record = value as Record<string, Json>;
      const keys = Object.keys(record);
      const key = keys.length > 0 ? keys[randomInt(random, 0, keys.length - 1)]! : 'none';
      [label, next] = choose<[string, Json]>([
        [`${key} removed`, Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))],
        ['extra key', { ...record, extra: 1 }],
        [`${key} from another value`, { ...record, [key]: other() }],
        ['[]', []],
        ['null', null],
      ]);
    }
  }
  return { root: put(root, path, next), label: `${where} ${label}` };
}

/** Two values of the same kind swapped (two tiles, two scores, two seats' lists…). */
function swapTwo(root: Json, random: RngHolder): { root: Json; label: string } | null {
  const a = pick(root, random);
  if (!a || a.length === 0) return null;
  const first = at(root, a);
  const b = pick(root, random, (value) => kind(value) === kind(first) && value !== first);
  if (!b || b.length === 0) return null;
  const text = (path: Key[]) => pathText(path);
  if (text(a).startsWith(text(b)) || text(b).startsWith(text(a))) return null;
  const second = at(root, b);
  put(root, a, second);
  put(root, b, first);
  return { root, label: `${text(a)} swapped with ${text(b)}` };
}

/** An item of one list moved to the end of another. */
function moveItem(root: Json, random: RngHolder): { root: Json; label: string } | null {
  const from = pick(root, random, (value) => Array.isArray(value) && value.length > 0);
  if (!from) return null;
  const list = at(root, from) as Json[];
  const i = randomInt(random, 0, list.length - 1);
  const item = list.splice(i, 1)[0]!;
  const to = pick(root, random, (value) => Array.isArray(value) && value !== list);
  if (!to) {
    list.splice(i, 0, item);
    return null;
  }
  (at(root, to) as Json[]).push(item);
  return { root, label: `${pathText(from)}[${i}] moved to ${pathText(to)}` };
}

/** One seeded corruption of `state`: a change at one value (most often), a swap or a move. */
function corrupt(state: Json, random: RngHolder): { root: Json; label: string } {
  for (;;) {
    const root = copyOf(state);
    const roll = randomInt(random, 0, 19);
    const done =
      roll < 12 ? changeOne(root, random) : roll < 17 ? swapTwo(root, random) : moveItem(root, random);
    if (done) return done;
  }
}

/** What `parseState` answers: `ok`, or the error's code, path and message (its name and message if not an `InvalidStateError`). */
export function answer(game: AnyGame, input: unknown): string {
  if (!game.parseState) throw new Error(`${game.id} has no parseState`);
  try {
    game.parseState(input);
    return 'ok';
  } catch (error) {
    if (error instanceof InvalidStateError) return `${error.code} @${error.path}: ${error.message}`;
    return `!${(error as Error).name}: ${(error as Error).message}`;
  }
}

/** One corrupted state of the record and the answer. */
export interface ParseRecord {
  /** The base state's label and what was changed. */
  readonly label: string;
  /** `parseState`'s answer (see {@link answer}). */
  readonly answer: string;
}

/**
 * The record of game `id`: every corrupted state, once and twice changed, and
 * with aimed corruptions, with `parseState`'s answer (each also handed to
 * `visit`).
 */
export function recordParse(
  id: string,
  visit?: (input: unknown) => void,
): { bases: BaseRecord[]; records: ParseRecord[] } {
  const game: AnyGame = gameRegistry[id]!.game;
  const corpus = PARSE_CORPUS[id]!;
  const bases = baseStates(id);
  const records: ParseRecord[] = [];
  const tell = (input: unknown): string => {
    visit?.(input);
    return answer(game, input);
  };
  for (const base of bases) {
    const random: RngHolder = { rng: createRng(`corrupt ${base.label}`) };
    const aims = Object.entries(corpus.aimed);
    for (const [name, aim] of aims) {
      const aimed = copyOf(base.state) as Plain;
      if (!aim(aimed)) continue;
      records.push({ label: `${base.label} ${name}`, answer: tell(aimed) });
      const more = corrupt(aimed, random);
      records.push({ label: `${base.label} ${name}, ${more.label}`, answer: tell(more.root) });
      // With another aimed corruption: two deep invariants broken at once pin the order of their checks.
      const [otherName, other] = aims[randomInt(random, 0, aims.length - 1)]!;
      const both = copyOf(aimed) as Plain;
      if (otherName !== name && other(both))
        records.push({ label: `${base.label} ${name}, ${otherName}`, answer: tell(both) });
    }
    for (let m = 0; m < corpus.mutations; m++) {
      const once = corrupt(base.state, random);
      records.push({ label: `${base.label} ${once.label}`, answer: tell(once.root) });
      const twice = corrupt(corrupt(base.state, random).root, random);
      records.push({
        label: `${base.label} ${twice.label} (and one more)`,
        answer: tell(twice.root),
      });
    }
  }
  return { bases, records };
}

/** A game's parse fingerprint: counts, the answers by code, and a sha256 of every label and answer. */
export interface ParseFingerprint {
  /** Valid states corrupted. */
  readonly states: number;
  /** Corrupted states tried. */
  readonly tried: number;
  /** How many were accepted (a change can leave a valid state). */
  readonly accepted: number;
  /** How many were refused, by code (`!Name` for an error that is not an `InvalidStateError`). */
  readonly codes: Readonly<Record<string, number>>;
  /** sha256 (hex) of every label and answer, in order. */
  readonly sha256: string;
}

/** The fingerprint of a game's record. */
export function parseFingerprint(record: { bases: BaseRecord[]; records: ParseRecord[] }): ParseFingerprint {
  const codes: Record<string, number> = {};
  let accepted = 0;
  const hash = createHash('sha256');
  for (const { label, answer } of record.records) {
    hash.update(`${label}\n${answer}\n`);
    if (answer === 'ok') accepted++;
    else {
      const code = answer.startsWith('!') ? answer.slice(0, answer.indexOf(':')) : answer.split(' ')[0]!;
      codes[code] = (codes[code] ?? 0) + 1;
    }
  }
  const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    states: record.bases.length,
    tried: record.records.length,
    accepted,
    codes: sorted,
    sha256: hash.digest('hex'),
  };
}
