/**
 * `shanghai.parseState`: checks an untrusted Shanghai state (already copied
 * into plain JSON by `readJson`) and names the path of the first bad value.
 * It runs {@link SHANGHAI_STATE_CHECKS}, a list of small checks each named
 * for what it holds; the match's flow is replayed with the rules' own
 * helpers (`roundScore`, `afterRound`, `playingSeats`), not re-derived.
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
import { MAX_SHANGHAI_HAND } from './rules.js';
import { checkShanghaiChain } from './solver.js';
import { afterRound, playingSeats, type RoundStart, roundScore } from './state.js';
import type { ShanghaiOptions, ShanghaiState } from './types.js';

const STATE_KEYS = [
  'players',
  'rng',
  'options',
  'round',
  'tieBreaker',
  'contenders',
  'playing',
  'leader',
  'turn',
  'dice',
  'chainsThisTurn',
  'idleTurns',
  'hands',
  'boneyard',
  'chains',
  'scores',
  'results',
  'winners',
  'over',
] as const;
const OPTION_KEYS = ['target', 'handSize', 'tieBreaker', 'maxRounds', 'maxIdleTurns'] as const;
const RESULT_KEYS = ['round', 'tieBreaker', 'laid', 'inHand', 'scores', 'ended'] as const;

/** Seats in increasing order, each once. */
function seats(value: unknown, path: string, players: number, min: number): Seat[] {
  const list = array(value, path, { min, max: players }).map((seat, i) =>
    int(seat, `${path}[${i}]`, 0, players - 1),
  );
  list.forEach((seat, i) => {
    if (i > 0 && seat <= list[i - 1]!)
      invalid('bad-seats', `${path}[${i}]`, 'seats are listed once each, in increasing order');
  });
  return list;
}

/** Whole numbers, one per seat. */
function perSeat(value: unknown, path: string, players: number, min: number, max: number): number[] {
  return array(value, path, { length: players }).map((n, i) => int(n, `${path}[${i}]`, min, max));
}

const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Who played a round, who led it, whether it was a tie-breaker: as the flow decides from the earlier results. */
interface RoundPlan extends RoundStart {
  readonly playing: readonly boolean[];
}

/** One round's result, read. */
interface Result {
  readonly tieBreaker: boolean;
  readonly laid: readonly number[];
  readonly inHand: readonly number[];
  readonly scores: readonly number[];
  readonly ended: string;
}

