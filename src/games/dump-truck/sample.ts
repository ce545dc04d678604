/**
 * Dump Truck's sampler: a full state consistent with a seat's view, for
 * search bots (ruling 22).
 *
 * @module
 */
import { InvalidOptionError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { createRng, type RngHolder, randomInt, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import { DUMP_TRUCK_FACE_DOWN } from './state.js';
import type { DumpTruckHeld, DumpTruckState, DumpTruckView } from './types.js';

/**
 * A full Dump Truck state consistent with what `player` sees (for search
 * bots). Every domino the seat cannot account for (not in a truck, the
 * face-up pool, the discards or a hand it can see) is dealt at random: one to
 * each other seat holding a face-down draw, the rest, shuffled, to the
 * face-down pool (its size is known). Another seat's pending draw choice
 * (it has chosen, the view only shows it waiting) is sampled as a uniformly
 * random legal choice: the face-down pool (if any is left) or a face-up
 * domino. The seat's own choice is kept. A fresh generator comes from `random`.
 *
 *
 * @throws {@link InvalidOptionError} (e.g. `view.holding[1]`) when the view does not add up to one double-six set.
 * @example
 * ```ts
 * const view = dumpTruck.view(state, 0);
 * const guess = sampleDumpTruck(view, 0, { rng: createRng(1) }); // pool order and others' draws at random
 * dumpTruck.view(guess, 0); // equals view
 * ```
 */
export function sampleDumpTruck(view: DumpTruckView, player: Seat, random: RngHolder): DumpTruckState {
  const seen = new Set<string>();
  const see = (tile: Tile) => seen.add(tile.id);
  for (const load of view.trucks) for (const placed of load) see(placed.tile);
  view.faceUp.forEach(see);
  view.discarded.forEach(see);
  for (const held of view.held) if (held && held !== 'hidden') see(held.tile);
  const unseen = shuffle(
    random,
    doubleSet(6).filter((tile) => !seen.has(tile.id)),
  );
  const held: (DumpTruckHeld | null)[] = view.held.map((h, seat) => {
    if (h === null) return null;
    if (h !== 'hidden') return { tile: h.tile, from: h.from };
    const tile = unseen.pop();
    if (!tile)
      throw new InvalidOptionError(`view.holding[${seat}]`, 'more hidden hands than unseen dominoes');
    return { tile, from: 'face-down' };
  });
  if (unseen.length !== view.faceDownCount) {
    throw new InvalidOptionError(
      'view.faceDownCount',
      `${view.faceDownCount} face down, but ${unseen.length} dominoes are unaccounted for`,
    );
  }
  const options = [
    ...(view.faceDownCount > 0 ? [DUMP_TRUCK_FACE_DOWN] : []),
    ...view.faceUp.map((t) => t.id),
  ];
  const choices = view.steps.map((step, seat) => {
    if (seat === player) return view.myChoice;
    const pending = view.phase === 'draw' && step === 'wait' && !view.holding[seat];
    return pending && options.length > 0 ? options[randomInt(random, 0, options.length - 1)]! : null;
  });
  return {
    players: view.players,
    rng: [...createRng(randomInt(random, -0x80000000, 0x7fffffff))],
    options: { ...view.options },
    round: view.round,
    phase: view.phase,
    steps: [...view.steps],
    faceDown: unseen,
    faceUp: [...view.faceUp],
    returns: { ...view.returns },
    choices,
    drawOrder: [...view.drawOrder],
    held,
    trucks: view.trucks.map((load) => [...load]),
    discarded: [...view.discarded],
    retired: [...view.retired],
    scores: [...view.scores],
    unloads: [...view.unloads],
  };
}
