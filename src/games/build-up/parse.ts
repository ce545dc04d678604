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
  checkList,
  conserveTiles,
  int,
  invalid,
  type JsonValue,
  object,
  tileAt,
} from '../../core/parse.js';
import { doubleSet } from '../../core/tiles.js';
import { canCover } from './can-cover.js';
import { BUILD_UP_STATE, MAX_DRAW_ROUNDS, STACKS_PER_PLAYER, TILES_FOR_HANDS } from './shape.js';
import { anyoneCanPlay, drawLeaders, handScores, leadAfter } from './state.js';
import type { BuildUpOptions, BuildUpState, HandResult, OpeningDraw } from './types.js';

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Where each tile was read (its id and path), for {@link everySeatsSetIsThereOnce}. */
type Found = { id: string; path: string }[];

/** What the checks have read so far: each check names the part it needs. */
type Read = BuildUpState & {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Readonly<Record<string, unknown>>;
  readonly found: Found;
  /** The seat the opening draw chose to lead the first hand. */
  readonly first: Seat;
};

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

/** As many results as finished hands (one more or one fewer: `over` is wrong, not the results). */
function oneResultPerFinishedHand(
  list: readonly unknown[],
  _path: string,
  { over, hand }: Pick<Read, 'over' | 'hand'>,
): void {
  const finished = over ? hand + 1 : hand;
  if (list.length !== finished) {
    if (list.length === (over ? hand : hand + 1)) {
      invalid('inconsistent', 'over', `${list.length} hands are scored in hand ${hand + 1} (over: ${over})`);
    }
    invalid('bad-length', 'results', `must hold ${finished} results`);
  }
}

/** One result per finished hand, each consistent in itself as soon as it is read. */
const RESULTS = /* @__PURE__ */ (() =>
  BUILD_UP_STATE.shape.results
    .whole(oneResultPerFinishedHand)
    .each((result, h, { options }: Pick<Read, 'options'>) => {
      aHandIsEmptiedExactlyWhenNothingIsLeft(result, h);
      setAsideHandsScoreNoLessThanZero(result, h, options);
    }))();

function resultsAreOnePerFinishedHand(
  read: Pick<Read, 'state' | 'options' | 'over' | 'hand'>,
): Pick<Read, 'results'> {
  return { results: RESULTS.read(read.state.results, 'results', read) };
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

function scoresAreTheSumOfTheHands({ scores, results }: Pick<Read, 'scores' | 'results'>): void {
  scores.forEach((score, seat) => {
    if (score !== sum(results.map((result) => result.scores[seat]!))) {
      invalid('inconsistent', `scores[${seat}]`, 'must be the sum of the hand scores');
    }
  });
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
export const BUILD_UP_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<Pick<Read, 'input'>>()
    .and(BUILD_UP_STATE.keys())
    .and(BUILD_UP_STATE.fields('players'))
    .and(BUILD_UP_STATE.fields('rng'))
    .and(BUILD_UP_STATE.fields('options'))
    .and(BUILD_UP_STATE.fields('over', 'hand', 'turn', 'leader'))
    .and(BUILD_UP_STATE.fields('stacks'))
    .and(BUILD_UP_STATE.fields('hands', 'boneyards', 'setAside'))
    .and(everySeatsSetIsThereOnce)
    .and(stacksFollowTheBuildingRules)
    .and(boneyardsFollowTheSchedule)
    .and(handsHoldNoMoreThanTheDeal)
    .and(theGameEndsAfterTheLastHand)
    .and(resultsAreOnePerFinishedHand)
    .and(setAsideIsTheUnplayedTiles)
    .and(BUILD_UP_STATE.fields('scores'))
    .and(scoresAreTheSumOfTheHands)
    .and(stacksScoreAsTheRulesSay)
    .and(theOpeningDrawChoseOneSeat)
    .and(leadersFollowRuling3)
    .and(theHandInProgressCanGoOn))();

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
  return BUILD_UP_STATE.from(BUILD_UP_STATE_CHECKS.run({ input }));
}
