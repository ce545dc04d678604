/**
 * The shared search bot: determinized ("perfect-information") Monte Carlo
 * search. It sees only its seat's view; each round it samples a full state
 * consistent with that view (`game.sample`), tries every legal move on a copy
 * of it, and plays each out on the fast path.
 *
 * @module
 */
import type { Bot, BotTurn } from './bots.js';
import { BoneyardError, IllegalMoveError, InvalidOptionError } from './errors.js';
import type { BaseMove, BaseState, Game, Outcome, Seat } from './game.js';
import { runLoop } from './play.js';
import { createRng, type RngHolder, randomInt, type Seed } from './random.js';

/**
 * The most play-outs per decision, and the longest think per decision in
 * milliseconds, that {@link searchBot} accepts: a budget names how hard to
 * think, it must not let a caller stall a server.
 *
 * @example
 * ```ts
 * searchBot(buildUp, { seed: 1, iterations: SEARCH_LIMITS.iterations }); // the most it takes
 * ```
 */
export const SEARCH_LIMITS = {
  /** The largest `iterations` option accepted (the default is 200). */
  iterations: 100_000,
  /** The largest `milliseconds` time budget accepted. */
  milliseconds: 60_000,
} as const;

/**
 * Options of {@link searchBot}.
 *
 * @example
 * ```ts
 * const options: SearchBotOptions = { seed: 1, iterations: 300 };
 * ```
 */
export interface SearchBotOptions {
  /** Seed of the bot's own generator: with an `iterations` budget, the same seed and turns give the same moves. */
  readonly seed: Seed;
  /** Play-outs per decision (default 200); at least one per legal move (one sampled state for every move). */
  readonly iterations?: number;
  /** A time budget per decision instead, in milliseconds (not deterministic across machines). */
  readonly milliseconds?: number;
}

/**
 * A search bot's options for a game: its play-out policy, if not uniform random.
 *
 * @example
 * ```ts
 * const options: SearchBotGameOptions<BuildUpMove, BuildUpView> = { seed: 1, iterations: 300, rollout: greedyBuildUpBot() };
 * ```
 */
export interface SearchBotGameOptions<M, V> extends SearchBotOptions {
  /**
   * The policy that plays every seat in the play-outs (it is given each seat's
   * view of the sampled state), e.g. the game's greedy bot. Default: uniform random.
   */
  readonly rollout?: Bot<M, V>;
}

function rollout<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  state: S,
  random: RngHolder,
  policy: Bot<M, V> | undefined,
): void {
  runLoop(
    game,
    state,
    (turn) =>
      policy
        ? policy({ player: turn.player, legalMoves: turn.legalMoves, view: turn.view() })
        : (turn.legalMoves[randomInt(random, 0, turn.legalMoves.length - 1)] as M),
    { path: 'trusted', maxMoves: game.moveBound(state) },
  );
}

/**
 * Half the seat's share of the win, half its score margin over the best other
 * seat scaled into [0, 1]: the margin tells good moves apart long before the
 * win does.
 */
function rewardOf(outcome: Outcome, player: Seat): number {
  const win = outcome.winners.includes(player) ? 1 / outcome.winners.length : 0;
  const mine = outcome.scores[player] ?? 0;
  let best = -Infinity;
  outcome.scores.forEach((score, seat) => {
    if (seat !== player && score > best) best = score;
  });
  const margin = (mine - best) / (Math.abs(mine) + Math.abs(best) + 1);
  return win / 2 + (margin + 1) / 4;
}

/**
 * A bot that searches from its own view only (it never receives the real
 * state): determinization ("perfect-information Monte Carlo"). Each round
 * samples one state consistent with the view and tries every legal move on
 * it, playing out with random moves or the policy given as `rollout`; the
 * move with the best average reward wins (the reward mixes the seat's share of
 * the win with its final score margin; ties go to the `rollout` policy's own
 * choice). Common samples make moves comparable after few rounds.
 *
 * The game must provide `sample`. Cost per decision: about `iterations`
 * play-outs, and at least one per legal move.
 *
 * @example
 * ```ts
 * const bot = searchBot(buildUp, { seed: 1, iterations: 300, rollout: greedyBuildUpBot() });
 * playOut(buildUp, { seed: 7 }, [bot, greedyBuildUpBot()]);
 * ```
 */
export function searchBot<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  options: SearchBotGameOptions<M, V>,
): Bot<M, V> {
  const sample = game.sample;
  if (!sample) throw new BoneyardError('no-sampler', `${game.name} cannot sample hidden information.`);
  const random = { rng: createRng(options.seed) };
  const iterations = options.iterations ?? 200;
  if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > SEARCH_LIMITS.iterations) {
    throw new InvalidOptionError(
      'iterations',
      `must be a whole number from 1 to ${SEARCH_LIMITS.iterations}`,
    );
  }
  const ms = options.milliseconds;
  if (ms !== undefined && !(typeof ms === 'number' && ms > 0 && ms <= SEARCH_LIMITS.milliseconds)) {
    throw new InvalidOptionError(
      'milliseconds',
      `must be a number above 0 and at most ${SEARCH_LIMITS.milliseconds}`,
    );
  }

  return (turn: BotTurn<M, V>): M => {
    const { legalMoves, view, player } = turn;
    if (legalMoves.length === 0) throw new BoneyardError('no-legal-moves', 'The bot was offered no move.');
    if (legalMoves.length === 1) return legalMoves[0] as M;
    const count = legalMoves.length;
    const rewards = new Array<number>(count).fill(0);
    const deadline = options.milliseconds === undefined ? Infinity : performance.now() + options.milliseconds;
    let playouts = 0;
    // One round: one sampled state, every legal move tried on a copy of it (common samples make the
    // moves' averages comparable with few rounds). At least one round, then as the budget allows.
    do {
      const sampled = sample(view, player, random);
      for (let m = 0; m < count; m++) {
        const state = game.fast.clone(sampled);
        try {
          game.fast.apply(state, legalMoves[m]);
        } catch (error) {
          if (!(error instanceof IllegalMoveError)) throw error;
          // The sample disagrees with the view (a sampler bug): score the move as a loss rather than crash.
          continue;
        }
        rollout(game, state, random, options.rollout);
        rewards[m]! += rewardOf(game.outcome(state), player);
      }
      playouts += count;
    } while (options.milliseconds === undefined ? playouts < iterations : performance.now() < deadline);
    // The best average; ties go to the play-out policy's own choice, else to the first listed.
    const preferred = options.rollout ? legalMoves.indexOf(options.rollout(turn)) : -1;
    let choice = preferred >= 0 ? preferred : 0;
    for (let m = 0; m < count; m++) if (rewards[m]! > rewards[choice]!) choice = m;
    return legalMoves[choice] as M;
  };
}
