/**
 * `schema`: shapes declared once. Each builder reads as the `stateCheck`
 * reader it is made from (same code, path and message), bounds read from
 * what is known, checks run at the seams they are given (`after`, `each`,
 * `whole`, `refine`), the types inferred, and the options check made from
 * the options' schema; optional keys, variants (a shape picked by a value
 * read before) and a key's schema changed where a game checks inside it.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidOptionError, InvalidStateError } from '../../src/core/errors.js';
import { checkList, invalid, type JsonValue } from '../../src/core/parse.js';
import {
  bool,
  custom,
  type Infer,
  int,
  list,
  type MoveOf,
  nullable,
  object,
  optional,
  optionsCheck,
  rng,
  text,
  tile,
  tiles,
  variant,
} from '../../src/core/schema.js';
import { makeTile, type Tile } from '../../src/core/tiles.js';

/** The code, path and message an attempt throws (an `InvalidStateError`), or `'ok'`. */
function refusal(attempt: () => unknown): string {
  try {
    attempt();
    return 'ok';
  } catch (error) {
    if (!(error instanceof InvalidStateError)) throw error;
    // The message starts with the path; said once here.
    return `${error.code} @${error.path}: ${error.message.slice(`${error.path || 'state'}: `.length)}`;
  }
}

type Players = { readonly players: number };

const json = (value: unknown): JsonValue => value as JsonValue;

describe('the builders read as the stateCheck readers', () => {
  it('int, bool, text, rng: their codes, paths and messages; bounds from what is known', () => {
    const seat = int(0, (k: Players) => k.players - 1);
    expect(seat.read(2, 'turn', { players: 3 })).toBe(2);
    expect(refusal(() => seat.read(3, 'turn', { players: 3 }))).toBe(
      'out-of-range @turn: must be from 0 to 2, not 3',
    );
    expect(refusal(() => seat.read(1.5, 'turn', { players: 3 }))).toBe(
      'bad-type @turn: must be a whole number, not 1.5',
    );
    expect(refusal(() => bool().read('yes', 'over', {}))).toBe(
      'bad-type @over: must be true or false, not "yes"',
    );
    expect(text(['a', 'b']).read('b', 'phase', {})).toBe('b');
    expect(refusal(() => text(['a', 'b']).read('c', 'phase', {}))).toBe(
      'out-of-range @phase: must be one of a, b',
    );
    expect(text().read('anything', 'id', {})).toBe('anything');
    expect(refusal(() => rng().read([0, 0, 0, 0], 'rng', {}))).toBe(
      'bad-rng @rng: an all-zero generator state never changes',
    );
  });

  it('tile and tiles note what they read in `found` when asked', () => {
    const found: { id: string; path: string }[] = [];
    const one = makeTile(1, 2);
    expect(tile(6, 1, { found: true }).read(one, 'held', { found })).toBe(one);
    tiles({ maxPip: 6, sets: 1, max: 3, found: true }).read([makeTile(0, 0), makeTile(3, 4)], 'hand', {
      found,
    });
    expect(found).toEqual([
      { id: one.id, path: 'held' },
      { id: '0:0-0', path: 'hand[0]' },
      { id: '0:3-4', path: 'hand[1]' },
    ]);
    expect(refusal(() => tiles({ maxPip: 6, sets: 1, max: 1 }).read([one, one], 'hand', {}))).toBe(
      'bad-length @hand: must hold at most 1 items',
    );
    expect(refusal(() => tile(2, 1).read(makeTile(1, 3), 'held', {}))).toBe(
      'out-of-range @held.high: must be from 1 to 2, not 3',
    );
  });

  it('list and nullable: lengths from what is known, items by index, null where allowed', () => {
    const perSeat = list((seat) => int(seat, seat), { length: (k: Players) => k.players });
    expect(perSeat.read([0, 1], 'seats', { players: 2 })).toEqual([0, 1]);
    expect(refusal(() => perSeat.read([0, 1], 'seats', { players: 3 }))).toBe(
      'bad-length @seats: must hold 3 items, not 2',
    );
    expect(refusal(() => perSeat.read([0, 0], 'seats', { players: 2 }))).toBe(
      'out-of-range @seats[1]: must be from 1 to 1, not 0',
    );
    expect(nullable(int(0, 9)).read(null, 'choice', {})).toBeNull();
    expect(refusal(() => nullable(int(0, 9)).read('x', 'choice', {}))).toBe(
      'bad-type @choice: must be a whole number, not "x"',
    );
  });

  it('object: exactly its keys (a missing one named in the shape order), read in the order given', () => {
    const RESULT = object({ a: int(0, 1), b: int(0, 1) }, { read: ['b', 'a'] });
    expect(refusal(() => RESULT.read({ a: 1 }, 'r', {}))).toBe('missing-key @r.b: is missing');
    expect(refusal(() => RESULT.read({ a: 1, b: 0, c: 2 }, 'r', {}))).toBe(
      'unknown-key @r.c: is not part of this state',
    );
    // Both bad: `b` is read first.
    expect(refusal(() => RESULT.read({ a: 5, b: 5 }, 'r', {}))).toBe(
      'out-of-range @r.b: must be from 0 to 1, not 5',
    );
    // The value keeps the shape's key order whatever the read order.
    expect(Object.keys(RESULT.read({ b: 0, a: 1 }, 'r', {}))).toEqual(['a', 'b']);
  });
});

