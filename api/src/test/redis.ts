import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/** The Redis of the `*.redis.test.ts` files (scripts/test.mjs sets it when one answers). */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: *.redis.test.ts files need a Redis');
  return url;
}

/** A key prefix of this test run alone (Redis is shared by everyone on the machine). */
export function uniqueRedisPrefix(): string {
  return `shoreline-test:${Date.now().toString(36)}-${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under `prefix` (what a test file wrote). */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
