import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../../src/core/index.js';
import { type BuildUpState, buildUp, canCover } from '../../../src/games/build-up/index.js';
import { copy, playGame } from './play.js';

const parse = buildUp.parseState;

function deepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deepFrozen);
}

/** Every tampered state tried below, counted. */
let tried = 0;

/** Parses `input` expecting an `InvalidStateError` with this code and path. */
function refused(input: unknown, code: string, path: string): void {
  tried++;
  let error: unknown;
  try {
    parse(input);
  } catch (caught) {
    error = caught;
  }
  expect(error, `expected ${code} at ${path}`).toBeInstanceOf(InvalidStateError);
  expect({ code: (error as InvalidStateError).code, path: (error as InvalidStateError).path }).toEqual({
    code,
    path,
  });
}

/** A copy of `state` changed by `change`, expected refused with this code and path. */
function tamper(
  state: BuildUpState,
  change: (draft: ReturnType<typeof copy>) => void,
  code: string,
  path: string,
) {
  const draft = copy(state);
  change(draft);
  refused(draft, code, path);
}

const game = playGame({ seed: 'parse' });
const start = game[0]!.before;
/** A state in the second hand with a tile set aside and some plays made. */
const middle = game.find(
  (step) =>
    step.after.hand === 1 &&
    step.after.setAside.some((tiles) => tiles.length > 0) &&
    step.after.stacks.some((stack) => stack.length > 2),
)!.after;
const end = game.at(-1)!.after;

describe('Build Up parseState accepts every reachable state', () => {
  it('returns the states of whole games equal and deeply frozen', () => {
    const games = [
      game,
      playGame({ seed: 'three', players: 3 }, 'last'),
      playGame({ seed: 'subtract', unplayable: 'subtract', laterLead: 'lowest-score' }),
      playGame({ seed: 'equal', equalOnDouble: true }, 'last'),
      playGame({ seed: 'short', schedule: [3, 1] }),
    ];
    for (const steps of games) {
      for (const state of [steps[0]!.before, ...steps.map((step) => step.after)]) {
        const parsed = parse(JSON.parse(JSON.stringify(state)));
        expect(parsed).toEqual(state);
        expect(deepFrozen(parsed)).toBe(true);
      }
    }
    expect(middle.setAside.flat().length + middle.results.length).toBeGreaterThan(0);
    expect(end.over).toBe(true);
  });
});

