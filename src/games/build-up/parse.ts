/**
 * Build Up's `parseState`: checks an untrusted state (shape, ranges, tiles,
 * the building rules, the flow of hands and scores) and names the path of the
 * first bad value. It runs {@link BUILD_UP_STATE_CHECKS}, a list of small
 * checks each named for what it holds; where a check needs a rule (what a
 * hand scores, who won the opening draw, who leads next, whether anyone can
 * play), it asks the rules' own helpers.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import {
  array,
  bool,
  checkList,
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
import { doubleSet, type Tile } from '../../core/tiles.js';
import { canCover } from './can-cover.js';
import { TILES_FOR_HANDS } from './options.js';
import { anyoneCanPlay, drawLeaders, handScores, leadAfter, STACKS_PER_PLAYER } from './state.js';
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

/** Where each tile was read (its id and path), for {@link everySeatsSetIsThereOnce}. */
type Found = { id: string; path: string }[];

/** What the checks have read so far: each check names the part it needs. */
interface Read {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Record<string, unknown>;
  readonly players: number;
  readonly options: BuildUpOptions;
  readonly over: boolean;
  readonly hand: number;
  readonly turn: Seat;
  readonly leader: Seat;
  readonly found: Found;
  readonly stacks: Tile[][];
  readonly hands: Tile[][];
  readonly boneyards: Tile[][];
  readonly setAside: Tile[][];
  readonly results: HandResult[];
  readonly scores: number[];
  readonly openingDraws: OpeningDraw[];
  /** The seat the opening draw chose to lead the first hand. */
  readonly first: Seat;
}

function everyKeyIsThere({ input }: Pick<Read, 'input'>): Pick<Read, 'state'> {
  return { state: object(input, '', STATE_KEYS) };
}

function playersAreTwoToEight({ state }: Pick<Read, 'state'>): Pick<Read, 'players'> {
  return { players: int(state.players, 'players', 2, 8) };
}

function rngIsAGeneratorState({ state }: Pick<Read, 'state'>): void {
  rngState(state.rng, 'rng');
}

function optionsAreValid({ state }: Pick<Read, 'state'>): Pick<Read, 'options'> {
  return { options: readOptions(state.options) };
}

function handTurnAndLeaderAreInRange({
  state,
  players,
  options,
}: Pick<Read, 'state' | 'players' | 'options'>): Pick<Read, 'over' | 'hand' | 'turn' | 'leader'> {
  return {
    over: bool(state.over, 'over'),
    hand: int(state.hand, 'hand', 0, options.schedule.length - 1),
    turn: int(state.turn, 'turn', 0, players - 1),
    leader: int(state.leader, 'leader', 0, players - 1),
  };
}

function stacksAreListsOfTiles({
  state,
  players,
}: Pick<Read, 'state' | 'players'>): Pick<Read, 'stacks' | 'found'> {
  const found: Found = [];
  const stacks = array(state.stacks, 'stacks', { length: STACKS_PER_PLAYER * players }).map((stack, s) =>
    readTiles(stack, `stacks[${s}]`, players, found, null, SET_SIZE * players),
  );
  return { stacks, found };
}

function seatsHoldOnlyTheirOwnColour({
  state,
  players,
  found,
}: Pick<Read, 'state' | 'players' | 'found'>): Pick<Read, 'hands' | 'boneyards' | 'setAside'> {
  const perSeat = (key: 'hands' | 'boneyards' | 'setAside') =>
    array(state[key], key, { length: players }).map((tiles, seat) =>
      readTiles(tiles, `${key}[${seat}]`, players, found, seat, SET_SIZE),
    );
  const hands = perSeat('hands');
  const boneyards = perSeat('boneyards');
  return { hands, boneyards, setAside: perSeat('setAside') };
}

function everySeatsSetIsThereOnce({ found, players }: Pick<Read, 'found' | 'players'>): void {
  conserveTiles(
    found,
    Array.from({ length: players }, (_, seat) => doubleSet(6, seat).map((tile) => tile.id)).flat(),
  );
}

/** The building rules (15–19, Ruling 4): six stacks per seat, each on its seat's tile, each tile covering the one below. */
function stacksFollowTheBuildingRules({ stacks, options }: Pick<Read, 'stacks' | 'options'>): void {
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
}

/** Boneyards hold what the schedule has not dealt yet (this also bounds the cost of legalMoves). */
function boneyardsFollowTheSchedule({
  boneyards,
  options,
  hand,
}: Pick<Read, 'boneyards' | 'options' | 'hand'>): void {
  let dealt = 0;
  for (let h = 0; h <= hand; h++) dealt += options.schedule[h]!;
  boneyards.forEach((boneyard, seat) => {
    if (boneyard.length !== TILES_FOR_HANDS - dealt) {
      invalid(
        'bad-length',
        `boneyards[${seat}]`,
        `holds ${TILES_FOR_HANDS - dealt} tiles once ${dealt} are dealt`,
      );
    }
  });
}

