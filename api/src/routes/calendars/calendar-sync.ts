import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportUrl } from '../../lib/calendars/export-url';
import { ownListing } from '../../lib/calendars/own-listing';
import { errorResponses, IdParams } from '../../lib/schemas';
import type { StoredCalendar } from '../../plugins/app/repositories/external-calendars';
import { CalendarSync, ExportUrl } from '../../schemas/calendar';

const toWire = ({ listingId: _listingId, ...calendar }: StoredCalendar) => calendar;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/calendar-sync',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['calendars'],
        summary: "Your listing's secret export feed and the calendars it imports, with their last sync",
        params: IdParams,
        response: { 200: CalendarSync, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const listing = await ownListing(app, request.params.id, request.user.id);
      const token = await app.externalCalendarsRepository.exportToken(listing.id);
      const calendars = await app.externalCalendarsRepository.listByListing(listing.id);
      return { exportUrl: exportUrl(app.config, token), calendars: calendars.map(toWire) };
    },
  );

  app.post(
    '/listings/:id/calendar-sync/token',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['calendars'],
        summary: 'A new secret export feed URL; the previous one answers 404 from now on',
        params: IdParams,
        response: { 200: ExportUrl, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const token = await app.knex.transaction(async (trx) => {
        const listing = await ownListing(app, request.params.id, request.user.id, trx);
        return app.externalCalendarsRepository.regenerateExportToken(listing.id, trx);
      });
      return { exportUrl: exportUrl(app.config, token) };
    },
  );
};

export default routes;
