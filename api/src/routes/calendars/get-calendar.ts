import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ownListing } from '../../lib/calendars/own-listing';
import { errorResponses, IdParams } from '../../lib/schemas';
import { HostCalendar } from '../../schemas/calendar';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/calendar',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['calendars'],
        summary: "The host's calendar of their listing: stays, requests, blocks, imported conflicts",
        description:
          'Ranges are half-open (`endDate` is the check-out day), sorted by start. Requests are pending ' +
          'ones not yet expired. Another host’s listing is a 404.',
        params: IdParams,
        response: { 200: HostCalendar, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const listing = await ownListing(app, request.params.id, request.user.id);
      const { stays, requests } = await app.calendarBlocksRepository.staysAndRequests(listing.id);
      return {
        listing: {
          id: listing.id,
          title: listing.title,
          availableFrom: listing.availableFrom,
          availableTo: listing.availableTo,
          isActive: listing.isActive,
        },
        stays,
        requests,
        blocks: await app.calendarBlocksRepository.listBlocks(listing.id),
        conflicts: await app.calendarBlocksRepository.listConflicts(listing.id),
      };
    },
  );
};

export default routes;
