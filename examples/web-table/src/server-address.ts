/**
 * Which game server the page talks to, and where it keeps a seat's token.
 *
 * A seat token is the seat: whoever holds it plays for that person. So the
 * page talks to the one server it was built for (`VITE_GAME_SERVER` at build
 * time, else this page's host on port 2567), and keeps each token under that
 * server's address and the table id, sending it back only there. A link's
 * `?server=` is taken only by the development page, and only when it names
 * this machine (127.0.0.0/8, ::1, `localhost`): a page that took any server
 * from its link would send the tokens it holds to whoever wrote the link.
 * Tokens kept by earlier pages under the table id alone
 * (`boneyard:seat:<tableId>`) are never read: they do not say which server
 * gave them.
 */

/** What the page knows when it picks its game server. */
export interface ServerChoiceInput {
  /** The server the page was built for (`import.meta.env.VITE_GAME_SERVER`), if any. */
  readonly configured?: string | undefined;
  /** This page's host name (`location.hostname`), for the default server on port 2567. */
  readonly pageHost: string;
  /** The link's `?server=`, if any. */
  readonly asked: string | null;
  /** Whether this is the development page (`import.meta.env.DEV`). */
  readonly dev: boolean;
}

/** The server the page talks to, and a `?server=` it did not take (with why), if any. */
export interface ServerChoice {
  /** The game server's WebSocket address, as `ws://host:port` (or `wss://`). */
  readonly endpoint: string;
  /** Why the link's `?server=` was not taken, or `null` when it was taken or there was none. */
  readonly refused: string | null;
}

/** A `ws:` or `wss:` address as `protocol//host[:port]`, or `null` when it is not one (or carries a user name). */
export function serverOrigin(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return `${url.protocol}//${url.host}`;
}

/**
 * Whether a URL's host name is this machine: `localhost`, `[::1]`, or an
 * address in 127.0.0.0/8 (the URL parser has already written `127.1` or
 * `0x7f.1` as `127.0.0.1`).
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return parts !== null && parts[1] === '127' && parts.slice(2).every((part) => Number(part) <= 255);
}

/**
 * The game server this page talks to: the configured one (or this page's
 * host on port 2567), or on the development page a `?server=` that names
 * this machine.
 *
 * @example
 * ```ts
 * chooseServer({ pageHost: 'example.org', asked: 'ws://203.0.113.9:2567', dev: false });
 * // { endpoint: 'ws://example.org:2567', refused: '…' }
 * ```
 */
export function chooseServer(input: ServerChoiceInput): ServerChoice {
  const fallback = input.configured || `ws://${input.pageHost}:2567`;
  const endpoint = serverOrigin(fallback) ?? fallback;
  if (input.asked === null) return { endpoint, refused: null };
  if (!input.dev) return { endpoint, refused: 'only the development page takes ?server=' };
  const asked = serverOrigin(input.asked);
  if (asked === null) return { endpoint, refused: '?server= is not a ws:// or wss:// address' };
  if (!isLoopbackHost(new URL(asked).hostname))
    return { endpoint, refused: '?server= may only name this machine (127.0.0.0/8, ::1, localhost)' };
  return { endpoint: asked, refused: null };
}

/**
 * The `localStorage` key of the seat token a server gave for a table: the
 * server's address and the table id (`|` is never in a host name).
 *
 * @example
 * ```ts
 * seatTokenKey('ws://127.0.0.1:2567', 'k3x9'); // 'boneyard:seat:ws://127.0.0.1:2567|k3x9'
 * ```
 */
export function seatTokenKey(endpoint: string, tableId: string): string {
  return `boneyard:seat:${endpoint}|${tableId}`;
}
