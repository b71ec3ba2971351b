import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { Booking } from '../../../schemas/booking';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/host/bookings',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['bookings'],
        summary: "The bookings of the host's own listings, newest first, with the renter's name",
        response: { 200: Type.Array(Booking), ...errorResponses(401, 403) },
      },
    },
    async (request) => app.bookingsRepository.listByHost(request.user.id),
  );
};

export default routes;
