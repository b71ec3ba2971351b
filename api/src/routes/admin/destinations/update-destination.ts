import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateDestination } from '@shoreline/shared-domain/validation/validateDestination';
import { isUploadUrl } from '../../../lib/upload-urls';
import { badRequest, notFound, unwrap } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { Destination, DestinationBody } from '../../../schemas/destination';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/admin/destinations/:id',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Rename a destination; the image changes only when one is sent',
        params: IdParams,
        body: DestinationBody,
        response: { 200: Destination, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name, image } = request.body;
      const value = unwrap(validateDestination({ name, image }, 'edit'));
      // Only images this API stored (no hot-linked or tracking images), as for listing photos.
      if (value.image !== null && !isUploadUrl(value.image, 'destinations'))
        throw badRequest(MESSAGES.imageNotAnImage);
      const updated = await app.knex.transaction((trx) =>
        app.destinationsRepository.update(request.params.id, { name: value.name, image: value.image }, trx),
      );
      if (!updated) throw notFound(MESSAGES.destinationNotFound);
      return updated;
    },
  );
};

export default routes;
