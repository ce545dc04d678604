/**
 * The `boneyard/testing` kit: `checkGame` passes on sound games (Nim, Tiny
 * Block), catches broken ones with a replayable setup and moves, and refuses
 * bad options.
 */
import {
  type AnyGame,
  type BaseMove,
  defineGame,
  doubleSet,
  IllegalMoveError,
  InvalidOptionError,
  replay,
  type Seat,
  type SetupOptions,
  type Tile,
} from 'boneyard';
import {
  type CheckGameOptions,
  checkGame,
  GAME_CHECKS,
  GameCheckError,
  type GameCheckName,
} from 'boneyard/testing';
import { describe, expect, it } from 'vitest';
import {
  type TinyBlockMove,
  type TinyBlockOptions,
  type TinyBlockState,
  type TinyBlockView,
  tinyBlock,
} from '../../examples/tiny-block/index.js';
import { checkTinyBlockOptions, TINY_BLOCK_DEFAULTS } from '../../examples/tiny-block/options.js';
import { parseTinyBlockState } from '../../examples/tiny-block/parse.js';
import {
  TINY_BLOCK_CODES,
  tinyBlockActivePlayers,
  tinyBlockLegalMoves,
  tinyBlockMoveBound,
  tinyBlockMoves,
  tinyBlockOutcome,
} from '../../examples/tiny-block/rules.js';
import { sampleTinyBlock } from '../../examples/tiny-block/sample.js';
import { initTinyBlock } from '../../examples/tiny-block/state.js';
import { viewTinyBlock } from '../../examples/tiny-block/view.js';
import { nim } from '../core/toy-game.js';
import { hideTinyBlock } from '../examples/tiny-block-hide.js';

/** Tiny Block's parts, as its `game.ts` hands them to `defineGame`. */
const tinyBlockRules = {
  id: 'tiny-block',
  name: 'Tiny Block',
  minPlayers: 2,
  maxPlayers: 3,
  defaultPlayers: 2,
  defaultOptions: TINY_BLOCK_DEFAULTS,
  codes: TINY_BLOCK_CODES,
  checkOptions: checkTinyBlockOptions,
  init: initTinyBlock,
  moves: tinyBlockMoves,
  activePlayers: tinyBlockActivePlayers,
  legalMoves: tinyBlockLegalMoves,
  view: viewTinyBlock,
  outcome: tinyBlockOutcome,
  moveBound: tinyBlockMoveBound,
  sample: sampleTinyBlock,
  parseState: parseTinyBlockState,
};

const SET_IDS = doubleSet(3)
  .map((tile) => tile.id)
  .sort();

/** Tile conservation: the ten tiles are all somewhere, once; the line's touching ends match. */
function checkTinyBlock(state: TinyBlockState): void {
  const ids = [...state.hands.flat(), ...state.boneyard, ...state.line.map((placed) => placed.tile)].map(
    (t) => t.id,
  );
  if (JSON.stringify([...ids].sort()) !== JSON.stringify(SET_IDS))
    throw new Error(`tiles lost or doubled: ${ids}`);
  state.line.forEach((placed, i) => {
    const pips = [placed.left, placed.right].sort().join();
    if (pips !== [placed.tile.low, placed.tile.high].join())
      throw new Error(`tile ${i} shows the wrong pips`);
    const next = state.line[i + 1];
    if (next && next.left !== placed.right) throw new Error(`tiles ${i} and ${i + 1} do not match`);
  });
}

/** Runs `checkGame` and returns the `GameCheckError` it must throw. */
function caught(run: () => unknown): GameCheckError {
  try {
    run();
  } catch (error) {
    if (error instanceof GameCheckError) return error;
    throw error;
  }
  throw new Error('checkGame passed a broken game');
}

const checked = { games: 20, seed: 'kit', hide: hideTinyBlock, check: checkTinyBlock };

describe('checkGame passes sound games', () => {
  it('passes Nim (no hidden information)', () => {
    const report = checkGame(nim, { games: 20, seed: 'nim' });
    expect(report.games).toBe(20);
    expect(report.states).toBeGreaterThan(20);
    expect(report.refusedMoves).toBeGreaterThan(report.states);
    expect(report.refusedViewers).toBeGreaterThan(0);
    expect(report.hiddenViews).toBe(0);
  });

  it('passes Tiny Block with hide and its own invariant', () => {
    const report = checkGame(tinyBlock, {
      ...checked,
      players: [2, 3],
      options: [{}, { hand: 1 }, { hand: 2 }],
    });
    expect(report.games).toBe(20);
    expect(report.states).toBeGreaterThan(20);
    expect(report.refusedMoves).toBeGreaterThan(report.states);
    expect(report.refusedViewers).toBeGreaterThan(0);
    expect(report.hiddenViews).toBeGreaterThan(report.states);
  });

  it('runs the game invariant on every state', () => {
    let calls = 0;
    const report = checkGame(tinyBlock, {
      ...checked,
      games: 3,
      check: (state) => {
        calls++;
        checkTinyBlock(state);
      },
    });
    expect(calls).toBe(report.states);
  });
});

