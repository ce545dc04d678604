/**
 * Limits a table server puts on what one client may do: counters per key
 * (a connection, an address) over a fixed window of time, and the client
 * key a transport derives from a request. Plain data and functions, no
 * timers: the caller passes the time.
 *
 * @module
 */

/**
 * Counts what each key did in the current window (e.g. messages per second
 * per connection, joins per minute per address). Memory is bounded by the
 * keys seen in one window: keys from earlier windows are dropped as the
 * counter goes.
 *
 * @example
 * ```ts
 * const joins = new RateCounter(60_000);
 * if (joins.hit('203.0.113.7', Date.now()) > 30) throw new Error('too-many-joins');
 * ```
 */
export class RateCounter {
  private readonly counts = new Map<string, { start: number; count: number }>();
  private sweptAt = Number.NEGATIVE_INFINITY;

  /** @param windowMs - The length of a window in milliseconds. */
  constructor(readonly windowMs: number) {
    if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}.`);
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

/**
 * The default client key: the peer's address, or with `trustProxy` the
 * first address of `X-Forwarded-For` (set it only behind a proxy that
 * writes that header: otherwise any client can claim any address).
 * Loopback addresses give `null` (not limited): a proxy on the same machine
 * that does not forward addresses would otherwise make every player one
 * client, and people playing on one machine are a hot seat anyway.
 *
 * @example
 * ```ts
 * defaultClientKey({ remoteAddress: '203.0.113.7' }); // '203.0.113.7'
 * defaultClientKey({ remoteAddress: '127.0.0.1' }); // null
 * defaultClientKey({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.2, 10.0.0.1' } }, true); // '198.51.100.2'
 * ```
 */
export function defaultClientKey(origin: ClientOrigin, trustProxy = false): string | null {
  let address = origin.remoteAddress ?? null;
  if (trustProxy) {
    const header = origin.headers?.['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) address = first;
  }
  if (!address || LOOPBACK.test(address)) return null;
  return address.slice(0, 100);
}
