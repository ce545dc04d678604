/**
 * A child process for the store tests: hosts one Build Up table of two bots
 * on a SQLite file (`sqlite <file>`) or PostgreSQL (`postgres <url>`) and
 * prints `ack <moveCount>` each time a frame reaches its spectator (frames go
 * out only after the store has the write), until it is killed or the game
 * ends (`over`). With `tableId` given it restores that table instead.
 *
 * Run: `tsx test/table/store-writer.ts sqlite /tmp/x.db t1 [restore]`.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { gameRegistry } from '../../src/registry.js';
import type { TableFrame, TableRules, TableStore } from '../../src/table/index.js';
import { TableHost } from '../../src/table/index.js';
import { postgresTableStore } from '../../src/table/postgres-store.js';
import { sqliteTableStore } from '../../src/table/sqlite-store.js';

const [kind, where, tableId, mode] = process.argv.slice(2) as [string, string, string, string | undefined];
const store: TableStore =
  kind === 'sqlite'
    ? sqliteTableStore(where)
    : postgresTableStore(new pg.Pool({ connectionString: where, max: 2 }));
const entry = gameRegistry['build-up']!;
let tokens = 0;
const rules: TableRules = {
  bots: ['first'],
  variants: {},
  clientSeeds: true,
  newToken: () => `token-${process.pid}-${++tokens}`,
  hashToken: (token) => createHash('sha256').update(token).digest('hex'),
};
const host = await TableHost.open(
  entry.game,
  rules,
  {
    ...(mode === 'restore' ? { tableId } : {}),
    newTableId: tableId,
    create: { seed: `${tableId}-seed`, players: 2, bots: ['first', 'first'] },
    holder: `writer-${process.pid}`,
  },
  {
    send: (_to, type, message) => {
      if (type === 'frame') process.stdout.write(`ack ${(message as TableFrame).moveCount}\n`);
    },
    ended: () => {
      process.stdout.write('over\n');
      setTimeout(() => process.exit(0), 50);
    },
  },
  {
    store,
    bots: { first: { choose: ({ legalMoves }) => legalMoves[legalMoves.length >> 1] } },
    botDelayMs: Number(process.env.WRITER_DELAY_MS ?? 5),
  },
);
await host.join('watcher', { spectate: true });
