/**
 * Tiny Block's own rules (examples/tiny-block): the deal, the first play,
 * matching ends, drawing, passing, a blocked game, a win, the view, the
 * sampler, the greedy bot and the drawing.
 */
import {
  createRng,
  IllegalMoveError,
  InvalidOptionError,
  InvalidStateError,
  makeTile,
  playOut,
  randomBot,
  type Seat,
} from 'boneyard';
import { describe, expect, it } from 'vitest';
import {
  formatTinyBlockView,
  greedyTinyBlockBot,
  TINY_BLOCK_CODES,
  type TinyBlockMove,
  type TinyBlockState,
  tinyBlock,
  tinyBlockFamily,
} from '../../examples/tiny-block/index.js';
import { hiddenTinyBlockIds } from './tiny-block-hide.js';

type Pips = readonly [number, number];

/** A hand-built state: hands and boneyard as pip pairs, the line as [left, right] pairs as laid. */
function table(
  hands: readonly (readonly Pips[])[],
  boneyard: readonly Pips[],
  line: readonly Pips[] = [],
  turn: Seat = 0,
  passes = 0,
): TinyBlockState {
  return {
    players: hands.length,
    rng: [...createRng(1)],
    hands: hands.map((hand) => hand.map(([a, b]) => makeTile(a, b))),
    boneyard: boneyard.map(([a, b]) => makeTile(a, b)),
    line: line.map(([left, right]) => ({ tile: makeTile(left, right), left, right })),
    turn,
    passes,
  };
}

const id = (a: number, b: number) => makeTile(a, b).id;
const ends = (state: TinyBlockState) => state.line.map((p) => `${p.left}|${p.right}`).join(' ');

/** The code `apply` refuses `move` with (and `validate` agrees). */
function refusal(state: TinyBlockState, move: TinyBlockMove): string | undefined {
  const code = tinyBlock.validate(state, move)?.code;
  try {
    tinyBlock.apply(state, move);
  } catch (error) {
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as IllegalMoveError).code).toBe(code);
    return code;
  }
  return undefined;
}

