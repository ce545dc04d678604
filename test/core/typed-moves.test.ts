/**
 * Typed moves in app code: `apply` and `step` take the game's own moves, so a
 * misspelled move type or a field of the wrong type does not compile, for
 * every game; input from the wire keeps its `unknown` path (`applyAs`,
 * `validate`). The `@ts-expect-error` lines are checked by `npm run
 * typecheck`; at run time the same moves are refused with a typed error.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  blindHughie,
  buildUp,
  dominoSquares,
  dominoSquaresBlock,
  dominoSquaresDraw,
  dumpTruck,
  IllegalMoveError,
  shanghai,
} from '../../src/index.js';

describe('typed moves', () => {
  it('a misspelled move type does not compile for any game, and is refused at run time', () => {
    const bu = buildUp.setup({ seed: 1 });
    // @ts-expect-error 'plase' is not a Build Up move
    expect(() => buildUp.apply(bu, { type: 'plase', player: 0 })).toThrow(IllegalMoveError);
    const dt = dumpTruck.setup({ seed: 1 });
    // @ts-expect-error no such Dump Truck move
    expect(() => dumpTruck.apply(dt, { type: 'dump', player: 0 })).toThrow(IllegalMoveError);
    const sh = shanghai.setup({ seed: 1 });
    // @ts-expect-error no such Shanghai move
    expect(() => shanghai.apply(sh, { type: 'roll', player: 0 })).toThrow(IllegalMoveError);
    const ds = dominoSquares.setup({ seed: 1 });
    // @ts-expect-error no such Domino Squares move
    expect(() => dominoSquares.apply(ds, { type: 'flip', player: 0 })).toThrow(IllegalMoveError);
    const block = dominoSquaresBlock.setup({ seed: 1 });
    // @ts-expect-error Block has no draw
    expect(() => dominoSquaresBlock.apply(block, { type: 'draw', player: 0 })).toThrow(IllegalMoveError);
    const draw = dominoSquaresDraw.setup({ seed: 1 });
    // @ts-expect-error no such Draw move
    expect(() => dominoSquaresDraw.apply(draw, { type: 'flip', player: 0 })).toThrow(IllegalMoveError);
    const bh = blindHughie.setup({ seed: 1 });
    // @ts-expect-error no such Blind Hughie move
    expect(() => blindHughie.apply(bh, { type: 'draw', player: 0 })).toThrow(IllegalMoveError);
  });

  it('a field of the wrong type does not compile', () => {
    const dt = dumpTruck.setup({ seed: 1 });
    // @ts-expect-error `scored` is a boolean
    expect(() => dumpTruck.apply(dt, { type: 'unload', player: 0, scored: 'yes' })).toThrow(IllegalMoveError);
    const bu = buildUp.setup({ seed: 1 });
    // @ts-expect-error `stack` is a number
    expect(() => buildUp.step(bu, { type: 'play', player: 0, tile: '0:0-0', stack: 'top' })).toThrow(
      IllegalMoveError,
    );
  });

  it('moves from the wire go through applyAs and validate, which take unknown', () => {
    const bu = buildUp.setup({ seed: 1 });
    const wire: unknown = JSON.parse('{"type":"pass"}');
    expectTypeOf(buildUp.validate).parameter(1).toEqualTypeOf<unknown>();
    expectTypeOf(buildUp.applyAs).parameter(2).toEqualTypeOf<unknown>();
    expect(buildUp.validate(bu, wire)).not.toBeNull();
    expect(() => buildUp.applyAs(bu, 0, wire)).toThrow(IllegalMoveError);
    const [seat] = buildUp.activePlayers(bu);
    const [legal] = buildUp.legalMoves(bu, seat!);
    expect(buildUp.apply(bu, legal!)).not.toBe(bu); // a legal move, typed as the game's
  });
});