describe('optional keys and variants', () => {
  it('optional: the key may be missing (not read, not in the value); when there, read; others still refused', () => {
    const OPTIONS = object(
      { rounds: int(1, 9), memory: optional(text(['none', 'perfect'])), over: bool() },
      { read: ['memory', 'rounds', 'over'] },
    );
    const without = OPTIONS.read({ rounds: 3, over: false }, 'options', {});
    expect(without).toEqual({ rounds: 3, over: false });
    expect(Object.hasOwn(without, 'memory')).toBe(false);
    expect(OPTIONS.read({ over: true, memory: 'none', rounds: 1 }, 'options', {})).toEqual({
      rounds: 1,
      memory: 'none',
      over: true,
    });
    // Present, it is read in its turn (first here), with its reader's code, path and message.
    expect(refusal(() => OPTIONS.read({ rounds: 0, memory: 'some', over: false }, 'options', {}))).toBe(
      'out-of-range @options.memory: must be one of none, perfect',
    );
    expect(refusal(() => OPTIONS.read({ memory: 'none', over: false }, 'options', {}))).toBe(
      'missing-key @options.rounds: is missing',
    );
    expect(refusal(() => OPTIONS.read({ rounds: 1, over: false, more: 1 }, 'options', {}))).toBe(
      'unknown-key @options.more: is not part of this state',
    );
    // As a state: keys() lets it be missing, fields() reads it when there.
    const STATE = object({ players: int(2, 4), note: optional(text()) });
    const CHECKS = checkList<{ readonly input: JsonValue }>().and(STATE.keys()).and(STATE.fields('note'));
    expect(CHECKS.run({ input: json({ players: 2 }) }).note).toBeUndefined();
    expect(refusal(() => CHECKS.run({ input: json({ players: 2, note: 1 }) }))).toBe(
      'bad-type @note: must be a string, not 1',
    );
    expect(STATE.from({ players: 2, note: undefined })).toEqual({ players: 2 });
    expectTypeOf<Infer<typeof OPTIONS>>().toEqualTypeOf<
      { readonly rounds: number; readonly over: boolean } & { readonly memory?: 'none' | 'perfect' }
    >();
  });

  it('variant: the case named by a value read before, its type the union of the cases', () => {
    const PIPS = variant('over', {
      false: list(int(0, 99), { length: 0 }),
      true: list(int(0, 99), { length: (k: Players) => k.players }),
    });
    expect(PIPS.read([3, 0], 'pips', { over: true, players: 2 })).toEqual([3, 0]);
    expect(PIPS.read([], 'pips', { over: false, players: 2 })).toEqual([]);
    expect(refusal(() => PIPS.read([3, 0], 'pips', { over: false, players: 2 }))).toBe(
      'bad-length @pips: must hold 0 items, not 2',
    );
    // A discriminated union of object shapes: a state's options by its game.
    const OPTIONS = variant('game', {
      block: object({ first: int(0, 3) }),
      draw: object({ first: int(0, 3), rule: text(['one', 'all']) }),
    });
    expect(OPTIONS.read({ first: 1, rule: 'one' }, 'options', { game: 'draw' })).toEqual({
      first: 1,
      rule: 'one',
    });
    expect(refusal(() => OPTIONS.read({ first: 1, rule: 'one' }, 'options', { game: 'block' }))).toBe(
      'unknown-key @options.rule: is not part of this state',
    );
    expect(refusal(() => OPTIONS.read({ first: 1 }, 'options', { game: 'draw' }))).toBe(
      'missing-key @options.rule: is missing',
    );
    expect(refusal(() => OPTIONS.read({ first: 1 }, 'options', { game: 'chess' }))).toBe(
      'out-of-range @options: has no shape for game chess',
    );
    expectTypeOf<Infer<typeof OPTIONS>>().toEqualTypeOf<
      { readonly first: number } | { readonly first: number; readonly rule: 'one' | 'all' }
    >();
  });
});

