import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../../src/core/errors.js';
import { createRng, randomInt } from '../../../src/core/random.js';
import {
  type DumpTruckOptions,
  type DumpTruckState,
  dumpTruck,
} from '../../../src/games/dump-truck/index.js';

// biome-ignore lint/suspicious/noExplicitAny: tampered states are patched freely.
type Loose = any;

const parse = (input: unknown): DumpTruckState => dumpTruck.parseState(input);
const copy = (state: DumpTruckState): Loose => JSON.parse(JSON.stringify(state));

/** Every state of a few seeded random games (random legal moves), with their options. */
function collect(options: Partial<DumpTruckOptions> & { players?: number }, games: number): DumpTruckState[] {
  const states: DumpTruckState[] = [];
  for (let g = 0; g < games; g++) {
    const random = { rng: createRng(`parse-${g}`) };
    let state = dumpTruck.setup({ seed: g, ...options });
    states.push(state);
    while (dumpTruck.activePlayers(state).length > 0) {
      const active = dumpTruck.activePlayers(state);
      const seat = active[randomInt(random, 0, active.length - 1)]!;
      const moves = dumpTruck.legalMoves(state, seat);
      state = dumpTruck.apply(state, moves[randomInt(random, 0, moves.length - 1)]!);
      states.push(state);
    }
  }
  return states;
}

const loose = collect({ players: 3 }, 4);
const templated = collect({ template: true, returnLimit: 2 }, 2);
const all = [...loose, ...templated];
const find = (what: string, holds: (s: DumpTruckState) => boolean, from = all): DumpTruckState => {
  const found = from.find(holds);
  if (!found) throw new Error(`no reachable state: ${what}`);
  return found;
};
const choosing = find('a pending choice', (s) => s.phase === 'draw' && s.choices.some((c) => c !== null));
const relocating = find('a relocate step', (s) => s.steps.includes('relocate'));
const unloading = find('the unload phase', (s) => s.phase === 'unload');
const negative = find('a loose load left of its first domino', (s) =>
  s.trucks.some((load) => load.some((p) => p.column < 0 || p.row < 0)),
);
const full = find('a load of four', (s) => s.trucks[0]!.length >= 4 && s.phase === 'load', loose);
const template = find('a template load', (s) => s.trucks[0]!.length >= 2, templated);
const over = find('the end', (s) => s.phase === 'over');
const returned = find('a returned domino', (s) => Object.keys(s.returns).length > 0 && s.faceUp.length > 0);
const retired = find('a retired domino', (s) => s.retired.length > 0);

