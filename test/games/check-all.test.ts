/**
 * One random-simulation test for every listed game and variant (OpenSpiel
 * style): `checkGame` from `boneyard/testing` plays each one and checks the
 * contract at every step, hostile input included. A game in the list cannot
 * miss this run.
 */
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { checkGame } from '../../src/testing/index.js';

describe('every listed game passes checkGame', () => {
  for (const [id, entry] of Object.entries(gameRegistry)) {
    it(`${id}: every variant`, () => {
      const report = checkGame(entry.game, {
        games: Object.keys(entry.variants).length,
        seed: id,
        options: Object.values(entry.variants),
        // Long matches (Shanghai to 50) are checked in full for their first states, then played out.
        stepsChecked: 80,
      });
      expect(report.states).toBeGreaterThan(0);
      expect(report.refusedMoves).toBeGreaterThan(report.states);
      expect(report.refusedStates).toBeGreaterThan(0);
      expect(report.refusedViewers).toBeGreaterThan(0);
      console.log(
        `${id}: ${report.states} states, ${report.refusedStates} tampered states, ${report.refusedMoves} bad moves, ${report.refusedViewers} bad viewers refused`,
      );
    });
  }
});
