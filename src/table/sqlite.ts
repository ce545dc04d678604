/**
 * `boneyard/table-sqlite`: the table store in a SQLite file, the embedded
 * default (no server; tables survive restarts and SIGKILL; finished games
 * kept for replay). Needs the optional peer dependency `better-sqlite3`.
 * Node only.
 *
 * @module boneyard/table-sqlite
 */
export { type SqliteTableStoreOptions, sqliteTableStore } from './sqlite-store.js';
