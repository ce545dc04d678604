/**
 * The search bot's budgets (iterations, `thinkMs`), its candidates and the
 * registry's difficulty levels.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLoop } from '../../src/core/play.js';
import { buildUp, greedyBuildUpBot } from '../../src/games/build-up/index.js';
import { dominoSquaresCandidates } from '../../src/games/domino-squares/squares/bots.js';
import { dumpTruckCandidates } from '../../src/games/dump-truck/bots.js';
import { shanghaiCandidates, shanghaiPlayOutMove } from '../../src/games/shanghai/bots.js';
import { shanghai } from '../../src/games/shanghai/index.js';
import {
  BOT_LEVELS,
  type BotTurn,
  createRng,
  gameRegistry,
  InvalidOptionError,
  playOut,
  SEARCH_LIMITS,
  searchBot,
} from '../../src/index.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The turns of a greedy game, as bots see them (the first `limit` choices with more than one move). */
function turnsOf<M, V>(id: string, seed: number, limit: number): { turn: BotTurn<M, V>; state: unknown }[] {
  const entry = gameRegistry[id]!;
  const { game } = entry;
  const greedy = entry.bots.greedy(1);
  const turns: { turn: BotTurn<M, V>; state: unknown }[] = [];
  runLoop(game, game.setup({ seed, players: 2 }), (loop) => {
    const turn = { player: loop.player, view: loop.view(), legalMoves: loop.legalMoves };
    if (turns.length < limit && turn.legalMoves.length > 1)
      turns.push({ turn: turn as BotTurn<M, V>, state: loop.state });
    return greedy(turn);
  });
  return turns;
}

describe('search budgets', () => {
  it('rejects budgets out of range, naming the option', () => {
    const bad = (options: object) => {
      try {
        searchBot(buildUp, { seed: 1, ...options });
      } catch (error) {
        return error instanceof InvalidOptionError ? error.option : 'other error';
      }
      return 'accepted';
    };
    expect(bad({ thinkMs: 0 })).toBe('thinkMs');
    expect(bad({ thinkMs: -5 })).toBe('thinkMs');
    expect(bad({ thinkMs: Number.NaN })).toBe('thinkMs');
    expect(bad({ thinkMs: SEARCH_LIMITS.thinkMs + 1 })).toBe('thinkMs');
    expect(bad({ thinkMs: '100' })).toBe('thinkMs');
    expect(bad({ iterations: 0 })).toBe('iterations');
    expect(bad({ iterations: 2.5 })).toBe('iterations');
    expect(bad({ iterations: SEARCH_LIMITS.iterations + 1 })).toBe('iterations');
    expect(bad({ thinkMs: SEARCH_LIMITS.thinkMs, iterations: SEARCH_LIMITS.iterations })).toBe('accepted');
  });

  it('stops at the thinkMs deadline (a fake clock: every reading 1 ms later)', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now++);
    let playOuts = 0;
    const greedy = greedyBuildUpBot();
    const bot = searchBot(buildUp, {
      seed: 1,
      thinkMs: 20,
      rollout: (turn) => {
        playOuts++;
        return greedy(turn);
      },
    });
    const turn = (turnsOf('build-up', 4, 1) as { turn: Parameters<typeof bot>[0] }[])[0]?.turn;
    const started = now;
    expect(turn!.legalMoves).toContain(bot(turn!));
    // Without the deadline it would run SEARCH_LIMITS.iterations play-outs; the clock read ~once a round.
    expect(now - started).toBeLessThan(40);
    expect(playOuts).toBeGreaterThan(0);
    expect(playOuts).toBeLessThan(30_000); // rollout moves; without the deadline, millions
  });

  it('with both budgets, stops at the iterations when the clock allows', () => {
    let calls = 0;
    const greedy = greedyBuildUpBot();
    const counted = (iterations: number) => {
      calls = 0;
      const bot = searchBot(buildUp, {
        seed: 1,
        iterations,
        thinkMs: SEARCH_LIMITS.thinkMs,
        rollout: (turn) => {
          calls++;
          return greedy(turn);
        },
      });
      const turn = (turnsOf('build-up', 4, 1) as { turn: Parameters<typeof bot>[0] }[])[0]?.turn;
      bot(turn!);
      return calls;
    };
    expect(counted(10)).toBeLessThan(counted(200));
  });

  it('is deterministic for a seed and an iteration budget (registry bots, candidates and horizons)', () => {
    for (const id of ['dump-truck', 'shanghai', 'domino-squares']) {
      const entry = gameRegistry[id]!;
      for (const { turn } of turnsOf(id, 5, 3)) {
        const a = entry.bots.search('same', 12)(turn);
        const b = entry.bots.search('same', 12)(turn);
        expect(b).toBe(a);
        expect(turn.legalMoves).toContain(a);
      }
    }
  });

  it('never peeks: a sampled twin of the state gives the same view and the same move', () => {
    for (const id of Object.keys(gameRegistry)) {
      const entry = gameRegistry[id]!;
      const { game } = entry;
      const { sample } = game;
      if (!sample) throw new Error(`${id} cannot sample`);
      for (const { turn, state } of turnsOf(id, 7, 2)) {
        const twin = sample(turn.view, turn.player, { rng: createRng(9) });
        expect(JSON.stringify(twin)).not.toBe(JSON.stringify(state));
        const twinTurn = {
          player: turn.player,
          view: game.view(twin, turn.player),
          legalMoves: game.legalMoves(twin, turn.player),
        };
        expect(twinTurn.view).toEqual(turn.view);
        const move = entry.bots.hard('twin', 8)(turn);
        expect(entry.bots.hard('twin', 8)(twinTurn)).toEqual(move);
      }
    }
  });
});

