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
import { checkList, conserveTiles, invalid, type JsonValue } from '../../core/parse.js';
import { doubleSet } from '../../core/tiles.js';
import { SHANGHAI_STATE } from './shape.js';
import { checkShanghaiChain } from './solver.js';
import { afterRound, playingSeats, type RoundStart, roundScore } from './state.js';
import type { ShanghaiRoundResult, ShanghaiState } from './types.js';

const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Who played a round, who led it, whether it was a tie-breaker: as the flow decides from the earlier results. */
interface RoundPlan extends RoundStart {
  readonly playing: readonly boolean[];
}

/** One round's result, read. */
type Result = ShanghaiRoundResult;

/** What the checks have read so far: each check names the part it needs. */
type Read = ShanghaiState & {
  /** The state as plain JSON, unchecked. */
  readonly input: JsonValue;
  /** The state's top-level values, its keys checked. */
  readonly state: Readonly<Record<string, unknown>>;
  /** Where each tile was read, for the conservation check. */
  readonly found: { id: string; path: string }[];
  /** Each seat's chains laid this round, and the tiles in them. */
  readonly laidBySeat: { chains: number; laid: number }[];
  /** The rounds as the flow starts them from the results, one more than the results unless the match is over. */
  readonly plans: RoundPlan[];
  /** The totals the results add up to. */
  readonly totals: number[];
  /** The winners the results end the match with, or `null`. */
  readonly done: Seat[] | null;
};

/** A laid chain answers its roll (as soon as its links are read, before the next chain). */
function chainAnswersItsRoll(
  chain: Pick<ShanghaiState['chains'][number][number], 'dice' | 'links'>,
  path: string,
): void {
  const violation = checkShanghaiChain(chain.links, chain.dice);
  if (violation)
    invalid('bad-chain', path, `not a chain for its roll (${violation.code}): ${violation.message}`);
}

const CHAINS = /* @__PURE__ */ (() =>
  SHANGHAI_STATE.shape.chains.items((seat) =>
    seat.items((chain) => chain.after('links', chainAnswersItsRoll)),
  ))();

function everyChainAnswersItsRoll(
  read: Pick<Read, 'state' | 'players' | 'found'>,
): Pick<Read, 'chains' | 'laidBySeat'> {
  const chains = CHAINS.read(read.state.chains, 'chains', read);
  const laidBySeat = chains.map((list) => {
    let laid = 0;
    for (const chain of list) laid += chain.links.length;
    return { chains: list.length, laid };
  });
  return { chains, laidBySeat };
}

/** One double-six set per seat, each tile once (hands, boneyard, chains). */
function everySeatsSetIsThereOnce({ found, players }: Pick<Read, 'found' | 'players'>): void {
  conserveTiles(
    found,
    Array.from({ length: players }, (_, set) => doubleSet(6, set).map((tile) => tile.id)).flat(),
  );
}

/** Each round's result scores every seat as the rules do (`roundScore`: laid − in hand), checked once its scores are read. */
function roundScoresLaidLessInHand(result: Pick<Result, 'laid' | 'inHand' | 'scores'>, path: string): void {
  result.scores.forEach((points, seat) => {
    if (points !== roundScore(result.laid[seat]!, result.inHand[seat]!))
      invalid('bad-score', `${path}.scores[${seat}]`, 'must be laid − in hand');
  });
}

const RESULTS = /* @__PURE__ */ (() =>
  SHANGHAI_STATE.shape.results.items((result) => result.after('scores', roundScoresLaidLessInHand)))();

function eachRoundScoresLaidLessInHand(
  read: Pick<Read, 'state' | 'players' | 'options'>,
): Pick<Read, 'results'> {
  return { results: RESULTS.read(read.state.results, 'results', read) };
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
export const SHANGHAI_STATE_CHECKS = /* @__PURE__ */ (() =>
  checkList<Pick<Read, 'input'>>()
    .and(SHANGHAI_STATE.keys())
    .and(SHANGHAI_STATE.fields('players'))
    .and(SHANGHAI_STATE.fields('rng'))
    .and(SHANGHAI_STATE.fields('options'))
    .and(SHANGHAI_STATE.fields('round', 'tieBreaker', 'contenders', 'playing', 'leader'))
    .and(SHANGHAI_STATE.fields('turn', 'dice', 'chainsThisTurn', 'idleTurns', 'over'))
    .and(SHANGHAI_STATE.fields('hands', 'boneyard'))
    .and(everyChainAnswersItsRoll)
    .and(everySeatsSetIsThereOnce)
    .and(eachRoundScoresLaidLessInHand)
    .and(SHANGHAI_STATE.fields('scores', 'winners'))
    .and(theResultsFollowTheMatchFlow)
    .and(scoresAreTheSumOfTheRounds)
    .and(overExactlyWhenTheResultsEndTheMatch)
    .and(roundFollowsTheResults)
    .and(winnersAreWhomTheResultsMake)
    .and(theRoundIsAsTheFlowStartsIt)
    .and(theTurnFitsTheRound)
    .and(handsHoldTheDealLessLaidPlusDrawn)
    .and(anIdleEndComesAfterMaxIdleTurns))();

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
  return SHANGHAI_STATE.from(SHANGHAI_STATE_CHECKS.run({ input }));
}
