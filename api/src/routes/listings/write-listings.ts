import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingInput } from '@shoreline/shared-domain/types';
import { validateListing, type ListingFormMode } from '@shoreline/shared-domain/validation/validateListing';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Knex } from 'knex';
import { badRequest, forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../lib/schemas';
import { isUploadUrl } from '../../lib/upload-urls';
import { Listing, ListingInputBody, ListingSummary } from '../../schemas/listing';

function validListingInput(body: Static<typeof ListingInputBody>, mode: ListingFormMode): ListingInput {
  const value = unwrap(validateListing(body, mode));
  if (!value.photos.every((url) => isUploadUrl(url, 'listings'))) throw badRequest(MESSAGES.imageNotAnImage);
  return value;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Inside a transaction: the listing row locked, 404 when missing or deleted, 403 for another host. */
  async function lockOwnListing(id: string, userId: string, trx: Knex): Promise<void> {
    const owner = await app.listingsRepository.findOwnerForUpdate(id, trx);
    if (!owner || owner.deleted) throw notFound(MESSAGES.listingNotFound);
    if (owner.hostId !== userId) throw forbidden(MESSAGES.notListingOwner);
  }

  async function loadListing(id: string) {
    const listing = await app.listingsRepository.findById(id);
    if (!listing) throw notFound(MESSAGES.listingNotFound);
    return listing;
  }

  app.post(
    '/listings',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: 'Create a listing (hosts); new listings are active',
        body: ListingInputBody,
        response: { 201: Listing, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const input = validListingInput(request.body, 'create');
      const id = await app.listingsRepository.create(request.user.id, input);
      return reply.code(201).send(await loadListing(id));
    },
  );

  app.put(
    '/listings/:id',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: 'Replace every field and the photos of an own listing',
        params: IdParams,
        body: ListingInputBody,
        response: { 200: Listing, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.knex.transaction(async (trx) => {
        await lockOwnListing(request.params.id, request.user.id, trx);
        await app.listingsRepository.replace(request.params.id, validListingInput(request.body, 'edit'), trx);
      });
      return loadListing(request.params.id);
    },
  );

  app.patch(
    '/listings/:id/status',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: 'Activate or deactivate an own listing',
        params: IdParams,
        body: Type.Object({ isActive: Type.Boolean() }),
        response: { 200: Listing, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.knex.transaction(async (trx) => {
        await lockOwnListing(request.params.id, request.user.id, trx);
        await app.listingsRepository.setActive(request.params.id, request.body.isActive, trx);
      });
      return loadListing(request.params.id);
    },
  );

  app.delete(
    '/listings/:id',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: 'Delete an own listing (soft: past bookings and reviews keep it)',
        description:
          'Its pending booking requests are rejected in the same transaction (no renter waits for a decision ' +
          'that can no longer come); approved stays keep their status and history.',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.knex.transaction(async (trx) => {
        await lockOwnListing(request.params.id, request.user.id, trx);
        await app.listingsRepository.softDelete(request.params.id, trx);
        await app.bookingsRepository.rejectAllPending(request.params.id, trx);
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/host/listings',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: "The signed-in host's listings, active or not, newest first",
        response: { 200: Type.Array(ListingSummary), ...errorResponses(401, 403) },
      },
    },
    async (request) => app.listingsRepository.listByHost(request.user.id),
  );
};

export default routes;
