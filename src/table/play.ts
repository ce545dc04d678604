/**
 * The table core's moves: a connection's move, a bot's turn, and each move's events for every viewer from one run of the rules.
 *
 * @module
 */
import type { BaseMove, BaseState, Seat, Stepped } from '../core/game.js';
import { type Message, renderMessage, said } from '../core/message.js';
import { isPaused, overrun, retime } from './clock.js';
import { stepTable } from './frames.js';
import { appended } from './history.js';
import {
  type HostTurn,
  isPlainObject,
  isStarted,
  jsonLength,
  type LiveSeat,
  OWN,
  over,
  refuse,
  type Table,
  type TableStep,
  withRecord,
} from './model.js';
import type { TableEvent } from './protocol.js';
import { TableRefusal } from './record.js';
import { BOT_NOTES_EN } from './refusals-en.js';
import { TABLE_EN } from './texts-en.js';

/** Events of a move for every viewer, seats in order then the spectator, from its one run (`stepAs`). */
export function eventsOfMove(tell: Stepped<BaseState, BaseMove, unknown>['tell'], players: number) {
  const perViewer: (readonly unknown[])[] = [];
  for (let viewer = 0; viewer <= players; viewer++) perViewer.push(tell(viewer === players ? null : viewer));
  return perViewer;
}

export function seatOf(table: Table, connection: string): Seat | null {
  return OWN.call(table.connections, connection) ? table.connections[connection]! : null;
}

/** Applies a move for `seat` (already checked to be one it may make now). */
function applyMove(
  table: Table,
  seat: Seat,
  move: Record<string, unknown>,
  now: number,
  tableEvents: readonly TableEvent[] = [],
): TableStep {
  const { game } = table;
  const before = table.state;
  let played: Stepped<BaseState, BaseMove, unknown>;
  try {
    played = game.stepAs(before, seat, move);
  } catch (error) {
    // The game's own refusal goes back to the client with its code; anything else is a bug, not a refusal.
    if (game.isIllegalMove(error))
      throw new TableRefusal<string>(error.code, error.message, { cause: error, why: error.why });
    throw error;
  }
  const state = played.state;
  const applied = { ...move, player: seat } as BaseMove; // the game accepted it: a move with its type
  const players = table.record.seats.length;
  const live = table.live.slice() as LiveSeat[];
  const spent = overrun(table, seat, now);
  live[seat] = { ...live[seat]!, bankMs: Math.max(0, live[seat]!.bankMs - spent), turnSince: null };
  const next = retime(
    {
      ...withRecord(table, { moves: appended(table.record.moves, applied) }),
      state,
      live,
      last: { move: applied, before },
      log: appended(table.log, {
        moveCount: table.record.moves.length + 1,
        player: seat,
        shared: null,
        perViewer: eventsOfMove(played.tell, players),
      }),
    },
    now,
  );
  return stepTable(table, next, now, tableEvents, [], game.outcome(state).over);
}

/**
 * A move sent by a connection: applied as that connection's seat, whatever
 * seat it names. Throws `TableRefusal` (`malformed-move`, `move-too-large`,
 * `not-seated`, `game-over`, `table-not-full`, `not-your-turn`, or the game's
 * own code) and the table is unchanged.
 *
 * @example
 * ```ts
 * const step = moveAtTable(table, 'conn-1', { type: 'pass' }, Date.now());
 * ```
 */
export function moveAtTable(table: Table, connection: string, message: unknown, now: number): TableStep {
  const max = table.rules.maxMoveChars ?? 2048;
  const length = jsonLength(message);
  if (length === null || !isPlainObject(message)) refuse('malformed-move', 'A move must be a plain object.');
  if ((length as number) > max) refuse('move-too-large', `A move may have at most ${max} characters.`);
  const seat = seatOf(table, connection);
  if (seat === null) refuse('not-seated', 'Spectators may not move.');
  if (over(table)) refuse('game-over', 'The game is over.');
  if (!isStarted(table)) refuse('table-not-full', 'Play starts when every seat is filled.');
  const record = table.record.seats[seat as Seat]!;
  if (record.kind === 'human' && record.standIn) {
    refuse(
      'not-your-turn',
      `${record.standIn} plays for seat ${seat} now; send 'back' to take the seat back.`,
    );
  }
  if (!table.game.activePlayers(table.state).includes(seat as Seat)) {
    refuse('not-your-turn', `Seat ${seat} may not move now.`);
  }
  // Applied as this connection's seat, whatever seat the message names.
  return applyMove(table, seat as Seat, { ...(message as Record<string, unknown>), player: seat }, now);
}

/**
 * The seats a host should play now: bots, bots standing in, and (with
 * `autoForced`) people whose only legal move is forced.
 *
 * @example
 * ```ts
 * turnsToPlay(table).map((t) => t.kind); // ['bot']
 * ```
 */
export function turnsToPlay(table: Table): HostTurn[] {
  if (!isStarted(table) || over(table) || isPaused(table)) return [];
  const { game, state, record } = table;
  const turns: HostTurn[] = [];
  for (const seat of game.activePlayers(state) as Seat[]) {
    const r = record.seats[seat]!;
    let kind: HostTurn['kind'] | null = null;
    let bot = '';
    if (r.kind === 'bot') [kind, bot] = ['bot', r.bot];
    else if (r.kind === 'human' && r.standIn) [kind, bot] = ['stand-in', r.standIn];
    else if (r.kind === 'human' && table.rules.autoForced) kind = 'forced';
    if (!kind) continue;
    const legalMoves = game.legalMoves(state, seat);
    if (legalMoves.length === 0 || (kind === 'forced' && legalMoves.length !== 1)) continue;
    const moveCount = record.moves.length;
    turns.push({
      seat,
      kind,
      bot,
      turn: { player: seat, view: game.view(state, seat), legalMoves },
      seed: `${String(record.setup.seed)}:seat${seat}:move${moveCount}`,
      key: `${moveCount}:${seat}:${kind}:${bot}`,
    });
  }
  return turns;
}

/** What a bot's thinking came to, for everyone at the table: a message (told in each reader's language) or a plain text. */
export type BotNote = string | Message;

/**
 * A host plays a seat's turn (from {@link turnsToPlay}) with the move its bot
 * chose: refused with `not-your-turn` if the table has moved past that turn
 * (`key`), else applied like a person's move. `notes` (what the bot's
 * thinking came to, e.g. a shortened budget) go to everyone as `bot-note`
 * table events.
 *
 * @example
 * ```ts
 * const step = playFor(table, turn.key, chosen, Date.now());
 * ```
 */
export function playFor(
  table: Table,
  key: string,
  chosen: unknown,
  now: number,
  notes: readonly (string | Message)[] = [],
): TableStep {
  const current = turnsToPlay(table).find((t) => t.key === key);
  if (!current) refuse('not-your-turn', 'The table has moved past that turn.');
  if (!isPlainObject(chosen)) refuse('malformed-move', 'A move must be a plain object.');
  const { seat, bot } = current!;
  const events = notes.map(
    (note): TableEvent => ({
      type: 'table',
      kind: 'bot-note',
      seat,
      name: bot,
      bot,
      ...(typeof note === 'string'
        ? said(TABLE_EN, 'table.bot-note', { name: bot, seat, note })
        : { message: note, text: renderMessage([BOT_NOTES_EN], note, 'en') }),
    }),
  );
  return applyMove(table, seat, chosen as Record<string, unknown>, now, events);
}
