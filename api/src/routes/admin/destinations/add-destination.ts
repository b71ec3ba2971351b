import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateDestination } from '@shoreline/shared-domain/validation/validateDestination';
import { isUploadUrl } from '../../../lib/upload-urls';
import { badRequest, unwrap } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/schemas';
import { Destination, DestinationBody } from '../../../schemas/destination';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/destinations',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Add a destination (name and image required); it goes last: order = current count',
        body: DestinationBody,
        response: { 201: Destination, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { name, image } = request.body;
      const value = unwrap(validateDestination({ name, image }, 'add'));
      // Only images this API stored (no hot-linked or tracking images), as for listing photos.
      if (value.image !== null && !isUploadUrl(value.image, 'destinations'))
        throw badRequest(MESSAGES.imageNotAnImage);
      const destination = await app.knex.transaction((trx) =>
        app.destinationsRepository.append(
          { name: value.name, image: value.image ?? '', createdBy: request.user.id },
          trx,
        ),
      );
      return reply.code(201).send(destination);
    },
  );
};

export default routes;
