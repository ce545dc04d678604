import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type TinyBlockCode,
  type TinyBlockMove,
  type TinyBlockOptions,
  type TinyBlockState,
  type TinyBlockView,
  tinyBlock,
} from '../../examples/tiny-block/index.js';
import {
  type AnyGame,
  type BlindHughieCode,
  type BlindHughieEvent,
  type BlindHughieMove,
  type BlindHughieOptions,
  type BlindHughieState,
  type BlindHughieView,
  BoneyardError,
  type BuildUpCode,
  type BuildUpEvent,
  type BuildUpMove,
  type BuildUpOptions,
  type BuildUpState,
  type BuildUpView,
  blindHughie,
  buildUp,
  type DominoSquaresBlockCode,
  type DominoSquaresBlockMove,
  type DominoSquaresBlockOptions,
  type DominoSquaresClassicEvent,
  type DominoSquaresClassicState,
  type DominoSquaresClassicView,
  type DominoSquaresCode,
  type DominoSquaresDrawCode,
  type DominoSquaresDrawMove,
  type DominoSquaresDrawOptions,
  type DominoSquaresEvent,
  type DominoSquaresMove,
  type DominoSquaresOptions,
  type DominoSquaresState,
  type DominoSquaresView,
  type Draft,
  type DumpTruckCode,
  type DumpTruckEvent,
  type DumpTruckMove,
  type DumpTruckOptions,
  type DumpTruckState,
  type DumpTruckView,
  defineGame,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  doubleSet,
  dumpTruck,
  type EventSink,
  type Game,
  type GamePart,
  type GameWith,
  IllegalMoveError,
  InvalidOptionError,
  type MoveRules,
  type RngState,
  type ShanghaiCode,
  type ShanghaiEvent,
  type ShanghaiMove,
  type ShanghaiOptions,
  type ShanghaiState,
  type ShanghaiView,
  shanghai,
  type Tile,
} from '../../src/index.js';
import { withoutMessages } from '../harness/messages.js';
import { type NimMove, type NimOptions, type NimState, nim, nimRules } from './toy-game.js';

describe('defineGame', () => {
  const state = nim.setup({ seed: 5 });
  const turn = nim.activePlayers(state)[0]!;
  const other = 1 - turn;

  it('sets up a deeply frozen state and a frozen default option object', () => {
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.taken)).toBe(true);
    expect(Object.isFrozen(nim.defaultOptions)).toBe(true);
  });

  it.each([
    [null, 'malformed-move'],
    [[], 'malformed-move'],
    ['take', 'malformed-move'],
    [{ type: 'give', player: 0, count: 1 }, 'unknown-move-type'],
    [{ type: 'toString', player: 0 }, 'unknown-move-type'],
    [{ type: 'take', player: 2, count: 1 }, 'bad-player'],
    [{ type: 'take', player: 0.5, count: 1 }, 'bad-player'],
    [{ type: 'take', player: 0, count: 1, extra: 1 }, 'unknown-field'],
    [{ type: 'take', player: 0 }, 'missing-field'],
    [{ type: 'take', player: 0, count: '1' }, 'bad-field'],
    [JSON.parse('{"type":"take","player":0,"count":1,"__proto__":{"x":1}}'), 'unknown-field'],
  ])('refuses %j with %s', (move, code) => {
    expect(nim.validate(state, move)).toMatchObject({ code });
  });

  it('refuses a move by a seat whose turn it is not, and a move its rule forbids', () => {
    expect(nim.validate(state, { type: 'take', player: other, count: 1 })).toMatchObject({
      code: 'not-your-turn',
    });
    expect(nim.validate(state, { type: 'take', player: turn, count: 4 })).toMatchObject({
      code: 'bad-count',
    });
    expect(nim.validate(state, { type: 'take', player: turn, count: 2 })).toBeNull();
  });

  it('throws IllegalMoveError with the code and the move, leaving the state as it was', () => {
    const before = JSON.stringify(state);
    const move = { type: 'take', player: turn, count: 9 };
    let error: unknown;
    try {
      nim.apply(state, move as NimMove);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code: 'bad-count', move });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('applies a legal move into a new frozen state without touching the old one or the move', () => {
    const move = { type: 'take', player: turn, count: 2 };
    const next = nim.apply(state, move as NimMove);
    expect(next.stones).toBe(8);
    expect(state.stones).toBe(10);
    expect(Object.isFrozen(next.taken)).toBe(true);
    expect(Object.isFrozen(move)).toBe(false);
  });

  it('lists no moves for a seat that may not move', () => {
    expect(nim.legalMoves(state, other)).toEqual([]);
    expect(nim.legalMoves(state, turn).length).toBe(3);
  });

  it('validates setup: plain object, seed present, known options, players in range, game checks', () => {
    expect(() => nim.setup(null as never)).toThrow(InvalidOptionError);
    expect(() => nim.setup({} as never)).toThrow(/seed/);
    expect(() => nim.setup({ seed: 1, stone: 3 } as never)).toThrow(/stone: is not an option of Nim/);
    expect(() => nim.setup({ seed: 1, players: 4 })).toThrow(/players/);
    expect(() => nim.setup({ seed: 1, stones: 0 })).toThrow(/stones/);
    expect(nim.setup({ seed: 1, stones: 4, players: 3 })).toMatchObject({ stones: 4, players: 3 });
    expect(nim.setup({ seed: 1, stones: undefined }).stones).toBe(10);
  });
});

