/**
 * The shared search bot: determinized Monte Carlo search with common samples
 * and sequential halving over the game's own ranked candidate moves. It sees
 * only its seat's view; each round samples a full state consistent with that
 * view (`game.sample`) and plays every candidate still in out on its own copy,
 * on the fast path.
 *
 * @module
 */
import type { Bot, BotTurn } from './bots.js';
import { BoneyardError, IllegalMoveError, InvalidOptionError } from './errors.js';
import type { BaseMove, BaseState, Game, Outcome, Seat } from './game.js';
import { createRng, type RngHolder, randomInt, type Seed, shuffle } from './random.js';

/**
 * The most iterations per decision, and the longest think per decision in
 * milliseconds, that {@link searchBot} accepts: a budget names how hard to
 * think, it must not let a caller stall a server.
 *
 * @example
 * ```ts
 * searchBot(buildUp, { seed: 1, iterations: SEARCH_LIMITS.iterations }); // the most it takes
 * ```
 */
export const SEARCH_LIMITS = {
  /** The largest `iterations` option accepted (the default is 200 play-outs a decision). */
  iterations: 100_000,
  /** The largest `thinkMs` time budget accepted. */
  thinkMs: 60_000,
} as const;

/**
 * Options of {@link searchBot}.
 *
 * @example
 * ```ts
 * searchBot(buildUp, { seed: 1, iterations: 300, thinkMs: 100 }); // a bot: 300 play-outs or 100 ms a move, whichever ends first
 * ```
 */
export interface SearchBotOptions {
  /** Seed of the bot's own generator: with an `iterations` budget alone, the same seed and turns give the same moves. */
  readonly seed: Seed;
  /**
   * Play-outs per decision (one per open candidate per sampled state), from 1
   * to {@link SEARCH_LIMITS}`.iterations`; at least one round is played. Default
   * 200, or the limit when only `thinkMs` is given.
   */
  readonly iterations?: number;
  /**
   * A time budget per decision in milliseconds (above 0, at most
   * {@link SEARCH_LIMITS}`.thinkMs`), split evenly over the search's phases:
   * it stops after the first round (one play-out per open candidate) that
   * ends past it, or at `iterations`, whichever comes first, so a decision
   * takes about `thinkMs` plus one round. Not reproducible across machines;
   * forced moves (one legal move) take no time at all.
   */
  readonly thinkMs?: number;
}

/**
 * A search bot's options for a game: its play-out policy, its candidate
 * moves and where play-outs may stop early.
 *
 * @example
 * ```ts
 * const options: SearchBotGameOptions<BuildUpState, BuildUpMove, BuildUpView> = {
 *   seed: 1,
 *   iterations: 300,
 *   rollout: greedyBuildUpBot(),
 * };
 * ```
 */
export interface SearchBotGameOptions<S, M, V> extends SearchBotOptions {
  /**
   * The policy that plays every seat in the play-outs (it is given each seat's
   * view of the sampled state), e.g. the game's greedy bot. Default: uniform random.
   */
  readonly rollout?: Bot<M, V>;
  /**
   * A faster play-out policy that reads the sampled state itself (the bot's
   * own guess at the hidden information, never the real state) and must
   * return a legal move for `seat`: the play-outs then skip listing legal
   * moves and building views. It replaces `rollout` in play-outs only.
   */
  readonly statePolicy?: (state: S, seat: Seat) => M;
  /**
   * The moves worth searching at a turn, best first (e.g. from the game's own
   * ranking): any of the turn's `legalMoves` objects (others are ignored; an
   * empty answer means all of them). The search opens the first ones, as many
   * as its budget can play out about four times each (at least two), and the
   * first candidate is its default: another is played only if it beats it
   * clearly. Default: the `rollout` policy's choice first, then `legalMoves`
   * in order (with no `rollout` either, all of them in random order).
   */
  readonly candidates?: (turn: BotTurn<M, V>) => readonly M[];
  /**
   * Ends a play-out early when it returns true for the sampled state at the
   * decision (`from`) and the play-out's state (`to`), e.g. at the end of the
   * round in a match of several rounds; the state is then scored by its score
   * margin. Default: play-outs run to the end of the game.
   */
  readonly horizon?: (from: S, to: S) => boolean;
}

/**
 * Every seat's reward in [0, 1]: half its share of the win, half its score
 * margin over the best other seat scaled into [0, 1] (the margin tells good
 * moves apart long before the win does). A play-out cut short by the horizon
 * has no winner yet: the seat ahead counts as winning.
 */