describe('checkGame catches broken games', () => {
  it('catches a view that leaks another seat’s hand', () => {
    const leaky: AnyGame = {
      ...tinyBlock,
      view: (state: TinyBlockState, player: Seat | null) => ({
        ...tinyBlock.view(state, player),
        peek: player === null ? null : state.hands[(player + 1) % state.players],
      }),
    };
    const error = caught(() => checkGame(leaky, checked));
    expect(error.check).toBe('view-leaks');
    expect(error.code).toBe('invariant-broken');
    expect(error.message).toContain('view-leaks');
    expect(() => replay(tinyBlock, error.setup, error.moves)).not.toThrow();
  });

  it('catches an apply that mutates its input (working in place when the state is not frozen)', () => {
    const inPlace: AnyGame = {
      ...tinyBlock,
      apply(state: TinyBlockState, move: unknown) {
        const target = Object.isFrozen(state) ? tinyBlock.fast.clone(state) : state;
        tinyBlock.fast.apply(target, move);
        return target;
      },
    };
    const error = caught(() => checkGame(inPlace, checked));
    // The first apply hands back an unfrozen state, which the next apply would change in place.
    expect(['apply-mutates-input', 'frozen']).toContain(error.check);
    expect(error.move).toBeDefined();
    const before = replay(tinyBlock, error.setup, error.moves);
    expect(tinyBlock.validate(before, error.move)).toBeNull();
  });

  it('catches an apply that writes into its (frozen) input before applying', () => {
    const pushing: AnyGame = {
      ...tinyBlock,
      apply(state: TinyBlockState, move: unknown) {
        (state.boneyard as Tile[]).push({ id: 'x', set: 0, low: 0, high: 0 });
        return tinyBlock.apply(state, move as TinyBlockMove);
      },
    };
    const error = caught(() => checkGame(pushing, checked));
    // States are deeply frozen, so the write throws a TypeError: the first move apply is given (a near
    // miss, tried before the chosen move) is not refused with IllegalMoveError.
    expect(error.check).toBe('apply-refuses');
    expect(error.moves).toEqual([]);
    expect(() => replay(tinyBlock, error.setup, error.moves)).not.toThrow();
  });

  it('catches legal moves that list an illegal move, with a setup and moves that replay it', () => {
    const sloppy: AnyGame = {
      ...tinyBlock,
      legalMoves(state: TinyBlockState, player: Seat): TinyBlockMove[] {
        const moves = tinyBlock.legalMoves(state, player);
        // The bug: a draw is offered without looking at the boneyard.
        return moves.length > 0 && state.boneyard.length === 0 ? [...moves, { type: 'draw', player }] : moves;
      },
    };
    const error = caught(() => checkGame(sloppy, checked));
    expect(error.check).toBe('validate');
    expect(error.move).toMatchObject({ type: 'draw' });
    expect(error.moves.length).toBeGreaterThan(0);
    const state = replay(tinyBlock, error.setup, error.moves);
    expect(state.boneyard).toEqual([]);
    expect(['empty-boneyard', 'must-play']).toContain(tinyBlock.validate(state, error.move)?.code);
  });
});

/** A Tiny Block whose parts are replaced by `parts` (the rest is the sound game). */
type TinyGame = AnyGame<TinyBlockState>;
const broken = (parts: Partial<TinyGame>): TinyGame => ({ ...tinyBlock, ...parts });

/** `state` with an extra field read through a getter (`read`), frozen: it shows what `read` returns now. */
function withGetter(state: TinyBlockState, key: string, read: () => number): TinyBlockState {
  return Object.freeze(Object.defineProperty({ ...state }, key, { get: read, enumerable: true }));
}

/**
 * Tiny Block (defined again from its parts) whose draw rule swaps the drawn
 * tile's `low` and `high` in place: a write to a frozen tile the states share.
 */
function tileTurner(): TinyGame {
  const draw = tinyBlockMoves.draw;
  return defineGame({
    ...tinyBlockRules,
    moves: {
      ...tinyBlockMoves,
      draw: {
        ...draw,
        reduce(draft, move, events) {
          const tile = draft.boneyard[draft.boneyard.length - 1];
          if (tile) [tile.low, tile.high] = [tile.high, tile.low];
          draw.reduce(draft, move, events);
        },
      },
    },
  });
}

