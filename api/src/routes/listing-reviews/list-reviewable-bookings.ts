import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { eligibleBookingsForReview } from '@shoreline/shared-domain/reviewEligibility';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { pageCursor } from '../../db/keyset-page';
import { REVIEWABLE_BOOKINGS_ORDER } from '../../plugins/app/repositories/bookings';
import { Booking } from '../../schemas/booking';
import { Page, PageQuery } from '../../schemas/page';
import { isVisibleTo } from '../listings/get-listing';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/reviewable-bookings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        summary: "The caller's stays at this listing that can be reviewed now",
        description:
          'Approved, made by the caller, for this listing, check-out day reached, not reviewed yet (SPEC 5). ' +
          '404 when the listing is deleted or inactive (not shown to the caller), as for GET /api/listings/:id. ' +
          'Newest first, keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        params: IdParams,
        querystring: Type.Object(PageQuery(20, 100)),
        response: { 200: Page(Booking, 'Booking'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const after = pageCursor(REVIEWABLE_BOOKINGS_ORDER, request.query.cursor);
      const listing = await app.listingsRepository.findById(request.params.id);
      // Like the listing page itself: a deleted listing, or an inactive one of another host, has no
      // review form, and POST /api/reviews refuses it the same way (404).
      if (!listing || !isVisibleTo(listing, request)) throw notFound(MESSAGES.listingNotFound);
      const userId = request.user.id;
      const today = todayIso();
      const page = await app.bookingsRepository.listReviewable(userId, listing.id, today, {
        limit: request.query.limit,
        after,
      });
      // The query narrowed the rows; the rule is shared-domain's (the reviews of these bookings are
      // none: the query left out the reviewed ones).
      return { ...page, items: eligibleBookingsForReview(page.items, [], userId, listing.id, today) };
    },
  );
};

export default routes;
