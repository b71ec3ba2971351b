import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { initialsOf } from '@shoreline/shared-domain/initials';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { formatRating } from '@shoreline/shared-domain/ratings';
import { Type } from 'typebox';
import { pageCursor } from '../../db/keyset-page';
import { cacheForVisitors } from '../../lib/cache-for-visitors';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { HOST_PUBLIC_LISTINGS_ORDER } from '../../plugins/app/repositories/host-profiles';
import { HostListingsPage, HostProfile } from '../../schemas/host';
import { PageQuery } from '../../schemas/page';

/** Cards on the host page's first answer and per "Show more": whole rows at 4, 3 and 2 columns. */
export const HOST_PAGE_LISTINGS = 12;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/hosts/:id',
    {
      // Public: a visitor's answer may be cached briefly, a signed-in person's never (their own edit).
      onSend: cacheForVisitors(),
      schema: {
        tags: ['hosts'],
        summary: "A host's public page: name, hosting since, about, rating and first active listings",
        description:
          'Anyone may read it, signed in or not. 404 for a user who is not a host (or no user); a ' +
          'malformed id is a 400, as for listings. Only active listings are shown, and the rating covers ' +
          `their approved reviews. The first ${HOST_PAGE_LISTINGS} listings come with the host; ` +
          '`listings.nextCursor` continues with GET /api/hosts/:id/listings.',
        params: IdParams,
        response: { 200: HostProfile, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const host = await app.hostProfilesRepository.findHost(request.params.id);
      if (!host) throw notFound(MESSAGES.hostNotFound);
      const listings = await app.hostProfilesRepository.listActive(host.id, {
        limit: HOST_PAGE_LISTINGS,
        after: null,
      });
      const average = host.reviewCount > 0 ? host.ratingSum / host.reviewCount : null;
      return {
        id: host.id,
        name: host.name,
        initials: initialsOf(host.name),
        hostingSince: host.hostingSince.toISOString(),
        about: host.about,
        averageRating: average === null ? null : Number(formatRating(average)),
        reviewCount: host.reviewCount,
        listings,
      };
    },
  );

  app.get(
    '/hosts/:id/listings',
    {
      onSend: cacheForVisitors(),
      schema: {
        tags: ['hosts'],
        summary: "A host's active listings, newest first (the host page's Show more)",
        description:
          'Keyset-paginated: pass `nextCursor` back as `cursor`. 404 for a user who is not a host.',
        params: IdParams,
        querystring: Type.Object(PageQuery(HOST_PAGE_LISTINGS, 100)),
        response: { 200: HostListingsPage, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = pageCursor(HOST_PUBLIC_LISTINGS_ORDER, cursor);
      const host = await app.hostProfilesRepository.findHost(request.params.id);
      if (!host) throw notFound(MESSAGES.hostNotFound);
      return app.hostProfilesRepository.listActive(host.id, { limit, after });
    },
  );
};

export default routes;
