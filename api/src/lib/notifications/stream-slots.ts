import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The live streams of each person across replicas, in Redis: one sorted set per user, a member per
 * open stream, scored with the time it lapses unless its replica renews it. A replica that dies
 * without saying goodbye leaves its members to lapse within `LEASE_MS`.
 */
export interface StreamSlots {
  /** Takes a slot for this stream; false when the user already holds `max` elsewhere too. */
  claim: (userId: string, streamId: string, max: number) => Promise<boolean>;
  release: (userId: string, streamId: string) => void;
  /** Keeps this replica's open streams counted (every `RENEW_MS`). */
  renew: (streams: Iterable<{ userId: string; streamId: string }>) => void;
}

export const STREAM_SLOT_LEASE_MS = 3 * 60_000;
export const STREAM_SLOT_RENEW_MS = 60_000;

const keyOf = (userId: string) => `notification-streams:${userId}`;

/**
 * Redis is a helper here, never a dependency: when it does not answer, the stream is admitted (this
 * replica's own cap still holds) and the failure is logged once a minute.
 */
export function createRedisStreamSlots(redis: Redis, log: FastifyBaseLogger): StreamSlots {
  let lastReport = 0;
  const report = (error: unknown) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    log.warn({ err: error }, 'live stream count across replicas unavailable; counting per replica');
  };

  return {
    claim: async (userId, streamId, max) => {
      const key = keyOf(userId);
      const now = Date.now();
      try {
        // One transaction: concurrent claims on several replicas never admit more than `max`
        // (at worst both of two racing claims are refused, and the browsers poll).
        const results = await redis
          .multi()
          .zremrangebyscore(key, '-inf', now)
          .zadd(key, now + STREAM_SLOT_LEASE_MS, streamId)
          .zcard(key)
          .pexpire(key, STREAM_SLOT_LEASE_MS)
          .exec();
        const [error, count] = results?.[2] ?? [new Error('no answer'), null];
        if (error) throw error;
        if (typeof count === 'number' && count > max) {
          await redis.zrem(key, streamId);
          return false;
        }
        return true;
      } catch (error) {
        report(error);
        return true;
      }
    },
    release: (userId, streamId) => {
      // Unanswered (Redis down, or closed at shutdown): the member lapses with its lease.
      redis.zrem(keyOf(userId), streamId).catch(() => undefined);
    },
    renew: (streams) => {
      const until = Date.now() + STREAM_SLOT_LEASE_MS;
      const pipeline = redis.pipeline();
      let any = false;
      for (const { userId, streamId } of streams) {
        any = true;
        pipeline.zadd(keyOf(userId), until, streamId).pexpire(keyOf(userId), STREAM_SLOT_LEASE_MS);
      }
      if (any) pipeline.exec().catch(report);
    },
  };
}
