import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { pageCursor } from '../../db/keyset-page';
import { RENTER_BOOKINGS_ORDER } from '../../plugins/app/repositories/bookings';
import { Booking } from '../../schemas/booking';
import { Page, PageQuery } from '../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bookings/mine',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        summary: "The signed-in renter's bookings, newest first, with the listing's title, city and country",
        description: 'Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object(PageQuery(20, 100)),
        response: { 200: Page(Booking, 'Booking'), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = pageCursor(RENTER_BOOKINGS_ORDER, cursor);
      return app.bookingsRepository.listByRenter(request.user.id, { limit, after });
    },
  );
};

export default routes;
