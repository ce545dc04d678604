/**
 * Build Up's `parseState`: checks an untrusted state (shape, ranges, tiles,
 * the building rules, the flow of hands and scores) and names the path of the
 * first bad value.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import {
  array,
  bool,
  conserveTiles,
  int,
  invalid,
  type JsonValue,
  object,
  rngState,
  text,
  tileAt,
  tileList,
} from '../../core/parse.js';
import { doubleSet, pipTotal, type Tile } from '../../core/tiles.js';
import { canCover, coversSome, lowestBars } from './can-cover.js';
import { TILES_FOR_HANDS } from './options.js';
import { leadAfter, STACKS_PER_PLAYER } from './state.js';
import type { BuildUpOptions, BuildUpState, HandResult, OpeningDraw } from './types.js';

const STATE_KEYS = [
  'players',
  'rng',
  'options',
  'hand',
  'turn',
  'leader',
  'stacks',
  'hands',
  'boneyards',
  'setAside',
  'scores',
  'results',
  'openingDraws',
  'over',
] as const;

const OPTION_KEYS = ['schedule', 'unplayable', 'laterLead', 'equalOnDouble'] as const;

/** Tiles of one seat's set. */
const SET_SIZE = 28;
/** A score's bound: every top of every stack is a double six, every hand. */
const MAX_SCORE = 12 * STACKS_PER_PLAYER * 8 * TILES_FOR_HANDS;
/** More opening-draw rounds than any real game needs (each tie is unlikely). */
const MAX_DRAW_ROUNDS = 200;

function readOptions(value: unknown): BuildUpOptions {
  const record = object(value, 'options', OPTION_KEYS);
  const schedule = array(record.schedule, 'options.schedule', { min: 1, max: TILES_FOR_HANDS });
  let total = 0;
  schedule.forEach((size, i) => {
    total += int(size, `options.schedule[${i}]`, 1, TILES_FOR_HANDS);
  });
  if (total > TILES_FOR_HANDS)
    invalid('out-of-range', 'options.schedule', `asks for ${total} tiles; a set has ${TILES_FOR_HANDS}`);
  text(record.unplayable, 'options.unplayable', ['set-aside', 'subtract']);
  text(record.laterLead, 'options.laterLead', ['rotate', 'lowest-score']);
  bool(record.equalOnDouble, 'options.equalOnDouble');
  return record as unknown as BuildUpOptions;
}

/** A list of tiles at `path`, each of colour `owner` when given, noted in `found`. */
function readTiles(
  value: unknown,
  path: string,
  players: number,
  found: { id: string; path: string }[] | null,
  owner: Seat | null,
  max: number,
): Tile[] {
  const list = tileList(value, path, { maxPip: 6, sets: players, max, ...(found ? { found } : {}) });
  list.forEach((tile, i) => {
    if (owner !== null && tile.set !== owner)
      invalid('wrong-colour', `${path}[${i}].set`, `seat ${owner} holds only its own colour`);
  });
  return list;
}