function handsHoldNoMoreThanTheDeal({
  hands,
  options,
  hand,
}: Pick<Read, 'hands' | 'options' | 'hand'>): void {
  const size = options.schedule[hand]!;
  hands.forEach((tiles, seat) => {
    if (tiles.length > size)
      invalid('bad-length', `hands[${seat}]`, `holds at most ${size} tiles in hand ${hand + 1}`);
  });
}

function theGameEndsAfterTheLastHand({ over, hand, options }: Pick<Read, 'over' | 'hand' | 'options'>): void {
  if (over && hand !== options.schedule.length - 1)
    invalid('inconsistent', 'over', 'the game ends only after the last hand');
}

/** One hand's result read at `results[h]`: scores, the tiles left unplayed (each seat's own), why it ended. */
function readResult(
  value: unknown,
  h: number,
  { players, options }: Pick<Read, 'players' | 'options'>,
): HandResult {
  const path = `results[${h}]`;
  const record = object(value, path, ['scores', 'unplayed', 'ended']);
  const scores = readScores(record.scores, `${path}.scores`, players);
  const unplayed = array(record.unplayed, `${path}.unplayed`, { length: players }).map((tiles, seat) =>
    readTiles(tiles, `${path}.unplayed[${seat}]`, players, null, seat, options.schedule[h]!),
  );
  const ended = text(record.ended, `${path}.ended`, ['emptied', 'blocked']) as HandResult['ended'];
  return { scores, unplayed, ended };
}

function aHandIsEmptiedExactlyWhenNothingIsLeft(result: HandResult, h: number): void {
  if ((result.ended === 'emptied') !== result.unplayed.every((tiles) => tiles.length === 0)) {
    invalid('inconsistent', `results[${h}].ended`, 'a hand is emptied exactly when no tile is left unplayed');
  }
}

function setAsideHandsScoreNoLessThanZero(result: HandResult, h: number, options: BuildUpOptions): void {
  if (options.unplayable !== 'set-aside') return;
  result.scores.forEach((score, seat) => {
    if (score < 0)
      invalid(
        'out-of-range',
        `results[${h}].scores[${seat}]`,
        'a hand scores no less than 0 when unplayed tiles are set aside',
      );
  });
}

/** One result per finished hand, each consistent in itself. */
function oneResultPerFinishedHand(
  read: Pick<Read, 'state' | 'players' | 'options' | 'over' | 'hand'>,
): Pick<Read, 'results'> {
  const { state, options, over, hand } = read;
  const finished = over ? hand + 1 : hand;
  const list = array(state.results, 'results', { max: options.schedule.length });
  if (list.length !== finished) {
    if (list.length === (over ? hand : hand + 1)) {
      invalid('inconsistent', 'over', `${list.length} hands are scored in hand ${hand + 1} (over: ${over})`);
    }
    invalid('bad-length', 'results', `must hold ${finished} results`);
  }
  const results = list.map((value, h) => {
    const result = readResult(value, h, read);
    aHandIsEmptiedExactlyWhenNothingIsLeft(result, h);
    setAsideHandsScoreNoLessThanZero(result, h, options);
    return result;
  });
  return { results };
}

function setAsideIsTheUnplayedTiles({ setAside, results }: Pick<Read, 'setAside' | 'results'>): void {
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
}

function scoresAreTheSumOfTheHands({
  state,
  players,
  results,
}: Pick<Read, 'state' | 'players' | 'results'>): Pick<Read, 'scores'> {
  const scores = readScores(state.scores, 'scores', players);
  scores.forEach((score, seat) => {
    if (score !== sum(results.map((result) => result.scores[seat]!))) {
      invalid('inconsistent', `scores[${seat}]`, 'must be the sum of the hand scores');
    }
  });
  return { scores };
}

/** The last hand of a finished game scored as the rules score a hand: the tops of the stacks as it ended. */
function stacksScoreAsTheRulesSay({
  over,
  players,
  stacks,
  results,
  options,
}: Pick<Read, 'over' | 'players' | 'stacks' | 'results' | 'options'>): void {
  if (!over) return;
  const last = results.length - 1;
  const scores = handScores(players, stacks, results[last]!.unplayed, options.unplayable);
  scores.forEach((points, seat) => {
    if (results[last]!.scores[seat] !== points) {
      invalid('inconsistent', `results[${last}].scores[${seat}]`, 'must score the tops of the stacks');
    }
  });
}

