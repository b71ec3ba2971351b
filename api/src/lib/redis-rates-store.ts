import type { Redis } from 'ioredis';
import type { LiveRates, SharedRatesStore } from './rates-cache';
import { readRates } from './rates-cache';

const KEY = 'rates:live';
/** Kept a day: stale rates a replica can still serve as `cache` while the provider is down. */
const KEEP_SECONDS = 24 * 60 * 60;

/** The last live exchange rates, shared by every replica through Redis (under REDIS_KEY_PREFIX). */
export function redisRatesStore(redis: Redis): SharedRatesStore {
  return {
    async read(): Promise<LiveRates | null> {
      const text = await redis.get(KEY);
      if (!text) return null;
      const stored = JSON.parse(text) as { rates?: unknown; fetchedAt?: unknown };
      const fetchedAt = new Date(String(stored.fetchedAt));
      if (Number.isNaN(fetchedAt.getTime())) return null;
      return { rates: readRates({ rates: stored.rates }), fetchedAt };
    },
    async write(live: LiveRates): Promise<void> {
      await redis.set(
        KEY,
        JSON.stringify({ rates: live.rates, fetchedAt: live.fetchedAt }),
        'EX',
        KEEP_SECONDS,
      );
    },
  };
}