/** What the checks have read so far: each check names the part it needs. */
interface Read {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Record<string, unknown>;
  readonly players: number;
  readonly options: ShanghaiOptions;
  /** Tiles in all: 28 a seat. */
  readonly tiles: number;
  readonly round: number;
  readonly tieBreaker: boolean;
  readonly contenders: Seat[];
  readonly playing: boolean[];
  readonly leader: Seat;
  readonly turn: Seat;
  readonly chainsThisTurn: number;
  readonly idleTurns: number;
  readonly over: boolean;
  /** Where each tile was read, for the conservation check. */
  readonly found: { id: string; path: string }[];
  readonly hands: Tile[][];
  /** Each seat's chains laid this round, and the tiles in them. */
  readonly laidBySeat: { chains: number; laid: number }[];
  readonly results: Result[];
  readonly scores: number[];
  readonly winners: Seat[];
  /** The rounds as the flow starts them from the results, one more than the results unless the match is over. */
  readonly plans: RoundPlan[];
  /** The totals the results add up to. */
  readonly totals: number[];
  /** The winners the results end the match with, or `null`. */
  readonly done: Seat[] | null;
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

function optionsAreInRange({
  state,
  players,
}: Pick<Read, 'state' | 'players'>): Pick<Read, 'options' | 'tiles'> {
  const record = object(state.options, 'options', OPTION_KEYS);
  const options: ShanghaiOptions = {
    target: int(record.target, 'options.target', 1, 10_000),
    handSize: int(record.handSize, 'options.handSize', 1, MAX_SHANGHAI_HAND),
    tieBreaker: text(record.tieBreaker, 'options.tieBreaker', [
      'tied',
      'everyone',
    ]) as ShanghaiOptions['tieBreaker'],
    maxRounds: int(record.maxRounds, 'options.maxRounds', 1, 10_000),
    maxIdleTurns: int(record.maxIdleTurns, 'options.maxIdleTurns', 1, 10_000),
  };
  return { options, tiles: 28 * players };
}

function roundFieldsAreInRange({
  state,
  players,
  options,
}: Pick<Read, 'state' | 'players' | 'options'>): Pick<
  Read,
  'round' | 'tieBreaker' | 'contenders' | 'playing' | 'leader'
> {
  const round = int(state.round, 'round', 1, options.maxRounds);
  const tieBreaker = bool(state.tieBreaker, 'tieBreaker');
  const contenders = seats(state.contenders, 'contenders', players, 1);
  const playing = array(state.playing, 'playing', { length: players }).map((value, i) =>
    bool(value, `playing[${i}]`),
  );
  return { round, tieBreaker, contenders, playing, leader: int(state.leader, 'leader', 0, players - 1) };
}

function turnFieldsAreInRange({
  state,
  players,
  options,
  tiles,
}: Pick<Read, 'state' | 'players' | 'options' | 'tiles'>): Pick<
  Read,
  'turn' | 'chainsThisTurn' | 'idleTurns' | 'over'
> {
  const turn = int(state.turn, 'turn', 0, players - 1);
  array(state.dice, 'dice', { length: 2 }).forEach((die, i) => {
    int(die, `dice[${i}]`, 1, 6);
  });
  const chainsThisTurn = int(state.chainsThisTurn, 'chainsThisTurn', 0, tiles);
  const idleTurns = int(state.idleTurns, 'idleTurns', 0, options.maxIdleTurns);
  return { turn, chainsThisTurn, idleTurns, over: bool(state.over, 'over') };
}

/** Hands never hold more than the deal (this bounds legalMoves); then the boneyard. */
function handsAndBoneyardAreTiles({
  state,
  players,
  options,
  tiles,
}: Pick<Read, 'state' | 'players' | 'options' | 'tiles'>): Pick<Read, 'hands' | 'found'> {
  const found: { id: string; path: string }[] = [];
  const hands = array(state.hands, 'hands', { length: players }).map((hand, seat) =>
    tileList(hand, `hands[${seat}]`, { maxPip: 6, sets: players, max: options.handSize, found }),
  );
  tileList(state.boneyard, 'boneyard', { maxPip: 6, sets: players, max: tiles, found });
  return { hands, found };
}

/** One laid chain read at `path`, its tiles noted in `found`: it must answer its roll. Returns its length. */
function chainAnswersItsRoll(
  value: unknown,
  path: string,
  { players, tiles, found }: Pick<Read, 'players' | 'tiles' | 'found'>,
): number {
  const chain = object(value, path, ['dice', 'links']);
  const dice = array(chain.dice, `${path}.dice`, { length: 2 }).map((die, i) =>
    int(die, `${path}.dice[${i}]`, 1, 6),
  );
  const links = array(chain.links, `${path}.links`, { min: 1, max: tiles }).map((link, i) => {
    const linkPath = `${path}.links[${i}]`;
    const record = object(link, linkPath, ['tile', 'left', 'right']);
    const tile = tileAt(record.tile, `${linkPath}.tile`, 6, players);
    found.push({ id: tile.id, path: `${linkPath}.tile` });
    const left = int(record.left, `${linkPath}.left`, 0, 6);
    const right = int(record.right, `${linkPath}.right`, 0, 6);
    return { tile, left, right };
  });
  const violation = checkShanghaiChain(links, dice);
  if (violation)
    invalid('bad-chain', path, `not a chain for its roll (${violation.code}): ${violation.message}`);
  return links.length;
}

function everyChainAnswersItsRoll(
  read: Pick<Read, 'state' | 'players' | 'tiles' | 'found'>,
): Pick<Read, 'laidBySeat'> {
  const laidBySeat = array(read.state.chains, 'chains', { length: read.players }).map((list, seat) => {
    const chains = array(list, `chains[${seat}]`, { max: read.tiles });
    let laid = 0;
    chains.forEach((value, c) => {
      laid += chainAnswersItsRoll(value, `chains[${seat}][${c}]`, read);
    });
    return { chains: chains.length, laid };
  });
  return { laidBySeat };
}

/** One double-six set per seat, each tile once (hands, boneyard, chains). */
function everySeatsSetIsThereOnce({ found, players }: Pick<Read, 'found' | 'players'>): void {
  conserveTiles(
    found,
    Array.from({ length: players }, (_, set) => doubleSet(6, set).map((tile) => tile.id)).flat(),
  );
}

/** Each round's result scores every seat as the rules do (`roundScore`: laid − in hand). */
function eachRoundScoresLaidLessInHand({
  state,
  players,
  options,
  tiles,
}: Pick<Read, 'state' | 'players' | 'options' | 'tiles'>): Pick<Read, 'results'> {
  const { handSize, maxRounds } = options;
  const results = array(state.results, 'results', { max: maxRounds }).map((value, i): Result => {
    const path = `results[${i}]`;
    const result = object(value, path, RESULT_KEYS);
    int(result.round, `${path}.round`, i + 1, i + 1);
    const laid = perSeat(result.laid, `${path}.laid`, players, 0, tiles);
    const inHand = perSeat(result.inHand, `${path}.inHand`, players, 0, handSize);
    const scores = perSeat(result.scores, `${path}.scores`, players, -handSize, tiles);
    scores.forEach((points, seat) => {
      if (points !== roundScore(laid[seat]!, inHand[seat]!))
        invalid('bad-score', `${path}.scores[${seat}]`, 'must be laid − in hand');
    });
    return {
      tieBreaker: bool(result.tieBreaker, `${path}.tieBreaker`),
      laid,
      inHand,
      scores,
      ended: text(result.ended, `${path}.ended`, ['boneyard', 'idle']),
    };
  });
  return { results };
}

function scoresAndWinnersAreInRange({
  state,
  players,
  options,
  tiles,
}: Pick<Read, 'state' | 'players' | 'options' | 'tiles'>): Pick<Read, 'scores' | 'winners'> {
  const { handSize, maxRounds } = options;
  const scores = perSeat(state.scores, 'scores', players, -handSize * maxRounds, tiles * maxRounds);
  return { scores, winners: seats(state.winners, 'winners', players, 0) };
}

/** A result is for the round the flow started: a tie-breaker or not, seats out of it laying and holding nothing. */
function resultIsForTheRoundPlanned(result: Result, i: number, now: RoundPlan): void {
  const path = `results[${i}]`;
  if (result.tieBreaker !== now.tieBreaker) {
    invalid(
      'bad-result',
      `${path}.tieBreaker`,
      `round ${i + 1} ${now.tieBreaker ? 'was' : 'was not'} a tie-breaker`,
    );
  }
  now.playing.forEach((plays, seat) => {
    if (!plays && (result.laid[seat] !== 0 || result.inHand[seat] !== 0)) {
      invalid('bad-result', `${path}.laid[${seat}]`, 'a seat out of a tie-breaker lays and holds nothing');
    }
  });
}

/**
 * The results follow the match's flow (state.ts, `endRound`): replayed from
 * the first round with the rules' `afterRound`, each result is for the
 * round the flow started, and none comes after the match ended.
 */
function theResultsFollowTheMatchFlow({
  players,
  options,
  results,
}: Pick<Read, 'players' | 'options' | 'results'>): Pick<Read, 'plans' | 'totals' | 'done'> {
  const plan = (start: RoundStart): RoundPlan => ({
    ...start,
    playing: playingSeats(players, start.contenders, start.tieBreaker, options.tieBreaker),
  });
  const everyone = Array.from({ length: players }, (_, seat) => seat);
  const plans: RoundPlan[] = [plan({ leader: 0, contenders: everyone, tieBreaker: false })];
  const totals = new Array<number>(players).fill(0);
  let done: Seat[] | null = null;
  results.forEach((result, i) => {
    if (done) invalid('bad-result', `results[${i}]`, 'the match was already over');
    resultIsForTheRoundPlanned(result, i, plans[i]!);
    if (!plans[i]!.tieBreaker) {
      result.scores.forEach((points, seat) => {
        totals[seat]! += points;
      });
    }
    const after = afterRound(plans[i]!, i + 1, result.scores, totals, options);
    if ('winners' in after) done = after.winners;
    else plans.push(plan(after.next));
  });
  return { plans, totals, done };
}

function scoresAreTheSumOfTheRounds({ scores, totals }: Pick<Read, 'scores' | 'totals'>): void {
  totals.forEach((sum, seat) => {
    if (scores[seat] !== sum)
      invalid('bad-score', `scores[${seat}]`, `must be ${sum}, the sum of the rounds' scores`);
  });
}

function overExactlyWhenTheResultsEndTheMatch({ over, done }: Pick<Read, 'over' | 'done'>): void {
  if (over !== (done !== null)) {
    invalid('bad-over', 'over', done ? 'the results end the match' : 'the results do not end the match');
  }
}

function roundFollowsTheResults({ round, done, results }: Pick<Read, 'round' | 'done' | 'results'>): void {
  const expected = done ? results.length : results.length + 1;
  if (round !== expected)
    invalid('bad-round', 'round', `must be ${expected} after ${results.length} results`);
}

function winnersAreWhomTheResultsMake({ winners, done }: Pick<Read, 'winners' | 'done'>): void {
  if (!same(winners, done ?? [])) {
    invalid(
      'bad-winners',
      'winners',
      done ? `must be ${done.join(', ')}` : 'nobody has won before the match is over',
    );
  }
}

/** This round is as the flow starts it: a tie-breaker or not, its contenders, who plays, who leads. */
function theRoundIsAsTheFlowStartsIt(
  read: Pick<Read, 'round' | 'plans' | 'tieBreaker' | 'contenders' | 'playing' | 'leader'>,
): void {
  const { round, tieBreaker, contenders, playing, leader } = read;
  const now = read.plans[round - 1]!;
  if (tieBreaker !== now.tieBreaker)
    invalid('bad-round', 'tieBreaker', `round ${round} ${now.tieBreaker ? 'is' : 'is not'} a tie-breaker`);
  if (!same(contenders, now.contenders))
    invalid('bad-round', 'contenders', `must be ${now.contenders.join(', ')}`);
  playing.forEach((plays, seat) => {
    if (plays !== now.playing[seat]) invalid('bad-round', `playing[${seat}]`, `must be ${now.playing[seat]}`);
  });
  if (leader !== now.leader) invalid('bad-round', 'leader', `seat ${now.leader} leads round ${round}`);
}

/** The seat to move plays this round, has laid the chains its turn counts, and the round has not gone idle. */
function theTurnFitsTheRound(
  read: Pick<Read, 'playing' | 'turn' | 'chainsThisTurn' | 'laidBySeat' | 'over' | 'idleTurns' | 'options'>,
): void {
  const { playing, turn, chainsThisTurn, laidBySeat, over, idleTurns, options } = read;
  if (!playing[turn]) invalid('bad-turn', 'turn', `seat ${turn} does not play this round`);
  if (chainsThisTurn > laidBySeat[turn]!.chains) {
    invalid(
      'bad-turn',
      'chainsThisTurn',
      `seat ${turn} has laid only ${laidBySeat[turn]!.chains} chains this round`,
    );
  }
  if (!over && idleTurns >= options.maxIdleTurns)
    invalid('bad-turn', 'idleTurns', `the round ends at ${options.maxIdleTurns} idle turns`);
}

type HandsRead = Pick<
  Read,
  'state' | 'hands' | 'laidBySeat' | 'playing' | 'turn' | 'chainsThisTurn' | 'over' | 'results' | 'options'
>;

/** The result of the round that ended the match, or `null` while it goes on. */
const lastResult = ({ over, results }: Pick<Read, 'over' | 'results'>): Result | null =>
  over ? results[results.length - 1]! : null;

/** A seat's hand is the deal, minus the tiles it laid, plus one tile per chain of a finished turn (a seat out of a tie-breaker holds and lays nothing). */
function handIsTheDealLessLaidPlusDrawn(seat: Seat, read: HandsRead): void {
  const { hands, laidBySeat, playing, turn, chainsThisTurn } = read;
  const { handSize } = read.options;
  const path = `hands[${seat}]`;
  const hand = hands[seat]!;
  const { chains, laid } = laidBySeat[seat]!;
  if (!playing[seat]) {
    if (hand.length > 0) invalid('bad-hand', path, 'a seat out of a tie-breaker holds nothing');
    if (chains > 0) invalid('bad-hand', `chains[${seat}]`, 'a seat out of a tie-breaker lays nothing');
    return;
  }
  const expected = handSize - laid + chains - (seat === turn ? chainsThisTurn : 0);
  if (seat === turn && lastResult(read)?.ended === 'boneyard') {
    // The round ended on this seat's draw: it took what was left, fewer than owed.
    if (
      hand.length < expected ||
      hand.length >= expected + chainsThisTurn ||
      (read.state.boneyard as unknown[]).length > 0
    ) {
      invalid('bad-hand', path, 'the last draw takes the whole boneyard, fewer tiles than owed');
    }
  } else if (hand.length !== expected) {
    invalid('bad-hand', path, `must hold ${expected} tiles (deal ${handSize} − laid ${laid} + drawn)`);
  }
}

/** The round that ended the match scores the hands and chains as they were left. */
function theLastRoundScoresWhatWasLeft(seat: Seat, read: HandsRead): void {
  const last = lastResult(read);
  if (!read.playing[seat] || !last) return;
  if (last.laid[seat] !== read.laidBySeat[seat]!.laid || last.inHand[seat] !== read.hands[seat]!.length) {
    invalid(
      'bad-result',
      `results[${read.results.length - 1}].laid[${seat}]`,
      'the last round scores the hands and chains left',
    );
  }
}

/** Each seat's hand, in seat order: as the flow deals, lays and draws, and as the last round scored it. */
function handsHoldTheDealLessLaidPlusDrawn(read: HandsRead): void {
  read.hands.forEach((_, seat) => {
    handIsTheDealLessLaidPlusDrawn(seat, read);
    theLastRoundScoresWhatWasLeft(seat, read);
  });
}

function anIdleEndComesAfterMaxIdleTurns(
  read: Pick<Read, 'over' | 'results' | 'chainsThisTurn' | 'idleTurns' | 'options'>,
): void {
  const { chainsThisTurn, idleTurns } = read;
  const { maxIdleTurns } = read.options;
  if (lastResult(read)?.ended === 'idle' && (chainsThisTurn !== 0 || idleTurns !== maxIdleTurns)) {
    invalid('bad-turn', 'idleTurns', `an idle end comes after ${maxIdleTurns} turns without a chain`);
  }
}

/**
 * Shanghai's state checks, in the order `parseShanghaiState` runs them (the
 * first to fail names the error).
 *
 * @example
 * ```ts
 * SHANGHAI_STATE_CHECKS.checks.map((check) => check.name); // ['everyKeyIsThere', 'playersAreTwoToEight', …]
 * ```
 */
export const SHANGHAI_STATE_CHECKS = /* @__PURE__ */ checkList<Pick<Read, 'input'>>()
  .and(everyKeyIsThere)
  .and(playersAreTwoToEight)
  .and(rngIsAGeneratorState)
  .and(optionsAreInRange)
  .and(roundFieldsAreInRange)
  .and(turnFieldsAreInRange)
  .and(handsAndBoneyardAreTiles)
  .and(everyChainAnswersItsRoll)
  .and(everySeatsSetIsThereOnce)
  .and(eachRoundScoresLaidLessInHand)
  .and(scoresAndWinnersAreInRange)
  .and(theResultsFollowTheMatchFlow)
  .and(scoresAreTheSumOfTheRounds)
  .and(overExactlyWhenTheResultsEndTheMatch)
  .and(roundFollowsTheResults)
  .and(winnersAreWhomTheResultsMake)
  .and(theRoundIsAsTheFlowStartsIt)
  .and(theTurnFitsTheRound)
  .and(handsHoldTheDealLessLaidPlusDrawn)
  .and(anIdleEndComesAfterMaxIdleTurns);

/**
 * Checks an untrusted Shanghai state and returns it typed (`defineGame` then
 * checks the options' values, asks the rules about it and freezes it). Besides
 * shape, ranges, the generator and tile conservation (one double-six set per
 * seat, each tile once), it checks the game's invariants
 * ({@link SHANGHAI_STATE_CHECKS}, in order): every laid chain answers its
 * roll; no hand holds more than the deal (`options.handSize`, at most
 * {@link MAX_SHANGHAI_HAND}), and each hand holds exactly the deal minus the
 * tiles its seat laid plus the tiles drawn (one per chain of a finished
 * turn); seats out of a tie-breaker hold and lay nothing; every round result
 * scores laid − in hand; the totals add up; and replaying the match's flow
 * from the results gives this round's number, leader, tie-breaker,
 * contenders, and `over` with its winners.
 *
 * @example
 * ```ts
 * const state = shanghai.parseState(JSON.parse(stored)); // throws InvalidStateError naming the bad path
 * ```
 */
export function parseShanghaiState(input: JsonValue): ShanghaiState {
  return SHANGHAI_STATE_CHECKS.run({ input }).state as unknown as ShanghaiState;
}
