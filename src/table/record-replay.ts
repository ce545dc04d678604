/**
 * One replay of a stored table record, shared by `restoreTable` (a live
 * table back from its store) and `replayTable` (a finished game's frames):
 * the checks of the record against the game, every move applied in order
 * with the refusal that names it, and the one rule of what another seat
 * sees of a move.
 *
 * @module
 */
import type { AnyGame, BaseMove, BaseState, Seat } from '../core/game.js';
import { parseTableRecord, type TableRecord, TableRefusal } from './record.js';

/**
 * A move as `seat` may see it: whole when it is that seat's own move, else
 * only `{ type, player }` (some moves are secret choices).
 *
 * @returns The move, or what of it another seat (or a spectator, `null`) may see.
 * @example
 * ```ts
 * moveAsSeenBy({ type: 'choose', player: 1, tile: '1:2-5' }, 0); // { type: 'choose', player: 1 }
 * ```
 */
export function moveAsSeenBy(move: BaseMove, seat: Seat | null): BaseMove {
  return move.player === seat ? move : { type: move.type, player: move.player };
}

/**
 * A stored record read and checked against `game`: its setup gives the deal.
 *
 * @throws `TableRefusal`: `bad-record` (naming the field), `wrong-game`.
 */
export function openRecord(game: AnyGame, stored: unknown): { record: TableRecord; state: BaseState } {
  const record = parseTableRecord(stored);
  if (record.gameId !== game.id) {
    throw new TableRefusal('wrong-game', `Table ${record.tableId} is not ${game.name}.`);
  }
  try {
    return { record, state: game.setup(record.setup) };
  } catch (error) {
    throw new TableRefusal(
      'bad-record',
      `table record setup: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** One move of a replayed record: its number (from 1), the state before and after, and the move. */
export interface ReplayedMove {
  readonly moveCount: number;
  readonly before: BaseState;
  readonly after: BaseState;
  readonly move: BaseMove;
  /** What happened in the move, as `viewer` may see it (from the one run that made `after`). */
  readonly tell: (viewer: Seat | null) => readonly unknown[];
}

/**
 * The record's moves applied in order from `state` (its deal), the first
 * `to` of them.
 *
 * @throws `TableRefusal` `bad-record` naming the move the game refuses.
 */
export function* replayMoves(
  game: AnyGame,
  record: TableRecord,
  state: BaseState,
  to = record.moves.length,
): Generator<ReplayedMove, void, undefined> {
  let after = state;
  for (let i = 0; i < to; i++) {
    const before = after;
    const move = record.moves[i] as BaseMove; // a stored move: checked at run time, as the seat it names
    let tell: ReplayedMove['tell'];
    try {
      if (!Number.isSafeInteger(move.player)) throw new TableRefusal('bad-record', 'a move names no seat');
      ({ state: after, tell } = game.stepAs(before, move.player, move));
    } catch (error) {
      throw new TableRefusal(
        'bad-record',
        `table record moves[${i}]: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    // The game accepted it: a move with its type and player.
    yield { moveCount: i + 1, before, after, move, tell };
  }
}