describe('Build Up parseState refuses tampered states, naming the first bad value', () => {
  it('the shape: missing, unknown, reserved and wrongly typed values', () => {
    refused(null, 'bad-shape', '');
    refused([], 'bad-shape', '');
    tamper(
      start,
      (s) => {
        s.extra = 1;
      },
      'unknown-key',
      'extra',
    );
    tamper(
      start,
      (s) => {
        delete s.scores;
      },
      'missing-key',
      'scores',
    );
    refused(
      JSON.parse(JSON.stringify(start).replace('{', '{"__proto__":{"polluted":true},')),
      'not-json',
      '__proto__',
    );
    refused({ ...copy(start), constructor: 1 }, 'not-json', 'constructor');
    refused({ ...copy(start), scores: [Number.POSITIVE_INFINITY, 0] }, 'not-json', 'scores[0]');
    const getter = copy(start);
    Object.defineProperty(getter, 'turn', { get: () => 0, enumerable: true });
    refused(getter, 'not-json', 'turn');
    const cycle = copy(start);
    cycle.options.self = cycle.options;
    refused(cycle, 'not-json', 'options.self');
    tamper(
      start,
      (s) => {
        s.hands = null;
      },
      'bad-shape',
      'hands',
    );
    tamper(
      start,
      (s) => {
        s.hands[0][0] = 'x';
      },
      'bad-shape',
      'hands[0][0]',
    );
    tamper(
      start,
      (s) => {
        s.over = 'no';
      },
      'bad-type',
      'over',
    );
    tamper(
      start,
      (s) => {
        s.scores[0] = 1.5;
      },
      'bad-type',
      'scores[0]',
    );
    tamper(
      start,
      (s) => {
        s.options.colour = 'red';
      },
      'unknown-key',
      'options.colour',
    );
    tamper(
      start,
      (s) => {
        s.options.equalOnDouble = 'yes';
      },
      'bad-type',
      'options.equalOnDouble',
    );
    tamper(
      start,
      (s) => {
        delete s.options.equalOnDouble;
      },
      'missing-key',
      'options.equalOnDouble',
    );
  });

  it('ranges: players, seats, hand, rng, options', () => {
    tamper(
      start,
      (s) => {
        s.players = 1000;
      },
      'out-of-range',
      'players',
    );
    tamper(
      start,
      (s) => {
        s.players = 3;
      },
      'bad-length',
      'stacks',
    );
    tamper(
      start,
      (s) => {
        s.turn = 99;
      },
      'out-of-range',
      'turn',
    );
    tamper(
      start,
      (s) => {
        s.leader = -1;
      },
      'out-of-range',
      'leader',
    );
    tamper(
      start,
      (s) => {
        s.hand = 4;
      },
      'out-of-range',
      'hand',
    );
    tamper(
      start,
      (s) => {
        s.rng = [];
      },
      'bad-length',
      'rng',
    );
    tamper(
      start,
      (s) => {
        s.rng = [0, 0, 0, 0];
      },
      'bad-rng',
      'rng',
    );
    tamper(
      start,
      (s) => {
        s.rng[2] = 2 ** 40;
      },
      'out-of-range',
      'rng[2]',
    );
    tamper(
      start,
      (s) => {
        s.options.schedule = [20, 20];
      },
      'out-of-range',
      'options.schedule',
    );
    tamper(
      start,
      (s) => {
        s.options.schedule = [];
      },
      'bad-length',
      'options.schedule',
    );
    tamper(
      start,
      (s) => {
        s.options.unplayable = 'keep';
      },
      'out-of-range',
      'options.unplayable',
    );
  });

  it('tiles: each seat’s 28 exactly once, ids agreeing with pips, each in its owner’s places', () => {
    tamper(
      start,
      (s) => {
        s.hands[0][0] = s.boneyards[0][0];
      },
      'duplicate-tile',
      'boneyards[0][0]',
    );
    tamper(
      start,
      (s) => {
        s.boneyards[0].pop();
      },
      'lost-tile',
      '',
    );
    tamper(
      start,
      (s) => {
        s.hands[0][0].id = s.hands[0][1].id;
      },
      'bad-tile',
      'hands[0][0].id',
    );
    tamper(
      start,
      (s) => {
        s.hands[0][0].high = 7;
      },
      'out-of-range',
      'hands[0][0].high',
    );
    tamper(
      start,
      (s) => {
        s.hands[0][0].set = 5;
      },
      'out-of-range',
      'hands[0][0].set',
    );
    tamper(
      start,
      (s) => {
        [s.hands[0][0], s.hands[1][0]] = [s.hands[1][0], s.hands[0][0]];
      },
      'wrong-colour',
      'hands[0][0].set',
    );
    tamper(
      start,
      (s) => {
        [s.boneyards[0][0], s.boneyards[1][0]] = [s.boneyards[1][0], s.boneyards[0][0]];
      },
      'wrong-colour',
      'boneyards[0][0].set',
    );
    tamper(
      start,
      (s) => {
        s.hands[0] = Array.from({ length: 1000 }, () => s.hands[0][0]);
      },
      'bad-length',
      'hands[0]',
    );
  });

  it('the building rules: each stack on its seat’s tile, each tile covering the one below', () => {
    tamper(
      start,
      (s) => {
        [s.stacks[0][0], s.stacks[6][0]] = [s.stacks[6][0], s.stacks[0][0]];
      },
      'wrong-colour',
      'stacks[0][0].set',
    );
    // A boneyard tile put on a stack it may not cover.
    const { stack, tile } = (() => {
      for (let b = 0; b < start.boneyards[0]!.length; b++) {
        for (let s = 0; s < start.stacks.length; s++) {
          if (!canCover(start.stacks[s]!.at(-1)!, start.boneyards[0]![b]!)) return { stack: s, tile: b };
        }
      }
      throw new Error('no such pair');
    })();
    tamper(
      start,
      (s) => {
        s.stacks[stack].push(...s.boneyards[0].splice(tile, 1));
      },
      'bad-stack',
      `stacks[${stack}][1]`,
    );
    // A stack built with equalOnDouble is refused once the option is turned off.
    const equalGame = [
      ...playGame({ seed: 'equal', equalOnDouble: true }, 'last'),
      ...playGame({ seed: 'equal-2', equalOnDouble: true }),
    ];
    const built = equalGame
      .map((step) => step.after)
      .find((state) =>
        state.stacks.some((pile) => pile.some((top, i) => i > 0 && !canCover(pile[i - 1]!, top))),
      );
    expect(built).toBeDefined();
    const s = built!.stacks.findIndex((pile) => pile.some((top, i) => i > 0 && !canCover(pile[i - 1]!, top)));
    const i = built!.stacks[s]!.findIndex((top, k) => k > 0 && !canCover(built!.stacks[s]![k - 1]!, top));
    tamper(
      built!,
      (draft) => {
        draft.options.equalOnDouble = false;
      },
      'bad-stack',
      `stacks[${s}][${i}]`,
    );
  });

  it('the flow: sizes, results, scores, leaders, the opening draw, over and the turn', () => {
    tamper(
      middle,
      (s) => {
        s.hands[0].push(s.boneyards[0].pop());
      },
      'bad-length',
      'boneyards[0]',
    );
    tamper(
      middle,
      (s) => {
        s.over = true;
      },
      'inconsistent',
      'over',
    );
    tamper(
      end,
      (s) => {
        s.over = false;
      },
      'inconsistent',
      'over',
    );
    tamper(
      middle,
      (s) => {
        s.results.pop();
      },
      'bad-length',
      'results',
    );
    tamper(
      middle,
      (s) => {
        s.scores[0] += 1;
      },
      'inconsistent',
      'scores[0]',
    );
    tamper(
      middle,
      (s) => {
        s.results[0].ended = s.results[0].ended === 'blocked' ? 'emptied' : 'blocked';
      },
      'inconsistent',
      'results[0].ended',
    );
    const holder = middle.setAside.findIndex((tiles) => tiles.length > 0);
    tamper(
      middle,
      (s) => {
        s.results[0].unplayed = s.results[0].unplayed.map(() => []);
        s.results[0].ended = 'emptied';
      },
      'inconsistent',
      `setAside[${holder}]`,
    );
    tamper(
      middle,
      (s) => {
        s.setAside[holder].push(s.boneyards[holder].pop());
      },
      'bad-length',
      `boneyards[${holder}]`,
    );
    tamper(
      middle,
      (s) => {
        s.leader = 1 - s.leader;
      },
      'inconsistent',
      'leader',
    );
    // With the lowest score leading, the leader follows the hand scores (Ruling 3).
    const lowest = playGame({ seed: 'lowest', laterLead: 'lowest-score' })
      .map((step) => step.after)
      .find((state) => state.hand === 1 && state.scores[0] !== state.scores[1])!;
    tamper(
      lowest,
      (s) => {
        [s.results[0].scores[0], s.results[0].scores[1]] = [s.results[0].scores[1], s.results[0].scores[0]];
        [s.scores[0], s.scores[1]] = [s.scores[1], s.scores[0]];
      },
      'inconsistent',
      'leader',
    );
    tamper(
      start,
      (s) => {
        s.openingDraws = [];
      },
      'bad-length',
      'openingDraws',
    );
    tamper(
      start,
      (s) => {
        s.openingDraws[0].reverse();
      },
      'inconsistent',
      'openingDraws[0][0].player',
    );
    tamper(
      start,
      (s) => {
        s.openingDraws.push(s.openingDraws[0]);
      },
      'inconsistent',
      'openingDraws[1]',
    );
    tamper(
      start,
      (s) => {
        s.openingDraws[0][0].tile = { ...s.openingDraws[0][1].tile };
      },
      'wrong-colour',
      'openingDraws[0][0].tile.set',
    );
    tamper(
      end,
      (s) => {
        s.results.at(-1).scores[0] += 1;
        s.scores[0] += 1;
      },
      'inconsistent',
      `results[${end.results.length - 1}].scores[0]`,
    );
    // A seat with an empty hand may not be the one to move.
    const waiting = game
      .map((step) => step.after)
      .find((state) => !state.over && state.hands.some((h) => h.length === 0))!;
    const empty = waiting.hands.findIndex((h) => h.length === 0);
    tamper(
      waiting,
      (s) => {
        s.turn = empty;
      },
      'inconsistent',
      'turn',
    );
  });

  it('counts the tampered states tried', () => {
    expect(tried).toBe(54);
    console.log(`Build Up parseState: ${tried} tampered states refused`);
  });
});
