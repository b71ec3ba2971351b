import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Not global: routes opt in with `config: { rateLimit: app.config.authRateLimit }` (sign-in, sign-up,
 * host requests), where guessing passwords or creating accounts in bulk is the risk.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
