import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateDestination } from '@shoreline/shared-domain/validation/validateDestination';
import { notFound, unwrap } from '../../../lib/http-errors';
import { resolveDestinationImage } from '../../../lib/images/resolve-destination-image';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { Destination, DestinationChangeBody } from '../../../schemas/destination';
import { specMessagesFor } from '../../../lib/spec-body-messages';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/destinations/:id',
    {
      onRequest: [app.requireRole('admin')],
      // A refused body gets the destination form's message ("Please provide both name and image").
      ...specMessagesFor((body) => validateDestination({ name: body.name, image: body.image }, 'edit')),
      schema: {
        tags: ['admin'],
        summary: 'Rename a destination; the image changes only when one is sent',
        params: IdParams,
        body: DestinationChangeBody,
        response: { 200: Destination, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name, image } = request.body;
      const value = unwrap(validateDestination({ name, image }, 'edit'));
      const url = value.image;
      const updated = await app.knex.transaction(async (trx) =>
        app.destinationsRepository.update(
          request.params.id,
          { name: value.name, image: url === null ? null : await resolveDestinationImage(app, url, trx) },
          trx,
        ),
      );
      if (!updated) throw notFound(MESSAGES.destinationNotFound);
      return updated;
    },
  );
};

export default routes;
