import { describe, expect, it } from 'vitest';
import {
  createRng,
  InvalidOptionError,
  playOut,
  randomBot,
  type Seat,
  searchBot,
  type Tile,
} from '../../../src/core/index.js';
import {
  type DumpTruckMove,
  type DumpTruckOptions,
  type DumpTruckState,
  type DumpTruckView,
  dumpTruck,
  greedyDumpTruckBot,
  rankTruckPlacements,
  scoreTruck,
  type TruckGrid,
} from '../../../src/games/dump-truck/index.js';
import { sampleDumpTruck } from '../../../src/games/dump-truck/sample.js';
import { DUMP_TRUCK_FACE_DOWN } from '../../../src/games/dump-truck/state.js';
import { truckGrid } from '../../../src/games/dump-truck/truck.js';
import { checkDumpTruck, hideDumpTruck } from './check.js';
import { h, t, table, v } from './table.js';

const BLANKS = ['normal', 'worthless', 'double', 'jokers'] as const;

/** Every state of some random games, with varied options and 2–4 players. */
function randomStates(games: number): DumpTruckState[] {
  const states: DumpTruckState[] = [];
  for (let seed = 0; seed < games; seed++) {
    const options: Partial<DumpTruckOptions> = {
      blanks: BLANKS[seed % 4]!,
      template: seed % 2 === 1,
      noShift: seed % 3 === 2,
      noReplace: seed % 5 === 4,
      returnLimit: seed % 3,
      minChain: 2 + (seed % 3),
    };
    const setup = { seed: `bots-${seed}`, players: 2 + (seed % 3), ...options };
    states.push(dumpTruck.setup(setup));
    playOut(dumpTruck, setup, randomBot(seed), {
      onMove: (_, next) => states.push(next as DumpTruckState),
    });
  }
  return states;
}

/** What `seat` cannot see: the face-down pool and the other seats' face-down draws. */
function hiddenFrom(state: DumpTruckState, seat: Seat): string[] {
  const ids = state.faceDown.map((tile) => tile.id);
  state.held.forEach((held, other) => {
    if (held && other !== seat && held.from === 'face-down') ids.push(held.tile.id);
  });
  return ids.sort();
}

/** Seats whose draw choice is made but hidden from `seat`. */
function pendingOthers(state: DumpTruckState, seat: Seat): Seat[] {
  return state.choices.flatMap((choice, other) => (choice !== null && other !== seat ? [other] : []));
}

const states = randomStates(24);
const seatsOf = (state: DumpTruckState) => Array.from({ length: state.players }, (_, seat) => seat);

