/**
 * The shared search bot: determinized Monte Carlo search with UCB1 at the
 * root. It sees only its seat's view; for each iteration it samples a full
 * state consistent with that view (`game.sample`), tries one of its legal
 * moves there, and plays the game out with random moves on the fast path.
 *
 * @module
 */
import type { Bot, BotTurn } from './bots.js';
import { BoneyardError, IllegalMoveError } from './errors.js';
import type { BaseMove, BaseState, Game, Outcome, Seat } from './game.js';
import { createRng, type RngHolder, randomInt, type Seed } from './random.js';

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
  /** Iterations (sample + move + play-out) per decision; default 200. */
  readonly iterations?: number;
  /** A time budget per decision instead, in milliseconds (not deterministic across machines). */
  readonly milliseconds?: number;
  /** UCB1 exploration constant; default √2. */
  readonly exploration?: number;
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
  limit: number,
  policy: Bot<M, V> | undefined,
): void {
  for (let steps = 0; steps < limit; steps++) {
    const active = game.activePlayers(state);
    if (active.length === 0) return;
    const player = active[0] as Seat;
    const legalMoves = game.legalMoves(state, player);
    const move = policy
      ? policy({ player, legalMoves, view: game.view(state, player) })
      : legalMoves[randomInt(random, 0, legalMoves.length - 1)];
    game.fast.applyTrusted(state, move as M);
  }
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
 * state): determinization ("perfect-information Monte Carlo") with UCB1 over
 * its legal moves and play-outs (random, or the policy given as `rollout`). The reward mixes the seat's share
 * of the win with its final score margin.
 *
 * The game must provide `sample`. Cost per decision: `iterations` play-outs.
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
  const c = options.exploration ?? Math.SQRT2;

  return (turn: BotTurn<M, V>): M => {
    const { legalMoves, view, player } = turn;
    if (legalMoves.length === 0) throw new BoneyardError('no-legal-moves', 'The bot was offered no move.');
    if (legalMoves.length === 1) return legalMoves[0] as M;
    const visits = new Array<number>(legalMoves.length).fill(0);
    const rewards = new Array<number>(legalMoves.length).fill(0);
    const deadline = options.milliseconds === undefined ? Infinity : performance.now() + options.milliseconds;
    let total = 0;
    for (let i = 0; options.milliseconds === undefined ? i < iterations : performance.now() < deadline; i++) {
      let pick = visits.indexOf(0);
      if (pick < 0) {
        let best = -Infinity;
        for (let m = 0; m < legalMoves.length; m++) {
          const score = rewards[m]! / visits[m]! + c * Math.sqrt(Math.log(total) / visits[m]!);
          if (score > best) {
            best = score;
            pick = m;
          }
        }
      }
      const state = sample(view, player, random);
      const limit = game.moveBound(state);
      try {
        game.fast.apply(state, legalMoves[pick]);
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
        // The sample disagrees with the view (a sampler bug); count it as a loss rather than crash.
        visits[pick]! += 1;
        total++;
        continue;
      }
      rollout(game, state, random, limit, options.rollout);
      const outcome = game.outcome(state);
      const reward = rewardOf(outcome, player);
      visits[pick]! += 1;
      rewards[pick]! += reward;
      total++;
    }
    let choice = 0;
    for (let m = 1; m < legalMoves.length; m++) {
      const better =
        visits[m]! > visits[choice]! ||
        (visits[m] === visits[choice] &&
          rewards[m]! / (visits[m] || 1) > rewards[choice]! / (visits[choice] || 1));
      if (better) choice = m;
    }
    return legalMoves[choice] as M;
  };
}
