import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every replica (rate-limit counts, the rates cache); null without REDIS_URL. */
    redis: Redis | null;
  }
}

const CONNECT_TIMEOUT_MS = 2000;
/**
 * A command unanswered this long fails (its user falls back to this process): a connection that went
 * silent without closing (a network partition) would otherwise hold sign-ins and live-stream opens
 * forever, since nothing else times out a command on an open socket.
 */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * Redis when REDIS_URL is set. Every key goes under REDIS_KEY_PREFIX. Redis is a helper, never a
 * dependency: commands fail at once while it is unreachable (no offline queue), its users fall back
 * to this process's memory, the client reconnects in the background, and a start without Redis goes
 * on (logged) rather than failing.
 */
export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(redisUrl, {
      keyPrefix: redisKeyPrefix,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    });
    let reported = false;
    redis.on('error', (error: Error) => {
      // Reconnection errors repeat every few seconds: say it once per outage.
      if (reported) return;
      reported = true;
      app.log.warn({ err: error }, 'Redis unavailable: rate limits and rates cached per replica meanwhile');
    });
    redis.on('ready', () => {
      if (reported) app.log.info('Redis available again');
      reported = false;
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis' },
);
