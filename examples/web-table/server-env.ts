/**
 * The web table server's settings read from its environment
 * (examples/web-table/server.ts), as plain functions of the text.
 */

/**
 * `TRUST_PROXY` as the rooms' `trustProxy`: unset, empty, `0` or `false`
 * → `false` (the peer's address counts); `1` or `true` → `true` (the first
 * address of `X-Forwarded-For`); another whole number `n` → `n` (the
 * address `n` proxies back); anything else a comma list of the proxies'
 * addresses (the client's address is the last one not in the list).
 *
 * @example
 * ```ts
 * parseTrustProxy('2'); // 2
 * parseTrustProxy('10.0.0.1, 10.0.0.2'); // ['10.0.0.1', '10.0.0.2']
 * ```
 */
export function parseTrustProxy(text: string | undefined): boolean | number | string[] {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return addresses.length > 0 ? addresses : false;
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
