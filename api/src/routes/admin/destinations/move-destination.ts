import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { conflict, notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { Destination } from '../../../schemas/destination';
import { DESTINATIONS_PAGE_QUERY, Page } from '../../../schemas/page';
import { named } from '../../../schemas/named';

const MoveBody = named(
  'DestinationMove',
  Type.Object({
    direction: Type.Union([Type.Literal('up'), Type.Literal('down')], {
      description: '`up`: one place earlier on the home page; `down`: one place later',
    }),
  }),
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/destinations/:id/move',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          'Move a destination one place up or down the home page; answers the first page of the list in its new order',
        description:
          '409 when it is already first (up) or last (down). The answer is the first page of GET /api/destinations ' +
          '(`limit` as there); pass its `nextCursor` to GET /api/destinations for the rest.',
        params: IdParams,
        querystring: Type.Object({ limit: DESTINATIONS_PAGE_QUERY.limit }),
        body: MoveBody,
        response: { 200: Page(Destination, 'Destination'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { direction } = request.body;
      const moved = await app.knex.transaction((trx) =>
        app.destinationsRepository.move(request.params.id, direction, request.query.limit, trx),
      );
      if (moved === null) throw notFound(MESSAGES.destinationNotFound);
      if (moved === 'edge') {
        throw conflict(
          direction === 'up' ? MESSAGES.destinationAlreadyFirst : MESSAGES.destinationAlreadyLast,
        );
      }
      return moved;
    },
  );
};

export default routes;