describe('Tiny Block setup', () => {
  it('deals `hand` tiles each from the ten tiles of a double-three set, the rest to the boneyard', () => {
    for (const [players, hand] of [
      [2, 3],
      [3, 3],
      [2, 1],
      [3, 2],
    ] as const) {
      const state = tinyBlock.setup({ seed: `deal-${players}-${hand}`, players, hand });
      expect(state.hands.map((h) => h.length)).toEqual(Array(players).fill(hand));
      expect(state.boneyard).toHaveLength(10 - players * hand);
      const ids = [...state.hands.flat(), ...state.boneyard].map((tile) => tile.id);
      expect(new Set(ids).size).toBe(10);
      expect(state.line).toEqual([]);
      expect(tinyBlock.activePlayers(state)).toEqual([state.turn]);
    }
  });

  it('deals three tiles each to two players by default, the same for the same seed', () => {
    const state = tinyBlock.setup({ seed: 7 });
    expect(state.players).toBe(2);
    expect(state.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(tinyBlock.setup({ seed: 7 })).toEqual(state);
  });

  it.each([0, 4, 1.5, '3'])('refuses hand %s', (hand) => {
    expect(() => tinyBlock.setup({ seed: 1, hand: hand as number })).toThrow(InvalidOptionError);
  });

  it.each([1, 4])('refuses %s players', (players) => {
    expect(() => tinyBlock.setup({ seed: 1, players })).toThrow(InvalidOptionError);
  });

  it('declares its codes after none of the core ones', () => {
    expect(tinyBlock.codes.slice(0, TINY_BLOCK_CODES.length)).toEqual([...TINY_BLOCK_CODES]);
    expect(tinyBlock.codes).toContain('not-your-turn');
  });
});

describe('Tiny Block play', () => {
  it('lets the first play be any tile, at either end', () => {
    const state = table(
      [
        [
          [0, 1],
          [2, 3],
        ],
        [[1, 1]],
      ],
      [[3, 3]],
    );
    expect(tinyBlock.legalMoves(state, 0)).toEqual([
      { type: 'play', player: 0, tile: id(0, 1), end: 'left' },
      { type: 'play', player: 0, tile: id(0, 1), end: 'right' },
      { type: 'play', player: 0, tile: id(2, 3), end: 'left' },
      { type: 'play', player: 0, tile: id(2, 3), end: 'right' },
    ]);
    const next = tinyBlock.apply(state, { type: 'play', player: 0, tile: id(2, 3), end: 'right' });
    expect(ends(next)).toBe('2|3');
    expect(next.hands[0]!.map((t) => t.id)).toEqual([id(0, 1)]);
    expect(next.turn).toBe(1);
    expect(state.line).toEqual([]);
  });

  it('only plays a tile matching the end it is laid at, turned to match', () => {
    const state = table(
      [
        [
          [0, 1],
          [2, 3],
          [0, 0],
        ],
        [[2, 2]],
      ],
      [[3, 3]],
      [[1, 3]],
    );
    expect(tinyBlock.legalMoves(state, 0)).toEqual([
      { type: 'play', player: 0, tile: id(0, 1), end: 'left' },
      { type: 'play', player: 0, tile: id(2, 3), end: 'right' },
    ]);
    expect(refusal(state, { type: 'play', player: 0, tile: id(0, 0), end: 'left' })).toBe('no-match');
    expect(refusal(state, { type: 'play', player: 0, tile: id(2, 3), end: 'left' })).toBe('no-match');
    expect(refusal(state, { type: 'play', player: 0, tile: id(2, 2), end: 'right' })).toBe(
      'tile-not-in-hand',
    );
    expect(refusal(state, { type: 'play', player: 1, tile: id(2, 2), end: 'right' })).toBe('not-your-turn');
    const left = tinyBlock.apply(state, { type: 'play', player: 0, tile: id(0, 1), end: 'left' });
    expect(ends(left)).toBe('0|1 1|3');
    const right = tinyBlock.apply(state, { type: 'play', player: 0, tile: id(2, 3), end: 'right' });
    expect(ends(right)).toBe('1|3 3|2');
    expect(tinyBlock.legalMoves(right, 1)).toEqual([
      { type: 'play', player: 1, tile: id(2, 2), end: 'right' },
    ]);
  });

  it('draws one tile when nothing matches, and the drawer moves again', () => {
    const state = table(
      [[[0, 0]], [[2, 2]]],
      [
        [0, 2],
        [1, 2],
      ],
      [[1, 3]],
    );
    expect(tinyBlock.legalMoves(state, 0)).toEqual([{ type: 'draw', player: 0 }]);
    expect(refusal(state, { type: 'pass', player: 0 })).toBe('must-draw');
    const drawn = tinyBlock.apply(state, { type: 'draw', player: 0 });
    expect(drawn.hands[0]!.map((t) => t.id)).toEqual([id(0, 0), id(1, 2)]);
    expect(drawn.boneyard.map((t) => t.id)).toEqual([id(0, 2)]);
    expect(tinyBlock.activePlayers(drawn)).toEqual([0]);
    expect(tinyBlock.legalMoves(drawn, 0)).toEqual([
      { type: 'play', player: 0, tile: id(1, 2), end: 'left' },
    ]);
    expect(refusal(drawn, { type: 'draw', player: 0 })).toBe('must-play');
    expect(refusal(drawn, { type: 'pass', player: 0 })).toBe('must-play');
  });

  it('passes only when nothing matches and the boneyard is empty; a play ends the passes in a row', () => {
    const state = table(
      [
        [[0, 0]],
        [
          [3, 2],
          [2, 2],
        ],
        [[0, 2]],
      ],
      [],
      [[1, 3]],
    );
    expect(tinyBlock.legalMoves(state, 0)).toEqual([{ type: 'pass', player: 0 }]);
    expect(refusal(state, { type: 'draw', player: 0 })).toBe('empty-boneyard');
    const passed = tinyBlock.apply(state, { type: 'pass', player: 0 });
    expect(passed.passes).toBe(1);
    expect(tinyBlock.activePlayers(passed)).toEqual([1]);
    expect(tinyBlock.outcome(passed).over).toBe(false);
    const played = tinyBlock.apply(passed, { type: 'play', player: 1, tile: id(2, 3), end: 'right' });
    expect(played.passes).toBe(0);
    expect(played.turn).toBe(2);
  });

  it('blocks when every player passes in a row: the fewest pips win, ties share', () => {
    let state = table([[[0, 0]], [[2, 2]], [[0, 2]]], [], [[1, 1]]);
    for (const player of [0, 1, 2]) {
      expect(tinyBlock.outcome(state).over).toBe(false);
      state = tinyBlock.apply(state, { type: 'pass', player });
    }
    expect(tinyBlock.activePlayers(state)).toEqual([]);
    expect(tinyBlock.legalMoves(state, 0)).toEqual([]);
    expect(tinyBlock.outcome(state)).toEqual({ over: true, scores: [1, 0, 0], winners: [0] });
    const tied = table([[[1, 2]], [[0, 3]]], [], [[0, 0]], 0, 2);
    expect(tinyBlock.outcome(tied)).toEqual({ over: true, scores: [1, 1], winners: [0, 1] });
  });

  it('ends when a player empties their hand: that player wins', () => {
    const state = table(
      [
        [[3, 0]],
        [
          [0, 0],
          [1, 1],
        ],
      ],
      [[2, 2]],
      [[1, 3]],
      0,
    );
    const won = tinyBlock.apply(state, { type: 'play', player: 0, tile: id(0, 3), end: 'right' });
    expect(won.hands[0]).toEqual([]);
    expect(tinyBlock.activePlayers(won)).toEqual([]);
    expect(tinyBlock.outcome(won)).toEqual({ over: true, scores: [1, 0], winners: [0] });
    expect(() => tinyBlock.apply(won, { type: 'pass', player: 1 })).toThrow(IllegalMoveError);
  });

  it('plays whole games to an end within the move bound', () => {
    for (let seed = 0; seed < 20; seed++) {
      const players = 2 + (seed % 2);
      const setup = { seed, players };
      const bound = tinyBlock.moveBound(tinyBlock.setup(setup));
      const bots = [greedyTinyBlockBot(), randomBot(seed), greedyTinyBlockBot()].slice(0, players);
      const { moves, outcome } = playOut(tinyBlock, setup, bots);
      expect(outcome.over).toBe(true);
      expect(moves.length).toBeLessThanOrEqual(bound);
      expect(outcome.winners.length).toBeGreaterThan(0);
    }
  });
});

describe('Tiny Block views, sampler, bot and drawing', () => {
  const state = table(
    [
      [
        [0, 1],
        [3, 3],
      ],
      [
        [2, 2],
        [0, 0],
        [1, 2],
      ],
    ],
    [
      [0, 2],
      [0, 3],
      [1, 1],
      [2, 3],
    ],
    [[1, 3]],
  );

  it('shows a seat its own hand and only the sizes of the others and of the boneyard', () => {
    const view = tinyBlock.view(state, 0);
    expect(view.hand?.map((t) => t.id)).toEqual([id(0, 1), id(3, 3)]);
    expect(view.handSizes).toEqual([2, 3]);
    expect(view.boneyardSize).toBe(4);
    expect(JSON.stringify(view)).not.toContain(id(2, 2));
    expect(JSON.stringify(view)).not.toContain(id(0, 2));
    const hidden = hiddenTinyBlockIds(state, 0);
    expect(hidden).toHaveLength(7);
    for (const tile of hidden) expect(JSON.stringify(view), tile).not.toContain(tile);
    const spectator = tinyBlock.view(state, null);
    expect(spectator.hand).toBeNull();
    expect(JSON.stringify(spectator)).not.toContain(id(0, 1));
  });

  it('samples a state that looks the same to the seat, with the unseen tiles of the set dealt anew', () => {
    const view = tinyBlock.view(state, 1);
    const random = { rng: createRng('sample') };
    for (let i = 0; i < 10; i++) {
      const sampled = tinyBlock.sample(view, 1, random);
      expect(tinyBlock.view(sampled, 1)).toEqual(view);
      const ids = [...sampled.hands.flat(), ...sampled.boneyard, ...sampled.line.map((p) => p.tile)].map(
        (t) => t.id,
      );
      expect(new Set(ids).size).toBe(10);
      expect([...sampled.hands[0]!, ...sampled.boneyard].map((t) => t.id).sort()).toEqual(
        [id(0, 1), id(0, 2), id(0, 3), id(1, 1), id(2, 3), id(3, 3)].sort(),
      );
    }
  });

  it('has a greedy bot that plays its heaviest playable tile', () => {
    const bot = greedyTinyBlockBot();
    const move = bot({
      player: 0,
      view: tinyBlock.view(state, 0),
      legalMoves: tinyBlock.legalMoves(state, 0),
    });
    expect(move).toEqual({ type: 'play', player: 0, tile: id(3, 3), end: 'right' });
  });

  it('draws a view as text', () => {
    const text = formatTinyBlockView(tinyBlock.view(state, 0));
    expect(text).toContain('line: [1|3]');
    expect(text).toContain('your hand (seat 0): 0-1 3-3');
    expect(text).toContain('hands: seat 0: 2, seat 1: 3   boneyard: 4');
    expect(formatTinyBlockView(tinyBlock.view(state, null))).not.toContain('your hand');
  });

  it('is listed as one family with its bots and seed variant', () => {
    expect(tinyBlockFamily.folder).toBe('tiny-block');
    const [entry] = tinyBlockFamily.games;
    expect(entry?.game).toBe(tinyBlock);
    expect(Object.keys(entry!.variants)).toEqual(['seed']);
    expect(Object.keys(entry!.bots).sort()).toEqual(['easy', 'greedy', 'hard', 'medium', 'random', 'search']);
    const { outcome } = playOut(tinyBlock, { seed: 3 }, [entry!.bots.search(1, 20), entry!.bots.greedy(2)]);
    expect(outcome.over).toBe(true);
  });
});

describe('Tiny Block parseState', () => {
  it('accepts every state of a game and refuses tampered ones with the path of the bad value', () => {
    let state = tinyBlock.setup({ seed: 'parse', players: 3 });
    const states = [state];
    while (tinyBlock.activePlayers(state).length > 0) {
      const [seat] = tinyBlock.activePlayers(state);
      state = tinyBlock.apply(state, tinyBlock.legalMoves(state, seat!)[0]!);
      states.push(state);
    }
    for (const reached of states)
      expect(tinyBlock.parseState(JSON.parse(JSON.stringify(reached)))).toEqual(reached);
    const base = JSON.parse(JSON.stringify(states[2]));
    const tampered: [unknown, string][] = [
      [{ ...base, players: 9 }, 'players'],
      [{ ...base, turn: 7 }, 'turn'],
      [
        { ...base, hands: [...base.hands.slice(0, 2), [...base.hands[2], base.hands[0][0]]] },
        `hands[2][${base.hands[2].length}]`,
      ],
      [{ ...base, boneyard: base.boneyard.slice(1) }, ''],
      [{ ...base, line: [{ ...base.line[0], left: 9 }] }, 'line[0].left'],
      [{ ...base, extra: 1 }, 'extra'],
    ];
    for (const [input, path] of tampered) {
      let error: unknown;
      try {
        tinyBlock.parseState(input);
      } catch (caught) {
        error = caught;
      }
      expect(error, path).toBeInstanceOf(InvalidStateError);
      expect((error as InvalidStateError).path, path).toBe(path);
    }
  });
});
