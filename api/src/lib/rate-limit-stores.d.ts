// The two stores @fastify/rate-limit ships (plain CommonJS, no types of their own), used by
// fallback-rate-limit-store.ts. Their contract is the plugin's custom-store contract (README "store").
declare module '@fastify/rate-limit/store/LocalStore' {
  import type { FastifyRateLimitStore as RateLimitStore } from '@fastify/rate-limit';
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore' {
  import type { Redis } from 'ioredis';
  import type { FastifyRateLimitStore as RateLimitStore } from '@fastify/rate-limit';
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => RateLimitStore;
  export default RedisStore;
}
