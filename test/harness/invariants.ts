/**
 * The shared invariant harness. Every game registers here (one test file per
 * game calls `describeInvariants`) and is driven through random games by
 * fast-check, so a failure prints the seed and path that replay it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BaseMove,
  type BaseState,
  createRng,
  type Game,
  type RngHolder,
  randomInt,
  replay,
  runLoop,
  type Seat,
  type SetupOptions,
} from '../../src/index.js';
import { checkOneGame } from '../../src/testing/check-game.js';
import { runs } from './effort.js';

export { nearMisses } from '../../src/testing/check-game.js';

/** What a game gives the harness. */
export interface HarnessConfig<S extends BaseState, M extends BaseMove, O extends object, V> {
  readonly game: Game<S, M, O, V>;
  /** Random options for setup (players and seed are added by the harness). */
  readonly options: fc.Arbitrary<Partial<O>>;
  /** Player counts to try (default: minPlayers..min(maxPlayers, 4)). */
  readonly players?: fc.Arbitrary<number>;
  /** Runs of the detailed per-step property (default 60; an eighth in `npm test`, see `effort.ts`). */
  readonly detailedRuns?: number;
  /** Runs of the whole-game property (default 500; a quarter in `npm test`). */
  readonly gameRuns?: number;
  /**
   * A state that differs from `state` only in what `seat` cannot see (e.g. other
   * hands shuffled among themselves, boneyard reordered), or `null` if there is
   * nothing hidden to change now. Used to prove views leak nothing.
   */
  readonly hide?: (state: S, seat: Seat | null, random: RngHolder) => S | null;
  /** The game's own invariants, checked after every move. Throw (or `expect`) on a breach. */
  readonly check?: (state: S) => void;
}

function pick<T>(random: RngHolder, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}

/** Registers the harness's properties for one game. */
export function describeInvariants<S extends BaseState, M extends BaseMove, O extends object, V>(
  config: HarnessConfig<S, M, O, V>,
): void {
  const { game } = config;
  const players = config.players ?? fc.integer({ min: game.minPlayers, max: Math.min(game.maxPlayers, 4) });
  const setupArb = fc
    .record({ seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), players, options: config.options })
    .map(({ seed, players: count, options }) => ({ ...options, seed, players: count }) as SetupOptions<O>);

  describe(`${game.name}: invariant harness`, () => {
    it('holds at every step of random games (turns, legality, immutability, JSON, views, near misses, hostile input)', () => {
      fc.assert(
        fc.property(setupArb, fc.integer(), (setup, choiceSeed) => {
          checkOneGame(game, setup, createRng(choiceSeed), {
            ...(config.hide ? { hide: config.hide } : {}),
            ...(config.check ? { check: config.check } : {}),
          });
        }),
        // The costliest property of the quick tier (every check at every step): an eighth of its runs there.
        { numRuns: runs(config.detailedRuns ?? 60, 8) },
      );
    });

    it('plays whole random games to a consistent end within the move bound, and replays them', () => {
      fc.assert(
        fc.property(setupArb, fc.integer(), (setup, choiceSeed) => {
          const random = { rng: createRng(choiceSeed) };
          const { state, moves } = runLoop(game, game.setup(setup), (turn) => pick(random, turn.legalMoves), {
            pickSeat: (active) => pick(random, active),
            onMove: (_move, next) => config.check?.(next),
          });
          const outcome = game.outcome(state);
          expect(outcome.over).toBe(true);
          expect(outcome.winners.length).toBeGreaterThan(0);
          expect(replay(game, setup, moves)).toEqual(state);
        }),
        { numRuns: runs(config.gameRuns ?? 500) },
      );
    });

    it('rejects bad setup options with an error naming the option', () => {
      expect(() => game.setup({ seed: 1, players: game.minPlayers - 1 } as SetupOptions<O>)).toThrow(
        /players/,
      );
      expect(() => game.setup({ seed: 1, players: game.maxPlayers + 1 } as SetupOptions<O>)).toThrow(
        /players/,
      );
      expect(() => game.setup({ seed: 1, noSuchOption: 1 } as unknown as SetupOptions<O>)).toThrow(
        /noSuchOption/,
      );
      expect(() => game.setup({ seed: 1.5 } as SetupOptions<O>)).toThrow(/seed/);
      expect(() => game.setup({} as SetupOptions<O>)).toThrow(/seed/);
    });

    it('gives the same game for the same seed and a different one for another seed', () => {
      expect(game.setup({ seed: 'same' } as SetupOptions<O>)).toEqual(
        game.setup({ seed: 'same' } as SetupOptions<O>),
      );
      expect(game.setup({ seed: 1 } as SetupOptions<O>)).not.toEqual(
        game.setup({ seed: 2 } as SetupOptions<O>),
      );
    });
  });
}