/** The opening draw (sentences 9–10, Ruling 1): each round drawn by the seats tied in the one before, until one is ahead. */
function theOpeningDrawChoseOneSeat({
  state,
  players,
}: Pick<Read, 'state' | 'players'>): Pick<Read, 'openingDraws' | 'first'> {
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
    const leaders = drawLeaders(draws);
    if (leaders.length === 1) first = leaders[0]!;
    else drawing = leaders;
  });
  if (first < 0) invalid('inconsistent', 'openingDraws', 'the last round must have one seat ahead');
  return { openingDraws: rounds as OpeningDraw[], first };
}

/** The first leader is the opening draw's; later leaders follow Ruling 3 (`leadAfter`). */
function leadersFollowRuling3({
  leader,
  first,
  hand,
  players,
  results,
  options,
}: Pick<Read, 'leader' | 'first' | 'hand' | 'players' | 'results' | 'options'>): void {
  let lead = first;
  const totals = new Array<number>(players).fill(0);
  for (let h = 0; h < hand; h++) {
    results[h]!.scores.forEach((points, seat) => {
      totals[seat]! += points;
    });
    lead = leadAfter(lead, totals, options.laterLead);
  }
  if (leader !== lead) invalid('inconsistent', 'leader', `seat ${lead} leads hand ${hand + 1}`);
}

/** Once the game is over every hand is empty; before, the seat to move holds tiles and somebody can play (else the hand would have ended). */
function theHandInProgressCanGoOn(read: Pick<Read, 'over' | 'hands' | 'turn' | 'stacks' | 'options'>): void {
  const { over, hands, turn } = read;
  if (over) {
    hands.forEach((tiles, seat) => {
      if (tiles.length > 0)
        invalid('inconsistent', `hands[${seat}]`, 'every hand is empty once the game is over');
    });
    return;
  }
  if (hands[turn]!.length === 0) invalid('inconsistent', 'turn', `seat ${turn} has no tiles to play`);
  if (!anyoneCanPlay(read)) invalid('inconsistent', 'hands', 'nobody can play, so the hand would have ended');
}

/**
 * Build Up's state checks, in the order `parseBuildUpState` runs them (the
 * first to fail names the error).
 *
 * @example
 * ```ts
 * BUILD_UP_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'playersAreTwoToEight', …]
 * ```
 */
export const BUILD_UP_STATE_CHECKS = /* @__PURE__ */ checkList<Pick<Read, 'input'>>()
  .and(everyKeyIsThere)
  .and(playersAreTwoToEight)
  .and(rngIsAGeneratorState)
  .and(optionsAreValid)
  .and(handTurnAndLeaderAreInRange)
  .and(stacksAreListsOfTiles)
  .and(seatsHoldOnlyTheirOwnColour)
  .and(everySeatsSetIsThereOnce)
  .and(stacksFollowTheBuildingRules)
  .and(boneyardsFollowTheSchedule)
  .and(handsHoldNoMoreThanTheDeal)
  .and(theGameEndsAfterTheLastHand)
  .and(oneResultPerFinishedHand)
  .and(setAsideIsTheUnplayedTiles)
  .and(scoresAreTheSumOfTheHands)
  .and(stacksScoreAsTheRulesSay)
  .and(theOpeningDrawChoseOneSeat)
  .and(leadersFollowRuling3)
  .and(theHandInProgressCanGoOn);

/**
 * Checks an untrusted Build Up state (already plain JSON) and returns it
 * typed, or throws `InvalidStateError` naming the first bad value. Checked
 * ({@link BUILD_UP_STATE_CHECKS}, in order): every key and type; players
 * 2–8; `rng`; the options; each seat's 28 tiles exactly once (stacks, hands,
 * boneyards, set-aside), ids matching pips, each seat holding only its own
 * colour; six stacks per seat with that seat's tile at the bottom, every
 * tile covering the one below (`canCover` with the state's options);
 * boneyard and hand sizes following the schedule; the results agreeing with
 * the set-aside tiles and adding up to the scores, the last one scoring the
 * stacks as the rules do; the opening draw and the leader of every hand;
 * `over`, `turn` and the playability of the hand in progress. Reached as
 * `buildUp.parseState`.
 *
 * @example
 * ```ts
 * const state = buildUp.parseState(JSON.parse(stored)); // frozen BuildUpState, or InvalidStateError
 * ```
 */
export function parseBuildUpState(input: JsonValue): BuildUpState {
  const read = BUILD_UP_STATE_CHECKS.run({ input });
  const { players, options, hand, turn, leader, stacks, hands, boneyards, setAside, scores } = read;
  const { results, openingDraws, over } = read;
  const rng = read.state.rng as number[];
  return {
    players,
    rng,
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
    openingDraws,
    over,
  };
}