describe('sampleDumpTruck', () => {
  it('gives a state that looks exactly like the real one from that seat, and obeys the rules', () => {
    expect(states.length).toBeGreaterThan(1000);
    const random = { rng: createRng('sample') };
    let pending = 0;
    for (const state of states.filter((_, i) => i % 2 === 0)) {
      for (const seat of seatsOf(state)) {
        const view = dumpTruck.view(state, seat);
        const sampled = sampleDumpTruck(view, seat, random);
        expect(dumpTruck.view(sampled, seat)).toEqual(view);
        checkDumpTruck(sampled);
        expect(JSON.parse(JSON.stringify(sampled))).toEqual(sampled);
        // The seat's own moves are exactly the same there.
        expect(dumpTruck.legalMoves(sampled, seat)).toEqual(dumpTruck.legalMoves(state, seat));
        if (pendingOthers(state, seat).length > 0) pending++;
      }
    }
    // The random games reach the simultaneous draw with choices still hidden.
    expect(pending).toBeGreaterThan(20);
  });

  it('deals exactly the dominoes the seat cannot see, keeping every known size', () => {
    const random = { rng: createRng('conserve') };
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      for (const seat of seatsOf(state)) {
        const sampled = sampleDumpTruck(dumpTruck.view(state, seat), seat, random);
        expect(hiddenFrom(sampled, seat)).toEqual(hiddenFrom(state, seat));
        expect(sampled.faceDown).toHaveLength(state.faceDown.length);
        expect(sampled.held.map((x) => x !== null)).toEqual(state.held.map((x) => x !== null));
        // What the seat sees stays put: its own hand, every truck, the face-up pool, the discards.
        expect(sampled.held[seat]).toEqual(state.held[seat]);
        expect(sampled.trucks).toEqual(state.trucks);
        expect(sampled.faceUp).toEqual(state.faceUp);
        expect(sampled.discarded).toEqual(state.discarded);
        state.held.forEach((held, other) => {
          if (held && held.from !== 'face-down') expect(sampled.held[other]).toEqual(held);
        });
      }
    }
  });

  it('deals the hidden dominoes at random, not as they really lie', () => {
    const state = states.find(
      (s) => s.phase === 'load' && s.faceDown.length > 10 && s.held[1]?.from === 'face-down',
    )!;
    const random = { rng: createRng('spread') };
    const pools = new Set<string>();
    const hands = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const sampled = sampleDumpTruck(dumpTruck.view(state, 0), 0, random);
      pools.add(sampled.faceDown.map((tile) => tile.id).join());
      hands.add(sampled.held[1]!.tile.id);
    }
    expect(pools.size).toBe(30);
    expect(hands.size).toBeGreaterThan(5);
  });

  it("samples others' pending draw choices as random legal choices and keeps the seat's own", () => {
    const random = { rng: createRng('choices') };
    let varied = 0;
    for (const state of states) {
      for (const seat of seatsOf(state)) {
        const pending = pendingOthers(state, seat);
        if (pending.length === 0 && state.choices[seat] === null) continue;
        const view = dumpTruck.view(state, seat);
        const legal = [
          ...(state.faceDown.length > 0 ? [DUMP_TRUCK_FACE_DOWN] : []),
          ...state.faceUp.map((tile) => tile.id),
        ];
        const seen = new Set<string>();
        for (let i = 0; i < 12; i++) {
          const sampled = sampleDumpTruck(view, seat, random);
          expect(sampled.choices[seat]).toBe(state.choices[seat]);
          sampled.choices.forEach((choice, other) => {
            if (other === seat) return;
            expect(choice !== null).toBe(pending.includes(other));
            if (choice !== null) expect(legal).toContain(choice);
          });
          if (pending.length > 0) seen.add(sampled.choices[pending[0]!]!);
        }
        if (legal.length > 1 && seen.size > 1) varied++;
      }
    }
    expect(varied).toBeGreaterThan(10);
  });

  it('is a fresh, mutable state that plays on without touching the view', () => {
    const random = { rng: createRng('mutable') };
    for (const state of states.filter((_, i) => i % 40 === 0)) {
      const seat = dumpTruck.activePlayers(state)[0] ?? 0;
      const view = dumpTruck.view(state, seat);
      const before = JSON.stringify(view);
      const sampled = sampleDumpTruck(view, seat, random);
      expect(Object.isFrozen(sampled)).toBe(false);
      expect(Object.isFrozen(sampled.trucks[0])).toBe(false);
      expect(Object.isFrozen(sampled.unloads)).toBe(false);
      expect(sampled.trucks[0]).not.toBe(view.trucks[0]);
      expect(sampled.faceUp).not.toBe(view.faceUp);
      expect(sampled.returns).not.toBe(view.returns);
      expect(sampled.steps).not.toBe(view.steps);
      const bot = greedyDumpTruckBot();
      for (let active = dumpTruck.activePlayers(sampled); active.length > 0; ) {
        const player = active[0]!;
        const move = bot({
          player,
          view: dumpTruck.view(sampled, player),
          legalMoves: dumpTruck.legalMoves(sampled, player),
        });
        dumpTruck.fast.apply(sampled, move);
        checkDumpTruck(sampled);
        active = dumpTruck.activePlayers(sampled);
      }
      expect(JSON.stringify(view)).toBe(before);
    }
  });

  it('is the same for the same seed, and does not change its input', () => {
    const state = states[60]!;
    const view = dumpTruck.view(state, 1);
    const before = JSON.stringify(view);
    const a = sampleDumpTruck(view, 1, { rng: createRng(5) });
    const b = sampleDumpTruck(view, 1, { rng: createRng(5) });
    const c = sampleDumpTruck(view, 1, { rng: createRng(6) });
    expect(a).toEqual(b);
    expect(c.faceDown).not.toEqual(a.faceDown);
    expect(c.rng).not.toEqual(a.rng);
    expect(JSON.stringify(view)).toBe(before);
  });

  it('is wired as the game’s sample', () => {
    const view = dumpTruck.view(states[30]!, 0);
    expect(dumpTruck.sample?.(view, 0, { rng: createRng(1) })).toEqual(
      sampleDumpTruck(view, 0, { rng: createRng(1) }),
    );
  });

  it('refuses a view that does not add up to one double-six set', () => {
    const view = dumpTruck.view(states[10]!, 0);
    const wrong = { ...view, faceDownCount: view.faceDownCount + 1 };
    expect(() => sampleDumpTruck(wrong, 0, { rng: createRng(1) })).toThrow(InvalidOptionError);
    expect(() => sampleDumpTruck(wrong, 0, { rng: createRng(1) })).toThrow(/faceDownCount/);
    const tooMany: DumpTruckView = {
      ...view,
      faceDownCount: 0,
      holding: view.holding.map(() => true),
      held: view.held.map(() => 'hidden' as const),
      trucks: [doubleSetLoad(), []],
      faceUp: [],
      discarded: [],
    };
    expect(() => sampleDumpTruck(tooMany, 0, { rng: createRng(1) })).toThrow(/holding/);
  });
});

