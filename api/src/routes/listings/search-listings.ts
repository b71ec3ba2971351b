import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isIsoDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-errors';
import { errorResponses, Page } from '../../lib/schemas';
import { decodeCursor } from '../../plugins/app/repositories/listings';
import { ListingSummary } from '../../schemas/listing';
import { cacheForVisitors } from '../../lib/cache-for-visitors';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings',
    {
      onSend: cacheForVisitors(),
      schema: {
        tags: ['listings'],
        summary: 'Active listings, newest first (SPEC 5 search), keyset-paginated',
        description:
          '`location` is a case-insensitive substring of city or country; with both `checkin` and `checkout`, ' +
          'a listing matches when its window contains the stay. Pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object({
          location: Type.Optional(Type.String({ maxLength: 100 })),
          checkin: Type.Optional(Type.String({ description: 'yyyy-MM-dd' })),
          checkout: Type.Optional(Type.String({ description: 'yyyy-MM-dd' })),
          limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
          cursor: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: Page(ListingSummary), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { location, checkin, checkout, limit, cursor } = request.query;
      // An empty parameter (`?checkin=`) means "not given", as the search form sends it.
      for (const date of [checkin, checkout]) {
        if (date && !isIsoDate(date)) throw badRequest(MESSAGES.dateInvalid);
      }
      // ISO dates compare as text; a stay must end after it starts (SPEC 5).
      if (checkin && checkout && checkout <= checkin) throw badRequest(MESSAGES.checkOutBeforeCheckIn);
      const decoded = cursor ? decodeCursor(cursor) : null;
      if (cursor && !decoded) throw badRequest(MESSAGES.invalidRequest);
      return app.listingsRepository.search({
        location: location?.trim() || null,
        checkin: checkin || null,
        checkout: checkout || null,
        limit,
        cursor: decoded,
      });
    },
  );
};

export default routes;
