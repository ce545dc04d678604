import type { Bot } from '../../core/bots.js';
import { InvalidOptionError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { createRng, type RngHolder, randomInt, shuffle } from '../../core/random.js';
import { doubleSet, type Tile } from '../../core/tiles.js';
import type { DumpTruckMove, DumpTruckView } from './game.js';
import { type TruckLoadCandidate, type TruckRankingInput, truckLoadCandidates } from './rank.js';
import { scoreTruck } from './score-truck.js';
import { DUMP_TRUCK_FACE_DOWN, type DumpTruckHeld, type DumpTruckState } from './state.js';
import { type DumpTruckPlacement, TRUCK_CAPACITY, truckGrid } from './truck.js';

/** Unload a truck that is not full once it scores this much. */
const UNLOAD_AT = 6;

/** What a load scores. */
function points(load: readonly DumpTruckPlacement[], view: DumpTruckView): number {
  const { blanks, minChain } = view.options;
  return scoreTruck(truckGrid(load), { blanks, minChain }).total;
}

/** To break ties: what a load would score with chains one cell shorter (how close it is to scoring more). */
function nearPoints(load: readonly DumpTruckPlacement[], view: DumpTruckView): number {
  const { blanks, minChain } = view.options;
  return minChain > 1 ? scoreTruck(truckGrid(load), { blanks, minChain: minChain - 1 }).total : 0;
}

/**
 * The best load move: the highest truck score; among equals, the one closest
 * to scoring more (chains one cell short); then `legalMoves` order (placing
 * before returning).
 */
function bestLoad(
  input: TruckRankingInput,
  player: Seat,
  view: DumpTruckView,
): { candidate: TruckLoadCandidate; score: number; near: number } | undefined {
  const candidates = truckLoadCandidates(input, player);
  const scores = candidates.map((c) => points(c.load, view));
  const score = Math.max(...scores);
  let best: { candidate: TruckLoadCandidate; score: number; near: number } | undefined;
  candidates.forEach((candidate, i) => {
    if (scores[i] !== score) return;
    const near = nearPoints(candidate.load, view);
    if (!best || near > best.near) best = { candidate, score, near };
  });
  return best;
}

/** Whether the round about to start may be the last: too few dominoes left for everyone to draw after it. */
function lastRoundNear(view: DumpTruckView): boolean {
  return view.faceDownCount + view.faceUp.length <= view.players;
}

/** The draw: the face-up domino that raises the truck's score most, else a face-down one. */
function chooseDraw(view: DumpTruckView, player: Seat, legalMoves: readonly DumpTruckMove[]): DumpTruckMove {
  const now = points(view.trucks[player]!, view);
  let best: { move: DumpTruckMove; score: number; near: number } | undefined;
  for (const move of legalMoves) {
    if (move.type !== 'draw' || move.tile === undefined) continue;
    const tile = view.faceUp.find((t) => t.id === move.tile)!;
    const held = view.held.map((h, seat) => (seat === player ? { tile, from: 'face-up' as const } : h));
    const steps = view.steps.map((s, seat) => (seat === player ? ('load' as const) : s));
    const found = bestLoad({ options: view.options, trucks: view.trucks, held, steps }, player, view)!;
    if (!best || found.score > best.score || (found.score === best.score && found.near > best.near)) {
      best = { move, score: found.score, near: found.near };
    }
  }
  const faceDown = legalMoves.find((m) => m.type === 'draw' && m.tile === undefined);
  if (best && (best.score > now || !faceDown)) return best.move;
  return faceDown ?? legalMoves[0]!;
}

/**
 * A greedy Dump Truck bot, built on the game's own scorer (`scoreTruck`) and
 * the candidate loads that {@link rankTruckPlacements} ranks. It reads only
 * its own view:
 * - draw: the face-up domino whose best placement raises its truck's score
 *   the most, if any raises it; otherwise a face-down domino;
 * - load: the placement, replacement or return that leaves the truck scoring
 *   most; ties go to the load closest to scoring more (its score with chains
 *   one cell shorter), then to placing over returning; a full truck is
 *   unloaded (scored) first, unless the pool is nearly dry;
 * - unload: a full truck, or one worth 6 or more, is unloaded scored; near
 *   the end (no more dominoes in the pool than players) it keeps its load,
 *   which is scored at the end anyway and may still grow.
 *
 * Deterministic: the same turn always gives the same move, one of the exact
 * objects in `legalMoves`.
 *
 * @example
 * ```ts
 * playOut(dumpTruck, { seed: 1 }, [greedyDumpTruckBot(), randomBot(2)]);
 * const search = searchBot(dumpTruck, { seed: 1, iterations: 100, rollout: greedyDumpTruckBot() });
 * ```
 */
export function greedyDumpTruckBot(): Bot<DumpTruckMove, DumpTruckView> {
  return ({ player, view, legalMoves }) => {
    const step = view.steps[player];
    if (step === 'choose') return chooseDraw(view, player, legalMoves);
    const load = view.trucks[player]!;
    const unload = legalMoves.find((m) => m.type === 'unload' && m.scored);
    if (step === 'unload') {
      const keep = legalMoves.find((m) => m.type === 'keep')!;
      if (!unload || lastRoundNear(view)) return keep;
      return load.length >= TRUCK_CAPACITY || points(load, view) >= UNLOAD_AT ? unload : keep;
    }
    if (step === 'load' && unload && load.length >= TRUCK_CAPACITY && !lastRoundNear(view)) return unload;
    const found = bestLoad(view, player, view);
    if (!found) return legalMoves[0]!;
    const wanted = JSON.stringify(found.candidate.move);
    return legalMoves.find((m) => JSON.stringify(m) === wanted) ?? legalMoves[0]!;
  };
}

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
 * Throws `InvalidOptionError` if the view does not add up to one double-six set.
 *
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
  for (const held of view.held) if (held) see(held.tile);
  const unseen = shuffle(
    random,
    doubleSet(6).filter((tile) => !seen.has(tile.id)),
  );
  const held: (DumpTruckHeld | null)[] = view.held.map((h, seat) => {
    if (h) return { tile: h.tile, from: h.from };
    if (!view.holding[seat] || seat === player) return null;
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
    scores: [...view.scores],
    unloads: [...view.unloads],
  };
}