/** Every domino of the set in one (impossible) truck: nothing is left unseen. */
function doubleSetLoad() {
  const all: Tile[] = [];
  for (let low = 0; low <= 6; low++) for (let high = low; high <= 6; high++) all.push(t(low, high));
  return all.map((tile) => ({ tile, row: 0, column: 0, orientation: 'horizontal' as const, flipped: false }));
}

const greedy = greedyDumpTruckBot();
const turn = (state: DumpTruckState, player: Seat) => ({
  player,
  view: dumpTruck.view(state, player),
  legalMoves: dumpTruck.legalMoves(state, player),
});

describe('greedyDumpTruckBot', () => {
  it('always answers with one of the offered move objects, the same one every time', () => {
    for (const state of states.filter((_, i) => i % 4 === 0)) {
      for (const player of dumpTruck.activePlayers(state)) {
        const offered = turn(state, player);
        const move = greedy(offered);
        expect(offered.legalMoves).toContain(move);
        expect(offered.legalMoves.indexOf(move)).toBe(offered.legalMoves.indexOf(greedy(offered)));
        expect(greedyDumpTruckBot()(offered)).toBe(move);
      }
    }
  });

  it('loads for the best truck score that rankTruckPlacements finds', () => {
    for (const state of states) {
      for (const player of dumpTruck.activePlayers(state)) {
        const step = state.steps[player];
        if (step !== 'relocate' && !(step === 'load' && state.trucks[player]!.length < 6)) continue;
        const move = greedy(turn(state, player));
        const ranked = rankTruckPlacements(dumpTruck.view(state, player), player);
        const mine = ranked.find((r) => JSON.stringify(r.move) === JSON.stringify(move))!;
        expect(mine.score).toBe(ranked[0]!.score);
      }
    }
  });

  it('among equal scores, loads closest to scoring more (chains one cell shorter)', () => {
    let decided = 0;
    for (const state of states) {
      const { blanks, minChain } = state.options;
      for (const player of dumpTruck.activePlayers(state)) {
        const step = state.steps[player];
        if (minChain < 2 || (step !== 'relocate' && !(step === 'load' && state.trucks[player]!.length < 6)))
          continue;
        const grids = new Map<DumpTruckMove, TruckGrid>();
        const worth = (move: DumpTruckMove, chain: number) => {
          let grid = grids.get(move);
          if (!grid) {
            const after = dumpTruck.fast.clone(state);
            dumpTruck.fast.apply(after, move);
            grid = truckGrid(after.trucks[player]!);
            grids.set(move, grid);
          }
          return scoreTruck(grid, { blanks, minChain: chain }).total;
        };
        const loads = dumpTruck.legalMoves(state, player).filter((m) => m.type !== 'unload');
        const top = Math.max(...loads.map((m) => worth(m, minChain)));
        const tied = loads.filter((m) => worth(m, minChain) === top);
        const near = Math.max(...tied.map((m) => worth(m, minChain - 1)));
        const offered = turn(state, player);
        const move = greedy({ ...offered, legalMoves: loads });
        expect(worth(move, minChain)).toBe(top);
        expect(worth(move, minChain - 1)).toBe(near);
        if (worth(tied[0]!, minChain - 1) < near) decided++;
      }
    }
    // The tie-break mattered: the first best-scoring move in legal order was not the greedy choice.
    expect(decided).toBeGreaterThan(20);
  });

  it('draws a face-up domino that raises its truck’s score, else a face-down one', () => {
    const trucks = [[h(t(2, 2), 0, 0)], [h(t(5, 6), 0, 0)]];
    const useful = table({
      phase: 'draw',
      steps: ['choose', 'choose'],
      trucks,
      faceUp: [t(0, 5), t(2, 3)],
    });
    expect(greedy(turn(useful, 0))).toEqual({ type: 'draw', player: 0, tile: t(2, 3).id });
    const useless = table({ phase: 'draw', steps: ['choose', 'choose'], trucks, faceUp: [t(0, 1)] });
    expect(greedy(turn(useless, 0))).toEqual({ type: 'draw', player: 0 });
    // No face-down domino left: the best face-up one.
    const only = table(
      { phase: 'draw', steps: ['choose', 'choose'], trucks, faceUp: [t(0, 1), t(1, 6)], faceDown: [] },
      'discarded',
    );
    expect(greedy(turn(only, 1))).toEqual({ type: 'draw', player: 1, tile: t(1, 6).id });
  });

  it('unloads a full truck or one worth 6, keeps a weaker one, and keeps all near the end', () => {
    // 1-2-3 and 3-3-3 (6 points) in the first truck; 1-5, 2-6 (nothing) in the second.
    const trucks = [
      [h(t(1, 2), 0, 0), v(t(3, 3), 0, 2), h(t(3, 4), 2, 2)],
      [h(t(1, 5), 0, 0), h(t(2, 6), 1, 0)],
    ];
    const state = table({ phase: 'unload', steps: ['unload', 'unload'], trucks });
    expect(greedy(turn(state, 0))).toEqual({ type: 'unload', player: 0, scored: true });
    expect(greedy(turn(state, 1))).toEqual({ type: 'keep', player: 1 });
    const full = [0, 1, 2].flatMap((row) => [h(t(row, 5), row, 0), h(t(row, 6), row, 2)]);
    const fullState = table({ phase: 'unload', steps: ['wait', 'unload'], trucks: [[], full] });
    expect(greedy(turn(fullState, 1))).toEqual({ type: 'unload', player: 1, scored: true });
    // Two dominoes left for two players: keep, the end scores the load anyway and it may still grow.
    const late = table(
      { phase: 'unload', steps: ['unload', 'unload'], trucks, faceDown: [t(6, 6), t(5, 5)] },
      'discarded',
    );
    expect(greedy(turn(late, 0))).toEqual({ type: 'keep', player: 0 });
  });

  it('empties a full truck before loading', () => {
    const full = [0, 1, 2].flatMap((row) => [h(t(row, 5), row, 0), h(t(row, 6), row, 2)]);
    const state = table({
      steps: ['load', 'wait'],
      trucks: [full, []],
      held: [{ tile: t(4, 4), from: 'face-down' }, null],
    });
    expect(greedy(turn(state, 0))).toEqual({ type: 'unload', player: 0, scored: true });
  });

  it('beats a random bot, seats alternating', () => {
    let wins = 0;
    for (let game = 0; game < 20; game++) {
      const seat = game % 2;
      const bots = seat === 0 ? [greedy, randomBot(game)] : [randomBot(game), greedy];
      const { outcome } = playOut(dumpTruck, { seed: `beat-${game}` }, bots);
      if (outcome.winners.length === 1 && outcome.winners[0] === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(19);
  });
});

describe('bots never peek', () => {
  it('give the same move on states that differ only in what the seat cannot see', () => {
    const random = { rng: createRng('peek') };
    let checked = 0;
    let hiddenChoices = 0;
    const picks = states.filter(
      (s, i) => i % 7 === 0 || (s.phase === 'draw' && s.choices.some((c) => c !== null)),
    );
    for (const state of picks.filter((_, i) => i % 5 === 0).slice(0, 15)) {
      for (const seat of dumpTruck.activePlayers(state)) {
        const twin = hideDumpTruck(state, seat, random);
        expect(dumpTruck.view(twin, seat)).toEqual(dumpTruck.view(state, seat));
        expect(dumpTruck.legalMoves(twin, seat)).toEqual(dumpTruck.legalMoves(state, seat));
        const search = () => searchBot(dumpTruck, { seed: 1, iterations: 30, rollout: greedyDumpTruckBot() });
        expect(search()(turn(twin, seat))).toEqual(search()(turn(state, seat)));
        expect(greedy(turn(twin, seat))).toEqual(greedy(turn(state, seat)));
        checked++;
        if (pendingOthers(state, seat).length > 0) hiddenChoices++;
      }
    }
    expect(checked).toBeGreaterThan(14);
    expect(hiddenChoices).toBeGreaterThan(3);
  });

  it('a search bot with an iteration budget plays the same game twice', () => {
    const play = () =>
      playOut(dumpTruck, { seed: 'twice', noReplace: true }, [
        searchBot(dumpTruck, { seed: 3, iterations: 12, rollout: greedyDumpTruckBot() }),
        greedyDumpTruckBot(),
      ]);
    const first = play();
    const second = play();
    expect(second.moves).toEqual(first.moves);
    expect(second.outcome).toEqual(first.outcome);
    const moves: DumpTruckMove[] = [...first.moves];
    expect(moves.length).toBeGreaterThan(20);
  });
});
