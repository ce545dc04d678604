/** Checks of the frames clients received, against the table's saved record. */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { TableRecord } from '../../src/colyseus/index.js';
import {
  type AnyGame,
  type BaseMove,
  type BaseState,
  replay,
  type Seat,
  type SetupBase,
} from '../../src/index.js';
import { gameRegistry } from '../../src/registry.js';
import { verifyDeal } from '../../src/table/index.js';
import { hiddenIds, publicRecords, stringsIn } from './hidden.js';
import type { ClientLog } from './play.js';

/** Every state of a table, by move count, rebuilt from its saved setup and moves. */
export function statesOf(game: AnyGame, record: TableRecord): BaseState[] {
  let state = game.setup(record.setup);
  const states = [state];
  for (const move of record.moves) {
    state = game.apply(state, move as BaseMove);
    states.push(state);
  }
  expect(JSON.stringify(replay(game, record.setup as unknown as SetupBase, record.moves))).toBe(
    JSON.stringify(state),
  );
  return states;
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null));

/**
 * Checks every frame of every client against the server's state at that move
 * (rebuilt from the record): the view and legal moves are exactly this seat's,
 * and no id of a tile hidden from this seat appears anywhere in the frame.
 * Returns how many frames were checked.
 */
export function checkFrames(gameId: string, record: TableRecord, logs: readonly ClientLog[]): number {
  const game = gameRegistry[gameId]!.game;
  const states = statesOf(game, record);
  let checked = 0;
  for (const log of logs) {
    expect(log.frames.length).toBeGreaterThan(0);
    for (const frame of log.frames) {
      expect(frame.tableId).toBe(record.tableId);
      const state = states[frame.moveCount]!;
      const seat = log.seat;
      expect(frame.seat).toBe(seat);
      expect(frame.view).toEqual(plain(game.view(state, seat)));
      expect(frame.legalMoves).toEqual(
        seat === null || !frame.started ? [] : plain(game.legalMoves(state, seat)),
      );
      // No id of a tile hidden from this seat, anywhere in the frame (the options list the box's contents).
      const view = publicRecords(gameId, frame.view as Record<string, unknown>);
      const hidden = hiddenIds(gameId, state, seat);
      // (The seat's own last move is what it sent itself: it may name a piece since dealt anew.)
      const own = (frame.lastMove as { player?: Seat } | null)?.player === seat;
      const leaked = stringsIn({
        ...frame,
        view,
        lastMove: own ? null : frame.lastMove,
        events: null,
      }).filter((s) => hidden.has(s));
      // The events of the last move may name what this seat saw just before it (e.g. the piece it gave away):
      // only ids hidden from the seat both before and after the move would be a leak.
      const before = frame.moveCount > 0 ? hiddenIds(gameId, states[frame.moveCount - 1]!, seat) : hidden;
      // A piece played as a round ended is public, and shows in the view's finished rounds, though dealt anew.
      const shown = new Set(stringsIn(frame.view));
      leaked.push(
        ...stringsIn(frame.events ?? null).filter((s) => hidden.has(s) && before.has(s) && !shown.has(s)),
      );
      expect(leaked, `${gameId} move ${frame.moveCount} to seat ${seat}`).toEqual([]);
      // Another seat's move reaches this client only as { type, player }.
      const last = frame.lastMove as { player: Seat } | null;
      if (last && last.player !== seat) expect(Object.keys(last).sort()).toEqual(['player', 'type']);
      checked++;
    }
    // The seed is revealed at the end, and it is the one committed to before the first deal: the finished game
    // replays from it (checked with Node's own SHA-256, and with the library's verifyDeal).
    const seed = record.setup.seed as string | number;
    expect(log.over).toEqual({ outcome: plain(game.outcome(states.at(-1)!)), seed });
    expect(log.seedHash).toBe(createHash('sha256').update(String(seed), 'utf8').digest('hex'));
    const final = verifyDeal(game, {
      seedHash: log.seedHash!,
      seed,
      setup: record.setup,
      moves: record.moves,
    });
    expect(JSON.stringify(final)).toBe(JSON.stringify(states.at(-1)));
  }
  return checked;
}
