import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { averageRating, formatRating } from '@shoreline/shared-domain/ratings';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { ListingReviews } from '../../schemas/review';
import { isVisibleTo } from '../listings/get-listing';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A listing's approved reviews, newest first, with their average (one decimal) and count",
        description:
          'What the listing page shows of each review (no ids of reviewers, stays or moderators); with a ' +
          "session, `mine` marks the viewer's own.",
        params: IdParams,
        response: { 200: ListingReviews, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const listing = await app.listingsRepository.findById(request.params.id);
      if (!listing || !isVisibleTo(listing, request)) throw notFound(MESSAGES.listingNotFound);
      // Only approved reviews are shown and counted (SPEC 4).
      const items = await app.reviewsRepository.listPublished(listing.id, request.viewer?.id ?? null);
      const average = averageRating(items.map((review) => review.rating));
      return {
        items,
        averageRating: average === null ? null : Number(formatRating(average)),
        reviewCount: items.length,
      };
    },
  );
};

export default routes;
