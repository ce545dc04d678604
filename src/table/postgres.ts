/**
 * `boneyard/table-postgres`: the table store in PostgreSQL, for several
 * processes and machines sharing tables (two writers cannot fork a table;
 * finished games kept for replay). Give it a `pg` pool (`pg` is an optional
 * peer dependency). Node only.
 *
 * @module boneyard/table-postgres
 */
export {
  type PgClient,
  type PgPool,
  type PgResult,
  type PostgresTableStoreOptions,
  postgresTableStore,
} from './postgres-store.js';