describe('checks run at the seams they are given', () => {
  const SIDES = object({ left: int(0, 6), right: int(0, 6), note: text() });
  const sidesDiffer = (read: { left: number; right: number }, path: string) => {
    if (read.left === read.right) invalid('inconsistent', `${path}.right`, 'the sides differ');
  };

  it('after: as soon as its key is read, before the keys after it', () => {
    const checked = SIDES.after('right', sidesDiffer);
    // The invariant fails before the bad `note` is read.
    expect(refusal(() => checked.read({ left: 1, right: 1, note: 5 }, 'x', {}))).toBe(
      'inconsistent @x.right: the sides differ',
    );
    expect(refusal(() => SIDES.refine(sidesDiffer).read({ left: 1, right: 1, note: 5 }, 'x', {}))).toBe(
      'bad-type @x.note: must be a string, not 5',
    );
  });

  it('whole before any item, each after each item (with the items read so far), items to change the item', () => {
    const seen: string[] = [];
    const LINE = list(int(0, 9))
      .whole((items) => {
        seen.push(`whole ${items.length}`);
      })
      .each((n, i, _known, before) => {
        seen.push(`each ${i}: ${n} after ${before.slice(0, i).join(',')}`);
        if (i > 0 && n < before[i - 1]!) invalid('inconsistent', `line[${i}]`, 'must not go down');
      });
    expect(refusal(() => LINE.read([1, 3, 2, 'x'], 'line', {}))).toBe(
      'inconsistent @line[2]: must not go down',
    );
    expect(seen).toEqual(['whole 4', 'each 0: 1 after ', 'each 1: 3 after 1', 'each 2: 2 after 1,3']);
    const PAIRS = list(SIDES).items((pair) => pair.after('right', sidesDiffer));
    expect(
      refusal(() =>
        PAIRS.read(
          [
            { left: 1, right: 2, note: '' },
            { left: 3, right: 3, note: 0 },
          ],
          'p',
          {},
        ),
      ),
    ).toBe('inconsistent @p[1].right: the sides differ');
  });

  it("each is handed the item's path; object.with changes a key's schema, the rest as it was", () => {
    const paths: string[] = [];
    list(int(0, 9))
      .each((_n, _i, _known, _before, path) => {
        paths.push(path);
      })
      .read([1, 2], 'row', {});
    expect(paths).toEqual(['row[0]', 'row[1]']);
    const STATE = object(
      { players: int(2, 4), line: list(int(0, 9)), over: bool() },
      { read: ['over', 'players', 'line'] },
    );
    const rising = STATE.with('line', (line) =>
      line.each((n, i, _known, before, path) => {
        if (i > 0 && n < before[i - 1]!) invalid('inconsistent', path, 'must not go down');
      }),
    );
    expect(refusal(() => rising.read({ players: 2, line: [2, 1], over: false }, '', {}))).toBe(
      'inconsistent @line[1]: must not go down',
    );
    // The order of reading and the shape's other keys are kept; the original is unchanged.
    expect(refusal(() => rising.read({ players: 9, line: [2, 1], over: 1 }, '', {}))).toBe(
      'bad-type @over: must be true or false, not 1',
    );
    expect(STATE.read({ players: 2, line: [2, 1], over: false }, '', {})).toEqual({
      players: 2,
      line: [2, 1],
      over: false,
    });
    const CHECKS = checkList<{ readonly input: JsonValue }>().and(rising.keys()).and(rising.fields('line'));
    expect(refusal(() => CHECKS.run({ input: json({ players: 2, line: [3, 0], over: true }) }))).toBe(
      'inconsistent @line[1]: must not go down',
    );
  });

  it('custom: the game reads it its own way', () => {
    const EVEN = custom((value, path) => {
      const n = int(0, 100).read(value, path, {});
      if (n % 2) invalid('out-of-range', path, 'must be even');
      return n;
    });
    expect(EVEN.read(4, 'n', {})).toBe(4);
    expect(refusal(() => EVEN.read(3, 'n', {}))).toBe('out-of-range @n: must be even');
  });
});

