import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bookings/mine',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        summary: "The signed-in renter's bookings, newest first, with the listing's title, city and country",
        response: { 200: Type.Array(Booking), ...errorResponses(401) },
      },
    },
    async (request) => app.bookingsRepository.listByRenter(request.user.id),
  );
};

export default routes;
