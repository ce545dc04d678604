/** The machine's Redis (127.0.0.1:6379) for queue tests: a key prefix of each test's own, deleted after. */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.BONEYARD_TEST_REDIS ?? 'redis://127.0.0.1:6379';

/** A fresh key prefix. */
export const freshPrefix = () => `boneyard-test-${randomUUID().slice(0, 8)}`;

/** Deletes every key under `prefix`, and says how many there were. */
export async function dropPrefix(prefix: string, url = REDIS_URL): Promise<number> {
  const redis = new Redis(url);
  try {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) count += await redis.del(...keys);
    } while (cursor !== '0');
    return count;
  } finally {
    redis.disconnect();
  }
}

/** The keys under `prefix`. */
export async function keysOf(prefix: string, url = REDIS_URL): Promise<string[]> {
  const redis = new Redis(url);
  try {
    return await redis.keys(`${prefix}:*`);
  } finally {
    redis.disconnect();
  }
}
