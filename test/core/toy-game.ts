/** A tiny game used to test the core contract on its own: Nim with a seeded first player. */
import {
  type BaseState,
  defineGame,
  type GameRules,
  InvalidOptionError,
  randomInt,
} from '../../src/index.js';

export interface NimState extends BaseState {
  readonly stones: number;
  readonly turn: number;
  readonly taken: readonly number[];
  readonly winner: number | null;
}
export type NimMove = { readonly type: 'take'; readonly player: number; readonly count: number };
export interface NimOptions {
  readonly stones: number;
  readonly maxTake: number;
}

/** Nim's rules, for tests that build a variant of the game. */
export const nimRules: GameRules<NimState, NimMove, NimOptions, { stones: number; turn: number }> = {
  id: 'nim',
  name: 'Nim',
  minPlayers: 2,
  maxPlayers: 3,
  defaultPlayers: 2,
  defaultOptions: { stones: 10, maxTake: 3 },
  codes: ['bad-count'] as const,
  checkOptions(options) {
    if (!Number.isSafeInteger(options.stones) || options.stones < 1) {
      throw new InvalidOptionError('stones', 'must be a positive whole number');
    }
  },
  init(players, options, rng) {
    const holder = { rng };
    const turn = randomInt(holder, 0, players - 1);
    return { players, rng: holder.rng, stones: options.stones, turn, taken: [], winner: null };
  },
  moves: {
    take: {
      fields: { count: 'int' },
      check(_state, move) {
        return move.count < 1 || move.count > 3 ? { code: 'bad-count', message: 'Take 1 to 3.' } : null;
      },
      reduce(draft, move) {
        draft.stones = Math.max(0, draft.stones - move.count);
        draft.taken.push(move.count);
        if (draft.stones === 0) draft.winner = move.player;
        else draft.turn = (draft.turn + 1) % draft.players;
      },
    },
  },
  activePlayers: (state) => (state.winner === null ? [state.turn] : []),
  legalMoves: (state, player) =>
    [1, 2, 3].filter((n) => n <= Math.max(1, state.stones)).map((count) => ({ type: 'take', player, count })),
  view: (state) => ({ stones: state.stones, turn: state.turn }),
  outcome: (state) => ({
    over: state.winner !== null,
    scores: Array.from({ length: state.players }, (_, seat) => (seat === state.winner ? 1 : 0)),
    winners: state.winner === null ? [] : [state.winner],
  }),
  moveBound: (state) => state.stones,
};

export const nim = defineGame(nimRules);
