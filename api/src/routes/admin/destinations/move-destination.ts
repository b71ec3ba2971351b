import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { conflict, notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { Destination } from '../../../schemas/destination';

const MoveBody = Type.Object({
  direction: Type.Union([Type.Literal('up'), Type.Literal('down')], {
    description: '`up`: one place earlier on the home page; `down`: one place later',
  }),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/destinations/:id/move',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Move a destination one place up or down the home page; answers every destination in order',
        description: '409 when it is already first (up) or last (down).',
        params: IdParams,
        body: MoveBody,
        response: { 200: Type.Array(Destination), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { direction } = request.body;
      const moved = await app.knex.transaction((trx) =>
        app.destinationsRepository.move(request.params.id, direction, trx),
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
