import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../../lib/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/admin/destinations/:id',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Delete a destination; the ones after it move up one place',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const deleted = await app.knex.transaction((trx) =>
        app.destinationsRepository.delete(request.params.id, trx),
      );
      if (!deleted) throw notFound(MESSAGES.destinationNotFound);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
