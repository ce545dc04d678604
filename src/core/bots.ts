/**
 * Bots and play-outs. A bot is handed only what its seat may know (its
 * `view` and its legal moves), never the full state.
 *
 * @module
 */
import { BoneyardError } from './errors.js';
import type { BaseMove, BaseState, Game, Outcome, Seat, SetupOptions } from './game.js';
import { runLoop } from './play.js';
import { createRng, randomInt, type Seed } from './random.js';

/**
 * What a bot is told when asked to move.
 *
 * @example
 * ```ts
 * const turn: BotTurn<BuildUpMove, BuildUpView> = {
 *   player: 0,
 *   view: buildUp.view(state, 0),
 *   legalMoves: buildUp.legalMoves(state, 0),
 * };
 * ```
 */
export interface BotTurn<M, V> {
  /** The seat the bot is choosing a move for. */
  readonly player: Seat;
  /** `game.view(state, player)`: what this seat may see. */
  readonly view: V;
  /** `game.legalMoves(state, player)`: never empty when a bot is asked. */
  readonly legalMoves: readonly M[];
}

/**
 * A bot picks one of the legal moves it is offered.
 *
 * @example
 * ```ts
 * const firstMove: Bot<BuildUpMove, BuildUpView> = ({ legalMoves }) => legalMoves[0]!;
 * playOut(buildUp, { seed: 1 }, firstMove).outcome.over; // true
 * ```
 */
export type Bot<M = BaseMove, V = unknown> = (turn: BotTurn<M, V>) => M;

/**
 * A bot that plays any game: it needs nothing game-specific (e.g. {@link randomBot}).
 *
 * @example
 * ```ts
 * playOut(shanghai, { seed: 1 }, randomBot(1)).outcome.over; // true: randomBot(1) is an AnyBot, for any game
 * ```
 */
export type AnyBot = <M>(turn: BotTurn<M, unknown>) => M;

/**
 * A bot that picks uniformly among the legal moves, from its own seeded
 * generator: the same seed and the same turns give the same choices.
 *
 * @example
 * ```ts
 * const bot = randomBot(7);
 * const move = bot({ player: 0, view, legalMoves });
 * ```
 */
export function randomBot(seed: Seed): AnyBot {
  const holder = { rng: createRng(seed) };
  return <M>(turn: BotTurn<M, unknown>): M => {
    if (turn.legalMoves.length === 0)
      throw new BoneyardError('no-legal-moves', 'The bot was offered no move.');
    return turn.legalMoves[randomInt(holder, 0, turn.legalMoves.length - 1)] as M;
  };
}

/**
 * Options of {@link playOut}.
 *
 * @example
 * ```ts
 * playOut(buildUp, { seed: 1 }, randomBot(1), { maxMoves: 10, onMove: (move) => console.log(move) });
 * ```
 */
export interface PlayOutOptions {
  /** Stop after this many moves even if the game is not over (default: the game's `moveBound`). */
  readonly maxMoves?: number;
  /** Called after every move, e.g. to print it. */
  readonly onMove?: (move: BaseMove, state: unknown) => void;
}

/**
 * The result of {@link playOut}: the final state, every move in order (replayable), the outcome.
 *
 * @example
 * ```ts
 * const { state, moves, outcome }: PlayOutResult<BuildUpState, BuildUpMove> = playOut(buildUp, { seed: 1 }, randomBot(1));
 * ```
 */
export interface PlayOutResult<S, M> {
  /** The final state, once the game is over. */
  readonly state: S;
  /** Every move played, in order, from setup to the end. */
  readonly moves: readonly M[];
  /** The final state's outcome: scores and winners. */
  readonly outcome: Outcome;
}

/**
 * Plays a game from setup to its end with bots: one bot for every seat, or
 * one per seat. When several seats are active at once, they are asked in seat
 * order, each from its own view.
 *
 * @returns The final state, every move played and the outcome.
 * @throws {@link BoneyardError} `move-bound` when the game passes its move bound, `no-bot` for a seat with no bot.
 * @example
 * ```ts
 * const { outcome, moves } = playOut(buildUp, { seed: 1 }, randomBot(1));
 * ```
 */
export function playOut<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  setupOptions: SetupOptions<O>,
  bots: Bot<M, V> | AnyBot | readonly (Bot<M, V> | AnyBot)[],
  options: PlayOutOptions = {},
): PlayOutResult<S, M> {
  const { state, moves } = runLoop(
    game,
    game.setup(setupOptions),
    (turn) => {
      const bot = (Array.isArray(bots) ? bots[turn.player] : bots) as Bot<M, V> | undefined;
      if (!bot) throw new BoneyardError('no-bot', `No bot for seat ${turn.player}.`);
      return bot({ player: turn.player, view: turn.view(), legalMoves: turn.legalMoves });
    },
    { ...(options.maxMoves === undefined ? {} : { maxMoves: options.maxMoves }), onMove: options.onMove },
  );
  return { state, moves, outcome: game.outcome(state) };
}