describe('a state schema makes the checks of a list', () => {
  const STATE = object({
    players: int(2, 4),
    turn: int(0, (k: Players) => k.players - 1),
    hands: list(tiles({ maxPip: 1, sets: 1, max: 3, found: true }), { length: (k: Players) => k.players }),
    over: bool(),
  });
  const CHECKS = checkList<{ readonly input: JsonValue }>()
    .and(STATE.keys())
    .and(STATE.fields('players'))
    .and(STATE.fields('over', 'turn'))
    .and(STATE.fields('hands'));
  const state = { players: 2, turn: 1, hands: [[makeTile(0, 1)], []], over: false };

  it('keys, then each field with what the checks before read, in the order listed; from() rebuilds the state', () => {
    const read = CHECKS.run({ input: json(state) });
    expect(STATE.from(read)).toEqual(state);
    expect(Object.keys(STATE.from(read))).toEqual(['players', 'turn', 'hands', 'over']);
    expect(read.found).toEqual([{ id: '0:0-1', path: 'hands[0][0]' }]);
    expect(CHECKS.checks.map((check) => check.name)).toEqual([
      'everyKeyIsThere',
      'read players',
      'read over, turn',
      'read hands',
    ]);
    // `over` is listed before `turn`: it is refused first.
    expect(refusal(() => CHECKS.run({ input: json({ ...state, turn: 2, over: 1 }) }))).toBe(
      'bad-type @over: must be true or false, not 1',
    );
    expect(refusal(() => CHECKS.run({ input: json({ ...state, turn: 2 }) }))).toBe(
      'out-of-range @turn: must be from 0 to 1, not 2',
    );
    expect(refusal(() => CHECKS.run({ input: json({ ...state, extra: 1 }) }))).toBe(
      'unknown-key @extra: is not part of this state',
    );
  });

  it('infers the types, and moves from their fields', () => {
    type State = Infer<typeof STATE>;
    expectTypeOf<State>().toEqualTypeOf<{
      readonly players: number;
      readonly turn: number;
      readonly hands: readonly (readonly Tile[])[];
      readonly over: boolean;
    }>();
    expectTypeOf<Infer<ReturnType<typeof text<['a', 'b']>>>>().toEqualTypeOf<'a' | 'b'>();
    const FIELDS = { tile: 'string', end: ['left', 'right'], note: 'string?' } as const;
    type Play = MoveOf<'play', typeof FIELDS>;
    const play: Play = { type: 'play', player: 0, tile: '0:1-2', end: 'left' };
    expect(play.end).toBe('left');
    // @ts-expect-error: `end` is one of the listed strings.
    const bad: Play = { type: 'play', player: 0, tile: '0:1-2', end: 'middle' };
    expect(bad).toBeDefined();
  });
});

describe('optionsCheck', () => {
  const OPTIONS = object({ hand: int(1, 3), rule: text(['one', 'all']), sizes: list(int(1, 5), { max: 2 }) });
  const check = optionsCheck(OPTIONS);

  it('refuses a bad option with an InvalidOptionError naming it, and the reader’s words', () => {
    expect(() => check({ hand: 2, rule: 'one', sizes: [1] })).not.toThrow();
    for (const [options, name, message] of [
      [{ hand: 4, rule: 'one', sizes: [] }, 'hand', 'hand: must be from 1 to 3, not 4'],
      [{ hand: 1, rule: 'two', sizes: [] }, 'rule', 'rule: must be one of one, all'],
      [{ hand: 1, rule: 'one', sizes: [1, 9] }, 'sizes', 'sizes: must be from 1 to 5, not 9'],
      [{ hand: 1, rule: 'one' }, 'sizes', 'sizes: is missing'],
    ] as const) {
      let error: unknown;
      try {
        check(options as never);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InvalidOptionError);
      expect((error as InvalidOptionError).option).toBe(name);
      expect((error as InvalidOptionError).message).toBe(message);
    }
  });

  it('keeps the words of a reader that refused with an option error of its own (its cause)', () => {
    const SET = custom((value, path): readonly string[] => {
      if (!Array.isArray(value) || value.length < 2) {
        const own = new InvalidOptionError(`${path}[0]`, 'a set holds two pieces or more');
        throw Object.assign(new InvalidStateError('bad-option', own.option, own.message), { cause: own });
      }
      return value as string[];
    });
    const withSet = optionsCheck(object({ hand: int(1, 3), set: SET }));
    let error: unknown;
    try {
      withSet({ hand: 1, set: ['a'] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidOptionError);
    expect((error as InvalidOptionError).option).toBe('set[0]');
    expect((error as InvalidOptionError).message).toBe('set[0]: a set holds two pieces or more');
    // Read as a state's options, it is the state error it threw.
    expect(refusal(() => object({ set: SET }).read({ set: [] }, 'options', {}))).toBe(
      'bad-option @options.set[0]: options.set[0]: a set holds two pieces or more',
    );
  });
});