function refusal(input: unknown): { code: string; path: string } {
  try {
    parse(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    const { code, path } = error as InvalidStateError;
    return { code, path };
  }
  return { code: 'accepted', path: '' };
}

const seatHolding = (s: DumpTruckState) => s.held.findIndex((h) => h !== null);

/** Each tampered state: how it was made, the code and path expected. */
const tampered: [string, () => unknown, string, string][] = [
  ['not an object', () => 7, 'bad-shape', ''],
  ['hands (held) null', () => ({ ...copy(unloading), held: null }), 'bad-shape', 'held'],
  ['an unknown field', () => ({ ...copy(unloading), cheat: 1 }), 'unknown-key', 'cheat'],
  [
    'a missing field',
    () => {
      const s = copy(unloading);
      delete s.retired;
      return s;
    },
    'missing-key',
    'retired',
  ],
  [
    'a __proto__ key',
    () => JSON.parse(`{"__proto__": 1, ${JSON.stringify(unloading).slice(1)}`),
    'not-json',
    '__proto__',
  ],
  ['players 1000', () => ({ ...copy(unloading), players: 1000 }), 'out-of-range', 'players'],
  ['players 1', () => ({ ...copy(unloading), players: 1 }), 'out-of-range', 'players'],
  ['players a string', () => ({ ...copy(unloading), players: '3' }), 'bad-type', 'players'],
  ['rng []', () => ({ ...copy(unloading), rng: [] }), 'bad-length', 'rng'],
  ['rng all zero', () => ({ ...copy(unloading), rng: [0, 0, 0, 0] }), 'bad-rng', 'rng'],
  ['round 99999', () => ({ ...copy(unloading), round: 99_999 }), 'out-of-range', 'round'],
  ['round 0', () => ({ ...copy(unloading), round: 0 }), 'out-of-range', 'round'],
  ['an unknown phase', () => ({ ...copy(unloading), phase: 'bonus' }), 'out-of-range', 'phase'],
  [
    'a step the phase does not allow',
    () => {
      const s = copy(unloading);
      s.steps[0] = 'choose';
      return s;
    },
    'out-of-range',
    'steps[0]',
  ],
  [
    'too few steps',
    () => {
      const s = copy(unloading);
      s.steps.pop();
      return s;
    },
    'bad-length',
    'steps',
  ],
  [
    'everyone waiting mid-game',
    () => {
      const s = copy(unloading);
      s.steps = s.steps.map(() => 'wait');
      return s;
    },
    'inconsistent',
    'steps',
  ],
  [
    'an unknown option',
    () => {
      const s = copy(unloading);
      s.options.turbo = true;
      return s;
    },
    'unknown-key',
    'options.turbo',
  ],
  [
    'a bad option value',
    () => {
      const s = copy(unloading);
      s.options.returnLimit = 99;
      return s;
    },
    'bad-option',
    'options.returnLimit',
  ],
  [
    'a missing option',
    () => {
      const s = copy(unloading);
      delete s.options.noRelocate;
      return s;
    },
    'missing-key',
    'options.noRelocate',
  ],
  [
    'a duplicated tile',
    () => {
      const s = copy(unloading);
      s.faceDown.push(s.faceDown[0]);
      return s;
    },
    'duplicate-tile',
    `faceDown[${unloading.faceDown.length}]`,
  ],
  [
    'a lost tile',
    () => {
      const s = copy(unloading);
      s.faceDown.pop();
      return s;
    },
    'lost-tile',
    '',
  ],
  [
    'a foreign tile (second set)',
    () => {
      const s = copy(unloading);
      s.faceDown[0] = { id: '1:0-0', set: 1, low: 0, high: 0 };
      return s;
    },
    'out-of-range',
    'faceDown[0].set',
  ],
  [
    'a wrong id for the pips',
    () => {
      const s = copy(unloading);
      s.faceDown[0].high = s.faceDown[0].high === 6 ? 5 : 6;
      s.faceDown[0].low = 0;
      return s;
    },
    'bad-tile',
    'faceDown[0].id',
  ],
  [
    'pips 7',
    () => {
      const s = copy(unloading);
      s.faceDown[0].high = 7;
      return s;
    },
    'out-of-range',
    'faceDown[0].high',
  ],
  [
    'low above high',
    () => {
      const s = copy(unloading);
      const x = s.faceDown[0];
      [x.low, x.high] = [x.high, x.low === x.high ? x.low - 1 : x.low];
      return s;
    },
    'out-of-range',
    'faceDown[0].high',
  ],
  [
    'seven dominoes in a truck',
    () => {
      const s = copy(full);
      while (s.trucks[0].length < 7) s.trucks[0].push(s.trucks[0][0]);
      return s;
    },
    'bad-length',
    'trucks[0]',
  ],
  [
    'two dominoes on one cell',
    () => {
      const s = copy(full);
      const f = s.trucks[0].find((p: Loose) => p.tile.id !== s.trucks[0][0].tile.id);
      Object.assign(s.trucks[0][1], {
        row: s.trucks[0][0].row,
        column: s.trucks[0][0].column,
        orientation: s.trucks[0][0].orientation,
      });
      void f;
      return s;
    },
    'bad-truck',
    'trucks[0][1]',
  ],
  [
    'a row out of range',
    () => {
      const s = copy(full);
      s.trucks[0][0].row = 9;
      return s;
    },
    'out-of-range',
    'trucks[0][0].row',
  ],
  [
    'a bad orientation',
    () => {
      const s = copy(full);
      s.trucks[0][0].orientation = 'diagonal';
      return s;
    },
    'out-of-range',
    'trucks[0][0].orientation',
  ],
  [
    'a flipped double',
    () => {
      const s = copy(full);
      const x = s.trucks[0][0];
      x.tile = { id: '0:6-6', set: 0, low: 6, high: 6 };
      x.flipped = true;
      return s;
    },
    'bad-truck',
    'trucks[0][0].flipped',
  ],
  [
    'a loose load without its anchor cell',
    () => {
      const s = copy(full);
      for (const p of s.trucks[0]) p.column += 5;
      return s;
    },
    'out-of-range',
    'trucks[0][0].column',
  ],
  [
    'a loose load shifted off its anchor',
    () => {
      const s = copy(full);
      const shift = 1 - Math.min(...s.trucks[0].map((p: Loose) => p.row));
      for (const p of s.trucks[0]) p.row += shift;
      return s;
    },
    'bad-truck',
    'trucks[0]',
  ],
  [
    'a template load outside the truck',
    () => {
      const s = copy(template);
      for (const p of s.trucks[0]) p.row -= 2;
      return s;
    },
    'bad-truck',
    'trucks[0][0]',
  ],
  [
    'a load in two pieces',
    () => {
      const s = copy(template);
      const [a, b] = s.trucks[0];
      s.trucks[0] = [
        { ...a, row: 0, column: 0, orientation: 'horizontal' },
        { ...b, row: 2, column: 2, orientation: 'horizontal' },
      ];
      return s;
    },
    'bad-truck',
    'trucks[0]',
  ],
  [
    'returns for an unknown id',
    () => ({ ...copy(returned), returns: { ...returned.returns, 'x:1-1': 1 } }),
    'unknown-key',
    'returns.x:1-1',
  ],
  [
    'returns beyond the limit',
    () => {
      const s = copy(returned);
      const id = Object.keys(s.returns)[0]!;
      s.returns[id] = 5;
      return s;
    },
    'out-of-range',
    `returns.${Object.keys(returned.returns)[0]}`,
  ],
  [
    'a returned domino face down',
    () => {
      const s = copy(returned);
      const id = s.faceDown[0].id;
      s.returns[id] = 1;
      return s;
    },
    'inconsistent',
    'faceDown[0]',
  ],
  [
    'a retired id not discarded',
    () => {
      const s = copy(retired);
      s.retired.push(s.faceDown[0]?.id ?? s.faceUp[0]?.id ?? '0:0-0');
      return s;
    },
    'inconsistent',
    `retired[${retired.retired.length}]`,
  ],
  [
    'a retired domino below the limit',
    () => {
      const s = copy(retired);
      s.returns[s.retired[0]] = 0;
      delete s.returns[s.retired[0]];
      s.options.returnLimit = Math.max(1, s.options.returnLimit);
      s.returns = {};
      return s;
    },
    'inconsistent',
    'retired[0]',
  ],
  [
    'a draw order with a seat twice',
    () => {
      const s = copy(unloading);
      s.drawOrder[1] = s.drawOrder[0];
      return s;
    },
    'inconsistent',
    'drawOrder',
  ],
  [
    'a draw order seat 9',
    () => {
      const s = copy(unloading);
      s.drawOrder[0] = 9;
      return s;
    },
    'out-of-range',
    'drawOrder[0]',
  ],
  [
    'a choice outside the draw',
    () => {
      const s = copy(unloading);
      s.choices[0] = 'face-down';
      return s;
    },
    'inconsistent',
    'choices[0]',
  ],
  [
    'a choice of a tile not face up',
    () => {
      const s = copy(choosing);
      const seat = s.choices.findIndex((c: unknown) => c !== null);
      s.choices[seat] = s.faceDown[0]?.id ?? '0:9-9';
      return s;
    },
    'out-of-range',
    `choices[${choosing.choices.findIndex((c) => c !== null)}]`,
  ],
  [
    'a loading seat with empty hands',
    () => {
      const s = copy(relocating);
      const seat = s.steps.indexOf('relocate');
      s.faceUp.push(s.held[seat].tile);
      s.held[seat] = null;
      return s;
    },
    'inconsistent',
    `held[${relocating.steps.indexOf('relocate')}]`,
  ],
  [
    'a displaced domino while loading',
    () => {
      const s = copy(relocating);
      const seat = s.steps.indexOf('relocate');
      s.steps[seat] = 'load';
      return s;
    },
    'inconsistent',
    `held[${relocating.steps.indexOf('relocate')}].from`,
  ],
  [
    'relocating under NO SHIFT',
    () => {
      const s = copy(relocating);
      s.options.noShift = true;
      return s;
    },
    'inconsistent',
    `steps[${relocating.steps.indexOf('relocate')}]`,
  ],
  [
    'a hand in the unload phase',
    () => {
      const s = copy(unloading);
      const tile = s.faceDown.pop();
      s.held[0] = { tile, from: 'face-down' };
      return s;
    },
    'inconsistent',
    'held[0]',
  ],
  [
    'a score not the sum of unloads',
    () => {
      const s = copy(over);
      s.scores[0] += 1;
      return s;
    },
    'bad-score',
    'scores[0]',
  ],
  [
    'a negative score',
    () => {
      const s = copy(over);
      s.scores[0] = -1;
      return s;
    },
    'out-of-range',
    'scores[0]',
  ],
  [
    'a fractional score',
    () => {
      const s = copy(over);
      s.scores[0] = 0.5;
      return s;
    },
    'bad-type',
    'scores[0]',
  ],
  [
    'an unscored unload with points',
    () => {
      const s = copy(over);
      s.unloads.push({ player: 0, round: 1, grid: [], points: 3, scored: false, final: false });
      s.scores[0] += 3;
      return s;
    },
    'bad-score',
    `unloads[${over.unloads.length}].points`,
  ],
  [
    'a final unload mid-game',
    () => {
      const s = copy(unloading);
      s.unloads.push({ player: 0, round: 1, grid: [], points: 0, scored: true, final: true });
      return s;
    },
    'inconsistent',
    `unloads[${unloading.unloads.length}].final`,
  ],
  [
    'over flipped on (pool not empty)',
    () => ({ ...copy(unloading), phase: 'over', steps: unloading.steps.map(() => 'wait') }),
    'inconsistent',
    'phase',
  ],
  ['over flipped off', () => ({ ...copy(over), phase: 'unload' }), 'inconsistent', 'steps'],
  [
    'a getter',
    () => {
      const s = copy(unloading);
      Object.defineProperty(s, 'round', { get: () => 1, enumerable: true });
      return s;
    },
    'not-json',
    'round',
  ],
  ['NaN', () => ({ ...copy(unloading), round: Number.NaN }), 'not-json', 'round'],
];

describe('dumpTruck.parseState', () => {
  it(`refuses every one of ${tampered.length} tampered states with a code and the path of the first bad value`, () => {
    const got = tampered.map(([what, make]) => ({ what, ...refusal(make()) }));
    expect(got).toEqual(tampered.map(([what, , code, path]) => ({ what, code, path })));
  });

  it('accepts reachable states of every kind, deep-frozen and equal', () => {
    for (const state of [
      choosing,
      relocating,
      unloading,
      negative,
      full,
      template,
      over,
      returned,
      retired,
      ...all.filter((_, i) => i % 7 === 0),
    ]) {
      const parsed = parse(JSON.parse(JSON.stringify(state)));
      expect(parsed).toEqual(state);
      expect(Object.isFrozen(parsed)).toBe(true);
      expect(Object.isFrozen(parsed.trucks[0])).toBe(true);
    }
  });

  it('names the seat of a hand that is not a hand', () => {
    const s = copy(unloading);
    s.held[seatHolding(unloading) < 0 ? 1 : 1] = 'hidden';
    expect(refusal(s)).toEqual({ code: 'bad-shape', path: 'held[1]' });
  });
});
