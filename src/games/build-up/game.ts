import { defineGame } from '../../core/define-game.js';
import type { Game, Outcome, Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import type { Tile } from '../../core/tiles.js';
import { sampleBuildUp } from './bots.js';
import { canCover } from './can-cover.js';
import { advance, coversSome, lowestBars, settleStart } from './flow.js';
import { BUILD_UP_DEFAULTS, type BuildUpOptions, checkBuildUpOptions } from './options.js';
import { type BuildUpState, type HandResult, initBuildUp, type OpeningDraw } from './state.js';

/**
 * Put a tile from your hand on top of a stack. `tile` is the tile's id, e.g. `'0:3-5'`.
 *
 * @example
 * ```ts
 * const move: BuildUpPlay = { type: 'play', player: 0, tile: '0:3-5', stack: 4 };
 * ```
 */
export interface BuildUpPlay {
  readonly type: 'play';
  readonly player: Seat;
  readonly tile: string;
  readonly stack: number;
}

/**
 * Pass: allowed only when none of your tiles can cover any stack.
 *
 * @example
 * ```ts
 * const move: BuildUpPass = { type: 'pass', player: 1 };
 * ```
 */
export interface BuildUpPass {
  readonly type: 'pass';
  readonly player: Seat;
}

/**
 * A Build Up move.
 *
 * @example
 * ```ts
 * const moves: BuildUpMove[] = buildUp.legalMoves(state, 0);
 * ```
 */
export type BuildUpMove = BuildUpPlay | BuildUpPass;

/**
 * What one seat (or a spectator) may see of a Build Up game.
 *
 * @example
 * ```ts
 * const view: BuildUpView = buildUp.view(state, 0);
 * console.log(view.myHand, view.handSizes, view.stacks.map((stack) => stack.at(-1)));
 * ```
 */
export interface BuildUpView {
  readonly viewer: Seat | null;
  readonly players: number;
  readonly options: BuildUpOptions;
  readonly hand: number;
  readonly turn: Seat;
  readonly leader: Seat;
  readonly stacks: readonly (readonly Tile[])[];
  /** The viewer's own hand; empty for a spectator. */
  readonly myHand: readonly Tile[];
  readonly handSizes: readonly number[];
  readonly boneyardSizes: readonly number[];
  readonly setAside: readonly (readonly Tile[])[];
  readonly scores: readonly number[];
  readonly results: readonly HandResult[];
  readonly openingDraws: readonly OpeningDraw[];
  readonly over: boolean;
}

function findInHand(state: BuildUpState, player: Seat, id: string): Tile | undefined {
  return state.hands[player]!.find((tile) => tile.id === id);
}

function outcome(state: BuildUpState): Outcome {
  if (!state.over) return { over: false, scores: state.scores, winners: [] };
  return { over: true, scores: state.scores, winners: bestSeats(state.scores) };
}

/**
 * Build Up, by David Vander Ark: each player has a double-six set of their own
 * colour; tiles are stacked by pip-total rules (see {@link canCover}) and each
 * hand scores the pips of your colour on top of the stacks.
 *
 * Options: {@link BuildUpOptions}. Rules and rulings: `docs/rules/build-up.md`.
 *
 * @example
 * ```ts
 * import { buildUp } from 'boneyard/build-up';
 * let state = buildUp.setup({ seed: 42 });           // two players
 * const seat = buildUp.activePlayers(state)[0]!;
 * const moves = buildUp.legalMoves(state, seat);      // [{ type: 'play', player, tile: '0:2-5', stack: 3 }, …]
 * state = buildUp.apply(state, moves[0]!);
 * buildUp.view(state, 1);                             // seat 1 sees its own hand only
 * ```
 */
export const buildUp: Game<BuildUpState, BuildUpMove, BuildUpOptions, BuildUpView> = defineGame<
  BuildUpState,
  BuildUpMove,
  BuildUpOptions,
  BuildUpView
>({
  id: 'build-up',
  name: 'Build Up',
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 2,
  defaultOptions: BUILD_UP_DEFAULTS,
  checkOptions: checkBuildUpOptions,
  init(players, options, rng) {
    const state = initBuildUp(players, options, rng);
    settleStart(state);
    return state;
  },
  moves: {
    play: {
      fields: { tile: 'string', stack: 'int' },
      check(state, move) {
        const tile = findInHand(state, move.player, move.tile);
        if (!tile)
          return { code: 'tile-not-in-hand', message: `Seat ${move.player} holds no tile ${move.tile}.` };
        const stack = state.stacks[move.stack];
        if (!stack) {
          return { code: 'no-such-stack', message: `Stacks are numbered 0 to ${state.stacks.length - 1}.` };
        }
        if (!canCover(stack[stack.length - 1]!, tile)) {
          return {
            code: 'cannot-cover',
            message: `${move.tile} may not cover the top of stack ${move.stack} (rules 1–3: pip totals).`,
          };
        }
        return null;
      },
      reduce(draft, move) {
        const hand = draft.hands[move.player]!;
        const index = hand.findIndex((tile) => tile.id === move.tile);
        const [tile] = hand.splice(index, 1);
        draft.stacks[move.stack]!.push(tile!);
        advance(draft, move.player);
      },
    },
    pass: {
      fields: {},
      check(state, move) {
        const bars = lowestBars(state.stacks);
        const playable = state.hands[move.player]!.some((tile) => coversSome(bars, tile));
        return playable
          ? { code: 'must-play', message: 'A player who can play may not pass (rule 5).' }
          : null;
      },
      reduce(draft, move) {
        advance(draft, move.player);
      },
    },
  },
  activePlayers(state) {
    return state.over ? [] : [state.turn];
  },
  legalMoves(state, player) {
    const moves: BuildUpMove[] = [];
    const { stacks } = state;
    for (const tile of state.hands[player]!) {
      for (let index = 0; index < stacks.length; index++) {
        const stack = stacks[index]!;
        if (canCover(stack[stack.length - 1]!, tile))
          moves.push({ type: 'play', player, tile: tile.id, stack: index });
      }
    }
    return moves.length > 0 ? moves : [{ type: 'pass', player }];
  },
  view(state, viewer) {
    return {
      viewer,
      players: state.players,
      options: state.options,
      hand: state.hand,
      turn: state.turn,
      leader: state.leader,
      stacks: state.stacks,
      myHand: viewer === null ? [] : (state.hands[viewer] ?? []),
      handSizes: state.hands.map((hand) => hand.length),
      boneyardSizes: state.boneyards.map((boneyard) => boneyard.length),
      setAside: state.setAside,
      scores: state.scores,
      results: state.results,
      openingDraws: state.openingDraws,
      over: state.over,
    };
  },
  outcome,
  sample: sampleBuildUp,
  moveBound(state) {
    // Every move is a play or a pass; a pass never follows `players - 1` passes
    // in a row (the hand would have blocked), so each play is preceded by at
    // most `players - 1` passes, and each hand may end on a run of passes.
    const tiles = state.options.schedule.reduce((sum, n) => sum + n, 0);
    return state.players * tiles * state.players + state.players * state.options.schedule.length;
  },
});