describe('events emitted by the rules', () => {
  type Happening = {
    readonly kind: 'take';
    readonly seat: number;
    readonly left: number;
    readonly secret: number;
  };
  type Told = {
    readonly type: 'take';
    readonly player: number;
    readonly text: string;
    readonly secret?: number;
  };
  /** Nim whose take emits what it did (with a secret only its seat may see), counting its runs. */
  function tellingNim() {
    const runs = { reduce: 0, keeping: 0 };
    const rules = nimRules;
    const moves: MoveRules<NimState, NimMove, string, Happening> = {
      take: {
        ...rules.moves.take,
        reduce(draft, move, events) {
          runs.reduce++;
          if (events.on) runs.keeping++;
          rules.moves.take.reduce(draft, move, events);
          events.emit({ kind: 'take', seat: move.player, left: draft.stones, secret: 7 });
        },
      },
    };
    const game = defineGame({
      ...rules,
      moves,
      tell: (happenings: readonly Happening[], viewer): Told[] =>
        happenings.map((h) => ({
          type: 'take',
          player: h.seat,
          ...(viewer === h.seat ? { secret: h.secret } : {}),
          text: `Seat ${h.seat} takes; ${h.left} left.`,
        })),
    });
    return { game, runs };
  }

  it('step runs the move once, keeping what it emits, and tells each viewer its part', () => {
    const { game, runs } = tellingNim();
    const state = game.setup({ seed: 3 });
    const seat = game.activePlayers(state)[0]!;
    const { state: next, events } = game.step(state, { type: 'take', player: seat, count: 2 }, seat);
    expect(withoutMessages(runs)).toEqual({ reduce: 1, keeping: 1 });
    expect(next.stones).toBe(8);
    expect(withoutMessages(events)).toEqual([
      { type: 'take', player: seat, secret: 7, text: `Seat ${seat} takes; 8 left.` },
    ]);
    const other = game.step(state, { type: 'take', player: seat, count: 2 }, null).events;
    expect(withoutMessages(other)).toEqual([
      { type: 'take', player: seat, text: `Seat ${seat} takes; 8 left.` },
    ]);
  });

  it('apply and the fast path hand the rules a sink that keeps nothing', () => {
    const { game, runs } = tellingNim();
    const state = game.setup({ seed: 3 });
    const seat = game.activePlayers(state)[0]!;
    game.apply(state, { type: 'take', player: seat, count: 1 });
    game.applyAs(state, seat, { type: 'take', count: 1 });
    const fast = game.fast.clone(state);
    game.fast.applyTrusted(fast, { type: 'take', player: seat, count: 1 });
    game.fast.apply(fast, { type: 'take', player: game.activePlayers(fast)[0]!, count: 1 });
    expect(withoutMessages(runs)).toEqual({ reduce: 4, keeping: 0 });
  });

  it('stepAs runs the rules once and tells every viewer from that run', () => {
    const { game, runs } = tellingNim();
    const before = game.setup({ seed: 3, players: 3 });
    const seat = game.activePlayers(before)[0]!;
    const played = game.stepAs(before, seat, { type: 'take', count: 3 });
    const told = [0, 1, 2, null, 0].map((viewer) => played.tell(viewer));
    expect(withoutMessages(runs)).toEqual({ reduce: 1, keeping: 1 });
    expect(withoutMessages(played.move)).toEqual({ type: 'take', player: seat, count: 3 });
    expect(played.state).toEqual(game.applyAs(before, seat, { type: 'take', count: 3 }));
    expect(told.map((events) => events[0]!.secret)).toEqual(
      [0, 1, 2, null, 0].map((v) => (v === seat ? 7 : undefined)),
    );
    expect(before.stones).toBe(10);
    expect(() => played.tell(3)).toThrow(InvalidOptionError);
    expect(() => game.stepAs(before, seat, { type: 'take', player: (seat + 1) % 3, count: 1 })).toThrow(
      expect.objectContaining({ code: 'not-your-seat' }),
    );
  });

  it('events runs the move again on a copy of before, for each call, and agrees with stepAs', () => {
    const { game, runs } = tellingNim();
    const before = game.setup({ seed: 3, players: 3 });
    const seat = game.activePlayers(before)[0]!;
    const move: NimMove = { type: 'take', player: seat, count: 3 };
    const after = game.apply(before, move);
    const told = [0, 1, 2, null].map((viewer) => game.events(before, after, move, viewer));
    expect(withoutMessages(runs)).toEqual({ reduce: 5, keeping: 4 });
    const played = game.stepAs(before, seat, move);
    expect(told).toEqual([0, 1, 2, null].map((viewer) => played.tell(viewer)));
    expect(before.stones).toBe(10);
  });

  it('a game that tells nothing of its own tells one event naming the move', () => {
    const state = nim.setup({ seed: 3 });
    const seat = nim.activePlayers(state)[0]!;
    const move: NimMove = { type: 'take', player: seat, count: 1 };
    const expected = [{ type: 'take', player: seat, text: `Seat ${seat}: take.` }];
    expect(withoutMessages(nim.step(state, move).events)).toEqual(expected);
    expect(withoutMessages(nim.events(state, nim.apply(state, move), move, null))).toEqual(expected);
  });
});

