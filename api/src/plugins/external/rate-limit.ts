import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { redisStoreWithFallback } from '../../lib/fallback-rate-limit-store';

/**
 * Not global: routes opt in with `config: { rateLimit: { max: app.config.authRateLimitPerMinute, ... } }`
 * (sign-in, sign-up, tokens, password change, host requests), where guessing passwords or creating
 * accounts in bulk is the risk. With Redis the counts are shared by every replica (a client cannot
 * spread its guesses over them); while Redis is down, each replica counts alone.
 */
export default fp(
  async (app) => {
    const { redis } = app;
    let lastReport = 0;
    const onError = (error: Error) => {
      if (Date.now() - lastReport < 60_000) return;
      lastReport = Date.now();
      app.log.warn({ err: error }, 'rate limit: Redis did not answer; counting in this replica meanwhile');
    };
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: redisStoreWithFallback(redis, onError) } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
