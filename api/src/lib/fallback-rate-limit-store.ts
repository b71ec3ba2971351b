import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin really hands `child`: the merged options and the route (`routeInfo`, untyped there). */
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: unknown; url?: unknown };
};

/**
 * The options the plugin hands a store, merged with the route's for `child` (its README, "store");
 * the published types leave them out.
 */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Counts in Redis, so every replica shares one count per client, and in this process's memory while
 * Redis cannot answer: the limit then holds per replica instead of vanishing, and no request fails
 * because Redis is down (`onError` logs it). The counting itself is the plugin's own two stores.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly onError: (error: Error) => void,
  ) {}

  incr(key: string, done: Counted, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return done(null, result);
        this.onError(error);
        this.local.incr(key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteParams): FastifyRateLimitStore {
    // A limiter made with `app.createRateLimit` belongs to no route (the plugin hands it an empty
    // `routeInfo`): its keys say what they count, under `rate-limit:shared-` rather than
    // `rate-limit:undefinedundefined-` (the Redis store names a route's keys by method and url).
    const named: RouteParams = routeOptions.routeInfo?.url
      ? routeOptions
      : { ...routeOptions, routeInfo: { ...routeOptions.routeInfo, method: '', url: 'shared' } };
    return new FallbackStore(this.shared.child(named), this.local.child(named), this.onError);
  }
}

/** A store class for `@fastify/rate-limit`'s `store` option (the plugin instantiates it). */
export function redisStoreWithFallback(redis: Redis, onError: (error: Error) => void) {
  return class RedisWithFallbackStore extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as StoreParams;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff),
        onError,
      );
    }
  };
}