describe('candidates', () => {
  it('are legal moves (the very objects), greedy choice first', () => {
    const cases = [
      ['dump-truck', dumpTruckCandidates],
      ['shanghai', shanghaiCandidates],
      ['domino-squares', dominoSquaresCandidates],
    ] as const;
    for (const [id, candidates] of cases) {
      const greedy = gameRegistry[id]!.bots.greedy(1);
      for (const { turn } of turnsOf(id, 3, 40)) {
        const listed = (candidates as (turn: unknown) => unknown[])(turn);
        expect(listed.length).toBeGreaterThan(0);
        for (const move of listed) expect(turn.legalMoves).toContain(move);
        expect(listed[0]).toEqual(greedy(turn));
      }
    }
  });

  it("Shanghai's play-out move is always legal in the sampled state", () => {
    for (let seed = 0; seed < 3; seed++) {
      let state = shanghai.fast.clone(shanghai.setup({ seed, players: 2, maxRounds: 1 }));
      for (let moves = 0; moves < 400 && shanghai.activePlayers(state).length > 0; moves++) {
        const seat = shanghai.activePlayers(state)[0]!;
        const move = shanghaiPlayOutMove(state, seat);
        expect(shanghai.legalMoves(state, seat)).toContainEqual(move);
        state = shanghai.apply(state, move);
        state = shanghai.fast.clone(state);
      }
    }
  });
});

describe('difficulty levels', () => {
  it('every listed game offers easy, medium and hard, each playing legal moves', () => {
    expect(BOT_LEVELS).toEqual(['easy', 'medium', 'hard']);
    for (const id of Object.keys(gameRegistry)) {
      const entry = gameRegistry[id]!;
      for (const { turn } of turnsOf(id, 11, 1)) {
        for (const level of BOT_LEVELS) expect(turn.legalMoves).toContain(entry.bots[level]('lvl', 6)(turn));
      }
      expect(entry.searchIterations).toBeGreaterThan(0);
    }
  });

  it('hard beats greedy in a small seeded Build Up match', () => {
    const entry = gameRegistry['build-up']!;
    let wins = 0;
    for (let g = 0; g < 16; g++) {
      const me = g % 2;
      const bots =
        me === 0
          ? [entry.bots.hard(g, 60), entry.bots.greedy(g)]
          : [entry.bots.greedy(g), entry.bots.hard(g, 60)];
      const { outcome } = playOut(buildUp, { seed: `match${g}` }, bots);
      if (outcome.winners.includes(me)) wins += 1 / outcome.winners.length;
    }
    expect(wins).toBeGreaterThanOrEqual(10);
  });
});
