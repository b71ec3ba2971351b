import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { pageCursor } from '../../../db/keyset-page';
import { HOST_BOOKINGS_ORDER } from '../../../plugins/app/repositories/bookings';
import { Booking } from '../../../schemas/booking';
import { Page, PageQuery } from '../../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/host/bookings',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['bookings'],
        summary: "The bookings of the host's own listings, newest first, with the renter's name",
        description: 'Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object(PageQuery(20, 100)),
        response: { 200: Page(Booking, 'Booking'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = pageCursor(HOST_BOOKINGS_ORDER, cursor);
      return app.bookingsRepository.listByHost(request.user.id, { limit, after });
    },
  );
};

export default routes;