/** One way to break Tiny Block that the check must catch, and the options `checkGame` runs with. */
interface Breach {
  /** What is broken. */
  readonly how: string;
  /** The broken game (made fresh for each run). */
  readonly game: () => TinyGame;
  /** The options (default: `checked`, with `hide` and the tile check). */
  readonly options?: CheckGameOptions<TinyBlockState>;
}

const setupOf = (options: object) => tinyBlock.setup(options as SetupOptions<TinyBlockOptions>);

/** Each named check, broken in the way it checks: the compiler holds the list to every name. */
const BREACHES: Readonly<Record<GameCheckName, readonly Breach[]>> = {
  setup: [
    {
      how: 'setup throws',
      game: () =>
        broken({
          setup: () => {
            throw new Error('no deal');
          },
        }),
    },
  ],
  frozen: [
    {
      how: 'setup gives a state that is not frozen',
      game: () => broken({ setup: (o) => tinyBlock.fast.setup(o as SetupOptions<TinyBlockOptions>) }),
    },
    {
      how: 'apply gives a state that is not frozen',
      game: () =>
        broken({
          apply: (state, move) => tinyBlock.fast.clone(tinyBlock.apply(state, move as TinyBlockMove)),
        }),
    },
  ],
  'game-invariant': [
    {
      how: 'a draw leaves the drawn tile in the boneyard too (the tile check finds it twice)',
      game: () => {
        const apply = (state: TinyBlockState, move: unknown) => {
          const next = tinyBlock.apply(state, move as TinyBlockMove);
          return (move as BaseMove).type === 'draw'
            ? Object.freeze({ ...next, boneyard: state.boneyard })
            : next;
        };
        return broken({
          apply,
          step: (state, move, viewer) => ({
            state: apply(state, move),
            events: tinyBlock.step(state, move as TinyBlockMove, viewer).events,
          }),
          stepAs: (state, seat, move) => ({
            ...tinyBlock.stepAs(state, seat, move),
            state: apply(state, move),
          }),
        });
      },
    },
  ],
  json: [
    {
      how: 'a state holds a getter that changes at each read',
      game: () => {
        let reads = 0;
        return broken({ setup: (o) => withGetter(setupOf(o), 'reads', () => reads++) });
      },
      options: { games: 3, seed: 'kit' },
    },
    {
      how: 'a state revived from JSON (not frozen) plays on differently',
      game: () =>
        broken({
          apply: (state, move) => {
            const next = tinyBlock.apply(state, move as TinyBlockMove);
            return Object.isFrozen(state) ? next : Object.freeze({ ...next, passes: next.passes + 1 });
          },
        }),
    },
  ],
  'parse-state': [
    {
      how: 'parseState changes the state',
      game: () => broken({ parseState: (input) => ({ ...tinyBlock.parseState(input), passes: 5 }) }),
    },
    {
      how: 'parseState refuses a reachable state',
      game: () =>
        broken({
          parseState: (input) => {
            const state = tinyBlock.parseState(input);
            if (state.line.length > 0) throw new Error('a line');
            return state;
          },
        }),
    },
  ],
  'parse-state-accepts': [
    {
      how: 'parseState accepts anything',
      game: () => broken({ parseState: (input) => input as TinyBlockState }),
    },
  ],
  'legal-moves': [
    { how: 'legalMoves lists nothing', game: () => broken({ legalMoves: () => [] }) },
    {
      how: 'legalMoves lists moves for a seat that may not move',
      game: () =>
        broken({
          legalMoves: (state, player) =>
            tinyBlock
              .legalMoves(state, tinyBlock.activePlayers(state)[0] ?? player)
              .map((m) => ({ ...m, player })),
        }),
    },
  ],
  viewer: [
    {
      how: 'view shows a spectator’s view to any viewer',
      game: () =>
        broken({
          view: (state, player) =>
            tinyBlock.view(
              state,
              typeof player === 'number' && Number.isInteger(player) && player >= 0 && player < state.players
                ? player
                : null,
            ),
        }),
    },
  ],
  'view-leaks': [
    {
      how: 'view shows the next seat’s hand',
      game: () =>
        broken({
          view: (state, player) => ({
            ...tinyBlock.view(state, player),
            peek: player === null ? null : state.hands[(player + 1) % state.players],
          }),
        }),
    },
  ],
  sample: [
    {
      how: 'sample writes into the view it is given',
      game: () =>
        broken({
          sample: (view, seat, random) => {
            const sampled = tinyBlock.sample(view as TinyBlockView, seat, random);
            (view as Record<string, unknown>).guessed = true;
            return sampled;
          },
        }),
    },
    {
      how: 'sample gives nothing',
      game: () => broken({ sample: () => undefined as unknown as TinyBlockState }),
    },
  ],
  'sample-view': [
    {
      how: 'sample deals a state with another line',
      game: () =>
        broken({
          sample: (view, seat, random) => ({
            ...tinyBlock.sample(view as TinyBlockView, seat, random),
            line: [],
          }),
        }),
    },
  ],
  'sample-parses': [
    {
      how: 'sample deals the seat’s own first tile into the boneyard too (the view cannot show it)',
      game: () =>
        broken({
          sample: (view, seat, random) => {
            const sampled = tinyBlock.sample(view as TinyBlockView, seat, random);
            const own = sampled.hands[seat]![0];
            return own && sampled.boneyard.length > 0
              ? { ...sampled, boneyard: [own, ...sampled.boneyard.slice(1)] }
              : sampled;
          },
        }),
    },
  ],
  'move-bound': [{ how: 'moveBound is 1', game: () => broken({ moveBound: () => 1 }) }],
  'bot-peeks': [
    {
      how: 'sample gives the real state (the last one viewed), not a guess from the view',
      game: () => {
        let viewed: TinyBlockState | undefined;
        return broken({
          view: (state, player) => {
            viewed = state;
            return tinyBlock.view(state, player);
          },
          sample: () => tinyBlock.fast.clone(viewed!),
        });
      },
    },
  ],
  validate: [
    {
      how: 'legalMoves lists a draw from an empty boneyard',
      game: () =>
        broken({
          legalMoves: (state, player) => {
            const moves = tinyBlock.legalMoves(state, player);
            return moves.length > 0 && state.boneyard.length === 0
              ? [...moves, { type: 'draw', player }]
              : moves;
          },
        }),
    },
    {
      how: 'validate accepts a move with an extra field',
      game: () =>
        broken({
          validate: (state, move) =>
            typeof move === 'object' && move !== null && 'extra' in move
              ? null
              : tinyBlock.validate(state, move),
        }),
    },
    {
      how: 'validate refuses without a message',
      game: () =>
        broken({
          validate: (state, move) => {
            const violation = tinyBlock.validate(state, move);
            return violation && { ...violation, message: '' };
          },
        }),
    },
  ],
  'validate-throws': [
    {
      how: 'validate throws on a null move',
      game: () =>
        broken({
          validate: (state, move) => {
            if (move === null) throw new TypeError('no move');
            return tinyBlock.validate(state, move);
          },
        }),
    },
  ],
  'apply-refuses': [
    {
      how: 'apply writes into its (frozen) input first, so it throws a TypeError',
      game: () =>
        broken({
          apply: (state, move) => {
            (state.boneyard as Tile[]).push({ id: 'x', set: 0, low: 0, high: 0 });
            return tinyBlock.apply(state, move as TinyBlockMove);
          },
        }),
    },
    {
      how: 'apply refuses with another code than validate',
      game: () =>
        broken({
          apply: (state, move) => {
            try {
              return tinyBlock.apply(state, move as TinyBlockMove);
            } catch (error) {
              if (error instanceof IllegalMoveError)
                throw new IllegalMoveError('bad-field', error.message, move);
              throw error;
            }
          },
        }),
    },
  ],
  'refused-move-mutates': [
    {
      how: 'a refused move counts itself into the state',
      game: () => {
        let refusals = 0;
        return broken({
          setup: (o) => withGetter(setupOf(o), 'refusals', () => refusals),
          apply: (state, move) => {
            try {
              return tinyBlock.apply(state, move as TinyBlockMove);
            } catch (error) {
              refusals++;
              throw error;
            }
          },
          parseState: undefined,
        });
      },
      options: { games: 3, seed: 'kit' },
    },
  ],
  'prototype-pollution': [
    {
      how: 'a refused move pollutes Object.prototype',
      game: () =>
        broken({
          apply: (state, move) => {
            try {
              return tinyBlock.apply(state, move as TinyBlockMove);
            } catch (error) {
              (Object.prototype as Record<string, unknown>).polluted = 'yes';
              throw error;
            }
          },
        }),
    },
  ],
  apply: [
    {
      how: 'apply refuses every move',
      game: () =>
        broken({
          apply: (state, move) => {
            tinyBlock.apply(state, move as TinyBlockMove);
            throw new Error('lost the move');
          },
        }),
    },
  ],
  'tiles-are-values': [
    {
      how: 'the draw rule turns the drawn tile over in place (a frozen tile the state shares)',
      game: () => tileTurner(),
      // Without hide: a search bot's play-outs (bot-peeks) work in place on the fast path, where the write
      // throws a bare TypeError before any apply.
      options: { games: 20, seed: 'kit', check: checkTinyBlock },
    },
  ],
  'apply-mutates-input': [
    {
      how: 'a move counts itself into the state it was applied to',
      game: () => {
        let applied = 0;
        return broken({
          setup: (o) => withGetter(setupOf(o), 'applied', () => applied),
          apply: (state, move) => {
            const next = tinyBlock.apply(state, move as TinyBlockMove);
            applied++;
            return next;
          },
          parseState: undefined,
        });
      },
      options: { games: 3, seed: 'kit' },
    },
  ],
  events: [
    { how: 'an event has no text', game: () => broken({ events: () => [{ type: 'moved', text: '' }] }) },
  ],
  'events-leak': [
    {
      how: 'an event names a tile of a hand',
      game: () =>
        broken({
          events: (before, after, move, viewer) => [
            ...tinyBlock.events(before, after, move as TinyBlockMove, viewer),
            { type: 'peek', text: before.hands.flat()[0]!.id },
          ],
        }),
    },
  ],
  step: [
    {
      how: 'step tells no events',
      game: () =>
        broken({
          step: (state, move, viewer) => ({
            ...tinyBlock.step(state, move as TinyBlockMove, viewer),
            events: [],
          }),
        }),
    },
    {
      how: 'step gives another state than apply',
      game: () =>
        broken({
          step: (state, move, viewer) => {
            const stepped = tinyBlock.step(state, move as TinyBlockMove, viewer);
            return { ...stepped, state: Object.freeze({ ...stepped.state, passes: 9 }) };
          },
        }),
    },
  ],
  outcome: [
    {
      how: 'the outcome names no winner',
      game: () => broken({ outcome: (state) => ({ ...tinyBlock.outcome(state), winners: [] }) }),
    },
    {
      how: 'the outcome is never over',
      game: () => broken({ outcome: (state) => ({ ...tinyBlock.outcome(state), over: false }) }),
    },
  ],
  replay: [
    {
      how: 'setup deals another game when asked again',
      game: () => {
        let deals = 0;
        return broken({ setup: (o) => setupOf(deals++ === 0 ? o : { ...o, seed: 'another deal' }) });
      },
    },
  ],
};