describe('a rule that changes a tile in place', () => {
  interface TiledNim extends NimState {
    readonly tiles: readonly Tile[];
  }
  /** Nim with a row of tiles, whose take runs `change` on the draft first. */
  function tiledNim(change: (draft: Draft<TiledNim>) => void) {
    return defineGame({
      ...nimRules,
      init: (players: number, options: NimOptions, rng: RngState): TiledNim => ({
        ...nimRules.init(players, options, rng),
        tiles: doubleSet(1),
      }),
      // A game that tells: `events` runs the move again.
      tell: () => [],
      moves: {
        take: {
          ...nimRules.moves.take,
          reduce(draft: Draft<TiledNim>, move: NimMove, events: EventSink<never>) {
            change(draft);
            nimRules.moves.take.reduce(draft, move, events);
          },
        },
      },
    });
  }

  it('is reported as tile-changed by apply, applyAs, step and events, never run again for a result', () => {
    const game = tiledNim((draft) => {
      draft.tiles[0]!.high = 9;
    });
    const state = game.setup({ seed: 3 });
    const seat = game.activePlayers(state)[0]!;
    const move: NimMove = { type: 'take', player: seat, count: 1 };
    const before = JSON.stringify(state);
    const calls = [
      () => game.apply(state, move),
      () => game.applyAs(state, seat, { type: 'take', count: 1 }),
      () => game.step(state, move, null),
      () => game.events(state, state, move, null),
    ];
    for (const call of calls) {
      let thrown: unknown;
      try {
        call();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(BoneyardError);
      expect((thrown as BoneyardError).code).toBe('tile-changed');
      expect((thrown as BoneyardError).message).toMatch(/^The "take" rule of Nim changed a tile in place/);
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('puts a new tile in place of one it changes: shared tiles stay shared, the input untouched', () => {
    const game = tiledNim((draft) => {
      draft.tiles[0] = { ...draft.tiles[0]!, high: 9 };
    });
    const state = game.setup({ seed: 3 }) as TiledNim;
    const next = game.apply(state, {
      type: 'take',
      player: game.activePlayers(state)[0]!,
      count: 1,
    }) as TiledNim;
    expect(next.tiles[0]!.high).toBe(9);
    expect(state.tiles[0]!.high).toBe(0);
    expect(next.tiles[1]).toBe(state.tiles[1]);
  });

  it('lets any other TypeError of a rule through as it is, not as tile-changed', () => {
    const bug = new TypeError('a bug of the rule');
    const game = tiledNim(() => {
      throw bug;
    });
    const state = game.setup({ seed: 3 });
    expect(() =>
      game.apply(state, { type: 'take', player: game.activePlayers(state)[0]!, count: 1 }),
    ).toThrow(bug);
  });
});

describe('defineGame infers the types from the rules', () => {
  it('gives every game its own types, written nowhere but in its parts (checked by `npm run typecheck`)', () => {
    expectTypeOf(buildUp).toEqualTypeOf<
      GameWith<
        Game<BuildUpState, BuildUpMove, BuildUpOptions, BuildUpView, BuildUpCode, BuildUpEvent>,
        GamePart
      >
    >();
    expectTypeOf(dumpTruck).toEqualTypeOf<
      GameWith<
        Game<DumpTruckState, DumpTruckMove, DumpTruckOptions, DumpTruckView, DumpTruckCode, DumpTruckEvent>,
        GamePart
      >
    >();
    expectTypeOf(shanghai).toEqualTypeOf<
      GameWith<
        Game<ShanghaiState, ShanghaiMove, ShanghaiOptions, ShanghaiView, ShanghaiCode, ShanghaiEvent>,
        GamePart
      >
    >();
    expectTypeOf(dominoSquares).toEqualTypeOf<
      GameWith<
        Game<
          DominoSquaresState,
          DominoSquaresMove,
          DominoSquaresOptions,
          DominoSquaresView,
          DominoSquaresCode,
          DominoSquaresEvent
        >,
        GamePart
      >
    >();
    expectTypeOf(dominoSquaresBlock).toEqualTypeOf<
      GameWith<
        Game<
          DominoSquaresClassicState,
          DominoSquaresBlockMove,
          DominoSquaresBlockOptions,
          DominoSquaresClassicView,
          DominoSquaresBlockCode,
          DominoSquaresClassicEvent
        >,
        GamePart
      >
    >();
    expectTypeOf(dominoSquaresDraw).toEqualTypeOf<
      GameWith<
        Game<
          DominoSquaresClassicState,
          DominoSquaresDrawMove,
          DominoSquaresDrawOptions,
          DominoSquaresClassicView,
          DominoSquaresDrawCode,
          DominoSquaresClassicEvent
        >,
        GamePart
      >
    >();
    expectTypeOf(blindHughie).toEqualTypeOf<
      GameWith<
        Game<
          BlindHughieState,
          BlindHughieMove,
          BlindHughieOptions,
          BlindHughieView,
          BlindHughieCode,
          BlindHughieEvent
        >,
        GamePart
      >
    >();
    expectTypeOf(tinyBlock).toEqualTypeOf<
      GameWith<Game<TinyBlockState, TinyBlockMove, TinyBlockOptions, TinyBlockView, TinyBlockCode>, GamePart>
    >();
    expectTypeOf(nim.setup).returns.toEqualTypeOf<NimState>();
    expectTypeOf(nim.legalMoves).returns.toEqualTypeOf<NimMove[]>();
  });

  it('keeps parseState and sample required exactly when the rules give them', () => {
    const games: AnyGame[] = [buildUp, dumpTruck, shanghai, dominoSquares, dominoSquaresBlock, blindHughie];
    for (const game of [...games, tinyBlock]) {
      expect(typeof game.parseState).toBe('function');
      expect(typeof game.sample).toBe('function');
    }
    expectTypeOf(buildUp.parseState).toEqualTypeOf<(input: unknown) => BuildUpState>();
    expectTypeOf(tinyBlock.sample).parameter(0).toEqualTypeOf<TinyBlockView>();
    // Nim gives neither: both stay optional in its type and are absent.
    expect(nim.parseState).toBeUndefined();
    expect(nim.sample).toBeUndefined();
    expectTypeOf(nim.parseState).toEqualTypeOf<((input: unknown) => NimState) | undefined>();
    // Rules typed `GameRules<…>` (both optional) give neither for sure, even with a parser in them.
    const parsing = defineGame({ ...nimRules, parseState: (input) => input as unknown as NimState });
    expect(typeof parsing.parseState).toBe('function');
    expectTypeOf(parsing.parseState).toEqualTypeOf<(input: unknown) => NimState>();
    const typed: typeof nimRules = { ...nimRules, parseState: (input) => input as unknown as NimState };
    expectTypeOf(defineGame(typed).parseState).toEqualTypeOf<((input: unknown) => NimState) | undefined>();
  });
});
