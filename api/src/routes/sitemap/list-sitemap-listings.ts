import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cacheForVisitors } from '../../lib/cache-for-visitors';
import { errorResponses, Uuid } from '../../lib/schemas';
import { SITEMAP_MAX_URLS, SitemapListingFiles, SitemapListingsPage } from '../../schemas/sitemap';

// The sitemap's listings (issue 21 item 6), public: what any visitor can already reach through the
// search, only ids and dates. The shell's server keeps them 5 minutes; a CDN may keep them as long.
const SITEMAP_CACHE = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 600 };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sitemap/listings',
    {
      onSend: cacheForVisitors(SITEMAP_CACHE),
      schema: {
        tags: ['sitemap'],
        summary: 'Active listings by id, with when each last changed (sitemap.xml)',
        description: 'Keyset-paginated by id: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: SITEMAP_MAX_URLS, default: 1000 }),
          cursor: Type.Optional(Uuid),
        }),
        response: { 200: SitemapListingsPage, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { limit, cursor = null } = request.query;
      const items = await app.listingSitemapRepository.listAfter(cursor, limit);
      const last = items.length === limit ? items[items.length - 1] : undefined;
      return { items, nextCursor: last?.id ?? null };
    },
  );

  app.get(
    '/sitemap/listings/files',
    {
      onSend: cacheForVisitors(SITEMAP_CACHE),
      schema: {
        tags: ['sitemap'],
        summary: 'The active listings in id order cut into sitemap files of `size` (the sitemap index)',
        description:
          'Each file: the cursor that starts it in GET /api/sitemap/listings, how many listings it holds ' +
          'and their latest change.',
        querystring: Type.Object({
          size: Type.Integer({ minimum: 1, maximum: SITEMAP_MAX_URLS, default: SITEMAP_MAX_URLS }),
        }),
        response: { 200: SitemapListingFiles, ...errorResponses(400) },
      },
    },
    async (request) => {
      const files = await app.listingSitemapRepository.files(request.query.size);
      return { total: files.reduce((sum, file) => sum + file.count, 0), files };
    },
  );
};

export default routes;