describe('every named check fails a game broken its way, naming itself', () => {
  const cases = Object.entries(BREACHES).flatMap(([name, breaches]) =>
    breaches.map((breach) => [name, breach.how, breach] as const),
  );

  it.each(cases)('%s: %s', (name, _how, breach) => {
    try {
      const error = caught(() => checkGame(breach.game(), breach.options ?? checked));
      expect(error.check).toBe(name);
      expect(error.code).toBe('invariant-broken');
      expect(error.message.startsWith(`${name}: `)).toBe(true);
      // The setup and the moves before the failure replay on the sound game.
      expect(() => replay(tinyBlock, error.setup, error.moves)).not.toThrow();
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });

  it('covers every check the harness runs, and the sound game runs each of them', () => {
    expect(Object.keys(BREACHES).sort()).toEqual([...GAME_CHECKS].sort());
    const report = checkGame(tinyBlock, { ...checked, games: 5 });
    for (const name of GAME_CHECKS) {
      expect(report.checks[name], name).toBeGreaterThan(0);
    }
    expect(report.checks.setup).toBe(5);
    expect(report.checks.outcome).toBe(5);
    expect(report.checks['game-invariant']).toBe(report.states);
  });

  it('counts a check only where it applies (Nim: no hide, no sample, no parseState)', () => {
    const report = checkGame(nim, { games: 3, seed: 'nim' });
    const names = [
      'view-leaks',
      'sample',
      'sample-view',
      'sample-parses',
      'bot-peeks',
      'parse-state',
    ] as const;
    for (const name of [...names, 'parse-state-accepts'] as const) {
      expect(report.checks[name], name).toBe(0);
    }
    expect(report.checks.viewer).toBeGreaterThan(0);
  });
});

describe('checkGame options', () => {
  it.each([0, -1, 1.5, Number.NaN, Infinity, 100_001, '3'])('refuses %s games', (games) => {
    expect(() => checkGame(nim, { games: games as number })).toThrow(InvalidOptionError);
    try {
      checkGame(nim, { games: games as number });
    } catch (error) {
      expect((error as InvalidOptionError).option).toBe('games');
    }
  });
});
