import { describe, expect, it } from 'vitest';
import { playOut, randomBot } from '../../../src/core/index.js';
import {
  type DumpTruckState,
  dumpTruck,
  rankTruckPlacements,
  scoreTruck,
} from '../../../src/games/dump-truck/index.js';
import { truckGrid } from '../../../src/games/dump-truck/truck.js';

/** States of random games in which some seat is loading. */
function loadingStates(games: number): { state: DumpTruckState; seat: number }[] {
  const found: { state: DumpTruckState; seat: number }[] = [];
  for (let seed = 0; seed < games; seed++) {
    const options = {
      seed,
      players: 2,
      template: seed % 2 === 0,
      noShift: seed % 3 === 0,
      noReplace: seed % 5 === 0,
    };
    playOut(dumpTruck, options, randomBot(seed), {
      onMove: (_, next) => {
        const state = next as DumpTruckState;
        state.steps.forEach((step, seat) => {
          if ((step === 'load' || step === 'relocate') && found.length < games * 12)
            found.push({ state, seat });
        });
      },
    });
  }
  return found;
}

describe('rankTruckPlacements', () => {
  const states = loadingStates(12);

  it('lists exactly the legal load moves (placements, replacements, return), from the seat’s own view', () => {
    expect(states.length).toBeGreaterThan(50);
    for (const { state, seat } of states) {
      const ranked = rankTruckPlacements(dumpTruck.view(state, seat), seat).map((r) =>
        JSON.stringify(r.move),
      );
      const legal = dumpTruck
        .legalMoves(state, seat)
        .filter((m) => m.type !== 'unload')
        .map((m) => JSON.stringify(m));
      expect([...ranked].sort()).toEqual([...legal].sort());
    }
  });

  it('scores each move by the truck it leaves, best first, ties in legal-move order', () => {
    for (const { state, seat } of states) {
      const ranked = rankTruckPlacements(state, seat);
      const order = dumpTruck.legalMoves(state, seat).map((m) => JSON.stringify(m));
      ranked.forEach((entry, i) => {
        const after = dumpTruck.apply(state, entry.move);
        expect(entry.score).toBe(
          scoreTruck(truckGrid(after.trucks[seat]!), { blanks: state.options.blanks }).total,
        );
        const before = ranked[i - 1];
        if (!before) return;
        expect(before.score).toBeGreaterThanOrEqual(entry.score);
        if (before.score === entry.score) {
          expect(order.indexOf(JSON.stringify(before.move))).toBeLessThan(
            order.indexOf(JSON.stringify(entry.move)),
          );
        }
      });
    }
  });

  it('is empty for a seat with nothing to load, and does not change its input', () => {
    const state = dumpTruck.setup({ seed: 'rank' });
    const view = dumpTruck.view(state, 0);
    expect(rankTruckPlacements(view, 1)).toEqual([]);
    const before = JSON.stringify(view);
    expect(rankTruckPlacements(view, 0).length).toBe(5);
    expect(JSON.stringify(view)).toBe(before);
  });
});
