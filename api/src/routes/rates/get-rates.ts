import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IsoDateTime } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rates',
    {
      schema: {
        tags: ['rates'],
        summary:
          'Exchange rates for one EUR: live (fetched now), cache (fetched within the hour) or fallback (built-in)',
        response: {
          200: named(
            'Rates',
            Type.Object({
              base: Type.Literal('EUR'),
              rates: Type.Object({ EUR: Type.Number(), USD: Type.Number(), GBP: Type.Number() }),
              fetchedAt: IsoDateTime,
              source: Type.Union([Type.Literal('live'), Type.Literal('cache'), Type.Literal('fallback')]),
            }),
            'Exchange rates for one EUR, and where they come from',
          ),
        },
      },
    },
    async () => app.ratesCache.get(),
  );
};

export default routes;
