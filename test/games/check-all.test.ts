/**
 * One random-simulation test for every listed game and variant (OpenSpiel
 * style): `checkGame` from `boneyard/testing` plays each one and checks the
 * contract at every step, hostile input included, and with each game's
 * `hide` that no view (nor a search bot) depends on what its seat cannot see.
 * A game in the list cannot miss this run, nor run it without a `hide`, and
 * every named check of the harness (`GAME_CHECKS`) runs on every game.
 */

import { describe, expect, it } from 'vitest';
import { gameRegistry } from '../../src/registry.js';
import { type CheckGameOptions, checkGame, GAME_CHECKS } from '../../src/testing/index.js';
import { runs } from '../harness/effort.js';
import { hideBuildUp } from './build-up/hide.js';
import { hideBlindHughie, hideClassic, hideDominoSquares } from './domino-squares/hide.js';
import { hideDumpTruck } from './dump-truck/check.js';
import { hideShanghai } from './shanghai/hide.js';

/** Each listed game's `hide` (from its own tests, typed for its own state), by game id. */
const hides: Readonly<Record<string, CheckGameOptions['hide']>> = {
  'build-up': hideBuildUp,
  'domino-squares': hideDominoSquares,
  'domino-squares-block': hideClassic,
  'domino-squares-draw': hideClassic,
  'blind-hughie': hideBlindHughie,
  'dump-truck': hideDumpTruck,
  shanghai: hideShanghai,
};

const stepsChecked = runs(80); // all in `npm run test:deep` (npm test leaves this file out)

describe('every listed game passes checkGame', () => {
  for (const [id, entry] of Object.entries(gameRegistry)) {
    it(`${id}: every variant`, () => {
      const hide = hides[id];
      if (!hide) throw new Error(`no hide for ${id}: add the game's own to \`hides\``);
      const report = checkGame(entry.game, {
        hide,
        games: Object.keys(entry.variants).length,
        seed: id,
        options: Object.values(entry.variants),
        // Long matches (Shanghai to 50) are checked in full for their first states, then played out.
        stepsChecked,
      });
      expect(report.states).toBeGreaterThan(0);
      // Every state checked in full refuses several bad moves (the rest of a long match is only played on).
      expect(report.refusedMoves).toBeGreaterThan(Math.min(report.states, report.games * stepsChecked));
      expect(report.refusedStates).toBeGreaterThan(0);
      expect(report.refusedViewers).toBeGreaterThan(0);
      expect(report.hiddenViews).toBeGreaterThan(0);
      // Every named check ran on this game (none skipped for want of a part or a chance).
      const skipped = GAME_CHECKS.filter((name) => report.checks[name] === 0);
      expect(skipped).toEqual([]);
      console.log(
        `${id}: ${report.states} states, ${report.refusedStates} tampered states, ${report.refusedMoves} bad moves, ${report.refusedViewers} bad viewers refused, ${report.hiddenViews} hidden views compared`,
      );
    });
  }
});