function rewardsOf(outcome: Outcome, players: number): number[] {
  const rewards: number[] = [];
  const { scores, winners, over } = outcome;
  let top = -Infinity;
  let leaders = 0;
  for (const score of scores) {
    if (score > top) {
      top = score;
      leaders = 1;
    } else if (score === top) leaders++;
  }
  for (let seat = 0; seat < players; seat++) {
    const mine = scores[seat] ?? 0;
    let best = -Infinity;
    for (let other = 0; other < scores.length; other++) {
      if (other !== seat && scores[other]! > best) best = scores[other]!;
    }
    if (best === -Infinity) best = 0;
    const win = over ? (winners.includes(seat) ? 1 / winners.length : 0) : mine === top ? 1 / leaders : 0;
    const margin = (mine - best) / (Math.abs(mine) + Math.abs(best) + 1);
    rewards.push(win / 2 + (margin + 1) / 4);
  }
  return rewards;
}

/** How many standard errors a move must beat the first candidate by to be played instead. */
const CONFIDENCE = 1.5;
/** Play-outs the budget should afford each opened candidate in the first phase. */
const PLAYOUTS_PER_CANDIDATE = 4;

function checkOptions(options: SearchBotOptions): { iterations: number; thinkMs: number | undefined } {
  const { thinkMs } = options;
  if (
    thinkMs !== undefined &&
    !(typeof thinkMs === 'number' && thinkMs > 0 && thinkMs <= SEARCH_LIMITS.thinkMs)
  ) {
    throw new InvalidOptionError('thinkMs', `must be a number above 0 and at most ${SEARCH_LIMITS.thinkMs}`);
  }
  const iterations = options.iterations ?? (thinkMs === undefined ? 200 : SEARCH_LIMITS.iterations);
  if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > SEARCH_LIMITS.iterations) {
    throw new InvalidOptionError(
      'iterations',
      `must be a whole number from 1 to ${SEARCH_LIMITS.iterations}`,
    );
  }
  return { iterations, thinkMs };
}

/**
 * A bot that searches from its own view only (it never receives the real
 * state): determinized Monte Carlo search with common samples and
 * sequential halving over the game's ranked candidate moves. The search
 * opens the best-ranked `candidates` (as many as the budget can try a few
 * times each, at least two) and runs in phases: each round samples one state
 * consistent with the view and plays every candidate still in on its own
 * copy of that sample (common samples make the moves comparable after few
 * rounds); after each phase the worse half of the candidates drops out. Play-
 * outs use the `rollout` policy (or random moves) up to the end or the
 * `horizon`; the reward mixes the seat's share of the win with its final
 * score margin. The candidate with the best average is played if it beats
 * the first candidate (the game's own choice, e.g. the greedy move) by at
 * least 1.5 standard errors of their paired differences; otherwise the first
 * candidate is (the best of many noisy averages flatters its move).
 *
 * The game must provide `sample`. Budget: `iterations` play-outs per
 * decision, or `thinkMs` milliseconds (split evenly over the phases), or both
 * (whichever ends first); a single legal move (or candidate) is played at
 * once. With `iterations` alone it is deterministic for a seed.
 *
 * @throws {@link BoneyardError} `no-sampler` when the game has no `sample`; the bot it returns throws `no-legal-moves` when offered no move.
 * @example
 * ```ts
 * const bot = searchBot(buildUp, { seed: 1, iterations: 300, rollout: greedyBuildUpBot() });
 * const quick = searchBot(buildUp, { seed: 1, thinkMs: 100, rollout: greedyBuildUpBot() });
 * playOut(buildUp, { seed: 7 }, [bot, quick]);
 * ```
 */
