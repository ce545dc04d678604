/**
 * The `boneyard/testing` kit: `checkGame` passes on sound games (Nim, Tiny
 * Block), catches broken ones with a replayable setup and moves, and refuses
 * bad options.
 */
import {
  type AnyGame,
  doubleSet,
  InvalidOptionError,
  type RngHolder,
  replay,
  type Seat,
  shuffle,
  type Tile,
} from 'boneyard';
import { checkGame, GameCheckError } from 'boneyard/testing';
import { describe, expect, it } from 'vitest';
import { type TinyBlockMove, type TinyBlockState, tinyBlock } from '../../examples/tiny-block/index.js';
import { nim } from '../core/toy-game.js';

/** A twin of `state` that differs only in what `seat` cannot see: the other hands and the boneyard dealt anew. */
function hideTinyBlock(state: TinyBlockState, seat: Seat | null, random: RngHolder): TinyBlockState | null {
  const hidden: Tile[] = [...state.hands.flatMap((hand, s) => (s === seat ? [] : hand)), ...state.boneyard];
  if (hidden.length < 2) return null;
  shuffle(random, hidden);
  const hands = state.hands.map((hand, s) => (s === seat ? hand : hidden.splice(0, hand.length)));
  return { ...state, hands, boneyard: hidden };
}

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
    expect(() => replay(tinyBlock, error.setup as never, error.moves)).not.toThrow();
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
    const before = replay(tinyBlock, error.setup as never, error.moves);
    expect(tinyBlock.validate(before, error.move)).toBeNull();
  });

  it('catches an apply that writes into its (frozen) input before applying', () => {
    const pushing: AnyGame = {
      ...tinyBlock,
      apply(state: TinyBlockState, move: unknown) {
        (state.boneyard as Tile[]).push({ id: 'x', set: 0, low: 0, high: 0 });
        return tinyBlock.apply(state, move);
      },
    };
    const error = caught(() => checkGame(pushing, checked));
    // States are deeply frozen, so the write throws a TypeError: the first move apply is given (a near
    // miss, tried before the chosen move) is not refused with IllegalMoveError.
    expect(error.check).toBe('apply-refuses');
    expect(error.moves).toEqual([]);
    expect(() => replay(tinyBlock, error.setup as never, error.moves)).not.toThrow();
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
    const state = replay(tinyBlock, error.setup as never, error.moves);
    expect(state.boneyard).toEqual([]);
    expect(['empty-boneyard', 'must-play']).toContain(tinyBlock.validate(state, error.move)?.code);
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