function readScores(value: unknown, path: string, players: number): number[] {
  return array(value, path, { length: players }).map((score, i) =>
    int(score, `${path}[${i}]`, -MAX_SCORE, MAX_SCORE),
  );
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * Checks an untrusted Build Up state (already plain JSON) and returns it
 * typed, or throws `InvalidStateError` naming the first bad value. Checked:
 * every key and type; players 2–8; `rng`; the options; each seat's 28 tiles
 * exactly once (stacks, hands, boneyards, set-aside), ids matching pips, each
 * seat holding only its own colour; six stacks per seat with that seat's tile
 * at the bottom, every tile covering the one below (`canCover` with the
 * state's options); boneyard and hand sizes following the schedule; the
 * results agreeing with the set-aside tiles and adding up to the scores; the
 * opening draw and the leader of every hand; `over`, `turn` and the
 * playability of the hand in progress. Reached as `buildUp.parseState`.
 *
 * @example
 * ```ts
 * const state = buildUp.parseState(JSON.parse(stored)); // frozen BuildUpState, or InvalidStateError
 * ```
 */
export function parseBuildUpState(input: JsonValue): BuildUpState {
  const state = object(input, '', STATE_KEYS);
  const players = int(state.players, 'players', 2, 8);
  rngState(state.rng, 'rng');
  const options = readOptions(state.options);
  const { schedule } = options;
  const over = bool(state.over, 'over');
  const hand = int(state.hand, 'hand', 0, schedule.length - 1);
  const turn = int(state.turn, 'turn', 0, players - 1);
  const leader = int(state.leader, 'leader', 0, players - 1);

  // Where every tile is.
  const found: { id: string; path: string }[] = [];
  const stacks = array(state.stacks, 'stacks', { length: STACKS_PER_PLAYER * players }).map((stack, s) =>
    readTiles(stack, `stacks[${s}]`, players, found, null, SET_SIZE * players),
  );
  const hands = array(state.hands, 'hands', { length: players }).map((tiles, seat) =>
    readTiles(tiles, `hands[${seat}]`, players, found, seat, SET_SIZE),
  );
  const boneyards = array(state.boneyards, 'boneyards', { length: players }).map((tiles, seat) =>
    readTiles(tiles, `boneyards[${seat}]`, players, found, seat, SET_SIZE),
  );
  const setAside = array(state.setAside, 'setAside', { length: players }).map((tiles, seat) =>
    readTiles(tiles, `setAside[${seat}]`, players, found, seat, SET_SIZE),
  );
  conserveTiles(
    found,
    Array.from({ length: players }, (_, seat) => doubleSet(6, seat).map((tile) => tile.id)).flat(),
  );

  // The building rules (15–19, Ruling 4): six stacks per seat, each on its seat's tile, each tile covering the one below.
  stacks.forEach((stack, s) => {
    if (stack.length === 0) invalid('bad-length', `stacks[${s}]`, 'a stack is never empty');
    const owner = Math.floor(s / STACKS_PER_PLAYER);
    if (stack[0]!.set !== owner)
      invalid('wrong-colour', `stacks[${s}][0].set`, `stack ${s} starts with seat ${owner}'s tile`);
    for (let i = 1; i < stack.length; i++) {
      if (!canCover(stack[i - 1]!, stack[i]!, options)) {
        invalid(
          'bad-stack',
          `stacks[${s}][${i}]`,
          `${stack[i]!.id} may not cover ${stack[i - 1]!.id} (rules 1–3)`,
        );
      }
    }
  });

  // Sizes follow the schedule (this also bounds the cost of legalMoves).
  let dealt = 0;
  for (let h = 0; h <= hand; h++) dealt += schedule[h]!;
  boneyards.forEach((boneyard, seat) => {
    if (boneyard.length !== TILES_FOR_HANDS - dealt) {
      invalid(
        'bad-length',
        `boneyards[${seat}]`,
        `holds ${TILES_FOR_HANDS - dealt} tiles once ${dealt} are dealt`,
      );
    }
  });
  hands.forEach((tiles, seat) => {
    if (tiles.length > schedule[hand]!)
      invalid('bad-length', `hands[${seat}]`, `holds at most ${schedule[hand]} tiles in hand ${hand + 1}`);
  });

  // Results: one per finished hand, their unplayed tiles are the set-aside ones, their scores add up.
  const finished = over ? hand + 1 : hand;
  if (over && hand !== schedule.length - 1)
    invalid('inconsistent', 'over', 'the game ends only after the last hand');
  const resultList = array(state.results, 'results', { max: schedule.length });
  if (resultList.length !== finished) {
    if (resultList.length === (over ? hand : hand + 1)) {
      invalid(
        'inconsistent',
        'over',
        `${resultList.length} hands are scored in hand ${hand + 1} (over: ${over})`,
      );
    }
    invalid('bad-length', 'results', `must hold ${finished} results`);
  }
  const results: HandResult[] = resultList.map((value, h) => {
    const path = `results[${h}]`;
    const record = object(value, path, ['scores', 'unplayed', 'ended']);
    const scores = readScores(record.scores, `${path}.scores`, players);
    const unplayed = array(record.unplayed, `${path}.unplayed`, { length: players }).map((tiles, seat) =>
      readTiles(tiles, `${path}.unplayed[${seat}]`, players, null, seat, schedule[h]!),
    );
    const ended = text(record.ended, `${path}.ended`, ['emptied', 'blocked']);
    if ((ended === 'emptied') !== unplayed.every((tiles) => tiles.length === 0)) {
      invalid('inconsistent', `${path}.ended`, 'a hand is emptied exactly when no tile is left unplayed');
    }
    if (options.unplayable === 'set-aside') {
      scores.forEach((score, seat) => {
        if (score < 0)
          invalid(
            'out-of-range',
            `${path}.scores[${seat}]`,
            'a hand scores no less than 0 when unplayed tiles are set aside',
          );
      });
    }
    return { scores, unplayed, ended } as HandResult;
  });
  setAside.forEach((tiles, seat) => {
    const recorded = results.flatMap((result) => result.unplayed[seat]!.map((tile) => tile.id));
    if (recorded.join() !== tiles.map((tile) => tile.id).join()) {
      invalid(
        'inconsistent',
        `setAside[${seat}]`,
        "must be the seat's unplayed tiles of every finished hand, in order",
      );
    }
  });
  const scores = readScores(state.scores, 'scores', players);
  scores.forEach((score, seat) => {
    if (score !== sum(results.map((result) => result.scores[seat]!))) {
      invalid('inconsistent', `scores[${seat}]`, 'must be the sum of the hand scores');
    }
  });
  if (over) {
    // The last hand's scores are the tops of the stacks as the game ended.
    const last = results[results.length - 1]!;
    const tops = new Array<number>(players).fill(0);
    for (const stack of stacks) tops[stack[stack.length - 1]!.set]! += pipTotal(stack[stack.length - 1]!);
    last.unplayed.forEach((tiles, seat) => {
      if (options.unplayable === 'subtract') tops[seat]! -= sum(tiles.map(pipTotal));
    });
    tops.forEach((points, seat) => {
      if (last.scores[seat] !== points) {
        invalid(
          'inconsistent',
          `results[${results.length - 1}].scores[${seat}]`,
          'must score the tops of the stacks',
        );
      }
    });
  }

  // The opening draw (sentences 9–10, Ruling 1) chose the first leader; later leaders follow Ruling 3.
  const rounds = array(state.openingDraws, 'openingDraws', { min: 1, max: MAX_DRAW_ROUNDS });
  let drawing: Seat[] = Array.from({ length: players }, (_, seat) => seat);
  let first: Seat = -1;
  rounds.forEach((value, r) => {
    const path = `openingDraws[${r}]`;
    if (first >= 0) invalid('inconsistent', path, 'the opening draw ended in the round before');
    const round = array(value, path, { length: drawing.length });
    const draws = round.map((entry, i) => {
      const record = object(entry, `${path}[${i}]`, ['player', 'tile']);
      const seat = int(record.player, `${path}[${i}].player`, 0, players - 1);
      if (seat !== drawing[i])
        invalid('inconsistent', `${path}[${i}].player`, `seat ${drawing[i]} draws here`);
      const tile = tileAt(record.tile, `${path}[${i}].tile`, 6, players);
      if (tile.set !== seat)
        invalid('wrong-colour', `${path}[${i}].tile.set`, 'each seat draws from its own boneyard');
      return { player: seat, tile };
    });
    const best = Math.max(...draws.map((d) => pipTotal(d.tile)));
    const leaders = draws.filter((d) => pipTotal(d.tile) === best).map((d) => d.player);
    if (leaders.length === 1) first = leaders[0]!;
    else drawing = leaders;
  });
  if (first < 0) invalid('inconsistent', 'openingDraws', 'the last round must have one seat ahead');
  let lead = first;
  const totals = new Array<number>(players).fill(0);
  for (let h = 0; h < hand; h++) {
    results[h]!.scores.forEach((points, seat) => {
      totals[seat]! += points;
    });
    lead = leadAfter(lead, totals, options.laterLead);
  }
  if (leader !== lead) invalid('inconsistent', 'leader', `seat ${lead} leads hand ${hand + 1}`);

  // The hand in progress: the seat to move holds tiles, and somebody can play (else it would have ended).
  if (over) {
    hands.forEach((tiles, seat) => {
      if (tiles.length > 0)
        invalid('inconsistent', `hands[${seat}]`, 'every hand is empty once the game is over');
    });
  } else {
    if (hands[turn]!.length === 0) invalid('inconsistent', 'turn', `seat ${turn} has no tiles to play`);
    const bars = lowestBars(stacks);
    const live = hands.some((tiles) => tiles.some((tile) => coversSome(bars, tile, options.equalOnDouble)));
    if (!live) invalid('inconsistent', 'hands', 'nobody can play, so the hand would have ended');
  }

  return {
    players,
    rng: state.rng as number[],
    options,
    hand,
    turn,
    leader,
    stacks,
    hands,
    boneyards,
    setAside,
    scores,
    results,
    openingDraws: rounds as OpeningDraw[],
    over,
  };
}
