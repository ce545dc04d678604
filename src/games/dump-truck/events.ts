/**
 * Dump Truck's events: what the rules emitted while a move ran, as one viewer
 * may see it, with its text (a filter per viewer; the rules emit everything).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { renderMessage } from '../../core/message.js';
import { bestSeats } from '../../core/outcome.js';
import { type DumpTruckEventFields, dumpTruckEventMessage } from './describe.js';
import { DUMP_TRUCK_EN } from './texts-en.js';
import type { DumpTruckEvent, DumpTruckHappening } from './types.js';

function told(fields: DumpTruckEventFields, happening: DumpTruckHappening): DumpTruckEvent {
  const message = dumpTruckEventMessage(fields, happening.kind === 'place' ? happening.at : undefined);
  return { ...fields, text: renderMessage([DUMP_TRUCK_EN], message, 'en'), message } as DumpTruckEvent;
}

/** A happening as `viewer` may see it (a face-down draw shows its domino only to the drawer, a choice only to its seat). */
function fieldsOf(happening: DumpTruckHappening, viewer: Seat | null): DumpTruckEventFields {
  switch (happening.kind) {
    case 'choose': {
      const { seat, choice } = happening;
      return { type: 'choose', player: seat, ...(viewer === seat ? { choice } : {}) };
    }
    case 'place': {
      const { seat, tile, row, column, orientation, flipped, relocated } = happening;
      return { type: 'place', player: seat, tile, row, column, orientation, flipped, relocated };
    }
    case 'replace': {
      const { seat, tile, replaced, flipped } = happening;
      return { type: 'replace', player: seat, tile, replaced, flipped };
    }
    case 'keep':
      return { type: 'keep', player: happening.seat };
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
 * What one move did, as `viewer` (a seat, or `null` for a spectator) may see
 * it, from what the rules emitted while it ran (`happenings`, in order): the
 * move itself, then every automatic consequence (the draw served in draw
 * order with its coin flips, choices gone and chosen again, a discard by the
 * return limit, the unload phase's end, the next round's start and automatic
 * draws, the final scoring and the end of the game), each with its text.
 * Another seat's face-down draw shows as "a face-down domino", its pending
 * draw choice not at all.
 *
 * @example
 * ```ts
 * tellDumpTruck([{ kind: 'keep', seat: 1 }], 0).map((e) => e.text); // ['Seat 1 keeps their load.']
 * ```
 */
export function tellDumpTruck(
  happenings: readonly DumpTruckHappening[],
  viewer: Seat | null,
): DumpTruckEvent[] {
  const events: DumpTruckEvent[] = [];
  for (const happening of happenings) events.push(told(fieldsOf(happening, viewer), happening));
  return events;
}
