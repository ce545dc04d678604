/**
 * `shanghai.parseState`: checks an untrusted Shanghai state (already copied
 * into plain JSON by `readJson`) and names the path of the first bad value.
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
import { doubleSet } from '../../core/tiles.js';
import { MAX_SHANGHAI_HAND } from './rules.js';
import { checkShanghaiChain } from './solver.js';
import type { ShanghaiState } from './types.js';

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

/** Seats among `candidates` with the highest `points` (as the flow picks leaders). */
function best(candidates: readonly Seat[], points: readonly number[]): Seat[] {
  const top = Math.max(...candidates.map((seat) => points[seat]!));
  return candidates.filter((seat) => points[seat] === top);
}

/** Who played a round, who led it, whether it was a tie-breaker: as the flow decides from the earlier results. */
interface RoundPlan {
  readonly leader: Seat;
  readonly contenders: readonly Seat[];
  readonly tieBreaker: boolean;
  readonly playing: readonly boolean[];
}

/**
 * Checks an untrusted Shanghai state and returns it typed (`defineGame` then
 * checks the options' values, asks the rules about it and freezes it). Besides
 * shape, ranges, the generator and tile conservation (one double-six set per
 * seat, each tile once), it checks the game's invariants: every laid chain
 * answers its roll; no hand holds more than the deal (`options.handSize`, at
 * most {@link MAX_SHANGHAI_HAND}), and each hand holds exactly the deal minus
 * the tiles its seat laid plus the tiles drawn (one per chain of a finished
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
  const state = object(input, '', STATE_KEYS);
  const players = int(state.players, 'players', 2, 8);
  rngState(state.rng, 'rng');
  const options = object(state.options, 'options', OPTION_KEYS);
  int(options.target, 'options.target', 1, 10_000);
  const handSize = int(options.handSize, 'options.handSize', 1, MAX_SHANGHAI_HAND);
  const tieOption = text(options.tieBreaker, 'options.tieBreaker', ['tied', 'everyone']);
  const maxRounds = int(options.maxRounds, 'options.maxRounds', 1, 10_000);
  const maxIdleTurns = int(options.maxIdleTurns, 'options.maxIdleTurns', 1, 10_000);
  const target = options.target as number;
  const tiles = 28 * players;

  const round = int(state.round, 'round', 1, maxRounds);
  const tieBreaker = bool(state.tieBreaker, 'tieBreaker');
  const contenders = seats(state.contenders, 'contenders', players, 1);
  const playing = array(state.playing, 'playing', { length: players }).map((value, i) =>
    bool(value, `playing[${i}]`),
  );
  const leader = int(state.leader, 'leader', 0, players - 1);
  const turn = int(state.turn, 'turn', 0, players - 1);
  array(state.dice, 'dice', { length: 2 }).forEach((die, i) => {
    int(die, `dice[${i}]`, 1, 6);
  });
  const chainsThisTurn = int(state.chainsThisTurn, 'chainsThisTurn', 0, tiles);
  const idleTurns = int(state.idleTurns, 'idleTurns', 0, maxIdleTurns);
  const over = bool(state.over, 'over');

  // Tiles: hands (never above the deal: this bounds legalMoves), boneyard, laid chains.
  const found: { id: string; path: string }[] = [];
  const hands = array(state.hands, 'hands', { length: players }).map((hand, seat) =>
    tileList(hand, `hands[${seat}]`, { maxPip: 6, sets: players, max: handSize, found }),
  );
  tileList(state.boneyard, 'boneyard', { maxPip: 6, sets: players, max: tiles, found });
  const laidBySeat = array(state.chains, 'chains', { length: players }).map((list, seat) => {
    const chains = array(list, `chains[${seat}]`, { max: tiles });
    let laid = 0;
    chains.forEach((value, c) => {
      const path = `chains[${seat}][${c}]`;
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
      laid += links.length;
    });
    return { chains: chains.length, laid };
  });
  conserveTiles(
    found,
    Array.from({ length: players }, (_, set) => doubleSet(6, set).map((tile) => tile.id)).flat(),
  );

  // Results: each round scores laid − in hand.
  const results = array(state.results, 'results', { max: maxRounds }).map((value, i) => {
    const path = `results[${i}]`;
    const result = object(value, path, RESULT_KEYS);
    int(result.round, `${path}.round`, i + 1, i + 1);
    const laid = perSeat(result.laid, `${path}.laid`, players, 0, tiles);
    const inHand = perSeat(result.inHand, `${path}.inHand`, players, 0, handSize);
    const scores = perSeat(result.scores, `${path}.scores`, players, -handSize, tiles);
    scores.forEach((points, seat) => {
      if (points !== laid[seat]! - inHand[seat]!)
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
  const scores = perSeat(state.scores, 'scores', players, -handSize * maxRounds, tiles * maxRounds);
  const winners = seats(state.winners, 'winners', players, 0);

  // Replay the match's flow from the results (state.ts, endRound).
  const everyone = Array.from({ length: players }, (_, seat) => seat);
  const plan = (lead: Seat, who: readonly Seat[], tie: boolean): RoundPlan => ({
    leader: lead,
    contenders: who,
    tieBreaker: tie,
    playing: everyone.map((seat) => !tie || tieOption === 'everyone' || who.includes(seat)),
  });
  const plans: RoundPlan[] = [plan(0, everyone, false)];
  const totals = new Array<number>(players).fill(0);
  let finished: Seat[] | null = null;
  results.forEach((result, i) => {
    const path = `results[${i}]`;
    if (finished) invalid('bad-result', path, 'the match was already over');
    const now = plans[i]!;
    if (result.tieBreaker !== now.tieBreaker) {
      invalid(
        'bad-result',
        `${path}.tieBreaker`,
        `round ${i + 1} ${now.tieBreaker ? 'was' : 'was not'} a tie-breaker`,
      );
    }
    everyone.forEach((seat) => {
      if (!now.playing[seat] && (result.laid[seat] !== 0 || result.inHand[seat] !== 0)) {
        invalid('bad-result', `${path}.laid[${seat}]`, 'a seat out of a tie-breaker lays and holds nothing');
      }
    });
    const number = i + 1;
    let leaders: Seat[];
    if (now.tieBreaker) leaders = best(now.contenders, result.scores);
    else {
      result.scores.forEach((points, seat) => {
        totals[seat]! += points;
      });
      leaders = best(everyone, totals);
      if (totals[leaders[0]!]! < target) {
        if (number >= maxRounds) finished = leaders;
        else plans.push(plan((now.leader + 1) % players, everyone, false));
        return;
      }
    }
    if (leaders.length === 1 || number >= maxRounds) {
      finished = leaders;
      return;
    }
    let lead = (now.leader + 1) % players;
    while (tieOption === 'tied' && !leaders.includes(lead)) lead = (lead + 1) % players;
    plans.push(plan(lead, leaders, true));
  });
  totals.forEach((sum, seat) => {
    if (scores[seat] !== sum)
      invalid('bad-score', `scores[${seat}]`, `must be ${sum}, the sum of the rounds' scores`);
  });
  const done = finished as Seat[] | null;
  if (over !== (done !== null)) {
    invalid('bad-over', 'over', done ? 'the results end the match' : 'the results do not end the match');
  }
  if (round !== (done ? results.length : results.length + 1)) {
    invalid(
      'bad-round',
      'round',
      `must be ${done ? results.length : results.length + 1} after ${results.length} results`,
    );
  }
  if (!same(winners, done ?? [])) {
    invalid(
      'bad-winners',
      'winners',
      done ? `must be ${done.join(', ')}` : 'nobody has won before the match is over',
    );
  }
  const now = plans[round - 1]!;
  if (tieBreaker !== now.tieBreaker)
    invalid('bad-round', 'tieBreaker', `round ${round} ${now.tieBreaker ? 'is' : 'is not'} a tie-breaker`);
  if (!same(contenders, now.contenders))
    invalid('bad-round', 'contenders', `must be ${now.contenders.join(', ')}`);
  playing.forEach((plays, seat) => {
    if (plays !== now.playing[seat]) invalid('bad-round', `playing[${seat}]`, `must be ${now.playing[seat]}`);
  });
  if (leader !== now.leader) invalid('bad-round', 'leader', `seat ${now.leader} leads round ${round}`);
  if (!playing[turn]) invalid('bad-turn', 'turn', `seat ${turn} does not play this round`);
  if (chainsThisTurn > laidBySeat[turn]!.chains) {
    invalid(
      'bad-turn',
      'chainsThisTurn',
      `seat ${turn} has laid only ${laidBySeat[turn]!.chains} chains this round`,
    );
  }
  if (!over && idleTurns >= maxIdleTurns)
    invalid('bad-turn', 'idleTurns', `the round ends at ${maxIdleTurns} idle turns`);

  // Hands: the deal, minus the tiles laid, plus one tile per chain of a finished turn.
  const last = over ? results[results.length - 1]! : null;
  hands.forEach((hand, seat) => {
    const path = `hands[${seat}]`;
    const { chains, laid } = laidBySeat[seat]!;
    if (!playing[seat]) {
      if (hand.length > 0) invalid('bad-hand', path, 'a seat out of a tie-breaker holds nothing');
      if (chains > 0) invalid('bad-hand', `chains[${seat}]`, 'a seat out of a tie-breaker lays nothing');
      return;
    }
    const expected = handSize - laid + chains - (seat === turn ? chainsThisTurn : 0);
    if (last && seat === turn && last.ended === 'boneyard') {
      // The round ended on this seat's draw: it took what was left, fewer than owed.
      if (
        hand.length < expected ||
        hand.length >= expected + chainsThisTurn ||
        (state.boneyard as unknown[]).length > 0
      ) {
        invalid('bad-hand', path, 'the last draw takes the whole boneyard, fewer tiles than owed');
      }
    } else if (hand.length !== expected) {
      invalid('bad-hand', path, `must hold ${expected} tiles (deal ${handSize} − laid ${laid} + drawn)`);
    }
    if (last && (last.laid[seat] !== laid || last.inHand[seat] !== hand.length)) {
      invalid(
        'bad-result',
        `results[${results.length - 1}].laid[${seat}]`,
        'the last round scores the hands and chains left',
      );
    }
  });
  if (last && last.ended === 'idle' && (chainsThisTurn !== 0 || idleTurns !== maxIdleTurns)) {
    invalid('bad-turn', 'idleTurns', `an idle end comes after ${maxIdleTurns} turns without a chain`);
  }
  return state as unknown as ShanghaiState;
}
