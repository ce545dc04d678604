/**
 * Limits a table server puts on what one client may do: counters per key
 * (a connection, an address) over a fixed window of time, and the client
 * key a transport derives from a request. Plain data and functions, no
 * timers: the caller passes the time.
 *
 * @module
 */
import { TableRefusal } from './record.js';

/**
 * Counts what each key did in the current window (e.g. messages per second
 * per connection, joins per minute per address). Memory is bounded by the
 * keys seen in one window: keys from earlier windows are dropped as the
 * counter goes.
 *
 * @example
 * ```ts
 * const joins = new RateCounter(60_000);
 * if (joins.hit('203.0.113.7', Date.now()) > 30) throw new TableRefusal('too-many-joins', 'At most 30 joins a minute.');
 * ```
 */
export class RateCounter {
  private readonly counts = new Map<string, { start: number; count: number }>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  /** @param windowMs - The length of a window in milliseconds. */
  constructor(readonly windowMs: number) {
    if (!(windowMs > 0)) throw new TableRefusal('bad-options', `windowMs must be positive, got ${windowMs}.`);
  }

  /**
   * Counts one more for `key` at `now` and gives its count in the current
   * window (1 for the first).
   *
   * @example
   * ```ts
   * new RateCounter(1000).hit('conn-1', 0); // 1
   * ```
   */
  hit(key: string, now: number): number {
    if (now - this.sweptAt >= this.windowMs) this.sweep(now);
    const entry = this.counts.get(key);
    if (!entry || now - entry.start >= this.windowMs || now < entry.start) {
      this.counts.set(key, { start: now, count: 1 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  /**
   * Forgets a key (e.g. a connection that left).
   *
   * @example
   * ```ts
   * counter.forget('conn-1');
   * ```
   */
  forget(key: string): void {
    this.counts.delete(key);
  }

  /**
   * How many keys the counter holds now.
   *
   * @example
   * ```ts
   * new RateCounter(1000).size; // 0
   * ```
   */
  get size(): number {
    return this.counts.size;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, entry] of this.counts) {
      if (now - entry.start >= this.windowMs) this.counts.delete(key);
    }
  }
}

/**
 * What a transport knows of who is asking, to derive a client key from:
 * the peer's address, the proxy headers and the bearer token.
 *
 * @example
 * ```ts
 * const who: ClientOrigin = { remoteAddress: '203.0.113.7', headers: {}, token: null };
 * ```
 */
export interface ClientOrigin {
  /** The socket's peer address. */
  readonly remoteAddress?: string | null;
  /** The request headers (lower-case names). */
  readonly headers?: Readonly<Record<string, string | string[] | undefined>>;
  /** The bearer token sent with the request, if any. */
  readonly token?: string | null;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const PRIVATE =
  /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|f[cd][0-9a-f]{2}:|fe80:|::ffff:(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.))/i;

/**
 * Which proxies a server believes about `X-Forwarded-For`, as Express's
 * `trust proxy` setting:
 * - `'loopback'` (the default): a proxy on the same host (a loopback peer);
 * - `true`: a proxy on the same host or a private network (10/8, 172.16/12,
 *   192.168/16, fc00::/7, fe80::/10);
 * - a number `n`: the last `n` hops (the peer counts as the first);
 * - a list of proxy addresses (IPv4 ones may be CIDR ranges, `10.0.0.0/8`);
 * - `false`: none (`X-Forwarded-For` is never read).
 *
 * @example
 * ```ts
 * const trust: TrustProxy = ['10.0.0.0/8', '203.0.113.8'];
 * ```
 */
export type TrustProxy = boolean | 'loopback' | number | readonly string[];

/** An IPv4 address (or an IPv4-mapped IPv6 one) as a 32-bit number, or `null`. */
function ipv4(address: string): number | null {
  const m = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/i.exec(address);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

function inList(address: string, list: readonly string[]): boolean {
  const own = ipv4(address);
  return list.some((entry) => {
    const [base = '', bits] = entry.split('/');
    if (bits === undefined)
      return entry.toLowerCase() === address.toLowerCase() || (own !== null && ipv4(entry) === own);
    const net = ipv4(base);
    const size = Number(bits);
    if (net === null || own === null || !Number.isInteger(size) || size < 0 || size > 32) return false;
    const mask = size === 0 ? 0 : (0xffffffff << (32 - size)) >>> 0;
    return (own & mask) >>> 0 === (net & mask) >>> 0;
  });
}

/** An address as `X-Forwarded-For` may write it: `[v6]:port`, `v4:port` and spaces dropped. */
function bare(address: string): string {
  const a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) return bracketed[1]!;
  const v4port = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(a);
  return v4port ? v4port[1]! : a;
}

/**
 * Who a request comes from behind the proxies a server trusts: walking
 * `X-Forwarded-For` from the right (the peer first), the first address that
 * is not a trusted proxy. Entries left of it were written by the client (or
 * a proxy nobody vouches for) and are never believed.
 *
 * @param origin - The peer's address and the request headers.
 * @param trust - Which proxies to believe (default `'loopback'`).
 * @returns The client's address, or `null` when there is none (no peer address).
 * @example
 * ```ts
 * clientAddress({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.2' } }); // '198.51.100.2'
 * clientAddress({ remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '6.6.6.6' } }); // '203.0.113.7'
 * ```
 */
export function clientAddress(origin: ClientOrigin, trust: TrustProxy = 'loopback'): string | null {
  const peer = origin.remoteAddress ? bare(origin.remoteAddress) : null;
  if (!peer || trust === false) return peer;
  const header = origin.headers?.['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(bare)
    .filter(Boolean);
  const hops = [...forwarded, peer]; // hops[hops.length - 1] is the peer
  const trusted = (address: string, fromRight: number): boolean => {
    if (typeof trust === 'number') return fromRight < trust;
    if (trust === 'loopback') return LOOPBACK.test(address);
    if (trust === true) return LOOPBACK.test(address) || PRIVATE.test(address);
    return inList(address, trust as readonly string[]);
  };
  for (let i = hops.length - 1, fromRight = 0; i >= 0; i--, fromRight++) {
    if (!trusted(hops[i]!, fromRight)) return hops[i]!;
  }
  return hops[0]!; // every hop trusted: the leftmost is the client
}

/**
 * The default client key: the client's address behind the proxies the
 * server trusts (see {@link clientAddress}; by default a proxy on the same
 * host). A loopback client (no `X-Forwarded-For` from a loopback peer) gives
 * `null`, not limited: people playing on one machine are a hot seat.
 *
 * @param origin - The peer's address and the request headers.
 * @param trustProxy - Which proxies to believe (default `'loopback'`; `false` never reads `X-Forwarded-For`).
 * @returns The client key (an address, at most 100 characters), or `null` for local play.
 * @example
 * ```ts
 * defaultClientKey({ remoteAddress: '203.0.113.7' }); // '203.0.113.7'
 * defaultClientKey({ remoteAddress: '127.0.0.1' }); // null
 * defaultClientKey({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.2' } }); // '198.51.100.2'
 * ```
 */
export function defaultClientKey(origin: ClientOrigin, trustProxy: TrustProxy = 'loopback'): string | null {
  const address = clientAddress(origin, trustProxy);
  if (!address || LOOPBACK.test(address)) return null;
  return address.slice(0, 100);
}

/**
 * What the limits per client count, shared by every room type of a process
 * (a client's joins and creates are counted together whatever game they are
 * for): joins and creates per minute, and the unfinished tables each client
 * holds a seat at.
 *
 * @example
 * ```ts
 * const limits = new ClientLimits();
 * limits.joins.hit('203.0.113.7', Date.now()); // 1
 * limits.hold('203.0.113.7', 'build-up/t1');
 * limits.holding('203.0.113.7'); // 1
 * ```
 */
export class ClientLimits {
  /** Joins (create, join, joinOrCreate, joinById) per client per minute. */
  readonly joins = new RateCounter(60_000);
  /** Tables created per client per minute. */
  readonly creates = new RateCounter(60_000);
  private readonly held = new Map<string, Set<string>>();

  /**
   * Notes that `client` holds a seat at an unfinished table.
   *
   * @example
   * ```ts
   * limits.hold('203.0.113.7', 'build-up/t1');
   * ```
   */
  hold(client: string, table: string): void {
    const tables = this.held.get(client) ?? new Set<string>();
    tables.add(table);
    this.held.set(client, tables);
  }

  /**
   * The table is finished, or no longer live here: it no longer counts for `client`.
   *
   * @example
   * ```ts
   * limits.release('203.0.113.7', 'build-up/t1');
   * ```
   */
  release(client: string, table: string): void {
    const tables = this.held.get(client);
    if (!tables) return;
    tables.delete(table);
    if (tables.size === 0) this.held.delete(client);
  }

  /**
   * How many unfinished tables `client` holds a seat at (on this process).
   *
   * @example
   * ```ts
   * new ClientLimits().holding('203.0.113.7'); // 0
   * ```
   */
  holding(client: string): number {
    return this.held.get(client)?.size ?? 0;
  }
}
