import { makeTile, type SetupOptions } from '../../../src/core/index.js';
import {
  type BuildUpMove,
  type BuildUpOptions,
  type BuildUpState,
  buildUp,
  greedyBuildUpBot,
} from '../../../src/games/build-up/index.js';

/** One move of a recorded game: the state before, the move, the state after. */
export interface Step {
  readonly before: BuildUpState;
  readonly move: BuildUpMove;
  readonly after: BuildUpState;
}

/** Plays a whole game with the greedy bot (or the last legal move, to vary), recording every step. */
export function playGame(options: SetupOptions<BuildUpOptions>, pick: 'greedy' | 'last' = 'greedy'): Step[] {
  const bot = greedyBuildUpBot();
  let state = buildUp.setup(options);
  const steps: Step[] = [];
  while (!state.over) {
    const player = buildUp.activePlayers(state)[0]!;
    const legalMoves = buildUp.legalMoves(state, player);
    const move =
      pick === 'greedy' ? bot({ player, view: buildUp.view(state, player), legalMoves }) : legalMoves.at(-1)!;
    const after = buildUp.apply(state, move);
    steps.push({ before: state, move, after });
    state = after;
  }
  return steps;
}

/** A mutable JSON copy of a state, for tampering (any shape may be written into it). */
// biome-ignore lint/suspicious/noExplicitAny: tampering writes values of every type on purpose.
export function copy(state: BuildUpState): Record<string, any> {
  return JSON.parse(JSON.stringify(state));
}

export const t = makeTile;
