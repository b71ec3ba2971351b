import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_SEARCH_LOCATION_LENGTH } from '@shoreline/shared-domain/constants';
import { earliestTodayOnEarth, isDateBefore, isIsoDate } from '@shoreline/shared-domain/dates';
import { validateFactFilters } from '@shoreline/shared-domain/factFilters';
import { PROPERTY_TYPES } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { DEFAULT_CURRENCY, rateOf } from '@shoreline/shared-domain/pricing';
import {
  SEARCH_TOTAL_CAP,
  toEurPriceBounds,
  validateSearchFilters,
} from '@shoreline/shared-domain/searchFilters';
import { CURRENCY_CODES, type CurrencyCode } from '@shoreline/shared-domain/types';
import { Type } from 'typebox';
import { badRequest, failureToHttpError } from '../../lib/http-errors';
import { errorResponses, Page } from '../../lib/schemas';
import { decodeSearchCursor } from '../../db/search-cursor';
import { ListingSummary } from '../../schemas/listing';
import { cacheForVisitors } from '../../lib/cache-for-visitors';
import { named } from '../../schemas/named';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

const SearchPage = named(
  'ListingSearchPage',
  Type.Object({
    ...Page(ListingSummary).properties,
    total: Type.Union([Type.Integer(), Type.Null()], {
      description: `Matches up to ${SEARCH_TOTAL_CAP}, on the first page (no cursor); null on later pages`,
    }),
    totalCapped: Type.Boolean({ description: `More than ${SEARCH_TOTAL_CAP} matches` }),
  }),
  'A page of matching listings, in the chosen order',
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings',
    {
      onSend: cacheForVisitors(),
      schema: {
        tags: ['listings'],
        summary:
          'Active listings: search by place and free dates, price and facts filters, four orders, keyset pages',
        description:
          '`location` is a case-insensitive substring of city or country. With both `checkin` and `checkout`, ' +
          'only listings whose window contains the stay and that have no taken night (approved stay or host ' +
          'block) in [checkin, checkout); a stay starting before today matches nothing. `minPrice`/`maxPrice` ' +
          'are per night in `currency`, converted with the rates of GET /api/rates. `sort`: newest (default), ' +
          'price-asc, price-desc, top-rated (average, then count). Facts (issue 24): `guests` (at least that many ' +
          'fit), `type` (any of these types), `minBedrooms`, `amenities` (every one present). Pass `nextCursor` ' +
          'back as `cursor` with the same filters and sort for the next page.',
        // Text, not numbers or enums: the checks (and their messages) are shared-domain's.
        querystring: Type.Object({
          location: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LOCATION_LENGTH })),
          checkin: Type.Optional(Type.String({ description: 'yyyy-MM-dd' })),
          checkout: Type.Optional(Type.String({ description: 'yyyy-MM-dd' })),
          minPrice: Type.Optional(Type.String({ maxLength: 20, description: 'per night, in `currency`' })),
          maxPrice: Type.Optional(Type.String({ maxLength: 20, description: 'per night, in `currency`' })),
          currency: Type.Optional(Type.String({ maxLength: 3, description: 'USD, EUR (default) or GBP' })),
          sort: Type.Optional(
            Type.String({ maxLength: 20, description: 'newest | price-asc | price-desc | top-rated' }),
          ),
          guests: Type.Optional(
            Type.String({ maxLength: 10, description: 'Adults and children who must fit, 1 to 16' }),
          ),
          type: Type.Optional(
            Type.String({
              maxLength: 100,
              description: `Any of these types of place, comma-separated: ${PROPERTY_TYPES.join(', ')}`,
            }),
          ),
          minBedrooms: Type.Optional(Type.String({ maxLength: 10, description: 'At least, 0 to 20' })),
          amenities: Type.Optional(
            Type.String({
              maxLength: 1000,
              description: 'Every one of these must be present, comma-separated AmenityId values',
            }),
          ),
          limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
          cursor: Type.Optional(Type.String({ maxLength: 300 })),
        }),
        response: { 200: SearchPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { location, checkin, checkout, limit, cursor } = request.query;
      // An empty parameter (`?checkin=`) means "not given", as the search form sends it.
      for (const date of [checkin, checkout]) {
        if (date && !isIsoDate(date))
          throw badRequest(MESSAGES.dateInvalid).about(date === checkin ? 'checkin' : 'checkout');
      }
      // ISO dates compare as text; a stay must end after it starts (SPEC 5).
      if (checkin && checkout && checkout <= checkin)
        throw badRequest(MESSAGES.checkOutBeforeCheckIn).about('checkout');
      const filters = validateSearchFilters(request.query);
      if (!filters.ok) throw failureToHttpError(filters);
      const facts = validateFactFilters(request.query);
      if (!facts.ok) throw failureToHttpError(facts);
      const currencyText = request.query.currency?.trim() || DEFAULT_CURRENCY;
      const currency = CURRENCY_CODES.find((code) => code === currencyText);
      if (!currency) throw badRequest(MESSAGES.searchCurrencyUnknown).about('currency');
      const { sort } = filters.value;
      const decoded = cursor ? decodeSearchCursor(cursor, sort) : null;
      if (cursor && !decoded) throw badRequest(MESSAGES.invalidRequest);

      const stay = checkin && checkout ? { checkin, checkout } : null;
      // A stay that starts before today can no longer be booked: nothing matches (not an error, so an
      // old shared link still opens).
      if (stay && isDateBefore(stay.checkin, earliestTodayOnEarth(app.now()))) {
        return { items: [], nextCursor: null, total: decoded ? null : 0, totalCapped: false };
      }
      const { minEur, maxEur } = toEurPriceBounds(filters.value, await rateFor(currency));
      return app.listingsRepository.search({
        location: location?.trim() || null,
        stay,
        minEur,
        maxEur,
        facts: facts.value,
        sort,
        limit,
        cursor: decoded,
      });
    },
  );

  /** The rate the client shows prices with (GET /api/rates, same cache): 1 EUR in `code`. */
  async function rateFor(code: CurrencyCode): Promise<number> {
    return code === 'EUR' ? 1 : rateOf(code, await app.ratesCache.get());
  }
};

export default routes;
