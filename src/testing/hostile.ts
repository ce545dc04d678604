/**
 * Hostile inputs a client can send: moves with getters, BigInts, Proxies,
 * symbols and cycles, and viewers that are not seats.
 *
 * @module
 */
import type { BaseMove } from '../core/game.js';

/**
 * Hostile versions of a legal move: every one must be refused, or read once
 * and treated exactly as the data it showed.
 *
 * @example
 * ```ts
 * hostileMoves({ type: 'take', player: 0, count: 2 }).length; // about a dozen
 * ```
 */
export function hostileMoves(move: BaseMove): unknown[] {
  const out: unknown[] = [];
  const entries = Object.entries(move);
  // A getter that shows the legal value a few times, then another one.
  for (const [key, value] of entries) {
    let reads = 0;
    const tricky = { ...move };
    Object.defineProperty(tricky, key, {
      enumerable: true,
      get: () => (++reads <= 3 ? value : typeof value === 'number' ? 7777 : 'changed'),
    });
    out.push(tricky);
  }
  const throwing = { ...move };
  Object.defineProperty(throwing, 'player', {
    enumerable: true,
    get: () => {
      throw new TypeError('no seat for you');
    },
  });
  out.push(throwing);
  out.push({ ...move, player: 1n });
  for (const [key] of entries) if (key !== 'type') out.push({ ...move, [key]: 10n ** 30n });
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  for (const [key] of entries) if (key !== 'type' && key !== 'player') out.push({ ...move, [key]: cyclic });
  out.push({ ...move, [Symbol('extra')]: 1 });
  out.push(new Proxy({ ...move }, {}));
  out.push(
    new Proxy(
      { ...move },
      {
        ownKeys: () => {
          throw new Error('trap');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('trap');
        },
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    ),
  );
  out.push(
    Object.freeze(
      Object.fromEntries(entries.map(([k, v]) => [k, Array.isArray(v) ? Object.freeze([...v]) : v])),
    ),
  );
  out.push({ ...move, type: { toString: () => move.type } });
  return out;
}

/**
 * Viewers that are not a seat of a table of `players`: every one must be refused.
 *
 * @example
 * ```ts
 * hostileViewers(2); // ['0', '1', 'length', 0.5, NaN, -1, 2, …]
 * ```
 */
export function hostileViewers(players: number): unknown[] {
  return [
    '0',
    '1',
    'length',
    '__proto__',
    0.5,
    Number.NaN,
    -1,
    players,
    Infinity,
    undefined,
    {},
    [0],
    true,
    1n,
  ];
}
