/**
 * `TableHost`: runs one table for a transport. It queues every operation of
 * the table core, writes the record before anything is sent (so what a
 * client saw is stored), plays bots, stand-ins and forced moves, and wakes
 * the table when a clock or an away limit runs out. A transport (the
 * Colyseus room, a test) only delivers messages and calls in.
 *
 * @module
 */
import { randomBot } from '../core/bots.js';
import type { AnyGame } from '../core/game.js';
import type { TableHostOptions, TableSource, TableTransport } from './host-options.js';

export type { TableHostOptions, TableSource, TableTransport } from './host-options.js';

import { RateCounter } from './limits.js';
import { schedule } from './message-turns.js';
import type { BotNote } from './play.js';
import { TABLE_MESSAGES, type TableError } from './protocol.js';
import { type TableRecord, TableRefusal } from './record.js';
import { tableRefusal } from './refusals-en.js';
import type { TableStore } from './store.js';
import { backoffMs, failedStore, storeBack } from './store-outage.js';
import {
  createTable,
  type HostTurn,
  handToBot,
  holdTable,
  joinTable,
  leaveTable,
  moveAtTable,
  nextDeadline,
  playFor,
  rematchTable,
  restoreTable,
  seatBot,
  type Table,
  type TableRules,
  type TableStep,
  takeBack,
  tickTable,
  turnsToPlay,
} from './table.js';
import { type TableTexts, textsChosen, textsFor } from './texts-choice.js';

/**
 * Runs one table: every operation goes through one queue, and a change is
 * written to the store before any client hears of it.
 *
 * @example
 * ```ts
 * const host = await TableHost.open(buildUp, rules, { newTableId: 't1', holder: 'me' }, transport, { store, bots });
 * await host.join('conn-1', { name: 'Ada' });
 * host.message('conn-1', 'move', { type: 'pass' });
 * ```
 */
export class TableHost {
  private queue: Promise<unknown> = Promise.resolve();
  private thinking = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt: number | null = null;
  private closed = false;
  private isLost = false;
  /** Whether this copy played the game to its end (and so may retire it from a live store). */
  private ended = false;
  /** Failed tries of the clock's tick while the store is out. */
  private tickTries = 0;
  /** Messages per connection in the current second. */
  private readonly messages = new RateCounter(1000);
  /** What of every text each connection asked to get at join (`TableJoinOptions.texts`); absent: both. */
  private readonly texts = new Map<string, TableTexts>();

  private constructor(
    private current: Table,
    private readonly transport: TableTransport,
    private readonly options: TableHostOptions,
    private readonly holder: string,
  ) {}

  /**
   * Opens a table: restores a stored one (refused with `unknown-table`,
   * `wrong-game`, `bad-record`, or `table-live-elsewhere` while another live
   * copy holds it) or creates one; either way writes that this copy holds it.
   *
   * @example
   * ```ts
   * const host = await TableHost.open(buildUp, rules, { tableId: 't1', newTableId: 'unused', holder: 'p2/r9' }, transport, options);
   * ```
   */
  static async open(
    game: AnyGame,
    rules: TableRules,
    source: TableSource,
    transport: TableTransport,
    options: TableHostOptions,
  ): Promise<TableHost> {
    const now = options.now ?? Date.now;
    let table: Table;
    const log = (message: string, error?: unknown) =>
      (options.log ?? console.error)(
        `boneyard table ${source.tableId ?? source.newTableId}: ${message}`,
        error,
      );
    if (source.tableId !== undefined) {
      let stored: Awaited<ReturnType<TableStore['load']>>;
      try {
        stored = await options.store.load(source.tableId);
      } catch (error) {
        throw failedStore(options.store, now(), log, error);
      }
      if (!stored) throw new TableRefusal('unknown-table', `No table ${source.tableId} is stored.`);
      table = restoreTable(game, rules, stored, now());
      if (game.outcome(table.state).over) return new TableHost(table, transport, options, source.holder); // read-only
      const holder = table.record.holder;
      if (holder !== null && holder !== source.holder && (await source.isHolderAlive?.(holder))) {
        throw new TableRefusal(
          'table-live-elsewhere',
          `Table ${source.tableId} is live on ${holder}; join it there.`,
        );
      }
    } else {
      table = createTable(game, rules, source.newTableId, source.create, now());
      table = { ...table, record: { ...table.record, version: 0 } };
    }
    const held = holdTable(table, source.holder);
    try {
      await options.store.write(held.record);
    } catch (error) {
      if (error instanceof TableRefusal && error.code === 'stale-table') {
        throw new TableRefusal(
          'table-live-elsewhere',
          `Table ${held.record.tableId} was just taken by another copy.`,
        );
      }
      throw failedStore(options.store, now(), log, error);
    }
    storeBack(options.store, now(), log);
    const host = new TableHost(held, transport, options, source.holder);
    host.afterChange();
    return host;
  }

