import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bookings/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        summary: "One booking, for its renter and its listing's host",
        description:
          "With the listing's title, city and country and the renter's name. Anyone else gets 404, as for an " +
          'unknown id, so the answer does not reveal that the booking exists.',
        params: IdParams,
        response: { 200: Booking, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const booking = await app.bookingsRepository.findById(request.params.id);
      const userId = request.user.id;
      if (!booking || (booking.renterId !== userId && booking.hostId !== userId)) {
        throw notFound(MESSAGES.bookingNotFound);
      }
      return booking;
    },
  );
};

export default routes;
