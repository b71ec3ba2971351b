import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams, IsoDate } from '../../../lib/schemas';
import { Booking } from '../../../schemas/booking';
import { named } from '../../../schemas/named';

const HostBooking = named(
  'HostBooking',
  Type.Object({
    ...Booking.properties,
    takenNights: Type.Array(
      Type.Object({
        startDate: IsoDate,
        endDate: Type.String({ description: 'yyyy-MM-dd, the morning after the last of these nights' }),
        takenBy: Type.Union([Type.Literal('stay'), Type.Literal('block')]),
      }),
      {
        description:
          'For a pending request: its nights that an approved stay or a block (host or imported) took meanwhile, ' +
          'in date order; approving it would be a 409, only a rejection is left. Empty otherwise.',
      },
    ),
  }),
  "A booking of one of the host's listings, with the nights around it that are taken",
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/host/bookings/:id',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['bookings'],
        summary: "One booking of the host's own listings: its facts, history timestamps and decline reason",
        description:
          "The host's booking page (issue 22). Another host's booking, their own stay as a renter and an " +
          'unknown id are all 404, so the answer does not reveal that the booking exists.',
        params: IdParams,
        response: { 200: HostBooking, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await app.bookingsRepository.findById(request.params.id);
      if (!booking || booking.hostId !== request.user.id) throw notFound(MESSAGES.bookingNotFound);
      const takenNights =
        booking.status === 'pending'
          ? await app.calendarBlocksRepository.takenNightsIn(booking.listingId, {
              start: booking.startDate,
              end: booking.endDate,
            })
          : [];
      return { ...booking, takenNights };
    },
  );
};

export default routes;
