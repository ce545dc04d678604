/**
 * The Dump Truck game object: the `defineGame` call assembling its options,
 * setup, rules, view and sampler.
 *
 * @module
 */
import { defineGame } from '../../core/define-game.js';
import { tellDumpTruck } from './events.js';
import { checkDumpTruckOptions, DUMP_TRUCK_DEFAULTS } from './options.js';
import { parseDumpTruckState } from './parse.js';
import {
  DUMP_TRUCK_CODES,
  dumpTruckActivePlayers,
  dumpTruckLegalMoves,
  dumpTruckMoveBound,
  dumpTruckMoves,
  dumpTruckOutcome,
} from './rules.js';
import { sampleDumpTruck } from './sample.js';
import { initDumpTruck } from './state.js';
import type { DumpTruckEvent, DumpTruckOptions } from './types.js';
import { viewDumpTruck } from './view.js';

/**
 * Dump Truck, by Thomas Gale: every round each player draws a domino (at the
 * same time), loads it into their 4×3 truck or returns it face up to the
 * pool, and may unload the truck to score its chains (see
 * {@link scoreTruck}). Highest total when the pool runs dry wins.
 *
 * Options: {@link DumpTruckOptions}. `parseState` checks a stored state;
 * `events`/`step` tell what each move did ({@link DumpTruckEvent}). Refused moves carry one of
 * {@link DUMP_TRUCK_CODES} or a core code. Rules and rulings:
 * `docs/rules/dump-truck.md`.
 *
 * @example
 * ```ts
 * import { dumpTruck } from 'boneyard/dump-truck';
 * let state = dumpTruck.setup({ seed: 42, players: 3, blanks: 'jokers' });
 * const [seat] = dumpTruck.activePlayers(state);       // round 1: all three load at once
 * const moves = dumpTruck.legalMoves(state, seat!);     // place (every spot), return
 * state = dumpTruck.apply(state, moves[0]!);
 * dumpTruck.view(state, 1).faceDownCount;               // 25
 * ```
 */
export const dumpTruck = /* @__PURE__ */ defineGame({
  id: 'dump-truck',
  name: 'Dump Truck',
  minPlayers: 2,
  maxPlayers: 8,
  defaultPlayers: 2,
  defaultOptions: DUMP_TRUCK_DEFAULTS,
  codes: DUMP_TRUCK_CODES,
  checkOptions: checkDumpTruckOptions,
  init: initDumpTruck,
  moves: dumpTruckMoves,
  activePlayers: dumpTruckActivePlayers,
  legalMoves: dumpTruckLegalMoves,
  view: viewDumpTruck,
  outcome: dumpTruckOutcome,
  moveBound: dumpTruckMoveBound,
  sample: sampleDumpTruck,
  parseState: parseDumpTruckState,
  tell: tellDumpTruck,
});
