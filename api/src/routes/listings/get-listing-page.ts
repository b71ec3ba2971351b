import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { availabilityFromToday } from '@shoreline/shared-domain/availabilityFromToday';
import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { formatRating } from '@shoreline/shared-domain/ratings';
import { Type } from 'typebox';
import { cacheForVisitors } from '../../lib/cache-for-visitors';
import { gone, notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Availability, Listing } from '../../schemas/listing';
import { ListingReviews } from '../../schemas/review';
import { isVisibleTo } from './get-listing';
import { named } from '../../schemas/named';

/** Reviews in the page's first answer; the rest come from GET /api/listings/:id/reviews. */
export const LISTING_PAGE_REVIEWS = 10;

const ListingPage = named(
  'ListingPage',
  Type.Object({
    listing: Listing,
    availability: Availability,
    reviews: Type.Object(
      { ...ListingReviews.properties },
      {
        description: `The newest ${LISTING_PAGE_REVIEWS} approved reviews; average and count cover all of them`,
      },
    ),
  }),
  'Everything the listing page shows: the listing, its availability and the newest reviews',
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/page',
    {
      schema: {
        tags: ['listings'],
        summary:
          'The listing page in one request: listing, photos, rating, availability from today on, first reviews',
        description:
          'One statement instead of the three calls GET /api/listings/:id, /availability and /reviews ' +
          '(which stay for other callers). Inactive listings: their host only. A deleted listing is 410 ' +
          'for everyone (search engines drop a page that is gone; an unknown id stays 404).',
        params: IdParams,
        response: { 200: ListingPage, ...errorResponses(400, 404, 410) },
      },
      // The most asked public answer (every listing page a visitor opens, and the shell's server
      // rendering it): kept like the search it is opened from, as fresh as a search's availability.
      onSend: cacheForVisitors(),
    },
    async (request) => {
      // UTC-12's date, as for booking: nobody's today is cut off.
      const today = earliestTodayOnEarth(app.now());
      const page = await app.listingPagesRepository.find(
        request.params.id,
        today,
        LISTING_PAGE_REVIEWS,
        request.viewer?.id ?? null,
      );
      if (page?.listing.deleted) throw gone(MESSAGES.listingNotFound);
      if (!page || !isVisibleTo(page.listing, request)) throw notFound(MESSAGES.listingNotFound);
      const { listing, taken, reviews, ratingSum } = page;
      const average = listing.reviewCount > 0 ? ratingSum / listing.reviewCount : null;
      return {
        listing,
        availability: availabilityFromToday(listing, taken, today),
        reviews: {
          items: reviews,
          averageRating: average === null ? null : Number(formatRating(average)),
          reviewCount: listing.reviewCount,
        },
      };
    },
  );
};

export default routes;
