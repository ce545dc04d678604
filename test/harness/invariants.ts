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
  IllegalMoveError,
  type RngHolder,
  randomInt,
  replay,
  type Seat,
  type SetupOptions,
  searchBot,
} from '../../src/index.js';

/** What a game gives the harness. */
export interface HarnessConfig<S extends BaseState, M extends BaseMove, O, V> {
  readonly game: Game<S, M, O, V>;
  /** Random options for setup (players and seed are added by the harness). */
  readonly options: fc.Arbitrary<Partial<O>>;
  /** Player counts to try (default: minPlayers..min(maxPlayers, 4)). */
  readonly players?: fc.Arbitrary<number>;
  /** Runs of the detailed per-step property (default 60). */
  readonly detailedRuns?: number;
  /** Runs of the whole-game property (default 500). */
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

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(isDeepFrozen);
}

function snapshot(value: unknown): string {
  return JSON.stringify(value);
}

function pick<T>(random: RngHolder, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}

/** Broken and near-miss versions of a legal move. */
export function nearMisses(move: BaseMove, players: number, inactive: readonly Seat[]): unknown[] {
  const out: unknown[] = [
    null,
    undefined,
    42,
    'play',
    [],
    [move],
    {},
    { type: move.type },
    { ...move, type: 'no-such-move' },
    { ...move, player: -1 },
    { ...move, player: players },
    { ...move, player: 0.5 },
    { ...move, player: '0' },
    { ...move, extra: true },
    JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(move).slice(1)}`),
    Object.assign(Object.create({ inherited: true }), move),
    JSON.parse(JSON.stringify({ ...move, constructor: { prototype: { polluted: true } } })),
  ];
  for (const seat of inactive) out.push({ ...move, player: seat });
  for (const [key, value] of Object.entries(move)) {
    if (key === 'type' || key === 'player') continue;
    const { [key]: _omitted, ...without } = move as unknown as Record<string, unknown>;
    out.push(without);
    if (typeof value === 'number') {
      for (const bad of [-1, value + 1000, 0.5, Number.NaN, Infinity, String(value), null]) {
        out.push({ ...move, [key]: bad });
      }
    } else if (typeof value === 'string') {
      for (const bad of ['', 'no-such-thing', `${value}x`, 7, null]) out.push({ ...move, [key]: bad });
    } else if (typeof value === 'boolean') {
      out.push({ ...move, [key]: String(value) }, { ...move, [key]: 1 });
    } else if (Array.isArray(value)) {
      out.push({ ...move, [key]: 'x' }, { ...move, [key]: [...value, ...value] }, { ...move, [key]: [null] });
    }
  }
  return out;
}

function expectRefused<S extends BaseState, M extends BaseMove, O, V>(
  game: Game<S, M, O, V>,
  state: S,
  move: unknown,
  legal: readonly M[],
): void {
  const before = snapshot(state);
  const violation = game.validate(state, move);
  if (violation === null) {
    // A mutation can land on another legal move; then it must be one of the listed ones.
    expect(legal.map(snapshot)).toContain(snapshot(move));
    return;
  }
  expect(typeof violation.code).toBe('string');
  expect(violation.message.length).toBeGreaterThan(0);
  let thrown: unknown;
  try {
    game.apply(state, move);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(IllegalMoveError);
  expect((thrown as IllegalMoveError).code).toBe(violation.code);
  expect((thrown as IllegalMoveError).move).toBe(move);
  expect(snapshot(state)).toBe(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

/** Registers the harness's properties for one game. */
export function describeInvariants<S extends BaseState, M extends BaseMove, O, V>(
  config: HarnessConfig<S, M, O, V>,
): void {
  const { game } = config;
  const players = config.players ?? fc.integer({ min: game.minPlayers, max: Math.min(game.maxPlayers, 4) });
  const setupArb = fc
    .record({ seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), players, options: config.options })
    .map(({ seed, players: count, options }) => ({ ...options, seed, players: count }) as SetupOptions<O>);

  describe(`${game.name}: invariant harness`, () => {
    it('holds at every step of random games (turns, legality, immutability, JSON, views, near misses)', () => {
      fc.assert(
        fc.property(setupArb, fc.integer(), (setup, choiceSeed) => {
          const random = { rng: createRng(choiceSeed) };
          let state = game.setup(setup);
          const bound = game.moveBound(state);
          const moves: M[] = [];
          let peeked = false;
          expect(isDeepFrozen(state)).toBe(true);
          for (;;) {
            config.check?.(state);
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
            const active = game.activePlayers(state);
            const inactive: Seat[] = [];
            for (let seat = 0; seat < state.players; seat++) {
              const legal = game.legalMoves(state, seat);
              if (active.includes(seat)) expect(legal.length).toBeGreaterThan(0);
              else {
                expect(legal).toEqual([]);
                inactive.push(seat);
              }
            }
            if (config.hide) {
              for (const seat of [null, ...Array.from({ length: state.players }, (_, s) => s)]) {
                const twin = config.hide(state, seat, random);
                if (twin) expect(game.view(twin, seat)).toEqual(game.view(state, seat));
              }
            }
            if (game.sample) {
              // A determinization looks, from that seat, exactly like the real state, and obeys the rules.
              const seat = pick(
                random,
                Array.from({ length: state.players }, (_, s) => s),
              );
              const view = game.view(state, seat);
              const viewBefore = snapshot(view);
              const sampled = game.sample(view, seat, random);
              expect(snapshot(view)).toBe(viewBefore);
              expect(game.view(sampled, seat)).toEqual(view);
              config.check?.(sampled);
            }
            if (active.length === 0) break;
            expect(moves.length).toBeLessThan(bound);
            const player = pick(random, active);
            const legal = game.legalMoves(state, player);
            if (!peeked && game.sample && config.hide && legal.length > 1) {
              // Bots never peek: a search bot given the views of two states that differ only in
              // what its seat cannot see picks the same move.
              const twin = config.hide(state, player, random);
              if (twin) {
                const ask = (s: S) =>
                  searchBot(game, { seed: choiceSeed, iterations: 6 })({
                    player,
                    view: game.view(s, player),
                    legalMoves: game.legalMoves(s, player),
                  });
                expect(ask(twin)).toEqual(ask(state));
                peeked = true;
              }
            }
            for (const move of legal.length <= 12
              ? legal
              : Array.from({ length: 12 }, () => pick(random, legal))) {
              expect(game.validate(state, move)).toBeNull();
            }
            const move = pick(random, legal);
            for (const broken of nearMisses(move, state.players, inactive))
              expectRefused(game, state, broken, legal);
            const before = snapshot(state);
            const next = game.apply(state, move);
            expect(snapshot(state)).toBe(before);
            expect(isDeepFrozen(next)).toBe(true);
            // A state that went through JSON plays on identically.
            const revived = JSON.parse(JSON.stringify(state)) as S;
            expect(game.apply(revived, move)).toEqual(next);
            moves.push(move);
            state = next;
          }
          const outcome = game.outcome(state);
          expect(outcome.over).toBe(true);
          expect(outcome.scores).toHaveLength(state.players);
          const best = Math.max(...outcome.scores);
          expect(outcome.winners.length).toBeGreaterThan(0);
          for (const seat of outcome.winners) expect(outcome.scores[seat]).toBe(best);
          expect(replay(game, setup, moves)).toEqual(state);
        }),
        { numRuns: config.detailedRuns ?? 60 },
      );
    });

    it('plays whole random games to a consistent end within the move bound, and replays them', () => {
      fc.assert(
        fc.property(setupArb, fc.integer(), (setup, choiceSeed) => {
          const random = { rng: createRng(choiceSeed) };
          let state = game.setup(setup);
          const bound = game.moveBound(state);
          const moves: M[] = [];
          for (
            let active = game.activePlayers(state);
            active.length > 0;
            active = game.activePlayers(state)
          ) {
            expect(moves.length).toBeLessThan(bound);
            const player = pick(random, active);
            const move = pick(random, game.legalMoves(state, player));
            state = game.apply(state, move);
            moves.push(move);
            config.check?.(state);
          }
          const outcome = game.outcome(state);
          expect(outcome.over).toBe(true);
          expect(outcome.winners.length).toBeGreaterThan(0);
          expect(replay(game, setup, moves)).toEqual(state);
        }),
        { numRuns: config.gameRuns ?? 500 },
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
