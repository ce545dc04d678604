/**
 * Dump Truck's events: what one move did, as one viewer may see it.
 *
 * @module
 */
import { cloneJson } from '../../core/define-game.js';
import type { Seat } from '../../core/game.js';
import { bestSeats } from '../../core/outcome.js';
import { type DumpTruckEventFields, describeDumpTruckEvent } from './describe.js';
import { dumpTruckMoves } from './rules.js';
import { type Draft, type Happening, recordHappenings } from './state.js';
import type { DumpTruckEvent, DumpTruckMove, DumpTruckState } from './types.js';

const told = (fields: DumpTruckEventFields): DumpTruckEvent =>
  ({ ...fields, text: describeDumpTruckEvent(fields) }) as DumpTruckEvent;

/** A happening as `viewer` may see it (a face-down draw shows its domino only to the drawer). */
function fieldsOf(happening: Happening, viewer: Seat | null): DumpTruckEventFields | null {
  switch (happening.kind) {
    case 'choose':
      return null;
    case 'round-start':
      return {
        type: 'round-start',
        round: happening.round,
        drawOrder: happening.order,
        coinFlips: happening.ties,
      };
    case 'draw': {
      const { seat, tile, from, chose } = happening;
      const visible = from === 'face-up' || viewer === seat;
      return { type: 'draw', player: seat, chose, from, ...(visible ? { tile: tile.id } : {}) };
    }
    case 'choice-gone':
      return { type: 'choice-gone', player: happening.seat, chose: happening.chose };
    case 'no-draw':
      return { type: 'no-draw', player: happening.seat };
    case 'return':
      return { type: 'return', player: happening.seat, tile: happening.tile.id, returns: happening.returns };
    case 'discard':
      return { type: 'discard', player: happening.seat, tile: happening.tile.id, returns: happening.returns };
    case 'unload': {
      const { seat, scored, final, points, chains } = happening;
      return { type: 'unload', player: seat, scored, final, points, chains };
    }
    case 'round-end':
      return { type: 'round-end', round: happening.round, scores: happening.scores };
    case 'game-over':
      return { type: 'game-over', scores: happening.scores, winners: bestSeats(happening.scores) };
  }
}

/**
 * What `move` did between `before` and `after`, as `viewer` (a seat, or
 * `null` for a spectator) may see it: the move itself, then every automatic
 * consequence in order (the draw served in draw order with its coin flips,
 * choices gone and chosen again, a discard by the return limit, the unload
 * phase's end, the next round's start and automatic draws, the final scoring
 * and the end of the game). Another seat's face-down draw shows as "a
 * face-down domino", its pending draw choice not at all. `after` is the
 * state `apply` returned; the flow is replayed from `before` to tell it.
 *
 * @example
 * ```ts
 * const after = dumpTruck.apply(state, move);
 * dumpTruckEvents(state, after, move, 0).map((e) => e.text);
 * ```
 */
export function dumpTruckEvents(
  before: DumpTruckState,
  _after: DumpTruckState,
  move: DumpTruckMove,
  viewer: Seat | null,
): DumpTruckEvent[] {
  const replay = cloneJson(before) as Draft;
  const rule = dumpTruckMoves[move.type] as { reduce(draft: Draft, move: DumpTruckMove): void };
  const happenings = recordHappenings(() => rule.reduce(replay, move));
  const events: DumpTruckEvent[] = [];
  const player = move.player;
  switch (move.type) {
    case 'draw': {
      const choice = move.tile ?? 'face-down';
      events.push(told({ type: 'choose', player, ...(viewer === player ? { choice } : {}) }));
      break;
    }
    case 'place': {
      const tile = before.held[player]!.tile.id;
      const { row, column, orientation, flipped } = move;
      const relocated = before.steps[player] === 'relocate';
      events.push(told({ type: 'place', player, tile, row, column, orientation, flipped, relocated }));
      break;
    }
    case 'replace':
      events.push(
        told({
          type: 'replace',
          player,
          tile: before.held[player]!.tile.id,
          replaced: move.replaced,
          flipped: move.flipped,
        }),
      );
      break;
    case 'keep':
      events.push(told({ type: 'keep', player }));
      break;
    default:
      // `return` and `unload` are told by the flow (the return may become a discard).
      break;
  }
  for (const happening of happenings) {
    const fields = fieldsOf(happening, viewer);
    if (fields) events.push(told(fields));
  }
  return events;
}
