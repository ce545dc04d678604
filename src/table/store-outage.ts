/**
 * A store that stops answering, as the hosts of a process see it: one
 * outage per store, logged once when it starts and once when it ends, and
 * the refusal clients get meanwhile.
 *
 * @module
 */
import { TableRefusal } from './record.js';
import type { TableStore } from './store.js';

/**
 * A store's outage as the hosts writing to it see it: the first failure is
 * logged with its detail, later ones are only counted, and the first write
 * that succeeds again logs how many failed. Kept per store, so a thousand
 * tables on one database log one outage once.
 */
interface Outage {
  failures: number;
  since: number;
}
const outages = new WeakMap<TableStore, Outage>();

/** Backoff before a bot's or a clock's write is tried again while the store is out: 250 ms, doubling, at most 8 s. */
export const backoffMs = (attempt: number) => Math.min(8000, 250 * 2 ** Math.min(attempt, 5));

/** The refusal a client gets while the store is out: no driver or stack text. */
export function storeUnavailable(cause: unknown): TableRefusal {
  return new TableRefusal(
    'store-unavailable',
    'The table cannot be saved just now, so nothing was played; try again in a moment.',
    { cause },
  );
}

/** A store write or read failed (not a stale copy): counted per store, logged once per outage; the refusal to give. */
export function failedStore(
  store: TableStore,
  now: number,
  log: (message: string, error?: unknown) => void,
  error: unknown,
): TableRefusal {
  if (error instanceof TableRefusal && error.code !== 'store-failed') return error;
  const outage = outages.get(store);
  if (outage) outage.failures += 1;
  else {
    outages.set(store, { failures: 1, since: now });
    log('the store is unavailable; moves are refused until it is back', error);
  }
  return storeUnavailable(error);
}

/** A store answered: if it was out, say once that it is back. */
export function storeBack(
  store: TableStore,
  now: number,
  log: (message: string, error?: unknown) => void,
): void {
  const outage = outages.get(store);
  if (!outage) return;
  outages.delete(store);
  log(
    `the store is back after ${outage.failures} failed ${outage.failures === 1 ? 'try' : 'tries'} over ${Math.round((now - outage.since) / 1000)} s`,
  );
}
