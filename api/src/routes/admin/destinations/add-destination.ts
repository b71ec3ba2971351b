import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateDestination } from '@shoreline/shared-domain/validation/validateDestination';
import { badRequest, unwrap } from '../../../lib/http-errors';
import { resolveDestinationImage } from '../../../lib/images/resolve-destination-image';
import { errorResponses } from '../../../lib/schemas';
import { Destination, DestinationBody } from '../../../schemas/destination';
import { specMessagesFor } from '../../../lib/spec-body-messages';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/destinations',
    {
      onRequest: [app.requireRole('admin')],
      // A refused body gets the destination form's message ("Please provide both name and image").
      ...specMessagesFor((body) => validateDestination({ name: body.name, image: body.image }, 'add')),
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
      // validateDestination refuses an add without an image; the check keeps the types honest.
      if (value.image === null) throw badRequest(MESSAGES.destinationNameAndImageRequired);
      const url = value.image;
      const destination = await app.knex.transaction(async (trx) =>
        app.destinationsRepository.append(
          {
            name: value.name,
            image: await resolveDestinationImage(app, url, trx),
            createdBy: request.user.id,
          },
          trx,
        ),
      );
      return reply.code(201).send(destination);
    },
  );
};

export default routes;
