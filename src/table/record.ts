/**
 * A table as stored: setup options, moves, seats, a version bumped by every
 * write, and which live copy holds it. `replay(game, setup, moves)` gives its
 * state again on any process and machine.
 *
 * @module
 */
import { BoneyardError } from '../core/errors.js';
import type { Message } from '../core/message.js';
import type { TableCode } from './protocol.js';
import { tableRefusal } from './refusals-en.js';

/**
 * A refusal by a table (bad message, wrong seat, unknown table or token, a
 * stale copy writing): its `code` is one of `TABLE_CODES`, or the game's own
 * code for a move the game refused.
 *
 * @example
 * ```ts
 * try {
 *   await store.write(record);
 * } catch (error) {
 *   if (error instanceof TableRefusal && error.code === 'stale-table') reload();
 * }
 * ```
 */
export class TableRefusal<C extends string = TableCode> extends BoneyardError {
  declare readonly code: TableCode | C;
  /**
   * The refusal as a message for the player, to say it in any language (`textOf(error.why, 'es')` from
   * `boneyard/texts`): a refused move's own (`IllegalMoveError.why`), else the sentence of the table's code.
   */
  readonly why: Message;

  /**
   * @param code - One of `TABLE_CODES` (a typo does not compile), or with a type argument the hosted game's own
   * code (`new TableRefusal<BuildUpCode>(error.code, …)`).
   * @param message - What was refused, for a person.
   * @param options - `cause`: the error refused (a game's `IllegalMoveError`, a driver's error); `why`: the
   * refusal as a message (default: the sentence of `code`).
   */
  constructor(
    code: TableCode | NoInfer<C>,
    message: string,
    options?: { readonly cause?: unknown; readonly why?: Message | undefined },
  ) {
    super(code, message, options);
    this.name = 'TableRefusal';
    this.why = options?.why ?? tableRefusal(code);
  }
}

/**
 * Who sits in one seat, as stored: nobody yet, a bot by name, or a person
 * (identified by a hash of the seat token handed to them when they sat down),
 * maybe with a bot standing in for them.
 *
 * @example
 * ```ts
 * const seats: SeatRecord[] = [{ kind: 'human', name: 'Ada', tokenHash: '9f…', standIn: null }, { kind: 'bot', bot: 'greedy' }];
 * ```
 */
export type SeatRecord =
  | {
      /** Nobody sits here yet. */
      readonly kind: 'empty';
    }
  | {
      /** A bot sits here. */
      readonly kind: 'bot';
      /** The bot's name among the table's bots. */
      readonly bot: string;
    }
  | {
      /** A person sits here. */
      readonly kind: 'human';
      /** The person's display name. */
      readonly name: string;
      /** Hash of the seat token handed to them when they sat down. */
      readonly tokenHash: string;
      /** The bot playing for them while they are away or out of time (absent or `null`: nobody). */
      readonly standIn?: string | null;
      /** Why that bot stands in. */
      readonly standInReason?: 'away' | 'clock' | 'handed';
      /**
       * A rematch's seat held for the person of the finished game: `tokenHash` is the hash of their token
       * there, and taking the seat with it grants a new token (the flag then goes).
       */
      readonly offered?: boolean;
    };

/**
 * The layout of {@link TableRecord} this version writes.
 *
 * @example
 * ```ts
 * record.format === TABLE_RECORD_FORMAT; // true for a record this version wrote
 * ```
 */
export const TABLE_RECORD_FORMAT = 2;

/**
 * Everything needed to rebuild a table, as a store keeps it.
 *
 * @example
 * ```ts
 * const record: TableRecord = {
 *   format: 2, version: 1, holder: null, tableId: 't1', gameId: 'build-up', variant: 'seed',
 *   setup: { seed: 't1', players: 2 }, moves: [], seats: [{ kind: 'empty' }, { kind: 'bot', bot: 'greedy' }],
 * };
 * ```
 */
export interface TableRecord {
  /** Version of this record's layout ({@link TABLE_RECORD_FORMAT}; format 1 records are read as version 0). */
  readonly format: 2;
  /** Writes so far: a store accepts a write only of the version after the one it holds. */
  readonly version: number;
  /** The live copy that holds the table (`process/room`), or `null` when none does. */
  readonly holder: string | null;
  /** The table's id. */
  readonly tableId: string;
  /** The id of the game played at the table. */
  readonly gameId: string;
  /** The variant's name when the table was made from one, else `null`. */
  readonly variant: string | null;
  /** The options given to `setup`, seed and players included. */
  readonly setup: Readonly<Record<string, unknown>>;
  /** Every move applied since setup, in order. */
  readonly moves: readonly unknown[];
  /** Who sits in each seat, in seat order. */
  readonly seats: readonly SeatRecord[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bad(path: string, message: string): never {
  throw new TableRefusal('bad-record', `table record ${path}: ${message}`);
}

/**
 * Reads a stored record of any format this version knows (1 or 2), or throws
 * `TableRefusal` (`bad-record`) naming the first bad field; a newer format is
 * refused rather than misread.
 *
 * @example
 * ```ts
 * const record = parseTableRecord(JSON.parse(text));
 * ```
 */
export function parseTableRecord(input: unknown): TableRecord {
  if (!isObject(input)) bad('', 'is not an object');
  const format = input.format;
  if (format !== 1 && format !== 2) {
    bad('format', `is ${JSON.stringify(format)}; this version of boneyard reads formats 1 and 2`);
  }
  const version = format === 1 ? 0 : input.version;
  if (!Number.isSafeInteger(version) || (version as number) < 0) bad('version', 'is not a whole number');
  const holder = format === 1 ? null : input.holder;
  if (holder !== null && typeof holder !== 'string') bad('holder', 'is not a string or null');
  for (const key of ['tableId', 'gameId'] as const) {
    if (typeof input[key] !== 'string') bad(key, 'is not a string');
  }
  if (input.variant !== null && typeof input.variant !== 'string') bad('variant', 'is not a string or null');
  if (!isObject(input.setup)) bad('setup', 'is not an object');
  if (!Array.isArray(input.moves)) bad('moves', 'is not a list');
  if (!Array.isArray(input.seats)) bad('seats', 'is not a list');
  const seats = (input.seats as unknown[]).map((seat, i): SeatRecord => {
    if (!isObject(seat)) bad(`seats[${i}]`, 'is not an object');
    if (seat.kind === 'empty') return { kind: 'empty' };
    if (seat.kind === 'bot' && typeof seat.bot === 'string') return { kind: 'bot', bot: seat.bot };
    if (seat.kind === 'human' && typeof seat.name === 'string' && typeof seat.tokenHash === 'string') {
      const standIn = typeof seat.standIn === 'string' ? seat.standIn : null;
      const reason = seat.standInReason;
      return {
        kind: 'human',
        name: seat.name,
        tokenHash: seat.tokenHash,
        standIn,
        ...(standIn && (reason === 'away' || reason === 'clock' || reason === 'handed')
          ? { standInReason: reason }
          : {}),
        ...(seat.offered === true ? { offered: true } : {}),
      };
    }
    return bad(`seats[${i}]`, 'is not an empty, bot or human seat');
  });
  return {
    format: TABLE_RECORD_FORMAT,
    version: version as number,
    holder: holder as string | null,
    tableId: input.tableId as string,
    gameId: input.gameId as string,
    variant: input.variant as string | null,
    setup: input.setup as Record<string, unknown>,
    moves: input.moves as unknown[],
    seats,
  };
}
