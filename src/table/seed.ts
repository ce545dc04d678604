/**
 * Provably fair deals: the server draws every table's seed, commits to it
 * before the first deal (`seedHash`, the SHA-256 of the seed's text) and
 * reveals it when the game is over, so anyone holding the finished game's
 * moves can check the commitment and replay the whole game. Plain functions,
 * safe in a browser (SHA-256 is computed here, synchronously, with no
 * `node:crypto`).
 *
 * @module
 */
import type { AnyGame, BaseState } from '../core/game.js';
import { replay } from '../core/replay.js';
import { TableRefusal } from './record.js';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/**
 * The SHA-256 of a text (its UTF-8 bytes), as lowercase hex: the same as
 * `createHash('sha256').update(text).digest('hex')` in Node.
 *
 * @param text - Any string.
 * @returns 64 lowercase hex digits.
 * @example
 * ```ts
 * sha256Hex('abc'); // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 * ```
 */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const length = bytes.length;
  const padded = new Uint8Array((((length + 9 + 63) >> 6) << 6) >>> 0);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = h[0]! + a!;
    h[1] = h[1]! + b!;
    h[2] = h[2]! + c!;
    h[3] = h[3]! + d!;
    h[4] = h[4]! + e!;
    h[5] = h[5]! + f!;
    h[6] = h[6]! + g!;
    h[7] = h[7]! + hh!;
  }
  return Array.from(h, (word) => word.toString(16).padStart(8, '0')).join('');
}

/**
 * The commitment to a table's seed that every player gets before the first
 * deal: the SHA-256 of `String(seed)` (UTF-8), lowercase hex.
 *
 * @example
 * ```ts
 * seedHash(42) === sha256Hex('42'); // true
 * ```
 */
export function seedHash(seed: string | number): string {
  return sha256Hex(String(seed));
}

/**
 * A fresh seed from the platform's cryptographic source (`crypto.getRandomValues`,
 * in Node ≥ 20 and every browser): 128 bits as 32 hex digits.
 *
 * @example
 * ```ts
 * newTableSeed().length; // 32
 * ```
 */
export function newTableSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a player needs to check a finished game's deal: the `seedHash` they
 * were given when they sat down (or watched), the `seed` the `over` message
 * revealed, and the game's setup and moves (the finished record, e.g. from
 * `GET /api/games/:tableId`).
 *
 * @example
 * ```ts
 * const claim: FairGame = { seedHash: grant.seedHash, seed: over.seed, setup: record.setup, moves: record.moves };
 * ```
 */
export interface FairGame {
  /** The commitment received before the first deal. */
  readonly seedHash: string;
  /** The seed revealed at the end. */
  readonly seed: string | number;
  /** The setup options of the finished record (its `seed` must be the revealed one). */
  readonly setup: Readonly<Record<string, unknown>>;
  /** Every move of the finished game, in order. */
  readonly moves: readonly unknown[];
}

/**
 * Checks a finished game's deal: the revealed seed matches the commitment,
 * the record was set up with that seed, and every move replays from it.
 *
 * @returns The final state of the replayed game.
 * @throws `TableRefusal` with `seed-mismatch` when the seed does not hash to
 * the commitment or is not the record's seed; `bad-record` when a move does
 * not replay.
 * @example
 * ```ts
 * const final = verifyDeal(buildUp, { seedHash: grant.seedHash, seed: over.seed, setup: record.setup, moves: record.moves });
 * buildUp.outcome(final).over; // true
 * ```
 */
export function verifyDeal<S extends BaseState>(game: AnyGame<S>, claim: FairGame): S {
  if (seedHash(claim.seed) !== claim.seedHash) {
    throw new TableRefusal('seed-mismatch', 'The revealed seed does not hash to the commitment.');
  }
  if (String(claim.setup.seed) !== String(claim.seed)) {
    throw new TableRefusal('seed-mismatch', 'The record was not set up with the revealed seed.');
  }
  try {
    return replay(game, { ...claim.setup, seed: claim.seed }, claim.moves) as S;
  } catch (error) {
    throw new TableRefusal('bad-record', 'A move of the record does not replay from its setup.', {
      cause: error,
    });
  }
}
