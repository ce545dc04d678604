/**
 * The web table server's settings from its environment
 * (examples/web-table/server-env.ts): `TRUST_PROXY` as a flag, a hop count
 * or the proxies' addresses, and counts that refuse what is not one.
 */
import { describe, expect, it } from 'vitest';
import { envCount, parseTrustProxy } from '../../examples/web-table/server-env.js';

describe('the web table server’s environment', () => {
  it('reads TRUST_PROXY as unset, a flag, loopback, a number of hops, or a list of proxy addresses', () => {
    // Unset: the rooms' default (a proxy on this host).
    for (const unset of [undefined, '', '  ', ',']) expect(parseTrustProxy(unset), unset).toBeUndefined();
    for (const off of ['0', 'false', ' FALSE ']) expect(parseTrustProxy(off), off).toBe(false);
    for (const on of ['1', 'true', 'TRUE']) expect(parseTrustProxy(on), on).toBe(true);
    expect(parseTrustProxy('loopback')).toBe('loopback');
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10')).toBe(10);
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 203.0.113.8,::1')).toEqual(['10.0.0.0/8', '203.0.113.8', '::1']);
  });

  it('reads a count, or refuses one that is not a whole number of at least 1, naming it', () => {
    expect(envCount('TABLES_PER_CLIENT', undefined)).toBeUndefined();
    expect(envCount('TABLES_PER_CLIENT', '')).toBeUndefined();
    expect(envCount('TABLES_PER_CLIENT', '3')).toBe(3);
    expect(envCount('CREATES_PER_MINUTE', ' 20 ')).toBe(20);
    for (const bad of ['0', '-1', '1.5', 'ten', '1e3', '99999999999999999999']) {
      expect(() => envCount('CREATES_PER_MINUTE', bad), bad).toThrow(
        /CREATES_PER_MINUTE must be a whole number/,
      );
    }
  });
});
