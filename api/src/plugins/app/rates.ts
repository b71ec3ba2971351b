import fp from 'fastify-plugin';
import { createRatesCache, type RatesCache } from '../../lib/rates-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** One cache per app: every user shares the hourly fetch. */
    ratesCache: RatesCache;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'ratesCache',
      createRatesCache({
        url: app.config.ratesUrl,
        onError: (error) =>
          app.log.warn({ err: error }, 'exchange rates provider failed; serving cached or built-in rates'),
      }),
    );
  },
  { name: 'rates' },
);