  /** The table as it stands (every change in it is stored). */
  get table(): Table {
    return this.current;
  }

  /** Whether another copy took the table (this one may not write any more). */
  get lost(): boolean {
    return this.isLost;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private log(message: string, error?: unknown): void {
    (this.options.log ?? console.error)(`boneyard table ${this.current.record.tableId}: ${message}`, error);
  }

  /** Runs an operation in turn: write, then send, then wake bots and clocks. Rejects with its refusal. */
  private run(operation: (table: Table, now: number) => TableStep): Promise<TableStep> {
    const done = this.queue.then(async () => {
      if (this.isLost)
        throw new TableRefusal('stale-table', 'This copy of the table was taken over; join again.');
      let step = operation(this.current, this.now());
      if (step.over) {
        // The write that ends the game also releases it: a finished game is read-only from then on.
        const record = { ...step.table.record, holder: null };
        step = { ...step, table: { ...step.table, record } };
      }
      if (step.created) await this.writeCreated(step.created);
      if (step.write) {
        try {
          const { game, state } = step.table;
          await this.options.store.write(step.table.record, step.over ? { result: game.outcome(state) } : {});
        } catch (error) {
          if (error instanceof TableRefusal && error.code === 'stale-table') {
            this.lose();
            throw error;
          }
          throw failedStore(this.options.store, this.now(), (m, e) => this.log(m, e), error);
        }
        storeBack(this.options.store, this.now(), (m, e) => this.log(m, e));
      }
      this.current = step.table;
      if (step.over) this.ended = true;
      for (const { to, type, message } of step.out)
        this.transport.send(to, type, textsFor(type, message, this.texts.get(to) ?? 'both'));
      if (step.over) this.transport.ended?.();
      this.afterChange();
      return step;
    });
    this.queue = done.catch(() => undefined);
    return done;
  }

  /** A new table's record (a rematch): written once; a store that holds it already refuses it as stale. */
  private async writeCreated(record: TableRecord): Promise<void> {
    try {
      await this.options.store.write(record);
    } catch (error) {
      if (error instanceof TableRefusal && error.code === 'stale-table') return; // made already, by this ask's twin
      throw failedStore(this.options.store, this.now(), (m, e) => this.log(m, e), error);
    }
    storeBack(this.options.store, this.now(), (m, e) => this.log(m, e));
  }

  private lose(): void {
    this.isLost = true;
    const error: TableError = {
      code: 'stale-table',
      message: 'Another copy of this table is live; join again.',
      why: tableRefusal('stale-table'),
    };
    for (const to of Object.keys(this.current.connections))
      this.transport.send(to, TABLE_MESSAGES.error, error);
    this.transport.lost?.();
  }

  /**
   * A connection joins (see the core's `join`; `client` is the client key the
   * seat limit counts by, `null` for none). Rejects with a `TableRefusal`
   * (`unknown-seat-token`, `no-free-seat`, `seat-limit`, …) and nothing changes.
   *
   * @example
   * ```ts
   * await host.join('conn-2', { seatToken });
   * ```
   */
  async join(connection: string, options: unknown, client: string | null = null): Promise<void> {
    // What of every text this connection gets (`texts`); a join that says nothing (a reconnection) keeps it.
    const texts = textsChosen(options);
    if (texts !== undefined) this.texts.set(connection, texts);
    await this.run((table, now) => joinTable(table, connection, options, now, client));
  }

  /**
   * A connection left or dropped: its person is away from now.
   *
   * @example
   * ```ts
   * await host.leave('conn-2');
   * ```
   */
  async leave(connection: string): Promise<void> {
    this.messages.forget(connection);
    await this.run((table, now) => leaveTable(table, connection, now)).catch(() => undefined);
  }

  /**
   * A message from a connection (`move`, `bot`, `stand-in`, `back`,
   * `rematch`, or anything else): a refusal goes back to it as an `error` message. The
   * message limit is counted on arrival; handling waits its turn among the
   * messages of every table of the process (at most 10 ms of them per turn
   * of the event loop, so matchmaking is never starved by moves).
   *
   * @example
   * ```ts
   * await host.message('conn-1', 'move', { type: 'pass' });
   * ```
   */
  async message(connection: string, type: unknown, payload: unknown): Promise<void> {
    if (!this.admit(connection)) return;
    await new Promise<void>((resolve) =>
      schedule(() => void this.handle(connection, type, payload).then(resolve)),
    );
  }

  /** The message limit, counted when a message arrives: whether to handle it. */
  private admit(connection: string): boolean {
    const limit = this.options.messagesPerSecond ?? 50;
    const count = this.messages.hit(connection, this.now());
    if (count > limit) {
      if (count === limit + 1) {
        const refusal: TableError = {
          code: 'too-many-messages',
          message: `At most ${limit} messages a second; the rest of this second's are not read.`,
          why: tableRefusal('too-many-messages'),
        };
        this.transport.send(connection, TABLE_MESSAGES.error, refusal);
      } else if (count > 2 * limit && count > limit + 10) {
        this.messages.forget(connection);
        this.transport.drop?.(connection);
      }
      return false;
    }
    return true;
  }

  private async handle(connection: string, type: unknown, payload: unknown): Promise<void> {
    const operation = ((): ((table: Table, now: number) => TableStep) | null => {
      if (type === TABLE_MESSAGES.move) return (table, now) => moveAtTable(table, connection, payload, now);
      if (type === TABLE_MESSAGES.bot) return (table, now) => seatBot(table, connection, payload, now);
      if (type === TABLE_MESSAGES.standIn) return (table, now) => handToBot(table, connection, payload, now);
      if (type === TABLE_MESSAGES.back) return (table, now) => takeBack(table, connection, now);
      if (type === TABLE_MESSAGES.rematch) return (table, now) => rematchTable(table, connection, now);
      return null;
    })();
    try {
      if (!operation) {
        throw new TableRefusal(
          'unknown-message',
          `No message type ${JSON.stringify(String(type)).slice(0, 80)}.`,
        );
      }
      await this.run(operation);
    } catch (error) {
      const code = error instanceof TableRefusal ? error.code : 'server-error';
      if (code === 'server-error') this.log('failed on a message', error);
      const refusal: TableError =
        error instanceof TableRefusal
          ? { code, message: error.message, why: error.why }
          : { code, message: 'The server failed on that message.', why: tableRefusal(code) };
      this.transport.send(connection, TABLE_MESSAGES.error, refusal);
    }
  }

  /**
   * Stops clocks and bots; releases the table (its record no longer names this
   * copy) unless another copy took it, and retires a finished one from a live
   * store (`TableStore.retire`). Resolves once everything is written.
   *
   * @example
   * ```ts
   * await host.close();
   * ```
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.queue;
    if (this.current.game.outcome(this.current.state).over) {
      // Released by the write that ended it (or opened read-only): only a live store lets it go.
      if (!this.isLost && this.ended) await this.retire();
      return;
    }
    if (this.isLost || this.current.record.holder !== this.holder) return;
    const released = holdTable(this.current, null);
    try {
      await this.options.store.write(released.record);
      this.current = released;
    } catch (error) {
      if (!(error instanceof TableRefusal && error.code === 'stale-table'))
        this.log('could not release', error);
    }
  }

  /** A finished table's room closed: a live store may let it go. */
  private async retire(): Promise<void> {
    try {
      await this.options.store.retire?.(this.current.record.tableId);
    } catch (error) {
      this.log('could not retire the finished table', error);
    }
  }

  /** After a change: arm the clock for the next deadline, and start the bots whose turn it is. */
  private afterChange(): void {
    if (this.closed || this.isLost) return;
    const at = nextDeadline(this.current);
    if (at !== this.timerAt) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.timerAt = at;
      if (at !== null) {
        this.timer = setTimeout(() => this.tickNow(), Math.max(0, at - this.now()));
      }
    }
    for (const turn of turnsToPlay(this.current)) {
      if (this.thinking.has(turn.key)) continue;
      this.thinking.add(turn.key);
      void this.think(turn).then((chosen) => this.play(turn, chosen));
    }
  }

