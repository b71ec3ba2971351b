// The peer's routes: the product's request shapes (bench:scale's), each parsed with the shared-domain
// checks the product's route uses, run through the product's repository and returned as plain
// objects (Fastify's JSON.stringify). Only what the benchmark sends is handled: anything else is 400.
import { availabilityFromToday } from '@shoreline/shared-domain/availabilityFromToday';
import { earliestTodayOnEarth } from '@shoreline/shared-domain/dates';
import { validateFactFilters } from '@shoreline/shared-domain/factFilters';
import { formatRating } from '@shoreline/shared-domain/ratings';
import { toEurPriceBounds, validateSearchFilters } from '@shoreline/shared-domain/searchFilters';
import type { FastifyInstance } from 'fastify';
import { decodeSearchCursor } from '../../src/db/search-cursor';
import { LISTING_PAGE_REVIEWS } from '../../src/routes/listings/get-listing-page';
import type { PeerRepositories } from './repositories';

type Query = Record<string, string | undefined>;
const notFound = { statusCode: 404, error: 'Not Found' };

export function addPeerRoutes(
  app: FastifyInstance,
  repositories: PeerRepositories,
  findSession: (cookie: string | undefined) => Promise<string | null>,
): void {
  // A browser's request carries its session cookie everywhere: the product checks it on every /api/
  // request, so does the peer.
  app.addHook('onRequest', async (request) => {
    (request as { viewerId?: string | null }).viewerId = await findSession(request.headers.cookie);
  });
  const viewerOf = (request: object) => (request as { viewerId?: string | null }).viewerId ?? null;

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/listings', async (request, reply) => {
    const query = request.query as Query;
    const filters = validateSearchFilters(query);
    const facts = validateFactFilters(query);
    if (!filters.ok || !facts.ok) return reply.code(400).send({ statusCode: 400 });
    const { sort } = filters.value;
    const cursor = query.cursor ? decodeSearchCursor(query.cursor, sort) : null;
    const stay =
      query.checkin && query.checkout ? { checkin: query.checkin, checkout: query.checkout } : null;
    const { minEur, maxEur } = toEurPriceBounds(filters.value, 1);
    return repositories.listings.search({
      location: query.location?.trim() || null,
      stay,
      minEur,
      maxEur,
      facts: facts.value,
      sort,
      limit: query.limit ? Number(query.limit) : 12,
      cursor,
    });
  });

  app.get('/api/listings/:id/page', async (request, reply) => {
    const today = earliestTodayOnEarth(new Date());
    const { id } = request.params as { id: string };
    const page = await repositories.listingPages.find(id, today, LISTING_PAGE_REVIEWS, viewerOf(request));
    if (!page || page.listing.deleted || !page.listing.isActive) return reply.code(404).send(notFound);
    const { deleted: _deleted, ...listing } = page.listing;
    const average = listing.reviewCount > 0 ? page.ratingSum / listing.reviewCount : null;
    return {
      listing,
      availability: availabilityFromToday(listing, page.taken, today),
      reviews: {
        items: page.reviews,
        averageRating: average === null ? null : Number(formatRating(average)),
        reviewCount: listing.reviewCount,
      },
    };
  });

  app.get('/api/me/favourites', async (request, reply) => {
    const viewer = viewerOf(request);
    if (!viewer) return reply.code(401).send({ statusCode: 401 });
    const query = request.query as Query;
    const stay =
      query.checkin && query.checkout ? { checkin: query.checkin, checkout: query.checkout } : null;
    reply.header('cache-control', 'no-store');
    return repositories.favourites.page(viewer, stay, { limit: 12, after: null });
  });

  // bench:messages' shapes (issue 25): an inbox, a thread's first page and its header.
  app.get('/api/conversations', async (request, reply) => {
    const viewer = viewerOf(request);
    if (!viewer) return reply.code(401).send({ statusCode: 401 });
    const { role, cursor } = request.query as Query;
    if (role !== 'renter' && role !== 'host') return reply.code(400).send({ statusCode: 400 });
    reply.header('cache-control', 'no-store');
    return repositories.conversations.inbox(viewer, role, cursor, new Date());
  });

  app.get('/api/conversations/:id/messages', async (request, reply) => {
    const viewer = viewerOf(request);
    if (!viewer) return reply.code(401).send({ statusCode: 401 });
    const { id } = request.params as { id: string };
    const page = await repositories.conversations.threadPage(id, viewer, (request.query as Query).cursor);
    if (!page) return reply.code(404).send(notFound);
    reply.header('cache-control', 'no-store');
    return page;
  });

  app.get('/api/conversations/:id', async (request, reply) => {
    const viewer = viewerOf(request);
    if (!viewer) return reply.code(401).send({ statusCode: 401 });
    const { id } = request.params as { id: string };
    const detail = await repositories.conversations.detail(id, viewer, new Date());
    if (!detail) return reply.code(404).send(notFound);
    reply.header('cache-control', 'no-store');
    return detail;
  });
}