export function searchBot<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  options: SearchBotGameOptions<S, M, V>,
): Bot<M, V> {
  const sample = game.sample;
  if (!sample) throw new BoneyardError('no-sampler', `${game.name} cannot sample hidden information.`);
  const { iterations, thinkMs } = checkOptions(options);
  const random: RngHolder = { rng: createRng(options.seed) };
  const { rollout: policy, candidates, horizon, statePolicy } = options;

  /** The moves worth searching at a turn, best first. */
  const ranked = (turn: BotTurn<M, V>): readonly M[] => {
    const { legalMoves } = turn;
    if (candidates) {
      const legal = new Set<M>(legalMoves);
      const seen = new Set<M>();
      const listed = candidates(turn).filter((move) => legal.has(move) && !seen.has(move) && seen.add(move));
      if (listed.length > 0) return listed;
      return legalMoves;
    }
    // No ranking at all: open a random few.
    if (!policy) return shuffle(random, [...legalMoves]);
    const first = policy(turn);
    const index = legalMoves.indexOf(first);
    return index <= 0 ? legalMoves : [first, ...legalMoves.filter((_, i) => i !== index)];
  };

  /** Plays `state` out (in place) with the policy, up to the end or the horizon. */
  const playOut = (from: S, state: S): void => {
    const limit = game.moveBound(state);
    for (let moves = 0; moves < limit; moves++) {
      const active = game.activePlayers(state);
      if (active.length === 0 || horizon?.(from, state)) return;
      const seat = active[0]!;
      if (statePolicy) {
        game.fast.applyTrusted(state, statePolicy(state, seat));
        continue;
      }
      const legalMoves = game.legalMoves(state, seat);
      const move =
        legalMoves.length === 1
          ? legalMoves[0]!
          : policy
            ? policy({ player: seat, legalMoves, view: game.view(state, seat) })
            : legalMoves[randomInt(random, 0, legalMoves.length - 1)]!;
      game.fast.applyTrusted(state, move);
    }
  };

  return (turn: BotTurn<M, V>): M => {
    const { legalMoves, view, player } = turn;
    if (legalMoves.length === 0) throw new BoneyardError('no-legal-moves', 'The bot was offered no move.');
    if (legalMoves.length === 1) return legalMoves[0] as M;
    const all = ranked(turn);
    if (all.length === 1) return all[0] as M;
    const started = performance.now();
    // Open as many candidates as the budget can try about four times each (at least two).
    let alive = all.slice(
      0,
      Math.max(2, Math.min(all.length, Math.floor(iterations / PLAYOUTS_PER_CANDIDATE))),
    );
    const first = alive[0] as M;
    const phases = Math.max(1, Math.ceil(Math.log2(alive.length)));
    // Per move: reward sum, and the sums of its per-round difference from the first candidate (and squared).
    const totals = new Map<M, number>();
    const diffs = new Map<M, number>();
    const squares = new Map<M, number>();
    const rounds = new Map<M, number>();
    const rewards = new Map<M, number>();
    let spent = 0;
    for (let phase = 0; phase < phases; phase++) {
      // This phase's share of what is left of the budget: iterations, and time.
      const share = Math.floor((iterations - spent) / (phases - phase));
      const phaseRounds = Math.max(1, Math.floor(share / alive.length));
      const phaseEnd = thinkMs === undefined ? Infinity : started + (thinkMs * (phase + 1)) / phases;
      for (let r = 0; r < phaseRounds && spent < iterations; r++) {
        const from = sample(view, player, random);
        for (const move of alive) {
          const state = game.fast.clone(from);
          let reward = 0;
          try {
            game.fast.apply(state, move);
            playOut(from, state);
            reward = rewardsOf(game.outcome(state), from.players)[player] ?? 0;
          } catch (error) {
            if (!(error instanceof IllegalMoveError)) throw error;
            // The sample disagrees with the view (a sampler bug): score the move as a loss rather than crash.
          }
          rewards.set(move, reward);
          totals.set(move, (totals.get(move) ?? 0) + reward);
        }
        const base = rewards.get(first)!;
        for (const move of alive) {
          const d = rewards.get(move)! - base;
          diffs.set(move, (diffs.get(move) ?? 0) + d);
          squares.set(move, (squares.get(move) ?? 0) + d * d);
          rounds.set(move, (rounds.get(move) ?? 0) + 1);
        }
        spent += alive.length;
        if (performance.now() >= phaseEnd) break;
      }
      if (spent >= iterations || (thinkMs !== undefined && performance.now() >= started + thinkMs)) break;
      if (phase < phases - 1) {
        // The better half stays in, and the first candidate always (every other move is measured against it).
        const kept = new Set(
          [...alive]
            .sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0))
            .slice(0, Math.max(2, Math.ceil(alive.length / 2))),
        );
        kept.add(first);
        alive = alive.filter((move) => kept.has(move));
      }
    }
    // The best average, but only if it beats the first candidate clearly: its mean paired difference at
    // least 1.5 standard errors above zero (the first candidate, usually the policy's own choice, is the
    // default; the most of many noisy averages flatters its move).
    let choice = first;
    for (const move of alive) if ((totals.get(move) ?? 0) > (totals.get(choice) ?? 0)) choice = move;
    // With no ranking (no policy, no candidates) the first candidate is no better a default than any.
    if (choice !== first && (policy || candidates)) {
      const n = rounds.get(choice) ?? 0;
      const mean = (diffs.get(choice) ?? 0) / n;
      const variance =
        n > 1 ? Math.max(0, ((squares.get(choice) ?? 0) / n - mean * mean) * (n / (n - 1))) : Infinity;
      if (!(mean > CONFIDENCE * Math.sqrt(variance / n))) choice = first;
    }
    return choice;
  };
}
