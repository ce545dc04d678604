import { describe, expect, it } from 'vitest';
import {
  greedyShanghaiBot,
  type ShanghaiMove,
  type ShanghaiState,
  type ShanghaiView,
  shanghai,
  shanghaiBot,
} from '../../../src/games/shanghai/index.js';
import {
  type Bot,
  createRng,
  makeTile,
  playOut,
  randomBot,
  randomInt,
  searchBot,
  type Tile,
} from '../../../src/index.js';
import { hideShanghai } from './hide.js';

const tile = (a: number, b: number, set = 0): Tile => makeTile(a, b, set);

/** A two-player state from a real setup with seat 0 holding `hand` and the dice showing `dice`. */
function holding(hand: Tile[], dice: [number, number]): ShanghaiState {
  const base = JSON.parse(JSON.stringify(shanghai.setup({ seed: 'bot' }))) as ShanghaiState;
  return { ...base, hands: [hand, base.hands[1]!], dice };
}

function ask(bot: Bot<ShanghaiMove, ShanghaiView>, state: ShanghaiState, player = state.turn) {
  const legalMoves = shanghai.legalMoves(state, player);
  return { legalMoves, move: bot({ player, view: shanghai.view(state, player), legalMoves }) };
}

/** Frozen states met in seeded matches where the seat to move has a real choice. */
function choices(count: number): ShanghaiState[] {
  const found: ShanghaiState[] = [];
  for (let seed = 0; found.length < count; seed++) {
    const random = { rng: createRng(seed) };
    playOut(shanghai, { seed, players: 2 + (seed % 3), maxRounds: 1 }, randomBot(seed), {
      onMove(_move, after) {
        const state = after as ShanghaiState;
        if (!state.over && shanghai.legalMoves(state, state.turn).length > 2 && randomInt(random, 0, 9) === 0)
          found.push(state);
      },
    });
  }
  return found.slice(0, count);
}

const blankEnds = (tiles: readonly Tile[]) =>
  tiles.reduce((sum, t) => sum + (t.low === 0 ? 1 : 0) + (t.high === 0 ? 1 : 0), 0);

describe('greedyShanghaiBot', () => {
  it('lays a shortest chain, the one with the fewest blank ends, and returns the listed move', () => {
    // For 6 and 2: 2-6 alone (no blank), 0-6 alone (one blank end), 0-0 alone (two), 3-6 + 2-3, …
    const state = holding([tile(3, 6), tile(2, 3), tile(0, 6), tile(0, 0), tile(2, 6)], [6, 2]);
    const { legalMoves, move } = ask(greedyShanghaiBot(), state);
    expect(move).toEqual({ type: 'lay', player: 0, tiles: ['0:2-6'] });
    expect(legalMoves).toContain(move);
    expect(legalMoves.some((m) => m === move)).toBe(true);
    // Fewer tiles first: the double-blank alone beats 3-6 + 2-3.
    const short = holding([tile(3, 6), tile(2, 3), tile(0, 0)], [6, 2]);
    expect(ask(greedyShanghaiBot(), short).move).toEqual({ type: 'lay', player: 0, tiles: ['0:0-0'] });
  });

  it('stops only when no chain can be made', () => {
    const stuck = holding([tile(5, 5), tile(1, 3)], [6, 2]);
    const { legalMoves, move } = ask(greedyShanghaiBot(), stuck);
    expect(move).toEqual({ type: 'stop', player: 0 });
    expect(legalMoves.some((m) => m === move)).toBe(true);
  });

  it('in real positions: always one of the legal moves, a lay if any, shortest, then fewest blank ends', () => {
    for (const state of choices(60)) {
      const { legalMoves, move } = ask(greedyShanghaiBot(), state);
      expect(legalMoves.some((m) => m === move)).toBe(true);
      expect(move.type).toBe('lay');
      const hand = state.hands[state.turn]!;
      const tilesOf = (m: ShanghaiMove) =>
        m.type === 'lay' ? m.tiles.map((id) => hand.find((t) => t.id === id)!) : [];
      const lays = legalMoves.filter((m) => m.type === 'lay');
      const fewest = Math.min(...lays.map((m) => tilesOf(m).length));
      expect(tilesOf(move)).toHaveLength(fewest);
      const blanks = Math.min(
        ...lays.filter((m) => tilesOf(m).length === fewest).map((m) => blankEnds(tilesOf(m))),
      );
      expect(blankEnds(tilesOf(move))).toBe(blanks);
    }
  });

  it('beats a random player and the longest-chain shanghaiBot over single rounds', () => {
    const wins = (other: (g: number) => Bot<ShanghaiMove, ShanghaiView>) => {
      let won = 0;
      for (let g = 0; g < 20; g++) {
        const seat = g % 2;
        const bots = seat === 0 ? [greedyShanghaiBot(), other(g)] : [other(g), greedyShanghaiBot()];
        const { outcome } = playOut(shanghai, { seed: `greedy-${g}`, maxRounds: 1 }, bots);
        if (outcome.winners.length === 1 && outcome.winners[0] === seat) won++;
      }
      return won;
    };
    expect(wins((g) => randomBot(g) as Bot<ShanghaiMove, ShanghaiView>)).toBeGreaterThanOrEqual(17);
    expect(wins(() => shanghaiBot())).toBeGreaterThanOrEqual(17);
  });
});

describe('bots never peek', () => {
  it('the greedy and search bots move the same in states differing only in what the seat cannot see', () => {
    const random = { rng: createRng('twins') };
    for (const state of choices(6)) {
      const seat = state.turn;
      const twin = hideShanghai(state, seat, random);
      expect(JSON.stringify([twin.hands, twin.boneyard])).not.toBe(
        JSON.stringify([state.hands, state.boneyard]),
      );
      expect(shanghai.view(twin, seat)).toEqual(shanghai.view(state, seat));
      const search = () => searchBot(shanghai, { seed: 1, iterations: 30, rollout: greedyShanghaiBot() });
      expect(ask(search(), twin).move).toEqual(ask(search(), state).move);
      expect(ask(greedyShanghaiBot(), twin).move).toEqual(ask(greedyShanghaiBot(), state).move);
    }
  });

  it('the search bot is deterministic for a seed and an iteration budget', () => {
    const game = (seed: number) =>
      playOut(shanghai, { seed: 'determinism', maxRounds: 1, handSize: 6 }, [
        searchBot(shanghai, { seed, iterations: 20, rollout: greedyShanghaiBot() }),
        greedyShanghaiBot(),
      ]).moves;
    const first = game(1);
    expect(game(1)).toEqual(first);
    expect(first.filter((move) => move.player === 0 && move.type === 'lay').length).toBeGreaterThan(0);
  });
});
