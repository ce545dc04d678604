/**
 * The queue's link to Redis: loads the optional peer dependencies (`bullmq`,
 * `ioredis`) only when a queue is used, checks the URL, and connects.
 *
 * @internal
 * @module
 */
import { BoneyardError, InvalidOptionError } from '../core/errors.js';

type BullMQ = typeof import('bullmq');
type IORedis = typeof import('ioredis');
/** An ioredis client. */
export type RedisClient = InstanceType<IORedis['Redis']>;

/** BullMQ's queue name for simulation chunks (the prefix tells apart several setups on one Redis). */
export const QUEUE_NAME = 'boneyard-simulate';
/** The key prefix when none is given. */
export const DEFAULT_PREFIX = 'boneyard';

let drivers: Promise<{ bullmq: BullMQ; ioredis: IORedis }> | undefined;

/** `bullmq` and `ioredis`, imported on first use, or a typed error saying how to install them. */
export function loadDrivers(): Promise<{ bullmq: BullMQ; ioredis: IORedis }> {
  drivers ??= Promise.all([import('bullmq'), import('ioredis')]).then(
    ([bullmq, ioredis]) => ({ bullmq, ioredis }),
    (error: unknown) => {
      drivers = undefined;
      throw new BoneyardError(
        'queue-missing-peer',
        `The queue needs the optional peer dependencies bullmq and ioredis (npm install bullmq@^6.7.0 ioredis): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    },
  );
  return drivers;
}

/**
 * Checks a `redis://` or `rediss://` URL, naming `option` when it is not one.
 * @throws `InvalidOptionError` `option` unless `url` is a `redis://` or `rediss://` URL with a host.
 */
export function checkUrl(url: unknown, option: string): string {
  let parsed: URL | undefined;
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') || !parsed.hostname) {
    throw new InvalidOptionError(
      option,
      `must be a Redis URL such as redis://127.0.0.1:6379, not ${JSON.stringify(String(url).slice(0, 60))}`,
    );
  }
  return url as string;
}

/**
 * Checks a key prefix (letters, digits, `-`, `_`, `.`, `{`, `}`; no `:`, which BullMQ puts between parts).
 * @throws `InvalidOptionError` `prefix` for anything else (1 to 64 of those characters).
 */
export function checkPrefix(prefix: unknown): string {
  if (prefix === undefined) return DEFAULT_PREFIX;
  if (typeof prefix !== 'string' || !/^[\w.{}-]{1,64}$/.test(prefix)) {
    throw new InvalidOptionError('prefix', 'must be 1 to 64 letters, digits, -, _, ., { or }');
  }
  return prefix;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

/**
 * A connected ioredis client for `url` as BullMQ wants it (no retry limit per
 * command), or a typed error when Redis cannot be reached within `timeoutMs`.
 * @throws {@link BoneyardError} `queue-unreachable` when Redis does not answer within `timeoutMs` (`queue-missing-peer` without bullmq and ioredis).
 */
export async function connect(url: string, timeoutMs = 5000): Promise<RedisClient> {
  const { ioredis } = await loadDrivers();
  const client = new ioredis.Redis(url, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  });
  client.on('error', () => {
    // Reconnects are ioredis's job; the first connection's failure is reported below.
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      client.connect().then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  } catch (error) {
    client.disconnect();
    throw new BoneyardError(
      'queue-unreachable',
      `Cannot reach Redis at ${shownUrl(url)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return client;
}
