import fp from 'fastify-plugin';
import { createRatesCache, type RatesCache } from '../../lib/rates-cache';
import { redisRatesStore } from '../../lib/redis-rates-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** One cache per app, shared with the other replicas through Redis when there is one. */
    ratesCache: RatesCache;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'ratesCache',
      createRatesCache({
        url: app.config.ratesUrl,
        ...(app.redis ? { shared: redisRatesStore(app.redis) } : {}),
        onError: (error) =>
          app.log.warn(
            { err: error },
            'exchange rates: provider or shared cache failed; serving what we have',
          ),
      }),
    );
  },
  { name: 'rates', dependencies: ['redis'] },
);
