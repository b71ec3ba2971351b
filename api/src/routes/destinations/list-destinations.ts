import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Destination } from '../../schemas/destination';
import { cacheForVisitors } from '../../lib/cache-for-visitors';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/destinations',
    {
      onSend: cacheForVisitors(),
      schema: {
        tags: ['destinations'],
        summary: 'Popular destinations for the home page, by `order`',
        response: { 200: Type.Array(Destination) },
      },
    },
    async () => app.destinationsRepository.list(),
  );
};

export default routes;
