import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { redisStoreWithFallback } from '../../lib/fallback-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that checks a password for an email (`/api/auth/signin`,
     * `/api/auth/token`): one count of guesses per client address and one per account, shared by
     * those routes (and by the replicas through Redis), each limited to AUTH_RATE_LIMIT a minute.
     */
    signInLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of `/api/auth/password-reset`: requests per client address (AUTH_RATE_LIMIT a
     * minute) and per address asked about (PASSWORD_RESET_PER_ACCOUNT an hour, so nobody can flood a
     * mailbox), counted alike for registered and unknown emails (a 429 tells nothing), shared by
     * the replicas through Redis.
     */
    passwordResetLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const SIGN_IN_WINDOW_MS = 60_000;
export const PASSWORD_RESET_PER_ACCOUNT = 5;
const PASSWORD_RESET_ACCOUNT_WINDOW_MS = 60 * 60_000;

interface Count {
  max: number;
  timeWindow: number;
}

/** The account a guess is aimed at, as sign-in reads it (shared-domain validateSignIn). */
export function signInAccountKey(email: string): string {
  // Hashed: the counters (in Redis, shared) need not hold people's addresses.
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * Not global: routes opt in with `config: { rateLimit: { max: app.config.authRateLimitPerMinute, ... } }`
 * (sign-up, password change, host requests), where creating accounts in bulk or guessing is the
 * risk; sign-in and tokens use `app.signInLimit`. With Redis the counts are shared by every replica
 * (a client cannot spread its guesses over them); while Redis is down, each replica counts alone.
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

    /**
     * A preHandler counting each request once per client address and once per account (the body's
     * `email`): both counted on every attempt, before anything is checked, so concurrent requests
     * cannot slip past a read-then-count.
     */
    const limitPerAddressAndAccount = (name: string, perAddressCount: Count, perAccountCount: Count) => {
      const perAddress = app.createRateLimit({
        ...perAddressCount,
        keyGenerator: (request) => `${name}:address:${normalizeIP(request.ip)}`,
      });
      // The same account from many addresses (a botnet) is limited too.
      const perAccount = app.createRateLimit({
        ...perAccountCount,
        keyGenerator: (request) => {
          const { email } = (request.body ?? {}) as { email?: unknown };
          return `${name}:account:${signInAccountKey(typeof email === 'string' ? email : '')}`;
        },
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const counts = await Promise.all([perAddress(request), perAccount(request)]);
        const max = Math.min(perAddressCount.max, perAccountCount.max);
        let exceeded = false;
        let retryAfter = 0;
        let remaining = max;
        for (const count of counts) {
          if (count.isAllowed) continue;
          remaining = Math.min(remaining, count.remaining);
          if (!count.isExceeded) continue;
          exceeded = true;
          retryAfter = Math.max(retryAfter, count.ttlInSeconds);
        }
        void reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', remaining);
        if (!exceeded) return;
        void reply.header('retry-after', Math.max(1, retryAfter));
        // The error handler answers every 429 with MESSAGES.tooManyRequests.
        throw Object.assign(new Error(`${name} limit reached`), { statusCode: 429 });
      };
    };

    // Two counters made once and used by both routes, so a guess through either counts in both. A
    // route's own `config.rateLimit` would count per route: alternating the routes doubled the guesses.
    const max = app.config.authRateLimitPerMinute;
    const perMinute = { max, timeWindow: SIGN_IN_WINDOW_MS };
    app.decorate('signInLimit', limitPerAddressAndAccount('sign-in', perMinute, perMinute));
    // Counters of their own: asking for reset links is no password guess (and must not lock sign-in).
    app.decorate(
      'passwordResetLimit',
      limitPerAddressAndAccount('password-reset', perMinute, {
        max: Math.min(max, PASSWORD_RESET_PER_ACCOUNT),
        timeWindow: PASSWORD_RESET_ACCOUNT_WINDOW_MS,
      }),
    );
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