  /** A clock ran out: tick; while the store is out, try again after a growing backoff. */
  private tickNow(): void {
    this.timer = undefined;
    this.timerAt = null;
    this.run((table, now) => tickTable(table, now)).then(
      () => {
        this.tickTries = 0;
      },
      (error: unknown) => {
        if (
          this.closed ||
          this.isLost ||
          !(error instanceof TableRefusal && error.code === 'store-unavailable')
        )
          return;
        const wait = backoffMs(this.tickTries++);
        this.timerAt = this.now() + wait;
        this.timer = setTimeout(() => this.tickNow(), wait);
      },
    );
  }

  /** A bot's choice for a turn, and the notes its thinking left for the table. */
  private async think(turn: HostTurn): Promise<{ move: unknown; notes: BotNote[] }> {
    const { botDelayMs = 300, botBudgetMs = 1000 } = this.options;
    const notes: BotNote[] = [];
    const context = {
      seed: turn.seed,
      budgetMs: botBudgetMs,
      tableId: this.current.record.tableId,
      note: (note: BotNote) => notes.push(note),
    };
    const bot = turn.kind === 'forced' ? undefined : this.options.bots[turn.bot];
    if (!bot?.slow) await new Promise((resolve) => setTimeout(resolve, botDelayMs));
    if (turn.kind === 'forced') return { move: turn.turn.legalMoves[0], notes };
    let overrun: ReturnType<typeof setTimeout> | undefined;
    try {
      if (!bot) throw new TableRefusal('unknown-bot', `No bot ${turn.bot} is offered here.`);
      const chosen = Promise.resolve().then(() => bot.choose(turn.turn, context));
      // A slow bot keeps its own time (a pool of threads counts its budget from when it starts thinking).
      const move = bot.slow
        ? await chosen
        : await Promise.race([
            chosen,
            new Promise<never>((_, reject) => {
              overrun = setTimeout(
                () => reject(new TableRefusal('server-error', 'The bot overran its budget.')),
                botBudgetMs + 5000,
              );
            }),
          ]);
      return { move, notes };
    } catch (error) {
      this.log(`bot ${turn.bot} failed; playing at random`, error);
      notes.push({ id: 'table.bot-failed', params: { bot: turn.bot } });
      return { move: randomBot(turn.seed)(turn.turn), notes };
    } finally {
      clearTimeout(overrun);
    }
  }

  private async play(
    turn: HostTurn,
    { move: chosen, notes }: { move: unknown; notes: BotNote[] },
  ): Promise<void> {
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.run((table, now) => playFor(table, turn.key, chosen, now, notes));
          break;
        } catch (error) {
          // The store is out: the same move again after a backoff (the table cannot have moved on without a write).
          if (!(error instanceof TableRefusal && error.code === 'store-unavailable') || this.closed)
            throw error;
          await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
          if (this.closed || this.isLost) return;
        }
      }
    } catch (error) {
      const code = error instanceof TableRefusal ? error.code : '';
      if (code !== 'not-your-turn' && code !== 'stale-table' && !this.closed) {
        this.log(
          `${turn.bot || 'forced move'} could not play for seat ${turn.seat}; playing at random`,
          error,
        );
        await this.run((table, now) => playFor(table, turn.key, randomBot(turn.seed)(turn.turn), now)).catch(
          (again) => this.log(`no move for seat ${turn.seat}`, again),
        );
      }
    } finally {
      this.thinking.delete(turn.key);
      this.afterChange();
    }
  }
}
