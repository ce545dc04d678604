/**
 * The web table server's settings read from its environment
 * (examples/web-table/server.ts), as plain functions of the text.
 */
import type { TrustProxy } from 'boneyard/table';

/**
 * `TRUST_PROXY` as the rooms' `trustProxy` (which proxies' `X-Forwarded-For`
 * the limits per client believe): unset or empty → `undefined` (the rooms'
 * default, `'loopback'`: a proxy on this host); `0` or `false` → `false`
 * (never read the header); `1` or `true` → `true` (this host and private
 * networks); `loopback`; another whole number `n` → `n` (the last `n` hops);
 * anything else a comma list of proxy addresses (IPv4 ones may be ranges,
 * `10.0.0.0/8`).
 *
 * @example
 * ```ts
 * parseTrustProxy('2'); // 2
 * parseTrustProxy('10.0.0.0/8, 203.0.113.8'); // ['10.0.0.0/8', '203.0.113.8']
 * ```
 */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  const value = text?.trim() ?? '';
  const word = value.toLowerCase();
  if (value === '') return undefined;
  if (word === '0' || word === 'false') return false;
  if (word === '1' || word === 'true') return true;
  if (word === 'loopback') return 'loopback';
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return addresses.length > 0 ? addresses : undefined;
}

/**
 * A count from the environment (`CREATES_PER_MINUTE`, `TABLES_PER_CLIENT`,
 * `API_PER_MINUTE`): `undefined` when unset or empty, else a whole number
 * of at least 1; anything else is refused at start, naming the variable.
 *
 * @example
 * ```ts
 * envCount('TABLES_PER_CLIENT', '3'); // 3
 * ```
 */
export function envCount(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && Number.isSafeInteger(value))) {
    throw new RangeError(`${name} must be a whole number of at least 1, not ${JSON.stringify(text)}.`);
  }
  return value;
}
