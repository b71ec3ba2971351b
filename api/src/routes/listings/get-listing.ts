import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { availabilityFromToday } from '@shoreline/shared-domain/availabilityFromToday';
import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import type { StoredListing } from '../../plugins/app/repositories/listings';
import { Availability, Listing } from '../../schemas/listing';

/** Deleted listings are gone for everyone; inactive ones are visible to their host only. */
export function isVisibleTo(listing: StoredListing, request: FastifyRequest): boolean {
  if (listing.deleted) return false;
  return listing.isActive || request.viewer?.id === listing.hostId;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'A listing with photos, rating and host name (inactive: its host only)',
        params: IdParams,
        response: { 200: Listing, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const listing = await app.listingsRepository.findById(request.params.id);
      if (!listing || !isVisibleTo(listing, request)) throw notFound(MESSAGES.listingNotFound);
      return listing;
    },
  );

  app.get(
    '/listings/:id/availability',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Taken ranges (approved stays, host blocks) and free ranges from today on, half-open [start, end)',
        params: IdParams,
        response: { 200: Availability, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const listing = await app.listingsRepository.findById(request.params.id);
      if (!listing || !isVisibleTo(listing, request)) throw notFound(MESSAGES.listingNotFound);
      // From today on (UTC-12's date: nobody's today is cut off): past stays are not even read.
      const today = earliestTodayOnEarth(app.now());
      const taken = await app.listingsRepository.takenRanges(listing.id, today);
      return availabilityFromToday(listing, taken, today);
    },
  );
};

export default routes;
