/**
 * Dump Truck's greedy bot, built on the game's own scorer.
 *
 * @module
 */
import type { Bot, BotTurn } from '../../core/bots.js';
import type { Seat } from '../../core/game.js';
import {
  rankTruckPlacements,
  type TruckLoadCandidate,
  type TruckRankingInput,
  truckLoadCandidates,
} from './rank.js';
import { scoreTruck } from './score-truck.js';
import { TRUCK_CAPACITY, truckGrid } from './truck.js';
import type { DumpTruckMove, DumpTruckPlacement, DumpTruckView } from './types.js';

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
 * The search bot's candidates at a Dump Truck turn, best first: the greedy
 * bot's move, then (loading) every load move by the truck score it leaves
 * ({@link rankTruckPlacements}), then the rest in `legalMoves` order.
 *
 * @internal
 */
export function dumpTruckCandidates(turn: BotTurn<DumpTruckMove, DumpTruckView>): DumpTruckMove[] {
  const { legalMoves, view, player } = turn;
  const byKey = new Map(legalMoves.map((move) => [JSON.stringify(move), move]));
  const ranked = rankTruckPlacements(view, player).flatMap(({ move }) => {
    const legal = byKey.get(JSON.stringify(move));
    return legal ? [legal] : [];
  });
  return [greedyDumpTruckBot()(turn), ...ranked, ...legalMoves];
}
